/**
 * The places of the Marco Polo II board that the rulebooks name (cities; the oases have no names). Every other
 * place is added by the player once, in their copy of the game (learned.ts). Each place's name in each language
 * is the message marco_polo_2_city_<id>, spelled as that language's rulebook spells it where it names the place.
 */

export interface PlaceDef {
	id: string;
	/** Where the rulebooks name it: RU (Russian), HU (Hungarian), PT (Portuguese), by line. */
	sources: readonly string[];
}

/** Every place a rulebook names, in the order a player meets them from the start city. */
export const PLACES = [
	{ id: 'beijing', sources: ['RU L158', 'RU L501', 'HU L157', 'HU L473', 'PT L156', 'PT L494'] },
	{ id: 'kashgar', sources: ['RU L454', 'RU L1156', 'HU L458', 'PT L471'] },
	{ id: 'baghdad', sources: ['RU L394', 'RU L546', 'HU L446', 'HU L525', 'PT L462', 'PT L545'] },
	{ id: 'balkh', sources: ['RU L445', 'RU L546', 'HU L446', 'HU L525', 'PT L462', 'PT L545'] },
	{ id: 'hormuz', sources: ['RU L445', 'RU L552', 'HU L446', 'HU L529', 'PT L462', 'PT L547'] },
	{ id: 'shangdu', sources: ['RU L577', 'HU L558', 'PT L576'] },
	{ id: 'kabul', sources: ['RU L1108', 'RU L1166'] },
	{ id: 'jaipur', sources: ['RU L394', 'RU L1122'] },
	{ id: 'kunming', sources: ['RU L394'] },
	{ id: 'yangzhou', sources: ['RU L483', 'HU L482', 'PT L506'] },
	{ id: 'fuzhou', sources: ['RU L483', 'RU L1122', 'HU L482', 'PT L506'] },
	{ id: 'pagan', sources: ['RU L483', 'RU L1166', 'HU L482', 'PT L506'] },
	{ id: 'xian', sources: ['RU L1122'] }
] as const satisfies readonly PlaceDef[];

export type BuiltInPlace = (typeof PLACES)[number]['id'];
export const BUILT_IN_PLACES: readonly string[] = PLACES.map((p) => p.id);
export const isBuiltInPlace = (id: string): id is BuiltInPlace => BUILT_IN_PLACES.includes(id);

/** Every figure starts in Beijing; no trading post is ever built there (RU L158, L501). */
export const START_PLACE: BuiltInPlace = 'beijing';

/** A place id: lower-case letters, digits and hyphens (a player's place gets one from its name, placeSlug). */
export const PLACE_ID = /^[a-z0-9][a-z0-9-]{0,29}$/;

/**
 * The id a place the player adds gets from its name: latin letters without accents, lower case, words joined by hyphens;
 * a name in another script gets one from its letters' codes ('' for no name at all).
 */
export function placeSlug(name: string): string {
	const latin = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 30)
		.replace(/-+$/, '');
	if (latin || !name.trim()) return latin;
	let hash = 0;
	for (const c of name.trim().toLowerCase()) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
	return `p-${hash.toString(36)}`;
}
