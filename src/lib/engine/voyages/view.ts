/**
 * What the screens of The Voyages of Marco Polo read off a state, and the entries they send, worked
 * out here with the rules' own functions so that no screen computes a rule: the round the table may
 * start, who rolls what, whose turn it is, the action spaces and the entry a placement sends (contract
 * columns with their bonus), where a figure can travel, what it costs and the entry of a journey, who
 * keeps goal cards next, the posts and numbers of a score sheet.
 */
import { refuse, type Refusal } from '../core/log.ts';
import { SCORE_TRACK_SPACES } from '../core/score-track.ts';
import { compensation, contractColumnBonus } from './actions.ts';
import { CITY_CARD_SPACES, FIXED_SPACES } from './board.ts';
import { ROUNDS, STARTING, type Good } from './catalog.ts';
import { CHARACTER_TILE_BY_ID } from './characters.ts';
import type { VoyagesEntryOf } from './entries.ts';
import { postBonusAt, postsBuilt } from './posts.ts';
import type { VoyagesScoreSheet } from './scoring.ts';
import type { ActionSpaceId, TableAmounts, VoyagesSheetNumberField, VoyagesState } from './state.ts';
import { checkTravelPath, planRoutes, standardBoard, type Reachable, type TravelOption } from './travel.ts';

// ---------------------------------------------------------------- rounds and dice

/** The round the table may start now (1 for the first): before the first, or once every die of a round is placed; null otherwise and after the last. */
export function roundToStart(state: VoyagesState): number | null {
	return state.phase === 'playing' && state.round < ROUNDS && state.turn === null ? state.round + 1 : null;
}

/** Every round played out: the last round's dice all placed, final scoring next. */
export const playedOut = (state: VoyagesState): boolean => state.phase === 'playing' && state.round >= ROUNDS && state.turn === null;

/** The seats still to roll this round. */
export const toRoll = (state: VoyagesState): number[] => (state.round < 1 ? [] : state.players.flatMap((_, i) => (state.rolled[i] ? [] : [i])));

/** The dice a player rolls at the round start: how many, Matteo Polo's white die too, and the compensation due for the faces (PL:762–770). */
export function rollOf(state: VoyagesState, player: number): { count: number; white: boolean; due: (faces: readonly number[]) => number } {
	const p = state.players[player];
	const tile = CHARACTER_TILE_BY_ID.get(p?.tile ?? '');
	return {
		count: state.setup?.players[player]?.dice ?? STARTING.dice,
		white: (tile?.pieces?.whiteDie ?? 0) > 0,
		due: (faces) => compensation(faces, p?.character ?? null)
	};
}

/** Whose turn it is for dice actions: once every player has rolled, until the round's dice are all placed. */
export const actingPlayer = (state: VoyagesState): number | null =>
	state.phase === 'playing' && state.round >= 1 && state.rolled.every(Boolean) ? state.turn : null;

// ---------------------------------------------------------------- a main action

/** Every main-action space a die may go on, in the board's order; a city card's space once per card space. */
export const MAIN_ACTION_SPACES: readonly ActionSpaceId[] = [...FIXED_SPACES.filter((s) => s !== 'money-bag'), ...CITY_CARD_SPACES];

/**
 * What the action form says besides the dice: the good of choice (Khan's Favor); the contract columns taken,
 * how much of columns 5–6's bonus is taken as coins (all by default, the rest camels) and the active contracts
 * put away to make room; what a city card cost and gave.
 */
export interface ActionForm {
	good?: Good;
	columns?: readonly number[];
	bonusCoins?: number;
	discard?: readonly string[];
	pay?: TableAmounts;
	gain?: TableAmounts;
}

/** The coins or camels, in any mix, the contract columns taken give in all: 1 for column 5, 2 for column 6 (PL:380). */
export const contractColumnsBonus = (columns: readonly number[]): number => columns.reduce((sum, c) => sum + contractColumnBonus(c), 0);

/** The contracts space's fields: the columns, the contracts put away, the column bonus split into coins and camels. */
function contractsFields(form: ActionForm): Pick<VoyagesEntryOf<'action'>, 'contracts' | 'discard' | 'gain'> {
	const columns = [...(form.columns ?? [])];
	const bonus = contractColumnsBonus(columns);
	const coins = Math.max(0, Math.min(bonus, form.bonusCoins ?? bonus));
	const gain: TableAmounts = {};
	if (coins > 0) gain.coins = coins;
	if (bonus - coins > 0) gain.camels = bonus - coins;
	return { contracts: columns, ...(form.discard?.length ? { discard: [...form.discard] } : {}), ...(bonus > 0 ? { gain } : {}) };
}

/** The one good of choice Khan's Favor gives besides its camels (PL:338–356), as the entry's gain. */
export const khansFavorGain = (good: Good): TableAmounts => ({ [good]: 1 });

/** The entry of a main action other than travel (journeyEntry): the dice in board order, and what this space reads from the form. */
export function actionEntry(player: number, dice: readonly number[], space: ActionSpaceId, form: ActionForm = {}): VoyagesEntryOf<'action'> {
	const entry: VoyagesEntryOf<'action'> = { type: 'action', player, dice: [...dice].sort((a, b) => a - b), space };
	if (space === 'khans-favor') return { ...entry, gain: khansFavorGain(form.good ?? 'silk') };
	if (space === 'contracts') return { ...entry, ...contractsFields(form) };
	if (space.startsWith('city-card:')) return { ...entry, pay: { ...(form.pay ?? {}) }, gain: { ...(form.gain ?? {}) } };
	return entry;
}

// ---------------------------------------------------------------- travel

/** Where a player's (first) figure can end a journey of 1 to maxSteps steps, with the cheapest options; Johannes Carpini's oasis jumps included. */
export function destinations(state: VoyagesState, player: number, maxSteps: number): Reachable[] {
	const p = state.players[player];
	if (!p) return [];
	return planRoutes(standardBoard(state.copy), p.figures[0] ?? p.position, maxSteps, { oasisJumps: p.character === 'johannes-carpini' });
}

/** Why the player cannot make this planned journey now (it costs more than they have), or null. */
export function journeyRefusal(state: VoyagesState, player: number, option: TravelOption): Refusal | null {
	const p = state.players[player];
	if (!p) return refuse('voyages_refusal_no_such_player');
	return checkTravelPath(standardBoard(state.copy), option.path, option.steps, p.stock, { oasisJumps: p.character === 'johannes-carpini' });
}

/**
 * What the trading posts a journey along `path` would build give: the amounts added by themselves and
 * what the table enters (postBonusAt's toEnter, one per post that has one; Wilhelm von Rubruk builds on the way).
 */
export function journeyBonus(state: VoyagesState, player: number, path: readonly string[]): { automatic: TableAmounts; toEnter: string[] } {
	if (!state.players[player] || path.length < 2) return { automatic: {}, toEnter: [] };
	const automatic: Record<string, number> = {};
	const toEnter: string[] = [];
	for (const at of postsBuilt(state, { player, path })) {
		const bonus = postBonusAt(state, player, at);
		for (const [k, n] of Object.entries(bonus.automatic)) automatic[k] = (automatic[k] ?? 0) + (n ?? 0);
		if (bonus.toEnter !== null) toEnter.push(bonus.toEnter);
	}
	return { automatic, toEnter };
}

/**
 * The entry of a journey: the travel action with the dice selected on the player's turn, else a move
 * entered on its own; the entered post bonus goes with it only when a post built has one to enter.
 */
export function journeyEntry(
	state: VoyagesState,
	j: { player: number; path: readonly string[]; maxSteps: number; dice?: readonly number[]; postBonus?: TableAmounts }
): VoyagesEntryOf<'action'> | VoyagesEntryOf<'travel'> {
	const bonus = j.postBonus ?? {};
	const entered = Object.keys(bonus).length > 0 && journeyBonus(state, j.player, j.path).toEnter.length > 0;
	const extra = entered ? { postBonus: { ...bonus } } : {};
	const dice = j.dice ?? [];
	return state.turn === j.player && dice.length > 0
		? { type: 'action', player: j.player, dice: [...dice].sort((a, b) => a - b), space: 'travel', path: [...j.path], ...extra }
		: { type: 'travel', player: j.player, path: [...j.path], maxSteps: j.maxSteps, ...extra };
}

// ---------------------------------------------------------------- setup and scoring

/** The seat that keeps goal cards next (the first without any), or null outside that step. */
export function nextToKeep(state: VoyagesState): number | null {
	if (state.phase !== 'goal-cards') return null;
	const seat = state.players.findIndex((p) => p.goalCards.length === 0);
	return seat === -1 ? null : seat;
}

/** The range a score sheet's number may take: the score figure's space is 1–50 (the start space 50 counting as 0), the rest from 0. */
export const sheetFieldRange = (field: VoyagesSheetNumberField): { min: number; max?: number } =>
	field === 'trackSpace' ? { min: 1, max: SCORE_TRACK_SPACES } : { min: 0 };

/** The posts on a score sheet with a city ticked (on) or not: a post in Beijing keeps its space (the first unless one is set), none without it. */
export function sheetPostsWith(sheet: VoyagesScoreSheet, city: string, on: boolean): { posts: string[]; beijingSpace: number | null } {
	const posts = on ? [...sheet.posts.filter((c) => c !== city), city] : sheet.posts.filter((c) => c !== city);
	return { posts, beijingSpace: posts.includes('beijing') ? (sheet.beijingSpace ?? 1) : null };
}
