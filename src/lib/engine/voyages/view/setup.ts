/** What the setup screens read off a state besides the checklist (setup.ts): who keeps goal cards next (PL:843–845). */
import type { VoyagesState } from '../state.ts';

/** The seat that keeps goal cards next (the first without any), or null outside that step. */
export function nextToKeep(state: VoyagesState): number | null {
	if (state.phase !== 'goal-cards') return null;
	const seat = state.players.findIndex((p) => p.goalCards.length === 0);
	return seat === -1 ? null : seat;
}
