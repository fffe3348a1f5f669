/**
 * Where MapView draws each location of The Voyages of Marco Polo.
 *
 * SCHEMATIC, NOT THE PRINTED BOARD: the engine's map (engine/voyages/map/) has no coordinates, so
 * these are hand-placed points that follow the board's geography only roughly
 * (Venezia far west, Moscow north-west, Alexandria and Adana south-west, Ormuz,
 * Karachi and Kochi south, Samarcanda, Kashgar and Karakorum centre-north, Anxi,
 * Lan-Zhou and Xian east, Beijing far east, Sumatra south-east). Each oasis sits
 * between the locations its routes connect (the engine's ROUTES). Room is left at the
 * edges for names, highlight labels, pawns and badges.
 */
import type { LocationId } from '$lib/engine/voyages/index.ts';

export interface MapPoint {
	x: number;
	y: number;
}

/** The SVG viewBox is 0 0 MAP_WIDTH MAP_HEIGHT. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

export const MAP_LAYOUT = {
	// West
	venezia: { x: 70, y: 300 },
	'oasis-a': { x: 150, y: 185 }, // Venezia – Moscow
	moscow: { x: 250, y: 85 },
	alexandria: { x: 110, y: 455 },
	'oasis-i': { x: 185, y: 560 }, // Alexandria – Adana
	adana: { x: 300, y: 610 },
	'oasis-e': { x: 255, y: 330 }, // Venezia – Samarcanda – Oasis G
	'oasis-g': { x: 320, y: 440 }, // Oasis E – Alexandria – Ormuz

	// Centre and north
	anxi: { x: 465, y: 95 }, // Moscow – Anxi – Karakorum along the north
	karakorum: { x: 680, y: 85 },
	samarcanda: { x: 385, y: 230 },
	'oasis-f': { x: 510, y: 195 }, // Samarcanda – Kashgar
	kashgar: { x: 620, y: 220 },

	// South
	ormuz: { x: 440, y: 520 },
	karachi: { x: 570, y: 470 },
	'oasis-h': { x: 690, y: 510 }, // Xian – Karachi – Kochi
	kochi: { x: 620, y: 610 },

	// East
	'oasis-b': { x: 825, y: 110 }, // Karakorum – Oasis C – Oasis D
	'oasis-c': { x: 945, y: 185 }, // Oasis B – Beijing
	'oasis-d': { x: 835, y: 230 }, // Oasis B – Beijing – Lan-Zhou
	'lan-zhou': { x: 740, y: 300 },
	xian: { x: 800, y: 410 },
	beijing: { x: 925, y: 330 },
	'oasis-j': { x: 930, y: 470 }, // Beijing – Sumatra
	sumatra: { x: 880, y: 600 }
} as const satisfies Record<LocationId, MapPoint>;

export const mapPoint = (id: string): MapPoint | undefined => (MAP_LAYOUT as Record<string, MapPoint>)[id];

/** Where along a route (0: its first location, 1: its second) its cost badge sits, where the middle would cover a name. */
export const BADGE_AT: Readonly<Record<string, number>> = {
	'samarcanda~oasis-f': 0.35,
	'oasis-f~kashgar': 0.65,
	'kashgar~lan-zhou': 0.65,
	'ormuz~karachi': 0.4,
	'oasis-i~adana': 0.6
};
