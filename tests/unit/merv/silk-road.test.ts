import { describe, expect, it } from 'vitest';
import { CUBES, type City } from '../../../src/lib/engine/merv/catalog.ts';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { routeCamels, silkRoad, silkRoadNeeded } from '../../../src/lib/engine/merv/handlers/silk-road.ts';
import type { Cubes } from '../../../src/lib/engine/merv/holdings/pay.ts';
import { untilTurnOf } from './trade-fixtures.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

const layout = { 6: { action: 'silk-road', colour: 'purple' }, 8: { action: 'silk-road', colour: 'sand' } } as const;
const yellowFirst: MervEntry = { type: 'order.set', order: [2, 0, 1] };
/** Chen (yellow) plays first, on the action space of column 2 and the Silk Road site of cell 6 (it produces 1 purple). */
const yellow = (more: MervEntry[] = []): MervEntry[] => [
	...cityGame(layout),
	yellowFirst,
	...more,
	{ type: 'turn.master', line: 1 },
	{ type: 'turn.site', cell: 6 }
];
const road = (post: City, goods: City[], paid: Cubes, camelsToMarket = 0): MervEntry => ({ type: 'turn.silkRoad', post, goods, paid, camelsToMarket });
const cubesOf = (s: MervState, who: number) => CUBES.map((c) => s.participants[who]!.tally[`cubes.${c}`]);

/** The example's cubes (RU L808–L810; the purple comes from the site) and one camel of yellow's own. */
const exampleHeld = [set(2, 'cubes.orange', 1), set(2, 'cubes.turquoise', 1), set(2, 'cubes.sand', 1), set(2, 'camels', 1)];
const example = road('samarkand', ['samarkand', 'rey', 'kashgar'], { orange: 1, purple: 1, turquoise: 1, sand: 1 });

describe('the Silk Road (RU L778–L812)', () => {
	it('RU L800–L812: yellow founds Samarkand and takes its camel, buys there, in Rey and in Kashgar, laying 2 camels that leave', () => {
		const before = ok(yellow(exampleHeld));
		const s = ok([...yellow(exampleHeld), example]);
		const t = s.participants[2]!.tally;
		expect(s.participants[2]!.posts).toEqual(['samarkand']);
		expect(s.roadCamels).toEqual(['rey', 'nishapur', 'balkh']);
		// 2 common goods, 1 rare; the camel taken and the own one laid on Merv→Rey and Samarkand→Kashgar, then gone.
		expect([t.common, t.rare, t.camels, t.favour]).toEqual([2, 1, 0, 0]);
		expect(cubesOf(s, 2)).toEqual([0, 0, 0, 0, 0]);
		// Both camels went onto caravan cards (RU L812): the camel market is as it was.
		expect(s.market).toEqual(before.market);
		expect(s.turn!.action).toBe('silk-road');
	});

	it('RU L804, L809: the camels laid come from those held with the one just taken; one short is refused, nothing changes', () => {
		const start = yellow(exampleHeld.slice(0, 3));
		const r = run([...start, example]);
		expect(r.refusal?.key).toBe('merv_refusal_no_camel');
		expect(r.state).toEqual(ok(start));
	});

	it('RU L784: the first post goes in a near city; refused, nothing changes', () => {
		const start = yellow([set(2, 'cubes.turquoise', 1), set(2, 'cubes.sand', 1)]);
		const r = run([...start, road('kashgar', ['kashgar'], { turquoise: 1, sand: 1 })]);
		expect(r.refusal?.key).toBe('merv_refusal_post_near_first');
		expect(r.state).toEqual(ok(start));
	});

	it('RU L786: only the first post in a near city takes its camel; several players may share a city', () => {
		const afterYellow = [...yellow(exampleHeld), example, { type: 'turn.ended' } as MervEntry];
		const ana = [...afterYellow, { type: 'turn.master', line: 3 } as MervEntry, { type: 'turn.site', cell: 8 } as MervEntry];
		const shared = ok([...ana, road('samarkand', [], {})]);
		expect(shared.participants[0]!.posts).toEqual(['samarkand']);
		expect(shared.participants[0]!.tally.camels).toBe(0);
		const rey = ok([...ana, road('rey', [], {})]);
		expect(rey.participants[0]!.tally.camels).toBe(1);
		expect(rey.roadCamels).toEqual(['nishapur', 'balkh']);
	});

	describe('a second action', () => {
		const round1 = untilTurnOf([...yellow(exampleHeld), example, { type: 'turn.ended' }], 2);
		// Round 2 activates rows: row 2 holds both Silk Road sites.
		const again = [
			...round1,
			set(2, 'cubes.turquoise', 1),
			set(2, 'cubes.sand', 1),
			{ type: 'turn.master', line: 1 } as MervEntry,
			{ type: 'turn.site', cell: 6 } as MervEntry
		];

		it('RU L784, L786: a far city through a near city with a post; the first post there gains a favour', () => {
			const before = ok(again).participants[2]!.tally.favour;
			const s = ok([...again, road('kashgar', ['kashgar'], { turquoise: 1, sand: 1 })]);
			const t = s.participants[2]!.tally;
			expect(s.participants[2]!.posts).toEqual(['samarkand', 'kashgar']);
			// The post is there already: no camel laid (RU L792).
			expect([t.favour - before, t.rare, t.camels]).toEqual([1, 2, 0]);
		});

		it('RU L784 and rules notes 15: no far city off the network, no second post in one city; nothing changes', () => {
			for (const [post, key] of [
				['basra', 'merv_refusal_post_not_linked'],
				['samarkand', 'merv_refusal_post_there']
			] as const) {
				const r = run([...again, road(post, [], {})]);
				expect(r.refusal?.key).toBe(key);
				expect(r.state).toEqual(ok(again));
			}
		});
	});

	it('RU L794 and rules notes 14: 1 camel Merv→near, 1 more on to a far city; a route laid this action serves again', () => {
		expect(routeCamels(['samarkand'], ['samarkand', 'rey', 'kashgar'])).toBe(2);
		expect(routeCamels(['samarkand'], ['baghdad'])).toBe(2);
		expect(routeCamels(['samarkand'], ['rey', 'baghdad'])).toBe(2);
		expect(routeCamels(['samarkand'], ['baghdad', 'rey'])).toBe(2);
		expect(routeCamels(['samarkand', 'rey'], ['baghdad'])).toBe(1);
		expect(routeCamels(['samarkand', 'kashgar'], ['kashgar'])).toBe(0);
	});

	it('RU L792: one good a city; a rare good costs its two colours, white as any', () => {
		const start = yellow([set(2, 'cubes.turquoise', 2), set(2, 'cubes.white', 1)]);
		expect(run([...start, road('samarkand', ['rey', 'rey'], { purple: 1 })]).refusal?.key).toBe('merv_refusal_good_twice');
		const r = run([...start, road('samarkand', ['kashgar'], { turquoise: 2 })]);
		expect(r.refusal?.key).toBe('merv_refusal_price_goods');
		expect(r.state).toEqual(ok(start));
		const s = ok([...start, road('samarkand', ['kashgar'], { turquoise: 1, white: 1 })]);
		expect(s.participants[2]!.tally.rare).toBe(1);
	});

	it('a price the rulebook does not give is asked once from the copy; the built-in ones cannot be changed', () => {
		const start = yellow([set(2, 'cubes.turquoise', 1), set(2, 'camels', 1)]);
		const r = run([...start, road('samarkand', ['nishapur'], { turquoise: 1 })]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 1 } });
		expect(r.state).toEqual(ok(start));
		expect(silkRoadNeeded(ok(start), ['nishapur', 'baghdad', 'rey', 'samarkand'])).toEqual(['merv.silk-road.nishapur', 'merv.silk-road.baghdad']);
		const s = ok([
			...start,
			{ type: 'printed.recorded', values: { 'merv.silk-road.nishapur': 'turquoise' } },
			road('samarkand', ['nishapur'], { turquoise: 1 })
		]);
		// Merv→Nishapur: 1 camel of the 2 held with Samarkand's.
		expect([s.participants[2]!.tally.common, s.participants[2]!.tally.camels]).toEqual([1, 1]);
		expect(run([...start, { type: 'printed.recorded', values: { 'merv.silk-road.rey': 'sand' } }]).refusal?.key).toBe('refusal_printed_value_built_in');
		expect(run([...start, { type: 'printed.recorded', values: { 'merv.silk-road.baghdad': ['sand', 'sand'] } }]).refusal).not.toBeNull();
	});

	it('RU L721–L723: the Silk Road discount takes one cube off the action', () => {
		const state = ok(yellow([set(2, 'cubes.turquoise', 1)]));
		const withTile = { ...state, participants: state.participants.map((p, i) => (i === 2 ? { ...p, discoveries: ['discount.silk-road' as const] } : p)) };
		const a = { post: 'samarkand' as const, goods: ['kashgar' as const], paid: { turquoise: 1 }, camelsToMarket: 0 };
		expect(silkRoad(state, 2, a).ok).toBe(false);
		const out = silkRoad(withTile, 2, a);
		expect(out.ok && out.state.participants[2]!.tally.rare).toBe(1);
	});

	describe('route camels after the action (RU L796, rules notes 13)', () => {
		const corners: MervEntry = {
			type: 'printed.recorded',
			values: { 'merv.market.a.nw': 'favour', 'merv.market.b.nw': 'favour', 'merv.silk-road.baghdad': ['orange', 'turquoise'] }
		};
		// Ana first, on the market's line: she puts a camel on its top-left corner.
		const anaThenYellow: MervEntry[] = [
			...cityGame(layout),
			{ type: 'order.set', order: [0, 2, 1] },
			corners,
			set(0, 'camels', 1),
			set(2, 'camels', 2),
			set(2, 'cubes.purple', 0),
			set(2, 'cubes.orange', 1),
			set(2, 'cubes.turquoise', 1),
			{ type: 'turn.master', line: 2 },
			{ type: 'turn.site', cell: 2 },
			{ type: 'turn.favour' },
			{ type: 'turn.market', corner: 0 },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 1 },
			{ type: 'turn.site', cell: 6 }
		];

		it('beyond the caravan cards they cover free corners clockwise from the top-left, with no reward', () => {
			const before = ok(anaThenYellow);
			const s = ok([...anaThenYellow, road('samarkand', ['rey', 'baghdad'], { purple: 1, orange: 1, turquoise: 1 }, 2)]);
			expect(s.market).toEqual({ camels: 3, corners: [true, true, true, false] });
			const t = s.participants[2]!.tally;
			expect([t.camels, t.favour, t.common, t.rare]).toEqual([1, before.participants[2]!.tally.favour, 1, 1]);
		});

		it('no more than the camels laid, nor than the free corners; nothing changes', () => {
			const r = run([...anaThenYellow, road('samarkand', ['rey', 'baghdad'], { purple: 1, orange: 1, turquoise: 1 }, 3)]);
			expect(r.refusal).toEqual({ key: 'merv_refusal_camels_to_market', params: { count: 2 } });
			expect(r.state).toEqual(ok(anaThenYellow));
		});
	});

	it('the box has 24 common goods (RU L184); a Silk Road action on another site is refused', () => {
		const start = yellow([set(0, 'common', 20), set(1, 'commonOnContracts', 4), set(2, 'cubes.orange', 1)]);
		const r = run([...start, road('samarkand', ['samarkand'], { orange: 1 })]);
		expect(r.refusal?.key).toBe('merv_refusal_box_has');
		expect(r.state).toEqual(ok(start));
		const library = [...cityGame(layout), yellowFirst, { type: 'turn.master', line: 1 } as MervEntry, { type: 'turn.site', cell: 11 } as MervEntry];
		expect(run([...library, road('samarkand', [], {})]).refusal?.key).toBe('merv_refusal_not_this_site');
	});

	it('RU L740: the third discovery founds a post in any city with its good, the first post’s favour as usual', () => {
		const library = [
			...cityGame(layout),
			set(0, 'scrolls', 5),
			{ type: 'turn.master', line: 0 } as MervEntry,
			{ type: 'turn.site', cell: 0 } as MervEntry,
			{ type: 'turn.library', paid: { purple: 1 } } as MervEntry
		];
		const r = run([...library, { type: 'owed.discovery', tile: 'third.trading-post' }]);
		expect(r.refusal?.key).toBe('merv_refusal_name_city');
		expect(r.state).toEqual(ok(library));
		const s = ok([...library, { type: 'owed.discovery', tile: 'third.trading-post', city: 'basra' }]);
		expect(s.participants[0]!.posts).toEqual(['basra']);
		expect([s.participants[0]!.tally.rare, s.participants[0]!.tally.favour]).toEqual([1, 1]);
	});
});
