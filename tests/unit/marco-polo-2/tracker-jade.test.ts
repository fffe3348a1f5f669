/**
 * Table tracker: jade by choice (RU L794, L967: "whenever you pay coins and/or camels you may replace them with jade,
 * partly or fully"). Every payment lets the player say how many of its coins and camels they pay with jade; without
 * that, coins and camels are paid first and jade only for what is missing.
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, give, playerOf, turnsLog } from './tracker-helpers.ts';

const JADE = give(0, { jade: 5 });
const SIXES = [6, 6, 6, 6, 6];
const stockAfter = (log: Parameters<typeof expectAccepted>[0], entry: Entry) => expectAccepted(log, entry).state.table!.players[0]!.stock;
const withJade = (entry: Entry, jadeFor: object): Entry => ({ ...entry, jadeFor }) as Entry;

describe('RU L794, L967: jade by choice in every payment', () => {
	it('an occupied space (RU L757): its coins paid with jade, partly or fully; by default coins first', () => {
		let log = turnsLog({ before: [JADE] });
		log = extend(log, act(0, [0], { space: 'book-1', pay: {}, gain: {} }), endTurn(0));
		// Seat 1 joins book I with a 2: 2 coins, or jade for some or all of them.
		log = extend(log, give(1, { jade: 2 }));
		const book = act(1, [1], { space: 'book-1', pay: {}, gain: {} });
		const at = (entry: Entry) => expectAccepted(log, entry).state.table!.players[1]!.stock;
		expect(at(book)).toMatchObject({ coins: 6, jade: 2 });
		expect(at(withJade(book, { coins: 1 }))).toMatchObject({ coins: 7, jade: 1 });
		expect(at(withJade(book, { coins: 2 }))).toMatchObject({ coins: 8, jade: 0 });
		expectRefused(log, withJade(book, { coins: 3 }), 'marco_polo_2_refusal_jade_for_more', { coins: 2, camels: 0 });
		expectRefused(log, withJade(book, { camels: 1 }), 'marco_polo_2_refusal_jade_for_more', { coins: 2, camels: 0 });
	});

	it('the lower travel space and the route (RU L398, L404): any of their coins and camels', () => {
		const log = turnsLog({ before: [JADE] });
		const travel = act(0, [0], { space: 'travel-lower', steps: 1, routeCost: { coins: 1, camels: 2 }, tradingPosts: [], gain: {} });
		expect(stockAfter(log, travel)).toMatchObject({ coins: 5, camels: 1, jade: 5 });
		expect(stockAfter(log, withJade(travel, { coins: 3, camels: 2 }))).toMatchObject({ coins: 8, camels: 3, jade: 0 });
		expect(stockAfter(log, withJade(travel, { coins: 2 }))).toMatchObject({ coins: 7, camels: 1, jade: 3 });
		expectRefused(log, withJade(travel, { coins: 4 }), 'marco_polo_2_refusal_jade_for_more', { coins: 3, camels: 2 });
	});

	it('the bonus actions (RU L697, L713, L729): reroll, ±1 and a black die paid in jade for camels', () => {
		const log = turnsLog({ before: [JADE] });
		expect(stockAfter(log, { type: 'bonus.reroll', player: 0, die: 0, face: 6, jadeFor: { camels: 1 } })).toMatchObject({ camels: 3, jade: 4 });
		expect(stockAfter(log, { type: 'bonus.adjustDie', player: 0, die: 0, delta: 1, jadeFor: { camels: 2 } })).toMatchObject({ camels: 3, jade: 3 });
		expect(stockAfter(log, { type: 'bonus.blackDie', player: 0, face: 4, jadeFor: { camels: 2 } })).toMatchObject({ camels: 2, jade: 3 });
		expectRefused(log, { type: 'bonus.reroll', player: 0, die: 0, face: 6, jadeFor: { camels: 2 } }, 'marco_polo_2_refusal_jade_for_more', {
			coins: 0,
			camels: 1
		});
		expectRefused(log, { type: 'bonus.blackDie', player: 0, face: 4, jadeFor: { coins: 1 } }, 'marco_polo_2_refusal_jade_for_more', {
			coins: 0,
			camels: 3
		});
	});

	it("a contract's camels (RU L632) and a seal's coins (RU L666: 9 coins + 2 gold)", () => {
		const log = turnsLog({ before: [JADE, give(0, { pepper: 1, gold: 2, coins: 1 }), { type: 'table.seal', player: 0, guild: 'jewelers', seal: 'basic' }] });
		const contract: Entry = {
			type: 'bonus.fulfilContract',
			player: 0,
			contract: 0,
			pay: { camels: 2, pepper: 1 },
			reward: { points: 2 },
			jadeFor: { camels: 1 }
		};
		expect(stockAfter(log, contract)).toMatchObject({ camels: 2, pepper: 0, jade: 4 });
		const improve: Entry = {
			type: 'bonus.improveSeal',
			player: 0,
			guild: 'jewelers',
			cost: { coins: 9, gold: 2 },
			bonus: { camels: 2 },
			jadeFor: { coins: 4 }
		};
		expect(stockAfter(log, improve)).toMatchObject({ coins: 9 - 5, gold: 0, jade: 1, camels: 5 });
	});

	it("a city card's coins and camels (RU L794: jade also pays for city cards)", () => {
		const log = turnsLog({ before: [JADE] });
		const card = act(0, [0], { space: 'city-card', card: 'area-1', pay: { coins: 2, camels: 1 }, gain: { points: 3 } });
		expect(stockAfter(log, withJade(card, { coins: 2, camels: 1 }))).toMatchObject({ coins: 8, camels: 3, jade: 2 });
	});

	it('as chosen, exactly: jade the player lacks is refused, and coins or camels they lack are not made up with jade', () => {
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], before: [give(0, { jade: 1, coins: -7 })] });
		const travel = act(0, [0], { space: 'travel-lower', steps: 1, routeCost: { coins: 1 }, tradingPosts: [], gain: {} });
		// 3 coins due, 1 coin and 1 jade held: not enough either way.
		expectRefused(log, travel, 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
		expectRefused(log, withJade(travel, { coins: 2 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'jade' });
		// 2 coins and 1 jade held: by default the jade makes up for the missing coin; chosen as "no jade", it does not.
		const two = turnsLog({ before: [give(0, { jade: 1, coins: -6 })] });
		expectRefused(two, withJade(travel, {}), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
		expect(stockAfter(two, travel)).toMatchObject({ coins: 0, jade: 0 });
		expect(stockAfter(two, withJade(travel, { coins: 1 }))).toMatchObject({ coins: 0, jade: 0 });
		expect(playerOf(two, 0).stock.coins).toBe(2);
	});

	it('where nothing is paid in coins or camels there is nothing for jade to replace', () => {
		const log = turnsLog({ before: [JADE] });
		expectRefused(log, withJade(act(0, [0], { space: 'khans-favor' }), { coins: 1 }), 'marco_polo_2_refusal_jade_for_more', { coins: 0, camels: 0 });
		expectRefused(log, withJade(act(0, [0, 1], { space: 'guild-seal', guild: 'farmers' }), { coins: 1 }), 'marco_polo_2_refusal_jade_for_more', {
			coins: 0,
			camels: 0
		});
		expectRefused(log, withJade(act(0, [0], { space: 'book-1', pay: {}, gain: {} }), { coins: -1 }), 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, withJade(act(0, [0], { space: 'book-1', pay: {}, gain: {} }), { jade: 1 }), 'refusal_no_such_resource');
	});
});
