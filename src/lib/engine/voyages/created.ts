/** The first entry of a game (game.created) and the setup options it carries, light enough for the new-game form (no rules loaded). */
import type { Copy } from '../core/printed.ts';
import type { VoyagesEntryOf } from './entries.ts';
import type { PlayerColour } from './meta.ts';

/** Standard: tiles on the cities with their letter (PL:92); expert: at random (PL:829–833). */
export type SmallCityPlacement = 'by-letter' | 'random';
/** First game: the 4 given characters (PL:153–161); expert: a draft of players + 1 (PL:837–839). */
export type CharacterAssignment = 'first-game' | 'draft';
/** Standard: 2 each (PL:149); expert: 4 each, keep 2 (PL:843–845). */
export type GoalCardDeal = 'deal-2' | 'deal-4-keep-2';

export interface SetupOptions {
	players: number;
	/** Seat of the start player; seats are numbered clockwise from 0. */
	firstPlayer: number;
	smallCityTiles: SmallCityPlacement;
	characters: CharacterAssignment;
	goalCards: GoalCardDeal;
}
export const STANDARD_SETUP: Omit<SetupOptions, 'players'> = { firstPlayer: 0, smallCityTiles: 'by-letter', characters: 'first-game', goalCards: 'deal-2' };

/** The new-game form's choices (strings) as setup options; a choice left out is the standard game's. A wrong one is refused by the rules, by name. */
export function setupOptionsFrom(options: Record<string, string>): Omit<SetupOptions, 'players'> {
	const firstPlayer = Number(options.firstPlayer ?? STANDARD_SETUP.firstPlayer);
	return {
		firstPlayer: Number.isFinite(firstPlayer) ? firstPlayer : STANDARD_SETUP.firstPlayer,
		smallCityTiles: (options.smallCityTiles ?? STANDARD_SETUP.smallCityTiles) as SmallCityPlacement,
		characters: (options.characters ?? STANDARD_SETUP.characters) as CharacterAssignment,
		goalCards: (options.goalCards ?? STANDARD_SETUP.goalCards) as GoalCardDeal
	};
}

export type GameCreatedEntry = VoyagesEntryOf<'game.created'>;

/** The game.created entry for these players and seed, with the new-game form's choices and the values of the phone's copy. */
export function gameCreatedEntry(
	players: readonly { name: string; colour: string }[],
	seed: string,
	copy: Copy,
	options: Record<string, string>
): GameCreatedEntry {
	return {
		type: 'game.created',
		// The colours are checked by the rules like everything else in the entry.
		players: players.map((p) => ({ name: p.name, colour: p.colour as PlayerColour })),
		seed,
		options: setupOptionsFrom(options),
		copy: { ...copy.values }
	};
}
