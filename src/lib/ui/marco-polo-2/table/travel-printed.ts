/**
 * What the middle and upper travel spaces print (their most steps, the upper one's cost) is asked once, when a move
 * first needs it: recorded with the move in this game, whose rules read it from there, and kept on the phone.
 */
import { isRefusal, type Refusal } from '$lib/engine/core/log.ts';
import type { Copy } from '$lib/engine/core/printed.ts';
import { type ActionSpace, printedTravelSpace, TRAVEL_UPPER_COST_ID, travelMaxStepsId, travelSpaceValues } from '$lib/engine/marco-polo-2/index.ts';
import type { Bundle } from '$lib/ui/bundle.ts';
import type { BoardRecord } from '../board/board-typed.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** What the player typed off the board for a travel space the app does not know yet. */
export interface TypedTravel {
	maxSteps: string;
	cost: Bundle;
}
export const noTypedTravel = (): TypedTravel => ({ maxSteps: '', cost: {} });

/** What the game knows of a travel space's printed values, the phone's filling in; null for a space with none to read. */
export function travelKnown(session: MarcoPolo2Session, space: ActionSpace | '') {
	const printed = space ? printedTravelSpace(space) : null;
	return printed ? { space: printed, ...travelSpaceValues(session.state.copy, session.phone, printed) } : null;
}

/** What was typed off the board for what the game lacks: by id, or a refusal for a number that is none. */
function typedValues(known: NonNullable<ReturnType<typeof travelKnown>>, typed: TypedTravel): Record<string, unknown> | Refusal {
	const values: Record<string, unknown> = {};
	const raw = typed.maxSteps.trim();
	if (known.maxSteps === null && raw !== '') {
		if (!/^\d+$/.test(raw)) return { key: 'refusal_not_whole_number', params: { field: 'value' } };
		values[travelMaxStepsId(known.space)] = Number(raw);
	}
	if (known.cost === null) values[TRAVEL_UPPER_COST_ID] = { ...typed.cost };
	return values;
}

/** The game's copy as it will be with what is typed for this travel space: the cost shows before the dice are placed. */
export function copyWithTyped(session: MarcoPolo2Session, space: ActionSpace | '', typed: TypedTravel): Copy {
	const known = travelKnown(session, space);
	const values = known && typedValues(known, typed);
	return known && values && !isRefusal(values) ? { values: { ...session.state.copy.values, ...known.toRecord, ...values } } : session.state.copy;
}

/**
 * What a move from this space records of what the space prints: the phone's values the game lacks, and those typed now
 * (taught with the move, kept on the phone once it is taken). The refusal, if a typed value is not one. Nothing typed for
 * the most steps: nothing is recorded, and the rules say why the move is refused.
 */
export function travelValues(session: MarcoPolo2Session, space: ActionSpace | '', typed: TypedTravel): BoardRecord | Refusal {
	const known = travelKnown(session, space);
	if (!known || (known.maxSteps === null && typed.maxSteps.trim() === '')) return { fromPhone: {}, taught: {} };
	const fromBoard = typedValues(known, typed);
	return isRefusal(fromBoard) ? fromBoard : { fromPhone: { ...known.toRecord }, taught: fromBoard };
}
