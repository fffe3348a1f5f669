/** Merv: The Heart of the Silk Road as the home screen and the new-game form know it, without its rules. */
import type { GameMeta } from '../core/game.ts';

// Here, not in the catalog, so the home screen reads them without the game's rule constants.
// The rulebook's examples name red, blue and yellow players (RU L417, L419, L437); a fourth colour is the box's.
export const PLAYER_COLOURS = ['red', 'blue', 'yellow', 'green'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

export const MERV_PHASES = ['new', 'setup', 'playing', 'finished'] as const;

export const mervMeta = {
	kind: 'merv',
	route: '/merv',
	messages: 'merv',
	// 1 player plays against the corrupt judge (RU L961–L965), up to 4 (RU L227, L425).
	players: { min: 1, max: 4 },
	colours: PLAYER_COLOURS,
	phases: MERV_PHASES,
	bgg: { id: 306040, name: 'Merv: The Heart of the Silk Road' }
} as const satisfies GameMeta;
