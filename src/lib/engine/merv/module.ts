/** Merv: The Heart of the Silk Road as the app plugs it in: its rules, printed values, home-list line and first entry. */
import type { GameModule, GameSummary } from '../core/game.ts';
import { gameCreatedEntry } from './created.ts';
import type { MervEntry } from './entries.ts';
import { mervMeta } from './meta.ts';
import { mervPrinted } from './printed.ts';
import { mervRules } from './rules.ts';
import { finalScores } from './scoring.ts';
import type { MervState } from './state.ts';
import type { GameResult } from '../core/result.ts';

/** Merv's scoring categories: points during play, each year's scoring, the spice sets at the end. */
export const MERV_CATEGORIES = ['play', 'year1', 'year2', 'year3', 'spices'] as const;

/**
 * The finished game in the shape every game shares: the players only (a solo game's judge is not one;
 * when it wins, no player does).
 */
function resultOf(state: MervState): GameResult | null {
	if (state.phase !== 'finished') return null;
	const final = finalScores(state);
	const seats = state.players.length;
	return {
		categories: MERV_CATEGORIES,
		winners: final.winners.filter((who) => who < seats),
		decidedBy: final.decidedBy,
		players: state.players.map((p, seat) => {
			const s = final.ranking.find((r) => r.who === seat)!;
			const years = Object.fromEntries([0, 1, 2].map((y) => [`year${y + 1}`, s.years[y] ?? 0]));
			return {
				seat,
				name: p.name,
				colour: p.colour,
				total: s.total,
				rank: s.rank,
				categories: { play: s.duringPlay, ...years, spices: s.spiceSets },
				tieBreak: { favour: s.favour, influence: s.influence, turn: s.turn + 1 }
			};
		})
	};
}

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

const merv: GameModule<MervState, MervEntry> = {
	meta: mervMeta,
	rules: mervRules,
	entryVersion: 2,
	migrations: [
		{
			from: 1,
			describe: 'A solo game’s judge.chamberlain had the judge choose both the chamberlain’s space and its site: it keeps doing so (spaceAndSite).',
			migrate: (entry) => (entry.type === 'judge.chamberlain' ? { ...entry, spaceAndSite: true } : entry)
		}
	],
	printed: mervPrinted,
	summary: summaryOf,
	result: resultOf,
	created: (players, seed, copy, options) => gameCreatedEntry(players, seed, copy, options)
};
export default merv;
