/**
 * The state of a game of The Voyages of Marco Polo, as the replay of its log builds it:
 * the setup, each player's holdings and pieces, the round on the board, the score sheets.
 * Helpers here change a player without ever mutating the state they are given.
 */
import type { Die, RoundBoard } from './board/actions.ts';
import { GOODS, RESOURCES, CHARACTER_TILE_BY_ID, type CharacterId } from './catalog.ts';
import type { PlayerColour, VOYAGES_PHASES } from './meta.ts';
import { START_LOCATION } from './map/places.ts';
import { emptyVoyagesCopy, type VoyagesCopy } from './printed.ts';
import { SCORE_TRACK_SPACES } from '../core/score-track.ts';
import type { VoyagesSetup } from './setup.ts';

export type VoyagesPhase = (typeof VOYAGES_PHASES)[number];
export type StockKey = 'coins' | 'camels' | 'pepper' | 'silk' | 'gold';
export type AdjustKey = StockKey | 'points';
export type Stock = Record<StockKey, number>;
export type VoyagesSheetNumberField = (typeof SCORE_SHEET_NUMBER_FIELDS)[number];
export type TableAmounts = Partial<Record<AdjustKey, number>>;
/** A start-of-round bonus entered by the group: what this player took (several for one player add up). */
export type RoundBonus = { player: number; gain: TableAmounts };
/** The most of one kind a single entered start-of-round bonus may give. */
export const ROUND_BONUS_MAX = 99;
/** A trading post's bonus entered by the group (a choice or an unknown tile): whole amounts 0–POST_BONUS_MAX. */
export type PostBonus = Partial<Record<AdjustKey, number>>;
/** The most of one kind an entered trading-post bonus may give. */
export const POST_BONUS_MAX = 99;
/**
 * A move a reward granted the player this turn (EN supplement "Move 1": a contract, gold column 5 of the bazaar,
 * a large-city tile; a city card's moves, made as one movement): up to `steps` steps without the travel action's
 * coins, the route costs paid. Lost when the turn ends.
 */
export interface MoveGrant {
	player: number;
	/** What granted it: `contract:<id>`, `bazaar-gold`, `large-city-tile:<city>` or the city card's space. */
	reward: string;
	steps: number;
}
/**
 * What a reward's extras gave, as the table took them (EN supplement "Symbols"): the free black die's face
 * (not the once-per-turn purchase, PL:710); the special pile's top contract taken or declined, and the active
 * contract put under the special pile to make room for it.
 */
export interface RewardExtras {
	blackDie?: number | undefined;
	contract?: 'take' | 'decline' | undefined;
	discard?: string | undefined;
}

export const STOCK_KEYS = ['coins', 'camels', ...GOODS] as const satisfies readonly StockKey[];
/** What a correction or a reward may change: the stock and the points. */
export const ADJUST_KEYS = RESOURCES satisfies readonly AdjustKey[];

export interface VoyagesPlayer {
	name: string;
	colour: PlayerColour;
	character: CharacterId | null;
	tile: string | null;
	/** Kept goal cards (both dealt ones with 'deal-2'). */
	goalCards: string[];
	/** Where the (first) figure stands; the same as figures[0]. */
	position: string;
	/** Every figure of the player: 2 for Niccolò & Marco Polo. */
	figures: string[];
	stock: Stock;
	points: number;
	/** Cities with the player's trading post, in the order placed, Beijing included. */
	posts: string[];
	beijingSpace: number | null;
	completedContracts: number;
	sheet: VoyagesScoreSheet;
	sheetConfirmed: boolean;
	/** The dice still on the player's board this round (placed ones leave; black dice bought join): the player's colour, black, or Matteo Polo's white. */
	dice: Die[];
	/** Active contracts (at most 2), starting with the starting contract. */
	contracts: string[];
}

export interface VoyagesState {
	phase: VoyagesPhase;
	seed: string;
	setup: VoyagesSetup | null;
	/** The game's own copy: the printed values it was started with, and those recorded since. */
	copy: VoyagesCopy;
	/** 0 before the first round. */
	round: number;
	/** Who has rolled this round. */
	rolled: boolean[];
	players: VoyagesPlayer[];
	/** True once anything was entered in the table tracker; scoring then opens prefilled. */
	tracked: boolean;
	/** This round's start player (the last to travel with dice in the round before, PL:866). */
	startPlayer: number;
	/** Whose turn it is; null before the first round and once every die of the round is placed. */
	turn: number | null;
	/** The current player has taken their main action this turn. */
	mainActionTaken: boolean;
	/** The current player has bought a black die this turn (1 per turn, PL:710). */
	blackDieTakenThisTurn: boolean;
	/** The dice on the board this round, neutral dice included. */
	spaces: RoundBoard;
	/** Black dice still on the board this round. */
	blackDiceLeft: number;
	/** Contracts on the contract spaces, column 1 first (they slide left when taken). */
	contractSpaces: string[];
	/** The special pile, top first. */
	specialPile: string[];
	/** Large cities whose bonus tile was taken by the first trading post built there (PL:536): city → seat. */
	largeCityTilesTaken: Record<string, number>;
	/** The moves rewards granted the current player this turn, not made yet. */
	moves: MoveGrant[];
}

export const voyagesInitialState = (): VoyagesState => ({
	phase: 'new',
	seed: '',
	setup: null,
	copy: emptyVoyagesCopy(),
	round: 0,
	rolled: [],
	players: [],
	tracked: false,
	startPlayer: 0,
	turn: null,
	mainActionTaken: false,
	blackDieTakenThisTurn: false,
	spaces: { uses: {} },
	blackDiceLeft: 0,
	contractSpaces: [],
	specialPile: [],
	largeCityTilesTaken: {},
	moves: []
});

export const characterOfTile = (tile: string | null): CharacterId | null => (tile ? (CHARACTER_TILE_BY_ID.get(tile)?.character ?? null) : null);

/** The pieces and places a character gives at setup: start location, figures, Kubilai Khan's Beijing post. */
export function seatPlayer(p: VoyagesPlayer, tile: string | null): VoyagesPlayer {
	const t = tile ? CHARACTER_TILE_BY_ID.get(tile) : undefined;
	const start = t?.startsIn ?? START_LOCATION;
	const figures = Array.from({ length: 1 + (t?.pieces?.extraFigure ?? 0) }, () => start);
	const space = t?.pieces?.postOnBeijingSpace ?? null;
	return { ...p, tile, character: characterOfTile(tile), position: start, figures, posts: space ? ['beijing'] : [], beijingSpace: space };
}

/** Trading posts a player has in all: 9, or 11 for Wilhelm von Rubruk. */
export const postsAllowed = (state: VoyagesState, player: number): number => state.setup?.players[player]?.tradingPosts ?? 9;

/** A stock with the amounts added (sign 1) or taken (sign -1); other keys (points) are not stock. */
export function addStock(stock: Stock, amounts: Partial<Record<string, number>>, sign = 1): Stock {
	const out = { ...stock };
	for (const k of STOCK_KEYS) out[k] += sign * (amounts[k] ?? 0);
	return out;
}

/** A player with amounts of stock and points added (sign 1) or paid (sign -1). */
export function gainAll(p: VoyagesPlayer, amounts: Partial<Record<string, number>>, sign = 1): VoyagesPlayer {
	return { ...p, stock: addStock(p.stock, amounts, sign), points: p.points + sign * (amounts.points ?? 0) };
}

/** Everything a player holds that an entry may pay with: the stock and the points. */
export const holdings = (p: VoyagesPlayer): Record<string, number> => ({ ...p.stock, points: p.points });

// ---------------------------------------------------------------- the score sheet

/** What a player has on the table at the end of the game. */
export interface VoyagesScoreSheet {
	/** The 2 goal cards kept. */
	goalCards: string[];
	/** Every city with the player's trading post, Beijing included. */
	posts: string[];
	/** Beijing space by arrival order, 1 = first (10 VP); null without a post there. */
	beijingSpace: number | null;
	pepper: number;
	silk: number;
	gold: number;
	camels: number;
	coins: number;
	completedContracts: number;
	/** Space of the score figure: 1–50, the start space 50 counting as 0. */
	trackSpace: number;
	/** Laps completed (50/100 cards). */
	trackLaps: number;
}

export const SCORE_SHEET_NUMBER_FIELDS = ['pepper', 'silk', 'gold', 'camels', 'coins', 'completedContracts', 'trackSpace', 'trackLaps'] as const;

export const emptyScoreSheet = (): VoyagesScoreSheet => ({
	goalCards: [],
	posts: [],
	beijingSpace: null,
	pepper: 0,
	silk: 0,
	gold: 0,
	camels: 0,
	coins: 0,
	completedContracts: 0,
	trackSpace: SCORE_TRACK_SPACES,
	trackLaps: 0
});
