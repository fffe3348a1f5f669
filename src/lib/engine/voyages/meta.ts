/** The Voyages of Marco Polo as the home screen and the new-game form know it, without its rules. */
import type { GameMeta } from '../core/game.ts';

// Here, not in the catalog, so the home screen reads them without the game's rule constants.
export const PLAYER_COLOURS = ['blue', 'yellow', 'green', 'red'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export const VOYAGES_PHASES = ['new', 'characters', 'goal-cards', 'setup', 'playing', 'scoring', 'finished'] as const;

export const voyagesMeta = {
	kind: 'voyages',
	route: '/voyages',
	messages: 'voyages',
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	colours: PLAYER_COLOURS,
	phases: VOYAGES_PHASES,
	bgg: { id: 171623, name: 'The Voyages of Marco Polo' }
} as const satisfies GameMeta;
