/** The rules of Marco Polo II: the shape of every entry, the entries each phase accepts, and one handler per kind of entry. */
import { rulesOf, type Phases, type Rules } from '../core/rules.ts';
import { SCORING_PHASES } from '../core/scoring-phase.ts';
import { marcoPolo2Entry, type MarcoPolo2Entry } from './entries.ts';
import { copyHandlers } from './handlers/copy.ts';
import { finalScoringHandlers } from './handlers/scoring.ts';
import { setupHandlers } from './handlers/setup.ts';
import { tableHandlers } from './handlers/table.ts';
import { initialState, type MarcoPolo2State } from './state.ts';

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
	...copyHandlers
});
