/**
 * The solo judge's discoveries and trading posts (RU = shared/seeds/002…txt, L1148–L1208): which
 * discovery token it takes, and in which city along the Silk Road it founds a post. Pure.
 */
import { VIA, type City, type FarCity } from '../catalog.ts';
import type { CORNERS } from '../printed.ts';
import type { JudgeCityOrder } from '../state.ts';

export type Corner = (typeof CORNERS)[number];

/** Each corner's far city, as the judge's lists name them (RU L1182, L1202); its near city is the one it is reached through (VIA). */
const FAR_AT: Record<Corner, FarCity> = { nw: 'baghdad', ne: 'kashgar', sw: 'basra', se: 'peshawar' };
const cityAt = (corner: Corner, far: boolean): City => (far ? FAR_AT[corner] : VIA[FAR_AT[corner]]);

/** The judge's order of cities for its "Silk Road" action: NE, SE, SW, NW (RU L1202). */
export const SILK_ROAD_PRIORITY: readonly Corner[] = ['ne', 'se', 'sw', 'nw'];
/** Its order for the post of its third discovery: NW, NE, SW, SE (RU L1180–L1182). */
export const DISCOVERY_PRIORITY: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

export function judgeCityPriority(order: JudgeCityOrder, use: 'silk-road' | 'discovery'): readonly Corner[] {
	if (order === 'silk-road-order') return SILK_ROAD_PRIORITY;
	if (order === 'discovery-order') return DISCOVERY_PRIORITY;
	return use === 'discovery' ? DISCOVERY_PRIORITY : SILK_ROAD_PRIORITY;
}

/** The posts on the Silk Road: the cities where the judge has one, and those where anyone else has one. */
export interface SilkRoadPosts {
	judge: readonly City[];
	others: readonly City[];
}

export interface SilkRoadChoice {
	city: City;
	corner: Corner;
	far: boolean;
	/** No post there yet: a first post takes the near city's camel (RU L786; merv-rules-notes item 5 on far cities). */
	firstPost: boolean;
}

const CORNER_LIST: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];

/**
 * The city of the judge's new post (RU L1202 for the action, L1180–L1182 for the third discovery):
 * a far city if it can, else a near one; among those a city with no post yet first; then by
 * `priority` (corners it leaves out come after, in the order NW, NE, SE, SW).
 * "If it can" for a far city, with `linked` (the action): the judge has a post in the near city of
 * its corner, as for any player (RU L784); the judge's rules lift the camel and influence limits in
 * words (RU L1115, L1123) but not this one. Without it (the third discovery, whose token founds a
 * post in any city, RU L740): any far city without its post. No participant has two posts in one
 * city (merv-rules-notes item 15). Null when the judge has a post in all 8 cities.
 */
export function judgeSilkRoadCity(posts: SilkRoadPosts, priority: readonly Corner[], linked = true): SilkRoadChoice | null {
	const has = (city: City) => posts.judge.includes(city);
	const rank = (corner: Corner) => (priority.includes(corner) ? priority.indexOf(corner) : priority.length + CORNER_LIST.indexOf(corner));
	const corners = [...CORNER_LIST].sort((a, b) => rank(a) - rank(b));
	const choose = (far: boolean): SilkRoadChoice | null => {
		const open = corners.filter((c) => !has(cityAt(c, far)) && (!far || !linked || has(cityAt(c, false))));
		const empty = (c: Corner) => !posts.others.includes(cityAt(c, far));
		const corner = open.find(empty) ?? open[0];
		if (corner === undefined) return null;
		const city = cityAt(corner, far);
		return { city, corner, far, firstPost: empty(corner) };
	};
	return choose(true) ?? choose(false);
}

/** The first discovery's tokens: a discount on one action (RU L721). */
export type FirstDiscovery = 'caravanserai' | 'palace' | 'silk-road' | 'mosque';

/**
 * The judge's first discovery (RU L1156–L1168): Mosque when it has climbed more mosque steps than
 * it has caravan cards, else Caravanserai; the other when that one is gone. Null when both are gone
 * (in a solo game the player takes one token of a level at most, so it does not happen).
 * From then on it performs that action once more each turn it performs it (RU L1170: judgeActionCount).
 */
export function judgeFirstDiscovery(mosqueLevel: number, caravanCards: number, available: readonly FirstDiscovery[]): 'mosque' | 'caravanserai' | null {
	const wanted = mosqueLevel > caravanCards ? 'mosque' : 'caravanserai';
	const other = wanted === 'mosque' ? 'caravanserai' : 'mosque';
	return available.includes(wanted) ? wanted : available.includes(other) ? other : null;
}

/** The third discovery's tokens (RU L739–L742). */
export type ThirdDiscovery = 'caravan-card' | 'silk-road' | 'mosque' | 'wall';

/**
 * The judge's third discovery (RU L1176–L1186): the Silk Road token if it is there (a post by
 * judgeSilkRoadCity with the discovery's order, a rare good for a far city, a common one for a near
 * one), else the Mosque token and one "Mosque" action. Null when both are gone.
 */
export function judgeThirdDiscovery(available: readonly ThirdDiscovery[]): 'silk-road' | 'mosque' | null {
	return available.includes('silk-road') ? 'silk-road' : available.includes('mosque') ? 'mosque' : null;
}

/** The fourth discovery's tokens (RU L750–L762). */
export type FourthDiscovery = '8-points' | 'favour-and-soldier' | '2-favour' | '2-soldiers';

/**
 * The judge's fourth discovery (RU L1188–L1196): the points token (8 points) if it is there, else
 * the one with favour symbols (favour twice). Null when both are gone.
 */
export function judgeFourthDiscovery(available: readonly FourthDiscovery[]): '8-points' | '2-favour' | null {
	return available.includes('8-points') ? '8-points' : available.includes('2-favour') ? '2-favour' : null;
}
