/**
 * Route planner and travel checks (PL:423–566). A travel action pays the coins
 * for the number of steps actually moved plus the camels and coins printed on
 * every route taken (PL:456–474). Moving back and forth is allowed (PL:528), so
 * walks may pass a location twice. Costs are in two currencies, so "cheapest" is
 * the set of options no other beats on both coins and camels (a Pareto front).
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { addToFront, walkFronts, walkGraph, walkPath, type WalkEdge, type WalkGraph, type WalkLabel } from '../../core/paths.ts';
import type { Copy } from '../../core/printed.ts';
import { LOCATIONS, OASES } from './places.ts';
import { MAX_TRAVEL_STEPS, ROUTES } from './routes.ts';
import { emptyVoyagesCopy, routeCost, travelCoins } from '../printed.ts';

export interface TravelCost {
	coins: number;
	camels: number;
}

export interface BoardRoute {
	a: string;
	b: string;
	extra: TravelCost;
}

/** A map to plan on: the real one (standardBoard) or any other graph. */
export interface Board {
	locations: readonly string[];
	routes: readonly BoardRoute[];
	/** Coins of the travel action for k steps at index k (index 0 unused). */
	travelCost: readonly number[];
	/** Where Johannes Carpini may jump from one to another. */
	oases: readonly string[];
}

const boards = new WeakMap<Copy, Board>();

/** The real map with the route and travel costs of this copy of the game; one board per copy (a copy is never changed in place, and states share theirs). */
export function standardBoard(copy: Copy = emptyVoyagesCopy()): Board {
	let board = boards.get(copy);
	if (!board) boards.set(copy, (board = boardOf(copy)));
	return board;
}

function boardOf(copy: Copy): Board {
	return {
		locations: LOCATIONS.map((l) => l.id),
		routes: ROUTES.map((r) => {
			// Every route and step count has a built-in default, so none is unknown.
			const extra = routeCost(copy, r.id)!;
			return { a: r.a, b: r.b, extra: { coins: extra.coins ?? 0, camels: extra.camels ?? 0 } };
		}),
		travelCost: [0, ...Array.from({ length: MAX_TRAVEL_STEPS }, (_, i) => travelCoins(copy, i + 1)!)],
		oases: OASES
	};
}

export interface PlanOptions {
	/** false: no travel-action coins, as for a "move 1" reward or a city card; route costs are still paid. */
	travelCost?: boolean;
	/** Johannes Carpini: from an oasis to any other oasis counts as one step. */
	oasisJumps?: boolean;
}

export interface TravelOption {
	to: string;
	steps: number;
	/** From the start to `to`, both included. */
	path: string[];
	travelCoins: number;
	extra: TravelCost;
	total: TravelCost;
}

export interface Reachable {
	to: string;
	/** No option beats another on both coins and camels; fewest coins first. */
	options: TravelOption[];
}

// ---------------------------------------------------------------- graph

const graphs = new WeakMap<Board, { plain?: WalkGraph; jumps?: WalkGraph }>();

/** The board as a graph of coins and camels; Johannes Carpini's jumps join every two oases at no cost. */
function graphOf(board: Board, oasisJumps: boolean): WalkGraph {
	const cached = graphs.get(board) ?? {};
	const hit = oasisJumps ? cached.jumps : cached.plain;
	if (hit) return hit;
	const edges: WalkEdge[] = board.routes.map((r) => ({ a: r.a, b: r.b, cost: [r.extra.coins, r.extra.camels] }));
	if (oasisJumps)
		for (let i = 0; i < board.oases.length; i++)
			for (let j = i + 1; j < board.oases.length; j++) edges.push({ a: board.oases[i]!, b: board.oases[j]!, cost: [0, 0] });
	const graph = walkGraph(board.locations, edges, 2);
	graphs.set(board, oasisJumps ? { ...cached, jumps: graph } : { ...cached, plain: graph });
	return graph;
}

// ---------------------------------------------------------------- planner

const stepsAllowed = (board: Board, maxSteps: number) => Math.min(Math.floor(maxSteps), board.travelCost.length - 1);

/**
 * Every location reachable from `from` in 1 to `maxSteps` steps, with the cheapest
 * options and their paths. Walks of each exact length are kept apart, since the
 * travel cost depends on the steps (4 steps may cost what 3 do).
 */
export function planRoutes(board: Board, from: string, maxSteps: number, options: PlanOptions = {}): Reachable[] {
	const graph = graphOf(board, options.oasisJumps ?? false);
	const max = stepsAllowed(board, maxSteps);
	if (!graph.index.has(from) || max < 1) return [];
	const fronts = walkFronts(graph, from, max);
	const n = board.locations.length;
	const totals: { cost: number[]; label: WalkLabel }[][] = Array.from({ length: n }, () => []);
	for (let k = 1; k <= max; k++) {
		const base = options.travelCost === false ? 0 : board.travelCost[k]!;
		for (let w = 0; w < n; w++) for (const l of fronts[k]![w]!) addToFront(totals[w]!, { cost: [base + l.cost[0]!, l.cost[1]!], label: l });
	}
	const out: Reachable[] = [];
	for (let w = 0; w < n; w++) {
		const front = totals[w]!;
		if (front.length === 0) continue;
		const to = board.locations[w]!;
		const opts = front
			.map(({ cost, label }): TravelOption => {
				const extra = { coins: label.cost[0]!, camels: label.cost[1]! };
				return {
					to,
					steps: label.steps,
					path: walkPath(graph, label),
					travelCoins: cost[0]! - extra.coins,
					extra,
					total: { coins: cost[0]!, camels: cost[1]! }
				};
			})
			.sort((a, b) => a.total.coins - b.total.coins);
		out.push({ to, options: opts });
	}
	return out;
}

// ---------------------------------------------------------------- checks

/** What a given path costs, or why it is not a journey. */
export function pathCost(
	board: Board,
	path: readonly string[],
	maxSteps: number,
	options: PlanOptions = {}
): { ok: true; option: TravelOption } | { ok: false; refusal: Refusal } {
	const graph = graphOf(board, options.oasisJumps ?? false);
	for (const id of path) if (!graph.index.has(id)) return { ok: false, refusal: refuse('voyages_refusal_no_such_location', { location: id }) };
	const steps = path.length - 1;
	if (steps < 1) return { ok: false, refusal: refuse('voyages_refusal_travel_no_step') };
	const max = stepsAllowed(board, maxSteps);
	if (steps > max) return { ok: false, refusal: refuse('voyages_refusal_travel_too_far', { steps, max }) };
	const extra = { coins: 0, camels: 0 };
	for (let i = 0; i < steps; i++) {
		const a = graph.index.get(path[i]!)!;
		const b = graph.index.get(path[i + 1]!)!;
		const adj = graph.adjacent[a]!;
		let best: TravelCost | null = null;
		for (let e = 0; e < adj.length; e += 3)
			if (adj[e] === b && (!best || adj[e + 1]! + adj[e + 2]! < best.coins + best.camels)) best = { coins: adj[e + 1]!, camels: adj[e + 2]! };
		if (!best) return { ok: false, refusal: refuse('voyages_refusal_no_route', { from: path[i]!, to: path[i + 1]! }) };
		extra.coins += best.coins;
		extra.camels += best.camels;
	}
	const travelCoins = options.travelCost === false ? 0 : board.travelCost[steps]!;
	return {
		ok: true,
		option: { to: path[steps]!, steps, path: [...path], travelCoins, extra, total: { coins: travelCoins + extra.coins, camels: extra.camels } }
	};
}
