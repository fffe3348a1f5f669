/**
 * What the screens of The Voyages of Marco Polo read off a state, and the entries they send, worked
 * out here with the rules' own functions so that no screen computes a rule: the round the table may
 * start, who rolls what, whose turn it is, the action spaces and the entry a placement sends (contract
 * columns with their bonus, the contracts put away), who keeps goal cards next, the posts and numbers of a
 * score sheet. Journeys and contracts completed: view-turn.ts.
 */
import { SCORE_TRACK_SPACES } from '../core/score-track.ts';
import { compensation, contractColumnBonus } from './board/actions.ts';
import { CITY_CARD_SPACES, FIXED_SPACES } from './board/action-spaces.ts';
import { CONTRACT_BOARD, ROUNDS, STARTING, type Good, CHARACTER_TILE_BY_ID } from './catalog.ts';
import type { VoyagesEntryOf } from './entries.ts';
import { cityCardAt, cityCardMoves } from './board/city-card-spaces.ts';
import type { ActionSpaceId, TableAmounts, VoyagesSheetNumberField, VoyagesState } from './state.ts';

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
 * each column 5–6 contract's bonus as coins or camels (coins unless told) and the active contracts put away to
 * make room; what a city card cost and gave, and the moves it gave.
 */
export interface ActionForm {
	good?: Good;
	columns?: readonly number[];
	bonusAs?: Readonly<Record<number, 'coins' | 'camels'>>;
	discard?: readonly string[];
	pay?: TableAmounts;
	gain?: TableAmounts;
	moves?: number;
}

/** The coins or camels, in any mix, the contract columns taken give in all: 1 for column 5, 2 for column 6 (PL:380). */
export const contractColumnsBonus = (columns: readonly number[]): number => columns.reduce((sum, c) => sum + contractColumnBonus(c), 0);

/** The columns taken whose contract comes with coins or camels (5 and 6), with how many (PL:380). */
export const bonusColumns = (columns: readonly number[]): { column: number; bonus: number }[] =>
	[...columns].sort((a, b) => a - b).flatMap((column) => (contractColumnBonus(column) > 0 ? [{ column, bonus: contractColumnBonus(column) }] : []));

/** How many active contracts must go under the special pile to make room for these columns (PL:406); 0 when they fit. */
export function contractsToPutAway(state: VoyagesState, player: number, columns: readonly number[]): number {
	const active = state.players[player]?.contracts.length ?? 0;
	return Math.max(0, active + columns.length - CONTRACT_BOARD.activeSlots);
}

/** The contracts space's fields: the columns, the contracts put away, each column 5–6 bonus as coins or camels. */
function contractsFields(form: ActionForm): Pick<VoyagesEntryOf<'action'>, 'contracts' | 'discard' | 'gain'> {
	const columns = [...(form.columns ?? [])];
	const gain: TableAmounts = {};
	for (const { column, bonus } of bonusColumns(columns)) {
		const as = form.bonusAs?.[column] ?? 'coins';
		gain[as] = (gain[as] ?? 0) + bonus;
	}
	return { contracts: columns, ...(form.discard?.length ? { discard: [...form.discard] } : {}), ...(Object.keys(gain).length ? { gain } : {}) };
}

/** Whether the city card on this space gives "move 1" (its moves are entered with the action). */
export const cityCardGivesMoves = (state: VoyagesState, space: string): boolean => cityCardMoves(cityCardAt(state, space));

/** The one good of choice Khan's Favor gives besides its camels (PL:338–356), as the entry's gain. */
export const khansFavorGain = (good: Good): TableAmounts => ({ [good]: 1 });

/** The entry of a main action other than travel (journeyEntry): the dice in board order, and what this space reads from the form. */
export function actionEntry(player: number, dice: readonly number[], space: ActionSpaceId, form: ActionForm = {}): VoyagesEntryOf<'action'> {
	const entry: VoyagesEntryOf<'action'> = { type: 'action', player, dice: [...dice].sort((a, b) => a - b), space };
	if (space === 'khans-favor') return { ...entry, gain: khansFavorGain(form.good ?? 'silk') };
	if (space === 'contracts') return { ...entry, ...contractsFields(form) };
	if (space.startsWith('city-card:'))
		return { ...entry, pay: { ...(form.pay ?? {}) }, gain: { ...(form.gain ?? {}) }, ...(form.moves ? { moves: form.moves } : {}) };
	return entry;
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
