/**
 * The learned board on random boards: the coat count against its definition, a learned route cost charged exactly,
 * and the cheapest known paths against every walk a brute-force search finds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Copy } from '../../../src/lib/engine/core/printed.ts';
import {
	BUILT_IN_PLACES,
	cheapestPaths,
	coatId,
	coatsOfPosts,
	learnedBoard,
	placeId,
	pricePath,
	type RouteCost,
	routeId,
	routeKey,
	type Traveller
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { CHARACTERS, GUILDS, SEAL_STATES } from '../../../src/lib/engine/marco-polo-2/catalog.ts';

const small = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 5 }) });
const names = [...BUILT_IN_PLACES.slice(0, 5), 'oasis-1', 'oasis-2'];

/** A board learned in part: some routes (some by water), two oases. */
const boardArb = fc
	.subarray(names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const)))
	.chain((pairs) =>
		fc.tuple(
			...pairs.map(([a, b]) =>
				fc.record({
					a: fc.constant(a),
					b: fc.constant(b),
					cost: fc.record({ coins: small, camels: small, jade: small }),
					water: fc.option(fc.constantFrom(...GUILDS), { nil: undefined, freq: 4 })
				})
			)
		)
	)
	.map((routes): Copy => {
		const values: Record<string, unknown> = {
			[placeId('oasis-1')]: { name: 'Oasis 1', oasis: true },
			[placeId('oasis-2')]: { name: 'Oasis 2', oasis: true }
		};
		for (const r of routes) values[routeId(r.a, r.b)] = { ...r.cost, ...(r.water ? { water: r.water } : {}) };
		return { values };
	});

const travellerArb: fc.Arbitrary<Traveller> = fc.record({
	seals: fc.record(Object.fromEntries(GUILDS.map((g) => [g, fc.constantFrom(...SEAL_STATES)])) as Record<(typeof GUILDS)[number], fc.Arbitrary<'none'>>),
	character: fc.option(fc.constantFrom(...CHARACTERS), { nil: null })
});

const asGood = (a: RouteCost, b: RouteCost) => a.coins <= b.coins && a.camels <= b.camels && a.jade <= b.jade;

/** Every walk from `from` of at most `depth` routes, by depth-first search over the known routes. */
function walks(copy: Copy, from: string, depth: number): string[][] {
	const board = learnedBoard(copy);
	const out: string[][] = [];
	const go = (path: string[]) => {
		if (path.length > 1) out.push(path);
		if (path.length > depth) return;
		for (const next of board.places) if (board.routes.has(routeKey(path.at(-1)!, next))) go([...path, next]);
	};
	go([from]);
	return out;
}

describe('properties: the learned board', () => {
	it('the coats of the trading posts are the different coat groups among them; the cities of unknown coat are named', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.integer({ min: 1, max: 9 }))), fc.subarray(names), (coats, posts) => {
				const copy = { values: Object.fromEntries(coats.map(([c, g]) => [coatId(c), `c${g}`])) };
				const groups = new Map(coats.map(([c, g]) => [c, g]));
				const counted = coatsOfPosts(learnedBoard(copy), posts);
				expect(counted.coats.size).toBe(new Set(posts.filter((p) => groups.has(p)).map((p) => groups.get(p))).size);
				expect(counted.unknown).toEqual(posts.filter((p) => !groups.has(p)));
			})
		);
	});

	it('a learned route cost is charged exactly: a path costs the sum of its routes', () => {
		fc.assert(
			fc.property(boardArb, fc.constantFrom(...names), (copy, from) => {
				const board = learnedBoard(copy);
				const anyone: Traveller = { seals: { farmers: 'basic', spicers: 'basic', tailors: 'basic', jewelers: 'basic' }, character: null };
				for (const path of walks(copy, from, 3)) {
					const r = pricePath(board, path, anyone);
					const sum = { coins: 0, camels: 0, jade: 0 };
					for (let i = 1; i < path.length; i++) {
						const route = board.routes.get(routeKey(path[i - 1]!, path[i]!))!;
						sum.coins += route.coins ?? 0;
						sum.camels += route.camels ?? 0;
						sum.jade += route.jade ?? 0;
					}
					expect(r.ok && r.priced.cost).toEqual(sum);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('the cheapest known path is never more expensive than any path brute force finds', () => {
		fc.assert(
			fc.property(boardArb, fc.constantFrom(...names), fc.integer({ min: 1, max: 3 }), travellerArb, (copy, from, maxSteps, who) => {
				const board = learnedBoard(copy);
				const plan = cheapestPaths(board, from, maxSteps, who);
				// Möngke Khan's oases take no step, so a walk may have more routes than steps: search deeper.
				for (const path of walks(copy, from, maxSteps + (who.character === 'mongke-khan' ? 2 : 0))) {
					const r = pricePath(board, path, who);
					if (!r.ok || r.priced.steps < 1 || r.priced.steps > maxSteps) continue;
					const options = plan.get(path.at(-1)!);
					expect(options, `${path.join('→')} is a move, so its end is reachable`).toBeDefined();
					expect(options!.some((o) => asGood(o.cost, r.priced.cost))).toBe(true);
				}
				// And every option is a real move that costs what it says.
				for (const [to, options] of plan)
					for (const o of options) {
						const r = pricePath(board, o.path, who);
						expect(r.ok && r.priced.cost).toEqual(o.cost);
						expect(o.path.at(-1)).toBe(to);
						expect(r.ok && r.priced.steps).toBeLessThanOrEqual(maxSteps);
					}
			}),
			{ numRuns: 80 }
		);
	});
});
