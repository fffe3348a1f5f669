/**
 * The Voyages of Marco Polo (Hans im Glück 2015) — rule constants and the character tiles.
 * Sources: the Polish rulebook (PL:n = line n of shared/seeds/003_…txt; its icons
 * were lost) and the researched component data (data §n = shared/data/mp1-components.md).
 * The rulebook wins where they disagree. Numbers that exist only as pictures on the
 * components are printed values (printed.ts), correctable in "Your copy of the game".
 * The map, the board's action spaces and the cards have their own folders (map/, board/, cards/).
 */
import type { Amounts } from '../core/resources.ts';

/** How sure a fact is, on the data's scale: high = rulebook text; medium = two code bases agree; low = one source or a conflict. */
export type { Confidence } from '../core/printed.ts';

export const ROUNDS = 5; // PL:187, PL:776

export const GOODS = ['pepper', 'silk', 'gold'] as const;
export type Good = (typeof GOODS)[number];
export const RESOURCES = ['coins', 'camels', ...GOODS, 'points'] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * Rewards that are not plain amounts (EN supplement "Symbols"): a good of choice;
 * two different goods; the top contract of the special pile; a black die; one
 * step without the travel cost; a small-city bonus where the player has a post.
 */
export const EXTRAS = ['good-of-choice', 'two-different-goods', 'contract', 'black-die', 'move-1', 'small-city-bonus', 'other-small-city-bonus'] as const;
export type Extra = (typeof EXTRAS)[number];

export interface Reward {
	amounts: Amounts<Resource>;
	extras: readonly Extra[];
}

/** Each player starts with these (PL:129–147). Coins by turn order from the first player (PL:145). */
export const STARTING = {
	dice: 5,
	tradingPosts: 9,
	camels: 2,
	coinsByTurnOrder: [7, 8, 9, 10],
	startingContracts: 1,
	goalCardsDealt: 2
} as const;

/** Expert variant: 4 goal cards dealt, 2 kept (PL:845). */
export const GOAL_CARDS_EXPERT = { dealt: 4, kept: 2 } as const;

/** Black dice on the board: 5 with 4 players (PL:55), 4 with 3 (PL:809), 3 with 2 (PL:817). */
export const BLACK_DICE: Record<number, number> = { 2: 3, 3: 4, 4: 5 };

/** Neutral dice of an unused colour that stay on the board all game (PL:809, PL:817). face null: "the value does not matter". */
export type NeutralSpace = 'khans-favor' | 'take-5-coins';
export interface NeutralDie {
	space: NeutralSpace;
	/** Khan's Favor die-space, 1 = left-most. */
	slot?: number;
	face: number | null;
}
export const NEUTRAL_DICE: Record<number, NeutralDie[]> = {
	2: [
		{ space: 'khans-favor', slot: 1, face: 1 },
		{ space: 'khans-favor', slot: 2, face: 1 },
		{ space: 'take-5-coins', face: null }
	],
	3: [{ space: 'khans-favor', slot: 1, face: 1 }],
	4: []
};

/** Placing the 8th trading post gives 5 VP at once, the 9th 10 VP (PL:522). */
export const TRADING_POST_MILESTONES: Record<number, number> = { 8: 5, 9: 10 };

/** Bonus actions' costs (PL:640–710). */
export const BONUS_ACTIONS = {
	moneyBagCoins: 3,
	rerollCamels: 1,
	adjustCamels: 2,
	blackDieCamels: 3,
	blackDicePerTurn: 1
} as const;

export const TAKE_5_COINS = 5; // PL:255
/** Khan's Favor: a good of choice and 2 camels; 4 die-spaces, each die ≥ the one to its left (PL:338–356). */
export const KHANS_FAVOR = { spaces: 4, reward: { amounts: { camels: 2 }, extras: ['good-of-choice'] } satisfies Reward } as const;

/** Take contracts: 1 or 2 from columns up to the die; column 5 adds 1 coin or 1 camel, column 6 two (PL:362–380). */
export const CONTRACT_BOARD = { columns: 6, takeAtMost: 2, activeSlots: 2, columnBonus: { 5: 1, 6: 2 } as Record<number, number> } as const;

/** Contract supply: 6 starting contracts aside; the other 38 make 5 piles of 6 and a special pile of 8 (PL:106–116). */
export const CONTRACT_PILES = { starting: 6, piles: ROUNDS, perPile: 6, special: 8 } as const;

/** Large-city bonus tiles: 10 in the box, 1 on each of the 7 large cities, 3 boxed (PL:96). */
export const LARGE_CITY_BONUS_IN_PLAY = 7;

/** Final scoring (PL:780–797). */
export const FINAL_SCORING = {
	coinsPerPoint: 10,
	/** Only with a trading post in Beijing; camels are not goods (PL:785–786). */
	goodsPerPoint: 2,
	/** Everyone tied for the most completed contracts; there is no second place (PL:787). */
	contractsMost: 7
} as const;

/** Wilhelm von Rubruk: 10 VP if all 11 trading posts are placed by the end of the game (EN supplement; data §1 S7a). */
export const RUBRUK_ALL_POSTS = { posts: 11, points: 10 } as const;

// ---------------------------------------------------------------- characters

/**
 * The 10 character tiles: 8 characters, Mercator ex Tabriz in 3 versions by
 * player count (PL:839). Abilities from the EN supplement (data §2, high); the
 * texts players read belong in the messages, these are the numbers the rules use.
 */
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
