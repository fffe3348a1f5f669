/** Translation by message key, for keys that come from data (engine refusals, phases, guilds). */
import { message } from '$lib/ui/messages.ts';
import type { Refusal } from '$lib/engine/core/log.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

export const t = message;

/**
 * A game's names for the ids its refusals carry, by parameter (its places: "kashgar" → "Kashgar"). Each game's screens
 * pass their own, so this stays the same for every game and never asks which game a refusal came from.
 */
export type RefusalNames = Readonly<Record<string, (id: string) => string>>;

/** A refusal in the player's language; a field name in it is shown as the field's label, a game's ids by the game's names. */
export function refusalText(refusal: Refusal, names: RefusalNames = {}): string {
	const params: Record<string, unknown> = { ...refusal.params };
	for (const [param, name] of Object.entries(names)) if (typeof params[param] === 'string') params[param] = name(params[param]);
	if (typeof params.field === 'string') params.field = t(messageKey('field', params.field));
	if (typeof params.colour === 'string') params.colour = t(messageKey('colour', params.colour));
	if (typeof params.guild === 'string') params.guild = t(messageKey('marco_polo_2_guild', params.guild));
	if (typeof params.resource === 'string') params.resource = t(messageKey('res', params.resource));
	// A refusal inside another (why a stored entry is damaged) reads as its own sentence, with its own parameters.
	if (refusal.because) params.reason = refusalText(refusal.because, names);
	return t(refusal.key, params);
}
