/**
 * The map's 25 locations (data §3.1: BGA = SLG, medium): Venezia, Beijing with its trading-post spaces,
 * the large and small cities and the oases. The routes between them are in routes.ts.
 */
import type { Confidence } from '../catalog.ts';

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

export const LARGE_CITIES = LOCATIONS.filter((l) => l.kind === 'large-city').map((l) => l.id);
export const SMALL_CITIES = LOCATIONS.filter((l) => l.kind === 'small-city').map((l) => l.id);
export const OASES = LOCATIONS.filter((l) => l.kind === 'oasis').map((l) => l.id);
/** Where trading posts go: large and small cities and Beijing. */
export const TRADING_POST_CITIES = LOCATIONS.filter((l) => l.kind === 'large-city' || l.kind === 'small-city' || l.kind === 'beijing').map((l) => l.id);

export const START_LOCATION: LocationId = 'venezia'; // PL:147

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
