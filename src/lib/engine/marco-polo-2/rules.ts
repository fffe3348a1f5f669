/** The rules of Marco Polo II: the shape of every entry and one handler per kind of entry. */
import { recordPrinted } from '../core/printed.ts';
import { rulesOf, type Rules } from '../core/rules.ts';
import { marcoPolo2Entry, type MarcoPolo2Entry } from './entries.ts';
import { finalScoringHandlers } from './final-scoring.ts';
import { recordLearned } from './learned-facts.ts';
import { marcoPolo2Printed } from './printed.ts';
import { setupHandlers } from './setup.ts';
import { initialState, type MarcoPolo2State } from './state.ts';
import { trackerHandlers } from './tracker/handlers.ts';

export const marcoPolo2Rules: Rules<MarcoPolo2State, MarcoPolo2Entry> = rulesOf(initialState, marcoPolo2Entry, {
	...setupHandlers,
	...trackerHandlers,
	...finalScoringHandlers,
	// Printed values read off the copy during play or at scoring become the game's own.
	'printed.recorded': (state, e) => recordPrinted(marcoPolo2Printed, state, e.values),
	// A learned fact of the board corrected for the rest of the game (a move made before keeps what it paid).
	'board.corrected': (state, e) => recordLearned(state, e.values, false)
});
