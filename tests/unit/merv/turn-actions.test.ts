import { describe, expect, it } from 'vitest';
import { settle } from '../../../src/lib/engine/merv/holdings/pay.ts';
import type { MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/** Ana (red) on the action space of column 1, on the site of the action the test wants (cell 6, empty). */
const on = (
	action: MervEntry extends never ? never : 'palace' | 'library' | 'wall' | 'caravanserai',
	colour: 'purple' | 'sand' | 'turquoise' | 'orange' = 'purple',
	more: MervEntry[] = []
): MervEntry[] => [...cityGame({ 6: { action, colour } }), ...more, { type: 'turn.master', line: 1 }, { type: 'turn.site', cell: 6 }];

describe('paying cubes', () => {
	it('white stands for any colour; the discount takes one cube off the whole action (RU L58, L693)', () => {
		expect(settle(['orange', 'orange'], { orange: 1, white: 1 })).toEqual({ discount: false, converted: false });
		expect(settle(['orange', 'orange'], { sand: 2 })).toBeNull();
		expect(settle(['orange', 'orange', 'orange'], { orange: 2 }, { discount: true })).toEqual({ discount: true, converted: false });
		expect(settle(['orange', 'orange', 'orange'], { orange: 1 }, { discount: true })).toBeNull();
	});
	it('a second-discovery colour stands for another once (RU L699)', () => {
		expect(settle(['orange'], { sand: 1 }, { convert: 'sand' })).toEqual({ discount: false, converted: true });
		expect(settle(['orange', 'purple'], { sand: 2 }, { convert: 'sand' })).toBeNull();
	});
});

describe('the palace (RU L647–L683)', () => {
	const colours: MervEntry = { type: 'printed.recorded', values: { 'merv.court-colour.learning': 'purple', 'merv.court-colour.spices': 'turquoise' } };

	it('RU L671–L673: the second courtier, the first of the court of faith, costs 2 orange and gains a favour', () => {
		const s = ok([
			...on('palace', 'purple', [set(0, 'court.learning', 1), set(0, 'cubes.orange', 2), set(0, 'cubes.sand', 3), colours]),
			{ type: 'turn.palace', courts: ['faith'], paid: { orange: 2 } }
		]);
		const t = s.participants[0]!.tally;
		expect([t['court.faith'], t['cubes.orange'], t.favour]).toEqual([1, 0, 1]);
		expect(s.turn!.action).toBe('palace');
	});

	it('RU L673: a third courtier in the court of commerce would cost 3 sand: 2 sand is refused, nothing changes', () => {
		const start = on('palace', 'purple', [set(0, 'court.learning', 1), set(0, 'court.faith', 1), set(0, 'cubes.sand', 2)]);
		const r = run([...start, { type: 'turn.palace', courts: ['commerce'], paid: { sand: 2 } }]);
		expect(r.refusal?.key).toBe('merv_refusal_price_courtiers');
		expect(r.state).toEqual(ok(start));
	});

	it('a court whose colour the copy lacks is asked first; a full court is refused (RU L650)', () => {
		expect(run([...on('palace', 'purple', [set(0, 'cubes.purple', 1)]), { type: 'turn.palace', courts: ['learning'], paid: { purple: 1 } }]).refusal?.key).toBe(
			'merv_refusal_printed_needed'
		);
		const full = [set(1, 'court.faith', 2), set(2, 'court.faith', 1), set(0, 'cubes.orange', 1)];
		expect(run([...on('palace', 'purple', full), { type: 'turn.palace', courts: ['faith'], paid: { orange: 1 } }]).refusal?.key).toBe(
			'merv_refusal_court_full'
		);
	});

	it('the palace discount takes one cube off the action (RU L693)', () => {
		const s = ok([
			...on('library', 'purple', [set(0, 'cubes.purple', 1), set(0, 'cubes.sand', 1)]),
			{ type: 'turn.library', paid: { purple: 1, sand: 1 } },
			{ type: 'owed.discovery', tile: 'discount.palace' }
		]);
		expect(s.participants[0]!.discoveries).toEqual(['discount.palace']);
	});
});

describe('the library (RU L661–L741)', () => {
	it('up to 4 cubes of different colours, white as any: two of one colour is refused', () => {
		const r = run([...on('library', 'purple', [set(0, 'cubes.purple', 2)]), { type: 'turn.library', paid: { purple: 2 } }]);
		expect(r.refusal?.key).toBe('merv_refusal_library_cubes');
		expect(run([...on('library', 'purple', [set(0, 'cubes.white', 5)]), { type: 'turn.library', paid: { white: 5 } }]).refusal?.key).toBe(
			'merv_refusal_library_cubes'
		);
	});

	it('RU L731–L733: 5 scrolls and 3 more reach the third and fourth discoveries; a wall piece and 8 points', () => {
		const start = on('library', 'purple', [
			set(0, 'scrolls', 3),
			set(0, 'scrollsOnContracts', 2),
			set(0, 'cubes.purple', 1),
			set(0, 'cubes.sand', 1),
			set(0, 'cubes.white', 1),
			{ type: 'site.built', cell: 1, owner: 'red' },
			{ type: 'printed.recorded', values: { 'merv.wall.1': { colour: 'sand', cubes: 1 } } }
		]);
		const s = ok([...start, { type: 'turn.library', paid: { purple: 1, sand: 1, white: 1 } }]);
		expect(s.participants[0]!.tally.scrolls).toBe(6);
		// Scrolls on contracts count (RU L677): 5 before, so only the 6 and the 8 are reached now.
		expect(s.turn!.owed).toEqual([
			{ kind: 'discovery', tier: 3 },
			{ kind: 'discovery', tier: 4 }
		]);
		const done = ok([
			...start,
			{ type: 'turn.library', paid: { purple: 1, sand: 1, white: 1 } },
			{ type: 'owed.discovery', tile: 'third.wall-piece' },
			{ type: 'owed.wall', piece: { kind: 'wall', n: 1, side: 'north', slot: 1 } },
			{ type: 'owed.discovery', tile: 'fourth.points' },
			{ type: 'turn.ended' }
		]);
		const t = done.participants[0]!.tally;
		// The wall behind column 2 covers red's new building on cell 6 and its building on cell 1: 2 influence.
		expect([t.points, t.influence]).toEqual([8, 2]);
		expect(done.walls.north[1]).toBe(true);
	});

	it('a tile of another tier, or one taken already, is refused', () => {
		const start = on('library', 'purple', [set(0, 'cubes.purple', 1), set(0, 'cubes.sand', 1)]);
		expect(run([...start, { type: 'turn.library', paid: { purple: 1, sand: 1 } }, { type: 'owed.discovery', tile: 'fourth.points' }]).refusal?.key).toBe(
			'merv_refusal_discovery_tier'
		);
		expect(run([...start, { type: 'turn.library', paid: { purple: 1, sand: 1 } }, { type: 'turn.ended' }]).refusal?.key).toBe('merv_refusal_owed');
	});
});

describe('the wall (RU L855–L897)', () => {
	const costs: MervEntry = {
		type: 'printed.recorded',
		values: { 'merv.wall.1': { colour: 'sand', cubes: 1 }, 'merv.gate.1': 'turquoise', 'merv.wall.2': { colour: 'purple', cubes: 2 } }
	};
	const redYellow: MervEntry[] = [
		{ type: 'site.built', cell: 0, owner: 'red' },
		{ type: 'site.built', cell: 5, owner: 'red' },
		{ type: 'site.built', cell: 14, owner: 'red' },
		{ type: 'site.built', cell: 13, owner: 'yellow' },
		set(0, 'cubes.sand', 1),
		set(0, 'cubes.turquoise', 3),
		set(0, 'cubes.purple', 1),
		costs
	];

	it('RU L883–L891: a sand wall behind two red buildings (2) and the east gate behind red and yellow (3): 5 influence', () => {
		const s = ok([
			...on('wall', 'orange', redYellow),
			{
				type: 'turn.wall',
				pieces: [
					{ kind: 'wall', n: 1, side: 'north', slot: 0 },
					{ kind: 'gate', n: 1, side: 'east', slot: 2 }
				],
				paid: { sand: 1, turquoise: 3 }
			}
		]);
		expect(s.participants[0]!.tally.influence).toBe(5);
		expect(s.participants[0]!.tally['cubes.purple']).toBe(1);
	});

	it('RU L893: 1 purple does not buy a purple wall costing 2; a gate only in the middle slot (RU L871)', () => {
		const start = on('wall', 'purple', redYellow);
		expect(run([...start, { type: 'turn.wall', pieces: [{ kind: 'wall', n: 2, side: 'north', slot: 0 }], paid: { purple: 1 } }]).refusal?.key).toBe(
			'merv_refusal_price_pieces'
		);
		expect(run([...start, { type: 'turn.wall', pieces: [{ kind: 'gate', n: 1, side: 'north', slot: 0 }], paid: { turquoise: 3 } }]).refusal?.key).toBe(
			'merv_refusal_gate_slot'
		);
		expect(run([...start, { type: 'turn.wall', pieces: [{ kind: 'wall', n: 3, side: 'north', slot: 0 }], paid: { sand: 1 } }]).refusal?.key).toBe(
			'merv_refusal_printed_needed'
		);
	});
});

describe('the caravanserai (RU L577–L643)', () => {
	const thresholds: MervEntry = {
		type: 'printed.recorded',
		values: { 'merv.influence-track.spices-2': 4, 'merv.influence-track.spices-3': 7, 'merv.influence-track.spices-4': 10 }
	};

	it('RU L619–L635: 2 purple and 1 white for 3 ginger cards, a camel taken and one laid; the pair of ginger owes a soldier', () => {
		const s = ok([
			...on('caravanserai', 'orange', [set(0, 'cubes.purple', 2), set(0, 'cubes.white', 1), thresholds]),
			{ type: 'turn.caravanserai', spices: ['ginger', 'ginger', 'ginger'], paid: { purple: 2, white: 1 }, camelsTaken: 1, camelsPlaced: 1 }
		]);
		const t = s.participants[0]!.tally;
		expect([t['spice.ginger'], t.camels, t['cubes.purple'], t['cubes.white']]).toEqual([3, 0, 0, 0]);
		expect(s.turn!.owed).toEqual([{ kind: 'soldier' }]);
	});

	/** The example's row: ginger and juniper with the setup camels, then ginger, juniper, ginger… */
	const row = [
		{ spice: 'ginger' as const, camel: true },
		{ spice: 'juniper' as const, camel: true },
		{ spice: 'ginger' as const, camel: false },
		{ spice: 'juniper' as const, camel: false },
		{ spice: 'ginger' as const, camel: false },
		{ spice: 'cinnamon' as const, camel: false }
	];
	const start = () => on('caravanserai', 'orange', [set(0, 'cubes.purple', 2), set(0, 'cubes.white', 1), thresholds]);
	const entry = (
		steps: ({ take: number } | { camel: true })[],
		spices: ('ginger' | 'juniper' | 'cinnamon')[],
		camelsTaken: number,
		camelsPlaced: number
	): MervEntry => ({
		type: 'turn.caravanserai',
		spices,
		paid: { purple: 2, white: 1 },
		camelsTaken,
		camelsPlaced,
		row,
		steps
	});

	it('RU L621–L633 on the row: the first ginger with its camel, the next after the juniper’s camel, a camel laid to reach the third', () => {
		const s = ok([...start(), entry([{ take: 0 }, { take: 2 }, { camel: true }, { take: 4 }], ['ginger', 'ginger', 'ginger'], 1, 1)]);
		expect(s.participants[0]!.tally['spice.ginger']).toBe(3);
		expect(s.participants[0]!.tally.camels).toBe(0);
	});

	it('RU L587: a card neither first, nor with a camel, nor after one is refused, and nothing changes', () => {
		const r = run([...start(), entry([{ take: 0 }, { take: 2 }, { take: 4 }], ['ginger', 'ginger', 'ginger'], 1, 0)]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_row_reach', params: { place: 5 } });
		expect(r.state).toEqual(ok(start()));
		// Cards and camels the entry names must be what the steps give.
		expect(run([...start(), entry([{ take: 0 }, { take: 2 }, { camel: true }, { take: 4 }], ['ginger', 'ginger', 'ginger'], 0, 1)]).refusal?.key).toBe(
			'merv_refusal_row_mismatch'
		);
	});

	it('RU L591: a camel laid without one to lay is refused; it lands on the first card without one', () => {
		const none = on('caravanserai', 'orange', [set(0, 'cubes.purple', 1), thresholds]);
		const r = run([
			...none,
			{
				type: 'turn.caravanserai',
				spices: ['ginger'],
				paid: { purple: 1 },
				camelsTaken: 0,
				camelsPlaced: 1,
				row: row.slice(2),
				steps: [{ camel: true }, { take: 0 }]
			}
		]);
		expect(r.refusal?.key).toBe('merv_refusal_no_camel');
	});

	it('RU L627: below the 2× space a second spice type is refused, nothing changes', () => {
		const start = on('caravanserai', 'purple', [set(0, 'cubes.purple', 2), thresholds]);
		const r = run([...start, { type: 'turn.caravanserai', spices: ['ginger', 'juniper'], paid: { purple: 2 }, camelsTaken: 0, camelsPlaced: 0 }]);
		expect(r.refusal?.key).toBe('merv_refusal_spice_types');
		expect(r.state).toEqual(ok(start));
	});

	it('cubes of two colours are refused (RU L585); a juniper pair gains a favour, a cinnamon pair a white cube (RU L611–L615)', () => {
		const start = on('caravanserai', 'purple', [set(0, 'cubes.purple', 1), set(0, 'cubes.sand', 1), set(0, 'influence', 5), thresholds]);
		expect(
			run([...start, { type: 'turn.caravanserai', spices: ['juniper', 'juniper'], paid: { purple: 1, sand: 1 }, camelsTaken: 0, camelsPlaced: 0 }]).refusal?.key
		).toBe('merv_refusal_one_colour');
		const s = ok([
			...start,
			set(0, 'cubes.purple', 4),
			{ type: 'turn.caravanserai', spices: ['juniper', 'juniper', 'cinnamon', 'cinnamon'], paid: { purple: 4 }, camelsTaken: 0, camelsPlaced: 0 }
		]);
		expect(s.participants[0]!.tally.favour).toBe(1);
		expect(s.participants[0]!.tally['cubes.white']).toBe(1);
	});

	it('a pepper pair owes a white upgrade on any site, and it sends a soldier there home (RU L616)', () => {
		const start = on('caravanserai', 'purple', [set(0, 'cubes.purple', 2), set(0, 'spice.pepper', 1)]);
		const s = ok([
			...start,
			{ type: 'turn.caravanserai', spices: ['pepper'], paid: { purple: 1 }, camelsTaken: 0, camelsPlaced: 0 },
			{ type: 'owed.upgrade', cell: 20 }
		]);
		expect(s.city[20]!.upgrade).toBe('white');
		expect(s.turn!.owed).toEqual([]);
	});
});

describe('the chamberlain (RU L935–L958)', () => {
	const two = [
		{ name: 'Ana', colour: 'red' as const },
		{ name: 'Boris', colour: 'blue' as const }
	];
	const game = cityGame({}, two, { chamberlain: 'green', judge: null });
	const turns: MervEntry[] = [
		...game,
		set(0, 'camels', 2),
		{ type: 'site.built', cell: 7, owner: 'blue' },
		{ type: 'turn.master', line: 0 },
		{ type: 'turn.site', cell: 0 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' },
		{ type: 'turn.master', line: 1 },
		{ type: 'turn.site', cell: 1 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' },
		// The earlier player puts the chamberlain's master on a space (RU L941).
		{ type: 'turn.master', line: 2 }
	];

	it('RU L945: the site is an empty one when the line has any; the chamberlain builds, neither produces nor acts', () => {
		expect(run([...turns, { type: 'turn.site', cell: 7 }]).refusal?.key).toBe('merv_refusal_chamberlain_empty_site');
		expect(run([...turns, { type: 'turn.site', cell: null }]).refusal?.key).toBe('merv_refusal_choose_site');
		const s = ok([...turns, { type: 'turn.site', cell: 2 }]);
		expect(s.city[2]!.building).toBe('green');
		expect(s.participants.map((p) => p.tally['cubes.sand'] + p.tally['cubes.purple'] + p.tally['cubes.turquoise'] + p.tally['cubes.orange'])).toEqual([1, 1]);
		expect(s.reorder).not.toBeNull();
	});

	const round1: MervEntry[] = [...turns, { type: 'turn.site', cell: 2 }, { type: 'order.placed', space: 0 }, { type: 'order.placed', space: 2 }];

	it('RU L951: bribe camels come to the chamberlain like any master', () => {
		const s = ok(round1);
		expect(s.order).toEqual([0, 'chamberlain', 1]);
		expect(s.chamberlainCamels).toBe(1);
		expect(s.round).toBe(2);
	});

	it('RU L953: with camels at the end of the round the chamberlain bribes as far forward as they reach', () => {
		const s = ok([
			...round1,
			{ type: 'turn.master', line: 3 },
			{ type: 'turn.site', cell: 15 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 0 },
			{ type: 'turn.site', cell: 3 },
			{ type: 'turn.master', line: 4 },
			{ type: 'turn.site', cell: 20 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' }
		]);
		// It decides first (its master is farthest from the next track) and pays its camel for the 2nd space.
		expect(s.reorder!.track).toEqual([null, 'chamberlain', null]);
		expect(s.reorder!.camels).toEqual([0, 0, 1]);
		expect(s.chamberlainCamels).toBe(0);
	});
});
