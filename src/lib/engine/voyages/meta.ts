/** The Voyages of Marco Polo as the home screen and the new-game form know it, without its rules. */
import type { GameMeta } from '../core/game.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS } from './catalog.ts';

export const VOYAGES_PHASES = ['new', 'characters', 'goal-cards', 'setup', 'playing', 'scoring', 'finished'] as const;

export const voyagesMeta = {
	kind: 'voyages',
	route: '/voyages',
	messages: 'voyages',
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	colours: PLAYER_COLOURS,
	phases: VOYAGES_PHASES
} as const satisfies GameMeta;
