/**
 * Goal cards, city cards, contracts and bonus tiles, transcribed from the
 * researched component data (data §1.1, §5, §6, §7). Ids are the data's (BGA's
 * internal numbering): the components print no ids. Every number here is a
 * default the copy of the game can correct (printed.ts), except where marked high.
 */
import type { Amounts } from '../core/resources.ts';
import type { Confidence, Extra, Good, Reward } from './catalog.ts';
import type { LocationId } from './map.ts';

// ---------------------------------------------------------------- goal cards

export interface GoalCard {
	id: string;
	/** A large city and a small city (EN supplement "both large and small"); Beijing and Venezia are on none. */
	cities: readonly [LocationId, LocationId];
	/** VP printed for having a trading post in both (data §1.1: BGA = SLG, medium). */
	points: number;
}

const goal = (a: LocationId, b: LocationId, points: number): GoalCard => ({ id: `goal-${a}-${b}`, cities: [a, b], points });

export const GOAL_CARDS: readonly GoalCard[] = [
	goal('moscow', 'xian', 4),
	goal('moscow', 'ormuz', 5),
	goal('moscow', 'kashgar', 7),
	goal('karakorum', 'xian', 4),
	goal('karakorum', 'kochi', 5),
	goal('karakorum', 'adana', 7),
	goal('lan-zhou', 'kochi', 4),
	goal('lan-zhou', 'adana', 5),
	goal('lan-zhou', 'ormuz', 6),
	goal('samarcanda', 'xian', 4),
	goal('samarcanda', 'adana', 5),
	goal('samarcanda', 'kochi', 7),
	goal('alexandria', 'anxi', 4),
	goal('alexandria', 'kashgar', 5),
	goal('sumatra', 'ormuz', 6),
	goal('sumatra', 'anxi', 8),
	goal('karachi', 'kashgar', 5),
	goal('karachi', 'anxi', 7)
];
export const GOAL_CARD_BY_ID: ReadonlyMap<string, GoalCard> = new Map(GOAL_CARDS.map((g) => [g.id, g]));

/**
 * The table on every goal card: VP by how many different cities of your 2 cards
 * hold your post (a city on both cards counts once). 1 → 1 and 2 → 3 are EN text;
 * 3 → 6 and 4 → 10 are BGA = SLG (data §1 S2).
 */
export const GOAL_CITIES_POINTS: readonly { reached: number; points: number; source: string; confidence: Confidence }[] = [
	{ reached: 1, points: 1, source: 'EN supplement (Goal cards)', confidence: 'high' },
	{ reached: 2, points: 3, source: 'EN supplement (Goal cards)', confidence: 'high' },
	{ reached: 3, points: 6, source: 'data §1 S2', confidence: 'medium' },
	{ reached: 4, points: 10, source: 'data §1 S2', confidence: 'medium' }
];

// ---------------------------------------------------------------- contracts

export type ContractCost = Amounts<'camels' | Good>;
export interface ContractTerms {
	cost: ContractCost;
	/** VP and one or two other things (EN: "always a combination of victory points and something else"). */
	reward: Reward;
}
export interface Contract {
	id: string;
	starting: boolean;
	/** null: the sources disagree and the rulebook is silent; the copy of the game must say. */
	terms: ContractTerms | null;
	confidence: Confidence;
	/** For an unknown contract: what each source says. */
	candidates?: { terms: ContractTerms; source: string }[];
	note?: string;
}

const terms = (cost: ContractCost, points: number, gain: Amounts<'coins' | 'camels'> = {}, ...extras: Extra[]): ContractTerms => ({
	cost,
	reward: { amounts: { points, ...gain }, extras }
});
const contract = (id: string, starting: boolean, t: ContractTerms, confidence: Confidence = 'medium', note?: string): Contract => ({
	id,
	starting,
	terms: t,
	confidence,
	...(note ? { note } : {})
});

export const CONTRACTS: readonly Contract[] = [
	contract('C29', true, terms({ camels: 2, silk: 1, gold: 1 }, 4, {}, 'two-different-goods')),
	contract('C39', true, terms({ camels: 2, pepper: 1, silk: 1 }, 5, {}, 'contract')),
	contract('C40', true, terms({ camels: 2, pepper: 1, gold: 1 }, 4, {}, 'black-die')),
	contract('C41', true, terms({ camels: 1, gold: 1 }, 2, { camels: 3 })),
	contract('C42', true, terms({ camels: 1, pepper: 3 }, 1, {}, 'move-1')),
	contract('C43', true, terms({ camels: 1, silk: 2 }, 3, { coins: 5 })),
	contract('C00', false, terms({ camels: 2, pepper: 3, gold: 2 }, 7, { camels: 5 })),
	contract('C01', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 6, {}, 'contract')),
	{
		id: 'C02',
		starting: false,
		terms: null,
		confidence: 'low',
		candidates: [
			{ terms: terms({ camels: 2, silk: 1, gold: 2 }, 6, { camels: 4 }), source: 'BGA' },
			{ terms: terms({ camels: 2, silk: 2, gold: 2 }, 6, { camels: 4 }), source: 'SLG' }
		],
		note: 'BGA and SLG disagree on the silk (1 or 2); the rulebook does not show it (data GAPS 1)'
	},
	contract('C03', false, terms({ camels: 2, pepper: 1, silk: 2 }, 4, { coins: 3 }), 'high', 'the rulebook example PL:632–634'),
	contract('C04', false, terms({ camels: 1, gold: 4 }, 7, { camels: 3 })),
	contract('C05', false, terms({ camels: 2, silk: 3, gold: 2 }, 8, { camels: 4 })),
	contract('C06', false, terms({ camels: 1, silk: 3 }, 3, {}, 'good-of-choice')),
	contract('C07', false, terms({ camels: 2, silk: 3, gold: 2 }, 8, {}, 'contract')),
	contract('C08', false, terms({ camels: 2, pepper: 3, gold: 2 }, 6, { coins: 7 })),
	contract('C09', false, terms({ camels: 2, pepper: 2, gold: 1 }, 4, {}, 'move-1')),
	contract('C10', false, terms({ camels: 2, pepper: 2, silk: 3 }, 5, {}, 'good-of-choice', 'black-die')),
	contract('C11', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'move-1')),
	contract('C12', false, terms({ camels: 2, silk: 2, gold: 1 }, 4, { camels: 4 })),
	contract('C13', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 6, {}, 'good-of-choice')),
	contract('C14', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'two-different-goods')),
	contract('C15', false, terms({ camels: 2, silk: 2, gold: 2 }, 7, {}, 'move-1')),
	contract('C16', false, terms({ camels: 2, pepper: 3, silk: 2 }, 5, {}, 'move-1')),
	contract('C17', false, terms({ camels: 2, pepper: 2, gold: 3 }, 8, { coins: 7 })),
	contract('C18', false, terms({ camels: 1, pepper: 3 }, 2, {}, 'black-die')),
	contract('C19', false, terms({ camels: 2, silk: 1, gold: 2 }, 6, {}, 'black-die')),
	contract('C20', false, terms({ camels: 2, pepper: 1, gold: 2 }, 5, {}, 'black-die')),
	contract('C21', false, terms({ camels: 2, silk: 2, gold: 3 }, 9, { coins: 7 })),
	contract('C22', false, terms({ camels: 2, silk: 2, gold: 3 }, 9, {}, 'move-1')),
	contract('C23', false, terms({ camels: 3, pepper: 1, silk: 2, gold: 1 }, 5, { camels: 3 }, 'contract')),
	contract('C24', false, terms({ camels: 2, silk: 1, gold: 2 }, 6, { coins: 4 })),
	contract('C25', false, terms({ camels: 2, pepper: 2, silk: 3 }, 5, { coins: 6 })),
	contract('C26', false, terms({ camels: 1, gold: 3 }, 6, {}, 'good-of-choice')),
	contract('C27', false, terms({ camels: 2, pepper: 2, silk: 1 }, 3, { coins: 4 })),
	contract('C28', false, terms({ camels: 2, pepper: 2, silk: 1 }, 3, {}, 'two-different-goods')),
	contract('C30', false, terms({ camels: 2, pepper: 2, gold: 1 }, 4, {}, 'contract')),
	contract('C31', false, terms({ camels: 2, pepper: 2, gold: 3 }, 9, {}, 'two-different-goods')),
	contract('C32', false, terms({ camels: 2, pepper: 2, silk: 2 }, 5, {}, 'black-die')),
	contract('C33', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 2 }, 7, { coins: 5 })),
	contract('C34', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'black-die')),
	contract('C35', false, terms({ camels: 3, pepper: 1, silk: 2, gold: 1 }, 5, { camels: 3, coins: 4 })),
	contract('C36', false, terms({ camels: 1, gold: 4 }, 7, {}, 'move-1')),
	contract('C37', false, terms({ camels: 2, silk: 2, gold: 2 }, 7, {}, 'contract')),
	contract('C38', false, terms({ camels: 1, pepper: 4 }, 3, {}, 'contract'))
];
export const STARTING_CONTRACTS = CONTRACTS.filter((c) => c.starting).map((c) => c.id);
export const OTHER_CONTRACTS = CONTRACTS.filter((c) => !c.starting).map((c) => c.id);

// ---------------------------------------------------------------- bonus tiles

export interface BonusTile {
	id: string;
	reward: Reward;
	confidence: Confidence;
}

/**
 * Small-city bonus tiles: paid when a post is placed and again at the start of
 * every later round (PL:504). Their letters A–F are not known (data GAPS 4): the
 * standard setup asks the copy of the game which tile has the city's letter.
 * `hint`: the city BGA uses for the standard setup (one source, low).
 */
export interface SmallCityTile extends BonusTile {
	hint: { city: LocationId; source: 'BGA'; confidence: 'low' };
}
const small = (id: string, reward: Reward, city: LocationId, confidence: Confidence = 'medium'): SmallCityTile => ({
	id,
	reward,
	confidence,
	hint: { city, source: 'BGA', confidence: 'low' }
});
export const SMALL_CITY_TILES: readonly SmallCityTile[] = [
	small('coins-5', { amounts: { coins: 5 }, extras: [] }, 'anxi'),
	small('camels-3', { amounts: { camels: 3 }, extras: [] }, 'ormuz'),
	small('two-different-goods', { amounts: {}, extras: ['two-different-goods'] }, 'kashgar'),
	/** Another small city's bonus each time, no post needed there (EN supplement, high). */
	small('other-city-bonus', { amounts: {}, extras: ['other-small-city-bonus'] }, 'xian', 'high'),
	/** The rulebook's example bonus (PL:510). */
	small('camel-and-coins', { amounts: { camels: 1, coins: 3 }, extras: [] }, 'adana', 'high'),
	small('points-3', { amounts: { points: 3 }, extras: [] }, 'kochi')
];

/** Large-city ("outpost") bonus tiles: the first post in the city takes it (PL:536); 7 of 10 in play. */
const large = (id: string, amounts: Amounts<'coins' | 'camels' | Good>, ...extras: Extra[]): BonusTile => ({
	id,
	reward: { amounts, extras },
	confidence: 'medium'
});
export const LARGE_CITY_TILES: readonly BonusTile[] = [
	large('coins-3', { coins: 3 }),
	large('coins-5', { coins: 5 }),
	large('good-of-choice', {}, 'good-of-choice'),
	large('gold-2', { gold: 2 }),
	large('silk-2', { silk: 2 }),
	large('camels-2', { camels: 2 }),
	large('camels-3', { camels: 3 }),
	large('black-die', {}, 'black-die'),
	large('contract', {}, 'contract'),
	large('move-1', {}, 'move-1')
];

// ---------------------------------------------------------------- city cards

/** What a city card takes and gives; goods "any" = pepper, silk or gold (different: all different). */
export interface CityTrade {
	pay: Amounts<'coins' | 'camels' | 'points' | Good>;
	payGoods?: { count: number; different: boolean };
	gain: Reward;
}

/**
 * One die on the card; d = its value (data §5: BGA = SLG, medium):
 * - repeat: the trade up to d times;
 * - choice: one of two trades, the same one each time, up to d times;
 * - per-pip: the reward × d, nothing to pay;
 * - die-table: the reward for d;
 * - count: the reward per trading post / completed contract, counting at most d.
 */
export type CityCardEffect =
	| { kind: 'repeat'; trade: CityTrade }
	| { kind: 'choice'; trades: readonly [CityTrade, CityTrade] }
	| { kind: 'per-pip'; gain: Reward }
	| { kind: 'die-table'; byDie: readonly [Reward, Reward, Reward, Reward, Reward, Reward] }
	| { kind: 'count'; of: 'trading-posts' | 'completed-contracts'; gain: Reward };

export interface CityCard {
	id: string;
	effect: CityCardEffect;
	confidence: Confidence;
	note?: string;
}

const r = (amounts: Amounts<'coins' | 'camels' | 'points' | Good>, ...extras: Extra[]): Reward => ({ amounts, extras });
const trade = (pay: CityTrade['pay'], gain: Reward): CityTrade => ({ pay, gain });
const repeat = (id: string, pay: CityTrade['pay'], gain: Reward, note?: string): CityCard => ({
	id,
	effect: { kind: 'repeat', trade: trade(pay, gain) },
	confidence: 'medium',
	...(note ? { note } : {})
});
const table = (...byDie: [Reward, Reward, Reward, Reward, Reward, Reward]): CityCardEffect => ({ kind: 'die-table', byDie });

export const CITY_CARDS: readonly CityCard[] = [
	{ id: 'CC00', effect: { kind: 'per-pip', gain: r({ coins: 2 }) }, confidence: 'high' },
	{ id: 'CC01', effect: table(r({ gold: 1 }), r({ gold: 1 }), r({ gold: 1 }), r({ gold: 1 }), r({ gold: 1 }), r({ gold: 3 })), confidence: 'medium' },
	{ id: 'CC02', effect: { kind: 'count', of: 'trading-posts', gain: r({ points: 1 }) }, confidence: 'high' },
	repeat('CC03', { gold: 2 }, r({ points: 4 })),
	repeat('CC04', { camels: 1, pepper: 1 }, r({ coins: 2, points: 2 })),
	repeat('CC05', { silk: 2 }, r({ points: 3 })),
	repeat('CC06', { camels: 3 }, r({ pepper: 1, silk: 1, gold: 1 })),
	repeat('CC07', { camels: 1, silk: 1 }, r({ coins: 8 })),
	repeat('CC08', { camels: 1, gold: 1 }, r({ coins: 9 })),
	repeat('CC09', { camels: 1, silk: 1 }, r({ coins: 4, points: 2 })),
	repeat('CC10', { camels: 2, silk: 1 }, r({ points: 4 })),
	repeat('CC11', { camels: 1, pepper: 1 }, r({ coins: 7 })),
	repeat('CC12', { coins: 2 }, r({}, 'good-of-choice')),
	/** With several moves a post is placed only where the movement ends (EN supplement). */
	repeat('CC13', { camels: 2 }, r({}, 'move-1')),
	repeat('CC14', { camels: 2 }, r({ coins: 2, points: 1 })),
	{ id: 'CC15', effect: { kind: 'count', of: 'completed-contracts', gain: r({ points: 1 }) }, confidence: 'high' },
	{ id: 'CC16', effect: { kind: 'choice', trades: [trade({ camels: 1 }, r({ coins: 3 })), trade({ coins: 1 }, r({ camels: 1 }))] }, confidence: 'high' },
	repeat('CC17', { camels: 1 }, r({ points: 1 })),
	{
		id: 'CC18',
		effect: table(r({ pepper: 1 }), r({ pepper: 3 }), r({ pepper: 3 }), r({ pepper: 3 }), r({ pepper: 3 }), r({ pepper: 3 })),
		confidence: 'medium'
	},
	{ id: 'CC19', effect: { kind: 'choice', trades: [trade({ points: 1 }, r({ coins: 3 })), trade({ coins: 3 }, r({ points: 1 }))] }, confidence: 'medium' },
	repeat('CC20', { camels: 1, gold: 1 }, r({ coins: 6, points: 2 })),
	repeat(
		'CC21',
		{ camels: 1, gold: 1 },
		r({ points: 4 }),
		'PL:596 shows a card paid with "2 camels and 2 coins" for 8 VP (2 × 4): only this card fits, if "coins" is a slip for gold (low)'
	),
	{ id: 'CC22', effect: { kind: 'count', of: 'trading-posts', gain: r({ coins: 2 }) }, confidence: 'medium' },
	{
		id: 'CC23',
		effect: table(
			r({}, 'small-city-bonus'),
			r({}, 'small-city-bonus'),
			r({}, 'small-city-bonus'),
			r({}, 'small-city-bonus'),
			r({}, 'small-city-bonus', 'small-city-bonus'),
			r({}, 'small-city-bonus', 'small-city-bonus')
		),
		confidence: 'medium',
		note: 'bonuses of different small cities with the player’s post (EN supplement)'
	},
	{ id: 'CC24', effect: { kind: 'count', of: 'completed-contracts', gain: r({ coins: 2 }) }, confidence: 'medium' },
	repeat('CC25', { coins: 1 }, r({}, 'small-city-bonus'), 'each time a different small city with the player’s post'),
	{ id: 'CC26', effect: table(r({ silk: 1 }), r({ silk: 1 }), r({ silk: 1 }), r({ silk: 3 }), r({ silk: 3 }), r({ silk: 3 })), confidence: 'medium' },
	{
		id: 'CC27',
		effect: {
			kind: 'choice',
			trades: [{ pay: {}, payGoods: { count: 1, different: false }, gain: r({ camels: 2 }) }, trade({ camels: 2 }, r({}, 'good-of-choice'))]
		},
		confidence: 'medium'
	},
	repeat('CC28', { pepper: 2 }, r({ points: 2 })),
	repeat('CC29', { camels: 3, pepper: 1 }, r({ points: 4 })),
	{
		id: 'CC30',
		effect: { kind: 'repeat', trade: { pay: {}, payGoods: { count: 2, different: true }, gain: r({}, 'move-1') } },
		confidence: 'low',
		note: 'BGA: 2 different goods; SLG: any 2 goods (data GAPS 7)'
	}
];
export const CITY_CARD_BY_ID: ReadonlyMap<string, CityCard> = new Map(CITY_CARDS.map((c) => [c.id, c]));
