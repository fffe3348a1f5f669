/**
 * Cheapest walks on a map whose routes cost several things at once (coins, camels, jade…). No single
 * order ranks such costs, so "cheapest" is the set of walks no other beats on every count (a Pareto
 * front). Walks may pass a place twice (the games allow going back and forth). Walks of each exact
 * number of steps are kept apart, since a game may charge by the steps taken. A place may be "free":
 * entering it takes no step (Marco Polo II's Möngke Khan and the oases).
 */

export interface WalkEdge {
	a: string;
	b: string;
	/** One number per currency, in the same order for every edge; never below 0. */
	cost: readonly number[];
}

export interface WalkGraph {
	index: ReadonlyMap<string, number>;
	names: readonly string[];
	/** Per place: [neighbour, ...cost] flat, `width` numbers per neighbour. */
	adjacent: readonly number[][];
	/** Currencies per cost. */
	currencies: number;
	/** Entering this place takes no step. */
	free: readonly boolean[];
}

/** A walk as the planner keeps it: the place it ends on, what it cost, its steps, and the walk before. */
export interface WalkLabel {
	node: number;
	cost: number[];
	steps: number;
	prev: WalkLabel | null;
}

/** A graph for walkFronts: routes in both directions; edges naming a place not in `names` are left out. */
export function walkGraph(names: readonly string[], edges: readonly WalkEdge[], currencies: number, free: readonly string[] = []): WalkGraph {
	const index = new Map(names.map((id, i) => [id, i]));
	const adjacent: number[][] = names.map(() => []);
	for (const e of edges) {
		const a = index.get(e.a);
		const b = index.get(e.b);
		if (a === undefined || b === undefined) continue;
		const cost = Array.from({ length: currencies }, (_, i) => e.cost[i] ?? 0);
		adjacent[a]!.push(b, ...cost);
		if (a !== b) adjacent[b]!.push(a, ...cost);
	}
	const freeSet = new Set(free);
	return { index, names, adjacent, currencies, free: names.map((n) => freeSet.has(n)) };
}

/** Whether cost a is at least as good as b on every count. */
export const asGood = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x <= b[i]!);

/** Adds a walk to a front unless one there is as good on every count; drops those it beats. Ties keep the earlier. Whether it was added. */
export function addToFront<T extends { cost: readonly number[] }>(front: T[], c: T): boolean {
	for (const x of front) if (asGood(x.cost, c.cost)) return false;
	let kept = 0;
	for (const x of front) if (!asGood(c.cost, x.cost)) front[kept++] = x;
	front.length = kept;
	front.push(c);
	return true;
}

/**
 * From each walk of the layer, every step into a place (free ones, or the others), added to `into`; the new walks.
 * With `best` (the cheapest walks of any steps so far), a walk that one with no more steps is as cheap as is dropped.
 */
function extend(graph: WalkGraph, from: readonly WalkLabel[], into: WalkLabel[][], steps: number, free: boolean, best?: WalkLabel[][]): WalkLabel[] {
	const width = graph.currencies + 1;
	const added: WalkLabel[] = [];
	for (const l of from) {
		const adj = graph.adjacent[l.node]!;
		for (let e = 0; e < adj.length; e += width) {
			const w = adj[e]!;
			if (graph.free[w] !== free) continue;
			const cost = l.cost.map((c, i) => c + adj[e + 1 + i]!);
			const label = { node: w, cost, steps, prev: l };
			if (best && best[w]!.some((x) => asGood(x.cost, cost))) continue;
			if (!addToFront(into[w]!, label)) continue;
			if (best) addToFront(best[w]!, label);
			added.push(label);
		}
	}
	return added;
}

/** Adds every walk on through free places at no step, until none is new (costs are never below 0, so this ends). */
function closeOverFree(graph: WalkGraph, layer: WalkLabel[][], steps: number, best?: WalkLabel[][]): void {
	if (!graph.free.some(Boolean)) return;
	let todo = layer.flat();
	while (todo.length) todo = extend(graph, todo, layer, steps, true, best);
}

export interface WalkOptions {
	/**
	 * What a walk costs does not depend on its steps (Marco Polo II: a travel space costs the same for any steps): a walk
	 * that another of no more steps to the same place is as cheap as is dropped, and so are its continuations.
	 */
	anySteps?: boolean;
}

/**
 * The cheapest walks from `start`, by exact number of steps: fronts[k][place] holds the walks of k steps (k = 1..maxSteps)
 * that end there and that no other walk of k steps beats on every count. fronts[0] holds the walks of no step (the start,
 * and free places next to it).
 */
export function walkFronts(graph: WalkGraph, start: string, maxSteps: number, options: WalkOptions = {}): WalkLabel[][][] {
	const s = graph.index.get(start);
	if (s === undefined) return [];
	const n = graph.names.length;
	const layer0: WalkLabel[][] = Array.from({ length: n }, () => []);
	layer0[s]!.push({ node: s, cost: Array<number>(graph.currencies).fill(0), steps: 0, prev: null });
	closeOverFree(graph, layer0, 0);
	// Walks of no step are not moves: they do not hide a move back to where it started.
	const best = options.anySteps ? Array.from({ length: n }, (): WalkLabel[] => []) : undefined;
	const fronts = [layer0];
	for (let k = 1; k <= maxSteps; k++) {
		const next: WalkLabel[][] = Array.from({ length: n }, () => []);
		extend(graph, fronts[k - 1]!.flat(), next, k, false, best);
		closeOverFree(graph, next, k, best);
		fronts.push(next);
	}
	return fronts;
}

/** The places a walk passes, from the start to its end. */
export function walkPath(graph: WalkGraph, label: WalkLabel): string[] {
	const path: string[] = [];
	for (let l: WalkLabel | null = label; l; l = l.prev) path.push(graph.names[l.node]!);
	return path.reverse();
}
