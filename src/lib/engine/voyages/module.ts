/** The Voyages of Marco Polo as the app plugs it in: its rules, printed values, home-list line and first entry. */
import { totalsBySeat, type GameModule } from '../core/game.ts';
import type { VoyagesEntry } from './entries.ts';
import { gameCreatedEntry } from './created.ts';
import { voyagesMeta } from './meta.ts';
import { voyagesPrinted } from './printed.ts';
import { voyagesRules } from './rules.ts';
import { playerScores, BREAKDOWN_CATEGORIES } from './scoring.ts';
import type { VoyagesState } from './state.ts';
import { camelRankedResult, type GameResult } from '../core/result.ts';

/** The finished game, every sheet in and scored, in the shape every game shares. */
function resultOf(state: VoyagesState): GameResult | null {
	const outcome = state.phase === 'finished' ? playerScores(state) : null;
	return outcome?.complete ? camelRankedResult(BREAKDOWN_CATEGORIES, outcome.result, state.players, 'voyages_char') : null;
}

const voyages: GameModule<VoyagesState, VoyagesEntry> = {
	meta: voyagesMeta,
	rules: voyagesRules,
	entryVersion: 1,
	migrations: [],
	printed: voyagesPrinted,
	result: resultOf,
	summary(state) {
		// Winners from the game's own copy, once every sheet is in and no printed value is missing.
		const outcome = state.phase === 'finished' ? playerScores(state) : null;
		// In play, the points on the score track; once finished, the final totals (none while a printed value is missing).
		const points = outcome ? (outcome.complete ? totalsBySeat(outcome.result.ranking, state.players.length) : undefined) : state.players.map((p) => p.points);
		return {
			phase: state.phase,
			players: state.players.map((p) => p.name),
			colours: state.players.map((p) => p.colour),
			seed: state.seed,
			winners: outcome?.complete ? outcome.result.winners.map((seat) => state.players[seat]!.name) : [],
			...(state.phase === 'playing' && state.round >= 1 ? { round: state.round } : {}),
			...(points && state.phase !== 'new' ? { points } : {})
		};
	},
	created: gameCreatedEntry
};
export default voyages;
