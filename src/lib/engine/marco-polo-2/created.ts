/** The first entry of a game, light enough for the new-game screen (no rules loaded). */
import { cleanCopy, type Copy } from '../core/printed.ts';
import type { PlayerColour } from './catalog.ts';
import type { SetupEntry } from './entries.ts';
import { marcoPolo2Printed } from './printed.ts';

export type GameCreatedEntry = Extract<SetupEntry, { type: 'game.created' }>;

/** The game.created entry for these players and seed, with the printed values of the phone's copy that fit. */
export function gameCreatedEntry(players: readonly { name: string; colour: string }[], seed: string, copy: Copy): GameCreatedEntry {
	const values = cleanCopy(marcoPolo2Printed, copy.values).values;
	// The colours are checked by the rules like everything else in the entry.
	const seated = players.map((p) => ({ name: p.name, colour: p.colour as PlayerColour }));
	return { type: 'game.created', players: seated, seed, ...(Object.keys(values).length ? { copy: values } : {}) };
}
