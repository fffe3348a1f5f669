/**
 * Marco Polo II: In the Service of the Khan — rule constants.
 * Sources: the rulebooks in RU (with appendix), HU, PT; line numbers refer to the
 * Russian rulebook unless said otherwise. Values that exist only as pictures on
 * the components are not here: they are printed values (printed.ts).
 */

export const GUILDS = ['farmers', 'spicers', 'tailors', 'jewelers'] as const;
export type Guild = (typeof GUILDS)[number];

/** A guild seal a player holds: none, basic, or turned to its improved side. */
export const SEAL_STATES = ['none', 'basic', 'improved'] as const;
export type SealState = (typeof SEAL_STATES)[number];

/** What a player holds besides points: coins, camels and the four goods (jade is also a good). */
export const STOCK = ['coins', 'camels', 'pepper', 'silk', 'gold', 'jade'] as const;
export type Stock = (typeof STOCK)[number];

export { PLAYER_COLOURS, type PlayerColour } from './meta.ts';

export const CHARACTERS = ['mongke-khan', 'abha-basu', 'de-wu', 'mailin-tian-chin', 'filippo-vitello', 'gantulga-od', 'isabella-donati'] as const;
export type CharacterId = (typeof CHARACTERS)[number];

/** Guild Seal action: the lower of the dice placed decides; jade taken with the seal (RU L340). */
export const GUILD_SEAL_TAKE: Record<Guild, { minDie: number; jade: number }> = {
	farmers: { minDie: 1, jade: 0 },
	spicers: { minDie: 2, jade: 1 },
	tailors: { minDie: 3, jade: 2 },
	jewelers: { minDie: 4, jade: 3 }
};

/** City-card spaces by the cities: 6 (HU L116, PT L116), in 5 cities (RU L105: one city has two); two more in the action area. */
export const CITY_CARD_CITY_SPACES = 6;

/** The city card that takes a guild seal with 1 die instead of 2 costs 1 camel; its die decides the seal (RU L1059–1061). */
export const SEAL_CARD_COST = { camels: 1 } as const;

/** Round-start dice sum below this gives the difference as coins/camels (RU L786). */
export const COMPENSATION_THRESHOLD = 15;

/** Black dice in the supply by player count (RU L830–836). */
export const BLACK_DICE: Record<number, number> = { 2: 4, 3: 5, 4: 6 };

/** Neutral blocking dice placed for the whole game (RU L828–842). */
export type BlockingSpace = 'khans-favor-1' | 'khans-favor-2' | 'baghdad-1' | 'balkh-1' | 'hormuz-1' | 'book-3-lower';
export const BLOCKING_DICE: Record<number, { space: BlockingSpace; face: number }[]> = {
	2: [
		{ space: 'khans-favor-1', face: 1 },
		{ space: 'khans-favor-2', face: 1 },
		{ space: 'baghdad-1', face: 1 },
		{ space: 'balkh-1', face: 1 },
		{ space: 'hormuz-1', face: 1 },
		{ space: 'book-3-lower', face: 5 }
	],
	3: [{ space: 'khans-favor-1', face: 1 }],
	4: []
};

/** Each player starts with these (RU L140–168). */
export const STARTING = {
	coins: 8,
	camels: 3,
	dice: 5,
	tradingPosts: 11,
	startingContracts: 1,
	goalCardsDrawn: 3,
	goalCardsKept: 1
} as const;

/**
 * What each character changes in the rules (RU appendix L1118–1182). The
 * texts players read are in the messages; these are the numbers the rules use.
 */
export const CHARACTER_RULES = {
	'mongke-khan': {
		/** Oases cost no steps; per different oasis passed or ended on: 3 VP and 2 coins or 1 camel. */
		oasesCostSteps: false,
		perOasis: { points: 3, choice: [{ coins: 2 }, { camels: 1 }] }
	},
	'abha-basu': { roundStartCoins: 2, jadePerContract: 1, pointsPerJadeGained: 1 },
	'de-wu': { guildSealDice: 1, jadePerImprovedSeal: 1, finalCoatPlusOnes: 1 },
	'mailin-tian-chin': { extraStartingCoins: 3, extraFigures: 1, roundStartBonusTwice: 1 },
	'filippo-vitello': { takesOthersOutpostBonusTiles: true, cashesTileAsBonusAction: true },
	'gantulga-od': { travelSpaces: ['lower'], paysRouteCoinsAndCamels: false },
	'isabella-donati': {
		/** Bonus per die rolled, by face 1–6. */
		perDie: { 1: { coins: 2 }, 2: { points: 1 }, 3: { camels: 1 }, 4: { camels: 1 }, 5: { points: 1 }, 6: { coins: 2 } },
		/** Round-start doubles (not black dice) may give this instead of two die bonuses. */
		perDouble: { 1: { jade: 1 }, 2: { silk: 1 }, 3: { gold: 1 }, 4: { gold: 1 }, 5: { silk: 1 }, 6: { jade: 1 } }
	}
} as const satisfies Record<CharacterId, object>;

/** Mailin & Tian Chin start with 3 more coins and a second figure in Beijing (RU L1148). */
export const MAILIN_TIAN_CHIN_EXTRA_COINS = CHARACTER_RULES['mailin-tian-chin'].extraStartingCoins;
/** Abha Basu: 2 coins at the start of each round (RU L1128). */
export const ABHA_BASU_ROUND_COINS = CHARACTER_RULES['abha-basu'].roundStartCoins;
/** De Wu gets one free "+1" on the coat-of-arms track at final scoring (RU L1140). */
export const DE_WU_FINAL_PLUS_ONES = CHARACTER_RULES['de-wu'].finalCoatPlusOnes;

/** Trading-post milestones on the player board: 9th and 10th +5 VP, 11th +10 VP (RU L468). */
export const TRADING_POST_MILESTONES: Record<number, number> = { 9: 5, 10: 5, 11: 10 };

/** Khan's Favor: 4 coins + 2 camels, 4 linked spaces filled left to right (RU L310–328). */
export const KHANS_FAVOR = { coins: 4, camels: 2, spaces: 4 } as const;

/** Money bag bonus action: any die for one of these (RU L672–681). */
export const MONEY_BAG_CHOICES = [{ coins: 3 }, { camels: 2 }, { jade: 1 }] as const;
type KeysOf<T> = T extends unknown ? keyof T : never;
/** What the money bag is asked for: the thing one of its choices gives. */
export type MoneyBagTake = KeysOf<(typeof MONEY_BAG_CHOICES)[number]>;
export const MONEY_BAG_TAKES = MONEY_BAG_CHOICES.flatMap((c) => Object.keys(c)) as MoneyBagTake[];
/** What the money bag gives for a die when asked for `take`. */
export const moneyBagGain = (take: MoneyBagTake): Partial<Record<MoneyBagTake, number>> => MONEY_BAG_CHOICES.find((c) => take in c) ?? {};

/** Bonus actions' camel costs (RU L695–745). */
export const BONUS_ACTION_COSTS = { reroll: 1, plusMinusOne: 2, blackDie: 3 } as const;

export const ROUNDS = 5;

/** There are 9 different coats of arms on the board (RU L1069). */
export const DIFFERENT_COATS = 9;
/** The coat-of-arms track stops at this many coats and this many points (RU L1078). */
export const COAT_TRACK_CAP_INDEX = 13;
export const COAT_TRACK_CAP_POINTS = 43;

/** A goal card shows exactly 4 symbols, guild seals and/or coats (RU L1088). */
export const GOAL_CARD_SYMBOLS = 4;
/** The goal cards in the box (RU L30, L46). */
export const GOAL_CARDS_IN_BOX = 14;

/** Final scoring (RU L810–816). */
export const FINAL_SCORING = {
	goodsPerPoint: 2,
	coinsPerPoint: 10,
	contractsMost: 8,
	contractsSecond: 4
} as const;

/** The score track: the figure starts on 50, which also serves as 0; each lap is 50 (50/100 cards). */
export { SCORE_TRACK_SPACES } from '../core/score-track.ts';
