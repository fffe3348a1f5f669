/** Marco Polo II as the app plays it: its rules, printed values and home-screen summary. */
import { totalsBySeat, type GameModule, type GameSummary } from '../core/game.ts';
import { gameCreatedEntry } from './created.ts';
import type { MarcoPolo2Entry } from './entries.ts';
import { marcoPolo2Meta } from './meta.ts';
import { marcoPolo2Printed } from './printed.ts';
import { marcoPolo2Rules } from './rules.ts';
import { camelRankedResult, type GameResult } from '../core/result.ts';
import { BREAKDOWN_CATEGORIES, scoreGame } from './scoring.ts';
import type { MarcoPolo2State } from './state.ts';

/** The home list's line: the round while play is tracked, points on the score track, or the final totals once scored. */
function summaryOf(state: MarcoPolo2State): GameSummary {
	const { table } = state;
	const outcome = state.phase === 'finished' ? scoreGame(state) : null;
	const points = outcome ? (outcome.complete ? totalsBySeat(outcome.result.ranking, state.players.length) : undefined) : table?.players.map((p) => p.points);
	return {
		phase: state.phase,
		players: state.players.map((p) => p.name),
		colours: state.players.map((p) => p.colour),
		seed: state.seed,
		winners: outcome?.complete ? outcome.result.winners.map((p) => state.players[p]!.name) : [],
		...(state.phase === 'playing' && table && table.round >= 1 ? { round: table.round } : {}),
		...(points ? { points } : {})
	};
}

/** The finished, scored game in the shape every game shares; the coat track says how its points came about. */
function resultOf(state: MarcoPolo2State): GameResult | null {
	const outcome = state.phase === 'finished' ? scoreGame(state) : null;
	if (!outcome?.complete) return null;
	return camelRankedResult(BREAKDOWN_CATEGORIES, outcome.result, state.players, 'marco_polo_2_char', (seat, score) => ({
		details: {
			coatTrack: {
				key: 'marco_polo_2_results_coat_detail',
				params: {
					coats: state.players[seat]!.sheet.differentCoats,
					plus: score.plusOnes.goalCard + score.plusOnes.deWu + score.plusOnes.other,
					index: score.coatIndex
				}
			}
		}
	}));
}

const marcoPolo2: GameModule<MarcoPolo2State, MarcoPolo2Entry> = {
	meta: marcoPolo2Meta,
	rules: marcoPolo2Rules,
	// Entry shapes have not changed since games were first stored: nothing to carry over yet.
	entryVersion: 1,
	migrations: [],
	printed: marcoPolo2Printed,
	summary: summaryOf,
	result: resultOf,
	// Marco Polo II has no options at the new-game form: characters are chosen in the game.
	created: (players, seed, copy) => gameCreatedEntry(players, seed, copy)
};
export default marcoPolo2;
