/** The first entry of a game, light enough for the new-game screen. */
import { cleanCopy, type Copy } from '../core/printed.ts';
import type { MervEntry } from './entries.ts';
import { PLAYER_COLOURS, type PlayerColour } from './meta.ts';
import { mervPrinted } from './printed.ts';

export type GameCreatedEntry = Extract<MervEntry, { type: 'game.created' }>;

/**
 * The game.created entry: players, seed, the neutral colours (the table's choice, else the first colours
 * no player took: the rulebook says only "an unused colour", RU L235, L241), the phone's printed values that fit.
 */
export function gameCreatedEntry(
	players: readonly { name: string; colour: string }[],
	seed: string,
	copy: Copy,
	options: Record<string, string> = {}
): GameCreatedEntry {
	const values = cleanCopy(mervPrinted, copy.values).values;
	// The colours are checked by the rules like everything else in the entry.
	const free = PLAYER_COLOURS.filter((c) => !players.some((p) => p.colour === c));
	const chamberlain = players.length <= 2 ? (options.chamberlain as PlayerColour | undefined) || free[0] || null : null;
	const judge = players.length === 1 ? (options.judge as PlayerColour | undefined) || free.find((c) => c !== chamberlain) || null : null;
	return {
		type: 'game.created',
		players: players.map((p) => ({ name: p.name, colour: p.colour as PlayerColour })),
		seed,
		chamberlain,
		judge,
		...(Object.keys(values).length ? { copy: values } : {})
	};
}
