import { describe, expect, it } from 'vitest';
import type { Discovery, Action } from '../../../src/lib/engine/merv/catalog.ts';
import type { MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { settle } from '../../../src/lib/engine/merv/holdings/pay.ts';
import { untilTurnOf } from './trade-fixtures.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/** Cell 6 (column 2) a library where Ana (red) makes her first discovery; cell 11 (row 3) the site of the action she has the discount for. */
const game = (action: Action, tile: Discovery, more: MervEntry[]): MervEntry[] => {
	const first: MervEntry[] = [
		...cityGame({ 6: { action: 'library', colour: 'purple' }, 11: { action, colour: 'purple' } }),
		...more,
		set(0, 'cubes.sand', 1),
		{ type: 'turn.master', line: 1 },
		{ type: 'turn.site', cell: 6 },
		// The site's purple and a sand: 2 scrolls, the first discovery (RU L709).
		{ type: 'turn.library', paid: { purple: 1, sand: 1 } },
		{ type: 'owed.discovery', tile },
		{ type: 'turn.ended' }
	];
	// Round 2 activates rows: Ana's master on the action space of row 3 (line 2), her site there.
	return [...untilTurnOf(first, 0, [0, 4, 3, 1]), { type: 'turn.master', line: 2 }, { type: 'turn.site', cell: 11 }];
};

describe('a discount may bring a price to nothing (RU L721–L723), one reading for all four', () => {
	it('settles a one-cube price with no cube only with the discount', () => {
		expect(settle(['purple'], {}, { discount: true })).toEqual({ discount: true, converted: false });
		expect(settle(['purple'], {})).toBeNull();
		expect(settle([], {}, { discount: true })).toEqual({ discount: false, converted: false });
	});

	it('RU L721: one caravan card for no cube with the caravanserai discount; without it, refused', () => {
		const take: MervEntry = { type: 'turn.caravanserai', spices: ['ginger'], paid: {}, camelsTaken: 0, camelsPlaced: 0 };
		const s = ok([...game('caravanserai', 'discount.caravanserai', []), take]);
		expect(s.participants[0]!.tally['spice.ginger']).toBe(1);
		expect(s.participants[0]!.tally['cubes.purple']).toBe(1);
		expect(s.turn!.action).toBe('caravanserai');
		expect(run([...game('caravanserai', 'discount.palace', []), take]).refusal).toEqual({
			key: 'merv_refusal_price',
			params: { count: 1, colour: 'purple' }
		});
	});

	it('RU L721: the first courtier for no cube with the palace discount', () => {
		const colours: MervEntry = { type: 'printed.recorded', values: { 'merv.court-colour.learning': 'purple', 'merv.court-colour.spices': 'turquoise' } };
		const s = ok([...game('palace', 'discount.palace', [colours]), { type: 'turn.palace', courts: ['faith'], paid: {} }]);
		expect(s.participants[0]!.tally['court.faith']).toBe(1);
	});

	it('RU L721: a one-cube mosque step for no cube with the mosque discount', () => {
		const copy: MervEntry = { type: 'printed.recorded', values: { 'merv.mosque.top': 7, 'merv.mosque.points.2.1': 0 } };
		const s = ok([...game('mosque', 'discount.mosque', [copy]), { type: 'turn.mosque', path: 2, steps: 1, paid: {} }]);
		expect(s.participants[0]!.tally.mosqueLevel).toBe(1);
	});

	it('RU L721: a common good for no cube with the Silk Road discount', () => {
		// Rey's good costs a purple (RU L809).
		const s = ok([...game('silk-road', 'discount.silk-road', []), { type: 'turn.silkRoad', post: 'rey', goods: ['rey'], paid: {}, camelsToMarket: 0 }]);
		expect(s.participants[0]!.tally.common).toBe(1);
	});
});
