/**
 * A move named place by place on the learned board: the rules price it from the routes the copy knows (RU L405), check
 * the water routes' seals (RU L410), the steps (Möngke Khan's oases take none, RU L1120), where the trading posts go
 * (the end city; the upper space's extra one in a city passed through, RU L456) and Möngke's oases; the figure moves.
 * Bonuses the copy knows for this game are paid by themselves: the outpost bonus tile of a city built in first
 * (RU L493–495) and a city bonus marker, at once and every later round start (RU L445, L454).
 */
import { refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { learnedBoard, pricePath, type PricedPath } from '../board/index.ts';
import type { CharacterId } from '../catalog.ts';
import type { ActionEntry } from './entries.ts';
import { addBundles } from './stock.ts';
import type { Bundle, TablePlayer, TableState } from './table.ts';

type TravelEntry = Extract<ActionEntry, { space: 'travel-lower' | 'travel-middle' | 'travel-upper' }>;

/** The priced move of an entry that names its path, or why it is refused. */
export function pricedMove(e: TravelEntry, p: TablePlayer, character: CharacterId | null, copy: Copy): PricedPath | Refusal {
	const r = pricePath(learnedBoard(copy), e.path!, { seals: p.seals, character });
	return r.ok ? r.priced : r.refusal;
}

/** The route costs of a move as an entry gives them: priced from the path when it names one (null: not priceable), else as typed. */
export function routeCostOf(e: TravelEntry, seals: TablePlayer['seals'], character: CharacterId | null, copy: Copy): Bundle | null {
	if (!e.path) return e.routeCost;
	const r = pricePath(learnedBoard(copy), e.path, { seals, character });
	if (!r.ok) return null;
	const { coins, camels, jade } = r.priced.cost;
	return Object.fromEntries(Object.entries({ coins, camels, jade }).filter(([, n]) => n > 0));
}

/** Why a move along its path cannot be made as entered, or null. */
export function checkPathMove(e: TravelEntry, p: TablePlayer, move: PricedPath, copy: Copy, character: CharacterId | null): Refusal | null {
	const board = learnedBoard(copy);
	if (p.figure && e.path![0] !== p.figure) return refuse('marco_polo_2_refusal_travel_path_start', { place: p.figure });
	if (Object.values(e.routeCost).some(Boolean)) return refuse('marco_polo_2_refusal_route_cost_priced');
	if (e.steps !== move.steps) return refuse('marco_polo_2_refusal_travel_path_steps', { steps: move.steps });
	const end = move.path.at(-1)!;
	const passed = move.path.slice(1, -1);
	const [first, extra] = e.tradingPosts;
	if (first !== undefined && (first !== end || board.oases.has(end))) return refuse('marco_polo_2_refusal_post_at_path_end');
	if (extra !== undefined && (!passed.includes(extra) || board.oases.has(extra))) return refuse('marco_polo_2_refusal_post_passed_city');
	if (character === 'mongke-khan' && (e.oases?.length ?? 0) !== move.oases.length)
		return refuse('marco_polo_2_refusal_oases_count', { count: move.oases.length });
	return null;
}

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
