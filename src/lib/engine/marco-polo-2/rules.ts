/** The rules of Marco Polo II: the shape of every entry, the entries each phase accepts, and one handler per kind of entry. */
import { recordPrinted } from '../core/printed.ts';
import { rulesOf, type Phases, type Rules } from '../core/rules.ts';
import { SCORING_PHASES } from '../core/scoring-phase.ts';
import { marcoPolo2Entry, type MarcoPolo2Entry } from './entries.ts';
import { finalScoringHandlers } from './handlers/scoring.ts';
import { setupHandlers } from './handlers/setup.ts';
import { recordLearned } from './learned-facts.ts';
import { marcoPolo2Printed } from './printed.ts';
import { initialState, type MarcoPolo2State } from './state.ts';
import { tableHandlers } from './handlers/table.ts';

type Type = MarcoPolo2Entry['type'];

/** Values read off the copy and the learned board's corrections: any time once the game has started. */
const ANY_TIME: Type[] = ['printed.recorded', 'board.corrected'];

const phases: Phases<MarcoPolo2State, MarcoPolo2Entry> = {
	// The character phase starts with the table's choice of a draft or a free pick (RU L140–L181).
	of: (state) => (state.phase === 'characters' && state.characterMode === null ? 'characters-mode' : state.phase),
	accepts: {
		new: ['game.created'],
		'first-player': ['firstPlayer.set', ...ANY_TIME],
		'characters-mode': ['characters.mode', ...ANY_TIME],
		characters: ['character.chosen', ...ANY_TIME],
		setup: ['setup.completed', ...ANY_TIME],
		playing: [...(Object.keys(tableHandlers) as Type[]), ...SCORING_PHASES.playing, ...ANY_TIME],
		scoring: [...SCORING_PHASES.scoring, 'sheet.seal', 'sheet.goalCard', ...ANY_TIME],
		finished: ANY_TIME
	}
};

export const marcoPolo2Rules: Rules<MarcoPolo2State, MarcoPolo2Entry> = rulesOf(initialState, marcoPolo2Entry, phases, {
	...setupHandlers,
	...tableHandlers,
	...finalScoringHandlers,
	// Printed values read off the copy during play or at scoring become the game's own.
	'printed.recorded': (state, e) => recordPrinted(marcoPolo2Printed, state, e.values),
	// A learned fact of the board corrected for the rest of the game (a move made before keeps what it paid).
	'board.corrected': (state, e) => recordLearned(state, e.values, false)
});
