/**
 * What the table screen of Marco Polo II reads off a state, and the entries it sends, worked out here
 * with the rules' own functions so that no screen computes a rule: the round the table may start and
 * what it gives, who rolls what, whose turn it is, the fields an action space asks for and the entry a
 * placement sends, a contract fulfilled, a seal's printed improvement, a trading post recorded.
 */
import type { Copy } from '../../core/printed.ts';
import * as v from 'valibot';
import { CHARACTER_RULES, CITY_CARD_CITY_SPACES, GUILDS, ROUNDS, STARTING, STOCK, type Guild } from '../catalog.ts';
import { guildImprovedBonusId, guildUpgradeCostId, printedValue } from '../printed.ts';
import type { MarcoPolo2State } from '../state.ts';
import { ACTION_SHAPES } from '../entries.ts';
import type { ActionEntry, ActionSpace, BookSpace, TrackerEntryOf, TravelSpace } from '../table/entries.ts';
import { allPostsOut } from '../table/posts.ts';
import { automaticRoundIncome, compensationFor } from '../handlers/round.ts';
import { addBundles, builtInBundle } from '../table/stock.ts';
import { TRAVEL_TRADING_POSTS, type Bundle, type SpecialCity, type TablePlayer } from '../table/state.ts';

// ---------------------------------------------------------------- rounds and dice

/** The round the table may start now (1 for the first): before the first and once a round is over; null otherwise and after the last. */
export function roundToStart(state: MarcoPolo2State): number | null {
	const t = state.table;
	if (state.phase !== 'playing' || !t || t.round >= ROUNDS) return null;
	return t.stage === 'before-round' || t.stage === 'round-over' ? t.round + 1 : null;
}

/** Every round played out: final scoring next. */
export const playedOut = (state: MarcoPolo2State): boolean => state.table?.stage === 'game-over';

/** The seats still to roll this round. */
export const toRoll = (state: MarcoPolo2State): number[] =>
	state.table?.stage === 'rolling' ? state.table.players.flatMap((p, i) => (p.rolled ? [] : [i])) : [];

/** The dice a player rolls at the round start and the compensation due for the faces (RU L784–790). */
export const rollOf = (): { count: number; due: (faces: readonly number[]) => number } => ({ count: STARTING.dice, due: compensationFor });

/** Whose turn it is, once every player has rolled and until the round's dice are all placed. */
export const actingPlayer = (state: MarcoPolo2State): number | null => (state.table?.stage === 'turns' ? state.table.turn : null);

/** A player's stock with their points: what the table shows them holding. */
export const holdings = (p: TablePlayer): Bundle => ({ ...p.stock, points: p.points });

/**
 * What the start of the next round gives a player: the income added by itself; whether the table enters
 * their other bonuses (city bonus markers, improved seals the app does not know: every round after the
 * first); whether one of those counts twice (Mailin & Tian Chin, RU L1150).
 */
export function roundStartOf(state: MarcoPolo2State, player: number): { automatic: Bundle; enter: boolean; twice: boolean } {
	const t = state.table;
	if (!t || t.round === 0) return { automatic: {}, enter: false, twice: false };
	const character = state.players[player]?.character;
	return {
		automatic: automaticRoundIncome(t, state.players, player, state.copy),
		enter: true,
		twice: character === 'mailin-tian-chin' && CHARACTER_RULES[character].roundStartBonusTwice > 0
	};
}

/**
 * The start-of-round bonuses to offer before the table enters its own: the improved seals' bonuses the
 * app does not know but a copy holds (read off the seal once), by seat; a built-in bonus is added by itself.
 */
export function roundBonusesFromCopy(state: MarcoPolo2State, copy: Copy): Record<number, Bundle> {
	const out: Record<number, Bundle> = {};
	if (!state.table || state.table.round === 0) return out;
	state.table.players.forEach((p, i) => {
		for (const g of GUILDS) {
			const id = guildImprovedBonusId(g);
			if (p.seals[g] !== 'improved' || builtInBundle(id)) continue;
			const given = printedValue(copy, id);
			if (given && typeof given === 'object') out[i] = addBundles(out[i] ?? {}, given);
		}
	});
	return out;
}

// ---------------------------------------------------------------- a main action

/** The kind of form an action space asks for: the groups of spaces the rules treat alike. */
export type SpaceGroup = keyof typeof ACTION_SHAPES;

/** The group an action space belongs to (its entry's shape). */
export function spaceGroup(space: ActionSpace): SpaceGroup {
	const found = (Object.keys(ACTION_SHAPES) as SpaceGroup[]).find((g) => v.is(ACTION_SHAPES[g].entries.space, space));
	if (!found) throw new Error(`no action shape for ${space}`);
	return found;
}

/** What a book's tile offer and a contract are paid with, as their fields ask for them. */
/** A route printed on the board costs coins and camels; jade may stand in for either (RU L794). */
export const ROUTE_COST_KEYS = ['coins', 'camels', 'jade'] as const;
/** A seal's improvement costs what is printed on it: coins, camels, goods. */
export const SEAL_COST_KEYS = STOCK;

/** The two spaces of Baghdad, Balkh and Hormuz. */
export const SPECIAL_CITY_SLOTS = [1, 2] as const;
/** A city card: one of the two in the action area, or the one by city-card space n. */
export type CityCardChoice = 'area-1' | 'area-2' | number;
export const CITY_CARDS: readonly CityCardChoice[] = ['area-1', 'area-2', ...Array.from({ length: CITY_CARD_CITY_SPACES }, (_, i) => i + 1)];

/** The trading posts a travel space may build: the upper space two, the others one. */
export const travelPosts = (space: ActionSpace): number => (space in TRAVEL_TRADING_POSTS ? TRAVEL_TRADING_POSTS[space as TravelSpace] : 0);

/** The trading posts one of which moves when a new one is built: all of them once all are out, else none (RU L502). */
export const postsToMove = (p: TablePlayer | undefined): readonly string[] => (p && allPostsOut(p) ? p.tradingPosts : []);

/**
 * What the action form says besides the dice: what an offer or a city card cost and gave (or a journey's
 * bonuses); the seal taken; the steps, route cost, posts built and the post moved; the contracts taken and
 * those discarded; the space of a special city; the city card.
 */
export interface ActionForm {
	pay: Bundle;
	gain: Bundle;
	guild: Guild;
	steps: number;
	/** The trading posts typed, in order; only as many as the travel space builds are sent. */
	posts: string[];
	movedFrom: string;
	take: number;
	discard: number[];
	slot: 1 | 2;
	card: CityCardChoice;
	/** The city card is the one taking a guild seal with 1 die and 1 camel (RU L1059): `guild` is the seal taken. */
	sealCard: boolean;
	/** Of the coins and camels the action costs, those paid with jade (RU L794); none: coins and camels first. */
	jadeFor: Bundle;
	/** Möngke Khan's different oases on the move: how many he takes 2 coins for, how many 1 camel (RU L1120). */
	oasesCoins: number;
	oasesCamels: number;
	/** The outpost bonus tiles taken with the trading posts built, by post (RU L493–495; Filippo Vitello, RU L1154). */
	outposts: Bundle[];
	/** The move place by place on the learned board, from the figure's place: then the rules price its routes. */
	path: string[];
	/** Mailin & Tian Chin's second figure's move, alone or sharing the steps with the first (RU L1148). */
	secondPath: string[];
	/** The city the numbered city card lies by, as the player says it this game ('' not said). */
	cardCity: string;
}

export const newActionForm = (): ActionForm => ({
	pay: {},
	gain: {},
	guild: 'farmers',
	steps: 1,
	posts: [],
	movedFrom: '',
	take: 1,
	discard: [],
	slot: 1,
	card: 'area-1',
	sealCard: false,
	jadeFor: {},
	oasesCoins: 0,
	oasesCamels: 0,
	outposts: [],
	path: [],
	secondPath: [],
	cardCity: ''
});

/** The paths of a move as its entry names them: the first figure's, the second's with `figure: 1` when it moves alone (RU L1148). */
function pathsOf(form: ActionForm) {
	const [first, second] = [form.path.length > 1, form.secondPath.length > 1];
	if (first) return { path: [...form.path], ...(second ? { otherPath: [...form.secondPath] } : {}) };
	return second ? { path: [...form.secondPath], figure: 1 as const } : {};
}

/** Möngke Khan's oases as the entry lists them: one choice per oasis; none when there are none. */
const oasesOf = (form: ActionForm) => {
	const oases = [...Array.from({ length: form.oasesCoins }, () => 'coins' as const), ...Array.from({ length: form.oasesCamels }, () => 'camels' as const)];
	return oases.length ? { oases } : {};
};

/** The jade the form chose, when it chose any (an empty choice sends none: coins and camels first). */
const jadeOf = (form: ActionForm) => {
	const chosen = Object.fromEntries(Object.entries(form.jadeFor).filter(([k, n]) => (k === 'coins' || k === 'camels') && n));
	return Object.keys(chosen).length ? { jadeFor: chosen } : {};
};

/** The entry of a main action: the dice in board order, the jade chosen, and what this space reads from the form. */
export function actionEntry(player: number, dice: readonly number[], space: ActionSpace, form: ActionForm): ActionEntry {
	const base = { type: 'action' as const, player, dice: [...dice].sort((a, b) => a - b), ...jadeOf(form) };
	switch (spaceGroup(space)) {
		case 'books':
			return { ...base, space: space as BookSpace, pay: { ...form.pay }, gain: { ...form.gain } };
		case 'khansFavor':
			return { ...base, space: 'khans-favor' };
		case 'guildSeal':
			return { ...base, space: 'guild-seal', guild: form.guild };
		case 'travel': {
			const posts = form.posts
				.slice(0, travelPosts(space))
				.map((c) => c.trim())
				.filter(Boolean);
			const moved = posts.length && form.movedFrom ? { movedFrom: form.movedFrom } : {};
			const tiles = form.outposts.slice(0, posts.length).filter((t) => Object.values(t).some(Boolean));
			const paths = pathsOf(form);
			return {
				...base,
				space: space as TravelSpace,
				steps: form.steps,
				// A named path is priced by the rules from the learned board.
				routeCost: 'path' in paths ? {} : { ...form.pay },
				...paths,
				tradingPosts: posts,
				...moved,
				gain: { ...form.gain },
				...oasesOf(form),
				...(tiles.length ? { outposts: tiles.map((t) => ({ ...t })) } : {})
			};
		}
		case 'contracts':
			return { ...base, space: 'contracts', take: form.take, discard: [...form.discard] };
		case 'specialCity':
			return { ...base, space: space as SpecialCity, slot: form.slot, gain: { ...form.gain } };
		case 'cityCard':
			return form.sealCard
				? { ...base, space: 'city-card', card: form.card, pay: {}, gain: {}, guild: form.guild }
				: { ...base, space: 'city-card', card: form.card, pay: { ...form.pay }, gain: { ...form.gain }, ...oasesOf(form) };
	}
}

// ---------------------------------------------------------------- bonus actions and corrections

/** A contract fulfilled: what it cost and gave; its "+1"s and black die, when it gives them, go as its second reward (RU L975–1001). */
export function contractEntry(
	player: number,
	c: { contract: number; pay: Bundle; reward: Bundle; plusOnes?: number; blackDieFace?: number | null }
): TrackerEntryOf<'bonus.fulfilContract'> {
	const extras = {
		...(c.plusOnes ? { plusOnes: c.plusOnes } : {}),
		...(c.blackDieFace !== undefined && c.blackDieFace !== null ? { blackDieFace: c.blackDieFace } : {})
	};
	return {
		type: 'bonus.fulfilContract',
		player,
		contract: c.contract,
		pay: { ...c.pay },
		reward: { ...c.reward },
		...(Object.keys(extras).length ? { reward2: extras } : {})
	};
}

/** The seals a player may improve now: those held on their basic side (RU L658). */
export const improvableSeals = (p: TablePlayer | undefined): Guild[] => (p ? GUILDS.filter((g) => p.seals[g] === 'basic') : []);

/**
 * What improving a seal costs and gives as printed: built in, else as the game's copy or the phone's holds
 * it; empty for the player to read off the seal and enter once.
 */
export function sealImprovement(game: Copy, phone: Copy, guild: Guild): { cost: Bundle; bonus: Bundle } {
	const read = (id: string): Bundle => {
		const value = printedValue(game, id) ?? printedValue(phone, id);
		return value && typeof value === 'object' ? { ...value } : {};
	};
	return { cost: read(guildUpgradeCostId(guild)), bonus: read(guildImprovedBonusId(guild)) };
}

/** The printed values of a seal's improvement the phone does not hold yet: kept for every later game once the rules accept them. */
export function sealValuesToKeep(phone: Copy, guild: Guild, cost: Bundle, bonus: Bundle): { id: string; value: Bundle }[] {
	return [
		{ id: guildUpgradeCostId(guild), value: cost },
		{ id: guildImprovedBonusId(guild), value: bonus }
	].filter(({ id }) => printedValue(phone, id) === null);
}

/** A trading post recorded as a correction, with what it gave; the post it moves only when all are out. */
export function tradingPostEntry(
	table: { players: readonly TablePlayer[] },
	player: number,
	post: { city: string; gain: Bundle; movedFrom?: string }
): TrackerEntryOf<'table.tradingPost'> {
	const moved = post.movedFrom && postsToMove(table.players[player]).includes(post.movedFrom) ? { movedFrom: post.movedFrom } : {};
	return { type: 'table.tradingPost', player, city: post.city, gain: { ...post.gain }, ...moved };
}
