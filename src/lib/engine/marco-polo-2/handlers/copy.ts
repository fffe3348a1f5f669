/**
 * The game's own copy of the printed values, recorded any time once the game has started: values read off the player's
 * copy of the game (`printed.recorded`), and the board as the game learns it. What a game learns of the board as play
 * needs it, a fact at a time (no text lists it): the routes' printed costs, the cities' coats of arms, the places added,
 * the travel spaces' print (RU L388), this game's bonuses of a city and its city cards (board/learned.ts). A move records
 * what it taught with itself (its `learned` values), so undoing the move takes them back; a correction (`board.corrected`)
 * changes a fact for the rest of the game, and undo takes it back too.
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { recordPrinted, type PrintedEntry } from '../../core/printed.ts';
import type { Handlers } from '../../core/rules.ts';
import { BOARD_FAMILIES } from '../board/learned.ts';
import { CONTRACT_CARD_FAMILY } from '../table/contract-cards.ts';
import type { BoardCorrectedEntry } from '../entries.ts';
import { marcoPolo2Printed, TRAVEL_UPPER_COST_ID, travelMaxStepsId } from '../printed.ts';
import type { MarcoPolo2State } from '../state.ts';

const TRAVEL_SPACE_IDS: ReadonlySet<string> = new Set([travelMaxStepsId('middle'), travelMaxStepsId('upper'), TRAVEL_UPPER_COST_ID]);

/** What play teaches of the copy a fact at a time: the board, and the contract cards (learned the same way). */
const LEARNED_FAMILIES = [...BOARD_FAMILIES, CONTRACT_CARD_FAMILY];
const familyOf = (id: string) => LEARNED_FAMILIES.find((f) => id.startsWith(f.prefix));

/** Whether a printed value is a fact learned in play (a board fact, a travel space's print, a contract card). */
export const isLearnedFact = (id: string): boolean => TRAVEL_SPACE_IDS.has(id) || familyOf(id) !== undefined;

/** Whether a learned fact is kept on the phone for later games; bonuses and city cards are laid anew each game (RU L93, L99, L105). */
export const keptOnPhone = (id: string): boolean => TRAVEL_SPACE_IDS.has(id) || (familyOf(id) !== undefined && !familyOf(id)!.perGame);

/** The same value, as stored (plain data). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Records learned facts in the game's own copy, each checked as the copy of the game checks it. `taught` (what an entry
 * learned, not known before): a fact the game knows otherwise is refused, it is corrected, not taught again. A correction
 * may forget a fact (null): it is asked again when play needs it.
 */
export function recordLearned(state: MarcoPolo2State, values: Record<string, unknown>, taught: boolean): Outcome<MarcoPolo2State> {
	const set: Record<string, unknown> = {};
	const forgotten: string[] = [];
	for (const [id, value] of Object.entries(values)) {
		if (!isLearnedFact(id)) return refused('refusal_no_such_printed_value');
		const known = state.copy.values[id];
		if (taught && known !== undefined && !sameValue(known, value)) return refused('marco_polo_2_refusal_learned_known');
		if (value === null && !taught) forgotten.push(id);
		else set[id] = value;
	}
	const recorded = recordPrinted(marcoPolo2Printed, state, set);
	if (!recorded.ok || !forgotten.length) return recorded;
	const kept = Object.entries(recorded.state.copy.values).filter(([id]) => !forgotten.includes(id));
	return accepted({ ...recorded.state, copy: { values: Object.fromEntries(kept) } });
}

export const copyHandlers: Handlers<MarcoPolo2State, PrintedEntry | BoardCorrectedEntry> = {
	// Printed values read off the copy during play or at scoring become the game's own.
	'printed.recorded': (state, e) => recordPrinted(marcoPolo2Printed, state, e.values),
	// A learned fact of the board corrected for the rest of the game (a move made before keeps what it paid).
	'board.corrected': (state, e) => recordLearned(state, e.values, false)
};
