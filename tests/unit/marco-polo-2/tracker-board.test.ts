/**
 * Table tracker on the learned board: a move named place by place is priced from the routes the copy knows and
 * checked (RU L405–410), trading posts go where the path says (RU L456), the bonuses the game's copy knows are paid
 * by themselves (RU L445, L493), and final scoring opens with the coats counted (RU L1069, L1096).
 */
import { describe, expect, it } from 'vitest';
import { cityBonusId, coatId, goalCardId, learnedBoard, outpostId, placeId, routeId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { automaticRoundIncome } from '../../../src/lib/engine/marco-polo-2/handlers/round.ts';
import { bonusesToAsk } from '../../../src/lib/engine/marco-polo-2/view/board.ts';
import type { Entry } from './fixtures.ts';
import { MADE_UP_TRAVEL } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, extend, give, retire, stateOf, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
/** A made-up stretch of the board: the rulebook's Yangzhou → Fuzhou → oasis → Pagan (5 coins, 5 camels in all, RU L483), split at will. */
const BOARD: Record<string, unknown> = {
	[placeId('oasis-a')]: { name: 'Oasis A', oasis: true },
	[routeId('beijing', 'yangzhou')]: { coins: 1 },
	[routeId('yangzhou', 'fuzhou')]: { coins: 2, camels: 1 },
	[routeId('fuzhou', 'oasis-a')]: { coins: 3 },
	[routeId('oasis-a', 'pagan')]: { camels: 4 },
	[routeId('beijing', 'kabul')]: { coins: 9, camels: 9 },
	[routeId('yangzhou', 'pagan')]: { water: 'spicers' }
};
const copy = (more: Record<string, unknown> = {}) => ({ values: { ...MADE_UP_TRAVEL, ...BOARD, ...more } });
const move = (path: string[], steps: number, posts: string[] = [], space = 'travel-upper', dice = [0, 1, 2]): Entry =>
	act(0, dice, { space, steps, routeCost: {}, tradingPosts: posts, gain: {}, path });
const logWith = (more: Record<string, unknown> = {}) => turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], copy: copy(more) });

describe('a move on the learned board', () => {
	it('RU L405: is charged exactly its known routes, with what the space costs; the figure moves to the end', () => {
		const log = extend(logWith(), give(0, { coins: 10, camels: 10 }));
		const before = stateOf(log).table!.players[0]!;
		const p = expectAccepted(log, move(['beijing', 'yangzhou', 'fuzhou'], 2, ['fuzhou'])).state.table!.players[0]!;
		const upper = (MADE_UP_TRAVEL['marco-polo-2.travel-cost.upper'] as { coins?: number }).coins ?? 0;
		expect(p.stock.coins).toBe(before.stock.coins - 3 - upper);
		expect(p.stock.camels).toBe(before.stock.camels - 1);
		expect(p.figure).toBe('fuzhou');
		expect(p.tradingPosts).toEqual(['fuzhou']);
	});

	it('an unaffordable known route is refused with the reason, nothing changed', () => {
		const log = logWith();
		expectRefused(log, move(['beijing', 'kabul'], 1, ['kabul']), 'marco_polo_2_refusal_cannot_pay');
	});

	it('a route not known yet is refused until its cost is recorded; typed route costs are refused on a priced path', () => {
		const log = logWith();
		expectRefused(log, move(['beijing', 'shangdu'], 1), 'marco_polo_2_refusal_route_unknown');
		const known = extend(log, { type: 'printed.recorded', values: { [routeId('beijing', 'shangdu')]: { coins: 1 } } });
		expectAccepted(known, move(['beijing', 'shangdu'], 1, ['shangdu']));
		expectRefused(known, { ...move(['beijing', 'shangdu'], 1, ['shangdu']), routeCost: { coins: 1 } } as Entry, 'marco_polo_2_refusal_route_cost_priced');
	});

	it('RU L410: a water route needs a seal of its guild; the path starts where the figure stands; the steps are the path’s', () => {
		const log = extend(logWith(), give(0, { coins: 10, camels: 10 }));
		expectRefused(log, move(['beijing', 'yangzhou', 'pagan'], 2), 'marco_polo_2_refusal_route_needs_seal');
		const sealed = extend(log, { type: 'table.seal', player: 0, guild: 'spicers', seal: 'basic' });
		expectAccepted(sealed, move(['beijing', 'yangzhou', 'pagan'], 2, ['pagan']));
		expectRefused(log, move(['beijing', 'yangzhou'], 2), 'marco_polo_2_refusal_travel_path_steps', { steps: 1 });
		const moved = extend(log, move(['beijing', 'yangzhou'], 1, ['yangzhou']));
		const next = stateOf(moved).table!;
		expect(next.players[0]!.figure).toBe('yangzhou');
	});

	it('RU L413, HU L410, PT L429: a move that ends in a city without the player’s trading post builds one there', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		expectRefused(log, move(['beijing', 'yangzhou', 'fuzhou'], 2), 'marco_polo_2_refusal_post_required', { place: 'fuzhou' });
		expectAccepted(log, move(['beijing', 'yangzhou', 'fuzhou'], 2, ['fuzhou']));
		// Not in an oasis (Möngke Khan, seat 0, takes no step for it), not where a post of theirs stands already.
		expectAccepted(log, { ...move(['beijing', 'yangzhou', 'fuzhou', 'oasis-a'], 2), oases: ['coins'] } as Entry);
		const built = extend(log, { type: 'table.tradingPost', player: 0, city: 'fuzhou', gain: {} });
		expectAccepted(built, move(['beijing', 'yangzhou', 'fuzhou'], 2));
	});

	it('RU L456: the trading post goes at the end; the upper space’s extra one in a city passed through, never an oasis', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		expectRefused(log, move(['beijing', 'yangzhou', 'fuzhou'], 2, ['yangzhou']), 'marco_polo_2_refusal_post_at_path_end');
		// Möngke Khan (seat 0) takes no step for the oasis.
		expectRefused(log, move(['beijing', 'yangzhou', 'fuzhou', 'oasis-a'], 2, ['oasis-a']), 'marco_polo_2_refusal_post_at_path_end');
		expectRefused(log, move(['beijing', 'yangzhou', 'fuzhou'], 2, ['fuzhou', 'kabul']), 'marco_polo_2_refusal_post_passed_city');
		expectAccepted(log, move(['beijing', 'yangzhou', 'fuzhou'], 2, ['fuzhou', 'yangzhou']));
	});

	it('RU L493, L445: a known outpost tile is paid to the first to build there, a known city bonus at once and every round start', () => {
		const log = extend(logWith({ [outpostId('yangzhou')]: { gold: 2 }, [cityBonusId('yangzhou')]: { camels: 3 } }), give(0, { coins: 10 }));
		const before = stateOf(log).table!.players[0]!;
		const built = extend(log, move(['beijing', 'yangzhou'], 1, ['yangzhou']));
		const p = stateOf(built).table!.players[0]!;
		expect(p.stock.gold).toBe(before.stock.gold + 2);
		expect(p.stock.camels).toBe(before.stock.camels + 3);
		let round = built;
		while (stateOf(round).table!.stage === 'turns') round = retire(round, stateOf(round).table!.turn!);
		const camels = stateOf(round).table!.players[0]!.stock.camels;
		const next = extend(round, { type: 'round.started', bonuses: [] });
		expect(stateOf(next).table!.players[0]!.stock.camels).toBe(camels + 3);
		// Only once: nobody else takes the tile of a city already built in.
		expect(stateOf(next).table!.players[1]!.stock.gold).toBe(0);
	});

	it('a city learned as having nothing is recorded, never asked again, and pays nothing: no tile to Filippo, nothing at round start', () => {
		const nothing = { [outpostId('yangzhou')]: {}, [cityBonusId('yangzhou')]: {} };
		const log = extend(logWith(), give(0, { coins: 10 }), { type: 'printed.recorded', values: nothing });
		const board = learnedBoard(stateOf(log).copy);
		expect(board.outposts.get('yangzhou')).toEqual({});
		expect(board.cityBonuses.get('yangzhou')).toEqual({});
		expect(bonusesToAsk(board, stateOf(log).table!, ['yangzhou'])).toEqual({ outposts: [], cityBonuses: [] });
		const before = stateOf(log).table!;
		const built = extend(log, move(['beijing', 'yangzhou'], 1, ['yangzhou']));
		const after = stateOf(built).table!;
		const upper = (MADE_UP_TRAVEL['marco-polo-2.travel-cost.upper'] as Record<string, number>) ?? {};
		for (const k of ['camels', 'pepper', 'silk', 'gold', 'jade'] as const)
			expect(after.players[0]!.stock[k], k).toBe(before.players[0]!.stock[k] - (upper[k] ?? 0));
		// Filippo Vitello (seat 1) takes the tile of a city built in first: there is none.
		expect(after.players[1]!.outpostTiles).toEqual(before.players[1]!.outpostTiles);
		let round = built;
		while (stateOf(round).table!.stage === 'turns') round = retire(round, stateOf(round).table!.turn!);
		expect(automaticRoundIncome(stateOf(round).table!, stateOf(round).players, 0, stateOf(round).copy)).toEqual({});
	});

	it('RU L1120: Möngke Khan names one choice per different oasis of the path', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const path = ['beijing', 'yangzhou', 'fuzhou', 'oasis-a', 'pagan'];
		expectRefused(log, move(path, 3, ['pagan']), 'marco_polo_2_refusal_oases_count', { count: 1 });
		expectAccepted(log, { ...move(path, 3, ['pagan']), oases: ['coins'] } as Entry);
	});
});

describe('where the figures stand', () => {
	it('RU L158, L1148: every figure starts in Beijing, Mailin & Tian Chin’s second beside the first; the first move starts there', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const table = stateOf(log).table!;
		for (const p of table.players) expect(p.figure).toBe('beijing');
		expect(
			stateOf(turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], characters: ['mailin-tian-chin', 'filippo-vitello', 'de-wu', 'mongke-khan'], copy: copy() }))
				.table!.players[0]!.secondFigure
		).toBe('beijing');
		expectRefused(log, move(['yangzhou', 'fuzhou'], 1, ['fuzhou']), 'marco_polo_2_refusal_travel_path_start', { place: 'beijing' });
	});

	it('a move that names no path leaves the figure where the app does not know; the next path may start anywhere known', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const typed = extend(log, act(0, [0, 1, 2], { space: 'travel-upper', steps: 2, routeCost: { coins: 1 }, tradingPosts: [], gain: {} }));
		expect(stateOf(typed).table!.players[0]!.figure).toBeUndefined();
	});
});

describe('final scoring opens with the coats counted', () => {
	it('RU L1069, L1096: different coats of the trading posts, and the goal card’s coats reached', () => {
		const coats = { [coatId('yangzhou')]: 'c1', [coatId('fuzhou')]: 'c1', [coatId('pagan')]: 'c2' };
		const card = { seals: ['farmers', 'spicers'], coats: 2, points: { farmers: 3, spicers: 4 }, coatGroups: ['c2', 'c5'] };
		const log = extend(
			logWith({ ...coats, [goalCardId('g1')]: card }),
			give(0, { coins: 20, camels: 20 }),
			move(['beijing', 'yangzhou', 'fuzhou'], 2, ['fuzhou', 'yangzhou'])
		);
		const state = stateOf(log);
		expect(state.table!.players[0]!.tradingPosts).toEqual(['fuzhou', 'yangzhou']);
		// Straight to scoring: the table is tracked, the sheet opens from it.
		const scoring = extend(log, { type: 'scoring.started' });
		expect(stateOf(scoring).players[0]!.sheet.differentCoats).toBe(1);
		const withCard = extend(scoring, { type: 'sheet.goalCard', player: 0, card: { id: 'g1', seals: ['farmers', 'spicers'], coats: 2 } });
		expect(stateOf(withCard).players[0]!.sheet.goalCoatsReached).toBe(0);
	});
});
