import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { mp1Rules, routeCostId, travelCostId, ROUTES } from '../../../src/lib/engine/marco-polo/index.ts';
import { checkMp1CopyValues, checkMp1PrintedValue } from '../../../src/lib/engine/marco-polo/printed.ts';
import { mp1Build, mp1Created, mp1ExpectAccepted, mp1ExpectRefused } from './fixtures.ts';

const VENEZIA_ALEXANDRIA = ROUTES.find((r) => (r.a === 'venezia' && r.b === 'alexandria') || (r.a === 'alexandria' && r.b === 'venezia'))!;

describe("a game keeps the printed values of the group's copy of the game", () => {
	it('a corrected route cost changes what a travel costs; the default stands otherwise', () => {
		const start = (copy?: Record<string, unknown>) => mp1Build([], { ...mp1Created(2), ...(copy ? { copy } : {}) } as never, { type: 'setup.completed' });
		const plain = start();
		const corrected = start({ [routeCostId(VENEZIA_ALEXANDRIA.id)]: { camels: 1 } });
		const travel = { type: 'travel' as const, player: 0, path: ['venezia', 'alexandria'], maxSteps: 1 };
		const before = replay(mp1Rules, plain).players[0]!.stock;
		const a = mp1ExpectAccepted(plain, travel).state.players[0]!.stock;
		const b = mp1ExpectAccepted(corrected, travel).state.players[0]!.stock;
		expect(before.camels - a.camels).toBe(VENEZIA_ALEXANDRIA.extra.camels ?? 0);
		expect(before.camels - b.camels).toBe(1);
		expect(a.coins).toBe(b.coins);
	});

	it('a value the rulebook prints cannot be changed by a copy, and a malformed copy is refused', () => {
		// 2 steps cost 7 coins by the rulebook text: built in.
		mp1ExpectRefused([], { ...mp1Created(2), copy: { [travelCostId(2)]: 1 } }, 'refusal_printed_value_built_in');
		mp1ExpectRefused([], { ...mp1Created(2), copy: { [routeCostId(VENEZIA_ALEXANDRIA.id)]: { gold: 2 } } }, 'refusal_not_whole_number', { field: 'value' });
		mp1ExpectRefused([], { ...mp1Created(2), copy: { 'mp1.nothing': 3 } }, 'refusal_no_such_printed_value');
		mp1ExpectRefused([], { ...mp1Created(2), copy: [] }, 'refusal_mp1_malformed');
		expect(checkMp1CopyValues({ [travelCostId(4)]: 12 })).toBeNull();
		// A small city's tile must be one of the six tiles.
		expect(checkMp1CopyValues({ 'mp1.small-city-tile.anxi': 'coins-5' })).toBeNull();
		expect(checkMp1CopyValues({ 'mp1.small-city-tile.anxi': 'gold-bars' })).toEqual({ key: 'refusal_mp1_no_such_tile' });
		// A bazaar cell is corrected as amounts (gold column 3 is unknown in the sources); contract terms not yet.
		expect(checkMp1PrintedValue('mp1.bazaar.gold.3', { amounts: { gold: 3, camels: 2 }, extras: [] })).toBeNull();
		expect(checkMp1PrintedValue('mp1.bazaar.gold.3', { gold: 3 })).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		// Contract C02's silk is in doubt (1 or 2): the copy says which; a malformed term is refused.
		expect(
			checkMp1PrintedValue('mp1.contract.C02', { cost: { camels: 2, silk: 1, gold: 2 }, reward: { amounts: { points: 6, camels: 4 }, extras: [] } })
		).toBeNull();
		expect(checkMp1PrintedValue('mp1.contract.C02', { cost: { coins: 2 }, reward: { amounts: {}, extras: [] } })).toEqual({
			key: 'refusal_not_whole_number',
			params: { field: 'value' }
		});
		expect(checkMp1PrintedValue('mp1.contract.C02', { cost: {}, reward: { amounts: {}, extras: ['a-castle'] } })).toEqual({
			key: 'refusal_not_whole_number',
			params: { field: 'value' }
		});
	});
});
