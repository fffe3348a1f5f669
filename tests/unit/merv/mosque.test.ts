import { describe, expect, it } from 'vitest';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { mosque, mosqueNeeded } from '../../../src/lib/engine/merv/handlers/mosque.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

const layout = { 1: { action: 'mosque', colour: 'sand' }, 8: { action: 'mosque', colour: 'purple' } } as const;
/** What the tests read off their copy; the rulebook's own values (path 2's costs and rewards, RU L851–L857) are built in. */
const copy: MervEntry = {
	type: 'printed.recorded',
	values: {
		'merv.mosque.top': 7,
		'merv.mosque.points.2.1': 0,
		'merv.mosque.points.2.2': 1,
		'merv.mosque.points.2.3': 2,
		'merv.mosque.cost.1.1': ['sand'],
		'merv.mosque.reward.1.1': 'camel',
		'merv.mosque.points.1.1': 0
	}
};
const climb = (steps: number, paid: Extract<MervEntry, { type: 'turn.mosque' }>['paid'], path?: number): MervEntry =>
	path === undefined ? { type: 'turn.mosque', steps, paid } : { type: 'turn.mosque', path, steps, paid };

/** Red takes the left path's camel (cell 1 produces her sand); then blue is on the mosque site of cell 8 (it produces a purple). */
const redFirst: MervEntry[] = [
	...cityGame(layout),
	copy,
	{ type: 'turn.master', line: 1 },
	{ type: 'turn.site', cell: 1 },
	climb(1, { sand: 1 }, 1),
	{ type: 'turn.ended' }
];
const blue = (more: MervEntry[] = []): MervEntry[] => [...redFirst, ...more, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 8 }];
const exampleHeld = [set(1, 'cubes.turquoise', 1), set(1, 'cubes.orange', 1), set(1, 'cubes.sand', 1)];
const tallyOf = (s: MervState, who: number) => s.participants[who]!.tally;

describe('the mosque (RU L816–L857)', () => {
	it('RU L824: the first disc on a path takes the camel of its first space', () => {
		const s = ok(redFirst);
		expect([tallyOf(s, 0).mosquePath, tallyOf(s, 0).mosqueLevel, tallyOf(s, 0).camels]).toEqual([1, 1, 1]);
		expect(s.mosqueCamels).toEqual([false, true, true, true]);
	});

	it('RU L851–L857: blue pays turquoise, orange and sand up path 2: a camel, a white upgrade on its building, a favour', () => {
		const s = ok([...blue(exampleHeld), climb(3, { turquoise: 1, orange: 1, sand: 1 }, 2)]);
		const t = tallyOf(s, 1);
		expect([t.mosquePath, t.mosqueLevel, t.camels, t.favour, t.points]).toEqual([2, 3, 1, 1, 3]);
		expect([t['cubes.turquoise'], t['cubes.orange'], t['cubes.sand'], t['cubes.purple']]).toEqual([0, 0, 0, 1]);
		expect(s.mosqueCamels).toEqual([false, false, true, true]);
		expect(s.turn!.owed).toEqual([{ kind: 'white-upgrade', anySite: false }]);
		// RU L835: on a site with the player's own building; red's is refused, blue's taken.
		expect(run([...blue(exampleHeld), climb(3, { turquoise: 1, orange: 1, sand: 1 }, 2), { type: 'owed.upgrade', cell: 1 }]).refusal?.key).toBe(
			'merv_refusal_upgrade_own_building'
		);
		const done = ok([...blue(exampleHeld), climb(3, { turquoise: 1, orange: 1, sand: 1 }, 2), { type: 'owed.upgrade', cell: 8 }, { type: 'turn.ended' }]);
		expect(done.city[8]!.upgrade).toBe('white');
	});

	it('RU L824, L834: a second disc on the left path finds its camel gone', () => {
		const s = ok([...blue([set(1, 'cubes.sand', 1)]), climb(1, { sand: 1 }, 1)]);
		expect([tallyOf(s, 1).camels, tallyOf(s, 1).mosqueLevel]).toEqual([0, 1]);
	});

	it('RU L851: paths 3 and 4 start with purple; their rewards and points are asked from the copy, the cost is not', () => {
		const start = blue([set(1, 'cubes.turquoise', 1)]);
		expect(mosqueNeeded(ok(start), 1, 1, 3)).toEqual(['merv.mosque.reward.3.1', 'merv.mosque.points.3.1']);
		const r = run([...start, climb(1, { purple: 1 }, 3)]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 2 } });
		expect(r.state).toEqual(ok(start));
		const known = [...start, { type: 'printed.recorded', values: { 'merv.mosque.reward.3.1': 'camel', 'merv.mosque.points.3.1': 0 } } as MervEntry];
		expect(run([...known, climb(1, { turquoise: 1 }, 3)]).refusal?.key).toBe('merv_refusal_price_steps');
		expect(tallyOf(ok([...known, climb(1, { purple: 1 }, 3)]), 1).mosquePath).toBe(3);
		expect(run([...start, { type: 'printed.recorded', values: { 'merv.mosque.cost.3.1': ['sand'] } }]).refusal?.key).toBe('refusal_printed_value_built_in');
	});

	it('RU L824: a path is chosen on the first step only; the disc stays on it; no step beyond the top; nothing changes', () => {
		const start = blue(exampleHeld);
		for (const [entry, key] of [
			[climb(1, { turquoise: 1 }), 'merv_refusal_choose_path'],
			[climb(0, {}, 2), 'merv_refusal_mosque_steps']
		] as const) {
			const r = run([...start, entry]);
			expect(r.refusal?.key).toBe(key);
			expect(r.state).toEqual(ok(start));
		}
		const onPath1 = blue([set(1, 'mosquePath', 1), set(1, 'mosqueLevel', 7), set(1, 'cubes.sand', 1)]);
		expect(run([...onPath1, climb(1, { sand: 1 }, 2)]).refusal?.key).toBe('merv_refusal_own_path');
		expect(run([...onPath1, climb(1, { sand: 1 })]).refusal).toEqual({ key: 'merv_refusal_over', params: { field: 'mosqueLevel', max: 7 } });
	});

	it('RU L820 gives no height: a copy’s top of 15 is climbed to, its levels asked like any other, none beyond it', () => {
		// Blue already stands on level 12 of path 1 (the app once stopped there); the copy's top is 15.
		const high = [
			{ type: 'printed.recorded', values: { 'merv.mosque.top': 15 } } as MervEntry,
			set(1, 'mosquePath', 1),
			set(1, 'mosqueLevel', 12),
			set(1, 'cubes.sand', 3)
		];
		const start = blue(high);
		expect(mosqueNeeded(ok(start), 1, 3)).toEqual(
			[13, 14, 15].flatMap((l) => [`merv.mosque.cost.1.${l}`, `merv.mosque.reward.1.${l}`, `merv.mosque.points.1.${l}`])
		);
		expect(run([...start, climb(3, { sand: 3 })]).refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 9 } });
		const levels: MervEntry = {
			type: 'printed.recorded',
			values: Object.fromEntries<unknown>(
				[13, 14, 15].flatMap((l) => [
					[`merv.mosque.cost.1.${l}`, ['sand']],
					[`merv.mosque.reward.1.${l}`, l === 15 ? 'top' : 'none'],
					[`merv.mosque.points.1.${l}`, l - 12]
				])
			)
		};
		const s = ok([...start, levels, climb(3, { sand: 3 })]);
		expect([tallyOf(s, 1).mosqueLevel, tallyOf(s, 1).points]).toEqual([15, 6]);
		expect(run([...blue([...high, set(1, 'mosqueLevel', 15), set(1, 'cubes.sand', 1)]), levels, climb(1, { sand: 1 })]).refusal).toEqual({
			key: 'merv_refusal_over',
			params: { field: 'mosqueLevel', max: 15 }
		});
	});

	it('the top is asked from the copy before the first step', () => {
		const start = [...cityGame(layout), { type: 'turn.master', line: 1 } as MervEntry, { type: 'turn.site', cell: 1 } as MervEntry];
		expect(mosqueNeeded(ok(start), 0, 1, 2)).toEqual(['merv.mosque.top', 'merv.mosque.points.2.1']);
	});

	it('RU L721–L723: the mosque discount takes one cube off the action', () => {
		const state = ok(blue([set(1, 'cubes.turquoise', 1), set(1, 'cubes.orange', 1)]));
		const withTile = { ...state, participants: state.participants.map((p, i) => (i === 1 ? { ...p, discoveries: ['discount.mosque' as const] } : p)) };
		const a = { path: 2, steps: 3, paid: { turquoise: 1, orange: 1 } };
		expect(mosque(state, 1, a).ok).toBe(false);
		const out = mosque(withTile, 1, a);
		expect(out.ok && out.state.participants[1]!.tally.mosqueLevel).toBe(3);
	});

	describe('the rewards (RU L834–L843)', () => {
		const path4: MervEntry = {
			type: 'printed.recorded',
			values: {
				'merv.mosque.reward.4.1': 'bonus-tile',
				'merv.mosque.points.4.1': 0,
				'merv.mosque.cost.4.2': ['sand'],
				'merv.mosque.reward.4.2': 'courtier',
				'merv.mosque.points.4.2': 0,
				'merv.mosque.cost.4.3': ['sand', 'orange'],
				'merv.mosque.reward.4.3': 'extra-upgrade',
				'merv.mosque.points.4.3': 2,
				'merv.mosque.cost.4.4': ['orange'],
				'merv.mosque.reward.4.4': 'wall-piece',
				'merv.mosque.points.4.4': 0,
				'merv.mosque.cost.4.5': ['orange'],
				'merv.mosque.reward.4.5': 'soldier',
				'merv.mosque.points.4.5': 0,
				'merv.mosque.cost.4.6': ['orange'],
				'merv.mosque.reward.4.6': 'none',
				'merv.mosque.points.4.6': 3,
				'merv.mosque.cost.4.7': ['orange'],
				'merv.mosque.reward.4.7': 'top',
				'merv.mosque.points.4.7': 5,
				'merv.wall.1': { colour: 'sand', cubes: 1 }
			}
		};
		const held = [path4, set(1, 'cubes.sand', 2), set(1, 'cubes.orange', 5), set(1, 'cubes.white', 1)];
		const all = climb(7, { purple: 1, sand: 2, orange: 5 }, 4);

		it('each space owes its choice; the points are added; the top gives nothing at once (it scores yearly)', () => {
			const s = ok([...blue(held), all]);
			expect(s.turn!.owed).toEqual([{ kind: 'bonus-tile' }, { kind: 'courtier' }, { kind: 'extra-upgrade' }, { kind: 'wall-piece' }, { kind: 'soldier' }]);
			expect([tallyOf(s, 1).points, tallyOf(s, 1).mosqueLevel, tallyOf(s, 1).camels]).toEqual([10, 7, 1]);
			const done = ok([
				...blue(held),
				all,
				{ type: 'owed.bonusTile', tile: 2 },
				{ type: 'owed.courtier', court: 'faith' },
				{ type: 'owed.upgrade', cell: 8, colour: 'orange' },
				{ type: 'owed.wall', piece: { kind: 'wall', n: 1, side: 'north', slot: 3 } },
				{ type: 'owed.soldier', cell: null },
				{ type: 'turn.ended' }
			]);
			const p = done.participants[1]!;
			expect(p.bonusTiles).toEqual([2]);
			// RU L841 with rules notes 16: the free courtier is the player's first and the court's first (a favour).
			expect([p.tally['court.faith'], p.tally.favour]).toEqual([1, 1]);
			expect(done.city[8]!.upgrade).toBe('orange');
			expect(done.walls.north[3]).toBe(true);
		});

		it('a bonus tile someone holds is refused; an extra upgrade is named by its colour; nothing changes', () => {
			const start = [...blue([...held, { type: 'bonus.tile', who: 0, tile: 2, held: true }]), all];
			const r = run([...start, { type: 'owed.bonusTile', tile: 2 }]);
			expect(r.refusal).toEqual({ key: 'merv_refusal_tile_held', params: { name: 'Ana' } });
			expect(r.state).toEqual(ok(start));
			const noWhite = run([...start, { type: 'owed.upgrade', cell: 8 }]);
			expect(noWhite.refusal?.key).toBe('merv_refusal_nothing_owed');
		});

		it('a reward that cannot be taken is lost, not owed: no own building without an upgrade', () => {
			const s = ok([...blue([...held, { type: 'site.upgraded', cell: 8, upgrade: 'sand' }]), all]);
			expect(s.turn!.owed.map((o) => o.kind)).toEqual(['bonus-tile', 'courtier', 'wall-piece', 'soldier']);
		});
	});

	describe('free steps (RU L398, L741)', () => {
		const marketStep: MervEntry = { type: 'printed.recorded', values: { 'merv.market.a.nw': 'mosque-step', 'merv.market.b.nw': 'mosque-step' } };
		const onMarketLine = [
			...cityGame(layout),
			copy,
			marketStep,
			set(0, 'camels', 1),
			{ type: 'turn.master', line: 2 } as MervEntry,
			{ type: 'turn.site', cell: 2 } as MervEntry
		];

		it('a camel-market corner: no cube paid, the space rewarded; a disc not on the track yet names its path', () => {
			const r = run([...onMarketLine, { type: 'turn.market', corner: 0 }]);
			expect(r.refusal?.key).toBe('merv_refusal_choose_path');
			expect(r.state).toEqual(ok(onMarketLine));
			const s = ok([...onMarketLine, { type: 'turn.market', corner: 0, path: 2 }]);
			const t = tallyOf(s, 0);
			// The camel laid on the corner, the path's camel taken.
			expect([t.mosquePath, t.mosqueLevel, t.camels]).toEqual([2, 1, 1]);
			expect(s.mosqueCamels).toEqual([true, false, true, true]);
		});

		it('the third discovery: one step up the disc’s own path with its reward', () => {
			const library = [
				...cityGame(layout),
				copy,
				set(0, 'scrolls', 5),
				set(0, 'mosquePath', 2),
				set(0, 'mosqueLevel', 1),
				{ type: 'turn.master', line: 0 } as MervEntry,
				{ type: 'turn.site', cell: 0 } as MervEntry,
				{ type: 'turn.library', paid: { purple: 1 } } as MervEntry
			];
			const s = ok([...library, { type: 'owed.discovery', tile: 'third.mosque-step' }]);
			// Path 2, level 2: a white upgrade owed on the player's own building (RU L855).
			expect([tallyOf(s, 0).mosqueLevel, tallyOf(s, 0).points]).toEqual([2, 1]);
			expect(s.turn!.owed).toEqual([{ kind: 'white-upgrade', anySite: false }]);
		});
	});
});
