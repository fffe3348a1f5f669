/** A location as MapView draws it: where, how big, what kind. */
import type { LocationKind } from '$lib/engine/voyages/index.ts';

export type MapColour = 'blue' | 'yellow' | 'green' | 'red';

export interface MapPlace {
	id: string;
	name: string;
	kind: LocationKind;
	/** Drawn radius, in viewBox units. */
	r: number;
	x: number;
	y: number;
}

/** Drawn radius of each kind, in viewBox units. */
export const RADIUS: Record<LocationKind, number> = {
	venezia: 18,
	beijing: 22,
	'large-city': 16,
	'small-city': 11,
	oasis: 7
};

/** CSS pixels per drawing unit at which the map is read and tapped: names at least 12 px, targets at least 44 px. */
export const READABLE_SCALE = 0.56;

/** Invisible touch target around a selectable location: 84 units, 47 px at the readable scale. */
export const HIT_RADIUS = 42;
