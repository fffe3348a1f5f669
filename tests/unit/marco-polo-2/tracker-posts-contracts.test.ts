/**
 * Table tracker: what a trading post built this turn allows (the city's action from the next turn, a contract on
 * arriving), the upper travel space's extra trading post, and contracts that do not come from the Contracts action.
 */
import { describe, expect, it } from 'vitest';
import { contractsPoints } from '../../../src/lib/engine/marco-polo-2/index.ts';
import type { Entry } from './fixtures.ts';
import { acceptAll, expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, give, playerOf, retireOthers, tableOf, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
const post = (player: number, city: string): Entry => ({ type: 'table.tradingPost', player, city, gain: {} });
const book1 = (player: number, die = 0) => act(player, [die], { space: 'book-1', pay: {}, gain: {} });
const travel = (player: number, space: string, dice: number[], steps: number, tradingPosts: string[]) =>
	act(player, dice, { space, steps, routeCost: {}, tradingPosts, gain: {} });
const taken = (from: string, discard?: number | 'taken', player = 0): Entry =>
	({ type: 'contract.taken', player, from, ...(discard === undefined ? {} : { discard }) }) as Entry;
const fulfil = (player = 0, contract = 0): Entry => ({ type: 'bonus.fulfilContract', player, contract, pay: {}, reward: { points: 2 } });

describe("a city's action from the turn after the trading post is built (RU L428, L434, L445)", () => {
	it('RU L445: a special city built in this turn (a post recorded before the action) is refused now, open from the next turn', () => {
		let log = extend(turnsLog(), post(0, 'hormuz'));
		expectRefused(log, act(0, [0], { space: 'hormuz', slot: 1, gain: {} }), 'marco_polo_2_refusal_post_built_this_turn');
		log = extend(log, book1(0), endTurn(0));
		log = retireOthers(log, 0);
		expectAccepted(log, act(0, [0], { space: 'hormuz', slot: 1, gain: {} }));
	});

	it('RU L428, L434: a city card of a city built in this turn is refused now, open from the next turn; the action-area cards need no post', () => {
		let log = extend(turnsLog(), post(0, 'city-card-4'));
		const card = act(0, [0], { space: 'city-card', card: 4, pay: {}, gain: {} });
		expectRefused(log, card, 'marco_polo_2_refusal_post_built_this_turn');
		expectAccepted(log, act(0, [0], { space: 'city-card', card: 'area-1', pay: {}, gain: {} }));
		log = retireOthers(extend(log, book1(0), endTurn(0)), 0);
		expectAccepted(log, card);
	});

	it("a post recorded during another player's turn is open at the player's own next turn; one built earlier is open at once", () => {
		let log = extend(turnsLog({ before: [post(0, 'balkh')] }), post(1, 'balkh'));
		expectAccepted(log, act(0, [0], { space: 'balkh', slot: 1, gain: {} }));
		log = extend(log, book1(0), endTurn(0));
		expectAccepted(log, act(1, [0], { space: 'balkh', slot: 2, gain: {} }));
	});

	it('the posts built this turn are forgotten when the turn ends and when a round starts', () => {
		let log = extend(turnsLog(), post(0, 'kabul'));
		expect(tableOf(log).turnPosts).toEqual([{ player: 0, city: 'kabul', contract: false }]);
		log = extend(log, book1(0), endTurn(0));
		expect(tableOf(log).turnPosts).toEqual([]);
	});
});

describe("the upper travel space's extra trading post goes in a city passed through (RU L456, L995)", () => {
	it('RU L456: refused on a 1-step move (no city is passed through); 2 steps or more, or one post, are accepted', () => {
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES] });
		expectRefused(log, travel(0, 'travel-upper', [0, 1, 2], 1, ['pagan', 'fuzhou']), 'marco_polo_2_refusal_extra_post_one_step');
		expect(expectAccepted(log, travel(0, 'travel-upper', [0, 1, 2], 2, ['pagan', 'fuzhou'])).state.table!.players[0]!.tradingPosts).toEqual([
			'pagan',
			'fuzhou'
		]);
		expectAccepted(log, travel(0, 'travel-upper', [0, 1, 2], 1, ['pagan']));
	});
});

describe('contracts that do not come from the Contracts action (PT L453, HU L434, RU L975–977)', () => {
	it('PT L453, HU L434: arriving with a new trading post in a contract city, one contract goes onto the active ones (not the completed ones as RU L436 has it)', () => {
		const log = extend(turnsLog(), travel(0, 'travel-lower', [0], 1, ['kabul']));
		const p = expectAccepted(log, taken('arrival')).state.table!.players[0]!;
		expect(p.contracts).toEqual([
			{ starting: true, takenThisTurn: false },
			{ starting: false, takenThisTurn: true }
		]);
		expect(p.completedContracts).toBe(0);
		// One per trading post built: not a second one for the same arrival.
		expectRefused(extend(log, taken('arrival')), taken('arrival', 0), 'marco_polo_2_refusal_arrival_contract');
	});

	it('PT L453: refused without a trading post built this turn, and in the turn after; a post recorded this turn counts', () => {
		expectRefused(turnsLog({ before: [post(0, 'kabul')] }), taken('arrival'), 'marco_polo_2_refusal_arrival_contract');
		let log = extend(turnsLog(), travel(0, 'travel-lower', [0], 1, ['kabul']), endTurn(0));
		log = retireOthers(log, 0);
		expectRefused(log, taken('arrival'), 'marco_polo_2_refusal_arrival_contract');
		// A move from a card or a reward, its post recorded as a correction in the turn.
		expectAccepted(extend(log, post(0, 'pagan')), taken('arrival'));
	});

	it('RU L456: the upper space builds 2 trading posts: a contract may come with each', () => {
		const log = extend(turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES] }), travel(0, 'travel-upper', [0, 1, 2], 3, ['pagan', 'fuzhou']));
		const two = acceptAll(log, taken('arrival'), fulfil(), taken('arrival'));
		expect(playerOf(two, 0).contracts).toHaveLength(2);
		expectRefused(two, taken('arrival', 0), 'marco_polo_2_refusal_arrival_contract');
	});

	it('RU L531, L542: with both spaces taken an old contract is discarded to make room, never one taken this turn; with room nothing is', () => {
		let log = extend(turnsLog({ before: [post(0, 'kabul')] }), act(0, [0], { space: 'contracts', take: 1, discard: [] }), endTurn(0));
		log = retireOthers(log, 0);
		log = extend(log, post(0, 'pagan'));
		expectRefused(log, taken('arrival'), 'marco_polo_2_refusal_contract_slots', { max: 2 });
		expectRefused(log, taken('arrival', 2), 'refusal_no_such_contract');
		expectRefused(log, taken('arrival', 'taken'), 'marco_polo_2_refusal_discard_new_contract');
		const p = expectAccepted(log, taken('arrival', 0)).state.table!.players[0]!;
		expect(p.contracts).toEqual([
			{ starting: false, takenThisTurn: false },
			{ starting: false, takenThisTurn: true }
		]);
		// The one taken now may not be discarded for another one this turn.
		const again = extend(log, taken('arrival', 0), post(0, 'fuzhou'));
		expectRefused(again, taken('arrival', 1), 'marco_polo_2_refusal_discard_new_contract');
		expectRefused(extend(turnsLog(), post(0, 'kabul')), taken('arrival', 0), 'marco_polo_2_refusal_contract_discard_room');
	});

	it('RU L975: the top of the pile needs no trading post; with both spaces taken the old one or the one just taken goes under the pile', () => {
		const log = turnsLog();
		expect(expectAccepted(log, taken('pile')).state.table!.players[0]!.contracts).toHaveLength(2);
		const full = extend(log, taken('pile'));
		expectRefused(full, taken('pile'), 'marco_polo_2_refusal_contract_slots', { max: 2 });
		// Unlike the Contracts action, the one just taken may go back: nothing changes.
		expect(expectAccepted(full, taken('pile', 'taken')).state.table!.players[0]!.contracts).toEqual(playerOf(full, 0).contracts);
		expect(expectAccepted(full, taken('pile', 0)).state.table!.players[0]!.contracts[0]).toEqual({ starting: false, takenThisTurn: true });
	});

	it('RU L977: a contract from a city with your trading post needs a trading post; with both spaces taken one of them is discarded', () => {
		expectRefused(turnsLog(), taken('city'), 'marco_polo_2_refusal_needs_trading_post');
		const log = turnsLog({ before: [post(0, 'kabul')] });
		const full = extend(log, taken('city'));
		expectRefused(full, taken('city'), 'marco_polo_2_refusal_contract_slots', { max: 2 });
		expectRefused(full, taken('city', 'taken'), 'marco_polo_2_refusal_discard_new_contract');
		expectAccepted(full, taken('city', 1));
	});

	it('RU L975–977, L816: such a contract can be fulfilled, counts as completed and in the 8/4 majority', () => {
		let log = extend(turnsLog({ players: 3, before: [give(0, { pepper: 1 })] }), travel(0, 'travel-lower', [0], 1, ['kabul']), taken('arrival'));
		log = extend(log, fulfil(0, 1), fulfil(0, 0));
		const p = playerOf(log, 0);
		expect(p.completedContracts).toBe(2);
		expect(p.contracts).toEqual([]);
		// 2 against 0 and 0: 8 VP for the most, 4 for the next (the two with none).
		expect(contractsPoints(tableOf(log).players.map((q) => q.completedContracts))).toEqual([8, 4, 4]);
	});

	it("only in the player's own turn; an unknown source is refused", () => {
		const log = turnsLog();
		expectRefused(log, taken('pile', undefined, 1), 'refusal_not_your_turn', { name: 'Ada' });
		expectRefused(log, { type: 'contract.taken', player: 0, from: 'market' } as never, 'refusal_unknown_entry');
		expectRefused(log, { type: 'contract.taken', player: 0, from: 'pile', discard: -1 } as never, 'refusal_no_such_contract');
	});
});
