/**
 * Final scoring (PL:778–797, EN supplement "Goal cards"): goal cards, goal cities
 * reached, Beijing, goods (only with a post in Beijing), coins, the contracts
 * majority and the points already on the score track; ties by camels, else shared. The score sheet
 * itself is part of each player's state (state.ts); its entries are handled in handlers/scoring.ts.
 */
import { isInt, isWhole, MAX_POINTS } from '../core/guards.ts';
import { refuse, type Refusal } from '../core/log.ts';
import type { Copy } from '../core/printed.ts';
import { majorityPoints } from '../core/majority.ts';
import { rankByPointsThenCamels, type Ranking } from '../core/ranking.ts';
import { SCORE_TRACK_SPACES, scoreTrackPoints } from '../core/score-track.ts';
import { FINAL_SCORING, RUBRUK_ALL_POSTS, STARTING, CHARACTER_TILE_BY_ID, type CharacterId } from './catalog.ts';
import { GOAL_CARD_BY_ID, GOAL_CITIES_POINTS } from './cards/goal-cards.ts';
import { BEIJING_SPACES, TRADING_POST_CITIES } from './map/places.ts';
import { SCORE_SHEET_NUMBER_FIELDS, type VoyagesPlayer, type VoyagesScoreSheet, type VoyagesState } from './state.ts';
import { trackPosition } from '../core/scoring-phase.ts';
import { beijingPoints, beijingSpaceId, goalCardPoints, goalCardPointsId, goalCitiesId, goalCitiesPoints } from './printed.ts';

export interface VoyagesBreakdown {
	scoreTrack: number;
	goalCards: number;
	goalCities: number;
	beijing: number;
	goods: number;
	coins: number;
	contracts: number;
	/** Wilhelm von Rubruk with all 11 posts placed. */
	allPosts: number;
}
export const BREAKDOWN_CATEGORIES = [
	'scoreTrack',
	'goalCards',
	'goalCities',
	'beijing',
	'goods',
	'coins',
	'contracts',
	'allPosts'
] as const satisfies readonly (keyof VoyagesBreakdown)[];

export interface VoyagesPlayerScore {
	player: number;
	breakdown: VoyagesBreakdown;
	/** Goal cards with a post in both cities. */
	goalCardsCompleted: string[];
	/** Different cities of the goal cards with a post (0–4). */
	goalCitiesReached: number;
	total: number;
	camels: number;
	rank: number;
}
export type VoyagesFinalResult = Ranking<VoyagesPlayerScore>;
/** Complete, or the printed values (ids) still needed; every one has a default today, so this is for a copy that removes one. */
export type VoyagesScoreOutcome = { complete: true; result: VoyagesFinalResult } | { complete: false; missing: string[] };

export interface ScoringPlayer {
	sheet: VoyagesScoreSheet;
	character: CharacterId | null;
}

const maxPosts = (character: CharacterId | null) =>
	STARTING.tradingPosts + ([...CHARACTER_TILE_BY_ID.values()].find((t) => t.character === character)?.pieces?.blackTradingPosts ?? 0);

/** The reason one player's sheet is not consistent, or null. */
export function checkScoreSheet(sheet: VoyagesScoreSheet, character: CharacterId | null = null): Refusal | null {
	for (const field of SCORE_SHEET_NUMBER_FIELDS) if (!isWhole(sheet[field], MAX_POINTS)) return refuse('refusal_not_whole_number', { field });
	if (sheet.trackSpace < 1 || sheet.trackSpace > SCORE_TRACK_SPACES) return refuse('voyages_refusal_track_space', { min: 1, max: SCORE_TRACK_SPACES });
	for (const [i, at] of sheet.posts.entries()) {
		if (!(TRADING_POST_CITIES as readonly string[]).includes(at)) return refuse('voyages_refusal_no_post_here', { location: at });
		if (sheet.posts.indexOf(at) !== i) return refuse('voyages_refusal_post_twice', { location: at });
	}
	const max = maxPosts(character);
	if (sheet.posts.length > max) return refuse('voyages_refusal_too_many_posts', { max });
	const inBeijing = sheet.posts.includes('beijing');
	if (sheet.beijingSpace === null) {
		if (inBeijing) return refuse('voyages_refusal_beijing_space_missing');
	} else {
		if (!isInt(sheet.beijingSpace) || sheet.beijingSpace < 1 || sheet.beijingSpace > BEIJING_SPACES.length)
			return refuse('voyages_refusal_beijing_space', { max: BEIJING_SPACES.length });
		if (!inBeijing) return refuse('voyages_refusal_beijing_space_without_post');
	}
	if (sheet.goalCards.length > STARTING.goalCardsDealt) return refuse('voyages_refusal_goal_cards_count', { max: STARTING.goalCardsDealt });
	for (const [i, card] of sheet.goalCards.entries()) {
		if (!GOAL_CARD_BY_ID.has(card)) return refuse('voyages_refusal_no_such_goal_card');
		if (sheet.goalCards.indexOf(card) !== i) return refuse('voyages_refusal_goal_card_twice');
	}
	return null;
}

/** Every sheet, then what players cannot share: a Beijing space, a goal card; Beijing spaces fill from the first. */
export function checkScoreSheets(players: readonly ScoringPlayer[]): Refusal | null {
	for (const p of players) {
		const bad = checkScoreSheet(p.sheet, p.character);
		if (bad) return bad;
	}
	const spaces = players.map((p) => p.sheet.beijingSpace).filter((s): s is number => s !== null);
	for (const [i, s] of spaces.entries()) {
		if (spaces.indexOf(s) !== i) return refuse('voyages_refusal_beijing_space_shared', { space: s });
		if (s > 1 && !spaces.includes(s - 1)) return refuse('voyages_refusal_beijing_space_gap', { space: s });
	}
	const cards = players.flatMap((p) => p.sheet.goalCards);
	const shared = cards.find((c, i) => cards.indexOf(c) !== i);
	return shared === undefined ? null : refuse('voyages_refusal_goal_card_shared');
}

/** One player's categories except the contracts majority, which needs everyone; unknown printed values count 0 and are listed. */
export function scorePlayerSheet(sheet: VoyagesScoreSheet, character: CharacterId | null, copy: Copy) {
	const missing: string[] = [];
	const known = (value: number | null, id: string) => {
		if (value === null) missing.push(id);
		return value ?? 0;
	};
	const posts = new Set(sheet.posts);
	const cards = sheet.goalCards.map((id) => GOAL_CARD_BY_ID.get(id)).filter((c) => c !== undefined);
	// Both cities needed; one city alone scores nothing from the card (EN supplement).
	const completed = cards.filter((c) => c.cities.every((city) => posts.has(city)));
	const goalCards = completed.reduce((t, c) => t + known(goalCardPoints(copy, c.id), goalCardPointsId(c.id)), 0);
	// Different cities: one on both cards counts once.
	const reached = new Set(cards.flatMap((c) => c.cities).filter((city) => posts.has(city))).size;
	const goalCities = known(goalCitiesPoints(copy, Math.min(reached, GOAL_CITIES_POINTS.length)), goalCitiesId(reached));
	const inBeijing = sheet.beijingSpace !== null;
	const beijing = inBeijing ? known(beijingPoints(copy, sheet.beijingSpace!), beijingSpaceId(sheet.beijingSpace!)) : 0;
	const allPosts = character === 'wilhelm-von-rubruk' && sheet.posts.length >= RUBRUK_ALL_POSTS.posts ? RUBRUK_ALL_POSTS.points : 0;
	return {
		missing,
		goalCardsCompleted: completed.map((c) => c.id),
		goalCitiesReached: reached,
		breakdown: {
			scoreTrack: scoreTrackPoints(sheet),
			goalCards,
			goalCities,
			beijing,
			goods: inBeijing ? Math.floor((sheet.pepper + sheet.silk + sheet.gold) / FINAL_SCORING.goodsPerPoint) : 0,
			coins: Math.floor(sheet.coins / FINAL_SCORING.coinsPerPoint),
			allPosts
		}
	};
}

/** 7 VP to everyone tied for the most completed contracts, none for second (PL:787); all tied at 0 get 7 too, as in both code bases (data S6a, low). */
export const contractsPoints = (completed: readonly number[]): number[] =>
	majorityPoints(completed, { most: FINAL_SCORING.contractsMost, second: 0, secondWithTwoPlayers: false });

const sum = (b: VoyagesBreakdown) => BREAKDOWN_CATEGORIES.reduce((t, k) => t + b[k], 0);

/** The final result, or the printed values still needed to compute it. */
export function scoreGame(players: readonly ScoringPlayer[], copy: Copy): VoyagesScoreOutcome {
	const partial = players.map((p) => scorePlayerSheet(p.sheet, p.character, copy));
	const missing = [...new Set(partial.flatMap((p) => p.missing))];
	if (missing.length > 0) return { complete: false, missing };
	const contracts = contractsPoints(players.map((p) => p.sheet.completedContracts));
	const scores = partial.map((p, player): VoyagesPlayerScore => {
		const breakdown: VoyagesBreakdown = { ...p.breakdown, contracts: contracts[player]! };
		return {
			player,
			breakdown,
			goalCardsCompleted: p.goalCardsCompleted,
			goalCitiesReached: p.goalCitiesReached,
			total: sum(breakdown),
			camels: players[player]!.sheet.camels,
			rank: 0
		};
	});
	return { complete: true, result: rankByPointsThenCamels(scores) };
}

// ---------------------------------------------------------------- the sheets of a game

/** The score sheet as the tracked table has it. */
export function sheetFromTable(sheet: VoyagesScoreSheet, p: VoyagesPlayer): VoyagesScoreSheet {
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
		...trackPosition(p.points)
	};
}

/** The final result from the confirmed sheets (or as they stand), with the game's own copy unless another is given. */
export function playerScores(state: VoyagesState, copy: Copy = state.copy): VoyagesScoreOutcome {
	return scoreGame(
		state.players.map((p) => ({ sheet: p.sheet, character: p.character })),
		copy
	);
}

/** The posts on a score sheet with a city ticked (on) or not: a post in Beijing keeps its space (the first unless one is set), none without it. */
export function sheetPostsWith(sheet: VoyagesScoreSheet, city: string, on: boolean): { posts: string[]; beijingSpace: number | null } {
	const posts = on ? [...sheet.posts.filter((c) => c !== city), city] : sheet.posts.filter((c) => c !== city);
	return { posts, beijingSpace: posts.includes('beijing') ? (sheet.beijingSpace ?? 1) : null };
}
