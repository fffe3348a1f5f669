/**
 * Final scoring (RU L810–824): each player's score sheet, what they have on the table at the end of the game, then
 * goal-card seals, coat-of-arms track, goods, coins, contracts majority and the points already on the score track;
 * ties by camels. A game is scored with its own copy of the printed values; another copy may be given
 * to see what the game would score with it (the phone's current copy, say).
 */
import { isInt, isWhole, MAX_POINTS } from '../core/guards.ts';
import { refuse, type Refusal } from '../core/log.ts';
import { majorityPoints } from '../core/majority.ts';
import { messageKey } from '../core/messages.ts';
import type { Copy } from '../core/printed.ts';
import { rankByPointsThenCamels, type DecidedBy } from '../core/ranking.ts';
import { scoreTrackPoints as trackPoints, type TrackPosition } from '../core/score-track.ts';
import { coatsOfPosts, goalCoatsReached } from './board/coats.ts';
import { learnedBoard } from './board/learned.ts';
import {
	COAT_TRACK_CAP_INDEX,
	COAT_TRACK_CAP_POINTS,
	DE_WU_FINAL_PLUS_ONES,
	DIFFERENT_COATS,
	FINAL_SCORING,
	GUILDS,
	SCORE_TRACK_SPACES,
	STARTING,
	type CharacterId,
	type Guild,
	type SealState
} from './catalog.ts';
import { checkGoalCard, coatTrackId, coatTrackPoints, goalCardOf } from './printed.ts';
import type { TableState } from './table/state.ts';

// ——— the score sheet ———

/** The goal card a player kept, as its symbols; the points printed on it live in the copy of the game. */
export interface GoalCardRef {
	id: string;
	seals: Guild[];
	coats: number;
}

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
	/**
	 * Laps completed around the score track (50/100 cards), 50 points each; below zero (the points-for-coins
	 * card, RU L1051) the laps are negative: −3 points is the figure on 47 with −1 lap (−50 + 47).
	 */
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

/**
 * What a sheet.number entry may set: a number of the sheet, or the points on the score track as one signed
 * total ('points'), which sets the figure's space and the laps (the player enters whichever they prefer).
 */
export const SHEET_ENTRY_FIELDS = [...SHEET_NUMBER_FIELDS, 'points'] as const;
export type SheetEntryField = (typeof SHEET_ENTRY_FIELDS)[number];
/** The sheet's numbers that may be below zero: the points on the score track, as a total or as laps (RU L1051). */
export const SIGNED_SHEET_FIELDS: ReadonlySet<string> = new Set<SheetEntryField>(['points', 'trackLaps']);

/**
 * Where the score figure stands for these points, exactly, below zero too: the start space 50 is 0, each lap a
 * 50/100 card; below zero the laps are negative (−3: space 47, −1 lap), so laps × 50 + space (50 counting as 0)
 * always gives the points back (RU L1051: trading points for coins may take a player below zero).
 */
export function trackPositionOf(points: number): TrackPosition {
	const laps = Math.floor(points / SCORE_TRACK_SPACES);
	const space = points - laps * SCORE_TRACK_SPACES;
	return { trackLaps: laps, trackSpace: space === 0 ? SCORE_TRACK_SPACES : space };
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

/** Upper limits of the number fields; the others have none. */
const FIELD_MAX: Partial<Record<SheetNumberField, number>> = {
	tradingPosts: STARTING.tradingPosts,
	differentCoats: DIFFERENT_COATS,
	trackSpace: SCORE_TRACK_SPACES
};

/**
 * The reason a score sheet is not consistent, or null. With `changed`, only that number's own bounds
 * are checked (the others were when they were set), then everything that ties numbers together.
 */
export function checkSheet(sheet: ScoreSheet, changed?: SheetNumberField): Refusal | null {
	for (const field of changed ? [changed] : SHEET_NUMBER_FIELDS) {
		// The laps alone may be below zero: points below zero (RU L1051).
		if (SIGNED_SHEET_FIELDS.has(field)) {
			if (!isInt(sheet[field]) || Math.abs(sheet[field]) > MAX_POINTS) return refuse('marco_polo_2_refusal_whole_number', { field });
		} else if (!isWhole(sheet[field], MAX_POINTS)) return refuse('refusal_not_whole_number', { field });
		const max = FIELD_MAX[field];
		if (max !== undefined && sheet[field] > max) return refuse(messageKey('marco_polo_2_refusal_max', field), { max });
	}
	if (sheet.trackSpace < 1) return refuse('marco_polo_2_refusal_min_track_space', { min: 1 });
	if (sheet.differentCoats > sheet.tradingPosts)
		return refuse('marco_polo_2_refusal_coats_above_trading_posts', { coats: sheet.differentCoats, posts: sheet.tradingPosts });
	if (sheet.goalCard) {
		// The card itself was checked when it was put on the sheet.
		const bad = changed ? null : checkGoalCard(sheet.goalCard);
		if (bad) return bad;
		if (sheet.goalCoatsReached > sheet.goalCard.coats)
			return refuse('marco_polo_2_refusal_goal_coats_above_card', { reached: sheet.goalCoatsReached, coats: sheet.goalCard.coats });
	} else if (sheet.goalCoatsReached > 0) return refuse('marco_polo_2_refusal_goal_coats_without_card');
	if (sheet.goalCoatsReached > sheet.differentCoats)
		return refuse('marco_polo_2_refusal_goal_coats_above_coats', { reached: sheet.goalCoatsReached, coats: sheet.differentCoats });
	return null;
}

/**
 * The coats of arms the learned board counts for a player (RU L1069, L1096): their different coats when the copy knows
 * the coat of every city they built in, and the coats of their goal card reached when it knows which coats the card shows.
 */
export function coatsFromBoard(copy: Copy, posts: readonly string[], goalCard: GoalCardRef | null): { differentCoats?: number; goalCoatsReached?: number } {
	const board = learnedBoard(copy);
	const { coats, unknown } = coatsOfPosts(board, posts);
	if (unknown.length) return {};
	const card = goalCard && goalCardOf(copy, goalCard.id);
	const shows = card?.coatGroups && card.coats === goalCard!.coats ? card.coatGroups : null;
	return { differentCoats: coats.size, ...(shows ? { goalCoatsReached: goalCoatsReached(board, posts, shows) } : {}) };
}

/** The score sheet as the tracked table has it; coats of arms counted when the learned board knows them, else as entered. */
export function sheetFromTable(sheet: ScoreSheet, table: TableState, player: number, copy?: Copy): ScoreSheet {
	const p = table.players[player]!;
	const counted = copy ? coatsFromBoard(copy, p.tradingPosts, sheet.goalCard) : {};
	const differentCoats = counted.differentCoats ?? Math.min(sheet.differentCoats, p.tradingPosts.length);
	return {
		...sheet,
		tradingPosts: Math.min(STARTING.tradingPosts, p.tradingPosts.length),
		differentCoats,
		goalCoatsReached: counted.goalCoatsReached ?? Math.min(sheet.goalCoatsReached, differentCoats, p.tradingPosts.length),
		otherPlusOnes: p.plusOnes,
		seals: { ...p.seals },
		pepper: p.stock.pepper,
		silk: p.stock.silk,
		gold: p.stock.gold,
		jade: p.stock.jade,
		camels: p.stock.camels,
		coins: p.stock.coins,
		completedContracts: p.completedContracts,
		// Exactly, below zero too (the points-for-coins card, RU L1051).
		...trackPositionOf(p.points)
	};
}

// ——— the score ———

/** A printed value scoring needs and the player has not given yet. */
export type Missing = { kind: 'coat-track'; id: string; index: number } | { kind: 'goal-seal'; cardId: string; guild: Guild };

export interface Breakdown {
	goalCard: number;
	coatTrack: number;
	goods: number;
	coins: number;
	contracts: number;
	scoreTrack: number;
}
export const BREAKDOWN_CATEGORIES = ['scoreTrack', 'goalCard', 'coatTrack', 'goods', 'coins', 'contracts'] as const satisfies readonly (keyof Breakdown)[];

export interface PlayerScore {
	player: number;
	breakdown: Breakdown;
	/** Position on the coat-of-arms track: different coats + every "+1". */
	coatIndex: number;
	plusOnes: { goalCard: number; deWu: number; other: number };
	total: number;
	camels: number;
	rank: number;
}

export interface FinalResult {
	/** Players best first; equal rank for a shared place. */
	ranking: PlayerScore[];
	winners: number[];
	/** What decided the winner: points alone, camels on a tie, or a shared victory. */
	decidedBy: DecidedBy;
}

export type ScoreOutcome = { complete: true; result: FinalResult } | { complete: false; missing: Missing[] };

/** Points already on the score track: the start space 50 counts as 0, each lap 50. */
export function scoreTrackPoints(sheet: Pick<ScoreSheet, 'trackSpace' | 'trackLaps'>): number {
	return trackPoints(sheet, SCORE_TRACK_SPACES);
}

export function coatIndexOf(sheet: ScoreSheet, character: CharacterId | null) {
	const plusOnes = { goalCard: sheet.goalCoatsReached, deWu: character === 'de-wu' ? DE_WU_FINAL_PLUS_ONES : 0, other: sheet.otherPlusOnes };
	return { index: sheet.differentCoats + plusOnes.goalCard + plusOnes.deWu + plusOnes.other, plusOnes };
}

/** Contracts majority: all tied for most get 8; all with the next count get 4 (not with 2 players). */
export function contractsPoints(completed: readonly number[]): number[] {
	return majorityPoints(completed, { most: FINAL_SCORING.contractsMost, second: FINAL_SCORING.contractsSecond, secondWithTwoPlayers: false });
}

/**
 * One player's categories except the contracts majority, which needs everyone.
 * Unknown printed values are reported in `missing` and count as 0 meanwhile.
 */
export function scorePlayerSheet(sheet: ScoreSheet, character: CharacterId | null, copy: Copy) {
	const missing: Missing[] = [];
	let goalCard = 0;
	const card = sheet.goalCard;
	if (card) {
		const described = goalCardOf(copy, card.id);
		for (const guild of GUILDS) {
			if (!card.seals.includes(guild) || sheet.seals[guild] !== 'improved') continue;
			const points = described?.points[guild];
			if (points === undefined) missing.push({ kind: 'goal-seal', cardId: card.id, guild });
			else goalCard += points;
		}
	}
	const { index, plusOnes } = coatIndexOf(sheet, character);
	const capped = Math.min(index, COAT_TRACK_CAP_INDEX);
	let coatTrack = coatTrackPoints(copy, capped);
	if (coatTrack === null) {
		missing.push({ kind: 'coat-track', id: coatTrackId(capped), index: capped });
		coatTrack = 0;
	}
	coatTrack = Math.min(coatTrack, COAT_TRACK_CAP_POINTS);
	const goodsCount = sheet.pepper + sheet.silk + sheet.gold + sheet.jade;
	return {
		missing,
		coatIndex: index,
		plusOnes,
		breakdown: {
			goalCard,
			coatTrack,
			goods: Math.floor(goodsCount / FINAL_SCORING.goodsPerPoint),
			coins: Math.floor(sheet.coins / FINAL_SCORING.coinsPerPoint),
			scoreTrack: scoreTrackPoints(sheet)
		}
	};
}

const sum = (b: Breakdown) => b.goalCard + b.coatTrack + b.goods + b.coins + b.contracts + b.scoreTrack;

/** Final result of the game, or the printed values still needed to compute it: with the game's own copy unless another is given. */
export function scoreGame(
	state: { players: readonly { sheet: ScoreSheet; character: CharacterId | null }[]; copy: Copy },
	copy: Copy = state.copy
): ScoreOutcome {
	const partial = state.players.map((p) => scorePlayerSheet(p.sheet, p.character, copy));
	const missing: Missing[] = [];
	const seen = new Set<string>();
	for (const m of partial.flatMap((p) => p.missing)) {
		const key = m.kind === 'coat-track' ? m.id : `${m.cardId}:${m.guild}`;
		if (!seen.has(key)) {
			seen.add(key);
			missing.push(m);
		}
	}
	if (missing.length > 0) return { complete: false, missing };

	const contracts = contractsPoints(state.players.map((p) => p.sheet.completedContracts));
	const scores: PlayerScore[] = partial.map((p, player) => {
		const breakdown: Breakdown = { ...p.breakdown, contracts: contracts[player]! };
		return { player, breakdown, coatIndex: p.coatIndex, plusOnes: p.plusOnes, total: sum(breakdown), camels: state.players[player]!.sheet.camels, rank: 0 };
	});
	const { ranking, winners, decidedBy } = rankByPointsThenCamels(scores);
	return { complete: true, result: { ranking, winners, decidedBy } };
}
