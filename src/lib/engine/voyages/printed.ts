/**
 * Printed values: numbers that exist only as pictures on the components.
 * Three kinds, by how sure the sources are (catalog.ts `Confidence`):
 * - rulebook text (high): built in, the copy of the game cannot change it;
 * - researched data (medium/low): a default the player may correct in their copy;
 * - unknown (the sources disagree, or none says): null until the player tells,
 *   with the sources' candidates to offer.
 */
import type { Refusal } from '../core/log.ts';
import type { Amounts } from '../core/resources.ts';
import { BAZAAR, BAZAAR_GOODS, type BazaarGood } from './board.ts';
import { EXTRAS, RESOURCES, type Confidence, type Reward } from './catalog.ts';
import { CONTRACTS, GOAL_CARDS, GOAL_CITIES_POINTS, SMALL_CITY_TILES, type ContractTerms } from './cards.ts';
import { BEIJING_SPACES, ROUTES, SMALL_CITIES, TRAVEL_COST, type LocationId, type RouteCost } from './map.ts';

export type PrintedGroup = 'travel-cost' | 'route' | 'beijing-space' | 'goal-card' | 'goal-cities' | 'bazaar' | 'contract' | 'small-city-tile';
/** coins/points: a whole number; route: coins and/or camels; reward; contract: cost and reward; tile: a small-city tile id. */
export type PrintedKind = 'coins' | 'points' | 'route' | 'reward' | 'contract' | 'tile';
export type PrintedValue = number | RouteCost | Reward | ContractTerms | string;

export interface PrintedDef {
	id: string;
	group: PrintedGroup;
	kind: PrintedKind;
	/** Parameters for the translated label. */
	params: {
		steps?: number;
		route?: string;
		space?: number;
		card?: string;
		reached?: number;
		good?: BazaarGood;
		column?: number;
		contract?: string;
		city?: LocationId;
	};
	known?: { value: PrintedValue; source: string; confidence: Confidence };
	/** For an unknown value: what each source says. */
	candidates?: { value: PrintedValue; source: string }[];
	note?: string;
}

export const travelCostId = (steps: number) => `voyages.travel-cost.${steps}`;
export const routeCostId = (route: string) => `voyages.route.${route}`;
export const beijingSpaceId = (space: number) => `voyages.beijing.${space}`;
export const goalCardPointsId = (card: string) => `voyages.goal-card.${card}`;
export const goalCitiesId = (reached: number) => `voyages.goal-cities.${reached}`;
export const bazaarId = (good: BazaarGood, column: number) => `voyages.bazaar.${good}.${column}`;
export const contractTermsId = (contract: string) => `voyages.contract.${contract}`;
/** Which small-city tile has the same letter as this city (the standard setup, PL:92). */
export const smallCityTileId = (city: LocationId) => `voyages.small-city-tile.${city}`;

const DATA = 'data';

/** A printed value with a built-in value (or none: unknown), where it was read and how sure. */
const def = (
	id: string,
	group: PrintedGroup,
	kind: PrintedKind,
	params: PrintedDef['params'],
	value: PrintedValue | null,
	source: string,
	confidence: Confidence,
	more: Pick<PrintedDef, 'candidates' | 'note'> = {}
): PrintedDef => ({ id, group, kind, params, ...(value !== null ? { known: { value, source, confidence } } : {}), ...more });

export const PRINTED_VALUES: readonly PrintedDef[] = [
	...Object.entries(TRAVEL_COST).map(([k, t]) => def(travelCostId(Number(k)), 'travel-cost', 'coins', { steps: Number(k) }, t.coins, t.source, t.confidence)),
	...ROUTES.map((r) => def(routeCostId(r.id), 'route', 'route', { route: r.id }, r.extra, `${DATA} §3.2`, r.confidence)),
	...BEIJING_SPACES.map((b, i) => def(beijingSpaceId(i + 1), 'beijing-space', 'points', { space: i + 1 }, b.points, b.source, b.confidence)),
	...GOAL_CARDS.map((g) => def(goalCardPointsId(g.id), 'goal-card', 'points', { card: g.id }, g.points, `${DATA} §1.1`, 'medium')),
	...GOAL_CITIES_POINTS.map((g) => def(goalCitiesId(g.reached), 'goal-cities', 'points', { reached: g.reached }, g.points, g.source, g.confidence)),
	...BAZAAR_GOODS.flatMap((good) =>
		BAZAAR[good].map((c, i) =>
			def(bazaarId(good, i + 1), 'bazaar', 'reward', { good, column: i + 1 }, c.reward, c.source, c.confidence, {
				...(c.candidates ? { candidates: c.candidates.map((x) => ({ value: x.reward, source: x.source })) } : {})
			})
		)
	),
	...CONTRACTS.map((c) =>
		def(contractTermsId(c.id), 'contract', 'contract', { contract: c.id }, c.terms, `${DATA} §6`, c.confidence, {
			...(c.candidates ? { candidates: c.candidates.map((x) => ({ value: x.terms, source: x.source })) } : {}),
			...(c.note ? { note: c.note } : {})
		})
	),
	...SMALL_CITIES.map((city) => {
		const hint = SMALL_CITY_TILES.find((t) => t.hint.city === city);
		return def(smallCityTileId(city), 'small-city-tile', 'tile', { city }, null, '', 'low', {
			...(hint ? { candidates: [{ value: hint.id, source: hint.hint.source }] } : {}),
			note: 'the letters A–F of the tiles and cities are not known (data GAPS 4)'
		});
	})
];

export const PRINTED_BY_ID: ReadonlyMap<string, PrintedDef> = new Map(PRINTED_VALUES.map((d) => [d.id, d]));

/** What the player has told the app about their copy of the game, by printed-value id. */
export interface VoyagesCopy {
	values: Record<string, PrintedValue>;
}
export const emptyVoyagesCopy = (): VoyagesCopy => ({ values: {} });

/** Rulebook text first (it cannot be lost), else the player's, else the data's default; null: unknown. */
export function printedValue(copy: VoyagesCopy, id: string): PrintedValue | null {
	const def = PRINTED_BY_ID.get(id);
	if (!def) return null;
	if (def.known?.confidence === 'high') return def.known.value;
	return copy.values[id] ?? def.known?.value ?? null;
}

const asNumber = (v: PrintedValue | null) => (typeof v === 'number' ? v : null);
const asObject = <T>(v: PrintedValue | null) => (v !== null && typeof v === 'object' ? (v as T) : null);

export const travelCoins = (copy: VoyagesCopy, steps: number) => asNumber(printedValue(copy, travelCostId(steps)));
export const routeCost = (copy: VoyagesCopy, route: string) => asObject<RouteCost>(printedValue(copy, routeCostId(route)));
export const beijingPoints = (copy: VoyagesCopy, space: number) => asNumber(printedValue(copy, beijingSpaceId(space)));
export const goalCardPoints = (copy: VoyagesCopy, card: string) => asNumber(printedValue(copy, goalCardPointsId(card)));
/** No goal city reached is 0, not an unknown value. */
export const goalCitiesPoints = (copy: VoyagesCopy, reached: number) => (reached <= 0 ? 0 : asNumber(printedValue(copy, goalCitiesId(reached))));
export const bazaarReward = (copy: VoyagesCopy, good: BazaarGood, column: number) => asObject<Reward>(printedValue(copy, bazaarId(good, column)));
export const contractTerms = (copy: VoyagesCopy, contract: string) => asObject<ContractTerms>(printedValue(copy, contractTermsId(contract)));
export function smallCityTileAt(copy: VoyagesCopy, city: LocationId): string | null {
	const v = printedValue(copy, smallCityTileId(city));
	return typeof v === 'string' ? v : null;
}

// ---------------------------------------------------------------- checking what the player tells

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });

function checkAmounts(amounts: unknown, allowed: readonly string[], id: string): Refusal | null {
	if (amounts === null || typeof amounts !== 'object') return refuse('voyages_refusal_printed_shape', { id });
	for (const [k, v] of Object.entries(amounts as Amounts)) {
		if (!allowed.includes(k)) return refuse('voyages_refusal_printed_shape', { id });
		if (!isWhole(v)) return refuse('voyages_refusal_printed_not_whole', { id });
	}
	return null;
}

function checkReward(reward: unknown, id: string): Refusal | null {
	if (reward === null || typeof reward !== 'object') return refuse('voyages_refusal_printed_shape', { id });
	const { amounts, extras } = reward as Reward;
	if (!Array.isArray(extras) || extras.some((e) => !EXTRAS.includes(e))) return refuse('voyages_refusal_printed_shape', { id });
	return checkAmounts(amounts, RESOURCES, id);
}

/** The reason a value the player gives for a printed value is refused, or null. */
export function checkPrintedValue(id: string, value: unknown): Refusal | null {
	const def = PRINTED_BY_ID.get(id);
	if (!def) return refuse('voyages_refusal_no_such_printed_value', { id });
	if (def.known?.confidence === 'high') return refuse('voyages_refusal_printed_from_rulebook', { id });
	switch (def.kind) {
		case 'coins':
		case 'points':
			return isWhole(value) ? null : refuse('voyages_refusal_printed_not_whole', { id });
		case 'route':
			return checkAmounts(value, ['coins', 'camels'], id);
		case 'reward':
			return checkReward(value, id);
		case 'contract': {
			if (value === null || typeof value !== 'object') return refuse('voyages_refusal_printed_shape', { id });
			const t = value as ContractTerms;
			return checkAmounts(t.cost, ['camels', 'pepper', 'silk', 'gold'], id) ?? checkReward(t.reward, id);
		}
		case 'tile':
			return typeof value === 'string' && SMALL_CITY_TILES.some((t) => t.id === value) ? null : refuse('voyages_refusal_no_such_tile', { id });
	}
}

/** A whole copy: every value fits, and no small-city tile stands on two cities. */
export function checkVoyagesCopy(copy: VoyagesCopy): Refusal | null {
	for (const [id, value] of Object.entries(copy.values)) {
		const bad = checkPrintedValue(id, value);
		if (bad) return bad;
	}
	const tiles = SMALL_CITIES.map((city) => copy.values[smallCityTileId(city)]).filter((t) => t !== undefined);
	const twice = tiles.find((t, i) => tiles.indexOf(t) !== i);
	return twice === undefined ? null : refuse('voyages_refusal_small_city_tile_twice', { tile: String(twice) });
}

const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999;

/** The reason a value cannot stand for this printed value, or null. Built-in rulebook values cannot be changed. */
export function checkEditablePrintedValue(id: string, value: unknown): Refusal | null {
	const def = PRINTED_BY_ID.get(id);
	if (!def) return { key: 'refusal_no_such_printed_value' };
	if (def.known?.confidence === 'high') return { key: 'refusal_printed_value_built_in' };
	const bad: Refusal = { key: 'refusal_not_whole_number', params: { field: 'value' } };
	switch (def.kind) {
		case 'coins':
		case 'points':
			return whole(value) ? null : bad;
		case 'route': {
			if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
			const entries = Object.entries(value);
			return entries.every(([k, v]) => (k === 'coins' || k === 'camels') && whole(v)) ? null : bad;
		}
		case 'tile':
			return typeof value === 'string' && SMALL_CITY_TILES.some((t) => t.id === value) ? null : { key: 'voyages_refusal_no_such_tile' };
		case 'reward': {
			// A bazaar cell: amounts of this game's resources, no extras.
			if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
			const r = value as { amounts?: unknown; extras?: unknown };
			if (!Array.isArray(r.extras) || r.extras.length > 0 || typeof r.amounts !== 'object' || r.amounts === null) return bad;
			const amounts = Object.entries(r.amounts);
			return amounts.length > 0 && amounts.every(([k, v]) => (RESOURCES as readonly string[]).includes(k) && whole(v)) ? null : bad;
		}
		case 'contract': {
			// A contract as printed: goods and camels to pay, a reward of points and more, its reward icons.
			if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
			const c = value as { cost?: unknown; reward?: { amounts?: unknown; extras?: unknown } };
			const amountsOk = (a: unknown, keys: readonly string[]) =>
				typeof a === 'object' && a !== null && !Array.isArray(a) && Object.entries(a).every(([k, v]) => keys.includes(k) && whole(v));
			if (!amountsOk(c.cost, ['camels', 'pepper', 'silk', 'gold']) || !c.reward || !amountsOk(c.reward.amounts, RESOURCES)) return bad;
			if (!Array.isArray(c.reward.extras) || !c.reward.extras.every((e) => (EXTRAS as readonly unknown[]).includes(e))) return bad;
			return null;
		}
		default:
			return { key: 'voyages_refusal_printed_not_editable' };
	}
}

/** Every value of a copy, checked. */
export function checkCopyValues(values: unknown): Refusal | null {
	if (typeof values !== 'object' || values === null || Array.isArray(values)) return { key: 'voyages_refusal_malformed' };
	for (const [id, v] of Object.entries(values)) {
		const bad = checkEditablePrintedValue(id, v);
		if (bad) return bad;
	}
	return null;
}
