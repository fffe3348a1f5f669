import { describe, expect, it } from 'vitest';
import { pathCost, planRoutes, routeCostId, standardBoard, travelCostId, type Board } from '../../../src/lib/engine/voyages/index.ts';
import { expectRefusal } from './helpers.ts';

const board = standardBoard();
const to = (from: string, dest: string, steps: number, options = {}) => planRoutes(board, from, steps, options).find((r) => r.to === dest);
/** Why a journey along this path is not one (too long, no route, no such place), or null. */
const pathRefusal = (path: readonly string[], maxSteps: number, options = {}) => {
	const r = pathCost(board, path, maxSteps, options);
	return r.ok ? null : r.refusal;
};

describe('the rulebook’s travel examples', () => {
	it('Yellow moves 3 steps, 12 coins, Samarcanda → oasis → Kashgar → Lan-Zhou, 8 camels on top (PL:554–566)', () => {
		const r = to('samarcanda', 'lan-zhou', 3)!;
		expect(r.options).toHaveLength(1);
		expect(r.options[0]).toEqual({
			to: 'lan-zhou',
			steps: 3,
			path: ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'],
			travelCoins: 12,
			extra: { coins: 0, camels: 8 },
			total: { coins: 12, camels: 8 }
		});
		expect(pathCost(board, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'], 3)).toEqual({ ok: true, option: r.options[0] });
	});

	it('Red moves 2 steps for 7 coins (PL:458)', () => {
		const r = to('venezia', 'moscow', 2)!;
		expect(r.options.map((o) => [o.path, o.total])).toEqual([[['venezia', 'oasis-a', 'moscow'], { coins: 7, camels: 0 }]]);
	});

	it('pays only for the steps moved: with a 6 one may still stop after 1 step (PL:452–456)', () => {
		expect(to('venezia', 'alexandria', 6)!.options[0]!.total).toEqual({ coins: 3, camels: 0 });
		expect(to('venezia', 'oasis-e', 6)!.options[0]!.total).toEqual({ coins: 3, camels: 3 });
	});

	it('the route’s camels or coins come on top: Alexandria → oasis is 7 coins more (PL:474)', () => {
		expect(to('alexandria', 'oasis-g', 1)!.options[0]!.total).toEqual({ coins: 3 + 7, camels: 0 });
	});
});

describe('planRoutes', () => {
	it('lists every location within reach and none beyond', () => {
		const one = planRoutes(board, 'venezia', 1).map((r) => r.to);
		expect(one.sort()).toEqual(['alexandria', 'oasis-a', 'oasis-e']);
		// Sumatra is 5 steps from Venezia.
		expect(to('venezia', 'sumatra', 4)).toBeUndefined();
		expect(to('venezia', 'sumatra', 5)!.options[0]!.steps).toBe(5);
		// With 6 steps from Venezia, all but the far east.
		expect(planRoutes(board, 'venezia', 6).length).toBeGreaterThan(20);
	});

	it('going back and forth is allowed, so the start can be the end (PL:528)', () => {
		expect(to('venezia', 'venezia', 2)!.options[0]).toMatchObject({ steps: 2, total: { coins: 7, camels: 0 } });
		expect(to('venezia', 'venezia', 1)).toBeUndefined();
	});

	it('keeps every option no other beats on both coins and camels', () => {
		// Venezia → Samarcanda: via oasis E (3 camels on the first route), 2 steps, or round by Alexandria, dearer in coins.
		const r = to('venezia', 'samarcanda', 6)!;
		expect(r.options[0]).toMatchObject({ steps: 2, total: { coins: 7, camels: 3 } });
		for (const a of r.options) for (const b of r.options) if (a !== b) expect(a.total.coins <= b.total.coins && a.total.camels <= b.total.camels).toBe(false);
		expect(r.options.map((o) => o.total.coins)).toEqual([...r.options.map((o) => o.total.coins)].sort((x, y) => x - y));
	});

	it('a 4-step walk can beat a 3-step one when 4 steps cost what 3 do', () => {
		const b: Board = {
			locations: ['A', 'B', 'C', 'D', 'E'],
			routes: [
				{ a: 'A', b: 'B', extra: { coins: 0, camels: 2 } },
				{ a: 'A', b: 'C', extra: { coins: 0, camels: 0 } },
				{ a: 'C', b: 'D', extra: { coins: 0, camels: 0 } },
				{ a: 'D', b: 'E', extra: { coins: 0, camels: 0 } },
				{ a: 'E', b: 'B', extra: { coins: 0, camels: 0 } }
			],
			travelCost: [0, 3, 7, 12, 12],
			oases: []
		};
		const r = planRoutes(b, 'A', 4).find((x) => x.to === 'B')!;
		expect(r.options.map((o) => [o.steps, o.total])).toEqual([
			[1, { coins: 3, camels: 2 }],
			[4, { coins: 12, camels: 0 }]
		]);
	});

	it('a "move 1" reward pays the route but not the travel action (EN supplement)', () => {
		expect(to('samarcanda', 'oasis-f', 1, { travelCost: false })!.options[0]!.total).toEqual({ coins: 0, camels: 2 });
	});

	it('Johannes Carpini jumps from an oasis to any other as one step', () => {
		expect(to('venezia', 'sumatra', 3)).toBeUndefined();
		const r = to('venezia', 'sumatra', 3, { oasisJumps: true })!;
		expect(r.options[0]).toMatchObject({ steps: 3, total: { coins: 12, camels: 4 } });
		expect(r.options[0]!.path).toEqual(['venezia', 'oasis-a', 'oasis-j', 'sumatra']);
		expect(pathRefusal(['venezia', 'oasis-a', 'oasis-j', 'sumatra'], 3)).toMatchObject({ key: 'voyages_refusal_no_route' });
		expect(pathCost(board, ['venezia', 'oasis-a', 'oasis-j', 'sumatra'], 3, { oasisJumps: true })).toMatchObject({
			ok: true,
			option: { total: { coins: 12, camels: 4 } }
		});
	});

	it('follows the copy of the game where the player corrected a route or a step cost', () => {
		const corrected = standardBoard({ values: { [routeCostId('samarcanda~oasis-f')]: { camels: 3 }, [travelCostId(4)]: 15, [travelCostId(3)]: 99 } });
		expect(planRoutes(corrected, 'samarcanda', 3).find((r) => r.to === 'lan-zhou')!.options[0]!.total).toEqual({ coins: 12, camels: 9 });
		// 3 steps = 12 is rulebook text: the copy cannot change it.
		expect(corrected.travelCost).toEqual([0, 3, 7, 12, 15, 18, 18]);
		expect(board.travelCost).toEqual([0, 3, 7, 12, 12, 18, 18]);
	});

	it('nothing from an unknown place or with no steps; more than 6 steps is 6', () => {
		expect(planRoutes(board, 'atlantis', 3)).toEqual([]);
		expect(planRoutes(board, 'venezia', 0)).toEqual([]);
		expect(planRoutes(board, 'venezia', 9)).toEqual(planRoutes(board, 'venezia', 6));
	});
});

describe('travel refusals', () => {
	it('refuses more steps than the lower die, no step at all, and a hop with no route', () => {
		expectRefusal(pathRefusal(['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'], 2), 'voyages_refusal_travel_too_far', { steps: 3, max: 2 });
		expectRefusal(pathRefusal(['venezia'], 3), 'voyages_refusal_travel_no_step');
		expectRefusal(pathRefusal(['venezia', 'moscow'], 3), 'voyages_refusal_no_route', { from: 'venezia', to: 'moscow' });
		expectRefusal(pathRefusal(['venezia', 'rome'], 3), 'voyages_refusal_no_such_location', { location: 'rome' });
	});

	it('pathCost gives the same cost the planner gives for its path', () => {
		for (const r of planRoutes(board, 'karakorum', 6))
			for (const o of r.options) {
				const p = pathCost(board, o.path, 6);
				expect(p.ok && p.option).toEqual(o);
			}
	});
});
