/**
 * Table tracker: the main actions on the action spaces (RU L204–600, L753–800),
 * blocking dice for 2 and 3 players (RU L826–844) and trading posts.
 */
import { describe, expect, it } from 'vitest';
import { marcoPolo2Rules, type TrackerEntry } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { refusalOf } from '../play.ts';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, give, playerOf, retire, retireOthers, rolls, stateOf, tableOf, turnsLog } from './tracker-helpers.ts';

const book = (player: number, space: string, die: number, pay: object = {}, gain: object = {}) => act(player, [die], { space, pay, gain });
const post = (player: number, city: string, gain: object = {}, movedFrom?: string): Entry => ({
	type: 'table.tradingPost',
	player,
	city,
	gain,
	...(movedFrom === undefined ? {} : { movedFrom })
});
const blackDie = (player: number, face: number): Entry => ({ type: 'bonus.blackDie', player, face });
const SIXES = [6, 6, 6, 6, 6];

describe('placing dice', () => {
	it('refuses dice the player does not have, the same die twice, no die, and an unknown space', () => {
		const log = turnsLog();
		expectRefused(log, book(0, 'book-1', 5), 'refusal_no_such_die');
		expectRefused(log, book(0, 'book-1', -1), 'refusal_no_such_die');
		expectRefused(log, act(0, [0, 0], { space: 'guild-seal', guild: 'farmers' }), 'refusal_no_such_die');
		expectRefused(log, act(0, [], { space: 'book-1', pay: {}, gain: {} }), 'marco_polo_2_refusal_no_dice');
		expectRefused(log, act(0, 'all' as never, { space: 'book-1', pay: {}, gain: {} }), 'refusal_no_such_die');
		expectRefused(log, act(0, [0], { space: 'bazaar' }), 'marco_polo_2_refusal_no_such_space');
		expectRefused(log, act(0, [0], {}), 'marco_polo_2_refusal_no_such_space');
	});

	it('records who placed which dice on which space', () => {
		const { state } = expectAccepted(turnsLog(), book(0, 'book-2', 2));
		expect(state.table!.spaces['book-2']).toEqual([{ player: 0, dice: [{ face: 3, black: false }] }]);
		expect(state.table!.players[0]!.dice.map((d) => d.face)).toEqual([1, 2, 4, 5]);
		expect(state.table!.mainActionTaken).toBe(true);
	});
});

describe('books (RU L245–306)', () => {
	it('take 1 die: any face on book I, 3 or more on book II, 5 or more on both book-III spaces', () => {
		const log = turnsLog();
		expectAccepted(log, book(0, 'book-1', 0));
		expectRefused(log, book(0, 'book-2', 1), 'marco_polo_2_refusal_die_too_low', { min: 3 });
		expectAccepted(log, book(0, 'book-2', 2));
		for (const space of ['book-3-upper', 'book-3-lower']) {
			expectRefused(log, book(0, space, 3), 'marco_polo_2_refusal_die_too_low', { min: 5 });
			expectAccepted(log, book(0, space, 4));
		}
		expectRefused(log, act(0, [3, 4], { space: 'book-1', pay: {}, gain: {} }), 'marco_polo_2_refusal_one_die');
	});

	it('give the goods, camels and coins of the offer chosen', () => {
		const { state } = expectAccepted(turnsLog(), book(0, 'book-1', 0, {}, { pepper: 2, camels: 1, coins: 2 }));
		expect(state.table!.players[0]!.stock).toMatchObject({ pepper: 2, camels: 4, coins: 10 });
	});

	it('offers cost nothing, 1 jade or 2 jade, nothing else (RU L287); the rulebook offer: 1 jade and 2 pepper', () => {
		const log = extend(turnsLog({ before: [give(0, { jade: 3 })] }));
		for (const jade of [0, 1, 2]) {
			const p = expectAccepted(log, book(0, 'book-1', 0, jade ? { jade } : {}, { jade: 1, pepper: 2 })).state.table!.players[0]!;
			expect(p.stock).toMatchObject({ jade: 3 - jade + 1, pepper: 2 });
		}
		expectRefused(log, book(0, 'book-1', 0, { jade: 3 }), 'marco_polo_2_refusal_offer_cost');
		expectRefused(log, book(0, 'book-1', 0, { coins: 1 }), 'marco_polo_2_refusal_offer_cost');
		expectRefused(log, book(0, 'book-1', 0, { camels: 1 }), 'marco_polo_2_refusal_offer_cost');
		expectRefused(turnsLog(), book(0, 'book-1', 0, { jade: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'jade' });
	});

	it('refuse a negative, fractional or unknown resource and a missing offer', () => {
		const log = turnsLog();
		expectRefused(log, book(0, 'book-1', 0, {}, { pepper: -1 }), 'refusal_not_whole_number', { field: 'pepper' });
		expectRefused(log, book(0, 'book-1', 0, {}, { pepper: 0.5 }), 'refusal_not_whole_number', { field: 'pepper' });
		expectRefused(log, book(0, 'book-1', 0, {}, { tea: 1 }), 'refusal_no_such_resource');
		expectRefused(log, act(0, [0], { space: 'book-1', gain: {} }), 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, act(0, [0], { space: 'book-1', pay: {} }), 'refusal_not_whole_number', { field: 'value' });
	});

	it('the two book-III spaces are independent: one colour die on each in the same round (RU L279)', () => {
		let log = turnsLog({
			faces: [
				[5, 5, 6, 1, 1],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			],
			// The others retire on the contracts space, open to them with a trading post (RU L506).
			before: [post(1, 'kabul'), post(2, 'kabul'), post(3, 'kabul')]
		});
		log = extend(log, book(0, 'book-3-upper', 0), endTurn(0));
		log = retireOthers(log, 0);
		expectRefused(log, book(0, 'book-3-upper', 0), 'marco_polo_2_refusal_colour_used_space');
		const { state } = expectAccepted(log, book(0, 'book-3-lower', 0));
		// The lower space was free: nothing to pay.
		expect(state.table!.players[0]!.stock.coins).toBe(8);
	});
});

describe('occupied blue spaces (RU L753–770)', () => {
	it("cost coins equal to the lowest die placed: the rulebook's dice 1 and 3 on an occupied guild-seal space pay 1 coin", () => {
		let log = turnsLog();
		log = extend(log, act(0, [3, 4], { space: 'guild-seal', guild: 'jewelers' }), endTurn(0));
		const { state } = expectAccepted(log, act(1, [0, 2], { space: 'guild-seal', guild: 'farmers' }));
		const p = state.table!.players[1]!;
		expect(p.stock.coins).toBe(7);
		expect(p.seals.farmers).toBe('basic');
		expect(state.table!.spaces['guild-seal']!.map((pl) => pl.player)).toEqual([0, 1]);
	});

	it('the cost grows with the die, however many dice are already there', () => {
		let log = turnsLog();
		log = extend(log, book(0, 'book-1', 0), endTurn(0), book(1, 'book-1', 0), endTurn(1));
		expect(playerOf(log, 1).stock.coins).toBe(7);
		const p = expectAccepted(log, book(2, 'book-1', 4)).state.table!.players[2]!;
		expect(p.stock.coins).toBe(3);
	});

	it('is refused when the player cannot pay, even with jade; jade replaces missing coins (RU L792–794)', () => {
		let log = turnsLog({ before: [give(1, { coins: -8 })] });
		log = extend(log, book(0, 'book-1', 0), endTurn(0));
		expectRefused(log, book(1, 'book-1', 0), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
		log = extend(log, { type: 'bonus.moneyBag', player: 1, die: 4, take: 'jade' });
		const p = expectAccepted(log, book(1, 'book-1', 0)).state.table!.players[1]!;
		expect(p.stock).toMatchObject({ coins: 0, jade: 0 });
		// Die 3 needs 3: 1 jade is not enough.
		expectRefused(log, book(1, 'book-1', 2), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
	});
});

describe('own colour once per space or linked row per round; black dice may repeat (RU L236, L772–780)', () => {
	it('refuses a second colour die on a space, accepts a black die there (paying for the occupied space)', () => {
		let log = turnsLog();
		log = extend(log, book(0, 'book-1', 0), endTurn(0));
		log = retireOthers(log, 0);
		expectRefused(log, book(0, 'book-1', 0), 'marco_polo_2_refusal_colour_used_space');
		log = extend(log, blackDie(0, 2));
		const p = expectAccepted(log, book(0, 'book-1', 4)).state.table!.players[0]!;
		expect(p.stock.coins).toBe(8 - 2);
		expect(p.stock.camels).toBe(0);
	});

	it('RU L757: a black die on a blue space holding only the player’s own dice still pays (the text names no owner, unlike The Voyages, PL:726)', () => {
		let log = turnsLog();
		log = retireOthers(extend(log, book(0, 'book-1', 0), endTurn(0)), 0);
		expect(tableOf(log).spaces['book-1']!.map((pl) => pl.player)).toEqual([0]);
		log = extend(log, blackDie(0, 2));
		const coins = playerOf(log, 0).stock.coins;
		expect(expectAccepted(log, book(0, 'book-1', 4)).state.table!.players[0]!.stock.coins).toBe(coins - 2);
	});

	it('black dice may join colour dice, but the colour rule still holds for them', () => {
		let log = turnsLog({ before: [give(0, { camels: 3 })] });
		log = extend(log, blackDie(0, 6));
		// Black and colour together on a fresh space.
		log = expectAccepted(log, act(0, [4, 5], { space: 'guild-seal', guild: 'jewelers' })).log;
		expect(playerOf(log, 0).seals.jewelers).toBe('basic');
		log = retireOthers(extend(log, endTurn(0)), 0);
		log = extend(log, blackDie(0, 6));
		expectRefused(log, act(0, [3, 4], { space: 'guild-seal', guild: 'tailors' }), 'marco_polo_2_refusal_colour_used_space');
	});

	it("other players' colours and neutral dice do not count as yours", () => {
		let log = turnsLog();
		log = extend(log, book(0, 'book-1', 0), endTurn(0));
		expectAccepted(log, book(1, 'book-1', 0));
	});
});

describe("Khan's Favor (RU L308–328)", () => {
	const favor = (player: number, die: number) => act(player, [die], { space: 'khans-favor' });
	const faces = [
		[3, 3, 3, 3, 3],
		[2, 4, 3, 3, 3],
		[4, 4, 4, 4, 4],
		[5, 5, 5, 5, 5]
	];

	it("gives 4 coins and 2 camels; the spaces fill from left to right, each die at least the one before: the rulebook's 3 then 4", () => {
		let log = turnsLog({ faces });
		const first = expectAccepted(log, favor(0, 0)).state.table!;
		expect(first.players[0]!.stock).toMatchObject({ coins: 12, camels: 5 });
		expect(first.spaces['khans-favor-1']).toEqual([{ player: 0, dice: [{ face: 3, black: false }] }]);
		log = extend(log, favor(0, 0), endTurn(0));
		expectRefused(log, favor(1, 0), 'marco_polo_2_refusal_khans_favor_lower', { min: 3 });
		const second = expectAccepted(log, favor(1, 1)).state.table!;
		expect(second.spaces['khans-favor-2']).toEqual([{ player: 1, dice: [{ face: 4, black: false }] }]);
		expect(second.players[1]!.stock).toMatchObject({ coins: 12, camels: 5 });
	});

	it('takes exactly 1 die', () => {
		expectRefused(turnsLog({ faces }), act(0, [0, 1], { space: 'khans-favor' }), 'marco_polo_2_refusal_one_die');
	});

	it('is refused when all 4 spaces are taken', () => {
		let log = turnsLog({ faces });
		log = extend(log, favor(0, 0), endTurn(0), favor(1, 1), endTurn(1), favor(2, 0), endTurn(2), favor(3, 0), endTurn(3));
		expectRefused(log, favor(0, 0), 'marco_polo_2_refusal_khans_favor_full');
	});

	it('the 4 spaces are one row: a colour die once per round, a black die again', () => {
		let log = turnsLog({ faces });
		log = extend(log, favor(0, 0), endTurn(0));
		log = retireOthers(log, 0);
		expectRefused(log, favor(0, 0), 'marco_polo_2_refusal_colour_used_space');
		// A black die must still be at least the die before it.
		log = extend(log, blackDie(0, 2));
		expectRefused(log, favor(0, 4), 'marco_polo_2_refusal_khans_favor_lower', { min: 3 });
		log = extend(log, { type: 'bonus.adjustDie', player: 0, die: 4, delta: 1 });
		const t = expectAccepted(log, favor(0, 4)).state.table!;
		expect(t.spaces['khans-favor-2']).toEqual([{ player: 0, dice: [{ face: 3, black: true }] }]);
		expect(t.players[0]!.stock.camels).toBe(3 + 2 - 3 - 2 + 2);
	});

	it('3 players: the neutral "1" holds the first space; the first player takes the second with any die (RU L832)', () => {
		const log = turnsLog({ players: 3 });
		const t = expectAccepted(log, favor(0, 0)).state.table!;
		expect(t.spaces['khans-favor-1']).toEqual([{ player: null, dice: [{ face: 1, black: false }] }]);
		expect(t.spaces['khans-favor-2']).toEqual([{ player: 0, dice: [{ face: 1, black: false }] }]);
	});

	it('2 players: neutral dice hold the first two spaces, two are left (RU L838)', () => {
		let log = turnsLog({ players: 2 });
		log = extend(log, favor(0, 0), endTurn(0), favor(1, 0), endTurn(1));
		expect(tableOf(log).spaces['khans-favor-3']![0]!.player).toBe(0);
		expect(tableOf(log).spaces['khans-favor-4']![0]!.player).toBe(1);
		expectRefused(log, favor(0, 0), 'marco_polo_2_refusal_khans_favor_full');
	});
});

describe('2-player blocking dice on special cities and book III (RU L838–842)', () => {
	it('the first space of each special city is taken: the second one is free', () => {
		const log = turnsLog({ players: 2, before: [post(0, 'baghdad'), post(0, 'balkh'), post(0, 'hormuz')] });
		for (const city of ['baghdad', 'balkh', 'hormuz']) {
			expectRefused(log, act(0, [0], { space: city, slot: 1, gain: {} }), 'marco_polo_2_refusal_brown_space_taken');
			expectAccepted(log, act(0, [0], { space: city, slot: 2, gain: {} }));
		}
	});

	it('the lower book-III space holds a neutral 5: using it costs the die placed', () => {
		const log = turnsLog({
			players: 2,
			faces: [
				[5, 6, 2, 1, 1],
				[1, 2, 3, 4, 5]
			]
		});
		expect(expectAccepted(log, book(0, 'book-3-lower', 0)).state.table!.players[0]!.stock.coins).toBe(8 - 5);
		expect(expectAccepted(log, book(0, 'book-3-lower', 1)).state.table!.players[0]!.stock.coins).toBe(8 - 6);
		// The upper one is free.
		expect(expectAccepted(log, book(0, 'book-3-upper', 1)).state.table!.players[0]!.stock.coins).toBe(8);
		const poor = turnsLog({
			players: 2,
			faces: [
				[5, 6, 2, 1, 1],
				[1, 2, 3, 4, 5]
			],
			before: [give(0, { coins: -6 })]
		});
		expectRefused(poor, book(0, 'book-3-lower', 0), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
	});

	it('with 4 players nothing is blocked', () => {
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES] });
		expect(expectAccepted(log, book(0, 'book-3-lower', 0)).state.table!.players[0]!.stock.coins).toBe(8);
	});
});

describe('guild seals (RU L330–357)', () => {
	const seal = (player: number, dice: number[], guild: string) => act(player, dice, { space: 'guild-seal', guild });
	// Faces 4 6 1 2 3: die 0 = 4, die 1 = 6, die 2 = 1, die 3 = 2, die 4 = 3.
	const faces = [
		[4, 6, 1, 2, 3],
		[1, 2, 3, 4, 5],
		[1, 2, 3, 4, 5],
		[1, 2, 3, 4, 5]
	];

	it('the lower of the 2 dice decides: farmers 1, spicers 2 + 1 jade, tailors 3 + 2 jade, jewelers 4 + 3 jade', () => {
		const log = turnsLog({ faces });
		const take = (dice: number[], guild: string) => expectAccepted(log, seal(0, dice, guild)).state.table!.players[0]!;
		expect(take([0, 1], 'jewelers')).toMatchObject({ seals: { jewelers: 'basic', farmers: 'none' }, stock: { jade: 3 } });
		expect(take([4, 1], 'tailors')).toMatchObject({ seals: { tailors: 'basic' }, stock: { jade: 2 } });
		expect(take([3, 1], 'spicers')).toMatchObject({ seals: { spicers: 'basic' }, stock: { jade: 1 } });
		expect(take([2, 1], 'farmers')).toMatchObject({ seals: { farmers: 'basic' }, stock: { jade: 0 } });
		// A lower seal with a higher die is fine.
		expect(take([0, 1], 'farmers').stock.jade).toBe(0);
		expectRefused(log, seal(0, [4, 1], 'jewelers'), 'marco_polo_2_refusal_die_too_low', { min: 4 });
		expectRefused(log, seal(0, [3, 1], 'tailors'), 'marco_polo_2_refusal_die_too_low', { min: 3 });
		expectRefused(log, seal(0, [2, 1], 'spicers'), 'marco_polo_2_refusal_die_too_low', { min: 2 });
	});

	it('takes exactly 2 dice', () => {
		const log = turnsLog({ faces });
		expectRefused(log, seal(0, [1], 'farmers'), 'marco_polo_2_refusal_dice_count', { count: 2 });
		expectRefused(log, seal(0, [0, 1, 4], 'farmers'), 'marco_polo_2_refusal_dice_count', { count: 2 });
	});

	it('one seal per guild (RU L352); an unknown guild is refused', () => {
		const log = turnsLog({ faces, before: [{ type: 'table.seal', player: 0, guild: 'farmers', seal: 'basic' }] });
		expectRefused(log, seal(0, [0, 1], 'farmers'), 'marco_polo_2_refusal_seal_held', { guild: 'farmers' });
		expectAccepted(log, seal(0, [0, 1], 'spicers'));
		const improved = turnsLog({ faces, before: [{ type: 'table.seal', player: 0, guild: 'tailors', seal: 'improved' }] });
		expectRefused(improved, seal(0, [0, 1], 'tailors'), 'marco_polo_2_refusal_seal_held', { guild: 'tailors' });
		expectRefused(log, seal(0, [0, 1], 'bakers'), 'marco_polo_2_refusal_no_such_guild');
	});

	it('De Wu takes a seal with 1 die (RU L1138)', () => {
		const log = turnsLog({
			players: 2,
			characters: ['de-wu', 'mongke-khan'],
			faces: [
				[3, 6, 1, 2, 3],
				[1, 2, 3, 4, 5]
			]
		});
		expect(expectAccepted(log, seal(0, [0], 'tailors')).state.table!.players[0]!.stock.jade).toBe(2);
		expectRefused(log, seal(0, [0], 'jewelers'), 'marco_polo_2_refusal_die_too_low', { min: 4 });
		expectRefused(log, seal(0, [0, 1], 'tailors'), 'marco_polo_2_refusal_one_die');
	});

	it('Abha Basu scores 1 VP per jade taken with the seal (RU L1132)', () => {
		const log = turnsLog({
			players: 2,
			characters: ['abha-basu', 'mongke-khan'],
			faces: [
				[4, 6, 1, 2, 3],
				[1, 2, 3, 4, 5]
			]
		});
		const p = expectAccepted(log, seal(0, [0, 1], 'jewelers')).state.table!.players[0]!;
		expect(p.stock.jade).toBe(3);
		expect(p.points).toBe(3);
	});
});

describe('travel (RU L373–505, L796–806)', () => {
	const tableOfPoints = (log: Parameters<typeof expectAccepted>[0]) =>
		expectAccepted(log, { type: 'table.adjust', player: 0, delta: {} }).state.table!.players[0]!.points;
	const travel = (player: number, space: string, dice: number[], steps: number, routeCost: object = {}, tradingPosts: string[] = [], gain: object = {}) =>
		act(player, dice, { space, steps, routeCost, tradingPosts, gain });

	it('lower space: 1 die, 2 coins and exactly 1 step (RU L398)', () => {
		const log = turnsLog();
		const p = expectAccepted(log, travel(0, 'travel-lower', [4], 1, { coins: 1 }, ['kabul'])).state.table!.players[0]!;
		expect(p.stock.coins).toBe(8 - 2 - 1);
		expect(p.tradingPosts).toEqual(['kabul']);
		// "Exactly 1 step", not "1 to 1 steps".
		expectRefused(log, travel(0, 'travel-lower', [4], 2), 'marco_polo_2_refusal_travel_one_step');
		expectRefused(log, travel(0, 'travel-lower', [4], 0), 'marco_polo_2_refusal_travel_one_step');
		expectRefused(log, travel(0, 'travel-lower', [3, 4], 1), 'marco_polo_2_refusal_one_die');
		const poor = turnsLog({ before: [give(0, { coins: -7 })] });
		expectRefused(poor, travel(0, 'travel-lower', [4], 1), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
	});

	it('middle and upper spaces: 2 and 3 dice, at least 1 step and no more than the lowest die (the spaces printing 6 here)', () => {
		const log = turnsLog({
			faces: [
				[3, 5, 6, 6, 6],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			]
		});
		expectAccepted(log, travel(0, 'travel-middle', [0, 1], 3));
		expectAccepted(log, travel(0, 'travel-middle', [0, 1], 1));
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 4), 'marco_polo_2_refusal_travel_steps', { max: 3 });
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 0), 'marco_polo_2_refusal_travel_steps', { max: 3 });
		expectRefused(log, travel(0, 'travel-middle', [0], 1), 'marco_polo_2_refusal_dice_count', { count: 2 });
		expectAccepted(log, travel(0, 'travel-upper', [2, 3, 4], 6));
		expectRefused(log, travel(0, 'travel-upper', [1, 2, 3], 6), 'marco_polo_2_refusal_travel_steps', { max: 5 });
		expectRefused(log, travel(0, 'travel-upper', [2, 3], 1), 'marco_polo_2_refusal_dice_count', { count: 3 });
	});

	it("pays the route cost, jade replacing missing coins or camels: the rulebook's 5 coins + 5 camels (RU L483)", () => {
		const log = turnsLog({
			faces: [
				[3, 5, 6, 6, 6],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			]
		});
		const route = travel(0, 'travel-middle', [0, 1], 3, { coins: 5, camels: 5 }, ['pagan']);
		expectRefused(log, route, 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		const withJade = extend(log, give(0, { jade: 2 }));
		const p = expectAccepted(withJade, route).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 3, camels: 0, jade: 0 });
		expect(p.tradingPosts).toEqual(['pagan']);
		// Route jade is paid as jade.
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 1, { jade: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'jade' });
		// A city bonus gained on arrival.
		expect(expectAccepted(log, travel(0, 'travel-middle', [0, 1], 1, {}, ['kashgar'], { coins: 3, camels: 1 })).state.table!.players[0]!.stock).toMatchObject({
			coins: 11,
			camels: 4
		});
	});

	it('builds 1 trading post, 2 from the upper space (RU L456); never in Beijing, never twice in a city', () => {
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], before: [post(0, 'kabul')] });
		expect(expectAccepted(log, travel(0, 'travel-upper', [0, 1, 2], 3, {}, ['pagan', 'fuzhou'])).state.table!.players[0]!.tradingPosts).toEqual([
			'kabul',
			'pagan',
			'fuzhou'
		]);
		expectRefused(log, travel(0, 'travel-upper', [0, 1, 2], 3, {}, ['pagan', 'fuzhou', 'xian']), 'marco_polo_2_refusal_travel_trading_posts', { max: 2 });
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 3, {}, ['pagan', 'fuzhou']), 'marco_polo_2_refusal_travel_one_post');
		expectRefused(log, travel(0, 'travel-lower', [0], 1, {}, ['pagan', 'fuzhou']), 'marco_polo_2_refusal_travel_one_post');
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 3, {}, ['Beijing']), 'marco_polo_2_refusal_trading_post_beijing');
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 3, {}, ['kabul']), 'marco_polo_2_refusal_trading_post_twice', { city: 'kabul' });
		expectRefused(log, travel(0, 'travel-upper', [0, 1, 2], 3, {}, ['pagan', 'pagan']), 'marco_polo_2_refusal_trading_post_twice', { city: 'pagan' });
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 3, {}, [' ']), 'marco_polo_2_refusal_trading_post_city_missing');
		expectRefused(
			log,
			act(0, [0, 1], { space: 'travel-middle', steps: 3, routeCost: {}, tradingPosts: 'pagan', gain: {} }),
			'marco_polo_2_refusal_trading_post_city_missing'
		);
		// Ending in an oasis: no trading post.
		expect(expectAccepted(log, travel(0, 'travel-middle', [0, 1], 2)).state.table!.players[0]!.tradingPosts).toEqual(['kabul']);
	});

	it('the 9th trading post built by travel scores 5 VP; with all 11 out the travel moves an existing one (RU L468, L502)', () => {
		const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((c) => post(0, c));
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], before: eight });
		expect(expectAccepted(log, travel(0, 'travel-middle', [0, 1], 2, {}, ['kabul'])).state.table!.players[0]!.points).toBe(5);
		expect(expectAccepted(log, travel(0, 'travel-upper', [0, 1, 2], 2, {}, ['kabul', 'pagan'])).state.table!.players[0]!.points).toBe(10);
		const full = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], before: [...eight, post(0, 'i'), post(0, 'j'), post(0, 'k')] });
		expectRefused(full, travel(0, 'travel-middle', [0, 1], 2, {}, ['kabul']), 'marco_polo_2_refusal_trading_posts_all_out', { max: 11 });
		expectRefused(
			full,
			act(0, [0, 1], { space: 'travel-middle', steps: 2, routeCost: {}, tradingPosts: ['kabul'], movedFrom: 'nowhere', gain: {} }),
			'marco_polo_2_refusal_trading_posts_all_out',
			{
				max: 11
			}
		);
		const moved = expectAccepted(full, act(0, [0, 1], { space: 'travel-middle', steps: 2, routeCost: {}, tradingPosts: ['kabul'], movedFrom: 'a', gain: {} }))
			.state.table!.players[0]!;
		expect(moved.tradingPosts).toHaveLength(11);
		expect(moved.tradingPosts).toContain('kabul');
		expect(moved.tradingPosts).not.toContain('a');
		// Moving a post scores no milestone again.
		expect(moved.points).toBe(tableOfPoints(full));
	});

	it('Gantulga Od uses only the lower space and pays no coins or camels for routes, jade still; 2 coins for the space (RU L1160–1166)', () => {
		const log = turnsLog({ players: 2, characters: ['gantulga-od', 'mongke-khan'], faces: [SIXES, SIXES], before: [give(0, { jade: 1 })] });
		expectRefused(log, travel(0, 'travel-middle', [0, 1], 2), 'marco_polo_2_refusal_gantulga_lower_travel_only');
		expectRefused(log, travel(0, 'travel-upper', [0, 1, 2], 2), 'marco_polo_2_refusal_gantulga_lower_travel_only');
		// The rulebook's Pagan → Kabul: 6 coins, 2 camels and 1 jade; Gantulga pays only the jade.
		const p = expectAccepted(log, travel(0, 'travel-lower', [0], 1, { coins: 6, camels: 2, jade: 1 }, ['kabul'])).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 6, camels: 3, jade: 0 });
		const noJade = turnsLog({ players: 2, characters: ['gantulga-od', 'mongke-khan'], faces: [SIXES, SIXES] });
		expectRefused(noJade, travel(0, 'travel-lower', [0], 1, { coins: 6, camels: 2, jade: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'jade' });
	});

	it("next round's first player: the last one to use a travel space at least as high as every one used before (RU L796–806)", () => {
		// Seat 1 uses the middle space, then seat 2 ("you" in the rulebook example) uses it too: seat 2 will be first.
		let log = turnsLog({ firstPlayer: 0 });
		log = extend(log, book(0, 'book-1', 0), endTurn(0));
		log = extend(log, travel(1, 'travel-middle', [3, 4], 2), endTurn(1));
		expect(tableOf(log).nextFirstPlayer).toBe(1);
		log = extend(log, travel(2, 'travel-middle', [3, 4], 2), endTurn(2));
		expect(tableOf(log).nextFirstPlayer).toBe(2);
		// Seat 2 paid 4 coins for the occupied space.
		expect(playerOf(log, 2).stock.coins).toBe(4);
		// A lower space afterwards does not change it…
		log = extend(log, travel(3, 'travel-lower', [0], 1), endTurn(3));
		expect(tableOf(log).nextFirstPlayer).toBe(2);
		// …nor does it change the order of this round.
		expect(tableOf(log)).toMatchObject({ firstPlayer: 0, turn: 0 });
		while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
		log = extend(
			log,
			{ type: 'round.started', bonuses: [] },
			...rolls([
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			])
		);
		expect(tableOf(log)).toMatchObject({ round: 2, firstPlayer: 2, turn: 2 });
	});

	it('the upper space after the middle one takes the first-player token; a lower one first, then nothing higher, keeps it', () => {
		let log = turnsLog({ firstPlayer: 0 });
		log = extend(log, travel(0, 'travel-lower', [0], 1), endTurn(0));
		expect(tableOf(log).nextFirstPlayer).toBe(0);
		log = extend(log, travel(1, 'travel-lower', [0], 1), endTurn(1));
		expect(tableOf(log).nextFirstPlayer).toBe(1);
		log = extend(log, travel(2, 'travel-upper', [2, 3, 4], 1), endTurn(2));
		expect(tableOf(log).nextFirstPlayer).toBe(2);
		log = extend(log, travel(3, 'travel-middle', [3, 4], 1), endTurn(3));
		expect(tableOf(log).nextFirstPlayer).toBe(2);
	});
});

describe('trading posts as corrections (table.tradingPost, RU L464–505)', () => {
	const log = () => turnsLog({ players: 2 });

	it('never in Beijing, never twice in the same city, never without a city', () => {
		expectRefused(log(), post(0, 'Beijing'), 'marco_polo_2_refusal_trading_post_beijing');
		expectRefused(log(), post(0, ' beijing '), 'marco_polo_2_refusal_trading_post_beijing');
		const one = extend(log(), post(0, 'kabul'));
		expectRefused(one, post(0, 'kabul'), 'marco_polo_2_refusal_trading_post_twice', { city: 'kabul' });
		expectRefused(one, post(0, ' kabul '), 'marco_polo_2_refusal_trading_post_twice', { city: 'kabul' });
		expectAccepted(one, post(1, 'kabul'));
		expectRefused(log(), post(0, ''), 'marco_polo_2_refusal_trading_post_city_missing');
		expectRefused(log(), post(0, '   '), 'marco_polo_2_refusal_trading_post_city_missing');
		expectRefused(log(), { type: 'table.tradingPost', player: 0, city: 7 as never, gain: {} }, 'marco_polo_2_refusal_trading_post_city_missing');
		expectRefused(log(), post(0, 'kabul', { camels: -1 }), 'refusal_not_whole_number', { field: 'camels' });
		expectRefused(log(), { type: 'table.tradingPost', player: 0, city: 'kabul' } as never, 'refusal_not_whole_number', { field: 'value' });
	});

	it('9th and 10th score 5 VP each, the 11th 10 VP; with all 11 out a new one must move an existing one (RU L468, L502)', () => {
		let l = log();
		for (let i = 1; i <= 8; i++) l = extend(l, post(0, `c${i}`));
		expect(playerOf(l, 0).points).toBe(0);
		l = expectAccepted(l, post(0, 'c9')).log;
		expect(playerOf(l, 0).points).toBe(5);
		l = expectAccepted(l, post(0, 'c10')).log;
		expect(playerOf(l, 0).points).toBe(10);
		l = expectAccepted(l, post(0, 'c11')).log;
		expect(playerOf(l, 0).points).toBe(20);
		expectRefused(l, post(0, 'c12'), 'marco_polo_2_refusal_trading_posts_all_out', { max: 11 });
		expectRefused(l, post(0, 'c12', {}, 'nowhere'), 'marco_polo_2_refusal_trading_posts_all_out', { max: 11 });
		const moved = expectAccepted(l, post(0, 'c12', {}, 'c3')).state.table!.players[0]!;
		expect(moved.tradingPosts).toHaveLength(11);
		expect(moved.tradingPosts).toContain('c12');
		expect(moved.tradingPosts).not.toContain('c3');
		expect(moved.points).toBe(20);
	});

	it("adds what is gained on building (a city bonus: the rulebook's 3 camels, RU L450)", () => {
		expect(expectAccepted(log(), post(0, 'baghdad', { camels: 3 })).state.table!.players[0]!.stock.camels).toBe(6);
	});
});

describe('contracts action (RU L506–542)', () => {
	const contracts = (player: number, take: unknown, discard: unknown, die = 0) => act(player, [die], { space: 'contracts', take, discard });
	/** Seat 0 has a trading post (in a city with contracts): the action is open to them (RU L506). */
	const withPost = () => turnsLog({ before: [post(0, 'kabul')] });

	it('needs a trading post (RU L506, PT L514, HU L494): with none at all it is refused, whatever is taken, and gives no coins', () => {
		const log = turnsLog();
		expect(playerOf(log, 0).tradingPosts).toEqual([]);
		for (const take of [0, 1, 2]) expectRefused(log, contracts(0, take, take === 2 ? [0] : []), 'marco_polo_2_refusal_contracts_need_post');
		const p = expectAccepted(withPost(), contracts(0, 1, [])).state.table!.players[0]!;
		expect(p.contracts).toHaveLength(2);
		expect(p.stock.coins).toBe(11);
	});

	it('takes 1 or 2 contracts and 3 coins (once, not per contract)', () => {
		const one = expectAccepted(withPost(), contracts(0, 1, [])).state.table!.players[0]!;
		expect(one.stock.coins).toBe(11);
		expect(one.contracts).toEqual([
			{ starting: true, takenThisTurn: false },
			{ starting: false, takenThisTurn: true }
		]);
		const two = expectAccepted(withPost(), contracts(0, 2, [0])).state.table!.players[0]!;
		expect(two.stock.coins).toBe(11);
		expect(two.contracts).toEqual([
			{ starting: false, takenThisTurn: true },
			{ starting: false, takenThisTurn: true }
		]);
	});

	it('no coins without a contract taken (RU L512)', () => {
		const p = expectAccepted(withPost(), contracts(0, 0, [])).state.table!.players[0]!;
		expect(p.stock.coins).toBe(8);
		expect(p.contracts).toHaveLength(1);
	});

	it('at most 2 active contracts: one must be discarded to make room (RU L531)', () => {
		const log = withPost();
		expectRefused(log, contracts(0, 2, []), 'marco_polo_2_refusal_contract_slots', { max: 2 });
		expectRefused(log, contracts(0, 3, [0]), 'marco_polo_2_refusal_contracts_take');
		expectRefused(log, contracts(0, -1, []), 'marco_polo_2_refusal_contracts_take');
		expectRefused(log, contracts(0, 1.5, []), 'marco_polo_2_refusal_contracts_take');
		expectRefused(log, contracts(0, 0, [0]), 'marco_polo_2_refusal_contracts_take');
		expectRefused(log, contracts(0, 1, [1]), 'refusal_no_such_contract');
		expectRefused(log, contracts(0, 2, [0, 0]), 'refusal_no_such_contract');
		expectRefused(log, contracts(0, 1, ['length']), 'refusal_no_such_contract');
		expectRefused(log, contracts(0, 1, 0), 'refusal_no_such_contract');
		// Two held: discard one to take one.
		let two = extend(log, contracts(0, 1, []), endTurn(0));
		two = retireOthers(two, 0);
		two = extend(two, blackDie(0, 3));
		expectRefused(two, contracts(0, 1, [], 4), 'marco_polo_2_refusal_contract_slots', { max: 2 });
		expect(expectAccepted(two, contracts(0, 1, [1], 4)).state.table!.players[0]!.contracts).toEqual([
			{ starting: true, takenThisTurn: false },
			{ starting: false, takenThisTurn: true }
		]);
	});

	it('a contract taken this turn cannot be discarded in the same turn (RU L540–542); taken in an earlier turn it can', () => {
		let log = extend(withPost(), contracts(0, 1, []));
		// Only one main action per turn: the case needs the table as if a second contracts action came in the same turn.
		const t = tableOf(log);
		const again = { ...stateOf(log), table: { ...t, mainActionTaken: false, spaces: {} } };
		const entry = (discard: number[]): TrackerEntry => ({ type: 'action', player: 0, dice: [0], space: 'contracts', take: 1, discard });
		expect(refusalOf(marcoPolo2Rules, again, entry([1]))).toEqual({ key: 'marco_polo_2_refusal_discard_new_contract' });
		expect(refusalOf(marcoPolo2Rules, again, entry([0]))).toBeNull();
		// After the turn the new contract is an old one.
		log = retireOthers(extend(log, endTurn(0)), 0);
		expect(playerOf(log, 0).contracts.every((c) => !c.takenThisTurn)).toBe(true);
		log = extend(log, blackDie(0, 3));
		expectAccepted(log, contracts(0, 1, [1], 4));
	});
});

describe('special cities (RU L544–569)', () => {
	const city = (player: number, space: string, slot: unknown, die = 0, gain: object = {}) => act(player, [die], { space, slot, gain });

	it('need a trading post there', () => {
		const log = turnsLog();
		expectRefused(log, city(0, 'baghdad', 1), 'marco_polo_2_refusal_needs_trading_post');
		const p = expectAccepted(turnsLog({ before: [post(0, 'baghdad')] }), city(0, 'baghdad', 1, 0, { camels: 2, points: 2 })).state.table!.players[0]!;
		expect(p.stock.camels).toBe(5);
		expect(p.points).toBe(2);
	});

	it('2 brown spaces, 1 die each, one player per space', () => {
		let log = turnsLog({ before: [post(0, 'baghdad'), post(1, 'baghdad')] });
		expectRefused(log, city(0, 'baghdad', 3), 'marco_polo_2_refusal_no_such_space');
		expectRefused(log, city(0, 'baghdad', 0), 'marco_polo_2_refusal_no_such_space');
		expectRefused(log, act(0, [0, 1], { space: 'baghdad', slot: 1, gain: {} }), 'marco_polo_2_refusal_one_die');
		log = extend(log, city(0, 'baghdad', 1), endTurn(0));
		expectRefused(log, city(1, 'baghdad', 1), 'marco_polo_2_refusal_brown_space_taken');
		expectAccepted(log, city(1, 'baghdad', 2));
	});

	it('a colour die on only one of the two linked spaces per round, a black die again; another special city is another row', () => {
		let log = turnsLog({ before: [post(0, 'baghdad'), post(0, 'balkh')] });
		log = extend(log, city(0, 'baghdad', 1), endTurn(0));
		log = retireOthers(log, 0);
		expectRefused(log, city(0, 'baghdad', 2), 'marco_polo_2_refusal_colour_used_space');
		expectAccepted(log, city(0, 'balkh', 1));
		log = extend(log, blackDie(0, 1));
		expectAccepted(log, city(0, 'baghdad', 2, 4));
	});

	it('refuse a missing or negative reward', () => {
		const log = turnsLog({ before: [post(0, 'hormuz')] });
		expectRefused(log, act(0, [0], { space: 'hormuz', slot: 1 }), 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, city(0, 'hormuz', 1, 0, { points: -2 }), 'refusal_not_whole_number', { field: 'points' });
	});
});

describe('city cards (RU L571–597, L1007–1060)', () => {
	const card = (player: number, c: unknown, die = 0, pay: object = {}, gain: object = {}) => act(player, [die], { space: 'city-card', card: c, pay, gain });

	it('a card next to a city needs a trading post at city-card-N; the two action-area cards need none', () => {
		const log = turnsLog();
		expectRefused(log, card(0, 3), 'marco_polo_2_refusal_needs_trading_post');
		expect(expectAccepted(turnsLog({ before: [post(0, 'city-card-3')] }), card(0, 3)).state.table!.spaces['city-card-3']![0]!.player).toBe(0);
		expectAccepted(log, card(0, 'area-1'));
		expectAccepted(log, card(0, 'area-2'));
		for (const c of [0, 7, 2.5, 'area-3', '3']) expectRefused(log, card(0, c), 'marco_polo_2_refusal_no_such_space');
		expectRefused(log, act(0, [0, 1], { space: 'city-card', card: 'area-1', pay: {}, gain: {} }), 'marco_polo_2_refusal_one_die');
	});

	it('each card runs once per round, whoever placed there (RU L587); free again next round', () => {
		let log = turnsLog({ before: [post(0, 'city-card-2'), post(1, 'city-card-2')] });
		log = extend(log, card(0, 'area-1'), endTurn(0));
		expectRefused(log, card(1, 'area-1'), 'marco_polo_2_refusal_brown_space_taken');
		log = extend(log, card(1, 2), endTurn(1));
		log = retireOthers(log, 0);
		expectRefused(log, card(0, 2), 'marco_polo_2_refusal_brown_space_taken');
		while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
		log = extend(
			log,
			{ type: 'round.started', bonuses: [] },
			...rolls([
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			])
		);
		expectAccepted(log, card(0, 'area-1'));
		expectAccepted(log, card(0, 2));
	});

	it("pays and gains what the card says: the rulebook's 2 camels and 2 jade for 2 × 3 VP (RU L589–593)", () => {
		const log = turnsLog({ before: [give(0, { jade: 2 })] });
		const p = expectAccepted(log, card(0, 'area-1', 4, { camels: 2, jade: 2 }, { points: 6 })).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ camels: 1, jade: 0 });
		expect(p.points).toBe(6);
	});

	it('only the points-for-coins card may take the score below zero (RU L1051); nothing else goes below zero', () => {
		const log = turnsLog();
		const p = expectAccepted(log, card(0, 'area-1', 2, { points: 3 }, { coins: 3 })).state.table!.players[0]!;
		expect(p.points).toBe(-3);
		expect(p.stock.coins).toBe(11);
		expectRefused(log, card(0, 'area-1', 0, { camels: 4 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		expectRefused(log, card(0, 'area-1', 0, { coins: 9 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
		expectRefused(log, card(0, 'area-1', 0, { pepper: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'pepper' });
		expectRefused(log, card(0, 'area-1', 0, {}, { coins: -1 }), 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, act(0, [0], { space: 'city-card', card: 'area-1', gain: {} }), 'refusal_not_whole_number', { field: 'value' });
	});

	it('RU L1059–1061: the card taking a guild seal with 1 die and 1 camel: the die decides the seal, its jade comes with it, one seal per guild', () => {
		const seal = (c: unknown, die: number, guild: string, extra: object = {}) =>
			act(0, [die], { space: 'city-card', card: c, pay: {}, gain: {}, guild, ...extra });
		const log = turnsLog({ before: [give(0, { jade: 1 })] });
		// The rulebook's example: a 2 and 1 camel give the farmers' or the spicers' seal (with its 1 jade).
		const p = expectAccepted(log, seal('area-1', 1, 'spicers')).state.table!.players[0]!;
		expect(p.seals.spicers).toBe('basic');
		expect(p.stock).toMatchObject({ camels: 2, jade: 2 });
		expectAccepted(log, seal('area-1', 1, 'farmers'));
		expectRefused(log, seal('area-1', 1, 'tailors'), 'marco_polo_2_refusal_die_too_low', { min: 3 });
		expectRefused(log, seal('area-2', 2, 'jewelers'), 'marco_polo_2_refusal_die_too_low', { min: 4 });
		expect(expectAccepted(log, seal('area-2', 4, 'jewelers')).state.table!.players[0]!.stock.jade).toBe(4);
		// Jade may pay the camel (RU L794).
		expect(expectAccepted(log, { ...seal('area-1', 1, 'farmers'), jadeFor: { camels: 1 } } as Entry).state.table!.players[0]!.stock).toMatchObject({
			camels: 3,
			jade: 0
		});
		// One seal per guild (RU L353); without a camel (or jade) it is refused; nothing else is entered with it.
		expectRefused(
			extend(log, { type: 'table.seal', player: 0, guild: 'spicers', seal: 'basic' }),
			seal('area-1', 1, 'spicers'),
			'marco_polo_2_refusal_seal_held',
			{
				guild: 'spicers'
			}
		);
		expectRefused(turnsLog({ before: [give(0, { camels: -3 })] }), seal('area-1', 1, 'farmers'), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		expectRefused(log, seal('area-1', 1, 'farmers', { pay: { camels: 1 } }), 'marco_polo_2_refusal_seal_card_extra');
		expectRefused(log, seal('area-1', 1, 'farmers', { gain: { jade: 1 } }), 'marco_polo_2_refusal_seal_card_extra');
		expectRefused(log, seal('area-1', 1, 'bakers'), 'marco_polo_2_refusal_no_such_guild');
		// A card by a city still needs the trading post there.
		expectRefused(log, seal(2, 1, 'farmers'), 'marco_polo_2_refusal_needs_trading_post');
	});

	it('RU L1059, L1132, L1138–1140: with the seal card Abha Basu scores 1 VP per jade; De Wu gains nothing more (his jade is for improving)', () => {
		const seal = (guild: string) => act(0, [3], { space: 'city-card', card: 'area-1', pay: {}, gain: {}, guild });
		const abha = turnsLog({ players: 2, characters: ['abha-basu', 'mongke-khan'] });
		const a = expectAccepted(abha, seal('jewelers')).state.table!.players[0]!;
		expect(a.stock.jade).toBe(3);
		expect(a.points).toBe(3);
		const deWu = turnsLog({ players: 2, characters: ['de-wu', 'mongke-khan'] });
		const d = expectAccepted(deWu, seal('jewelers')).state.table!.players[0]!;
		expect(d.stock).toMatchObject({ jade: 3, camels: 2 });
		expect(d.points).toBe(0);
	});

	it('a score below zero blocks no other payment; corrections may not lower it further', () => {
		let log = extend(turnsLog(), book(0, 'book-1', 0), endTurn(0), card(1, 'area-1', 0, { points: 2 }, { coins: 2 }), endTurn(1));
		log = retireOthers(log, 1);
		expect(playerOf(log, 1).points).toBe(-2);
		// Occupied book I: 2 coins for die 2.
		const paid = expectAccepted(log, book(1, 'book-1', 0)).state.table!.players[1]!;
		expect(paid.stock.coins).toBe(8);
		expect(paid.points).toBe(-2);
		expectAccepted(log, { type: 'bonus.reroll', player: 1, die: 0, face: 6 });
		expectAccepted(log, give(1, { coins: 1 }));
		expect(expectAccepted(log, give(1, { points: 1 })).state.table!.players[1]!.points).toBe(-1);
		expectRefused(log, give(1, { points: -1 }), 'refusal_below_zero', { resource: 'points' });
		// The card itself may take it lower.
		expect(expectAccepted(log, card(1, 'area-2', 0, { points: 2 }, { coins: 2 })).state.table!.players[1]!.points).toBe(-4);
	});
});
