/**
 * Marco Polo II game log: setup (players, first player, characters, checklist),
 * then final-score entry per player. Each entry is checked before it is stored.
 */
import * as v from 'valibot';
import { accepted, refusedWith, type Refusal } from '../core/log.ts';
import type { Rules } from '../core/rules.ts';
import { messageKey } from '../core/messages.ts';
import { createRandom } from '../core/random.ts';
import { reverseTurnOrder } from '../core/seats.ts';
import {
	CHARACTERS,
	DIFFERENT_COATS,
	GUILDS,
	MAX_PLAYERS,
	MIN_PLAYERS,
	PLAYER_COLOURS,
	SCORE_TRACK_SPACES,
	STARTING,
	type CharacterId,
	type Guild,
	type PlayerColour,
	type SealState
} from './catalog.ts';
export type { SealState } from './catalog.ts';
import { checkGoalCard } from './printed.ts';
import { applyTracker, isTrackerEntry, newTable, validateTracker, type TableState, type TrackerEntry } from './tracker.ts';

export interface PlayerSetup {
	name: string;
	colour: PlayerColour;
}

/** The goal card a player kept, as its symbols; the points printed on it live in the copy of the game. */
export interface GoalCardRef {
	id: string;
	seals: Guild[];
	coats: number;
}

/** What a player has on the table at the end of the game. */
export interface ScoreSheet {
	tradingPosts: number;
	differentCoats: number;
	goalCard: GoalCardRef | null;
	goalCoatsReached: number;
	otherPlusOnes: number;
	seals: Record<Guild, SealState>;
	pepper: number;
	silk: number;
	gold: number;
	jade: number;
	camels: number;
	coins: number;
	completedContracts: number;
	/** Space of the score figure: 1–50, the start space 50 counting as 0. */
	trackSpace: number;
	/** Laps completed around the score track (50/100 cards), 50 points each. */
	trackLaps: number;
}

export const SHEET_NUMBER_FIELDS = [
	'tradingPosts',
	'differentCoats',
	'goalCoatsReached',
	'otherPlusOnes',
	'pepper',
	'silk',
	'gold',
	'jade',
	'camels',
	'coins',
	'completedContracts',
	'trackSpace',
	'trackLaps'
] as const;
export type SheetNumberField = (typeof SHEET_NUMBER_FIELDS)[number];

export type MarcoPolo2Entry =
	| { type: 'game.created'; players: PlayerSetup[]; seed: string }
	| { type: 'firstPlayer.set'; player: number; drawn: boolean }
	| { type: 'characters.mode'; mode: 'draft' | 'free' }
	| { type: 'character.chosen'; player: number; character: CharacterId }
	| { type: 'setup.completed' }
	| { type: 'scoring.started' }
	| { type: 'sheet.number'; player: number; field: SheetNumberField; value: number }
	| { type: 'sheet.seal'; player: number; guild: Guild; seal: SealState }
	| { type: 'sheet.goalCard'; player: number; card: GoalCardRef | null }
	| { type: 'sheet.confirmed'; player: number; confirmed: boolean }
	| { type: 'game.finished' }
	| TrackerEntry;

export type Phase = 'new' | 'first-player' | 'characters' | 'setup' | 'playing' | 'scoring' | 'finished';

export interface MarcoPolo2Player extends PlayerSetup {
	character: CharacterId | null;
	sheet: ScoreSheet;
	sheetConfirmed: boolean;
}

export interface MarcoPolo2State {
	phase: Phase;
	seed: string;
	players: MarcoPolo2Player[];
	firstPlayer: number | null;
	firstPlayerDrawn: boolean;
	characterMode: 'draft' | 'free' | null;
	/** Characters on offer: players+1 at random in a draft, all 7 when picking freely. */
	offered: CharacterId[];
	/** Seats in the order they choose a character. */
	choosingOrder: number[];
	/** The table as tracked during play (from the end of setup). */
	table: TableState | null;
}

export const emptySheet = (): ScoreSheet => ({
	tradingPosts: 0,
	differentCoats: 0,
	goalCard: null,
	goalCoatsReached: 0,
	otherPlusOnes: 0,
	seals: { farmers: 'none', spicers: 'none', tailors: 'none', jewelers: 'none' },
	pepper: 0,
	silk: 0,
	gold: 0,
	jade: 0,
	camels: 0,
	coins: 0,
	completedContracts: 0,
	trackSpace: SCORE_TRACK_SPACES,
	trackLaps: 0
});

export const initialState = (): MarcoPolo2State => ({
	phase: 'new',
	seed: '',
	players: [],
	firstPlayer: null,
	firstPlayerDrawn: false,
	characterMode: null,
	offered: [],
	choosingOrder: [],
	table: null
});

/** The first player drawn at random from the seed. */
export function drawFirstPlayer(seed: string, playerCount: number): number {
	return createRandom(`${seed}:first-player`).int(playerCount);
}

/** The players+1 characters revealed for the draft, from the seed. */
export function draftCharacters(seed: string, playerCount: number): CharacterId[] {
	return createRandom(`${seed}:characters`)
		.shuffle(CHARACTERS)
		.slice(0, playerCount + 1);
}

/** Draft order: the last player (right of the first) chooses first, then counter-clockwise. */
export function draftOrder(firstPlayer: number, playerCount: number): number[] {
	return reverseTurnOrder(firstPlayer, playerCount);
}

/** The seat whose turn it is to choose a character, or null when all have one. */
export function nextToChoose(state: MarcoPolo2State): number | null {
	return state.choosingOrder.find((p) => state.players[p]?.character === null) ?? null;
}

/** Upper limits of the number fields; null: no limit. */
const FIELD_MAX: Partial<Record<SheetNumberField, number>> = {
	tradingPosts: STARTING.tradingPosts,
	differentCoats: DIFFERENT_COATS,
	trackSpace: SCORE_TRACK_SPACES
};

const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** The reason a whole score sheet is not consistent, or null. */
export function checkSheet(sheet: ScoreSheet): Refusal | null {
	for (const field of SHEET_NUMBER_FIELDS) {
		if (!isWhole(sheet[field])) return refuse('refusal_not_whole_number', { field });
		const max = FIELD_MAX[field];
		if (max !== undefined && sheet[field] > max) return refuse(messageKey('marco_polo_2_refusal_max', field), { max });
	}
	if (sheet.trackSpace < 1) return refuse('marco_polo_2_refusal_min_track_space', { min: 1 });
	if (sheet.differentCoats > sheet.tradingPosts)
		return refuse('marco_polo_2_refusal_coats_above_trading_posts', { coats: sheet.differentCoats, posts: sheet.tradingPosts });
	if (sheet.goalCard) {
		const bad = checkGoalCard(sheet.goalCard);
		if (bad) return bad;
		if (sheet.goalCoatsReached > sheet.goalCard.coats)
			return refuse('marco_polo_2_refusal_goal_coats_above_card', { reached: sheet.goalCoatsReached, coats: sheet.goalCard.coats });
	} else if (sheet.goalCoatsReached > 0) return refuse('marco_polo_2_refusal_goal_coats_without_card');
	if (sheet.goalCoatsReached > sheet.differentCoats)
		return refuse('marco_polo_2_refusal_goal_coats_above_coats', { reached: sheet.goalCoatsReached, coats: sheet.differentCoats });
	return null;
}

function validate(state: MarcoPolo2State, entry: MarcoPolo2Entry): Refusal | null {
	if (isTrackerEntry(entry)) return state.phase === 'playing' ? validateTracker(state.table, trackerContext(state), entry) : refuse('refusal_wrong_phase');
	const wrongPhase = (...phases: Phase[]) => (phases.includes(state.phase) ? null : refuse('refusal_wrong_phase'));
	const seat = (player: number) => (Number.isInteger(player) && player >= 0 && player < state.players.length ? null : refuse('refusal_no_such_player'));
	switch (entry.type) {
		case 'game.created': {
			const bad = wrongPhase('new');
			if (bad) return bad;
			const n = entry.players.length;
			if (n < MIN_PLAYERS || n > MAX_PLAYERS) return refuse('refusal_player_count', { min: MIN_PLAYERS, max: MAX_PLAYERS });
			const names = new Set<string>();
			const colours = new Set<PlayerColour>();
			for (const p of entry.players) {
				const name = p.name.trim();
				if (!name) return refuse('refusal_player_name_missing');
				if (name.length > 24) return refuse('refusal_player_name_long', { max: 24 });
				if (names.has(name.toLowerCase())) return refuse('refusal_player_name_twice', { name });
				if (!PLAYER_COLOURS.includes(p.colour)) return refuse('refusal_no_such_colour');
				if (colours.has(p.colour)) return refuse('refusal_colour_taken', { colour: p.colour });
				names.add(name.toLowerCase());
				colours.add(p.colour);
			}
			if (!/^[A-Za-z0-9-]{1,32}$/.test(entry.seed)) return refuse('marco_polo_2_refusal_bad_seed');
			return null;
		}
		case 'firstPlayer.set':
			return (
				wrongPhase('first-player') ??
				seat(entry.player) ??
				(entry.drawn && entry.player !== drawFirstPlayer(state.seed, state.players.length) ? refuse('marco_polo_2_refusal_first_player_not_drawn') : null)
			);
		case 'characters.mode':
			return wrongPhase('characters') ?? (state.characterMode !== null ? refuse('refusal_wrong_phase') : null);
		case 'character.chosen': {
			const bad = wrongPhase('characters') ?? seat(entry.player);
			if (bad) return bad;
			if (state.characterMode === null) return refuse('refusal_wrong_phase');
			if (!CHARACTERS.includes(entry.character)) return refuse('marco_polo_2_refusal_no_such_character');
			const holder = state.players.find((p) => p.character === entry.character);
			if (holder) return refuse('marco_polo_2_refusal_character_taken', { name: holder.name });
			if (!state.offered.includes(entry.character)) return refuse('marco_polo_2_refusal_character_not_offered');
			const next = nextToChoose(state);
			if (state.characterMode === 'draft' && next !== entry.player)
				return refuse('marco_polo_2_refusal_not_your_turn_to_choose', { name: state.players[next ?? 0]?.name ?? '' });
			if (state.players[entry.player]!.character !== null) return refuse('marco_polo_2_refusal_already_has_character');
			return null;
		}
		case 'setup.completed':
			return wrongPhase('setup');
		case 'scoring.started':
			return wrongPhase('playing');
		case 'sheet.number': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			if (!SHEET_NUMBER_FIELDS.includes(entry.field)) return refuse('refusal_no_such_field');
			const sheet = { ...state.players[entry.player]!.sheet, [entry.field]: entry.value };
			return checkSheet(sheet);
		}
		case 'sheet.seal': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			if (!GUILDS.includes(entry.guild)) return refuse('marco_polo_2_refusal_no_such_guild');
			if (!['none', 'basic', 'improved'].includes(entry.seal)) return refuse('marco_polo_2_refusal_no_such_seal_state');
			return null;
		}
		case 'sheet.goalCard': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			const sheet = { ...state.players[entry.player]!.sheet, goalCard: entry.card };
			return checkSheet(sheet);
		}
		case 'sheet.confirmed': {
			const bad = wrongPhase('scoring') ?? seat(entry.player);
			if (bad) return bad;
			const player = state.players[entry.player]!;
			if (entry.confirmed && !player.sheet.goalCard) return refuse('marco_polo_2_refusal_goal_card_missing', { name: player.name });
			return null;
		}
		case 'game.finished': {
			const bad = wrongPhase('scoring');
			if (bad) return bad;
			const waiting = state.players.find((p) => !p.sheetConfirmed);
			return waiting ? refuse('refusal_sheet_not_confirmed', { name: waiting.name }) : null;
		}
		default:
			return refuse('refusal_unknown_entry');
	}
}

function withPlayer(state: MarcoPolo2State, index: number, change: (p: MarcoPolo2Player) => MarcoPolo2Player): MarcoPolo2State {
	return { ...state, players: state.players.map((p, i) => (i === index ? change(p) : p)) };
}

/** Changing a sheet re-opens it for checking. */
function withSheet(state: MarcoPolo2State, index: number, change: (s: ScoreSheet) => ScoreSheet): MarcoPolo2State {
	return withPlayer(state, index, (p) => ({ ...p, sheet: change(p.sheet), sheetConfirmed: false }));
}

const trackerContext = (state: MarcoPolo2State) => ({ characters: state.players.map((p) => p.character), names: state.players.map((p) => p.name) });

/** The score sheet as the tracked table has it; coats of arms are not tracked and stay as entered. */
export function sheetFromTable(sheet: ScoreSheet, table: TableState, player: number): ScoreSheet {
	const p = table.players[player]!;
	const points = Math.max(0, p.points);
	return {
		...sheet,
		tradingPosts: Math.min(STARTING.tradingPosts, p.tradingPosts.length),
		differentCoats: Math.min(sheet.differentCoats, p.tradingPosts.length),
		goalCoatsReached: Math.min(sheet.goalCoatsReached, sheet.differentCoats, p.tradingPosts.length),
		otherPlusOnes: p.plusOnes,
		seals: { ...p.seals },
		pepper: p.stock.pepper,
		silk: p.stock.silk,
		gold: p.stock.gold,
		jade: p.stock.jade,
		camels: p.stock.camels,
		coins: p.stock.coins,
		completedContracts: p.completedContracts,
		trackLaps: Math.floor(points / SCORE_TRACK_SPACES),
		trackSpace: points % SCORE_TRACK_SPACES === 0 ? SCORE_TRACK_SPACES : points % SCORE_TRACK_SPACES
	};
}

function apply(state: MarcoPolo2State, entry: MarcoPolo2Entry): MarcoPolo2State {
	if (isTrackerEntry(entry)) return { ...state, table: { ...applyTracker(state.table!, trackerContext(state), entry), tracked: true } };
	switch (entry.type) {
		case 'game.created':
			return {
				...state,
				phase: 'first-player',
				seed: entry.seed,
				players: entry.players.map((p) => ({
					name: p.name.trim(),
					colour: p.colour,
					character: null,
					sheet: emptySheet(),
					sheetConfirmed: false
				}))
			};
		case 'firstPlayer.set':
			return {
				...state,
				phase: 'characters',
				firstPlayer: entry.player,
				firstPlayerDrawn: entry.drawn,
				choosingOrder: draftOrder(entry.player, state.players.length)
			};
		case 'characters.mode':
			return {
				...state,
				characterMode: entry.mode,
				offered: entry.mode === 'draft' ? draftCharacters(state.seed, state.players.length) : [...CHARACTERS]
			};
		case 'character.chosen': {
			const next = withPlayer(state, entry.player, (p) => ({ ...p, character: entry.character }));
			return next.players.every((p) => p.character !== null) ? { ...next, phase: 'setup' } : next;
		}
		case 'setup.completed':
			return { ...state, phase: 'playing', table: newTable(trackerContext(state).characters, state.firstPlayer ?? 0) };
		case 'scoring.started': {
			const table = state.table;
			// Final scoring opens filled in from what was tracked (still editable).
			const players = table?.tracked ? state.players.map((p, i) => ({ ...p, sheet: sheetFromTable(p.sheet, table, i) })) : state.players;
			return { ...state, phase: 'scoring', players };
		}
		case 'sheet.number':
			return withSheet(state, entry.player, (s) => ({ ...s, [entry.field]: entry.value }));
		case 'sheet.seal':
			return withSheet(state, entry.player, (s) => ({ ...s, seals: { ...s.seals, [entry.guild]: entry.seal } }));
		case 'sheet.goalCard':
			return withSheet(state, entry.player, (s) => ({
				...s,
				goalCard: entry.card ? { id: entry.card.id, seals: [...entry.card.seals], coats: entry.card.coats } : null
			}));
		case 'sheet.confirmed':
			return withPlayer(state, entry.player, (p) => ({ ...p, sheetConfirmed: entry.confirmed }));
		case 'game.finished':
			return { ...state, phase: 'finished' };
	}
}

// Interim: the entry schema and one handler per entry kind replace validate/apply next.
export const marcoPolo2Rules: Rules<MarcoPolo2State, MarcoPolo2Entry> = {
	initial: initialState,
	entry: v.custom<MarcoPolo2Entry>((x) => typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string', 'refusal_unknown_entry'),
	play(state, entry) {
		const refusal = validate(state, entry);
		return refusal ? refusedWith(refusal) : accepted(apply(state, entry));
	}
};
