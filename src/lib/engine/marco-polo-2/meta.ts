/** Marco Polo II as the home screen and the new-game form know it, without its rules. */
import type { GameMeta } from '../core/game.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS } from './catalog.ts';

export const MARCO_POLO_2_PHASES = ['new', 'first-player', 'characters', 'setup', 'playing', 'scoring', 'finished'] as const;

export const marcoPolo2Meta = {
	kind: 'marco-polo-2',
	route: '/marco-polo-2',
	messages: 'marco_polo_2',
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	colours: PLAYER_COLOURS,
	phases: MARCO_POLO_2_PHASES
} as const satisfies GameMeta;
