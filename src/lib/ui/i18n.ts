/** Translation by message key, for keys that come from data (engine refusals, phases, fields). */
import { message } from '$lib/ui/messages.ts';
import type { Refusal } from '$lib/engine/core/log.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

export const t = message;

/**
 * A game's names for the ids its refusals carry, by parameter (a place's id → its name). Each game's screens pass
 * their own, so this stays the same for every game and never asks which game a refusal came from.
 */
export type RefusalNames = Readonly<Record<string, (id: string) => string>>;

/** The parameters every game's refusals share, each said by the shared message of its family (`field_<name>`…), unless the game names it. */
const SHARED_NAMES: RefusalNames = {
	field: (id) => t(messageKey('field', id)),
	colour: (id) => t(messageKey('colour', id)),
	resource: (id) => t(messageKey('res', id))
};

/** A refusal in the player's language; a field name in it is shown as the field's label, a game's ids by the game's names. */
export function refusalText(refusal: Refusal, names: RefusalNames = {}): string {
	const params: Record<string, unknown> = { ...refusal.params };
	for (const [param, name] of Object.entries({ ...SHARED_NAMES, ...names })) if (typeof params[param] === 'string') params[param] = name(params[param]);
	// A refusal inside another (why a stored entry is damaged) reads as its own sentence, with its own parameters.
	if (refusal.because) params.reason = refusalText(refusal.because, names);
	return t(refusal.key, params);
}
