/** Merv: The Heart of the Silk Road as the app plugs it in: its rules, printed values, home-list line and first entry. */
import type { GameModule } from '../core/game.ts';
import { gameCreatedEntry } from './created.ts';
import type { MervEntry } from './entries.ts';
import { mervMeta } from './meta.ts';
import { mervPrinted } from './printed.ts';
import { mervRules } from './rules.ts';
import { finalScores } from './scoring.ts';
import type { MervState } from './state.ts';

/** The winning players' names once the game is over (a solo game the judge wins has none). */
function winnersOf(state: MervState): string[] {
	if (state.phase !== 'finished') return [];
	return finalScores(state)
		.winners.filter((who) => who < state.players.length)
		.map((who) => state.players[who]!.name);
}

export const merv: GameModule<MervState, MervEntry> = {
	meta: mervMeta,
	rules: mervRules,
	entryVersion: 1,
	migrations: [],
	printed: mervPrinted,
	summary: (state) => ({ phase: state.phase, players: state.players.map((p) => p.name), seed: state.seed, winners: winnersOf(state) }),
	created: (players, seed, copy, options) => gameCreatedEntry(players, seed, copy, options)
};
export default merv;
