/**
 * Moves on the learned board: what a path costs by the routes' printed costs (all paid at once, RU L405), the guild
 * seal a water route needs but does not spend (RU L410), and the cheapest known paths to every place within the steps
 * a travel space allows. Möngke Khan's oases take no step (RU L1120); Gantulga Od pays only the jade of routes (RU L1162).
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { addToFront, walkFronts, walkGraph, walkPath, type WalkEdge, type WalkGraph, type WalkLabel } from '../../core/paths.ts';
import type { CharacterId, Guild, SealState } from '../catalog.ts';
import { routeOf, type LearnedBoard, type RouteValue } from './learned.ts';

/** Who moves: their seals (water routes) and character (Möngke Khan, Gantulga Od). */
export interface Traveller {
	seals: Readonly<Record<Guild, SealState>>;
	character: CharacterId | null;
}

export interface RouteCost {
	coins: number;
	camels: number;
	jade: number;
}

export interface PricedPath {
	path: string[];
	cost: RouteCost;
	/** Steps the move takes: Möngke Khan's oases take none. */
	steps: number;
	/** The different oases passed or ended on (Möngke Khan's 3 VP each, RU L1120). */
	oases: string[];
}

export type Priced = { ok: true; priced: PricedPath } | { ok: false; refusal: Refusal; unknown: [string, string][] };

/** What a route costs this traveller: Gantulga Od pays no coins or camels for it (RU L1162). */
function costFor(route: RouteValue, who: Traveller): RouteCost {
	const free = who.character === 'gantulga-od';
	return { coins: free ? 0 : (route.coins ?? 0), camels: free ? 0 : (route.camels ?? 0), jade: route.jade ?? 0 };
}

const canUse = (route: RouteValue, who: Traveller) => !route.water || who.seals[route.water] !== 'none';
const takesStep = (board: LearnedBoard, place: string, who: Traveller) => !(who.character === 'mongke-khan' && board.oases.has(place));

/**
 * What a move along `path` (from the figure's place to where it ends) costs, or why it is refused: a place the copy does
 * not know, a route whose cost it does not know yet (all such routes are listed, to ask once), a water route without its seal.
 */
export function pricePath(board: LearnedBoard, path: readonly string[], who: Traveller): Priced {
	const fail = (refusal: Refusal, unknown: [string, string][] = []): Priced => ({ ok: false, refusal, unknown });
	if (path.length < 2) return fail(refuse('marco_polo_2_refusal_travel_path_short'));
	for (const place of path) if (!board.places.includes(place)) return fail(refuse('marco_polo_2_refusal_no_such_place', { place }));
	const cost: RouteCost = { coins: 0, camels: 0, jade: 0 };
	const unknown: [string, string][] = [];
	let steps = 0;
	for (let i = 1; i < path.length; i++) {
		const [a, b] = [path[i - 1]!, path[i]!];
		const route = routeOf(board, a, b);
		if (!route) {
			unknown.push([a, b]);
			continue;
		}
		if (!canUse(route, who)) return fail(refuse('marco_polo_2_refusal_route_needs_seal', { guild: route.water! }));
		const c = costFor(route, who);
		cost.coins += c.coins;
		cost.camels += c.camels;
		cost.jade += c.jade;
		if (takesStep(board, b, who)) steps++;
	}
	if (unknown.length) return fail(refuse('marco_polo_2_refusal_route_unknown', { from: unknown[0]![0], to: unknown[0]![1] }), unknown);
	const oases = [...new Set(path.slice(1).filter((p) => board.oases.has(p)))];
	return { ok: true, priced: { path: [...path], cost, steps, oases } };
}

const graphs = new WeakMap<LearnedBoard, Map<string, WalkGraph>>();

/** The known routes this traveller may take, as a graph of coins, camels and jade; one per board and kind of traveller. */
function graphFor(board: LearnedBoard, who: Traveller): WalkGraph {
	const key = `${who.character === 'gantulga-od' ? 'g' : ''}${who.character === 'mongke-khan' ? 'm' : ''}:${Object.entries(who.seals)
		.filter(([, s]) => s !== 'none')
		.map(([g]) => g)
		.join()}`;
	let byKey = graphs.get(board);
	if (!byKey) graphs.set(board, (byKey = new Map<string, WalkGraph>()));
	let graph = byKey.get(key);
	if (graph) return graph;
	const edges: WalkEdge[] = [];
	for (const [k, route] of board.routes) {
		if (!canUse(route, who)) continue;
		const [a, b] = k.split('~') as [string, string];
		const c = costFor(route, who);
		edges.push({ a, b, cost: [c.coins, c.camels, c.jade] });
	}
	graph = walkGraph(board.places, edges, 3, who.character === 'mongke-khan' ? [...board.oases] : []);
	byKey.set(key, graph);
	return graph;
}

/**
 * The cheapest known paths from `from` to every place reachable in 1 to `maxSteps` steps over routes the copy knows and the
 * traveller may take: per place, the paths no other beats on coins, camels and jade at once, fewest coins first.
 */
export function cheapestPaths(board: LearnedBoard, from: string, maxSteps: number, who: Traveller): Map<string, PricedPath[]> {
	const graph = graphFor(board, who);
	// A travel space costs the same for any steps: only the routes' costs rank the walks.
	const fronts = walkFronts(graph, from, Math.max(0, Math.floor(maxSteps)), { anySteps: true });
	const best: WalkLabel[][] = graph.names.map(() => []);
	for (let k = 1; k < fronts.length; k++) for (let w = 0; w < graph.names.length; w++) for (const l of fronts[k]![w]!) addToFront(best[w]!, l);
	const out = new Map<string, PricedPath[]>();
	best.forEach((front, w) => {
		if (front.length === 0) return;
		const paths = front
			.map((l): PricedPath => {
				const path = walkPath(graph, l);
				return {
					path,
					cost: { coins: l.cost[0]!, camels: l.cost[1]!, jade: l.cost[2]! },
					steps: l.steps,
					oases: [...new Set(path.slice(1).filter((p) => board.oases.has(p)))]
				};
			})
			.sort((a, b) => a.cost.coins - b.cost.coins || a.cost.camels - b.cost.camels);
		out.set(graph.names[w]!, paths);
	});
	return out;
}
