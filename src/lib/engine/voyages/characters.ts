/**
 * The 10 character tiles: 8 characters, Mercator ex Tabriz in 3 versions by
 * player count (PL:839). Abilities from the EN supplement (data §2, high); the
 * texts players read belong in the messages, these are the numbers the rules use.
 */
import type { Amounts } from '../core/resources.ts';
import type { Resource } from './catalog.ts';

export const CHARACTERS = [
	'raschid-ad-din-sinan',
	'matteo-polo',
	'berke-khan',
	'mercator-ex-tabriz',
	'kubilai-khan',
	'niccolo-marco-polo',
	'wilhelm-von-rubruk',
	'johannes-carpini'
] as const;
export type CharacterId = (typeof CHARACTERS)[number];

export interface CharacterTile {
	id: string;
	character: CharacterId;
	/** Mercator's tiles: the player count it is for. */
	players?: number;
	/** "!" bonus at the start of each round. */
	roundBonus?: { amounts: Amounts<Resource>; contractFromSpecialPile?: boolean };
	/** Pieces taken out of the box for this character at setup. */
	pieces?: { whiteDie?: number; extraFigure?: number; blackTradingPosts?: number; postOnBeijingSpace?: number };
	startsIn?: 'beijing';
}

export const CHARACTER_TILES: readonly CharacterTile[] = [
	/** Chooses the die values instead of rolling; no compensation; still pays occupied spaces and routes. */
	{ id: 'raschid-ad-din-sinan', character: 'raschid-ad-din-sinan' },
	/** The white die each round and the top contract of the special pile. */
	{ id: 'matteo-polo', character: 'matteo-polo', roundBonus: { amounts: {}, contractFromSpecialPile: true }, pieces: { whiteDie: 1 } },
	/** Pays nothing for occupied action spaces; may not use an occupied city card. */
	{ id: 'berke-khan', character: 'berke-khan' },
	/** One of the goods another player takes at the bazaar (camels too); 3p: +1 camel per Khan's Favor; 2p: +2 coins per "take 5 coins". */
	{ id: 'mercator-ex-tabriz-2', character: 'mercator-ex-tabriz', players: 2 },
	{ id: 'mercator-ex-tabriz-3', character: 'mercator-ex-tabriz', players: 3 },
	{ id: 'mercator-ex-tabriz-4', character: 'mercator-ex-tabriz', players: 4 },
	/** Starts in Beijing with a post on its 10 VP space. */
	{ id: 'kubilai-khan', character: 'kubilai-khan', startsIn: 'beijing', pieces: { postOnBeijingSpace: 1 } },
	/** A second figure, also from Venezia; movement may be split, all costs paid first. */
	{ id: 'niccolo-marco-polo', character: 'niccolo-marco-polo', roundBonus: { amounts: { camels: 1 } }, pieces: { extraFigure: 1 } },
	/** 2 black posts (11 in all), a post in every city passed through. */
	{ id: 'wilhelm-von-rubruk', character: 'wilhelm-von-rubruk', pieces: { blackTradingPosts: 2 } },
	/** May move from an oasis to any other oasis as one step. */
	{ id: 'johannes-carpini', character: 'johannes-carpini', roundBonus: { amounts: { coins: 3 } } }
];
export const CHARACTER_TILE_BY_ID: ReadonlyMap<string, CharacterTile> = new Map(CHARACTER_TILES.map((t) => [t.id, t]));

/** Mercator ex Tabriz's gifts (EN supplement). */
export const MERCATOR = { bazaarGoods: 1, khansFavorCamels: 1, take5CoinsCoins: 2 } as const;

/** The tiles in play for a player count: every character once, Mercator in the version for that count (PL:839). */
export function tilesFor(players: number): CharacterTile[] {
	return CHARACTER_TILES.filter((t) => t.players === undefined || t.players === players);
}

/** The tile of a character for a player count. */
export function tileOf(character: CharacterId, players: number): CharacterTile {
	return tilesFor(players).find((t) => t.character === character)!;
}

/**
 * First game: the start player takes Raschid ad-Din Sinan, then in turn order
 * Matteo Polo, Berke Khan, Mercator ex Tabriz (PL:155–161; EN: "the second player
 * (in clockwise order)"). PL:157 says "(na prawo)", to the right, against its own
 * clockwise coin order (PL:145) and EN: we follow turn order.
 */
export const FIRST_GAME_CHARACTERS: readonly CharacterId[] = ['raschid-ad-din-sinan', 'matteo-polo', 'berke-khan', 'mercator-ex-tabriz'];
