/**
 * What the round screens read off a state: the round the table may start, who rolls what and the compensation
 * due (PL:762–770), whose turn it is for dice actions, Matteo Polo's contract at the round's start.
 */
import { compensation } from '../board/actions.ts';
import { CONTRACT_BOARD, ROUNDS, STARTING, CHARACTER_TILE_BY_ID } from '../catalog.ts';
import type { VoyagesState } from '../state.ts';

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

/** Matteo Polo's round contract: with both his spaces full and a contract to take, he may put one away for it (EN supplement; PL:406). */
export function roundContractChoice(state: VoyagesState): { player: number; active: string[]; top: string } | null {
	const player = state.players.findIndex((p) => CHARACTER_TILE_BY_ID.get(p.tile ?? '')?.roundBonus?.contractFromSpecialPile);
	const p = state.players[player];
	// The board's leftover contracts go under the special pile before the round's bonuses (PL:921–935).
	const pile = state.round === 0 ? state.specialPile : [...state.specialPile, ...state.contractSpaces];
	if (!p || p.contracts.length < CONTRACT_BOARD.activeSlots || pile.length === 0) return null;
	return { player, active: [...p.contracts], top: pile[0]! };
}
