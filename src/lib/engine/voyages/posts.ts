/**
 * Travel and trading posts (PL:423–566): a journey paid and the figure moved, a post built where
 * it ends (or on the way, for Wilhelm von Rubruk), its milestone points (PL:522), Beijing's spaces
 * by arrival (PL:524), and the city bonuses a post gives: a small city's tile (PL:504), a large
 * city's tile to the first post there (PL:536).
 */
import { isInt } from '../core/guards.ts';
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../core/log.ts';
import { checkSeat, withPlayer } from '../core/players.ts';
import { addAmounts } from '../core/resources.ts';
import { beijingSpaceOnArrival, postMilestonePoints } from './actions.ts';
import { LARGE_CITY_TILES, SMALL_CITY_TILES } from './cards.ts';
import type { VoyagesEntryOf } from './entries.ts';
import { LARGE_CITIES, MAX_TRAVEL_STEPS, SMALL_CITIES, TRADING_POST_CITIES, type LocationId } from './map.ts';
import { smallCityTileAt } from './printed.ts';
import { addStock, gainAll, POST_BONUS_MAX, postsAllowed, type PostBonus, type TableAmounts, type VoyagesState } from './state.ts';
import { checkTravelPath, pathCost, standardBoard } from './travel.ts';

const SMALL_CITY_TILE_BY_ID = new Map(SMALL_CITY_TILES.map((t) => [t.id, t]));
const LARGE_CITY_TILE_BY_ID = new Map(LARGE_CITY_TILES.map((t) => [t.id, t]));
export const isSmallCity = (city: string) => (SMALL_CITIES as readonly string[]).includes(city);
const isLargeCity = (city: string) => (LARGE_CITIES as readonly string[]).includes(city);

/**
 * The small-city bonus tile on this city, or undefined when it is not known: placed by letter, and
 * neither the copy the game started with nor a value recorded since says which tile has the letter.
 */
export function smallCityTileOn(state: VoyagesState, city: string) {
	const item = state.setup?.map[city as LocationId]?.find((i) => i.kind === 'small-city-tile');
	if (item?.kind !== 'small-city-tile') return undefined;
	const byLetter = state.setup?.options.smallCityTiles === 'by-letter' ? smallCityTileAt(state.copy, city as LocationId) : null;
	const tile = item.tile ?? byLetter;
	return tile === null ? undefined : SMALL_CITY_TILE_BY_ID.get(tile);
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
		const tile = smallCityTileOn(state, city);
		if (!tile) return { automatic: {}, toEnter: UNKNOWN_SMALL_CITY_TILE };
		return { automatic: { ...tile.reward.amounts }, toEnter: tile.reward.extras.length > 0 ? tile.id : null };
	}
	if (isLargeCity(city) && state.largeCityTilesTaken[city] === undefined) {
		const item = state.setup?.map[city as LocationId]?.find((i) => i.kind === 'large-city-tile');
		const tile = item?.kind === 'large-city-tile' ? LARGE_CITY_TILE_BY_ID.get(item.tile) : undefined;
		if (!tile) return none;
		return { automatic: { ...tile.reward.amounts }, toEnter: tile.reward.extras.length > 0 ? tile.id : null };
	}
	return none;
}

/** A journey as the dice-less travel entry and the travel action both give it. */
export interface Journey {
	player: number;
	path: readonly string[];
	maxSteps: number;
	figure?: number | undefined;
	postBonus?: PostBonus | undefined;
}

/** What a checked journey costs and where it builds. */
export interface JourneyOutcome {
	cost: { coins: number; camels: number };
	built: string[];
}

/** Where the posts of a journey go: where it ends, every city passed through for Wilhelm von Rubruk; never twice, never over the player's posts. */
export function postsBuilt(state: VoyagesState, j: Pick<Journey, 'player' | 'path'>): string[] {
	const p = state.players[j.player]!;
	const stops = p.character === 'wilhelm-von-rubruk' ? j.path.slice(1) : [j.path[j.path.length - 1]!];
	const built: string[] = [];
	const max = postsAllowed(state, j.player);
	for (const at of stops) {
		if (!(TRADING_POST_CITIES as readonly string[]).includes(at) || p.posts.includes(at) || built.includes(at)) continue;
		if (p.posts.length + built.length >= max) break;
		built.push(at);
	}
	return built;
}

/** The reason this journey is refused, or what it costs and builds. */
function checkJourney(state: VoyagesState, j: Journey): Refusal | JourneyOutcome {
	const p = state.players[j.player]!;
	const figure = j.figure ?? 0;
	if (!isInt(figure) || figure < 0 || figure >= p.figures.length) return refuse('voyages_refusal_no_such_figure');
	if (j.postBonus !== undefined && Object.values(j.postBonus).some((n) => n > POST_BONUS_MAX))
		return refuse('voyages_refusal_post_bonus_max', { max: POST_BONUS_MAX });
	if (!isInt(j.maxSteps) || j.maxSteps < 1 || j.maxSteps > MAX_TRAVEL_STEPS) return refuse('voyages_refusal_die_value', { value: String(j.maxSteps) });
	if (j.path.length < 2) return refuse('voyages_refusal_travel_no_step');
	const from = p.figures[figure]!;
	if (j.path[0] !== from) return refuse('voyages_refusal_travel_not_from_here', { location: from });
	const board = standardBoard(state.copy);
	const options = { oasisJumps: p.character === 'johannes-carpini' };
	const bad = checkTravelPath(board, j.path, j.maxSteps, p.stock, options);
	if (bad) return bad;
	const r = pathCost(board, j.path, j.maxSteps, options);
	if (!r.ok) return r.refusal;
	const built = postsBuilt(state, j);
	// An entered bonus only where a post built has one the app cannot work out.
	if (j.postBonus !== undefined && built.every((at) => postBonusAt(state, j.player, at).toEnter === null))
		return refuse('voyages_refusal_post_bonus_not_needed');
	return { cost: r.option.total, built };
}

/**
 * The journey's costs paid, the figure moved, the posts built with their milestone points and Beijing space,
 * and the city bonuses of the posts built (postBonusAt) with the entered postBonus; the first post in a
 * large city takes its tile.
 */
function applyJourney(state: VoyagesState, j: Journey, out: JourneyOutcome): VoyagesState {
	const figure = j.figure ?? 0;
	const taken = state.players.map((p) => p.beijingSpace).filter((s): s is number => s !== null);
	let bonus: TableAmounts = { ...(j.postBonus ?? {}) };
	const largeCityTilesTaken = { ...state.largeCityTilesTaken };
	for (const at of out.built) {
		bonus = addAmounts(bonus, postBonusAt(state, j.player, at).automatic);
		if (isLargeCity(at) && largeCityTilesTaken[at] === undefined) largeCityTilesTaken[at] = j.player;
	}
	const next = withPlayer(state, j.player, (p) => {
		let points = p.points;
		let beijingSpace = p.beijingSpace;
		const posts = [...p.posts];
		for (const at of out.built) {
			posts.push(at);
			points += postMilestonePoints(posts.length);
			if (at === 'beijing') beijingSpace = beijingSpaceOnArrival(taken);
		}
		const figures = p.figures.map((f, i) => (i === figure ? j.path[j.path.length - 1]! : f));
		return gainAll({ ...p, stock: addStock(p.stock, out.cost, -1), figures, position: figures[0]!, posts, points, beijingSpace }, bonus);
	});
	return { ...next, largeCityTilesTaken, tracked: true };
}

/** A journey checked and made, or why it is refused. */
export function journey(state: VoyagesState, j: Journey): Outcome<VoyagesState> {
	const out = checkJourney(state, j);
	return 'key' in out ? refusedWith(out) : accepted(applyJourney(state, j, out));
}

/** A journey entered on its own, outside the dice actions (a group that only logs travel, a "move 1" reward). */
function travel(state: VoyagesState, e: VoyagesEntryOf<'travel'>): Outcome<VoyagesState> {
	if (state.phase !== 'playing') return refused('refusal_wrong_phase');
	const bad = checkSeat(e.player, state.players.length);
	return bad ? refusedWith(bad) : journey(state, e);
}

export const travelHandlers = { travel };
