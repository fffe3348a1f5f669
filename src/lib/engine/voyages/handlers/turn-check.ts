/** Whose turn it is: what a main action, a bonus action (completing a contract among them) and a move need (PL:600, PL:715). */
import { refuse, type Refusal } from '../../core/log.ts';
import { checkSeat } from '../../core/players.ts';
import type { VoyagesState } from '../state.ts';

/** The reason it is not this player's turn to act, or null. */
export function turnRefusal(state: VoyagesState, player: number): Refusal | null {
	const bad = checkSeat(player, state.players.length);
	if (bad) return bad;
	if (state.round < 1) return refuse('voyages_refusal_round_not_started');
	if (!state.rolled.every(Boolean)) return refuse('refusal_not_during_turns');
	if (state.turn === null) return refuse('voyages_refusal_round_over');
	if (state.turn !== player) return refuse('refusal_not_your_turn', { name: state.players[state.turn]!.name });
	return null;
}
