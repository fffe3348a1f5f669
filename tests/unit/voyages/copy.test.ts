import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { voyagesRules, routeCostId, travelCostId, ROUTES } from '../../../src/lib/engine/voyages/index.ts';
import { checkCopyValues, checkEditablePrintedValue } from '../../../src/lib/engine/voyages/printed.ts';
import { voyagesBuild, voyagesCreated, voyagesExpectAccepted, voyagesExpectRefused } from './fixtures.ts';

const VENEZIA_ALEXANDRIA = ROUTES.find((r) => (r.a === 'venezia' && r.b === 'alexandria') || (r.a === 'alexandria' && r.b === 'venezia'))!;

describe("a game keeps the printed values of the group's copy of the game", () => {
	it('a corrected route cost changes what a travel costs; the default stands otherwise', () => {
		const start = (copy?: Record<string, unknown>) =>
			voyagesBuild([], { ...voyagesCreated(2), ...(copy ? { copy } : {}) } as never, { type: 'setup.completed' });
		const plain = start();
		const corrected = start({ [routeCostId(VENEZIA_ALEXANDRIA.id)]: { camels: 1 } });
		const travel = { type: 'travel' as const, player: 0, path: ['venezia', 'alexandria'], maxSteps: 1 };
		const before = replay(voyagesRules, plain).players[0]!.stock;
		const a = voyagesExpectAccepted(plain, travel).state.players[0]!.stock;
		const b = voyagesExpectAccepted(corrected, travel).state.players[0]!.stock;
		expect(before.camels - a.camels).toBe(VENEZIA_ALEXANDRIA.extra.camels ?? 0);
		expect(before.camels - b.camels).toBe(1);
		expect(a.coins).toBe(b.coins);
	});

	it('a value the rulebook prints cannot be changed by a copy, and a malformed copy is refused', () => {
		// 2 steps cost 7 coins by the rulebook text: built in.
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { [travelCostId(2)]: 1 } }, 'refusal_printed_value_built_in');
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { [routeCostId(VENEZIA_ALEXANDRIA.id)]: { gold: 2 } } }, 'refusal_not_whole_number', {
			field: 'value'
		});
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { 'voyages.nothing': 3 } }, 'refusal_no_such_printed_value');
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: [] }, 'voyages_refusal_malformed');
		expect(checkCopyValues({ [travelCostId(4)]: 12 })).toBeNull();
		// A small city's tile must be one of the six tiles.
		expect(checkCopyValues({ 'voyages.small-city-tile.anxi': 'coins-5' })).toBeNull();
		expect(checkCopyValues({ 'voyages.small-city-tile.anxi': 'gold-bars' })).toEqual({ key: 'voyages_refusal_no_such_tile' });
		// A bazaar cell is corrected as amounts (gold column 3 is unknown in the sources); contract terms not yet.
		expect(checkEditablePrintedValue('voyages.bazaar.gold.3', { amounts: { gold: 3, camels: 2 }, extras: [] })).toBeNull();
		expect(checkEditablePrintedValue('voyages.bazaar.gold.3', { gold: 3 })).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		// Contract C02's silk is in doubt (1 or 2): the copy says which; a malformed term is refused.
		expect(
			checkEditablePrintedValue('voyages.contract.C02', { cost: { camels: 2, silk: 1, gold: 2 }, reward: { amounts: { points: 6, camels: 4 }, extras: [] } })
		).toBeNull();
		expect(checkEditablePrintedValue('voyages.contract.C02', { cost: { coins: 2 }, reward: { amounts: {}, extras: [] } })).toEqual({
			key: 'refusal_not_whole_number',
			params: { field: 'value' }
		});
		expect(checkEditablePrintedValue('voyages.contract.C02', { cost: {}, reward: { amounts: {}, extras: ['a-castle'] } })).toEqual({
			key: 'refusal_not_whole_number',
			params: { field: 'value' }
		});
	});
});
