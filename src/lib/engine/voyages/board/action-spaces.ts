/**
 * The action spaces of the game board and the bazaar's tables (PL:216–420).
 * Blue spaces may be used when occupied, for coins; brown ones may not
 * (city cards, and Khan's Favor with its 4 die-spaces).
 */
import type { Confidence, Good, Reward } from '../catalog.ts';
import { LOCATIONS, type LocationId } from '../map/places.ts';

export const FIXED_SPACES = [
	'take-5-coins',
	'bazaar-camels',
	'bazaar-pepper',
	'bazaar-silk',
	'bazaar-gold',
	'khans-favor',
	'contracts',
	'travel',
	'money-bag'
] as const;
export type FixedSpace = (typeof FIXED_SPACES)[number];
/** A city card's space: `city-card:<city>:<n>`, n from 1 (Sumatra has 3). */
export type CityCardSpace = `city-card:${LocationId}:${number}`;
export type SpaceId = FixedSpace | CityCardSpace;
/** The main-action spaces: every space but the money bag, which takes a die as a bonus action (PL:640–656). */
export type ActionSpaceId = Exclude<FixedSpace, 'money-bag'> | CityCardSpace;

export interface ActionSpace {
	id: SpaceId;
	/** Dice placed at once (PL:233: exactly as many as shown). */
	dice: number;
	/** blue: usable when occupied, paying coins; brown: once per round; free: the money bag, never a cost. */
	colour: 'blue' | 'brown' | 'free';
	confidence: Confidence;
	source: string;
}

const space = (id: SpaceId, dice: number, colour: ActionSpace['colour'], source: string, confidence: Confidence = 'high'): ActionSpace => ({
	id,
	dice,
	colour,
	confidence,
	source
});

export const CITY_CARD_SPACES: readonly CityCardSpace[] = LOCATIONS.flatMap((l) =>
	Array.from({ length: l.cityCardSpaces }, (_, i): CityCardSpace => `city-card:${l.id}:${i + 1}`)
);

export const ACTION_SPACES: readonly ActionSpace[] = [
	space('take-5-coins', 1, 'blue', 'PL:255'),
	space('bazaar-camels', 1, 'blue', 'PL:316'),
	space('bazaar-pepper', 1, 'blue', 'PL:304'),
	space('bazaar-silk', 2, 'blue', 'PL:277'),
	// Only the code bases and a review give the gold space's dice (data §3.3).
	space('bazaar-gold', 3, 'blue', 'data §3.3', 'medium'),
	space('khans-favor', 1, 'brown', 'PL:338–356'),
	space('contracts', 1, 'blue', 'PL:362'),
	space('travel', 2, 'blue', 'PL:423'),
	space('money-bag', 1, 'free', 'PL:640–644'),
	...CITY_CARD_SPACES.map((id) => space(id, 1, 'brown', 'PL:572–586'))
];
export const SPACE_BY_ID: ReadonlyMap<string, ActionSpace> = new Map(ACTION_SPACES.map((s) => [s.id, s]));

/** Every main-action space a die may go on, in the board's order; a city card's space once per card space. */
export const MAIN_ACTION_SPACES: readonly ActionSpaceId[] = [...FIXED_SPACES.filter((s) => s !== 'money-bag'), ...CITY_CARD_SPACES];
/** Whether a main action may name this space. */
export const isMainActionSpace = (space: string): space is ActionSpaceId => SPACE_BY_ID.has(space) && space !== 'money-bag';

export const cityOfSpace = (id: string): LocationId | null => (id.startsWith('city-card:') ? (id.split(':')[1] as LocationId) : null);

export const BAZAAR_GOODS = ['camels', 'pepper', 'silk', 'gold'] as const;
export type BazaarGood = (typeof BAZAAR_GOODS)[number];
export const BAZAAR_SPACE = {
	camels: 'bazaar-camels',
	pepper: 'bazaar-pepper',
	silk: 'bazaar-silk',
	gold: 'bazaar-gold'
} as const satisfies Record<BazaarGood, FixedSpace>;
export type BazaarSpace = (typeof BAZAAR_SPACE)[BazaarGood];

export interface BazaarCell {
	/** null: unknown, the copy of the game must say. */
	reward: Reward | null;
	source: string;
	confidence: Confidence;
	candidates?: { reward: Reward; source: string }[];
}

const g = (good: Good | 'camels', n: number, more: Reward['amounts'] = {}, ...extras: Reward['extras'][number][]): Reward => ({
	amounts: { [good]: n, ...more },
	extras
});
const cell = (reward: Reward, source = 'data §3.3', confidence: Confidence = 'medium'): BazaarCell => ({ reward, source, confidence });

/**
 * What each column gives, column = die value (the lowest die decides, PL:284; a
 * lower column may be chosen, PL:302). Camels = the die (PL:316); pepper 3 and 4
 * (PL:304) and silk 4 (PL:286) are rulebook examples; the rest BGA = SLG.
 */
export type BazaarColumns = readonly [BazaarCell, BazaarCell, BazaarCell, BazaarCell, BazaarCell, BazaarCell];
const camels = (n: number) => cell(g('camels', n), 'PL:316', 'high');
export const BAZAAR: Record<BazaarGood, BazaarColumns> = {
	camels: [camels(1), camels(2), camels(3), camels(4), camels(5), camels(6)],
	pepper: [
		cell(g('pepper', 1)),
		cell(g('pepper', 2)),
		cell(g('pepper', 2, { coins: 1 }), 'PL:304', 'high'),
		cell(g('pepper', 3), 'PL:304', 'high'),
		cell(g('pepper', 3, { coins: 2 })),
		cell(g('pepper', 4))
	],
	silk: [
		cell(g('silk', 1)),
		cell(g('silk', 2)),
		cell(g('silk', 2, { camels: 1 })),
		cell(g('silk', 3), 'PL:286', 'high'),
		cell(g('silk', 3, { camels: 1, coins: 1 })),
		cell(g('silk', 4))
	],
	gold: [
		cell(g('gold', 1)),
		cell(g('gold', 2)),
		{
			reward: null,
			source: 'data §3.3, GAPS 2',
			confidence: 'low',
			candidates: [
				{ reward: g('gold', 2, { camels: 2 }), source: 'BGA' },
				{ reward: g('gold', 3, { camels: 2 }), source: 'SLG' }
			]
		},
		cell(g('gold', 3)),
		cell(g('gold', 3, {}, 'move-1')),
		cell(g('gold', 4))
	]
};
