/**
 * The 31 city cards and what each takes and gives for its die (data §5). Ids are the data's (BGA's internal numbering): the components print no ids.
 * Every number here is a default the copy of the game can correct (../printed.ts), except where marked high.
 */
import type { Amounts } from '../../core/resources.ts';
import type { Confidence, Extra, Good, Reward } from '../catalog.ts';

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
