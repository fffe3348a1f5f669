/** Marco Polo II as the app plays it: its rules, printed values and home-screen summary. */
import type { GameModule } from '../core/game.ts';
import { gameCreatedEntry } from './created.ts';
import type { MarcoPolo2Entry } from './entries.ts';
import { marcoPolo2Meta } from './meta.ts';
import { marcoPolo2Printed } from './printed.ts';
import { marcoPolo2Rules } from './rules.ts';
import { scoreGame } from './scoring.ts';
import type { MarcoPolo2State } from './state.ts';

/** The winners' names once the game is finished and scores completely with its own copy; otherwise none. */
function winnersOf(state: MarcoPolo2State): string[] {
	if (state.phase !== 'finished') return [];
	const outcome = scoreGame(state);
	return outcome.complete ? outcome.result.winners.map((p) => state.players[p]!.name) : [];
}

export const marcoPolo2: GameModule<MarcoPolo2State, MarcoPolo2Entry> = {
	meta: marcoPolo2Meta,
	rules: marcoPolo2Rules,
	// Entry shapes have not changed since games were first stored: nothing to carry over yet.
	entryVersion: 1,
	migrations: [],
	printed: marcoPolo2Printed,
	summary: (state) => ({ phase: state.phase, players: state.players.map((p) => p.name), seed: state.seed, winners: winnersOf(state) }),
	// Marco Polo II has no options at the new-game form: characters are chosen in the game.
	created: (players, seed, copy) => gameCreatedEntry(players, seed, copy)
};
export default marcoPolo2;
