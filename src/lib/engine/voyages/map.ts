/**
 * The map: 25 locations and 30 undirected routes (data §3.1–3.2: BGA = SLG, medium).
 * Route costs are printed on the board; the values here are the defaults the copy
 * of the game can correct (printed.ts). The rulebook's travel example (PL:562:
 * Samarcanda → oasis → Kashgar → Lan-Zhou costs 8 more camels) fits: 2 + 4 + 2.
 */
import type { Amounts } from '../core/resources.ts';
import type { Confidence } from './catalog.ts';

export type LocationKind = 'venezia' | 'beijing' | 'large-city' | 'small-city' | 'oasis';

export interface Location {
	id: string;
	/** As printed on the board (data §3.1). */
	name: string;
	kind: LocationKind;
	/** City-card spaces: 1 per large city, 3 in Sumatra (PL:572). */
	cityCardSpaces: number;
}

const loc = (id: string, name: string, kind: LocationKind, cityCardSpaces = kind === 'large-city' ? 1 : 0): Location => ({ id, name, kind, cityCardSpaces });

/**
 * In BGA's node order. Oasis letters are SLG's aliases, not printed on the board.
 * No trading post is placed in Venezia (PL:544) nor in an oasis (PL:514).
 */
export const LOCATIONS = [
	loc('venezia', 'Venezia', 'venezia'),
	loc('oasis-a', 'Oasis A', 'oasis'),
	loc('moscow', 'Moscow', 'large-city'),
	loc('anxi', 'Anxi', 'small-city'),
	loc('karakorum', 'Karakorum', 'large-city'),
	loc('oasis-b', 'Oasis B', 'oasis'),
	loc('oasis-c', 'Oasis C', 'oasis'),
	loc('oasis-d', 'Oasis D', 'oasis'),
	loc('beijing', 'Beijing', 'beijing'),
	loc('oasis-e', 'Oasis E', 'oasis'),
	loc('samarcanda', 'Samarcanda', 'large-city'),
	loc('oasis-f', 'Oasis F', 'oasis'),
	loc('kashgar', 'Kashgar', 'small-city'),
	loc('lan-zhou', 'Lan-Zhou', 'large-city'),
	loc('xian', 'Xian', 'small-city'),
	loc('oasis-j', 'Oasis J', 'oasis'),
	loc('alexandria', 'Alexandria', 'large-city'),
	loc('oasis-g', 'Oasis G', 'oasis'),
	loc('ormuz', 'Ormuz', 'small-city'),
	loc('karachi', 'Karachi', 'large-city'),
	loc('oasis-h', 'Oasis H', 'oasis'),
	loc('sumatra', 'Sumatra', 'large-city', 3),
	loc('oasis-i', 'Oasis I', 'oasis'),
	loc('adana', 'Adana', 'small-city'),
	loc('kochi', 'Kochi', 'small-city')
] as const satisfies readonly Location[];

export type LocationId = (typeof LOCATIONS)[number]['id'];
export const LOCATION_BY_ID: ReadonlyMap<string, Location> = new Map(LOCATIONS.map((l) => [l.id, l]));

export const LARGE_CITIES = LOCATIONS.filter((l) => l.kind === 'large-city').map((l) => l.id as LocationId);
export const SMALL_CITIES = LOCATIONS.filter((l) => l.kind === 'small-city').map((l) => l.id as LocationId);
export const OASES = LOCATIONS.filter((l) => l.kind === 'oasis').map((l) => l.id as LocationId);
/** Where trading posts go: large and small cities and Beijing. */
export const TRADING_POST_CITIES = LOCATIONS.filter((l) => l.kind === 'large-city' || l.kind === 'small-city' || l.kind === 'beijing').map(
	(l) => l.id as LocationId
);

export const START_LOCATION: LocationId = 'venezia'; // PL:147

export type RouteCost = Amounts<'coins' | 'camels'>;

export interface Route {
	id: string;
	a: LocationId;
	b: LocationId;
	/** Camels or coins printed on the route, paid on top of the travel action's cost (PL:464). */
	extra: RouteCost;
	confidence: Confidence;
}

const route = (a: LocationId, b: LocationId, extra: RouteCost = {}): Route => ({ id: `${a}~${b}`, a, b, extra, confidence: 'medium' });

/** data §3.2; PL:468 shows a 2-camel route and PL:474 a 7-coin one. */
export const ROUTES: readonly Route[] = [
	route('venezia', 'oasis-a'),
	route('venezia', 'oasis-e', { camels: 3 }),
	route('venezia', 'alexandria'),
	route('oasis-a', 'moscow'),
	route('moscow', 'anxi', { camels: 3 }),
	route('anxi', 'karakorum', { camels: 2 }),
	route('karakorum', 'oasis-b'),
	route('oasis-b', 'oasis-c', { coins: 5 }),
	route('oasis-b', 'oasis-d'),
	route('oasis-c', 'beijing'),
	route('oasis-d', 'beijing', { camels: 3 }),
	route('oasis-d', 'lan-zhou'),
	route('beijing', 'xian'),
	route('beijing', 'oasis-j'),
	route('oasis-e', 'samarcanda'),
	route('oasis-e', 'oasis-g'),
	route('samarcanda', 'oasis-f', { camels: 2 }),
	route('oasis-f', 'kashgar', { camels: 4 }),
	route('kashgar', 'lan-zhou', { camels: 2 }),
	route('xian', 'oasis-h'),
	route('oasis-j', 'sumatra', { camels: 4 }),
	route('alexandria', 'oasis-g', { coins: 7 }),
	route('alexandria', 'oasis-i'),
	route('oasis-g', 'ormuz', { camels: 3 }),
	route('ormuz', 'karachi', { camels: 3 }),
	route('karachi', 'oasis-h'),
	route('oasis-h', 'kochi', { camels: 4 }),
	route('sumatra', 'kochi', { coins: 10 }),
	route('oasis-i', 'adana', { camels: 2 }),
	route('adana', 'kochi', { coins: 15 })
];

/**
 * Coins for the travel action by steps actually moved (PL:456). 2 → 7 (PL:458) and
 * 3 → 12 (PL:558) are rulebook text; the others are medium (BGA = SLG, a web page
 * for 1 and 6). 4 = 12 like 3 looks odd, but both code bases say so (data GAPS 3).
 */
export const TRAVEL_COST: Record<number, { coins: number; source: string; confidence: Confidence }> = {
	1: { coins: 3, source: 'data §3.3', confidence: 'medium' },
	2: { coins: 7, source: 'PL:458', confidence: 'high' },
	3: { coins: 12, source: 'PL:558', confidence: 'high' },
	4: { coins: 12, source: 'data §3.3', confidence: 'medium' },
	5: { coins: 18, source: 'data §3.3', confidence: 'medium' },
	6: { coins: 18, source: 'data §3.3', confidence: 'medium' }
};
/** A die shows at most 6, so a travel action moves at most 6 steps. */
export const MAX_TRAVEL_STEPS = 6;

/**
 * Beijing's trading-post spaces by arrival order: the first to arrive takes the
 * highest (PL:524). 10 is EN text (Kubilai Khan); 7/4/1 are BGA = SLG, the PL icon was lost.
 */
export const BEIJING_SPACES: readonly { points: number; source: string; confidence: Confidence }[] = [
	{ points: 10, source: 'EN supplement (Kubilai Khan)', confidence: 'high' },
	{ points: 7, source: 'data §1 S3', confidence: 'medium' },
	{ points: 4, source: 'data §1 S3', confidence: 'medium' },
	{ points: 1, source: 'data §1 S3', confidence: 'medium' }
];
