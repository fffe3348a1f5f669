/**
 * Trading posts (PL:494–546): where a journey builds them (where a figure's movement ends, or every city passed
 * for Wilhelm von Rubruk), a post moved once every post is placed (PL:546), and the city bonuses a post gives:
 * a small city's tile (PL:504), a large city's tile to the first post there (PL:536); and what the posts in small
 * cities (with the character's bonus) give at the start of every round (roundIncome).
 */
import { addAmounts } from '../../core/resources.ts';
import { CHARACTER_TILE_BY_ID, type Extra } from '../catalog.ts';
import { LARGE_CITY_TILES, SMALL_CITY_TILES } from './bonus-tiles.ts';
import { LARGE_CITIES, SMALL_CITIES, TRADING_POST_CITIES } from './places.ts';
import { largeTileReward, smallCityTileAt, smallTileReward } from '../printed.ts';
import { postsAllowed, type TableAmounts, type VoyagesState } from '../state.ts';

const SMALL_CITY_TILE_BY_ID = new Map(SMALL_CITY_TILES.map((t) => [t.id, t]));
const LARGE_CITY_TILE_BY_ID = new Map(LARGE_CITY_TILES.map((t) => [t.id, t]));
export const isSmallCity = (city: string) => (SMALL_CITIES as readonly string[]).includes(city);
export const isLargeCity = (city: string) => (LARGE_CITIES as readonly string[]).includes(city);

/**
 * The small-city bonus tile on this city, or undefined when it is not known: placed by letter, and
 * neither the copy the game started with nor a value recorded since says which tile has the letter.
 */
export function smallCityTileOn(state: VoyagesState, city: string) {
	const item = state.setup?.map[city]?.find((i) => i.kind === 'small-city-tile');
	if (item?.kind !== 'small-city-tile') return undefined;
	const byLetter = state.setup?.options.smallCityTiles === 'by-letter' ? smallCityTileAt(state.copy, city) : null;
	const tile = item.tile ?? byLetter;
	return tile === null ? undefined : SMALL_CITY_TILE_BY_ID.get(tile);
}

/** The large-city bonus tile still on this city (the first post there takes it, PL:536), or undefined. */
export function largeCityTileOn(state: VoyagesState, city: string) {
	if (!isLargeCity(city) || state.largeCityTilesTaken[city] !== undefined) return undefined;
	const item = state.setup?.map[city]?.find((i) => i.kind === 'large-city-tile');
	return item?.kind === 'large-city-tile' ? LARGE_CITY_TILE_BY_ID.get(item.tile) : undefined;
}

/** postBonusAt's toEnter for a small city whose tile the app does not know. */
export const UNKNOWN_SMALL_CITY_TILE = 'unknown-small-city-tile';

/** The extras the app takes by itself with the entry that earns them: a free black die, a contract, "move 1" (handlers/extras.ts). */
export const HANDLED_EXTRAS: readonly Extra[] = ['black-die', 'contract', 'move-1'];

/**
 * What building a trading post in `city` would give this player at once: a small city's bonus tile (PL:504;
 * every player building there gets it), or a large city's bonus tile when this is the first post built there
 * (PL:536; the tile then leaves the board, state.largeCityTilesTaken), as this game's copy prints it.
 * automatic: the plain amounts, added by the travel itself. toEnter: a choice the table makes and enters as the
 * travel's postBonus: 'two-different-goods' or 'other-city-bonus' (small), 'good-of-choice' (large), or
 * UNKNOWN_SMALL_CITY_TILE; null when nothing is to enter. extras: a black die, a contract or "move 1", taken
 * with the travel's extras or later in the turn. Nothing at all for Beijing, a place that is not a city, or a
 * city where the player already has a post.
 */
export function postBonusAt(state: VoyagesState, player: number, city: string): { automatic: TableAmounts; toEnter: string | null; extras: Extra[] } {
	const none = { automatic: {}, toEnter: null, extras: [] };
	const p = state.players[player];
	if (!p || p.posts.includes(city)) return none;
	if (isSmallCity(city)) {
		const tile = smallCityTileOn(state, city);
		if (!tile) return { ...none, toEnter: UNKNOWN_SMALL_CITY_TILE };
		const reward = smallTileReward(state.copy, tile.id);
		return { ...none, automatic: { ...reward.amounts }, toEnter: reward.extras.length > 0 ? tile.id : null };
	}
	const tile = largeCityTileOn(state, city);
	if (!tile) return none;
	const reward = largeTileReward(state.copy, tile.id);
	const choice = reward.extras.some((x) => !HANDLED_EXTRAS.includes(x));
	return { automatic: { ...reward.amounts }, toEnter: choice ? tile.id : null, extras: reward.extras.filter((x) => HANDLED_EXTRAS.includes(x)) };
}

/** Where a journey's trading posts go, in order: `fresh` from the player's board, then the ones moved there (PL:546). */
export interface PostsPlan {
	cities: string[];
	fresh: number;
}

/**
 * Where the posts of a journey go: where each figure's movement ends, every city passed through for Wilhelm von
 * Rubruk; never twice, never where the player has one. Once every post is placed, the rest are moved (PL:546).
 */
export function postsBuilt(state: VoyagesState, player: number, paths: readonly (readonly string[])[]): PostsPlan {
	const p = state.players[player]!;
	const cities: string[] = [];
	for (const path of paths) {
		if (path.length < 2) continue;
		const stops = p.character === 'wilhelm-von-rubruk' ? path.slice(1) : [path[path.length - 1]!];
		for (const at of stops) if ((TRADING_POST_CITIES as readonly string[]).includes(at) && !p.posts.includes(at) && !cities.includes(at)) cities.push(at);
	}
	return { cities, fresh: Math.min(cities.length, Math.max(0, postsAllowed(state, player) - p.posts.length)) };
}

/**
 * What the start of the next round gives this player by itself (PL:504, PL:880–884): the character's "!"
 * amounts (Johannes Carpini 3 coins, Niccolò & Marco Polo 1 camel) and the tile of every small city
 * where the player has a trading post, when that tile is known and gives plain amounts (as this game's copy
 * prints them). toEnter: the small cities (ids) whose bonus the group must enter with the round.started entry: a tile with a choice
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
		const tile = smallCityTileOn(state, city);
		const reward = tile ? smallTileReward(state.copy, tile.id) : null;
		if (!reward || reward.extras.length > 0) toEnter.push(city);
		else automatic = addAmounts(automatic, reward.amounts);
	}
	return { automatic, toEnter };
}
