/** What Merv's rulebook states in words (RU = shared/seeds/002…txt, by line): the pieces, the city, the limits. */

/** The six actions printed on the site tiles (RU L147, L575–L900). */
export const ACTIONS = ['caravanserai', 'palace', 'library', 'silk-road', 'mosque', 'wall'] as const;
export type Action = (typeof ACTIONS)[number];

/** Resource cubes: four colours and white, which stands for any (RU L56–L58). */
export const CUBE_COLOURS = ['purple', 'sand', 'turquoise', 'orange'] as const;
export type CubeColour = (typeof CUBE_COLOURS)[number];
export const CUBES = [...CUBE_COLOURS, 'white'] as const;
export type Cube = (typeof CUBES)[number];
/** 12 cubes of each colour (RU L56). */
export const CUBES_PER_COLOUR = 12;

/** Caravan cards: 8 cinnamon, 6 ginger, 6 juniper, 4 pepper (RU L96). */
export const SPICES = ['cinnamon', 'ginger', 'juniper', 'pepper'] as const;
export type Spice = (typeof SPICES)[number];
export const SPICE_DECK: Record<Spice, number> = { cinnamon: 8, ginger: 6, juniper: 6, pepper: 4 };
/** A set of 1, 2, 3, 4 different spices scores 1, 3, 6, 10 (RU L905–L911). */
export const SPICE_SET_POINTS = [0, 1, 3, 6, 10] as const;

/** The four courts of the palace (RU L475–L487), 3 courtiers each (RU L650). */
export const COURTS = ['learning', 'spices', 'commerce', 'faith'] as const;
export type Court = (typeof COURTS)[number];
export const COURTIERS_PER_COURT = 3;

/** Per colour: 9 buildings (RU L66), 8 servants, soldiers or courtiers (RU L90). */
export const BUILDINGS_PER_COLOUR = 9;
export const SERVANTS_PER_COLOUR = 8;
/** 12 camels (RU L47), 32 scrolls (RU L176), 24 common and 24 rare goods (RU L184), 18 contracts (RU L106). */
export const CAMELS = 12;
export const SCROLLS = 32;
export const GOODS_OF_EACH_KIND = 24;
export const CONTRACTS = 18;
/** 10 upgrade tiles: 6 white-cube, 4 extra-cube (RU L159–L160); 4 bonus tiles (RU L170). */
export const WHITE_UPGRADES = 6;
export const EXTRA_UPGRADES = 4;
export const BONUS_TILES = 4;

/** 3 years of 4 rounds (RU L326); the Mongols invade in years 2 and 3 (RU L330, L451). */
export const YEARS = 3;
export const INVASION_YEARS: readonly number[] = [2, 3];

/** The four sides of the city, clockwise from the north, as the masters go round it (RU L334). */
export const SIDES = ['north', 'east', 'south', 'west'] as const;
export type Side = (typeof SIDES)[number];
/** Five wall slots a side, the middle one for a gate only (RU L871). */
export const SLOTS_PER_SIDE = 5;
export const GATE_SLOT = 2;

/** The city: 5×5 cells, the camel market in the centre (RU L253), 24 site tiles around it. */
export const GRID = 5;
export const MARKET_CELL = 12;
export const CELLS: readonly number[] = Array.from({ length: GRID * GRID }, (_, i) => i).filter((i) => i !== MARKET_CELL);

/** Camels on the caravan cards farthest from the deck: one per player, solo 2 (RU L291–L292). */
export const caravanCamels = (players: number) => (players === 1 ? 2 : players);

/**
 * The Silk Road's cities (RU L782): four near cities with common goods, four far ones with rare goods,
 * each far city reached through one near city (the pairs as the judge's lists name them, RU L1182, L1202).
 */
export const NEAR_CITIES = ['rey', 'samarkand', 'nishapur', 'balkh'] as const;
export const FAR_CITIES = ['baghdad', 'kashgar', 'basra', 'peshawar'] as const;
export type NearCity = (typeof NEAR_CITIES)[number];
export type FarCity = (typeof FAR_CITIES)[number];
export type City = NearCity | FarCity;
export const CITIES: readonly City[] = [...NEAR_CITIES, ...FAR_CITIES];
export const VIA: Record<FarCity, NearCity> = { baghdad: 'rey', kashgar: 'samarkand', basra: 'nishapur', peshawar: 'balkh' };
export const isNear = (city: City): city is NearCity => (NEAR_CITIES as readonly string[]).includes(city);

/** The mosque track's four paths (RU L820, L824). */
export const MOSQUE_PATHS = 4;

/** The library's discovery tiles (RU L709–L762): four tiers, four tiles each, a tile taken is gone for everyone. */
/** Tier 1: one cube less for one action each turn (RU L717–L723). */
export const DISCOUNTS = ['discount.caravanserai', 'discount.palace', 'discount.silk-road', 'discount.mosque'] as const;
/** Tier 2: one cube of the tile's colour as any other, once a turn and once per invasion phase at tribute (RU L725–L731); the colour is the tile's, chosen as it shows. */
export const CONVERTS = CUBE_COLOURS.map((c) => `convert.${c}` as const);
/** Tier 3, at once (RU L733–L742). */
export const THIRD = ['third.caravan-card', 'third.trading-post', 'third.mosque-step', 'third.wall-piece'] as const;
/** Tier 4, at once (RU L744–L762). */
export const FOURTH = ['fourth.points', 'fourth.favour-soldier', 'fourth.favours', 'fourth.soldiers'] as const;

export type Discovery = (typeof DISCOUNTS)[number] | (typeof CONVERTS)[number] | (typeof THIRD)[number] | (typeof FOURTH)[number];
export const DISCOVERIES: readonly Discovery[] = [...DISCOUNTS, ...CONVERTS, ...THIRD, ...FOURTH];

/** The tier of a tile, 1–4. */
export function tierOf(tile: Discovery): 1 | 2 | 3 | 4 {
	if ((DISCOUNTS as readonly string[]).includes(tile)) return 1;
	if ((CONVERTS as readonly string[]).includes(tile)) return 2;
	return (THIRD as readonly string[]).includes(tile) ? 3 : 4;
}

/** Discoveries are made on reaching 2, 4, 6 and 8 scrolls, those on contracts counting (RU L709). */
export const DISCOVERY_AT = [2, 4, 6, 8] as const;

/** The tiers newly reached when scrolls go from `before` to `after`. */
export const tiersReached = (before: number, after: number): (1 | 2 | 3 | 4)[] =>
	DISCOVERY_AT.flatMap((at, i) => (before < at && after >= at ? [(i + 1) as 1 | 2 | 3 | 4] : []));

/** The 4th discovery gives 8 points (RU L750–L751). */
export const FOURTH_POINTS = 8;
