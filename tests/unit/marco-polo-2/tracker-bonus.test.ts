/**
 * Table tracker: bonus actions (RU L600–751), free corrections, and malformed
 * entries (refused, never a crash).
 */
import { describe, expect, it } from 'vitest';
import { marcoPolo2Rules, type TrackerEntry } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { refusalOf, stateAfter } from '../play.ts';
import { rerollOf } from '../../../src/lib/ui/table/bonus-die.ts';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, give, playerOf, playingLog, retireOthers, stateOf, tableOf, turnsLog } from './tracker-helpers.ts';

const reroll = (die: number, face: number, player = 0): Entry => ({ type: 'bonus.reroll', player, die, face });
const adjust = (die: number, delta: number, player = 0): Entry => ({ type: 'bonus.adjustDie', player, die, delta: delta as 1 });
const blackDie = (face: number, player = 0): Entry => ({ type: 'bonus.blackDie', player, face });
const fulfil = (pay: object, reward: object, reward2?: object, contract = 0, player = 0): Entry => ({
	type: 'bonus.fulfilContract',
	player,
	contract,
	pay,
	reward,
	...(reward2 ? { reward2 } : {})
});
const improve = (guild: string, cost: object, bonus: object, player = 0): Entry => ({ type: 'bonus.improveSeal', player, guild, cost, bonus }) as Entry;
const book1 = (player: number, die = 0) => act(player, [die], { space: 'book-1', pay: {}, gain: {} });

describe('reroll a die for 1 camel (RU L692–701)', () => {
	it('sets the die to the new face and costs 1 camel; may be repeated', () => {
		let log = turnsLog();
		log = expectAccepted(log, reroll(0, 6)).log;
		expect(playerOf(log, 0).dice[0]).toEqual({ face: 6, black: false });
		expect(playerOf(log, 0).stock.camels).toBe(2);
		const p = expectAccepted(log, reroll(0, 2)).state.table!.players[0]!;
		expect(p.dice[0]!.face).toBe(2);
		expect(p.stock.camels).toBe(1);
	});

	it('RU L697: the reroll the screen reads (die selected, new face typed) is taken: the die shows the new face, 1 camel paid', () => {
		const log = turnsLog();
		const chosen = rerollOf([2], '6');
		if (typeof chosen === 'string') throw new Error(chosen);
		const p = expectAccepted(log, reroll(chosen.die, chosen.face)).state.table!.players[0]!;
		expect(p.dice[2]).toEqual({ face: 6, black: false });
		expect(p.stock.camels).toBe(playerOf(log, 0).stock.camels - 1);
	});

	it('is refused for a face outside 1–6, a die the player does not have, or without a camel or jade', () => {
		const log = turnsLog();
		for (const face of [0, 7, 3.5]) expectRefused(log, reroll(0, face), 'refusal_die_face');
		expectRefused(log, reroll(5, 3), 'refusal_no_such_die');
		expectRefused(log, reroll(-1, 3), 'refusal_no_such_die');
		expectRefused(log, reroll(0.5, 3), 'refusal_no_such_die');
		const broke = turnsLog({ before: [give(0, { camels: -3 })] });
		expectRefused(broke, reroll(0, 3), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		// Jade replaces the camel.
		const jade = expectAccepted(extend(broke, give(0, { jade: 1 })), reroll(0, 3)).state.table!.players[0]!;
		expect(jade.stock).toMatchObject({ camels: 0, jade: 0 });
	});

	it('gives Isabella Donati nothing by default: her bonus is for the first roll of a die in the round (RU L1172)', () => {
		const log = turnsLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'] });
		expect(tableOf(log).options.isabellaRolls).toBe('first-roll');
		const before = playerOf(log, 0);
		const after = expectAccepted(log, reroll(0, 1)).state.table!.players[0]!;
		expect(after.stock).toEqual({ ...before.stock, camels: before.stock.camels - 1 });
		expect(after.points).toBe(before.points);
	});

	it('RU L1172 against the English text: the table may choose that every roll gives Isabella Donati her bonus, rerolls too; ±1 is no roll', () => {
		const everyRoll: Entry = { type: 'option.set', option: 'isabellaRolls', value: 'every-roll' };
		const log = extend(turnsLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'] }), everyRoll);
		expect(tableOf(log).options.isabellaRolls).toBe('every-roll');
		const before = playerOf(log, 0);
		// A reroll to 6: 1 camel paid, 2 coins gained.
		const after = expectAccepted(log, reroll(0, 6)).state.table!.players[0]!;
		expect(after.stock).toMatchObject({ camels: before.stock.camels - 1, coins: before.stock.coins + 2 });
		expect(expectAccepted(log, adjust(0, 1)).state.table!.players[0]!.stock.coins).toBe(before.stock.coins);
		// Other characters gain nothing; the table may switch back.
		const other = extend(log, book1(0), endTurn(0));
		expect(expectAccepted(other, reroll(0, 6, 1)).state.table!.players[1]!.stock.coins).toBe(playerOf(other, 1).stock.coins);
		const back = extend(log, { type: 'option.set', option: 'isabellaRolls', value: 'first-roll' });
		expect(expectAccepted(back, reroll(0, 6)).state.table!.players[0]!.stock.coins).toBe(before.stock.coins);
		expectRefused(log, { type: 'option.set', option: 'isabellaRolls', value: 'sometimes' } as never, 'refusal_unknown_entry');
		expectRefused(log, { type: 'option.set', option: 'houseRule', value: 'every-roll' } as never, 'refusal_unknown_entry');
	});
});

describe('±1 on a die for 2 camels (RU L703–717)', () => {
	it('changes the face by 1 and costs 2 camels', () => {
		const log = turnsLog();
		let p = expectAccepted(log, adjust(1, 1)).state.table!.players[0]!;
		expect(p.dice[1]!.face).toBe(3);
		expect(p.stock.camels).toBe(1);
		p = expectAccepted(log, adjust(1, -1)).state.table!.players[0]!;
		expect(p.dice[1]!.face).toBe(1);
	});

	it('never turns a 6 into a 1 or a 1 into a 6; only +1 or −1; needs 2 camels (or jade)', () => {
		const log = turnsLog({
			faces: [
				[1, 6, 3, 3, 3],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			]
		});
		expectRefused(log, adjust(0, -1), 'refusal_adjust_wrap');
		expectRefused(log, adjust(1, 1), 'refusal_adjust_wrap');
		expectRefused(log, adjust(2, 2), 'refusal_adjust_by_one');
		expectRefused(log, adjust(2, 0), 'refusal_adjust_by_one');
		expectRefused(log, adjust(7, 1), 'refusal_no_such_die');
		const poor = extend(log, give(0, { camels: -2 }));
		expectRefused(poor, adjust(2, 1), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		expect(expectAccepted(extend(poor, give(0, { jade: 1 })), adjust(2, 1)).state.table!.players[0]!.stock).toMatchObject({ camels: 0, jade: 0 });
	});

	it('works on a black die too (RU L747)', () => {
		const log = extend(turnsLog({ before: [give(0, { camels: 2 })] }), blackDie(6));
		const p = expectAccepted(log, adjust(5, -1)).state.table!.players[0]!;
		expect(p.dice[5]).toEqual({ face: 5, black: true });
	});
});

describe('take a black die for 3 camels (RU L719–737)', () => {
	it('costs 3 camels, adds a black die with the face rolled, and takes it from the supply', () => {
		const { state } = expectAccepted(turnsLog(), blackDie(4));
		const p = state.table!.players[0]!;
		expect(p.dice).toHaveLength(6);
		expect(p.dice[5]).toEqual({ face: 4, black: true });
		expect(p.stock.camels).toBe(0);
		expect(state.table!.blackDiceInSupply).toBe(5);
	});

	it('once per turn; again in a later turn', () => {
		let log = extend(turnsLog({ before: [give(0, { camels: 6 })] }), blackDie(4));
		expectRefused(log, blackDie(4), 'marco_polo_2_refusal_black_die_once_per_turn');
		log = extend(log, book1(0), endTurn(0));
		log = retireOthers(log, 0);
		expectAccepted(log, blackDie(2));
	});

	it('is refused for a face outside 1–6 or without 3 camels', () => {
		expectRefused(turnsLog(), blackDie(7), 'refusal_die_face');
		expectRefused(turnsLog(), blackDie(0), 'refusal_die_face');
		expectRefused(turnsLog({ before: [give(0, { camels: -1 })] }), blackDie(3), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
	});

	it('is limited by the supply: 4 black dice with 2 players (RU L836)', () => {
		let log = turnsLog({
			players: 2,
			faces: [
				[6, 6, 6, 6, 6],
				[1, 2, 3, 4, 5]
			],
			before: [give(0, { camels: 30 })]
		});
		const spaces = [
			{ dice: [0], detail: { space: 'book-1', pay: {}, gain: {} } },
			{ dice: [0], detail: { space: 'book-2', pay: {}, gain: {} } },
			{ dice: [0], detail: { space: 'book-3-upper', pay: {}, gain: {} } },
			{ dice: [0, 1], detail: { space: 'guild-seal', guild: 'farmers' } }
		];
		for (const [i, { dice, detail }] of spaces.entries()) {
			log = extend(log, blackDie(6), act(0, dice, detail), endTurn(0));
			if (i === 0) log = retireOthers(log, 0);
		}
		expect(tableOf(log).blackDiceInSupply).toBe(0);
		expect(tableOf(log).turn).toBe(0);
		expectRefused(log, blackDie(6), 'marco_polo_2_refusal_no_black_dice');
	});

	it("Isabella Donati gains the bonus of the black die's face (RU L1172)", () => {
		const log = turnsLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'] });
		const before = playerOf(log, 0);
		expect(expectAccepted(log, blackDie(1)).state.table!.players[0]!.stock.coins).toBe(before.stock.coins + 2);
		expect(expectAccepted(log, blackDie(5)).state.table!.players[0]!.points).toBe(before.points + 1);
		expect(expectAccepted(log, blackDie(3)).state.table!.players[0]!.stock.camels).toBe(before.stock.camels - 3 + 1);
	});
});

describe('fulfil a contract (RU L612–656)', () => {
	const goods = give(0, { silk: 1, pepper: 2 });

	it('pays goods and camels, gains the reward, the contract goes to the completed ones: the rulebook example', () => {
		const log = turnsLog({ before: [goods] });
		const p = expectAccepted(log, fulfil({ camels: 2, silk: 1, pepper: 2 }, { coins: 4, points: 3 })).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ camels: 1, silk: 0, pepper: 0, coins: 12 });
		expect(p.points).toBe(3);
		expect(p.completedContracts).toBe(1);
		expect(p.contracts).toEqual([]);
	});

	it('is refused for a contract the player does not hold, a price in coins or points, or goods the player lacks', () => {
		const log = turnsLog({ before: [goods] });
		expectRefused(log, fulfil({ pepper: 1 }, { points: 1 }, undefined, 1), 'refusal_no_such_contract');
		expectRefused(log, fulfil({ pepper: 1 }, { points: 1 }, undefined, -1), 'refusal_no_such_contract');
		expectRefused(log, fulfil({ pepper: 1 }, { points: 1 }, undefined, 'length' as never), 'refusal_no_such_contract');
		expectRefused(log, fulfil({ coins: 1 }, { points: 1 }), 'marco_polo_2_refusal_contract_cost');
		expectRefused(log, fulfil({ points: 1 }, { coins: 1 }), 'marco_polo_2_refusal_contract_cost');
		expectRefused(log, fulfil({ gold: 1 }, { points: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'gold' });
		expectRefused(log, fulfil({ camels: 4 }, { points: 1 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'camels' });
		expectRefused(log, fulfil({ pepper: 1 }, { points: -1 }), 'refusal_not_whole_number', { field: 'points' });
		expectRefused(log, fulfil({ pepper: -1 }, { points: 1 }), 'refusal_not_whole_number', { field: 'pepper' });
		expectRefused(log, { type: 'bonus.fulfilContract', player: 0, contract: 0, reward: {} } as never, 'refusal_not_whole_number', { field: 'value' });
		expectRefused(playingLog(), fulfil({ pepper: 1 }, { points: 1 }), 'refusal_not_during_turns');
	});

	it('jade may replace camels in the price', () => {
		const log = turnsLog({ before: [give(0, { camels: -3, jade: 2, pepper: 1 })] });
		const p = expectAccepted(log, fulfil({ camels: 2, pepper: 1 }, { points: 2 })).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ camels: 0, jade: 0, pepper: 0 });
	});

	it('reward extras: "+1" coats of arms and a black die from the supply (RU L975–1001)', () => {
		const log = turnsLog({ before: [goods] });
		const { state } = expectAccepted(log, fulfil({ pepper: 1 }, { points: 2 }, { plusOnes: 1, blackDieFace: 4 }));
		const p = state.table!.players[0]!;
		expect(p.plusOnes).toBe(1);
		expect(p.dice[5]).toEqual({ face: 4, black: true });
		expect(state.table!.blackDiceInSupply).toBe(5);
		expectRefused(log, fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 7 }), 'refusal_die_face');
		expectRefused(log, fulfil({ pepper: 1 }, { points: 2 }, { plusOnes: -1 }), 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, fulfil({ pepper: 1 }, { points: 2 }, { plusOnes: 0.5 }), 'refusal_not_whole_number', { field: 'value' });
		// The black die from a contract does not count as the one bought this turn.
		expectAccepted(extend(log, fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 4 })), blackDie(2));
	});

	it('RU L1001: with no black die left the contract is still fulfilled, the die is simply not received', () => {
		const state = stateOf(turnsLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'], before: [goods] }));
		const empty = { ...state, table: { ...state.table!, blackDiceInSupply: 0 } };
		const entry = fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 4, plusOnes: 1 }) as TrackerEntry;
		expect(refusalOf(marcoPolo2Rules, empty, entry)).toBeNull();
		const after = stateAfter(marcoPolo2Rules, empty, entry).table!;
		const before = empty.table.players[0]!;
		const p = after.players[0]!;
		expect(p.dice).toEqual(before.dice);
		expect(after.blackDiceInSupply).toBe(0);
		expect(after.turnStartDice).toBe(empty.table.turnStartDice);
		// The rest of the reward comes as usual; no die, so no Isabella Donati bonus for it.
		expect(p).toMatchObject({ completedContracts: 1, plusOnes: 1, points: before.points + 2, contracts: [] });
		expect(p.stock.camels).toBe(before.stock.camels);
		// A face that is no die is refused only when a die is taken.
		expect(refusalOf(marcoPolo2Rules, empty, fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 9 }) as TrackerEntry)).toBeNull();
		expect(refusalOf(marcoPolo2Rules, state, fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 9 }) as TrackerEntry)).toEqual({
			key: 'refusal_die_face'
		});
	});

	it('Abha Basu takes 1 jade per contract and scores 1 VP per jade gained (RU L1130–1132)', () => {
		const log = turnsLog({ players: 2, characters: ['abha-basu', 'mongke-khan'], before: [goods] });
		let p = expectAccepted(log, fulfil({ pepper: 1 }, { points: 3 })).state.table!.players[0]!;
		expect(p.stock.jade).toBe(1);
		expect(p.points).toBe(3 + 1);
		p = expectAccepted(log, fulfil({ pepper: 1 }, { points: 3, jade: 1 })).state.table!.players[0]!;
		expect(p.stock.jade).toBe(2);
		expect(p.points).toBe(3 + 2);
	});

	it('Isabella Donati gains the bonus of a black die taken as a contract reward (RU L1172)', () => {
		const log = turnsLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'], before: [goods] });
		const before = playerOf(log, 0);
		const p = expectAccepted(log, fulfil({ pepper: 1 }, { points: 2 }, { blackDieFace: 6 })).state.table!.players[0]!;
		expect(p.stock.coins).toBe(before.stock.coins + 2);
	});
});

describe('improve a guild seal (RU L658–666)', () => {
	const jewelers = { type: 'table.seal', player: 0, guild: 'jewelers', seal: 'basic' } as const;

	it('needs a basic seal the player holds', () => {
		const log = turnsLog();
		expectRefused(log, improve('farmers', { coins: 3 }, { pepper: 1 }), 'marco_polo_2_refusal_improve_seal_not_held');
		const improved = turnsLog({ before: [{ type: 'table.seal', player: 0, guild: 'farmers', seal: 'improved' }] });
		expectRefused(improved, improve('farmers', { coins: 3 }, { pepper: 1 }), 'marco_polo_2_refusal_seal_already_improved');
		expectRefused(log, improve('bakers', {}, {}), 'marco_polo_2_refusal_no_such_guild');
		expectRefused(log, improve('toString', {}, {}), 'marco_polo_2_refusal_no_such_guild');
	});

	it("the jewelers' seal costs the printed 9 coins + 2 gold and gives the printed 2 camels at once", () => {
		const log = turnsLog({ before: [jewelers, give(0, { coins: 1, gold: 2 })] });
		const p = expectAccepted(log, improve('jewelers', { coins: 9, gold: 2 }, { camels: 2 })).state.table!.players[0]!;
		expect(p.seals.jewelers).toBe('improved');
		expect(p.stock).toMatchObject({ coins: 0, gold: 0, camels: 5 });
		expectRefused(log, improve('jewelers', { coins: 8, gold: 2 }, { camels: 2 }), 'refusal_printed_mismatch');
		expectRefused(log, improve('jewelers', { coins: 9, gold: 2, camels: 0 }, { camels: 3 }), 'refusal_printed_mismatch');
		expectRefused(log, improve('jewelers', { coins: 9 }, { camels: 2 }), 'refusal_printed_mismatch');
		// Zero entries do not count as a difference.
		expectAccepted(log, improve('jewelers', { coins: 9, gold: 2, silk: 0 }, { camels: 2, jade: 0 }));
	});

	it('is refused when the player cannot pay; jade may replace coins', () => {
		const poor = turnsLog({ before: [jewelers, give(0, { gold: 1, coins: 1 })] });
		expectRefused(poor, improve('jewelers', { coins: 9, gold: 2 }, { camels: 2 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'gold' });
		const jade = turnsLog({ before: [jewelers, give(0, { gold: 2, jade: 1 })] });
		expect(expectAccepted(jade, improve('jewelers', { coins: 9, gold: 2 }, { camels: 2 })).state.table!.players[0]!.stock).toMatchObject({ coins: 0, jade: 0 });
		const short = turnsLog({ before: [jewelers, give(0, { gold: 2 })] });
		expectRefused(short, improve('jewelers', { coins: 9, gold: 2 }, { camels: 2 }), 'marco_polo_2_refusal_cannot_pay', { resource: 'coins' });
	});

	it('other seals: the cost and bonus the player reads off the seal', () => {
		const log = turnsLog({ before: [{ type: 'table.seal', player: 0, guild: 'farmers', seal: 'basic' }] });
		const p = expectAccepted(log, improve('farmers', { coins: 5, camels: 1 }, { pepper: 1 })).state.table!.players[0]!;
		expect(p.seals.farmers).toBe('improved');
		expect(p.stock).toMatchObject({ coins: 3, camels: 2, pepper: 1 });
		expectRefused(log, improve('farmers', { coins: -5 }, {}), 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, { type: 'bonus.improveSeal', player: 0, guild: 'farmers', bonus: {} } as never, 'refusal_not_whole_number', { field: 'value' });
	});

	it('De Wu takes 1 jade on each improvement (RU L1140)', () => {
		const log = turnsLog({ players: 2, characters: ['de-wu', 'mongke-khan'], before: [jewelers, give(0, { coins: 1, gold: 2 })] });
		expect(expectAccepted(log, improve('jewelers', { coins: 9, gold: 2 }, { camels: 2 })).state.table!.players[0]!.stock.jade).toBe(1);
	});

	it("is a bonus action: only in one's own turn", () => {
		const log = turnsLog({ before: [{ type: 'table.seal', player: 1, guild: 'farmers', seal: 'basic' }] });
		expectRefused(log, improve('farmers', {}, {}, 1), 'refusal_not_your_turn', { name: 'Ada' });
	});
});

describe('free corrections', () => {
	it('table.adjust adds or takes resources and points, at any time while playing', () => {
		for (const log of [playingLog(), turnsLog()]) {
			const p = expectAccepted(log, give(2, { coins: -3, camels: 2, gold: 1, points: 4 })).state.table!.players[2]!;
			expect(p.stock).toMatchObject({ coins: 5, camels: 5, gold: 1 });
			expect(p.points).toBe(4);
		}
	});

	it('table.adjust never takes anything below zero and refuses malformed changes', () => {
		const log = playingLog();
		expectRefused(log, give(0, { coins: -9 }), 'refusal_below_zero', { resource: 'coins' });
		expectRefused(log, give(0, { jade: -1 }), 'refusal_below_zero', { resource: 'jade' });
		expectRefused(log, give(0, { points: -1 }), 'refusal_below_zero', { resource: 'points' });
		expectRefused(log, give(0, { coins: 1.5 }), 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, give(0, { ducats: 1 }), 'refusal_no_such_resource');
		expectRefused(log, give(0, { coins: 1000 }), 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, { type: 'table.adjust', player: 0 } as never, 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, { type: 'table.adjust', player: 0, delta: [1] } as never, 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, give(4, { coins: 1 }), 'refusal_no_such_player');
		expectRefused(log, give(-1, { coins: 1 }), 'refusal_no_such_player');
		expectRefused(log, give('0' as never, { coins: 1 }), 'refusal_no_such_player');
	});

	it('table.seal sets a seal to none, basic or improved; refuses other guilds and states', () => {
		const log = playingLog();
		let l = expectAccepted(log, { type: 'table.seal', player: 1, guild: 'tailors', seal: 'improved' }).log;
		expect(playerOf(l, 1).seals.tailors).toBe('improved');
		l = expectAccepted(l, { type: 'table.seal', player: 1, guild: 'tailors', seal: 'none' }).log;
		expect(playerOf(l, 1).seals.tailors).toBe('none');
		expectRefused(log, { type: 'table.seal', player: 1, guild: 'bakers' as never, seal: 'basic' }, 'marco_polo_2_refusal_no_such_guild');
		expectRefused(log, { type: 'table.seal', player: 1, guild: 'tailors', seal: 'golden' as never }, 'marco_polo_2_refusal_no_such_seal_state');
	});
});

describe('malformed entries are refused, never a crash', () => {
	it('missing bundles, bad indices, bad guilds', () => {
		const log = turnsLog({ before: [post(0, 'baghdad')] });
		const cases: [Entry, string][] = [
			[act(0, [0], { space: 'book-1' }), 'refusal_not_whole_number'],
			[act(0, [0], { space: 'book-1', pay: null, gain: {} }), 'refusal_not_whole_number'],
			[act(0, [0], { space: 'travel-lower', steps: 1, tradingPosts: [], gain: {} }), 'refusal_not_whole_number'],
			[act(0, [0, 1], { space: 'travel-middle', steps: 1, routeCost: {}, tradingPosts: [] }), 'refusal_not_whole_number'],
			// A value of the wrong type, or a missing one, that the rules would refuse naming numbers: the shape is not understood.
			[act(0, [0], { space: 'travel-lower', steps: '1', routeCost: {}, tradingPosts: [], gain: {} }), 'refusal_unknown_entry'],
			[act(0, [0], { space: 'baghdad', slot: 1 }), 'refusal_not_whole_number'],
			[act(0, [0], { space: 'city-card', card: 'area-1', gain: {} }), 'refusal_not_whole_number'],
			[act(0, [0, 1], { space: 'guild-seal' }), 'marco_polo_2_refusal_no_such_guild'],
			[act(0, [0], { space: 'contracts' }), 'marco_polo_2_refusal_contracts_take'],
			[act(0, [0], { space: 'contracts', take: 1 }), 'refusal_no_such_contract'],
			[{ type: 'round.started' } as never, 'refusal_unknown_entry'],
			[{ type: 'bonus.moneyBag', player: 0 } as never, 'refusal_no_such_die'],
			[{ type: 'bonus.reroll', player: 0, die: '0', face: 3 } as never, 'refusal_no_such_die'],
			[{ type: 'bonus.blackDie', player: 0 } as never, 'refusal_unknown_entry'],
			[{ type: 'bonus.fulfilContract', player: 0, contract: 0, pay: {} } as never, 'refusal_not_whole_number'],
			[{ type: 'bonus.fulfilContract', player: 0, pay: {}, reward: {} } as never, 'refusal_no_such_contract'],
			[{ type: 'bonus.improveSeal', player: 0, cost: {}, bonus: {} } as never, 'marco_polo_2_refusal_no_such_guild'],
			[{ type: 'table.tradingPost', player: 0, gain: {} } as never, 'marco_polo_2_refusal_trading_post_city_missing'],
			[{ type: 'turn.ended' } as never, 'refusal_no_such_player']
		];
		for (const [entry, key] of cases) expectRefused(log, entry, key);
		expectRefused(extend(playingLog(), { type: 'round.started', bonuses: [] }), { type: 'dice.rolled', player: 0 } as never, 'refusal_unknown_entry');
	});
});

function post(player: number, city: string): Entry {
	return { type: 'table.tradingPost', player, city, gain: {} };
}
