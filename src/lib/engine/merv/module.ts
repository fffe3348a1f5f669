/** Merv: The Heart of the Silk Road as the app plugs it in: its rules, printed values, home-list line and first entry. */
import type { GameModule, GameSummary } from '../core/game.ts';
import { gameCreatedEntry } from './created.ts';
import type { MervEntry } from './entries.ts';
import { mervMeta } from './meta.ts';
import { mervPrinted } from './printed.ts';
import { mervRules } from './rules.ts';
import { finalScores } from './scoring.ts';
import type { MervState } from './state.ts';

/**
 * The home list's line: the year and round while played, each player's points on the score track,
 * or the final totals (spice sets added) and the winning players once over (a solo game the judge wins has none).
 */
function summaryOf(state: MervState): GameSummary {
	const seats = state.players.length;
	const final = state.phase === 'finished' ? finalScores(state) : null;
	const points = final
		? state.players.map((_, who) => final.ranking.find((s) => s.who === who)?.total ?? 0)
		: state.participants.slice(0, seats).map((p) => p.tally.points);
	const playing = state.phase === 'playing';
	return {
		phase: state.phase,
		players: state.players.map((p) => p.name),
		colours: state.players.map((p) => p.colour),
		seed: state.seed,
		winners: final ? final.winners.filter((who) => who < seats).map((who) => state.players[who]!.name) : [],
		...(playing ? { year: state.year, round: Math.min(state.round, 4) } : {}),
		...(state.phase === 'playing' || final ? { points } : {})
	};
}

export const merv: GameModule<MervState, MervEntry> = {
	meta: mervMeta,
	rules: mervRules,
	entryVersion: 1,
	migrations: [],
	printed: mervPrinted,
	summary: summaryOf,
	created: (players, seed, copy, options) => gameCreatedEntry(players, seed, copy, options)
};
export default merv;
