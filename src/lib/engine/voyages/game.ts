/**
 * The Voyages of Marco Polo game log: players and a seeded setup, the character
 * draft, goal cards kept, then an optional table tracker (rounds, dice with
 * compensation, travel with trading posts and their city bonuses, corrections, contracts) and final
 * scoring per player, prefilled from the tracked table. Each entry is checked
 * before it is stored; malformed entries are refused, never thrown on.
 */
import * as v from 'valibot';
import { accepted, refusedWith, type Refusal } from '../core/log.ts';
import type { Rules } from '../core/rules.ts';
import { addAmounts } from '../core/resources.ts';
import { SCORE_TRACK_SPACES } from '../core/score-track.ts';
import {
	bazaarTake,
	beijingSpaceOnArrival,
	checkAdjust,
	checkBlackDie,
	checkCompensationChoice,
	checkPlacement,
	checkReroll,
	checkTakeContracts,
	contractColumnBonus,
	nextStartPlayer,
	occupiedCost,
	place,
	postMilestonePoints,
	roundBoard,
	travelSteps,
	type Die,
	type RoundBoard
} from './actions.ts';
import { BAZAAR, SPACE_BY_ID, type BazaarGood, type CityCardSpace, type FixedSpace } from './board.ts';
import { LARGE_CITY_TILES, SMALL_CITY_TILES, STARTING_CONTRACTS } from './cards.ts';
import {
	BONUS_ACTIONS,
	CONTRACT_BOARD,
	GOODS,
	KHANS_FAVOR,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PLAYER_COLOURS,
	RESOURCES,
	ROUNDS,
	TAKE_5_COINS,
	type PlayerColour
} from './catalog.ts';
import { CHARACTER_TILE_BY_ID, MERCATOR, type CharacterId } from './characters.ts';
import { LARGE_CITIES, MAX_TRAVEL_STEPS, SMALL_CITIES, START_LOCATION, TRADING_POST_CITIES } from './map.ts';
import { checkCopyValues, contractTermsId, emptyVoyagesCopy, printedValue, type VoyagesCopy } from './printed.ts';
import {
	checkScoreSheet,
	checkScoreSheets,
	emptyScoreSheet,
	scoreGame,
	SCORE_SHEET_NUMBER_FIELDS,
	type VoyagesScoreOutcome,
	type VoyagesScoreSheet
} from './scoring.ts';
import { checkCharacterPick, createSetup, withCharacters, type VoyagesSetup, type SetupOptions } from './setup.ts';
import { checkTravelPath, pathCost, standardBoard } from './travel.ts';

export type VoyagesColour = PlayerColour;
export type StockKey = 'coins' | 'camels' | 'pepper' | 'silk' | 'gold';
export type AdjustKey = StockKey | 'points';
export type Stock = Record<StockKey, number>;
export type VoyagesSheetNumberField = (typeof SCORE_SHEET_NUMBER_FIELDS)[number];
/** The main-action spaces, as board.ts names them; a city card is `city-card:<city>:<n>` (n from 1; Sumatra has 3). */
export type ActionSpaceId = Exclude<FixedSpace, 'money-bag'> | CityCardSpace;
export type TableAmounts = Partial<Record<AdjustKey, number>>;
/** A start-of-round bonus entered by the group: what this player took (several for one player add up). */
export type RoundBonus = { player: number; gain: TableAmounts };
/** The most of one kind a single entered start-of-round bonus may give. */
export const ROUND_BONUS_MAX = 99;
/** A trading post's bonus entered by the group (a choice or an unknown tile): whole amounts 0–POST_BONUS_MAX. */
export type PostBonus = Partial<Record<AdjustKey, number>>;
/** The most of one kind an entered trading-post bonus may give. */
export const POST_BONUS_MAX = 99;

export type VoyagesEntry =
	/** copy: printed values the group read off its own copy of the game (route costs, travel costs, …), kept with the game. */
	| {
			type: 'game.created';
			players: { name: string; colour: PlayerColour }[];
			seed: string;
			options: Omit<SetupOptions, 'players'>;
			copy?: VoyagesCopy['values'];
	  }
	| { type: 'character.chosen'; player: number; tile: string }
	| { type: 'goalCards.kept'; player: number; cards: string[] }
	| { type: 'setup.completed' }
	/**
	 * bonuses: start-of-round bonuses the app cannot work out by itself (a small-city tile with a choice
	 * or one not known yet, see roundIncome), as the table took them; added to the automatic ones.
	 */
	| { type: 'round.started'; bonuses?: RoundBonus[] }
	/** white: Matteo Polo's white die, rolled with the others (not counted for the compensation). */
	| { type: 'dice.rolled'; player: number; faces: number[]; compensation: { coins: number; camels: number }; white?: number }
	/**
	 * figure: Niccolò & Marco Polo's second figure is 1; default 0. postBonus: what the table took for the
	 * bonuses of the posts built that the app cannot work out (postBonusAt toEnter), all of them together.
	 */
	| { type: 'travel'; player: number; path: string[]; maxSteps: number; figure?: number; postBonus?: PostBonus }
	| { type: 'table.adjust'; player: number; delta: Partial<Record<AdjustKey, number>> }
	/** contract: the active contract completed (taken off players[].contracts); optional for groups that do not track contracts. */
	| { type: 'contract.completed'; player: number; pay: Partial<Record<StockKey, number>>; reward: Partial<Record<AdjustKey, number>>; contract?: string }
	/**
	 * A main action: dice are indices into players[player].dice (the dice still on the player's board).
	 * column: bazaar column (default the lowest die). contracts: contract columns 1–6 taken; discard: active
	 * contracts put away to make room; gain: the coins/camels bonus of columns 5–6. path/figure/postBonus: travel.
	 * gain at Khan's Favor: the good of choice ({ silk: 1 }). gain/pay at a city card: what it gave and cost.
	 * gain at the bazaar: the cell as printed in this copy of the game (needed where the sources disagree).
	 */
	| {
			type: 'action';
			player: number;
			dice: number[];
			space: ActionSpaceId;
			column?: number;
			contracts?: number[];
			path?: string[];
			gain?: TableAmounts;
			pay?: TableAmounts;
			figure?: number;
			discard?: string[];
			postBonus?: PostBonus;
	  }
	/** Bonus actions during one's turn: reroll (1 camel), ±1 (2 camels), a black die (3 camels), 3 coins for a die on the money bag. */
	| { type: 'bonus.reroll'; player: number; die: number; face: number }
	| { type: 'bonus.adjustDie'; player: number; die: number; delta: 1 | -1 }
	| { type: 'bonus.blackDie'; player: number; face: number }
	/** die: the die put on the money bag; default the lowest one. */
	| { type: 'bonus.threeCoins'; player: number; die?: number }
	| { type: 'turn.ended'; player: number }
	| { type: 'scoring.started' }
	| { type: 'sheet.number'; player: number; field: VoyagesSheetNumberField; value: number }
	| { type: 'sheet.posts'; player: number; posts: string[]; beijingSpace: number | null }
	| { type: 'sheet.confirmed'; player: number; confirmed: boolean }
	| { type: 'game.finished' };

export type VoyagesPhase = 'new' | 'characters' | 'goal-cards' | 'setup' | 'playing' | 'scoring' | 'finished';
export { VOYAGES_PHASES } from './meta.ts';

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
	/** The dice still on the player's board this round (placed ones leave; black dice bought join). */
	/** The player's colour, a black die bought, or Matteo Polo's white die. */
	dice: Die[];
	/** Active contracts (at most 2), starting with the starting contract. */
	contracts: string[];
}

export interface VoyagesState {
	phase: VoyagesPhase;
	seed: string;
	setup: VoyagesSetup | null;
	/** The printed values this game uses where the player's copy corrects the defaults. */
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
	largeCityTilesTaken: {}
});

const STOCK_KEYS = ['coins', 'camels', ...GOODS] as const satisfies readonly StockKey[];
const ADJUST_KEYS: readonly string[] = RESOURCES;
const NAME_MAX = 24;

const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });
const malformed = () => refuse('voyages_refusal_malformed');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

const characterOfTile = (tile: string | null): CharacterId | null => (tile ? (CHARACTER_TILE_BY_ID.get(tile)?.character ?? null) : null);

/** The pieces and places a character gives at setup: start location, figures, Kubilai Khan's Beijing post. */
function seatPlayer(p: VoyagesPlayer, tile: string | null): VoyagesPlayer {
	const t = tile ? CHARACTER_TILE_BY_ID.get(tile) : undefined;
	const start = t?.startsIn ?? START_LOCATION;
	const figures = Array.from({ length: 1 + (t?.pieces?.extraFigure ?? 0) }, () => start);
	const space = t?.pieces?.postOnBeijingSpace ?? null;
	return { ...p, tile, character: characterOfTile(tile), position: start, figures, posts: space ? ['beijing'] : [], beijingSpace: space };
}

/** Trading posts a player has in all: 9, or 11 for Wilhelm von Rubruk. */
export const postsAllowed = (state: VoyagesState, player: number): number => state.setup?.players[player]?.tradingPosts ?? 9;

/** A stock with the delta applied; keys left out stay. */
function addStock(stock: Stock, delta: Partial<Record<string, number>>, sign = 1): Stock {
	const out = { ...stock };
	for (const k of STOCK_KEYS) out[k] += sign * (delta[k] ?? 0);
	return out;
}

/** The score sheet as the tracked table has it. */
export function sheetFromTable(sheet: VoyagesScoreSheet, p: VoyagesPlayer): VoyagesScoreSheet {
	const points = Math.max(0, p.points);
	return {
		...sheet,
		posts: [...p.posts],
		beijingSpace: p.beijingSpace,
		pepper: p.stock.pepper,
		silk: p.stock.silk,
		gold: p.stock.gold,
		camels: p.stock.camels,
		coins: p.stock.coins,
		completedContracts: p.completedContracts,
		trackLaps: Math.floor(points / SCORE_TRACK_SPACES),
		trackSpace: points % SCORE_TRACK_SPACES || SCORE_TRACK_SPACES
	};
}

/** The final result from the confirmed sheets (or as they stand). */
export function playerScores(state: VoyagesState, copy: VoyagesCopy = state.copy): VoyagesScoreOutcome {
	return scoreGame(
		state.players.map((p) => ({ sheet: p.sheet, character: p.character })),
		copy
	);
}

const SMALL_CITY_TILE_BY_ID = new Map(SMALL_CITY_TILES.map((t) => [t.id, t]));
const LARGE_CITY_TILE_BY_ID = new Map(LARGE_CITY_TILES.map((t) => [t.id, t]));
const isSmallCity = (city: string) => (SMALL_CITIES as readonly string[]).includes(city);
const isLargeCity = (city: string) => (LARGE_CITIES as readonly string[]).includes(city);

/** The small-city bonus tile on this city, or undefined when it is not known (placed by letter, the copy not saying which). */
function smallCityTileAt(state: VoyagesState, city: string) {
	const item = state.setup?.map[city as (typeof SMALL_CITIES)[number]]?.find((i) => i.kind === 'small-city-tile');
	return item?.kind === 'small-city-tile' && item.tile !== null ? SMALL_CITY_TILE_BY_ID.get(item.tile) : undefined;
}

/** postBonusAt's toEnter for a small city whose tile the app does not know. */
export const UNKNOWN_SMALL_CITY_TILE = 'unknown-small-city-tile';

/**
 * What building a trading post in `city` would give this player at once: a small city's bonus tile
 * (PL:504; every player building there gets it), or a large city's bonus tile when this is the first post
 * built there (PL:536; the tile then leaves the board, state.largeCityTilesTaken). automatic: the plain
 * amounts, added by the travel itself. toEnter: the tile (or extra) the table resolves by itself and
 * enters as the travel's postBonus: 'two-different-goods' or 'other-city-bonus' (small), 'good-of-choice',
 * 'black-die', 'contract' or 'move-1' (large), or UNKNOWN_SMALL_CITY_TILE; null when nothing is to
 * enter. Nothing at all for Beijing, a place that is not a city, or a city where the player already has a post.
 */
export function postBonusAt(state: VoyagesState, player: number, city: string): { automatic: TableAmounts; toEnter: string | null } {
	const none = { automatic: {}, toEnter: null };
	const p = state.players[player];
	if (!p || p.posts.includes(city)) return none;
	if (isSmallCity(city)) {
		const tile = smallCityTileAt(state, city);
		if (!tile) return { automatic: {}, toEnter: UNKNOWN_SMALL_CITY_TILE };
		return { automatic: { ...tile.reward.amounts }, toEnter: tile.reward.extras.length > 0 ? tile.id : null };
	}
	if (isLargeCity(city) && state.largeCityTilesTaken[city] === undefined) {
		const item = state.setup?.map[city as (typeof LARGE_CITIES)[number]]?.find((i) => i.kind === 'large-city-tile');
		const tile = item?.kind === 'large-city-tile' ? LARGE_CITY_TILE_BY_ID.get(item.tile) : undefined;
		if (!tile) return none;
		return { automatic: { ...tile.reward.amounts }, toEnter: tile.reward.extras.length > 0 ? tile.id : null };
	}
	return none;
}

/** An entered trading-post bonus: whole amounts 0–99 of coins, camels, goods or points. */
function checkPostBonus(bonus: unknown): Refusal | null {
	const bad = checkAmounts(bonus, ADJUST_KEYS, false);
	if (bad) return bad;
	if (Object.values(bonus as Record<string, number>).some((v) => v > POST_BONUS_MAX)) return refuse('voyages_refusal_post_bonus_max', { max: POST_BONUS_MAX });
	return null;
}

/** Where a travel ends and what it gives, for validate and apply alike. */
function travelOutcome(
	state: VoyagesState,
	entry: TravelEntry
): { refusal: Refusal } | { refusal: null; cost: { coins: number; camels: number }; built: string[] } {
	const p = state.players[entry.player]!;
	const figure = entry.figure ?? 0;
	if (!isInt(figure) || figure < 0 || figure >= p.figures.length) return { refusal: refuse('voyages_refusal_no_such_figure') };
	if (!isStringArray(entry.path)) return { refusal: malformed() };
	if (entry.postBonus !== undefined) {
		const bad = checkPostBonus(entry.postBonus);
		if (bad) return { refusal: bad };
	}
	if (!isInt(entry.maxSteps) || entry.maxSteps < 1 || entry.maxSteps > MAX_TRAVEL_STEPS)
		return { refusal: refuse('voyages_refusal_die_value', { value: String(entry.maxSteps) }) };
	if (entry.path.length < 2) return { refusal: refuse('voyages_refusal_travel_no_step') };
	const from = p.figures[figure]!;
	if (entry.path[0] !== from) return { refusal: refuse('voyages_refusal_travel_not_from_here', { location: from }) };
	const board = standardBoard(state.copy);
	const options = { oasisJumps: p.character === 'johannes-carpini' };
	const bad = checkTravelPath(board, entry.path, entry.maxSteps, p.stock, options);
	if (bad) return { refusal: bad };
	const r = pathCost(board, entry.path, entry.maxSteps, options);
	if (!r.ok) return { refusal: r.refusal };
	// Posts go where the journey ends; Wilhelm von Rubruk builds in every city passed through too.
	const stops = p.character === 'wilhelm-von-rubruk' ? entry.path.slice(1) : [entry.path[entry.path.length - 1]!];
	const built: string[] = [];
	const max = postsAllowed(state, entry.player);
	for (const at of stops) {
		if (!(TRADING_POST_CITIES as readonly string[]).includes(at) || p.posts.includes(at) || built.includes(at)) continue;
		if (p.posts.length + built.length >= max) break;
		built.push(at);
	}
	// An entered bonus only where a post built has one the app cannot work out.
	if (entry.postBonus !== undefined && built.every((at) => postBonusAt(state, entry.player, at).toEnter === null))
		return { refusal: refuse('voyages_refusal_post_bonus_not_needed') };
	return { refusal: null, cost: r.option.total, built };
}

type TravelEntry = Extract<VoyagesEntry, { type: 'travel' }>;

/**
 * The journey's costs paid, the figure moved, the posts built with their milestone points and Beijing space,
 * and the city bonuses of the posts built (postBonusAt) with the entered postBonus; the first post in a
 * large city takes its tile.
 */
function applyTravel(state: VoyagesState, entry: TravelEntry, out: { cost: { coins: number; camels: number }; built: string[] }): VoyagesState {
	const figure = entry.figure ?? 0;
	const taken = state.players.map((p) => p.beijingSpace).filter((s): s is number => s !== null);
	let bonus: TableAmounts = { ...(entry.postBonus ?? {}) };
	const largeCityTilesTaken = { ...state.largeCityTilesTaken };
	for (const at of out.built) {
		bonus = addAmounts(bonus, postBonusAt(state, entry.player, at).automatic);
		if (isLargeCity(at) && largeCityTilesTaken[at] === undefined) largeCityTilesTaken[at] = entry.player;
	}
	const next = withPlayer(state, entry.player, (p) => {
		let points = p.points;
		let beijingSpace = p.beijingSpace;
		const posts = [...p.posts];
		for (const at of out.built) {
			posts.push(at);
			points += postMilestonePoints(posts.length);
			if (at === 'beijing') beijingSpace = beijingSpaceOnArrival(taken);
		}
		const figures = p.figures.map((f, i) => (i === figure ? entry.path[entry.path.length - 1]! : f));
		return gainAll({ ...p, stock: addStock(p.stock, out.cost, -1), figures, position: figures[0]!, posts, points, beijingSpace }, bonus);
	});
	return { ...next, largeCityTilesTaken, tracked: true };
}

function checkAmounts(bag: unknown, keys: readonly string[], allowNegative: boolean): Refusal | null {
	if (!isObject(bag)) return malformed();
	for (const [k, v] of Object.entries(bag)) {
		if (!keys.includes(k)) return refuse('refusal_no_such_resource');
		if (!isInt(v)) return refuse('voyages_refusal_whole_change', { resource: k });
		if (!allowNegative && v < 0) return refuse('voyages_refusal_not_whole_number', { field: k });
	}
	return null;
}

const holdings = (p: VoyagesPlayer): Record<string, number> => ({ ...p.stock, points: p.points });

/**
 * What the start of the next round gives this player by itself (PL:504, PL:880–884): the character's "!"
 * amounts (Johannes Carpini 3 coins, Niccolò & Marco Polo 1 camel) and the tile of every small city
 * where the player has a trading post, when that tile is known and gives plain amounts. toEnter: the
 * small cities (ids) whose bonus the group must enter with the round.started entry: a tile with a choice
 * (two different goods, another small city's bonus) or a tile the app does not know (placed by letter,
 * the copy of the game not saying which). Matteo Polo's contract is not an amount: round.started takes it.
 */
export function roundIncome(state: VoyagesState, player: number): { automatic: TableAmounts; toEnter: string[] } {
	const p = state.players[player];
	if (!p) return { automatic: {}, toEnter: [] };
	let automatic: TableAmounts = { ...(CHARACTER_TILE_BY_ID.get(p.tile ?? '')?.roundBonus?.amounts ?? {}) };
	const toEnter: string[] = [];
	for (const city of p.posts) {
		if (!isSmallCity(city)) continue;
		const tile = smallCityTileAt(state, city);
		if (!tile || tile.reward.extras.length > 0) toEnter.push(city);
		else automatic = addAmounts(automatic, tile.reward.amounts);
	}
	return { automatic, toEnter };
}

/** Entered start-of-round bonuses: a list of { player, gain }, whole amounts 0–99 of coins, camels, goods or points. */
function checkRoundBonuses(state: VoyagesState, bonuses: unknown): Refusal | null {
	if (!Array.isArray(bonuses)) return malformed();
	for (const b of bonuses as unknown[]) {
		if (!isObject(b) || Object.keys(b).some((k) => k !== 'player' && k !== 'gain')) return malformed();
		if (!isInt(b.player) || b.player < 0 || b.player >= state.players.length) return refuse('refusal_no_such_player');
		const bad = checkAmounts(b.gain, ADJUST_KEYS, false);
		if (bad) return bad;
		if (Object.values(b.gain as Record<string, number>).some((v) => v > ROUND_BONUS_MAX))
			return refuse('voyages_refusal_round_bonus_max', { max: ROUND_BONUS_MAX });
	}
	return null;
}

/**
 * Step 2 of the round sequence (PL:861, PL:880–884): every player's automatic income (roundIncome),
 * the entered bonuses, and Matteo Polo's top contract of the special pile. Read before the round's
 * other changes, on the posts as they stand.
 */
function roundBonuses(before: VoyagesState, next: VoyagesState, entered: readonly RoundBonus[]): VoyagesState {
	let specialPile = next.specialPile;
	const players = next.players.map((p, i) => {
		let q = gainAll(p, roundIncome(before, i).automatic);
		for (const b of entered) if (b.player === i) q = gainAll(q, b.gain);
		// Matteo Polo takes the top contract of the special pile (EN supplement). With both active spaces
		// full, a player taking a contract must first put one (or both) under the special pile, starting
		// contracts out of the game (PL:404). Which one is the player's choice and this entry does not say,
		// so the app leaves the contract on the pile (not modelled).
		if (
			CHARACTER_TILE_BY_ID.get(p.tile ?? '')?.roundBonus?.contractFromSpecialPile &&
			specialPile.length > 0 &&
			q.contracts.length < CONTRACT_BOARD.activeSlots
		) {
			q = { ...q, contracts: [...q.contracts, specialPile[0]!] };
			specialPile = specialPile.slice(1);
		}
		return q;
	});
	return { ...next, players, specialPile };
}

function validate(state: VoyagesState, entry: VoyagesEntry): Refusal | null {
	if (!isObject(entry) || typeof entry.type !== 'string') return malformed();
	const wrongPhase = (...phases: VoyagesPhase[]) => (phases.includes(state.phase) ? null : refuse('refusal_wrong_phase'));
	const seat = (player: unknown) => (isInt(player) && player >= 0 && player < state.players.length ? null : refuse('refusal_no_such_player'));
	switch (entry.type) {
		case 'game.created': {
			const bad = wrongPhase('new');
			if (bad) return bad;
			if (!Array.isArray(entry.players) || typeof entry.seed !== 'string' || !isObject(entry.options)) return malformed();
			const n = entry.players.length;
			if (n < MIN_PLAYERS || n > MAX_PLAYERS) return refuse('refusal_player_count', { min: MIN_PLAYERS, max: MAX_PLAYERS });
			const names = new Set<string>();
			const colours = new Set<string>();
			for (const p of entry.players as unknown[]) {
				if (!isObject(p) || typeof p.name !== 'string') return malformed();
				const name = p.name.trim();
				if (!name) return refuse('refusal_player_name_missing');
				if (name.length > NAME_MAX) return refuse('refusal_player_name_long', { max: NAME_MAX });
				if (names.has(name.toLowerCase())) return refuse('refusal_player_name_twice', { name });
				if (!(PLAYER_COLOURS as readonly unknown[]).includes(p.colour)) return refuse('refusal_no_such_colour');
				if (colours.has(p.colour as string)) return refuse('refusal_colour_taken', { colour: p.colour as string });
				names.add(name.toLowerCase());
				colours.add(p.colour as string);
			}
			if (entry.copy !== undefined) {
				const bad = checkCopyValues(entry.copy);
				if (bad) return bad;
			}
			const r = createSetup(entry.seed, { ...entry.options, players: n }, { values: entry.copy ?? {} });
			return r.ok ? null : r.refusal;
		}
		case 'character.chosen': {
			const bad = wrongPhase('characters') ?? seat(entry.player);
			if (bad) return bad;
			if (typeof entry.tile !== 'string') return malformed();
			return checkCharacterPick(
				state.setup!,
				state.players.map((p) => p.tile),
				entry.player,
				entry.tile
			);
		}
		case 'goalCards.kept': {
			const bad = wrongPhase('goal-cards') ?? seat(entry.player);
			if (bad) return bad;
			if (!isStringArray(entry.cards)) return malformed();
			const keep = state.setup!.players[entry.player]!.goalCardsKept;
			if (state.players[entry.player]!.goalCards.length > 0) return refuse('voyages_refusal_goal_cards_already_kept');
			if (entry.cards.length !== keep) return refuse('voyages_refusal_goal_cards_count', { max: keep });
			if (new Set(entry.cards).size !== entry.cards.length) return refuse('voyages_refusal_goal_card_twice');
			const dealt = state.setup!.players[entry.player]!.goalCardsDealt;
			if (entry.cards.some((c) => !dealt.includes(c))) return refuse('voyages_refusal_goal_card_not_dealt');
			return null;
		}
		case 'setup.completed': {
			const bad = wrongPhase('setup');
			if (bad) return bad;
			// The phases make sure of it; kept as a guard.
			return state.players.every((p) => p.tile !== null && p.goalCards.length > 0) ? null : refuse('refusal_wrong_phase');
		}
		case 'round.started': {
			const bad = wrongPhase('playing');
			if (bad) return bad;
			if (state.round >= ROUNDS) return refuse('refusal_game_over', { rounds: ROUNDS });
			// Once a round's dice go on the board, it is played out: every die placed (PL:206).
			if (state.round >= 1 && state.turn !== null && diceActionsThisRound(state.spaces)) return refuse('refusal_round_not_over');
			return entry.bonuses === undefined ? null : checkRoundBonuses(state, entry.bonuses);
		}
		case 'dice.rolled': {
			const bad = wrongPhase('playing') ?? seat(entry.player);
			if (bad) return bad;
			if (state.round < 1) return refuse('voyages_refusal_round_not_started');
			if (state.rolled[entry.player]) return refuse('refusal_already_rolled');
			const count = state.setup!.players[entry.player]!.dice;
			if (!Array.isArray(entry.faces) || entry.faces.length !== count || !entry.faces.every((f) => isInt(f) && f >= 1 && f <= 6))
				return refuse('refusal_dice_faces', { count });
			const c = entry.compensation;
			if (!isObject(c) || typeof c.coins !== 'number' || typeof c.camels !== 'number') return malformed();
			if (entry.white !== undefined) {
				if (state.players[entry.player]!.character !== 'matteo-polo') return refuse('voyages_refusal_white_die_not_yours');
				if (!isInt(entry.white) || entry.white < 1 || entry.white > 6) return refuse('refusal_dice_faces', { count: 1 });
			}
			return checkCompensationChoice(entry.faces, state.players[entry.player]!.character, { coins: c.coins, camels: c.camels });
		}
		case 'travel': {
			const bad = wrongPhase('playing') ?? seat(entry.player);
			if (bad) return bad;
			return travelOutcome(state, entry).refusal;
		}
		case 'table.adjust': {
			const bad = wrongPhase('playing') ?? seat(entry.player) ?? checkAmounts(entry.delta, ADJUST_KEYS, true);
			if (bad) return bad;
			if (Object.values(entry.delta).every((v) => v === 0)) return malformed();
			const have = holdings(state.players[entry.player]!);
			for (const [k, v] of Object.entries(entry.delta)) if (have[k]! + v! < 0) return refuse('refusal_below_zero', { resource: k });
			return null;
		}
		case 'contract.completed': {
			const bad = wrongPhase('playing') ?? seat(entry.player) ?? checkAmounts(entry.pay, STOCK_KEYS, false) ?? checkAmounts(entry.reward, ADJUST_KEYS, false);
			if (bad) return bad;
			if (entry.contract !== undefined && (typeof entry.contract !== 'string' || !state.players[entry.player]!.contracts.includes(entry.contract)))
				return refuse('refusal_no_such_contract');
			// A contract whose terms are known is paid and rewarded as printed; extras may add more to the reward.
			const terms = entry.contract === undefined ? null : printedValue(state.copy, contractTermsId(entry.contract));
			if (terms && typeof terms === 'object' && 'cost' in terms) {
				const cost = terms.cost as Record<string, number>;
				const keys = new Set([...Object.keys(cost), ...Object.keys(entry.pay)]);
				if ([...keys].some((k) => (cost[k] ?? 0) !== ((entry.pay as Record<string, number>)[k] ?? 0))) return refuse('refusal_printed_mismatch');
				const amounts = terms.reward.amounts as Record<string, number>;
				if (Object.entries(amounts).some(([k, v]) => ((entry.reward as Record<string, number>)[k] ?? 0) < v)) return refuse('refusal_printed_mismatch');
			}
			const stock = state.players[entry.player]!.stock;
			if ((entry.pay.coins ?? 0) > stock.coins) return refuse('refusal_below_zero', { resource: 'coins' });
			const short = (k: StockKey) => Math.max(0, (entry.pay[k] ?? 0) - stock[k]);
			if ((['camels', ...GOODS] as const).some((k) => short(k) > 0))
				return refuse('voyages_refusal_contract_cannot_pay', { camels: short('camels'), pepper: short('pepper'), silk: short('silk'), gold: short('gold') });
			return null;
		}
		case 'scoring.started':
			return wrongPhase('playing');
		case 'sheet.number': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			if (!(SCORE_SHEET_NUMBER_FIELDS as readonly unknown[]).includes(entry.field)) return refuse('refusal_no_such_field');
			const p = state.players[entry.player]!;
			return checkScoreSheet({ ...p.sheet, [entry.field]: entry.value }, p.character);
		}
		case 'sheet.posts': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			if (!isStringArray(entry.posts) || !(entry.beijingSpace === null || typeof entry.beijingSpace === 'number')) return malformed();
			const p = state.players[entry.player]!;
			return checkScoreSheet({ ...p.sheet, posts: entry.posts, beijingSpace: entry.beijingSpace }, p.character);
		}
		case 'sheet.confirmed': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			return typeof entry.confirmed === 'boolean' ? null : malformed();
		}
		case 'game.finished': {
			const bad = wrongPhase('scoring');
			if (bad) return bad;
			const waiting = state.players.find((p) => !p.sheetConfirmed);
			if (waiting) return refuse('refusal_sheet_not_confirmed', { name: waiting.name });
			return checkScoreSheets(state.players.map((p) => ({ sheet: p.sheet, character: p.character })));
		}
		case 'action':
		case 'bonus.reroll':
		case 'bonus.adjustDie':
		case 'bonus.blackDie':
		case 'bonus.threeCoins':
		case 'turn.ended':
			return playTurn(state, entry).refusal;
		default:
			return refuse('refusal_unknown_entry');
	}
}

function withPlayer(state: VoyagesState, index: number, change: (p: VoyagesPlayer) => VoyagesPlayer): VoyagesState {
	return { ...state, players: state.players.map((p, i) => (i === index ? change(p) : p)) };
}

// ---------------------------------------------------------------- turns: dice actions and bonus actions

type TurnEntry = Extract<VoyagesEntry, { type: 'action' | 'bonus.reroll' | 'bonus.adjustDie' | 'bonus.blackDie' | 'bonus.threeCoins' | 'turn.ended' }>;
type Outcome = { refusal: Refusal } | { refusal: null; state: VoyagesState };
const no = (refusal: Refusal): Outcome => ({ refusal });
/** Fields each space reads besides player, dice and space; any other is refused as malformed. */
const ACTION_FIELDS = ['column', 'contracts', 'path', 'gain', 'pay', 'figure', 'discard', 'postBonus'] as const;
const FIELDS_BY_SPACE: Record<string, readonly (typeof ACTION_FIELDS)[number][]> = {
	'take-5-coins': [],
	'bazaar-camels': ['column', 'gain'],
	'bazaar-pepper': ['column', 'gain'],
	'bazaar-silk': ['column', 'gain'],
	'bazaar-gold': ['column', 'gain'],
	'khans-favor': ['gain'],
	contracts: ['contracts', 'discard', 'gain'],
	travel: ['path', 'figure', 'postBonus'],
	'city-card': ['gain', 'pay']
};

/** Whether any player placed a die this round (the neutral dice do not count). */
const diceActionsThisRound = (board: RoundBoard) => Object.values(board.uses).some((uses) => uses?.some((u) => u.player !== null));

/** The next player clockwise after `from` who still has dice (possibly `from` again); null: the round is over (PL:206). */
function nextWithDice(players: readonly VoyagesPlayer[], from: number): number | null {
	for (let k = 1; k <= players.length; k++) {
		const i = (from + k) % players.length;
		if (players[i]!.dice.length > 0) return i;
	}
	return null;
}

const sameAmounts = (a: Partial<Record<string, number>>, b: Partial<Record<string, number>>) =>
	[...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => (a[k] ?? 0) === (b[k] ?? 0));

function gainAll(p: VoyagesPlayer, amounts: Partial<Record<string, number>>, sign = 1): VoyagesPlayer {
	return { ...p, stock: addStock(p.stock, amounts, sign), points: p.points + sign * (amounts.points ?? 0) };
}

function takeDice(p: VoyagesPlayer, indices: unknown): { dice: Die[]; rest: Die[] } | Refusal {
	if (!Array.isArray(indices)) return malformed();
	if (new Set(indices).size !== indices.length || indices.some((i) => !isInt(i) || i < 0 || i >= p.dice.length)) return refuse('refusal_no_such_die');
	return { dice: indices.map((i: number) => p.dice[i]!), rest: p.dice.filter((_, i) => !indices.includes(i)) };
}

/** The reason it is not this player's turn to act, or null. */
function turnRefusal(state: VoyagesState, player: unknown): Refusal | null {
	if (state.phase !== 'playing') return refuse('refusal_wrong_phase');
	if (!isInt(player) || player < 0 || player >= state.players.length) return refuse('refusal_no_such_player');
	if (state.round < 1) return refuse('voyages_refusal_round_not_started');
	if (!state.rolled.every(Boolean)) return refuse('refusal_not_during_turns');
	if (state.turn === null) return refuse('voyages_refusal_round_over');
	if (state.turn !== player) return refuse('refusal_not_your_turn', { name: state.players[state.turn]!.name });
	return null;
}

/** Mercator ex Tabriz's gifts when another player acts (EN supplement; data §2). */
function mercatorGifts(state: VoyagesState, actor: number, space: string, good: BazaarGood | null): VoyagesState {
	const n = state.players.length;
	const gift: Partial<Record<string, number>> =
		good !== null
			? { [good]: MERCATOR.bazaarGoods }
			: space === 'khans-favor' && n <= 3
				? { camels: MERCATOR.khansFavorCamels }
				: space === 'take-5-coins' && n <= 2
					? { coins: MERCATOR.take5CoinsCoins }
					: {};
	if (Object.keys(gift).length === 0) return state;
	return { ...state, players: state.players.map((p, i) => (i !== actor && p.character === 'mercator-ex-tabriz' ? gainAll(p, gift) : p)) };
}

/** A main action: placement checks, the occupied-space cost, then what the space gives. */
function playAction(state: VoyagesState, entry: Extract<VoyagesEntry, { type: 'action' }>): Outcome {
	if (state.mainActionTaken) return no(refuse('refusal_one_action_per_turn'));
	const player = entry.player;
	const p = state.players[player]!;
	const taken = takeDice(p, entry.dice);
	if ('key' in taken) return no(taken);
	const space = entry.space;
	if (typeof space !== 'string' || !SPACE_BY_ID.has(space) || (space as string) === 'money-bag')
		return no(refuse('voyages_refusal_no_such_space', { space: String(space) }));
	const kind = space.startsWith('city-card:') ? 'city-card' : space;
	const allowed = FIELDS_BY_SPACE[kind] ?? [];
	if (ACTION_FIELDS.some((f) => entry[f] !== undefined && !allowed.includes(f))) return no(malformed());
	const placement = { player, space, dice: taken.dice };
	const bad = checkPlacement(state.spaces, placement, { character: p.character, coins: p.stock.coins, posts: p.posts });
	if (bad) return no(bad);
	const cost = occupiedCost(state.spaces, placement, p.character);
	// The dice go on the space and the cost is paid before the action (PL:246–250).
	let me: VoyagesPlayer = { ...p, dice: taken.rest, stock: addStock(p.stock, { coins: cost }, -1) };
	let next: VoyagesState = { ...state, spaces: place(state.spaces, placement), mainActionTaken: true, tracked: true };
	let good: BazaarGood | null = null;
	const lowest = Math.min(...taken.dice.map((d) => d.value));
	switch (kind) {
		case 'take-5-coins':
			me = gainAll(me, { coins: TAKE_5_COINS });
			break;
		case 'bazaar-camels':
		case 'bazaar-pepper':
		case 'bazaar-silk':
		case 'bazaar-gold': {
			good = kind.slice('bazaar-'.length) as BazaarGood;
			if (entry.column !== undefined && !isInt(entry.column)) return no(malformed());
			if (entry.gain !== undefined) {
				const bad = checkAmounts(entry.gain, ADJUST_KEYS, false);
				if (bad) return no(bad);
			}
			const r = bazaarTake(state.copy, good, taken.dice, entry.column);
			const cell = BAZAAR[good][(entry.column ?? lowest) - 1];
			let reward: Partial<Record<string, number>>;
			if (r.ok) {
				// The copy of the game may correct a cell, except where the rulebook prints it.
				if (entry.gain !== undefined && cell?.confidence === 'high' && !sameAmounts(entry.gain, r.value.amounts)) return no(refuse('refusal_printed_mismatch'));
				reward = entry.gain ?? r.value.amounts;
			} else if (r.refusal.key === 'voyages_refusal_printed_unknown' && entry.gain !== undefined) reward = entry.gain;
			else return no(r.refusal);
			me = gainAll(me, reward);
			break;
		}
		case 'khans-favor': {
			const g = entry.gain;
			if (!isObject(g) || Object.keys(g).length !== 1 || !(GOODS as readonly string[]).includes(Object.keys(g)[0]!) || Object.values(g)[0] !== 1)
				return no(refuse('voyages_refusal_good_of_choice'));
			me = gainAll(gainAll(me, KHANS_FAVOR.reward.amounts), g);
			break;
		}
		case 'contracts': {
			const columns = entry.contracts;
			const discard = entry.discard ?? [];
			if (!Array.isArray(columns) || !columns.every(isInt) || !isStringArray(discard)) return no(malformed());
			if (new Set(discard).size !== discard.length || discard.some((c) => !p.contracts.includes(c))) return no(refuse('refusal_no_such_contract'));
			const bad = checkTakeContracts({
				die: taken.dice[0]!.value,
				columns,
				onBoard: state.contractSpaces.length,
				active: p.contracts.length,
				discard: discard.length
			});
			if (bad) return no(bad);
			// Column 5 gives 1 coin or camel, column 6 two, per contract taken (PL:380).
			const bonus = columns.reduce((sum, c) => sum + contractColumnBonus(c), 0);
			const gain = entry.gain ?? {};
			if (checkAmounts(gain, ['coins', 'camels'], false) || (gain.coins ?? 0) + (gain.camels ?? 0) !== bonus)
				return no(refuse('voyages_refusal_contract_bonus', { bonus }));
			const picked = columns.map((c) => state.contractSpaces[c - 1]!);
			me = gainAll({ ...me, contracts: [...p.contracts.filter((c) => !discard.includes(c)), ...picked] }, gain);
			// Discarded contracts go under the special pile, starting contracts out of the game (PL:406); the rest slide left (PL:398).
			let specialPile = [...state.specialPile, ...discard.filter((c) => !STARTING_CONTRACTS.includes(c))];
			let contractSpaces = state.contractSpaces.filter((c) => !picked.includes(c));
			// An empty contract board gets 2 from the special pile (PL:402).
			if (contractSpaces.length === 0) {
				contractSpaces = specialPile.slice(0, 2);
				specialPile = specialPile.slice(2);
			}
			next = { ...next, contractSpaces, specialPile };
			break;
		}
		case 'travel': {
			const steps = travelSteps(taken.dice);
			if (!steps.ok) return no(steps.refusal);
			if (!isStringArray(entry.path)) return no(malformed());
			const travel: TravelEntry = {
				type: 'travel',
				player,
				path: entry.path,
				maxSteps: steps.value,
				...(entry.figure !== undefined ? { figure: entry.figure } : {}),
				...(entry.postBonus !== undefined ? { postBonus: entry.postBonus } : {})
			};
			const paid = withPlayer(next, player, () => me);
			const out = travelOutcome(paid, travel);
			if (out.refusal) return no(out.refusal);
			return { refusal: null, state: applyTravel(paid, travel, out) };
		}
		case 'city-card': {
			const gain = entry.gain ?? {};
			const pay = entry.pay ?? {};
			const bad = checkAmounts(gain, ADJUST_KEYS, false) ?? checkAmounts(pay, ADJUST_KEYS, false);
			if (bad) return no(bad);
			const have = holdings(me);
			for (const [k, v] of Object.entries(pay)) if (have[k]! < v!) return no(refuse('refusal_below_zero', { resource: k }));
			me = gainAll(gainAll(me, pay, -1), gain);
			break;
		}
	}
	next = withPlayer(next, player, () => me);
	return { refusal: null, state: mercatorGifts(next, player, kind, good) };
}

/** Turn entries: checked and applied in one place, so validate and apply cannot disagree. */
function playTurn(state: VoyagesState, entry: TurnEntry): Outcome {
	const bad = turnRefusal(state, entry.player);
	if (bad) return no(bad);
	const player = entry.player;
	const p = state.players[player]!;
	const set = (q: VoyagesPlayer, more: Partial<VoyagesState> = {}): Outcome => ({
		refusal: null,
		state: { ...withPlayer(state, player, () => q), ...more, tracked: true }
	});
	const dieAt = (i: unknown) => (isInt(i) && i >= 0 && i < p.dice.length ? p.dice[i]! : null);
	const isFace = (f: unknown) => isInt(f) && f >= 1 && f <= 6;
	switch (entry.type) {
		case 'action':
			return playAction(state, entry);
		case 'bonus.reroll': {
			const die = dieAt(entry.die);
			if (!die) return no(refuse('refusal_no_such_die'));
			if (!isFace(entry.face)) return no(refuse('refusal_dice_faces', { count: 1 }));
			const bad = checkReroll(p.stock.camels);
			if (bad) return no(bad);
			const dice = p.dice.map((d, i) => (i === entry.die ? { ...d, value: entry.face } : d));
			return set({ ...gainAll(p, { camels: BONUS_ACTIONS.rerollCamels }, -1), dice });
		}
		case 'bonus.adjustDie': {
			const die = dieAt(entry.die);
			if (!die) return no(refuse('refusal_no_such_die'));
			const bad = checkAdjust(die.value, entry.delta, p.stock.camels);
			if (bad) return no(bad);
			const dice = p.dice.map((d, i) => (i === entry.die ? { ...d, value: d.value + entry.delta } : d));
			return set({ ...gainAll(p, { camels: BONUS_ACTIONS.adjustCamels }, -1), dice });
		}
		case 'bonus.blackDie': {
			const bad = checkBlackDie({ camels: p.stock.camels, takenThisTurn: state.blackDieTakenThisTurn ? 1 : 0, onBoard: state.blackDiceLeft });
			if (bad) return no(bad);
			if (!isFace(entry.face)) return no(refuse('refusal_dice_faces', { count: 1 }));
			const q = { ...gainAll(p, { camels: BONUS_ACTIONS.blackDieCamels }, -1), dice: [...p.dice, { value: entry.face, kind: 'black' as const }] };
			return set(q, { blackDiceLeft: state.blackDiceLeft - 1, blackDieTakenThisTurn: true });
		}
		case 'bonus.threeCoins': {
			// Any die, any number of times, never a cost; it may be the last die (PL:646–656).
			if (p.dice.length === 0) return no(refuse('voyages_refusal_no_dice_left'));
			const lowest = p.dice.reduce((best, d, i) => (d.value < p.dice[best]!.value ? i : best), 0);
			const index = entry.die ?? lowest;
			const die = dieAt(index);
			if (!die) return no(refuse('refusal_no_such_die'));
			const placement = { player, space: 'money-bag' as const, dice: [die] };
			const bad = checkPlacement(state.spaces, placement, { character: p.character, coins: p.stock.coins, posts: p.posts });
			if (bad) return no(bad);
			const q = { ...gainAll(p, { coins: BONUS_ACTIONS.moneyBagCoins }), dice: p.dice.filter((_, i) => i !== index) };
			return set(q, { spaces: place(state.spaces, placement) });
		}
		case 'turn.ended': {
			// A player with dice must take an action (PL:204).
			if (!state.mainActionTaken && p.dice.length > 0) return no(refuse('refusal_action_required'));
			const turn = nextWithDice(state.players, player);
			return { refusal: null, state: { ...state, turn, mainActionTaken: false, blackDieTakenThisTurn: false, tracked: true } };
		}
	}
}

/** Changing a sheet re-opens it for checking. */
function withSheet(state: VoyagesState, index: number, change: (s: VoyagesScoreSheet) => VoyagesScoreSheet): VoyagesState {
	return withPlayer(state, index, (p) => ({ ...p, sheet: change(p.sheet), sheetConfirmed: false }));
}

/** After the draft, the goal cards to keep; then the checklist. */
function afterCharacters(state: VoyagesState): VoyagesState {
	if (state.players.some((p) => p.tile === null)) return state;
	if (state.players.some((p) => p.goalCards.length === 0)) return { ...state, phase: 'goal-cards' };
	return { ...state, phase: 'setup' };
}

function apply(state: VoyagesState, entry: VoyagesEntry): VoyagesState {
	switch (entry.type) {
		case 'game.created': {
			const copy: VoyagesCopy = { values: { ...(entry.copy ?? {}) } };
			const r = createSetup(entry.seed, { ...entry.options, players: entry.players.length }, copy);
			if (!r.ok) return state;
			const setup = r.setup;
			const keepAll = setup.options.goalCards === 'deal-2';
			const players = entry.players.map((p, i): VoyagesPlayer => {
				const s = setup.players[i]!;
				const blank: VoyagesPlayer = {
					name: p.name.trim(),
					colour: p.colour,
					character: null,
					tile: null,
					goalCards: keepAll ? [...s.goalCardsDealt] : [],
					position: START_LOCATION,
					figures: [START_LOCATION],
					stock: { coins: s.coins, camels: s.camels, pepper: 0, silk: 0, gold: 0 },
					points: 0,
					posts: [],
					beijingSpace: null,
					completedContracts: 0,
					sheet: emptyScoreSheet(),
					sheetConfirmed: false,
					dice: [],
					contracts: [s.startingContract]
				};
				return seatPlayer(blank, s.character);
			});
			const next: VoyagesState = {
				...voyagesInitialState(),
				seed: entry.seed,
				setup,
				copy,
				players,
				rolled: players.map(() => false),
				phase: 'characters',
				startPlayer: setup.options.firstPlayer,
				contractSpaces: [...setup.board.contractSpaces],
				specialPile: [...setup.board.specialPile]
			};
			return afterCharacters(next);
		}
		case 'character.chosen': {
			const next = withPlayer(state, entry.player, (p) => seatPlayer(p, entry.tile));
			const setup = withCharacters(
				state.setup!,
				next.players.map((p) => p.tile)
			);
			return afterCharacters({ ...next, setup });
		}
		case 'goalCards.kept': {
			const next = withPlayer(state, entry.player, (p) => ({ ...p, goalCards: [...entry.cards] }));
			return next.players.every((p) => p.goalCards.length > 0) ? { ...next, phase: 'setup' } : next;
		}
		case 'setup.completed':
			return { ...state, phase: 'playing' };
		case 'round.started': {
			const setup = state.setup!;
			// The last to travel with dice starts (PL:866–875); leftover contracts go under the special pile, the next pile comes out (PL:921–935).
			const first = state.round === 0;
			const startPlayer = first ? state.startPlayer : nextStartPlayer(state.spaces, state.startPlayer);
			const contractSpaces = first ? state.contractSpaces : [...(setup.board.contractPiles[state.round - 1] ?? [])];
			const specialPile = first ? state.specialPile : [...state.specialPile, ...state.contractSpaces];
			const next: VoyagesState = {
				...state,
				round: state.round + 1,
				rolled: state.players.map(() => false),
				players: state.players.map((p) => ({ ...p, dice: [] })),
				startPlayer,
				turn: startPlayer,
				mainActionTaken: false,
				blackDieTakenThisTurn: false,
				spaces: roundBoard(state.players.length),
				blackDiceLeft: setup.board.blackDice,
				contractSpaces,
				specialPile
			};
			return roundBonuses(state, next, entry.bonuses ?? []);
		}
		case 'dice.rolled': {
			const next = withPlayer(state, entry.player, (p) => ({
				...p,
				dice: [
					...entry.faces.map((value): Die => ({ value, kind: 'player' })),
					...(entry.white !== undefined ? [{ value: entry.white, kind: 'white' as const }] : [])
				],
				stock: addStock(p.stock, { coins: entry.compensation.coins, camels: entry.compensation.camels })
			}));
			return { ...next, rolled: state.rolled.map((r, i) => r || i === entry.player), tracked: true };
		}
		case 'travel': {
			const out = travelOutcome(state, entry);
			return out.refusal ? state : applyTravel(state, entry, out);
		}
		case 'table.adjust': {
			const next = withPlayer(state, entry.player, (p) => ({ ...p, stock: addStock(p.stock, entry.delta), points: p.points + (entry.delta.points ?? 0) }));
			return { ...next, tracked: true };
		}
		case 'contract.completed': {
			const next = withPlayer(state, entry.player, (p) => ({
				...p,
				stock: addStock(addStock(p.stock, entry.pay, -1), entry.reward),
				points: p.points + (entry.reward.points ?? 0),
				completedContracts: p.completedContracts + 1,
				contracts: entry.contract === undefined ? p.contracts : p.contracts.filter((c) => c !== entry.contract)
			}));
			return { ...next, tracked: true };
		}
		case 'scoring.started': {
			// Final scoring opens filled in from what was tracked (still editable); the goal cards are always known.
			const players = state.players.map((p) => {
				const sheet = state.tracked ? sheetFromTable(p.sheet, p) : p.sheet;
				return { ...p, sheet: { ...sheet, goalCards: [...p.goalCards] } };
			});
			return { ...state, phase: 'scoring', players };
		}
		case 'sheet.number':
			return withSheet(state, entry.player, (s) => ({ ...s, [entry.field]: entry.value }));
		case 'sheet.posts':
			return withSheet(state, entry.player, (s) => ({ ...s, posts: [...entry.posts], beijingSpace: entry.beijingSpace }));
		case 'sheet.confirmed':
			return withPlayer(state, entry.player, (p) => ({ ...p, sheetConfirmed: entry.confirmed }));
		case 'game.finished':
			return { ...state, phase: 'finished' };
		case 'action':
		case 'bonus.reroll':
		case 'bonus.adjustDie':
		case 'bonus.blackDie':
		case 'bonus.threeCoins':
		case 'turn.ended': {
			const out = playTurn(state, entry);
			return out.refusal ? state : out.state;
		}
		default:
			return state;
	}
}

// Interim: the entry schema and one handler per entry kind replace validate/apply next.
export const voyagesRules: Rules<VoyagesState, VoyagesEntry> = {
	initial: voyagesInitialState,
	entry: v.custom<VoyagesEntry>((x) => typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string', 'refusal_unknown_entry'),
	play(state, entry) {
		const refusal = validate(state, entry);
		return refusal ? refusedWith(refusal) : accepted(apply(state, entry));
	}
};
