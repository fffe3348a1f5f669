/**
 * The rules of The Voyages of Marco Polo: the entry schema and one handler per kind of entry,
 * each checking its entry and giving the next state, so checking and applying cannot disagree.
 */
import { rulesOf, type Rules } from '../core/rules.ts';
import { contractHandlers } from './contracts.ts';
import { correctionHandlers } from './corrections.ts';
import { voyagesEntrySchema, type VoyagesEntry } from './entries.ts';
import { journeyHandlers } from './journey.ts';
import { roundHandlers } from './round.ts';
import { setupHandlers } from './setup-entries.ts';
import { sheetHandlers } from './sheet.ts';
import { voyagesInitialState, type VoyagesState } from './state.ts';
import { turnHandlers } from './turn.ts';

export const voyagesRules: Rules<VoyagesState, VoyagesEntry> = rulesOf<VoyagesState, VoyagesEntry>(voyagesInitialState, voyagesEntrySchema, {
	...setupHandlers,
	...roundHandlers,
	...journeyHandlers,
	...correctionHandlers,
	...contractHandlers,
	...turnHandlers,
	...sheetHandlers
});
