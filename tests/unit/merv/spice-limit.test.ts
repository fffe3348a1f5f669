/** The influence limit on spice types as a screen checks it card by card (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { spiceLimit, spiceLimitNeeded } from '../../../src/lib/engine/merv/caravanserai.ts';
import type { MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

const SYMBOLS = ['merv.influence-track.spices-2', 'merv.influence-track.spices-3', 'merv.influence-track.spices-4'];
const thresholds: MervEntry = { type: 'printed.recorded', values: { [SYMBOLS[0]!]: 4, [SYMBOLS[1]!]: 7, [SYMBOLS[2]!]: 10 } };
/** Ana (red) on a caravanserai site of column 1, holding 2 purple cubes. */
const onCaravanserai = (more: MervEntry[] = []): MervEntry[] => [
	...cityGame({ 6: { action: 'caravanserai', colour: 'purple' } }),
	set(0, 'cubes.purple', 2),
	...more,
	{ type: 'turn.master', line: 1 },
	{ type: 'turn.site', cell: 6 }
];
const take = (spices: ('ginger' | 'juniper' | 'cinnamon')[]): MervEntry => ({
	type: 'turn.caravanserai',
	spices,
	paid: { purple: spices.length },
	camelsTaken: 0,
	camelsPlaced: 0
});

describe('the spice types a player may hold (RU L593–L601)', () => {
	it('L595: one spice needs nothing from the copy; a second needs the influence track’s three spice symbols, asked together', () => {
		const s = ok(onCaravanserai());
		expect(spiceLimitNeeded(s, 0, ['ginger', 'ginger'])).toEqual([]);
		expect(spiceLimitNeeded(s, 0, ['ginger', 'juniper'])).toEqual(SYMBOLS);
		// The entry is refused with as many values as the screen asks, and changes nothing.
		const r = run([...onCaravanserai(), take(['ginger', 'juniper'])]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 3 } });
		expect(r.state).toEqual(s);
		const some = ok(onCaravanserai([{ type: 'printed.recorded', values: { [SYMBOLS[0]!]: 4 } }]));
		expect(spiceLimitNeeded(some, 0, ['ginger', 'juniper'])).toEqual(SYMBOLS.slice(1));
		expect(spiceLimitNeeded(ok(onCaravanserai([thresholds])), 0, ['ginger', 'juniper'])).toEqual([]);
	});

	it('L597: below the 2× symbol a second type is refused card by card, as the entry is; at it, allowed', () => {
		const below = ok(onCaravanserai([thresholds, set(0, 'influence', 3)]));
		expect(spiceLimit(below, 0, ['ginger'])).toBeNull();
		expect(spiceLimit(below, 0, ['ginger', 'juniper'])).toEqual({ key: 'merv_refusal_spice_types', params: { allowed: 1 } });
		expect(run([...onCaravanserai([thresholds, set(0, 'influence', 3)]), take(['ginger', 'juniper'])]).refusal?.key).toBe('merv_refusal_spice_types');
		const at = ok(onCaravanserai([thresholds, set(0, 'influence', 4)]));
		expect(spiceLimit(at, 0, ['ginger', 'juniper'])).toBeNull();
		expect(spiceLimit(at, 0, ['ginger', 'juniper', 'cinnamon'])).toEqual({ key: 'merv_refusal_spice_types', params: { allowed: 2 } });
	});

	it('L593: the cards already held count with those taken now', () => {
		const held = ok(onCaravanserai([thresholds, set(0, 'spice.cinnamon', 1)]));
		expect(spiceLimit(held, 0, ['ginger'])).toEqual({ key: 'merv_refusal_spice_types', params: { allowed: 1 } });
		expect(spiceLimitNeeded(ok(onCaravanserai([set(0, 'spice.cinnamon', 1)])), 0, ['ginger'])).toEqual(SYMBOLS);
	});

	it('L1123: the judge holds every spice whatever its influence, and needs nothing asked', () => {
		const solo = cityGame({}, [{ name: 'Ana', colour: 'blue' }], { chamberlain: 'green', judge: 'red' });
		const s = ok([...solo, thresholds]);
		expect(spiceLimitNeeded(ok(solo), 1, ['ginger', 'juniper', 'cinnamon'])).toEqual([]);
		expect(spiceLimit(s, 1, ['ginger', 'juniper', 'cinnamon'])).toBeNull();
	});
});

describe('a caravan card taken outside the caravanserai keeps the limit (RU L395, L739, L593–L601)', () => {
	/** Ana (red), holding a ginger card, a camel and 5 scrolls, on the orange library of row 2, column 3: the camel market is on her line. */
	const atMarket = (more: MervEntry[] = []): MervEntry[] => [
		...cityGame(),
		set(0, 'spice.ginger', 1),
		set(0, 'camels', 1),
		set(0, 'scrolls', 5),
		{ type: 'printed.recorded', values: { 'merv.market.a.nw': 'caravan-card', 'merv.market.b.nw': 'caravan-card' } },
		...more,
		{ type: 'turn.master', line: 2 },
		{ type: 'turn.site', cell: 7 }
	];
	const market = (spice: 'ginger' | 'juniper'): MervEntry => ({ type: 'turn.market', corner: 0, spice });
	/** An orange cube at the library makes her sixth scroll: the third discovery is owed (RU L709). */
	const third = (spice: 'ginger' | 'juniper'): MervEntry[] => [
		{ type: 'turn.library', paid: { orange: 1 } },
		{ type: 'owed.discovery', tile: 'third.caravan-card', spice }
	];
	const orange = set(0, 'cubes.orange', 1);

	it('L395, L739: the symbols the screen asks are those the entry is refused for, from the market and from the discovery', () => {
		const s = ok(atMarket([orange]));
		expect(spiceLimitNeeded(s, 0, ['juniper'])).toEqual(SYMBOLS);
		expect(spiceLimitNeeded(s, 0, ['ginger'])).toEqual([]);
		expect(run([...atMarket(), market('juniper')]).refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 3 } });
		expect(run([...atMarket([orange]), ...third('juniper')]).refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 3 } });
		expect(ok([...atMarket(), market('ginger')]).participants[0]!.tally['spice.ginger']).toBe(2);
	});

	it('L597: with the symbols known, a spice over the limit is refused where spiceLimit refuses the tap', () => {
		const s = ok(atMarket([thresholds, orange]));
		expect(spiceLimit(s, 0, ['juniper'])).toEqual({ key: 'merv_refusal_spice_types', params: { allowed: 1 } });
		expect(run([...atMarket([thresholds]), market('juniper')]).refusal?.key).toBe('merv_refusal_spice_types');
		expect(run([...atMarket([thresholds, orange]), ...third('juniper')]).refusal?.key).toBe('merv_refusal_spice_types');
		const allowed = [thresholds, set(0, 'influence', 4), orange];
		expect(spiceLimit(ok(atMarket(allowed)), 0, ['juniper'])).toBeNull();
		expect(ok([...atMarket(allowed), ...third('juniper')]).participants[0]!.tally['spice.juniper']).toBe(1);
	});
});
