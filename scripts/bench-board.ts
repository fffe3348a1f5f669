/**
 * (j) Marco Polo II on a fully learned board: pricing a move (the path's routes, water seals) and the cheapest
 * known paths within 6 steps from every place. The real board is learned from the copy on the table, so the
 * benchmark learns one of its size: the 13 places the rulebooks name and 27 added (10 of them oases), each
 * joined to its neighbours in a grid, about 75 routes with costs, some by water.
 */
import { performance } from 'node:perf_hooks';
import type { Copy } from '../src/lib/engine/core/printed.ts';
import { BUILT_IN_PLACES, cheapestPaths, GUILDS, learnedBoard, placeId, pricePath, routeId, type Traveller } from '../src/lib/engine/marco-polo-2/index.ts';
import { keep, summarize, time, type Timing } from './bench-timing.ts';

export const BOARD_TARGET_MS = 1;
const WIDTH = 8;

/** A learned board of the real one's size, the same every run. */
export function fullyLearnedCopy(): Copy {
	const values: Record<string, unknown> = {};
	const added = Array.from({ length: 27 }, (_, i) => `place-${i + 1}`);
	added.forEach((id, i) => (values[placeId(id)] = { name: `Place ${i + 1}`, oasis: i < 10 }));
	const places = [...BUILT_IN_PLACES, ...added];
	let seed = 7;
	const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 5;
	places.forEach((a, i) => {
		const right = (i + 1) % WIDTH !== 0 ? places[i + 1] : undefined;
		const down = places[i + WIDTH];
		for (const b of [right, down]) {
			if (!b) continue;
			const water = next() === 0 ? { water: GUILDS[next() % GUILDS.length] } : {};
			values[routeId(a, b)] = { coins: next(), camels: next(), ...(next() === 4 ? { jade: 1 } : {}), ...water };
		}
	});
	return { values };
}

export function benchBoard(): { places: number; routes: number; price: Timing; plan: Timing; ok: boolean } {
	const board = learnedBoard(fullyLearnedCopy());
	const who: Traveller = { seals: { farmers: 'basic', spicers: 'improved', tailors: 'basic', jewelers: 'basic' }, character: null };
	// A move of 5 steps the planner finds from Beijing: a real path on this board.
	const far = [...cheapestPaths(board, 'beijing', 5, who).values()].flat().find((p) => p.steps === 5);
	if (!far) throw new Error('the benchmark board has no 5-step move from Beijing');
	const price = time(
		() => {
			const r = pricePath(board, far.path, who);
			if (!r.ok) throw new Error(`the benchmark move was refused: ${r.refusal.key}`);
			return r;
		},
		5000,
		1000
	);
	// Each sample: the cheapest known paths from one place within 6 steps (as a tap on a destination needs).
	const samples: number[] = [];
	for (let round = 0; round < 20; round++)
		for (const from of board.places) {
			// A new board each time, so nothing the planner caches per board is measured as free.
			const fresh = round === 0 ? learnedBoard(fullyLearnedCopy()) : board;
			const t0 = performance.now();
			keep(cheapestPaths(fresh, from, 6, who));
			samples.push(performance.now() - t0);
		}
	const plan = summarize(samples.slice(board.places.length), board.places.length);
	return { places: board.places.length, routes: board.routes.size, price, plan, ok: price.p95Ms < BOARD_TARGET_MS && plan.p95Ms < BOARD_TARGET_MS };
}
