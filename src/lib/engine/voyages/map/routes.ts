/**
 * The map's 30 undirected routes (data §3.2: BGA = SLG, medium) and the travel action's cost by steps.
 * Route costs are printed on the board; the values here are the defaults the copy of the game can
 * correct (../printed.ts). The rulebook's travel example (PL:562: Samarcanda → oasis → Kashgar → Lan-Zhou
 * costs 8 more camels) fits: 2 + 4 + 2.
 */
import type { Amounts } from '../../core/resources.ts';
import type { Confidence } from '../catalog.ts';
import type { LocationId } from './places.ts';

export type RouteCost = Amounts<'coins' | 'camels'>;

export interface Route {
	id: string;
	a: LocationId;
	b: LocationId;
	/** Camels or coins printed on the route, paid on top of the travel action's cost (PL:464). */
	extra: RouteCost;
	confidence: Confidence;
}

const route = (a: LocationId, b: LocationId, extra: RouteCost = {}): Route => ({ id: `${a}~${b}`, a, b, extra, confidence: 'medium' });

/** data §3.2; PL:468 shows a 2-camel route and PL:474 a 7-coin one. */
export const ROUTES: readonly Route[] = [
	route('venezia', 'oasis-a'),
	route('venezia', 'oasis-e', { camels: 3 }),
	route('venezia', 'alexandria'),
	route('oasis-a', 'moscow'),
	route('moscow', 'anxi', { camels: 3 }),
	route('anxi', 'karakorum', { camels: 2 }),
	route('karakorum', 'oasis-b'),
	route('oasis-b', 'oasis-c', { coins: 5 }),
	route('oasis-b', 'oasis-d'),
	route('oasis-c', 'beijing'),
	route('oasis-d', 'beijing', { camels: 3 }),
	route('oasis-d', 'lan-zhou'),
	route('beijing', 'xian'),
	route('beijing', 'oasis-j'),
	route('oasis-e', 'samarcanda'),
	route('oasis-e', 'oasis-g'),
	route('samarcanda', 'oasis-f', { camels: 2 }),
	route('oasis-f', 'kashgar', { camels: 4 }),
	route('kashgar', 'lan-zhou', { camels: 2 }),
	route('xian', 'oasis-h'),
	route('oasis-j', 'sumatra', { camels: 4 }),
	route('alexandria', 'oasis-g', { coins: 7 }),
	route('alexandria', 'oasis-i'),
	route('oasis-g', 'ormuz', { camels: 3 }),
	route('ormuz', 'karachi', { camels: 3 }),
	route('karachi', 'oasis-h'),
	route('oasis-h', 'kochi', { camels: 4 }),
	route('sumatra', 'kochi', { coins: 10 }),
	route('oasis-i', 'adana', { camels: 2 }),
	route('adana', 'kochi', { coins: 15 })
];

/**
 * Coins for the travel action by steps actually moved (PL:456). 2 → 7 (PL:458) and
 * 3 → 12 (PL:558) are rulebook text; the others are medium (BGA = SLG, a web page
 * for 1 and 6). 4 = 12 like 3 looks odd, but both code bases say so (data GAPS 3).
 */
export const TRAVEL_COST: Record<number, { coins: number; source: string; confidence: Confidence }> = {
	1: { coins: 3, source: 'data §3.3', confidence: 'medium' },
	2: { coins: 7, source: 'PL:458', confidence: 'high' },
	3: { coins: 12, source: 'PL:558', confidence: 'high' },
	4: { coins: 12, source: 'data §3.3', confidence: 'medium' },
	5: { coins: 18, source: 'data §3.3', confidence: 'medium' },
	6: { coins: 18, source: 'data §3.3', confidence: 'medium' }
};
/** A die shows at most 6, so a travel action moves at most 6 steps. */
export const MAX_TRAVEL_STEPS = 6;
