/**
 * What the middle and upper travel spaces print (their most steps, the upper one's cost) is asked once, when a move
 * first needs it: kept on the phone for every later game and recorded in this game, whose rules read it from there.
 */
import { isRefusal, type Refusal } from '$lib/engine/core/log.ts';
import type { Copy } from '$lib/engine/core/printed.ts';
import { TRAVEL_UPPER_COST_ID, travelMaxStepsId } from '$lib/engine/marco-polo-2/printed.ts';
import type { ActionSpace } from '$lib/engine/marco-polo-2/tracker.ts';
import { printedTravelSpace, travelSpaceValues } from '$lib/engine/marco-polo-2/view-turn.ts';
import type { Bundle } from '$lib/ui/bundle.ts';
import type { MarcoPolo2Session } from './session.svelte.ts';

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
 * Records in the game what a move from this space needs and the game lacks: the phone's values, or those typed now
 * (kept on the phone too). The refusal, if a typed value is not one; null when the game now has them (or needs none).
 * Nothing typed for the most steps: nothing is recorded, and the rules say why the move is refused.
 */
export async function recordTravelPrinted(session: MarcoPolo2Session, space: ActionSpace | '', typed: TypedTravel): Promise<Refusal | null> {
	const known = travelKnown(session, space);
	if (!known || (known.maxSteps === null && typed.maxSteps.trim() === '')) return null;
	const fromBoard = typedValues(known, typed);
	if (isRefusal(fromBoard)) return fromBoard;
	const values: Record<string, unknown> = { ...known.toRecord };
	for (const [id, value] of Object.entries(fromBoard)) {
		const bad = await session.savePhone(id, value);
		if (bad) return bad;
		values[id] = value;
	}
	return Object.keys(values).length ? session.send({ type: 'printed.recorded', values }) : null;
}
