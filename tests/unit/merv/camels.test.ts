import { describe, expect, it } from 'vitest';
import { boardFollowed, camelsBoxedAtSetup, camelsFree, camelsHeld, camelsOnBoard } from '../../../src/lib/engine/merv/holdings/camels.ts';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { THREE } from './fixtures.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/** Ana (red) on the caravanserai of cell 6 (column 2), with cubes for 4 cards. */
const ana = (more: MervEntry[] = []): MervEntry[] => [
	...cityGame({ 6: { action: 'caravanserai', colour: 'purple' } }),
	set(0, 'cubes.purple', 3),
	...more,
	{ type: 'turn.master', line: 1 },
	{ type: 'turn.site', cell: 6 }
];
const caravan = (cards: number, camelsTaken: number): MervEntry => ({
	type: 'turn.caravanserai',
	spices: Array.from({ length: cards }, () => 'ginger' as const),
	paid: { purple: cards },
	camelsTaken,
	camelsPlaced: 0
});
const total = (s: MervState) => camelsHeld(s) + camelsOnBoard(s) + camelsBoxedAtSetup(s) + camelsFree(s);

describe('the box’s 12 camels (RU L47)', () => {
	it('RU L265–L294: after setup 8 stand on the board, one per player on the caravan cards, the rest back in the box', () => {
		const s = ok(cityGame());
		expect([camelsOnBoard(s), camelsFree(s), camelsBoxedAtSetup(s), camelsHeld(s)]).toEqual([8, 3, 1, 0]);
		const solo = ok(cityGame({}, [THREE[0]!], { chamberlain: 'green', judge: 'blue' }));
		expect([camelsFree(solo), camelsBoxedAtSetup(solo)]).toEqual([2, 2]);
		const four = ok(cityGame({}, [...THREE, { name: 'Dana', colour: 'green' }]));
		expect([camelsFree(four), camelsBoxedAtSetup(four)]).toEqual([4, 0]);
	});

	it('RU L591: the caravan cards hold no more camels than the 12 leave: a fourth camel off them is refused with the reason', () => {
		const r = run([...ana(), caravan(3, 4)]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_camels_box', params: { max: 12, total: 13, held: 4, board: 8, boxed: 1 } });
		expect(r.state).toEqual(ok(ana()));
		const s = ok([...ana(), caravan(3, 3)]);
		expect([camelsHeld(s), camelsFree(s), total(s)]).toEqual([3, 0, 12]);
	});

	it('camels moving between places are never refused, even with all 12 in play', () => {
		const copy: MervEntry = { type: 'printed.recorded', values: { 'merv.mosque.top': 7, 'merv.mosque.points.2.1': 0 } };
		const round: MervEntry[] = [
			...cityGame({ 6: { action: 'caravanserai', colour: 'purple' }, 0: { action: 'mosque', colour: 'turquoise' } }),
			copy,
			set(0, 'cubes.purple', 2),
			{ type: 'turn.master', line: 1 },
			{ type: 'turn.site', cell: 6 },
			caravan(3, 3),
			{ type: 'owed.soldier', cell: null },
			{ type: 'turn.ended' },
			// Boris is first up path 2 and takes its camel (RU L824); Chen gains a favour.
			{ type: 'turn.master', line: 0 },
			{ type: 'turn.site', cell: 0 },
			{ type: 'turn.mosque', path: 2, steps: 1, paid: { turquoise: 1 } },
			{ type: 'turn.ended' },
			{ type: 'turn.master', line: 4 },
			{ type: 'turn.site', cell: 4 },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' }
		];
		const s = ok(round);
		expect([s.participants[1]!.tally.camels, total(s), camelsFree(s)]).toEqual([1, 12, 0]);
		// At the round's end Ana lays a camel on the track to bribe her way to the front, and Chen standing there takes it (RU L429).
		const entries = [...round];
		for (let r = ok(entries).reorder; r; r = ok(entries).reorder)
			entries.push({ type: 'order.placed', space: r.queue[0] === 0 ? r.track.indexOf(null) : r.track.lastIndexOf(null) });
		const bribed = ok(entries);
		expect(bribed.order[0]).toBe(0);
		expect(bribed.participants.map((p) => p.tally.camels)).toEqual([2, 1, 1]);
		expect(total(bribed)).toBe(12);
	});

	it('a count correction past the 12 is refused while the turns are entered; moves back are not', () => {
		const s = [...ana(), caravan(3, 3)];
		expect(run([...s, { type: 'tally.change', who: 1, field: 'camels', by: 1 }]).refusal).toEqual({
			key: 'merv_refusal_camels_box',
			params: { max: 12, total: 13, held: 4, board: 8, boxed: 1 }
		});
		expect(run([...s, set(0, 'camels', 4)]).refusal?.key).toBe('merv_refusal_camels_box');
		expect(ok([...s, set(0, 'camels', 2), { type: 'tally.change', who: 1, field: 'camels', by: 1 }]).participants[1]!.tally.camels).toBe(1);
	});

	it('a year kept on the counts: the board is not followed, so only what is held and what the setup put back count', () => {
		const counts = cityGame();
		expect(boardFollowed(ok(counts))).toBe(false);
		// The near cities’ and the mosque’s camels were taken at the table, never entered: 11 held is a legal count.
		const held = [...counts, set(0, 'camels', 5), set(1, 'camels', 4), set(2, 'camels', 2)];
		expect(camelsHeld(ok(held))).toBe(11);
		expect(run([...held, { type: 'tally.change', who: 2, field: 'camels', by: 1 }]).refusal).toEqual({
			key: 'merv_refusal_camels_box',
			params: { max: 12, total: 13, held: 12, board: 0, boxed: 1 }
		});
		expect(boardFollowed(ok([...counts, { type: 'turn.master', line: 0 }]))).toBe(true);
	});

	it('the chamberlain’s camels count with the players’ (RU L951)', () => {
		const two = [
			{ name: 'Ana', colour: 'red' as const },
			{ name: 'Boris', colour: 'blue' as const }
		];
		const s = ok(cityGame({}, two, { chamberlain: 'green', judge: null }));
		expect(camelsBoxedAtSetup(s)).toBe(2);
		expect(camelsHeld({ ...s, chamberlainCamels: 3 })).toBe(3);
		expect(run([...cityGame({}, two, { chamberlain: 'green', judge: null }), set(0, 'camels', 11)]).refusal?.key).toBe('merv_refusal_camels_box');
	});
});

describe('the camel on a caravan card taken outside the caravanserai (RU L395, L739)', () => {
	const corners: MervEntry = {
		type: 'printed.recorded',
		values: { 'merv.market.a.nw': 'caravan-card', 'merv.market.b.nw': 'caravan-card', 'merv.market.a.ne': 'favour', 'merv.market.b.ne': 'favour' }
	};
	/** Ana on the site of cell 7, in column 3 with the camel market, holding a camel to lay. */
	const onMarket = (more: MervEntry[] = []): MervEntry[] => [
		...cityGame(),
		corners,
		set(0, 'camels', 1),
		...more,
		{ type: 'turn.master', line: 2 },
		{ type: 'turn.site', cell: 7 }
	];
	const market = (camel?: boolean): MervEntry =>
		camel === undefined ? { type: 'turn.market', corner: 0, spice: 'ginger' } : { type: 'turn.market', corner: 0, spice: 'ginger', camel };

	it('RU L395: a camel on the corner for any card of the row; the camel on that card comes with it', () => {
		const s = ok([...onMarket(), market(true)]);
		const t = s.participants[0]!.tally;
		expect([t['spice.ginger'], t.camels, s.market.camels]).toEqual([1, 1, 1]);
		expect(ok([...onMarket(), market()]).participants[0]!.tally.camels).toBe(0);
		expect(ok([...onMarket(), market(false)]).participants[0]!.tally.camels).toBe(0);
	});

	it('RU L47: no camel can lie on the cards once the 12 are elsewhere: the card’s camel is refused with the reason', () => {
		// 8 on the board, 1 back in the box, Boris's 2 and Ana's 1: none is left for the caravan cards.
		const r = run([...onMarket([set(1, 'camels', 2)]), market(true)]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_camels_box', params: { max: 12, total: 13, held: 3, board: 9, boxed: 1 } });
		expect(ok([...onMarket([set(1, 'camels', 2)]), market()]).participants[0]!.tally['spice.ginger']).toBe(1);
	});

	it('only a caravan card holds a camel: another corner’s reward with one is refused', () => {
		expect(run([...onMarket(), { type: 'turn.market', corner: 1, camel: true }]).refusal?.key).toBe('merv_refusal_camel_card');
	});

	it('RU L739: the third discovery’s caravan card, and its camel', () => {
		const library: MervEntry[] = [
			...cityGame({ 6: { action: 'library', colour: 'purple' } }),
			set(0, 'scrolls', 5),
			{ type: 'turn.master', line: 1 },
			{ type: 'turn.site', cell: 6 },
			{ type: 'turn.library', paid: { purple: 1 } }
		];
		const s = ok([...library, { type: 'owed.discovery', tile: 'third.caravan-card', spice: 'juniper', camel: true }]);
		expect([s.participants[0]!.tally['spice.juniper'], s.participants[0]!.tally.camels]).toEqual([1, 1]);
		expect(run([...library, { type: 'owed.discovery', tile: 'third.mosque-step', path: 2, camel: true }]).refusal?.key).toBe('merv_refusal_camel_card');
		// The camel the card held is one of the 12 (RU L47): with 3 held already, none is left on the cards.
		expect(
			run([
				...library.slice(0, -3),
				set(1, 'camels', 3),
				...library.slice(-3),
				{ type: 'owed.discovery', tile: 'third.caravan-card', spice: 'juniper', camel: true }
			]).refusal?.key
		).toBe('merv_refusal_camels_box');
	});
});
