/**
 * A move named place by place on the learned board: the rules price it from the routes the copy knows (RU L405), check
 * the water routes' seals (RU L410), the steps (Möngke Khan's oases take none, RU L1120), where the trading posts go
 * (the end city; the upper space's extra one in a city passed through, RU L456) and Möngke's oases; the figure moves.
 * Bonuses the copy knows for this game are paid by themselves: the outpost bonus tile of a city built in first
 * (RU L493–495) and a city bonus marker, at once and every later round start (RU L445, L454).
 */
import { isRefusal, refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { learnedBoard, type LearnedBoard } from '../board/learned.ts';
import { START_PLACE } from '../board/places.ts';
import { pricePath, type PricedPath, type RouteCost, type Traveller } from '../board/routes.ts';
import type { CharacterId } from '../catalog.ts';
import type { ActionEntry } from '../table/entries.ts';
import { addBundles } from '../table/stock.ts';
import { figurePlace, withFigure, type Bundle, type FigureNo, type TablePlayer, type TableState } from '../table/state.ts';

type TravelEntry = Extract<ActionEntry, { space: 'travel-lower' | 'travel-middle' | 'travel-upper' }>;

/** One figure's part of a move: which figure, along which places. */
export interface Leg {
	figure: FigureNo;
	path: string[];
}

/** A move priced: each figure's leg, and all of them together (one cost, paid before any figure moves, RU L405, L1148). */
export interface PricedMove {
	legs: Leg[];
	cost: RouteCost;
	steps: number;
	oases: string[];
}

/**
 * The legs of an entry that names its path: the figure it names, and the other one's when Mailin & Tian Chin share the
 * steps between their two figures (RU L1148); only they have a second figure. Null: the entry names no path.
 */
export function legsOf(e: TravelEntry, character: CharacterId | null): Leg[] | Refusal | null {
	if (!e.path) return e.otherPath || e.figure !== undefined ? refuse('marco_polo_2_refusal_travel_path_short') : null;
	const figure = e.figure ?? 0;
	if ((figure === 1 || e.otherPath) && character !== 'mailin-tian-chin') return refuse('marco_polo_2_refusal_no_second_figure');
	const legs: Leg[] = [{ figure, path: e.path }];
	if (e.otherPath) legs.push({ figure: figure === 0 ? 1 : 0, path: e.otherPath });
	return legs;
}

/** What the legs cost together, and their steps and oases; or why one of them cannot be priced. */
export function priceLegs(board: LearnedBoard, legs: readonly Leg[], who: Traveller): PricedMove | Refusal {
	const cost: RouteCost = { coins: 0, camels: 0, jade: 0 };
	const priced: PricedPath[] = [];
	for (const leg of legs) {
		const r = pricePath(board, leg.path, who);
		if (!r.ok) return r.refusal;
		priced.push(r.priced);
		cost.coins += r.priced.cost.coins;
		cost.camels += r.priced.cost.camels;
		cost.jade += r.priced.cost.jade;
	}
	const steps = priced.reduce((n, p) => n + p.steps, 0);
	return { legs: legs.map((l) => ({ figure: l.figure, path: [...l.path] })), cost, steps, oases: [...new Set(priced.flatMap((p) => p.oases))] };
}

/** The priced move of an entry that names its path (null: it names none), or why it is refused. */
export function pricedMove(e: TravelEntry, p: TablePlayer, character: CharacterId | null, copy: Copy): PricedMove | Refusal | null {
	const legs = legsOf(e, character);
	if (legs === null || isRefusal(legs)) return legs;
	return priceLegs(learnedBoard(copy), legs, { seals: p.seals, character });
}

/** The route costs of a move as an entry gives them: priced from the path when it names one (null: not priceable), else as typed. */
export function routeCostOf(e: TravelEntry, seals: TablePlayer['seals'], character: CharacterId | null, copy: Copy): Bundle | null {
	if (!e.path) return e.routeCost;
	const legs = legsOf(e, character);
	const r = legs && !isRefusal(legs) ? priceLegs(learnedBoard(copy), legs, { seals, character }) : null;
	if (!r || isRefusal(r)) return null;
	const { coins, camels, jade } = r.cost;
	return Object.fromEntries(Object.entries({ coins, camels, jade }).filter(([, n]) => n > 0));
}

/**
 * Why a move along its paths cannot be made as entered, or null: each leg starts where its figure stands; the first
 * trading post at the end of a leg, the upper space's extra one in a city a leg passed through (RU L456). With two
 * figures the rulebook says nothing of the posts: either figure's end, or a city either passed, may take them.
 */
export function checkPathMove(e: TravelEntry, p: TablePlayer, move: PricedMove, copy: Copy, character: CharacterId | null): Refusal | null {
	const board = learnedBoard(copy);
	for (const leg of move.legs) {
		const at = figurePlace(p, leg.figure);
		if (at && leg.path[0] !== at) return refuse('marco_polo_2_refusal_travel_path_start', { place: at });
	}
	if (Object.values(e.routeCost).some(Boolean)) return refuse('marco_polo_2_refusal_route_cost_priced');
	if (e.steps !== move.steps) return refuse('marco_polo_2_refusal_travel_path_steps', { steps: move.steps });
	const ends = move.legs.map((l) => l.path.at(-1)!);
	const passed = move.legs.flatMap((l) => l.path.slice(1, -1));
	const [first, extra] = e.tradingPosts;
	if (first !== undefined && (!ends.includes(first) || board.oases.has(first))) return refuse('marco_polo_2_refusal_post_at_path_end');
	if (extra !== undefined && (!passed.includes(extra) || board.oases.has(extra))) return refuse('marco_polo_2_refusal_post_passed_city');
	// A journey that ends in a city without your trading post builds one there (RU L413, HU L410, PT L429; none in Beijing,
	// RU L501). Two figures sharing the steps: the rulebook says nothing of two ends, so neither is forced.
	const end = ends[0]!;
	if (move.legs.length === 1 && first === undefined && end !== START_PLACE && !board.oases.has(end) && !p.tradingPosts.includes(end))
		return refuse('marco_polo_2_refusal_post_required', { place: end });
	if (character === 'mongke-khan' && (e.oases?.length ?? 0) !== move.oases.length)
		return refuse('marco_polo_2_refusal_oases_count', { count: move.oases.length });
	return null;
}

/** The player with each figure of the move at the end of its leg. */
export const moveFigures = (p: TablePlayer, move: PricedMove): TablePlayer => move.legs.reduce((q, l) => withFigure(q, l.figure, l.path.at(-1)!), p);

/** Whether nobody has a trading post in this city yet: the first to build there takes its outpost bonus tile (RU L493). */
const firstIn = (table: TableState, city: string) => table.players.every((p) => !p.tradingPosts.includes(city));

/** The outpost bonus tiles the game's copy knows for the cities of these trading posts built first (in the table before). */
export function knownOutposts(table: TableState, cities: readonly string[], copy: Copy): Bundle[] {
	const board = learnedBoard(copy);
	return cities.flatMap((c) => {
		const tile = board.outposts.get(c);
		return tile && Object.values(tile).some(Boolean) && firstIn(table, c) ? [{ ...tile }] : [];
	});
}

/** What the city bonus markers the game's copy knows give for these trading posts' cities. */
export function knownCityBonuses(cities: readonly string[], copy: Copy): Bundle {
	const board = learnedBoard(copy);
	return cities.reduce<Bundle>((sum, c) => addBundles(sum, board.cityBonuses.get(c) ?? {}), {});
}
