import { describe, expect, it } from 'vitest';
import { production, lineCells, siteYield } from '../../../src/lib/engine/merv/city/production.ts';
import type { MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/**
 * The worked example of a turn (RU L374–L378): red on the 4th action space builds on the 2nd site from the
 * top and takes turquoise and sand; blue on the 5th activates yellow's building on the 4th site and goes to the library.
 */
const example = cityGame({
	3: { action: 'palace', colour: 'sand' },
	8: { action: 'wall', colour: 'turquoise' },
	4: { action: 'mosque', colour: 'purple' },
	19: { action: 'library', colour: 'turquoise' }
});
const before: MervEntry[] = [
	...example,
	{ type: 'site.built', cell: 3, owner: 'red' },
	{ type: 'site.built', cell: 4, owner: 'yellow' },
	{ type: 'site.upgraded', cell: 4, upgrade: 'turquoise' },
	{ type: 'site.built', cell: 19, owner: 'yellow' }
];

describe('a turn (RU L337–L413)', () => {
	it('RU L374: red builds on the empty 2nd site of column 4 and produces from both red buildings of the line', () => {
		const s = ok([...before, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }]);
		expect(s.city[8]!.building).toBe('red');
		expect(s.turn!.produced!.activator.sort()).toEqual(['sand', 'turquoise']);
		expect(s.participants[0]!.tally['cubes.sand']).toBe(1);
		expect(s.participants[0]!.tally['cubes.turquoise']).toBe(1);
	});

	it('RU L376: blue activating yellow gets 2 turquoise and 1 purple; yellow gets 1 turquoise for the site and 1 for its upgrade elsewhere', () => {
		const s = ok([
			...before,
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 8 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 4 },
			{ type: 'turn.site', cell: 19 }
		]);
		const blue = s.participants[1]!.tally;
		const yellow = s.participants[2]!.tally;
		expect([blue['cubes.turquoise'], blue['cubes.purple']]).toEqual([2, 1]);
		expect([yellow['cubes.turquoise'], yellow['cubes.purple']]).toEqual([2, 0]);
		expect(s.participants[0]!.tally.favour).toBe(1);
		// Then blue takes the site's action, the library (RU L378).
		const after = ok([
			...before,
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 8 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 4 },
			{ type: 'turn.site', cell: 19 },
			{ type: 'turn.library', paid: { turquoise: 1, purple: 1 } }
		]);
		expect(after.participants[1]!.tally.scrolls).toBe(2);
		expect(after.turn!.owed).toEqual([{ kind: 'discovery', tier: 1 }]);
	});

	it('RU L341: a taken action space is refused, and nothing changes', () => {
		const played = ok([...before, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }, { type: 'turn.favour' }, { type: 'turn.ended' }]);
		const r = run([
			...before,
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 8 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 3 }
		]);
		expect(r.refusal?.key).toBe('merv_refusal_space_taken');
		expect(r.state).toEqual(played);
	});

	it('RU L347–L349: round 1 activates the column of the action space; a site off it is refused', () => {
		expect(lineCells(1, 3)).toEqual([3, 8, 13, 18, 23]);
		expect(lineCells(2, 2)).toEqual([10, 11, 13, 14]);
		const r = run([...before, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 9 }]);
		expect(r.refusal?.key).toBe('merv_refusal_site_off_line');
	});

	it('RU L351: with no building left, an empty site is refused', () => {
		const nine = [0, 1, 2, 5, 6, 7, 10, 11].map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' }));
		const r = run([...before, ...nine, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }]);
		expect(r.refusal?.key).toBe('merv_refusal_no_buildings_left');
	});

	it('RU L375: one action only, and the site action must be the site’s', () => {
		const start: MervEntry[] = [...before, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }];
		expect(run([...start, { type: 'turn.library', paid: { sand: 1 } }]).refusal?.key).toBe('merv_refusal_not_this_site');
		expect(run([...start, { type: 'turn.favour' }, { type: 'turn.favour' }]).refusal?.key).toBe('merv_refusal_action_done');
		expect(run([...start, { type: 'turn.ended' }]).refusal?.key).toBe('merv_refusal_action_first');
	});

	it('a white upgrade makes the site give white; an extra-cube upgrade one more cube (RU L362, L1381)', () => {
		const site = { action: 'wall' as const, colour: 'sand' as const, building: 'red' as const, soldier: null };
		expect(siteYield({ ...site, upgrade: 'white' })).toEqual(['white']);
		expect(siteYield({ ...site, upgrade: 'orange' })).toEqual(['sand', 'orange']);
	});

	it('production counts only buildings of the activated site’s owner', () => {
		const s = ok([...before, { type: 'site.built', cell: 18, owner: 'blue' }]);
		// Column 4 holds red's building (3) and blue's (18): blue activating its own takes its one cube only.
		expect(production(s.city, 1, 3, 18, 'blue')).toEqual({ activator: [s.city[18]!.colour], owner: [] });
		// An empty site produces nothing until built on.
		expect(production(s.city, 1, 3, 13, 'blue')).toEqual({ activator: [], owner: [] });
	});
});

describe('a round and the next turn order (RU L403–L445)', () => {
	// Ana (red) on the middle space, Boris (blue) on the last, Chen (yellow) on the first of the north side.
	const round: MervEntry[] = [
		...before,
		set(0, 'camels', 1),
		set(2, 'camels', 1),
		{ type: 'turn.master', line: 2 },
		{ type: 'turn.site', cell: 7 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' },
		{ type: 'turn.master', line: 4 },
		{ type: 'turn.site', cell: 14 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' },
		{ type: 'turn.master', line: 0 },
		{ type: 'turn.site', cell: 0 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' }
	];

	it('after the last turn the master farthest from the next track decides first', () => {
		const s = ok(round);
		expect(s.reorder!.queue).toEqual([2, 0, 1]);
		expect(s.reorder!.track).toEqual([null, null, null]);
	});

	it('RU L437–L445: yellow bribes to the 2nd space, red bribes past it to the 1st, blue takes the 2 camels left', () => {
		const s = ok([...round, { type: 'order.placed', space: 1 }, { type: 'order.placed', space: 0 }, { type: 'order.placed', space: 2 }]);
		expect(s.order).toEqual([0, 2, 1]);
		expect(s.participants.map((p) => p.tally.camels)).toEqual([0, 2, 0]);
		expect(s.round).toBe(2);
		expect(s.spaces).toEqual([null, null, null, null, null]);
	});

	it('a bribe without the camels for it is refused and changes nothing; skipping an occupied space costs nothing', () => {
		const at = ok([...round, { type: 'order.placed', space: 1 }]);
		const r = run([...round, { type: 'order.placed', space: 1 }, { type: 'order.placed', space: 0 }, { type: 'order.placed', space: 0 }]);
		expect(r.refusal?.key).toBe('merv_refusal_order_space');
		const broke = run([...round, set(2, 'camels', 0), { type: 'order.placed', space: 0 }]);
		expect(broke.refusal?.key).toBe('merv_refusal_bribe_camels');
		expect(run([...round, { type: 'order.placed', space: 1 }, { type: 'order.placed', space: 1 }]).refusal?.key).toBe('merv_refusal_order_space');
		expect(run([...round, { type: 'order.placed', space: 1 }, { type: 'order.placed', space: 1 }]).state).toEqual(at);
	});

	it('the year cannot be scored while rounds are left to play', () => {
		expect(run([...round, { type: 'year.scored', year: 1 }]).refusal?.key).toBe('merv_refusal_rounds_left');
	});
});

describe('the camel market (RU L389–L399)', () => {
	const onMarket: MervEntry[] = [
		...before,
		set(0, 'camels', 2),
		{ type: 'printed.recorded', values: { 'merv.market.a.nw': 'favour', 'merv.market.b.nw': 'favour' } },
		{ type: 'turn.master', line: 2 },
		{ type: 'turn.site', cell: 7 }
	];

	it('a camel on a free corner gives its printed reward, once a turn', () => {
		const s = ok([...onMarket, { type: 'turn.market', corner: 0 }]);
		expect(s.participants[0]!.tally.favour).toBe(1);
		expect(s.participants[0]!.tally.camels).toBe(1);
		expect(s.market.corners).toEqual([true, false, false, false]);
		expect(run([...onMarket, { type: 'turn.market', corner: 0 }, { type: 'turn.market', corner: null }]).refusal?.key).toBe('merv_refusal_market_done');
	});

	it('a corner whose reward the copy does not know is asked for first', () => {
		expect(run([...onMarket, { type: 'turn.market', corner: 1 }]).refusal?.key).toBe('merv_refusal_printed_needed');
	});

	it('taking the market’s camels frees every corner', () => {
		const s = ok([...onMarket, { type: 'turn.market', corner: 0 }, { type: 'turn.favour' }, { type: 'turn.ended' }]);
		expect(s.market.corners.filter(Boolean)).toHaveLength(1);
		// Boris, later in round 1, is on another line: the market is not his to visit.
		expect(
			run([
				...onMarket,
				{ type: 'turn.market', corner: 0 },
				{ type: 'turn.favour' },
				{ type: 'turn.ended' },
				{ type: 'turn.master', line: 4 },
				{ type: 'turn.site', cell: 14 },
				{ type: 'turn.market', corner: null }
			]).refusal?.key
		).toBe('merv_refusal_market_off_line');
	});

	it('only when the market is on the active line', () => {
		const r = run([...before, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }, { type: 'turn.market', corner: null }]);
		expect(r.refusal?.key).toBe('merv_refusal_market_off_line');
	});
});

describe('points on the favour and influence tracks (RU L551, L571)', () => {
	const spaces: MervEntry = {
		type: 'printed.recorded',
		values: {
			'merv.favour-track.points': [
				{ space: 2, points: 1 },
				{ space: 4, points: 3 }
			],
			'merv.influence-track.points': [{ space: 3, points: 2 }]
		}
	};

	it('a favour that reaches a space with points scores them, for each participant reaching it', () => {
		const start: MervEntry[] = [
			...before,
			spaces,
			set(0, 'favour', 1),
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 8 },
			{ type: 'turn.favour' }
		];
		expect(ok(start).participants[0]!.tally.points).toBe(1);
		// Boris, on 1, reaches the same space: he scores it too.
		const again = ok([
			...start,
			{ type: 'turn.ended' },
			set(1, 'favour', 1),
			{ type: 'turn.master', line: 4 },
			{ type: 'turn.site', cell: 19 },
			{ type: 'turn.favour' }
		]);
		expect(again.participants[1]!.tally.points).toBe(1);
	});

	it('influence passing several spaces scores each; unknown spaces score nothing', () => {
		const wall: MervEntry[] = [
			...before,
			{ type: 'printed.recorded', values: { 'merv.wall.1': { colour: 'sand', cubes: 1 } } },
			set(0, 'cubes.sand', 1),
			{ type: 'site.built', cell: 13, owner: 'yellow' },
			{ type: 'site.built', cell: 18, owner: 'blue' },
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 8 }
		];
		// No wall site here: the action is a soldier on another's building, +2 influence.
		const soldier = ok([...wall, spaces, set(0, 'influence', 2), { type: 'turn.soldier', cell: 13 }]);
		expect(soldier.participants[0]!.tally.influence).toBe(4);
		expect(soldier.participants[0]!.tally.points).toBe(2);
		expect(ok([...wall, set(0, 'influence', 2), { type: 'turn.soldier', cell: 13 }]).participants[0]!.tally.points).toBe(0);
	});
});
