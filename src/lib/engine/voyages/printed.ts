/**
 * Printed values: numbers that exist only as pictures on the components, in the shared
 * printed catalog (core/printed.ts). By how sure the sources are:
 * - rulebook text (high): built in, the copy of the game cannot change it;
 * - researched data (medium/low): a default the player may correct in their copy;
 * - unknown (the sources disagree, or none says): null until the player tells,
 *   with the sources' candidates to offer.
 */
import * as v from 'valibot';
import { isObject } from '../core/guards.ts';
import { refuse, type Refusal } from '../core/log.ts';
import {
	checkCopyValues,
	printedCatalog,
	printedValue as catalogValue,
	type Copy,
	type PrintedCatalog,
	type PrintedDef as CatalogDef
} from '../core/printed.ts';
import { amounts, whole } from '../core/schema.ts';
import { BAZAAR, BAZAAR_GOODS, type BazaarGood } from './board/action-spaces.ts';
import { EXTRAS, GOODS, RESOURCES, type Confidence, type Reward } from './catalog.ts';
import { CONTRACTS, type ContractTerms } from './cards/contracts.ts';
import { GOAL_CARDS, GOAL_CITIES_POINTS } from './cards/goal-cards.ts';
import { LARGE_CITY_TILES, SMALL_CITY_TILES, type BonusTile } from './map/bonus-tiles.ts';
import { BEIJING_SPACES, SMALL_CITIES, type LocationId } from './map/places.ts';
import { ROUTES, TRAVEL_COST, type RouteCost } from './map/routes.ts';

export type PrintedGroup =
	| 'travel-cost'
	| 'route'
	| 'beijing-space'
	| 'goal-card'
	| 'goal-cities'
	| 'bazaar'
	| 'contract'
	| 'small-city-tile'
	| 'small-city-reward'
	| 'large-city-reward';
/** coins/points: a whole number; route: coins and/or camels; reward; contract: cost and reward; tile: a small-city tile id. */
export type PrintedKind = 'coins' | 'points' | 'route' | 'reward' | 'contract' | 'tile';
export type PrintedValue = number | RouteCost | Reward | ContractTerms | string;

/** Parameters for the translated label. */
export interface PrintedParams {
	steps?: number;
	route?: string;
	space?: number;
	card?: string;
	reached?: number;
	good?: BazaarGood;
	column?: number;
	contract?: string;
	city?: LocationId;
	tile?: string;
}

/** A printed value of this game: the shared definition with this game's groups, kinds and label parameters. */
export type PrintedDef = CatalogDef<PrintedValue> & { group: PrintedGroup; kind: PrintedKind; params: PrintedParams };

export const travelCostId = (steps: number) => `voyages.travel-cost.${steps}`;
export const routeCostId = (route: string) => `voyages.route.${route}`;
export const beijingSpaceId = (space: number) => `voyages.beijing.${space}`;
export const goalCardPointsId = (card: string) => `voyages.goal-card.${card}`;
export const goalCitiesId = (reached: number) => `voyages.goal-cities.${reached}`;
export const bazaarId = (good: BazaarGood, column: number) => `voyages.bazaar.${good}.${column}`;
export const contractTermsId = (contract: string) => `voyages.contract.${contract}`;
/** Which small-city tile has the same letter as this city (the standard setup, PL:92). */
export const smallCityTileId = (city: LocationId) => `voyages.small-city-tile.${city}`;
/** What a small-city bonus tile gives, by the tile's id (the reward the sources give it). */
export const smallTileRewardId = (tile: string) => `voyages.small-city-reward.${tile}`;
/** What a large-city bonus tile gives, by the tile's id. */
export const largeTileRewardId = (tile: string) => `voyages.large-city-reward.${tile}`;

const DATA = 'data';

/** A printed value with a built-in value (or none: unknown), where it was read and how sure. */
const def = (
	id: string,
	group: PrintedGroup,
	kind: PrintedKind,
	params: PrintedParams & Record<string, string | number>,
	value: PrintedValue | null,
	source: string,
	confidence: Confidence,
	more: Pick<PrintedDef, 'candidates' | 'note'> = {}
): PrintedDef => ({ id, group, kind, params, ...(value !== null ? { known: { value, source, confidence } } : {}), ...more });

const withAmounts = <T extends BonusTile>(tiles: readonly T[]) => tiles.filter((t) => Object.keys(t.reward.amounts).length > 0);

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
	// A tile's printed amounts (its icons alone leave nothing to correct): the PL:510 example's tile is rulebook text.
	...withAmounts(SMALL_CITY_TILES).map((t) =>
		def(smallTileRewardId(t.id), 'small-city-reward', 'reward', { tile: t.id }, t.reward, t.confidence === 'high' ? 'PL:510' : `${DATA} §7.1`, t.confidence)
	),
	...withAmounts(LARGE_CITY_TILES).map((t) =>
		def(largeTileRewardId(t.id), 'large-city-reward', 'reward', { tile: t.id }, t.reward, `${DATA} §7.2`, t.confidence)
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

/** What the player has told the app about their copy of the game, by printed-value id (values checked by voyagesPrinted). */
export interface VoyagesCopy extends Copy {
	values: Record<string, PrintedValue>;
}
export const emptyVoyagesCopy = (): VoyagesCopy => ({ values: {} });

const SHAPE = 'voyages_refusal_printed_shape';
const anObject = v.custom<Record<string, unknown>>(isObject, SHAPE);
const rewardSchema = v.pipe(
	anObject,
	v.strictObject(
		{
			amounts: v.pipe(anObject, amounts(RESOURCES)),
			extras: v.pipe(v.array(v.picklist(EXTRAS, SHAPE), SHAPE), v.maxLength(EXTRAS.length, SHAPE))
		},
		SHAPE
	)
);

/** The shape of a value the player gives, by the kind of printed value. */
function schemaOfKind(kind: string): v.GenericSchema {
	switch (kind as PrintedKind) {
		case 'coins':
		case 'points':
			return whole();
		case 'route':
			return v.pipe(anObject, amounts(['coins', 'camels']));
		case 'reward':
			// A bazaar cell gives something: amounts, or an extra such as gold column 5's move.
			return v.pipe(
				rewardSchema,
				v.check((r) => Object.keys(r.amounts).length + r.extras.length > 0, SHAPE)
			);
		case 'contract':
			return v.pipe(anObject, v.strictObject({ cost: v.pipe(anObject, amounts(['camels', ...GOODS])), reward: rewardSchema }, SHAPE));
		case 'tile':
			return v.picklist(
				SMALL_CITY_TILES.map((t) => t.id),
				'voyages_refusal_no_such_tile'
			);
	}
}

/** Every printed value of the game, for the shared copy checks (checkPrintedValue, checkCopyValues, recordPrinted). */
export const voyagesPrinted: PrintedCatalog = printedCatalog(PRINTED_VALUES, schemaOfKind);

/** Rulebook text first (it cannot be lost), else the player's, else the data's default; null: unknown or no such value. */
export function printedValue(copy: Copy, id: string): PrintedValue | null {
	return PRINTED_BY_ID.has(id) ? (catalogValue(voyagesPrinted, copy, id) as PrintedValue | null) : null;
}

const asNumber = (v: PrintedValue | null) => (typeof v === 'number' ? v : null);
const asObject = <T>(v: PrintedValue | null) => (v !== null && typeof v === 'object' ? (v as T) : null);

export const travelCoins = (copy: Copy, steps: number) => asNumber(printedValue(copy, travelCostId(steps)));
export const routeCost = (copy: Copy, route: string) => asObject<RouteCost>(printedValue(copy, routeCostId(route)));
export const beijingPoints = (copy: Copy, space: number) => asNumber(printedValue(copy, beijingSpaceId(space)));
export const goalCardPoints = (copy: Copy, card: string) => asNumber(printedValue(copy, goalCardPointsId(card)));
/** No goal city reached is 0, not an unknown value. */
export const goalCitiesPoints = (copy: Copy, reached: number) => (reached <= 0 ? 0 : asNumber(printedValue(copy, goalCitiesId(reached))));
export const bazaarReward = (copy: Copy, good: BazaarGood, column: number) => asObject<Reward>(printedValue(copy, bazaarId(good, column)));
export const contractTerms = (copy: Copy, contract: string) => asObject<ContractTerms>(printedValue(copy, contractTermsId(contract)));
/** What a bonus tile gives in this copy of the game: its printed amounts as read off the copy, else the sources' reward. */
const tileReward = (copy: Copy, id: string, tiles: readonly BonusTile[], tile: string): Reward =>
	asObject<Reward>(printedValue(copy, id)) ?? tiles.find((t) => t.id === tile)?.reward ?? { amounts: {}, extras: [] };
export const smallTileReward = (copy: Copy, tile: string) => tileReward(copy, smallTileRewardId(tile), SMALL_CITY_TILES, tile);
export const largeTileReward = (copy: Copy, tile: string) => tileReward(copy, largeTileRewardId(tile), LARGE_CITY_TILES, tile);
export function smallCityTileAt(copy: Copy, city: LocationId): string | null {
	const v = printedValue(copy, smallCityTileId(city));
	return typeof v === 'string' ? v : null;
}

/** A whole copy: every value fits, and no small-city tile stands on two cities. */
export function checkVoyagesCopy(copy: Copy): Refusal | null {
	const bad = checkCopyValues(voyagesPrinted, copy.values);
	if (bad) return bad;
	const tiles = SMALL_CITIES.map((city) => copy.values[smallCityTileId(city)]).filter((t): t is string => typeof t === 'string');
	const twice = tiles.find((t, i) => tiles.indexOf(t) !== i);
	return twice === undefined ? null : refuse('voyages_refusal_small_city_tile_twice', { tile: String(twice) });
}
