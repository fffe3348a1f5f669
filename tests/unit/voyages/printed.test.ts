import { describe, expect, it } from 'vitest';
import { checkPrintedValue as checkPrinted } from '../../../src/lib/engine/core/printed.ts';
import {
	PRINTED_VALUES,
	bazaarId,
	bazaarReward,
	beijingPoints,
	beijingSpaceId,
	checkVoyagesCopy,
	contractTerms,
	contractTermsId,
	emptyVoyagesCopy,
	goalCardPoints,
	goalCardPointsId,
	goalCitiesId,
	goalCitiesPoints,
	printedValue,
	routeCost,
	routeCostId,
	smallCityTileAt,
	smallCityTileId,
	travelCoins,
	travelCostId,
	voyagesPrinted,
	type VoyagesCopy
} from '../../../src/lib/engine/voyages/index.ts';
import { expectRefusal } from './helpers.ts';

const empty = emptyVoyagesCopy();
/** The one check of a value the player gives: the shared one on this game's catalog. */
const checkPrintedValue = (id: string, value: unknown) => checkPrinted(voyagesPrinted, id, value);

describe('printed values: rulebook, data default, unknown', () => {
	it('lists every printed value the engine uses, once', () => {
		const counts: Record<string, number> = {};
		for (const d of PRINTED_VALUES) counts[d.group] = (counts[d.group] ?? 0) + 1;
		expect(counts).toEqual({
			'travel-cost': 6,
			route: 30,
			'beijing-space': 4,
			'goal-card': 18,
			'goal-cities': 4,
			bazaar: 24,
			contract: 44,
			'small-city-tile': 6,
			// The bonus tiles that print amounts (data §7): 4 of the 6 small-city ones, 6 of the 10 large-city ones.
			'small-city-reward': 4,
			'large-city-reward': 6
		});
		expect(new Set(PRINTED_VALUES.map((d) => d.id)).size).toBe(PRINTED_VALUES.length);
	});

	it('unknown until the player says: gold column 3, contract C02, which tile has each small city’s letter', () => {
		const unknown = PRINTED_VALUES.filter((d) => !d.known).map((d) => d.id);
		expect(unknown).toEqual([
			bazaarId('gold', 3),
			contractTermsId('C02'),
			...['anxi', 'kashgar', 'xian', 'ormuz', 'adana', 'kochi'].map((c) => smallCityTileId(c as never))
		]);
		for (const id of unknown) {
			expect(printedValue(empty, id)).toBeNull();
			expect(PRINTED_VALUES.find((d) => d.id === id)!.candidates!.length).toBeGreaterThan(0);
		}
		expect(bazaarReward(empty, 'gold', 3)).toBeNull();
		expect(contractTerms(empty, 'C02')).toBeNull();
		expect(smallCityTileAt(empty, 'xian')).toBeNull();
	});

	it('rulebook text cannot be changed by the copy: 2 steps 7, 3 steps 12, Beijing’s first space 10, goal cities 1 → 1, 2 → 3', () => {
		const wrong: VoyagesCopy = { values: { [travelCostId(2)]: 1, [travelCostId(3)]: 1, [beijingSpaceId(1)]: 1, [goalCitiesId(1)]: 5, [goalCitiesId(2)]: 5 } };
		expect([travelCoins(wrong, 2), travelCoins(wrong, 3), beijingPoints(wrong, 1), goalCitiesPoints(wrong, 1), goalCitiesPoints(wrong, 2)]).toEqual([
			7, 12, 10, 1, 3
		]);
		expectRefusal(checkPrintedValue(travelCostId(3), 11), 'refusal_printed_value_built_in');
	});

	it('data defaults stand until the player corrects them', () => {
		expect([travelCoins(empty, 4), beijingPoints(empty, 2), goalCitiesPoints(empty, 4), goalCardPoints(empty, 'goal-sumatra-anxi')]).toEqual([12, 7, 10, 8]);
		expect(routeCost(empty, 'adana~kochi')).toEqual({ coins: 15 });
		const told: VoyagesCopy = {
			values: {
				[travelCostId(4)]: 15,
				[beijingSpaceId(2)]: 6,
				[goalCardPointsId('goal-sumatra-anxi')]: 9,
				[routeCostId('adana~kochi')]: { coins: 12 },
				[smallCityTileId('xian')]: 'other-city-bonus'
			}
		};
		expect([travelCoins(told, 4), beijingPoints(told, 2), goalCardPoints(told, 'goal-sumatra-anxi')]).toEqual([15, 6, 9]);
		expect(routeCost(told, 'adana~kochi')).toEqual({ coins: 12 });
		expect(smallCityTileAt(told, 'xian')).toBe('other-city-bonus');
		expect(checkVoyagesCopy(told)).toBeNull();
	});

	it('no goal city reached is 0, not unknown; an id nobody knows is null', () => {
		expect(goalCitiesPoints(empty, 0)).toBe(0);
		expect(printedValue(empty, 'voyages.nothing')).toBeNull();
	});
});

describe('checking what the player tells', () => {
	it('whole numbers, the right shapes, a real tile', () => {
		expect(checkPrintedValue(travelCostId(5), 20)).toBeNull();
		expectRefusal(checkPrintedValue(travelCostId(5), 2.5), 'refusal_not_whole_number', { field: 'value' });
		expectRefusal(checkPrintedValue(travelCostId(5), -1), 'refusal_not_whole_number');
		expectRefusal(checkPrintedValue(routeCostId('adana~kochi'), { gold: 1 }), 'refusal_no_such_resource');
		expectRefusal(checkPrintedValue(routeCostId('adana~kochi'), { coins: -3 }), 'refusal_not_whole_number', { field: 'coins' });
		expect(checkPrintedValue(bazaarId('gold', 3), { amounts: { gold: 2, camels: 2 }, extras: [] })).toBeNull();
		expectRefusal(checkPrintedValue(bazaarId('gold', 3), { amounts: { gold: 2 }, extras: ['wish'] }), 'voyages_refusal_printed_shape');
		expectRefusal(checkPrintedValue(bazaarId('gold', 3), 4), 'voyages_refusal_printed_shape');
		expect(
			checkPrintedValue(contractTermsId('C02'), { cost: { camels: 2, silk: 1, gold: 2 }, reward: { amounts: { points: 6, camels: 4 }, extras: [] } })
		).toBeNull();
		expectRefusal(checkPrintedValue(contractTermsId('C02'), { cost: { coins: 2 }, reward: { amounts: {}, extras: [] } }), 'refusal_no_such_resource');
		expectRefusal(checkPrintedValue(smallCityTileId('xian'), 'dragon'), 'voyages_refusal_no_such_tile');
		expectRefusal(checkPrintedValue('voyages.nothing', 1), 'refusal_no_such_printed_value');
	});

	it('a tile on two cities is refused', () => {
		const copy: VoyagesCopy = { values: { [smallCityTileId('xian')]: 'points-3', [smallCityTileId('kochi')]: 'points-3' } };
		expectRefusal(checkVoyagesCopy(copy), 'voyages_refusal_small_city_tile_twice', { tile: 'points-3' });
		expectRefusal(checkVoyagesCopy({ values: { [travelCostId(2)]: 8 } }), 'refusal_printed_value_built_in');
	});
});
