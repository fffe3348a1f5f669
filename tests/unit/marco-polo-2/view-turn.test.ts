/**
 * What the turn screens ask the rules before anything is sent: an action's cost before its dice are placed (RU L757,
 * L398), what the player gives for it with jade chosen or not (RU L794), where a contract may come from (PT L453,
 * RU L975–977) and what may make room for it (RU L542), what a travel space prints as far as the game or phone knows.
 */
import { describe, expect, it } from 'vitest';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { type ActionEntry, TRAVEL_UPPER_COST_ID, travelMaxStepsId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import {
	actionCost,
	blackDiceLeft,
	contractDiscards,
	contractSources,
	paymentOf,
	totalCost,
	travelSpaceValues
} from '../../../src/lib/engine/marco-polo-2/view/turn.ts';
import { act, endTurn, extend, give, playerOf, stateOf, turnsLog } from './tracker-helpers.ts';

const book = (player: number, dice: number[]) => act(player, dice, { space: 'book-1', pay: {}, gain: {} }) as ActionEntry;
const lower = (player: number, dice: number[]) =>
	act(player, dice, { space: 'travel-lower', steps: 1, routeCost: { camels: 1 }, tradingPosts: ['kabul'], gain: {} });

describe('actionCost: what a main action will cost before its dice are placed', () => {
	it('RU L757: a blue space already taken costs the lowest die selected in coins; a free one nothing; no dice, nothing shown', () => {
		const log = turnsLog();
		expect(actionCost(stateOf(log), book(0, [2]))).toEqual({ occupied: 0, space: {} });
		expect(actionCost(stateOf(log), book(0, []))).toBeNull();
		const taken = extend(log, book(0, [0]), endTurn(0));
		// The default roll is 1 2 3 4 5: dice 2 and 3 show 3 and 4.
		expect(actionCost(stateOf(taken), book(1, [3, 2]))).toEqual({ occupied: 3, space: {} });
	});

	it('RU L398: the lower travel space costs 2 coins with its route; a space whose printed values are unknown has no cost yet', () => {
		const cost = actionCost(stateOf(turnsLog()), lower(0, [0]) as ActionEntry)!;
		expect(totalCost(cost)).toEqual({ coins: 2, camels: 1 });
		const unknown = turnsLog({ copy: emptyCopy() });
		const upper = act(0, [0, 1, 2], { space: 'travel-upper', steps: 1, routeCost: {}, tradingPosts: [], gain: {} }) as ActionEntry;
		expect(actionCost(stateOf(unknown), upper)).toEqual({ occupied: 0, space: null });
	});
});

describe('paymentOf: what the player gives, coins and camels first or as much jade as chosen (RU L794)', () => {
	it('gives coins first; jade only for what is chosen; null when even jade is not enough', () => {
		const p = playerOf(extend(turnsLog(), give(0, { jade: 2 })), 0);
		expect(paymentOf(p, { coins: 3 })).toEqual({ coins: 3 });
		expect(paymentOf(p, { coins: 3 }, { coins: 1 })).toEqual({ coins: 2, jade: 1 });
		expect(paymentOf(p, { coins: p.stock.coins + 3 })).toBeNull();
		expect(paymentOf(p, { coins: p.stock.coins + 2 })).toEqual({ coins: p.stock.coins, jade: 2 });
	});
});

describe('contracts not from the Contracts action', () => {
	it('PT L453: on arriving only after a trading post built this turn; RU L977 from a city with a post; RU L975 the pile always', () => {
		const log = turnsLog();
		expect(contractSources(stateOf(log), 0)).toEqual(['pile']);
		const arrived = extend(log, lower(0, [0]));
		expect(contractSources(stateOf(arrived), 0)).toEqual(['arrival', 'city', 'pile']);
		expect(contractSources(stateOf(extend(arrived, endTurn(0))), 0)).toEqual(['city', 'pile']);
	});

	it('RU L542, L975: with both spaces taken an old one makes room (not one taken this turn on arriving); from the pile the new one too', () => {
		const log = extend(turnsLog(), lower(0, [0]), { type: 'contract.taken', player: 0, from: 'arrival' });
		const p = playerOf(log, 0);
		expect(contractDiscards(p, 'arrival')).toEqual({ room: false, choices: [0] });
		expect(contractDiscards(p, 'pile')).toEqual({ room: false, choices: [0, 1, 'taken'] });
		expect(contractDiscards(playerOf(turnsLog(), 0), 'pile')).toEqual({ room: true, choices: [] });
	});

	it('RU L1001: the black dice left in the supply', () => {
		expect(blackDiceLeft(stateOf(turnsLog()))).toBeGreaterThan(0);
	});
});

describe("travelSpaceValues: RU L388, the game's copy first, then the phone's, which the game must record", () => {
	it('reads the game, fills in from the phone, and leaves unknown what neither knows', () => {
		const phone = { values: { [travelMaxStepsId('upper')]: 4, [TRAVEL_UPPER_COST_ID]: { coins: 1 } } };
		expect(travelSpaceValues(emptyCopy(), emptyCopy(), 'upper')).toEqual({ maxSteps: null, cost: null, toRecord: {} });
		expect(travelSpaceValues(emptyCopy(), phone, 'upper')).toEqual({ maxSteps: 4, cost: { coins: 1 }, toRecord: phone.values });
		expect(travelSpaceValues(phone, emptyCopy(), 'upper')).toEqual({ maxSteps: 4, cost: { coins: 1 }, toRecord: {} });
		expect(travelSpaceValues(emptyCopy(), emptyCopy(), 'middle')).toEqual({ maxSteps: null, cost: {}, toRecord: {} });
	});
});
