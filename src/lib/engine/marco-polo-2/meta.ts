/** Marco Polo II as the home screen and the new-game form know it, without its rules. */
import type { GameMeta } from '../core/game.ts';

// Here, not in the catalog, so the home screen reads them without the game's rule constants.
export const PLAYER_COLOURS = ['blue', 'yellow', 'green', 'red'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export const MARCO_POLO_2_PHASES = ['new', 'first-player', 'characters', 'setup', 'playing', 'scoring', 'finished'] as const;

export const marcoPolo2Meta = {
	kind: 'marco-polo-2',
	route: '/marco-polo-2',
	messages: 'marco_polo_2',
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	colours: PLAYER_COLOURS,
	phases: MARCO_POLO_2_PHASES,
	bgg: { id: 283948, name: 'Marco Polo II: In the Service of the Khan' }
} as const satisfies GameMeta;
