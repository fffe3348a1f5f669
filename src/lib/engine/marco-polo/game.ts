/**
 * The Voyages of Marco Polo game log: players and a seeded setup, the character
 * draft, goal cards kept, then an optional table tracker (rounds, dice with
 * compensation, travel with trading posts, corrections, contracts) and final
 * scoring per player, prefilled from the tracked table. Each entry is checked
 * before it is stored; malformed entries are refused, never thrown on.
 */
import type { Refusal, Rules } from '../core/log.ts';
import { SCORE_TRACK_SPACES } from '../core/score-track.ts';
import { beijingSpaceOnArrival, checkCompensationChoice, postMilestonePoints } from './actions.ts';
import { GOODS, MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS, RESOURCES, ROUNDS, type PlayerColour } from './catalog.ts';
import { CHARACTER_TILE_BY_ID, type CharacterId } from './characters.ts';
import { MAX_TRAVEL_STEPS, START_LOCATION, TRADING_POST_CITIES } from './map.ts';
import { emptyMp1Copy, type Mp1Copy } from './printed.ts';
import { checkScoreSheet, checkScoreSheets, emptyScoreSheet, scoreGame, SCORE_SHEET_NUMBER_FIELDS, type Mp1ScoreOutcome, type Mp1ScoreSheet } from './scoring.ts';
import { checkCharacterPick, createSetup, withCharacters, type Mp1Setup, type SetupOptions } from './setup.ts';
import { checkTravelPath, pathCost, standardBoard } from './travel.ts';

export type Mp1Colour = PlayerColour;
export type Mp1StockKey = 'coins' | 'camels' | 'pepper' | 'silk' | 'gold';
export type Mp1AdjustKey = Mp1StockKey | 'points';
export type Mp1Stock = Record<Mp1StockKey, number>;
export type Mp1SheetNumberField = (typeof SCORE_SHEET_NUMBER_FIELDS)[number];

export type Mp1Entry =
	| { type: 'game.created'; players: { name: string; colour: PlayerColour }[]; seed: string; options: Omit<SetupOptions, 'players'> }
	| { type: 'character.chosen'; player: number; tile: string }
	| { type: 'goalCards.kept'; player: number; cards: string[] }
	| { type: 'setup.completed' }
	| { type: 'round.started' }
	| { type: 'dice.rolled'; player: number; faces: number[]; compensation: { coins: number; camels: number } }
	/** figure: Niccolò & Marco Polo's second figure is 1; default 0. */
	| { type: 'travel'; player: number; path: string[]; maxSteps: number; figure?: number }
	| { type: 'table.adjust'; player: number; delta: Partial<Record<Mp1AdjustKey, number>> }
	| { type: 'contract.completed'; player: number; pay: Partial<Record<Mp1StockKey, number>>; reward: Partial<Record<Mp1AdjustKey, number>> }
	| { type: 'scoring.started' }
	| { type: 'sheet.number'; player: number; field: Mp1SheetNumberField; value: number }
	| { type: 'sheet.posts'; player: number; posts: string[]; beijingSpace: number | null }
	| { type: 'sheet.confirmed'; player: number; confirmed: boolean }
	| { type: 'game.finished' };

export type Mp1Phase = 'new' | 'characters' | 'goal-cards' | 'setup' | 'playing' | 'scoring' | 'finished';
export const MP1_PHASES = ['new', 'characters', 'goal-cards', 'setup', 'playing', 'scoring', 'finished'] as const satisfies readonly Mp1Phase[];

export interface Mp1Player {
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
	stock: Mp1Stock;
	points: number;
	/** Cities with the player's trading post, in the order placed, Beijing included. */
	posts: string[];
	beijingSpace: number | null;
	completedContracts: number;
	sheet: Mp1ScoreSheet;
	sheetConfirmed: boolean;
	/** The dice rolled this round. */
	dice: number[];
}

export interface Mp1State {
	phase: Mp1Phase;
	seed: string;
	setup: Mp1Setup | null;
	/** 0 before the first round. */
	round: number;
	/** Who has rolled this round. */
	rolled: boolean[];
	players: Mp1Player[];
	/** True once anything was entered in the table tracker; scoring then opens prefilled. */
	tracked: boolean;
}

export const mp1InitialState = (): Mp1State => ({ phase: 'new', seed: '', setup: null, round: 0, rolled: [], players: [], tracked: false });

const STOCK_KEYS = ['coins', 'camels', ...GOODS] as const satisfies readonly Mp1StockKey[];
const ADJUST_KEYS: readonly string[] = RESOURCES;
const NAME_MAX = 24;

const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });
const malformed = () => refuse('refusal_mp1_malformed');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

const characterOfTile = (tile: string | null): CharacterId | null => (tile ? (CHARACTER_TILE_BY_ID.get(tile)?.character ?? null) : null);

/** The pieces and places a character gives at setup: start location, figures, Kubilai Khan's Beijing post. */
function seatPlayer(p: Mp1Player, tile: string | null): Mp1Player {
	const t = tile ? CHARACTER_TILE_BY_ID.get(tile) : undefined;
	const start = t?.startsIn ?? START_LOCATION;
	const figures = Array.from({ length: 1 + (t?.pieces?.extraFigure ?? 0) }, () => start);
	const space = t?.pieces?.postOnBeijingSpace ?? null;
	return { ...p, tile, character: characterOfTile(tile), position: start, figures, posts: space ? ['beijing'] : [], beijingSpace: space };
}

/** Trading posts a player has in all: 9, or 11 for Wilhelm von Rubruk. */
export const mp1PostsAllowed = (state: Mp1State, player: number): number => state.setup?.players[player]?.tradingPosts ?? 9;

/** A stock with the delta applied; keys left out stay. */
function addStock(stock: Mp1Stock, delta: Partial<Record<string, number>>, sign = 1): Mp1Stock {
	const out = { ...stock };
	for (const k of STOCK_KEYS) out[k] += sign * (delta[k] ?? 0);
	return out;
}

/** The score sheet as the tracked table has it. */
export function mp1SheetFromTable(sheet: Mp1ScoreSheet, p: Mp1Player): Mp1ScoreSheet {
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
export function mp1PlayerScores(state: Mp1State, copy: Mp1Copy = emptyMp1Copy()): Mp1ScoreOutcome {
	return scoreGame(
		state.players.map((p) => ({ sheet: p.sheet, character: p.character })),
		copy
	);
}

/** Where a travel ends and what it gives, for validate and apply alike. */
function travelOutcome(state: Mp1State, entry: Extract<Mp1Entry, { type: 'travel' }>): { refusal: Refusal } | { refusal: null; cost: { coins: number; camels: number }; built: string[] } {
	const p = state.players[entry.player]!;
	const figure = entry.figure ?? 0;
	if (!isInt(figure) || figure < 0 || figure >= p.figures.length) return { refusal: refuse('refusal_mp1_no_such_figure') };
	if (!isStringArray(entry.path)) return { refusal: malformed() };
	if (!isInt(entry.maxSteps) || entry.maxSteps < 1 || entry.maxSteps > MAX_TRAVEL_STEPS) return { refusal: refuse('refusal_mp1_die_value', { value: String(entry.maxSteps) }) };
	if (entry.path.length < 2) return { refusal: refuse('refusal_mp1_travel_no_step') };
	const from = p.figures[figure]!;
	if (entry.path[0] !== from) return { refusal: refuse('refusal_mp1_travel_not_from_here', { location: from }) };
	const board = standardBoard();
	const options = { oasisJumps: p.character === 'johannes-carpini' };
	const bad = checkTravelPath(board, entry.path, entry.maxSteps, p.stock, options);
	if (bad) return { refusal: bad };
	const r = pathCost(board, entry.path, entry.maxSteps, options);
	if (!r.ok) return { refusal: r.refusal };
	// Posts go where the journey ends; Wilhelm von Rubruk builds in every city passed through too.
	const stops = p.character === 'wilhelm-von-rubruk' ? entry.path.slice(1) : [entry.path[entry.path.length - 1]!];
	const built: string[] = [];
	const max = mp1PostsAllowed(state, entry.player);
	for (const at of stops) {
		if (!(TRADING_POST_CITIES as readonly string[]).includes(at) || p.posts.includes(at) || built.includes(at)) continue;
		if (p.posts.length + built.length >= max) break;
		built.push(at);
	}
	return { refusal: null, cost: r.option.total, built };
}

function checkAmounts(bag: unknown, keys: readonly string[], allowNegative: boolean): Refusal | null {
	if (!isObject(bag)) return malformed();
	for (const [k, v] of Object.entries(bag)) {
		if (!keys.includes(k)) return refuse('refusal_no_such_resource');
		if (!isInt(v)) return refuse('refusal_mp1_whole_change', { resource: k });
		if (!allowNegative && v < 0) return refuse('refusal_mp1_not_whole_number', { field: k });
	}
	return null;
}

const holdings = (p: Mp1Player): Record<string, number> => ({ ...p.stock, points: p.points });

function validate(state: Mp1State, entry: Mp1Entry): Refusal | null {
	if (!isObject(entry) || typeof entry.type !== 'string') return malformed();
	const wrongPhase = (...phases: Mp1Phase[]) => (phases.includes(state.phase) ? null : refuse('refusal_wrong_phase'));
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
			const r = createSetup(entry.seed, { ...entry.options, players: n });
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
			if (state.players[entry.player]!.goalCards.length > 0) return refuse('refusal_mp1_goal_cards_already_kept');
			if (entry.cards.length !== keep) return refuse('refusal_mp1_goal_cards_count', { max: keep });
			if (new Set(entry.cards).size !== entry.cards.length) return refuse('refusal_mp1_goal_card_twice');
			const dealt = state.setup!.players[entry.player]!.goalCardsDealt;
			if (entry.cards.some((c) => !dealt.includes(c))) return refuse('refusal_mp1_goal_card_not_dealt');
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
			return state.round >= ROUNDS ? refuse('refusal_game_over', { rounds: ROUNDS }) : null;
		}
		case 'dice.rolled': {
			const bad = wrongPhase('playing') ?? seat(entry.player);
			if (bad) return bad;
			if (state.round < 1) return refuse('refusal_mp1_round_not_started');
			if (state.rolled[entry.player]) return refuse('refusal_already_rolled');
			const count = state.setup!.players[entry.player]!.dice;
			if (!Array.isArray(entry.faces) || entry.faces.length !== count || !entry.faces.every((f) => isInt(f) && f >= 1 && f <= 6))
				return refuse('refusal_dice_faces', { count });
			const c = entry.compensation;
			if (!isObject(c) || typeof c.coins !== 'number' || typeof c.camels !== 'number') return malformed();
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
			const stock = state.players[entry.player]!.stock;
			if ((entry.pay.coins ?? 0) > stock.coins) return refuse('refusal_below_zero', { resource: 'coins' });
			const short = (k: Mp1StockKey) => Math.max(0, (entry.pay[k] ?? 0) - stock[k]);
			if ((['camels', ...GOODS] as const).some((k) => short(k) > 0))
				return refuse('refusal_mp1_contract_cannot_pay', { camels: short('camels'), pepper: short('pepper'), silk: short('silk'), gold: short('gold') });
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
		default:
			return refuse('refusal_unknown_entry');
	}
}

function withPlayer(state: Mp1State, index: number, change: (p: Mp1Player) => Mp1Player): Mp1State {
	return { ...state, players: state.players.map((p, i) => (i === index ? change(p) : p)) };
}

/** Changing a sheet re-opens it for checking. */
function withSheet(state: Mp1State, index: number, change: (s: Mp1ScoreSheet) => Mp1ScoreSheet): Mp1State {
	return withPlayer(state, index, (p) => ({ ...p, sheet: change(p.sheet), sheetConfirmed: false }));
}

/** After the draft, the goal cards to keep; then the checklist. */
function afterCharacters(state: Mp1State): Mp1State {
	if (state.players.some((p) => p.tile === null)) return state;
	if (state.players.some((p) => p.goalCards.length === 0)) return { ...state, phase: 'goal-cards' };
	return { ...state, phase: 'setup' };
}

function apply(state: Mp1State, entry: Mp1Entry): Mp1State {
	switch (entry.type) {
		case 'game.created': {
			const r = createSetup(entry.seed, { ...entry.options, players: entry.players.length });
			if (!r.ok) return state;
			const setup = r.setup;
			const keepAll = setup.options.goalCards === 'deal-2';
			const players = entry.players.map((p, i): Mp1Player => {
				const s = setup.players[i]!;
				const blank: Mp1Player = {
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
					dice: []
				};
				return seatPlayer(blank, s.character);
			});
			const next: Mp1State = { ...mp1InitialState(), seed: entry.seed, setup, players, rolled: players.map(() => false), phase: 'characters' };
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
		case 'round.started':
			return { ...state, round: state.round + 1, rolled: state.players.map(() => false), players: state.players.map((p) => ({ ...p, dice: [] })) };
		case 'dice.rolled': {
			const next = withPlayer(state, entry.player, (p) => ({
				...p,
				dice: [...entry.faces],
				stock: addStock(p.stock, { coins: entry.compensation.coins, camels: entry.compensation.camels })
			}));
			return { ...next, rolled: state.rolled.map((r, i) => r || i === entry.player), tracked: true };
		}
		case 'travel': {
			const out = travelOutcome(state, entry);
			if (out.refusal) return state;
			const figure = entry.figure ?? 0;
			const taken = state.players.map((p) => p.beijingSpace).filter((s): s is number => s !== null);
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
				return { ...p, stock: addStock(p.stock, out.cost, -1), figures, position: figures[0]!, posts, points, beijingSpace };
			});
			return { ...next, tracked: true };
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
				completedContracts: p.completedContracts + 1
			}));
			return { ...next, tracked: true };
		}
		case 'scoring.started': {
			// Final scoring opens filled in from what was tracked (still editable); the goal cards are always known.
			const players = state.players.map((p) => {
				const sheet = state.tracked ? mp1SheetFromTable(p.sheet, p) : p.sheet;
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
		default:
			return state;
	}
}

export const mp1Rules: Rules<Mp1State, Mp1Entry> = { initial: mp1InitialState, validate, apply };
