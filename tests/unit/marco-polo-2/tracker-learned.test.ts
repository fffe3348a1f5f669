/**
 * What play teaches of the board, and its corrections (docs/data.md, "Printed values"): a move records the facts it
 * taught with itself, so undoing it takes them back and the route is asked again; a learned fact corrected in the game
 * (an entry, checked and undoable) is what the next move uses. Route costs are paid as printed (RU L405).
 */
import { describe, expect, it } from 'vitest';
import { coatId, coatTrackId, learnedBoard, outpostId, routeId, travelMaxStepsId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { isLearnedFact, keptOnPhone } from '../../../src/lib/engine/marco-polo-2/handlers/copy.ts';
import type { Entry } from './fixtures.ts';
import { MADE_UP_TRAVEL } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, extend, give, playerOf, retireOthers, stateOf, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
const ROUTE = routeId('beijing', 'kashgar');
/** Seat 0 moves from Beijing on the upper space (3 dice), naming the path; what it taught comes with it. */
const move = (path: string[], posts: string[], learned?: Record<string, unknown>): Entry =>
	act(0, [0, 1, 2], { space: 'travel-upper', steps: path.length - 1, routeCost: {}, tradingPosts: posts, gain: {}, path, ...(learned ? { learned } : {}) });
const logWith = (more: Record<string, unknown> = {}) =>
	extend(turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], copy: { values: { ...MADE_UP_TRAVEL, ...more } } }), give(0, { coins: 20, camels: 10 }));
const undo: Entry = { type: 'undo' };
const upperCoins = (MADE_UP_TRAVEL['marco-polo-2.travel-cost.upper'] as { coins?: number }).coins ?? 0;

describe('a move records what it taught with itself', () => {
	it('RU L405: the route typed for the move is learned with it and paid; undoing the move takes the route back, so it is asked again', () => {
		const log = logWith();
		const coins = playerOf(log, 0).stock.coins;
		const moved = expectAccepted(log, move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: { coins: 3 }, [coatId('kashgar')]: 'c1' }));
		expect(moved.state.copy.values[ROUTE]).toEqual({ coins: 3 });
		expect(learnedBoard(moved.state.copy).coatOf.get('kashgar')).toBe('c1');
		expect(moved.state.table!.players[0]!.stock.coins).toBe(coins - 3 - upperCoins);

		const undone = expectAccepted(moved.log, undo);
		expect(undone.state.copy.values[ROUTE]).toBeUndefined();
		expect(undone.state.copy.values[coatId('kashgar')]).toBeUndefined();
		expect(undone.state.table!.players[0]!.stock.coins).toBe(coins);
		// Not known any more: the move without its route is refused until the route is said again, correctly this time.
		expectRefused(undone.log, move(['beijing', 'kashgar'], ['kashgar']), 'marco_polo_2_refusal_route_unknown');
		const again = expectAccepted(undone.log, move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: { coins: 5 } }));
		expect(again.state.table!.players[0]!.stock.coins).toBe(coins - 5 - upperCoins);
	});

	it('a move refused keeps nothing it would have taught', () => {
		const log = logWith();
		expectRefused(log, move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: { coins: 99 } }), 'marco_polo_2_refusal_cannot_pay');
		expect(stateOf(log).copy.values[ROUTE]).toBeUndefined();
	});

	it('teaches only facts of the board, each checked as the copy of the game checks it, and never what the game knows otherwise', () => {
		const log = logWith({ [ROUTE]: { coins: 3 } });
		expectRefused(log, move(['beijing', 'kashgar'], ['kashgar'], { [coatTrackId(4)]: 9 }), 'refusal_no_such_printed_value');
		expectRefused(log, move(['beijing', 'kashgar'], ['kashgar'], { [coatId('kashgar')]: 'c10' }), 'refusal_unknown_entry');
		// A mistyped route is corrected, not taught again; taught as it is known, it is the same fact.
		expectRefused(log, move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: { coins: 5 } }), 'marco_polo_2_refusal_learned_known');
		expectAccepted(log, move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: { coins: 3 } }));
	});

	it('a trading post recorded as a correction records the coat it taught with it; undone, the coat goes too', () => {
		const log = logWith();
		const post: Entry = { type: 'table.tradingPost', player: 0, city: 'kabul', gain: {}, learned: { [coatId('kabul')]: 'c2' } };
		const built = expectAccepted(log, post);
		expect(built.state.copy.values[coatId('kabul')]).toBe('c2');
		expect(expectAccepted(built.log, undo).state.copy.values[coatId('kabul')]).toBeUndefined();
	});
});

describe('a learned fact corrected in the game', () => {
	it('is what the next move pays; a move made before keeps what it paid; undo brings the old value back', () => {
		// Round 1: Kashgar reached with the route mistyped as 1 coin; then corrected to 4.
		const log = extend(logWith({ [ROUTE]: { coins: 1 } }), move(['beijing', 'kashgar'], ['kashgar']));
		const paid = playerOf(log, 0).stock.coins;
		const fixed = expectAccepted(log, { type: 'board.corrected', values: { [ROUTE]: { coins: 4 } } });
		expect(fixed.state.copy.values[ROUTE]).toEqual({ coins: 4 });
		expect(fixed.state.table!.players[0]!.stock.coins).toBe(paid);
		// Seat 0's next turn: back to Beijing on the middle space (no cost of its own) along the corrected route.
		const next = retireOthers(extend(fixed.log, { type: 'turn.ended', player: 0 }), 0);
		const coins = playerOf(next, 0).stock.coins;
		const home = act(0, [0, 1], { space: 'travel-middle', steps: 1, routeCost: {}, tradingPosts: [], gain: {}, path: ['kashgar', 'beijing'] });
		expect(expectAccepted(next, home).state.table!.players[0]!.stock.coins).toBe(coins - 4);
		expect(expectAccepted(fixed.log, undo).state.copy.values[ROUTE]).toEqual({ coins: 1 });
	});

	it('takes any fact of the board, checked; nothing else', () => {
		const log = logWith({ [ROUTE]: { coins: 1 } });
		expectAccepted(log, { type: 'board.corrected', values: { [outpostId('kashgar')]: { gold: 1 }, [travelMaxStepsId('upper')]: 5 } });
		expectRefused(log, { type: 'board.corrected', values: { [coatTrackId(4)]: 9 } }, 'refusal_no_such_printed_value');
		expectRefused(log, { type: 'board.corrected', values: { [coatTrackId(4)]: null } }, 'refusal_no_such_printed_value');
		expectRefused(log, { type: 'board.corrected', values: { [ROUTE]: { coins: -1 } } }, 'refusal_not_whole_number');
	});

	it('may forget a fact, so the move that needs it asks it again; a move never teaches a forgetting', () => {
		const log = logWith({ [ROUTE]: { coins: 1 } });
		const forgot = expectAccepted(log, { type: 'board.corrected', values: { [ROUTE]: null } });
		expect(forgot.state.copy.values).not.toHaveProperty(ROUTE);
		expectRefused(forgot.log, move(['beijing', 'kashgar'], ['kashgar']), 'marco_polo_2_refusal_route_unknown');
		expectRefused(logWith(), move(['beijing', 'kashgar'], ['kashgar'], { [ROUTE]: null }), 'refusal_unknown_entry');
		expect(expectAccepted(forgot.log, undo).state.copy.values[ROUTE]).toEqual({ coins: 1 });
	});

	it('says which facts are kept on the phone: routes, places, coats, the travel spaces; bonuses and city cards are this game’s', () => {
		for (const id of [ROUTE, coatId('kashgar'), travelMaxStepsId('middle')]) expect([isLearnedFact(id), keptOnPhone(id)], id).toEqual([true, true]);
		expect([isLearnedFact(outpostId('kashgar')), keptOnPhone(outpostId('kashgar'))]).toEqual([true, false]);
		expect(isLearnedFact(coatTrackId(3))).toBe(false);
	});
});
