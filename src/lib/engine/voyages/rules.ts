/**
 * The rules of The Voyages of Marco Polo: the entry schema, the entries each phase accepts, and one handler per
 * kind of entry, each checking its entry and giving the next state, so checking and applying cannot disagree.
 */
import { rulesOf, type Phases, type Rules } from '../core/rules.ts';
import { SCORING_PHASES } from '../core/scoring-phase.ts';
import { contractHandlers } from './handlers/contracts.ts';
import { correctionHandlers } from './handlers/corrections.ts';
import { voyagesEntrySchema, type VoyagesEntry } from './entries.ts';
import { journeyHandlers } from './handlers/journey.ts';
import { roundHandlers } from './handlers/round.ts';
import { setupHandlers } from './handlers/setup.ts';
import { sheetHandlers } from './handlers/scoring.ts';
import { voyagesInitialState, type VoyagesState } from './state.ts';
import { turnHandlers } from './handlers/turn.ts';

type Type = VoyagesEntry['type'];
const typesOf = (handlers: object) => Object.keys(handlers) as Type[];

/** Values read off the copy: any time once the game has started (scoring may need one). */
const ANY_TIME: Type[] = ['printed.recorded'];

const phases: Phases<VoyagesState, VoyagesEntry> = {
	of: (state) => state.phase,
	accepts: {
		new: ['game.created'],
		characters: ['character.chosen', ...ANY_TIME],
		'goal-cards': ['goalCards.kept', ...ANY_TIME],
		setup: ['setup.completed', ...ANY_TIME],
		playing: [
			...typesOf(roundHandlers),
			...typesOf(turnHandlers),
			...typesOf(journeyHandlers),
			...typesOf(contractHandlers),
			'table.adjust',
			...SCORING_PHASES.playing,
			...ANY_TIME
		],
		scoring: [...SCORING_PHASES.scoring, 'sheet.posts', 'sheet.post', ...ANY_TIME],
		finished: ANY_TIME
	}
};

export const voyagesRules: Rules<VoyagesState, VoyagesEntry> = rulesOf<VoyagesState, VoyagesEntry>(voyagesInitialState, voyagesEntrySchema, phases, {
	...setupHandlers,
	...roundHandlers,
	...journeyHandlers,
	...correctionHandlers,
	...contractHandlers,
	...turnHandlers,
	...sheetHandlers
});
