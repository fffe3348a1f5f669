/**
 * The planner against brute force on random boards: every walk of 1..max steps
 * is enumerated; the planner's options must be exactly the walks' cheapest costs
 * (no walk beats an option on both coins and camels, and every option is a walk).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathCost, planRoutes, type Board, type TravelCost } from '../../../src/lib/engine/voyages/index.ts';

const cost = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }) });

const boardArb = fc.integer({ min: 2, max: 7 }).chain((n) => {
	const names = Array.from({ length: n }, (_, i) => `L${i}`);
	const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));
	return fc.record({
		board: fc.record({
			locations: fc.constant(names),
			routes: fc
				.subarray(pairs)
				.chain((chosen) =>
					fc.tuple(...chosen.map(([a, b]) => fc.record({ a: fc.constant(a), b: fc.constant(b), extra: fc.record({ coins: cost, camels: cost }) })))
				),
			// Any travel costs, not only rising ones.
			travelCost: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 5, maxLength: 5 }).map((c) => [0, ...c]),
			oases: fc.subarray(names)
		}),
		from: fc.constantFrom(...names),
		maxSteps: fc.integer({ min: 1, max: 4 }),
		oasisJumps: fc.boolean()
	});
});

const dominates = (a: TravelCost, b: TravelCost) => a.coins <= b.coins && a.camels <= b.camels;

/** Every walk from `from`, its end and total cost, by depth-first search. */
function allWalks(board: Board, from: string, maxSteps: number, oasisJumps: boolean) {
	const edges: { a: string; b: string; coins: number; camels: number }[] = [];
	for (const r of board.routes) edges.push({ a: r.a, b: r.b, ...r.extra }, { a: r.b, b: r.a, ...r.extra });
	if (oasisJumps) for (const a of board.oases) for (const b of board.oases) if (a !== b) edges.push({ a, b, coins: 0, camels: 0 });
	const out: { to: string; total: TravelCost; steps: number }[] = [];
	const walk = (at: string, steps: number, coins: number, camels: number) => {
		if (steps > 0) out.push({ to: at, steps, total: { coins: coins + board.travelCost[steps]!, camels } });
		if (steps === maxSteps) return;
		for (const e of edges) if (e.a === at) walk(e.b, steps + 1, coins + e.coins, camels + e.camels);
	};
	walk(from, 0, 0, 0);
	return out;
}

describe('properties: route planner', () => {
	it('equals the brute-force cheapest costs on random boards, and is never above any walk', () => {
		fc.assert(
			fc.property(boardArb, ({ board, from, maxSteps, oasisJumps }) => {
				const walks = allWalks(board, from, maxSteps, oasisJumps);
				const plan = planRoutes(board, from, maxSteps, { oasisJumps });
				expect(plan.map((r) => r.to).sort()).toEqual([...new Set(walks.map((w) => w.to))].sort());
				for (const r of plan) {
					const mine = walks.filter((w) => w.to === r.to);
					// Never above: every walk costs at least as much as some option on both counts.
					for (const w of mine) expect(r.options.some((o) => dominates(o.total, w.total))).toBe(true);
					// Equal to the minimum: the options are exactly the walks' Pareto-cheapest costs.
					const front = mine.filter(
						(w) => !mine.some((v) => dominates(v.total, w.total) && (v.total.coins < w.total.coins || v.total.camels < w.total.camels))
					);
					const key = (c: TravelCost) => `${c.coins}/${c.camels}`;
					expect(new Set(r.options.map((o) => key(o.total)))).toEqual(new Set(front.map((w) => key(w.total))));
					expect(r.options).toHaveLength(new Set(front.map((w) => key(w.total))).size);
					expect(Math.min(...r.options.map((o) => o.total.coins))).toBe(Math.min(...mine.map((w) => w.total.coins)));
					expect(Math.min(...r.options.map((o) => o.total.camels))).toBe(Math.min(...mine.map((w) => w.total.camels)));
					// Each option's path is a real walk that costs what the option says.
					for (const o of r.options) {
						expect(o.path[0]).toBe(from);
						expect(o.path.length - 1).toBe(o.steps);
						const p = pathCost(board, o.path, maxSteps, { oasisJumps });
						expect(p.ok && p.option.total).toEqual(o.total);
					}
				}
			}),
			{ numRuns: 150 }
		);
	});

	it('more steps allowed never makes a place dearer or out of reach', () => {
		fc.assert(
			fc.property(boardArb, ({ board, from, maxSteps }) => {
				const fewer = planRoutes(board, from, maxSteps);
				const more = planRoutes(board, from, maxSteps + 1);
				for (const r of fewer) {
					const m = more.find((x) => x.to === r.to)!;
					for (const o of r.options) expect(m.options.some((x) => dominates(x.total, o.total))).toBe(true);
				}
			}),
			{ numRuns: 100 }
		);
	});
});
