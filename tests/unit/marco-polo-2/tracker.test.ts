/**
 * Table tracker: phases, the table setup creates, round start, dice rolls, turn
 * order, one action per turn, the money bag, and final scoring prefilled from the
 * table. Action spaces: tracker-actions.test.ts; bonus actions and corrections:
 * tracker-bonus.test.ts. Rule references: Russian rulebook (RU L…).
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	BLACK_DICE,
	checkSheet,
	doublesOffered,
	emptySheet,
	marcoPolo2Rules,
	scorePlayerSheet,
	STOCK,
	type TrackerEntry
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { LogBuilder, logOf, NAMES, reappend, setupEntries, trackedGameLog, type Entry, type Log } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import {
	act,
	endTurn,
	extend,
	give,
	NO_COMPENSATION,
	playerOf,
	playingLog,
	quietRound,
	retire,
	retireOthers,
	rolls,
	stateOf,
	tableOf,
	turnsLog
} from './tracker-helpers.ts';

const started: TrackerEntry = { type: 'round.started', bonuses: [] };

describe('the table created by setup.completed', () => {
	it('4 players: round 0 before the first round, 6 black dice, no neutral dice, starting resources (RU L154–168)', () => {
		const t = tableOf(playingLog({ players: 4, firstPlayer: 2 }));
		expect(t).toMatchObject({ round: 0, stage: 'before-round', turn: null, firstPlayer: 2, nextFirstPlayer: 2, blackDiceInSupply: 6, tracked: false });
		expect(t.spaces).toEqual({});
		expect(t.players.map((p) => p.stock.coins)).toEqual([8, 8, 8, 11]); // seat 3 is Mailin & Tian Chin: +3 coins (RU L1148)
		for (const p of t.players) {
			expect(p.stock).toMatchObject({ camels: 3, pepper: 0, silk: 0, gold: 0, jade: 0 });
			expect(p).toMatchObject({ points: 0, dice: [], tradingPosts: [], completedContracts: 0, plusOnes: 0 });
			expect(p.contracts).toEqual([{ starting: true, takenThisTurn: false }]);
		}
	});

	it('3 players: 5 black dice and a neutral "1" on the first Khan\'s Favor space (RU L830–832)', () => {
		const t = tableOf(playingLog({ players: 3 }));
		expect(t.blackDiceInSupply).toBe(BLACK_DICE[3]);
		expect(t.blackDiceInSupply).toBe(5);
		expect(t.spaces).toEqual({ 'khans-favor-1': [{ player: null, dice: [{ face: 1, black: false }] }] });
	});

	it("2 players: 4 black dice and neutral dice on 2 Khan's Favor spaces, the first space of each special city and the lower book-III space (RU L834–842)", () => {
		const t = tableOf(playingLog({ players: 2 }));
		expect(t.blackDiceInSupply).toBe(4);
		const neutral = (face: number) => [{ player: null, dice: [{ face, black: false }] }];
		expect(t.spaces).toEqual({
			'khans-favor-1': neutral(1),
			'khans-favor-2': neutral(1),
			'baghdad-1': neutral(1),
			'balkh-1': neutral(1),
			'hormuz-1': neutral(1),
			'book-3-lower': neutral(5)
		});
	});
});

describe('tracker entries only while playing', () => {
	it('refuses every kind of tracker entry before setup is completed and after scoring has started', () => {
		const beforeSetup = logOf(setupEntries({ players: 2 }).slice(0, -1));
		expect(stateOf(beforeSetup).phase).toBe('setup');
		const scoring = extend(playingLog({ players: 2 }), started, { type: 'scoring.started' });
		for (const log of [[] as Log, beforeSetup, scoring]) {
			expectRefused(log, started, 'refusal_wrong_phase');
			expectRefused(log, give(0, { coins: 1 }), 'refusal_wrong_phase');
			expectRefused(log, { type: 'table.seal', player: 0, guild: 'farmers', seal: 'basic' }, 'refusal_wrong_phase');
			expectRefused(log, { type: 'turn.ended', player: 0 }, 'refusal_wrong_phase');
		}
		expectAccepted(playingLog({ players: 2 }), started);
	});

	it('marks the table as tracked after any tracker entry', () => {
		const log = playingLog({ players: 2 });
		expect(tableOf(log).tracked).toBe(false);
		expect(tableOf(extend(log, give(0, { coins: 1 }))).tracked).toBe(true);
	});
});

describe('round.started', () => {
	it('starts round 1 before the first round and goes to rolling', () => {
		const { state } = expectAccepted(playingLog({ firstPlayer: 1 }), started);
		expect(state.table).toMatchObject({ round: 1, stage: 'rolling', turn: null, firstPlayer: 1 });
	});

	it('is refused while the dice are rolled or turns are played', () => {
		const rolling = extend(playingLog(), started);
		expectRefused(rolling, started, 'refusal_round_not_over');
		const turns = turnsLog();
		expectRefused(turns, started, 'refusal_round_not_over');
		// Accepted once every die is used.
		let log = turns;
		while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
		expect(tableOf(log).stage).toBe('round-over');
		expect(expectAccepted(log, started).state.table!.round).toBe(2);
	});

	it('refuses a 6th round: the game is over after the 5th (RU L808)', () => {
		let log = playingLog({ players: 2 });
		for (let round = 1; round <= 5; round++) {
			log = quietRound(log);
			expect(tableOf(log).round).toBe(round);
			expect(tableOf(log).stage).toBe(round === 5 ? 'game-over' : 'round-over');
		}
		expect(tableOf(log).turn).toBeNull();
		expectRefused(log, started, 'refusal_game_over', { rounds: 5 });
		// The game goes on to final scoring.
		expectAccepted(log, { type: 'scoring.started' });
	});

	it('adds the bonuses entered for the round (city bonuses and others) to each player', () => {
		const log = playingLog();
		const { state } = expectAccepted(log, {
			type: 'round.started',
			bonuses: [
				{ player: 1, gain: { coins: 3, camels: 1 } },
				{ player: 1, gain: { points: 2 } },
				{ player: 3, gain: { gold: 1 } }
			]
		});
		const [p0, p1, , p3] = state.table!.players;
		expect(p0!.stock).toEqual(tableOf(log).players[0]!.stock);
		expect(p1!.stock).toMatchObject({ coins: 11, camels: 4 });
		expect(p1!.points).toBe(2);
		expect(p3!.stock.gold).toBe(1);
	});

	it('refuses a bonus for no such player, a negative or unknown resource, or a malformed list', () => {
		const log = playingLog();
		expectRefused(log, { type: 'round.started', bonuses: [{ player: 4, gain: { coins: 1 } }] }, 'refusal_no_such_player');
		expectRefused(log, { type: 'round.started', bonuses: [{ player: -1, gain: { coins: 1 } }] }, 'refusal_no_such_player');
		expectRefused(log, { type: 'round.started', bonuses: [{ player: 0, gain: { coins: -1 } }] }, 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, { type: 'round.started', bonuses: [{ player: 0, gain: { coins: 1.5 } }] }, 'refusal_not_whole_number', { field: 'coins' });
		expectRefused(log, { type: 'round.started', bonuses: [{ player: 0, gain: { ducats: 1 } as never }] }, 'refusal_no_such_resource');
		expectRefused(log, { type: 'round.started', bonuses: 'none' as never }, 'refusal_unknown_entry');
		expectRefused(log, { type: 'round.started', bonuses: [null as never] }, 'refusal_no_such_player');
		expectRefused(log, { type: 'round.started', bonuses: [{ player: 0 } as never] }, 'refusal_not_whole_number', { field: 'value' });
	});

	it('gives Abha Basu 2 coins at the start of every round from the 2nd (RU L1128), and 1 VP per jade entered', () => {
		let log = playingLog({ players: 2, characters: ['abha-basu', 'mongke-khan'] });
		const r1 = expectAccepted(log, started).state.table!;
		expect(r1.players.map((p) => p.stock.coins)).toEqual([8, 8]);
		log = quietRound(log);
		const before = tableOf(log).players.map((p) => p.stock.coins);
		const r2 = expectAccepted(log, {
			type: 'round.started',
			bonuses: [
				{ player: 0, gain: { jade: 2 } },
				{ player: 1, gain: { jade: 2 } }
			]
		}).state.table!;
		expect(r2.players.map((p) => p.stock.coins)).toEqual([before[0]! + 2, before[1]!]);
		expect(r2.players.map((p) => p.points)).toEqual([2, 0]);
	});

	it("gives 2 camels for an improved jewelers' seal at the start of every later round (RU L664–666), nothing for seals whose bonus is not built in", () => {
		let log = playingLog({ players: 2 });
		log = extend(
			log,
			{ type: 'table.seal', player: 0, guild: 'jewelers', seal: 'improved' },
			{ type: 'table.seal', player: 1, guild: 'farmers', seal: 'improved' },
			{ type: 'table.seal', player: 1, guild: 'jewelers', seal: 'basic' }
		);
		// No income before the first round.
		expect(expectAccepted(log, started).state.table!.players.map((p) => p.stock.camels)).toEqual([3, 3]);
		log = quietRound(log);
		const before = tableOf(log).players.map((p) => ({ ...p.stock }));
		const after = expectAccepted(log, started).state.table!.players;
		expect(after[0]!.stock).toEqual({ ...before[0], camels: before[0]!.camels + 2 });
		expect(after[1]!.stock).toEqual(before[1]);
	});

	it("puts the black dice back in the supply and clears the players' dice (RU L852–856)", () => {
		let log = turnsLog({ players: 2 });
		log = extend(log, { type: 'bonus.blackDie', player: 0, face: 4 }, act(0, [5], { space: 'book-1', pay: {}, gain: {} }), endTurn(0));
		expect(tableOf(log).blackDiceInSupply).toBe(3);
		while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
		const t = expectAccepted(log, started).state.table!;
		expect(t.blackDiceInSupply).toBe(4);
		expect(t.players.every((p) => p.dice.length === 0 && !p.rolled && !p.blackDieBoughtThisTurn)).toBe(true);
	});

	it('clears the placements of the round; the neutral dice stay on their spaces (RU L828–842)', () => {
		const initial = tableOf(playingLog({ players: 2 })).spaces;
		let log = turnsLog({
			players: 2,
			faces: [
				[5, 5, 5, 5, 5],
				[1, 2, 3, 4, 5]
			]
		});
		log = extend(log, act(0, [0], { space: 'book-1', pay: {}, gain: {} }), endTurn(0), act(1, [0], { space: 'khans-favor' }), endTurn(1));
		expect(Object.keys(tableOf(log).spaces)).toEqual(expect.arrayContaining(['book-1', 'khans-favor-3']));
		while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
		expect(expectAccepted(log, started).state.table!.spaces).toEqual(initial);
	});
});

describe('dice.rolled', () => {
	const rolling = () => extend(playingLog(), started);
	const roll = (player: number, faces: number[], coins = 0, camels = 0): TrackerEntry => ({
		type: 'dice.rolled',
		player,
		faces,
		compensation: { coins, camels }
	});

	it('takes 5 faces from 1 to 6 for a player who has not rolled yet', () => {
		const { state } = expectAccepted(rolling(), roll(1, [6, 5, 4, 3, 2]));
		expect(state.table!.players[1]!.dice).toEqual([6, 5, 4, 3, 2].map((face) => ({ face, black: false })));
		expect(state.table!.players[1]!.rolled).toBe(true);
		expect(state.table!.stage).toBe('rolling');
	});

	it('is refused before the round starts, during turns, twice, and for no such player', () => {
		expectRefused(playingLog(), roll(0, [6, 6, 6, 6, 6]), 'marco_polo_2_refusal_not_rolling');
		expectRefused(turnsLog(), roll(0, [6, 6, 6, 6, 6]), 'marco_polo_2_refusal_not_rolling');
		const once = extend(rolling(), roll(0, [6, 6, 6, 6, 6]));
		expectRefused(once, roll(0, [6, 6, 6, 6, 6]), 'refusal_already_rolled');
		expectRefused(rolling(), roll(4, [6, 6, 6, 6, 6]), 'refusal_no_such_player');
	});

	it('refuses anything but 5 faces from 1 to 6', () => {
		const log = rolling();
		for (const faces of [[6, 6, 6, 6], [6, 6, 6, 6, 6, 6], [0, 6, 6, 6, 6], [7, 6, 6, 6, 6], [2.5, 6, 6, 6, 6], []])
			expectRefused(log, roll(0, faces), 'refusal_dice_faces', { count: 5 });
		// Not a list of numbers at all: the entry's shape is refused, and a shape refusal names no count.
		expectRefused(log, { type: 'dice.rolled', player: 0, faces: 'six' as never, compensation: { coins: 0, camels: 0 } }, 'refusal_unknown_entry');
		expectRefused(log, { type: 'dice.rolled', player: 0, faces: [6, 6, 6, 6, 6], compensation: null as never }, 'refusal_unknown_entry');
	});

	it("compensation is exactly 15 − sum, as coins and camels in any mix: the rulebook's 13 gives 2 (RU L784–790)", () => {
		const log = rolling();
		const faces = [1, 2, 3, 3, 4];
		for (const [coins, camels] of [
			[2, 0],
			[1, 1],
			[0, 2]
		] as const) {
			const p = expectAccepted(log, roll(0, faces, coins, camels)).state.table!.players[0]!;
			expect(p.stock).toMatchObject({ coins: 8 + coins, camels: 3 + camels });
		}
		expectRefused(log, roll(0, faces, 1, 0), 'refusal_compensation', { due: 2, sum: 13 });
		expectRefused(log, roll(0, faces, 3, 0), 'refusal_compensation', { due: 2, sum: 13 });
		expectRefused(log, roll(0, faces, 2, 1), 'refusal_compensation', { due: 2, sum: 13 });
		expectRefused(log, roll(0, faces, -1, 3), 'refusal_compensation', { due: 2, sum: 13 });
		expectRefused(log, roll(0, faces, 0.5, 1.5), 'refusal_compensation', { due: 2, sum: 13 });
		// 15 or more: nothing.
		expectAccepted(log, roll(0, [1, 2, 3, 4, 5]));
		expectRefused(log, roll(0, [1, 2, 3, 4, 5], 1, 0), 'refusal_compensation', { due: 0, sum: 15 });
		expectRefused(log, roll(0, [6, 6, 6, 6, 6], 0, 1), 'refusal_compensation', { due: 0, sum: 30 });
		// The lowest roll: 5 → 10.
		expect(expectAccepted(log, roll(0, [1, 1, 1, 1, 1], 4, 6)).state.table!.players[0]!.stock).toMatchObject({ coins: 12, camels: 9 });
	});

	it('Isabella Donati gains per die: 1/6 → 2 coins, 2/5 → 1 VP, 3/4 → 1 camel (RU L1172–1174)', () => {
		const log = extend(playingLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'] }), started);
		let t = expectAccepted(log, roll(0, [1, 2, 3, 4, 6])).state.table!;
		expect(t.players[0]!.stock).toMatchObject({ coins: 12, camels: 5 });
		expect(t.players[0]!.points).toBe(1);
		t = expectAccepted(log, roll(0, [5, 5, 6, 6, 6])).state.table!;
		expect(t.players[0]!.stock).toMatchObject({ coins: 14, camels: 3 });
		expect(t.players[0]!.points).toBe(2);
		// With compensation too; the other character gains nothing per die.
		t = expectAccepted(log, roll(0, [1, 1, 1, 1, 1], 10, 0)).state.table!;
		expect(t.players[0]!.stock.coins).toBe(8 + 10 + 10);
		t = expectAccepted(log, roll(1, [1, 1, 1, 1, 1], 10, 0)).state.table!;
		expect(t.players[1]!.stock.coins).toBe(18);
	});

	it("RU L1176–1182: Isabella Donati may take a pair of the round-start roll as one double bonus instead of two die bonuses; the rulebook's 1 2 4 4 6", () => {
		const log = extend(playingLog({ players: 2, characters: ['isabella-donati', 'mongke-khan'] }), started);
		const withDoubles = (player: number, faces: number[], doubles: number[]): Entry => ({ ...roll(player, faces), doubles }) as Entry;
		// The example: 4 coins and 1 VP, and for the two 4s either 2 camels or 1 gold.
		let p = expectAccepted(log, roll(0, [1, 2, 4, 4, 6])).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 12, camels: 5, gold: 0 });
		expect(p.points).toBe(1);
		p = expectAccepted(log, withDoubles(0, [1, 2, 4, 4, 6], [4])).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 12, camels: 3, gold: 1 });
		expect(p.points).toBe(1);
		// 1-1/6-6 jade, 2-2/5-5 silk, 3-3/4-4 gold; four of a face are two pairs.
		p = expectAccepted(log, withDoubles(0, [6, 6, 5, 5, 3], [6, 5])).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 8, camels: 4, jade: 1, silk: 1 });
		expect(p.points).toBe(0);
		p = expectAccepted(log, withDoubles(0, [6, 6, 6, 6, 3], [6, 6])).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ jade: 2, camels: 4, coins: 8 });
		// Not a pair, one pair taken twice, another character, a face that is no die: refused.
		expectRefused(log, withDoubles(0, [1, 2, 4, 3, 6], [4]), 'marco_polo_2_refusal_no_such_double', { face: 4 });
		expectRefused(log, withDoubles(0, [4, 4, 4, 1, 6], [4, 4]), 'marco_polo_2_refusal_no_such_double', { face: 4 });
		expectRefused(log, withDoubles(0, [4, 4, 1, 2, 6], [7]), 'marco_polo_2_refusal_no_such_double', { face: 7 });
		expectRefused(log, withDoubles(1, [4, 4, 1, 2, 6], [4]), 'marco_polo_2_refusal_doubles_isabella');
		expect(doublesOffered('isabella-donati', [1, 2, 4, 4, 6])).toEqual([{ face: 4, asDice: { camels: 2 }, asDouble: { gold: 1 } }]);
		expect(doublesOffered('mongke-khan', [4, 4, 1, 2, 6])).toEqual([]);
	});

	it('when everyone has rolled, in any order, the turns start with the first player', () => {
		let log = extend(playingLog({ firstPlayer: 2 }), started);
		const all = rolls([
			[1, 2, 3, 4, 5],
			[1, 2, 3, 4, 5],
			[1, 2, 3, 4, 5],
			[1, 2, 3, 4, 5]
		]);
		for (const seat of [3, 1, 0]) {
			log = expectAccepted(log, all[seat]!).log;
			expect(tableOf(log).stage).toBe('rolling');
		}
		const t = expectAccepted(log, all[2]!).state.table!;
		expect(t).toMatchObject({ stage: 'turns', turn: 2, mainActionTaken: false });
	});
});

describe('turns', () => {
	const book1 = (player: number, die = 0) => act(player, [die], { space: 'book-1', pay: {}, gain: {} });

	it('go clockwise from the first player', () => {
		// Each has a trading post: the contracts action is open to them (RU L506).
		const posts = [0, 1, 2, 3].map((player) => ({ type: 'table.tradingPost', player, city: 'kabul', gain: {} }) as const);
		let log = turnsLog({ firstPlayer: 2, before: posts });
		const order: number[] = [];
		for (const detail of [
			{ space: 'contracts', take: 0, discard: [] },
			{ space: 'book-1', pay: {}, gain: {} }
		]) {
			for (let i = 0; i < 4; i++) {
				const seat = tableOf(log).turn!;
				order.push(seat);
				log = extend(log, { type: 'bonus.moneyBag', player: seat, die: 0, take: 'coins' }, act(seat, [0], detail), endTurn(seat));
			}
		}
		expect(order).toEqual([2, 3, 0, 1, 2, 3, 0, 1]);
		expect(tableOf(log).turn).toBe(2);
	});

	it('refuse an entry from a player whose turn it is not, naming whose turn it is', () => {
		const log = turnsLog({ firstPlayer: 2 });
		expectRefused(log, book1(0), 'refusal_not_your_turn', { name: NAMES[2] });
		expectRefused(log, { type: 'bonus.moneyBag', player: 1, die: 0, take: 'coins' }, 'refusal_not_your_turn', { name: NAMES[2] });
		expectRefused(log, { type: 'bonus.reroll', player: 3, die: 0, face: 6 }, 'refusal_not_your_turn', { name: NAMES[2] });
		expectRefused(log, endTurn(0), 'refusal_not_your_turn', { name: NAMES[2] });
		expectAccepted(log, book1(2));
	});

	it('refuse turn entries outside the turns (before the round, while rolling, when the round is over)', () => {
		const rolling = extend(playingLog(), started);
		expectRefused(playingLog(), book1(0), 'refusal_not_during_turns');
		expectRefused(rolling, book1(0), 'refusal_not_during_turns');
		expectRefused(rolling, endTurn(0), 'refusal_not_during_turns');
		expectRefused(rolling, { type: 'bonus.blackDie', player: 0, face: 3 }, 'refusal_not_during_turns');
		const over = quietRound(playingLog());
		expectRefused(over, book1(0), 'refusal_not_during_turns');
		expectRefused(over, endTurn(0), 'refusal_not_during_turns');
		expectRefused(over, { type: 'bonus.moneyBag', player: 0, die: 0, take: 'coins' }, 'refusal_not_during_turns');
	});

	it('skip players who have no dice left; the round is over when nobody has any (RU L196–198)', () => {
		let log = turnsLog({ firstPlayer: 0 });
		log = extend(log, book1(0), endTurn(0));
		log = retire(log, 1);
		log = extend(log, book1(2, 1), endTurn(2), book1(3, 1), endTurn(3));
		expect(tableOf(log).turn).toBe(0);
		log = extend(log, act(0, [0], { space: 'khans-favor' }), endTurn(0));
		expect(tableOf(log).turn).toBe(2);
		log = retire(log, 2);
		log = retire(log, 3);
		expect(tableOf(log).turn).toBe(0);
		log = retire(log, 0);
		expect(tableOf(log)).toMatchObject({ stage: 'round-over', turn: null, round: 1 });
	});

	it('without travel the first player stays the same next round', () => {
		let log = quietRound(playingLog({ firstPlayer: 3 }));
		log = extend(
			log,
			started,
			...rolls([
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			])
		);
		expect(tableOf(log)).toMatchObject({ round: 2, firstPlayer: 3, turn: 3 });
	});

	it('allow one main action per turn (RU L190, L902–906)', () => {
		const log = extend(turnsLog(), book1(0));
		expectRefused(log, act(0, [0], { space: 'khans-favor' }), 'refusal_one_action_per_turn');
		expectRefused(log, book1(0), 'refusal_one_action_per_turn');
		// Bonus actions are still allowed after it.
		expectAccepted(log, { type: 'bonus.moneyBag', player: 0, die: 0, take: 'coins' });
		// The next turn allows one again.
		const next = retireOthers(extend(log, endTurn(0)), 0);
		expectAccepted(next, act(0, [0], { space: 'khans-favor' }));
	});

	it('a player with dice must take an action before ending the turn (RU L196)', () => {
		const log = turnsLog();
		expectRefused(log, endTurn(0), 'refusal_action_required');
		// The money bag is not an action.
		const bagged = extend(log, { type: 'bonus.moneyBag', player: 0, die: 0, take: 'coins' });
		expectRefused(bagged, endTurn(0), 'refusal_action_required');
		expectAccepted(extend(bagged, book1(0)), endTurn(0));
	});
});

describe('bonus.moneyBag (RU L672–690)', () => {
	const bag = (die: number, take: string): TrackerEntry => ({ type: 'bonus.moneyBag', player: 0, die, take: take as 'coins' });

	it('takes any die for 3 coins, 2 camels or 1 jade, whatever its face, and is not an action space', () => {
		const log = turnsLog();
		for (const [take, resource, amount] of [
			['coins', 'coins', 11],
			['camels', 'camels', 5],
			['jade', 'jade', 1]
		] as const) {
			for (const die of [0, 4]) {
				const t = expectAccepted(log, bag(die, take)).state.table!;
				expect(t.players[0]!.stock[resource]).toBe(amount);
				expect(t.players[0]!.dice.map((d) => d.face)).toEqual([1, 2, 3, 4, 5].filter((_, i) => i !== die));
				expect(t.spaces).toEqual({});
				expect(t.mainActionTaken).toBe(false);
			}
		}
	});

	it('is refused for another choice or a die the player does not have', () => {
		const log = turnsLog();
		expectRefused(log, bag(0, 'gold'), 'marco_polo_2_refusal_money_bag_choice');
		expectRefused(log, bag(5, 'coins'), 'refusal_no_such_die');
		expectRefused(log, bag(-1, 'coins'), 'refusal_no_such_die');
		expectRefused(log, bag(1.5, 'coins'), 'refusal_no_such_die');
	});

	it('can be repeated in a turn, before and after the action, also with a black die', () => {
		let log = extend(turnsLog(), bag(0, 'coins'), bag(0, 'camels'), { type: 'bonus.blackDie', player: 0, face: 2 });
		log = expectAccepted(log, bag(3, 'jade')).log; // the black die
		log = expectAccepted(log, act(0, [0], { space: 'book-1', pay: {}, gain: {} })).log;
		const t = expectAccepted(log, bag(0, 'coins')).state.table!;
		expect(t.players[0]!.dice).toEqual([{ face: 5, black: false }]);
		expect(t.players[0]!.stock).toMatchObject({ coins: 14, camels: 2, jade: 1 });
	});

	/** A 2-player log at seat 0's second turn, which starts with `left` dice (seat 1 retired meanwhile). */
	const secondTurnWith = (left: number) => {
		let log = turnsLog({ players: 2 });
		// Turn 1: guild seal with 2 dice, the rest but `left` in the money bag after it.
		log = extend(log, act(0, [0, 1], { space: 'guild-seal', guild: 'farmers' }), ...Array.from({ length: 3 - left }, () => bag(0, 'coins')), endTurn(0));
		log = retire(log, 1);
		expect(playerOf(log, 0).dice).toHaveLength(left);
		expect(tableOf(log)).toMatchObject({ turn: 0, turnStartDice: left, mainActionTaken: false });
		return log;
	};
	const book1 = (die = 0) => act(0, [die], { space: 'book-1', pay: {}, gain: {} });

	it('with the only die the turn started with, the turn may end without an action (RU L681)', () => {
		const last = expectAccepted(secondTurnWith(1), bag(0, 'jade')).log;
		expect(playerOf(last, 0).dice).toEqual([]);
		const { state } = expectAccepted(last, endTurn(0));
		expect(state.table!.stage).toBe('round-over');
	});

	it('before the action it may not take the last die when the turn started with more: the dice left must go to an action (RU L679)', () => {
		// 5 dice: 4 in the money bag, not the 5th.
		let log = turnsLog();
		for (let i = 0; i < 4; i++) log = expectAccepted(log, bag(0, 'coins')).log;
		expect(playerOf(log, 0).dice).toEqual([{ face: 5, black: false }]);
		expectRefused(log, bag(0, 'coins'), 'marco_polo_2_refusal_money_bag_last_die');
		expectRefused(log, bag(0, 'jade'), 'marco_polo_2_refusal_money_bag_last_die');
		expectRefused(log, endTurn(0), 'refusal_action_required');
		log = expectAccepted(log, book1()).log;
		expect(expectAccepted(log, endTurn(0)).state.table!.turn).toBe(1);
		// 2 dice at the start of the turn: one in the money bag, the other to an action.
		let two = expectAccepted(secondTurnWith(2), bag(1, 'camels')).log;
		expectRefused(two, bag(0, 'coins'), 'marco_polo_2_refusal_money_bag_last_die');
		two = expectAccepted(two, book1()).log;
		expect(expectAccepted(two, endTurn(0)).state.table!.stage).toBe('round-over');
	});

	it('after the action it may take every die left, the last one too', () => {
		let log = expectAccepted(turnsLog(), book1()).log;
		for (let i = 0; i < 4; i++) log = expectAccepted(log, bag(0, 'coins')).log;
		expect(playerOf(log, 0)).toMatchObject({ dice: [], stock: { coins: 8 + 12 } });
		expectAccepted(log, endTurn(0));
		// The same with 2 dice at the start of the turn.
		const two = extend(secondTurnWith(2), book1(), bag(0, 'coins'));
		expect(playerOf(two, 0).dice).toEqual([]);
		expectAccepted(two, endTurn(0));
	});

	it('a black die gained in the turn counts: 1 die at the start and a black die bought, one in the money bag, the other to an action (RU L681)', () => {
		let log = extend(secondTurnWith(1), { type: 'bonus.blackDie', player: 0, face: 4 });
		expect(tableOf(log).turnStartDice).toBe(2);
		expect(playerOf(log, 0).dice).toHaveLength(2);
		// Either die may go to the money bag: then the other one must be used for an action.
		for (const die of [0, 1]) {
			const one = expectAccepted(log, bag(die, 'coins')).log;
			expectRefused(one, bag(0, 'coins'), 'marco_polo_2_refusal_money_bag_last_die');
			expectRefused(one, endTurn(0), 'refusal_action_required');
			const acted = expectAccepted(one, book1()).log;
			expect(expectAccepted(acted, endTurn(0)).state.table!.stage).toBe('round-over');
		}
		// The same with a black die from a contract after the only die went to the money bag: it must go to an action.
		log = extend(secondTurnWith(1), give(0, { pepper: 1 }), bag(0, 'coins'));
		expect(playerOf(log, 0).dice).toEqual([]);
		log = expectAccepted(log, { type: 'bonus.fulfilContract', player: 0, contract: 0, pay: { pepper: 1 }, reward: {}, reward2: { blackDieFace: 6 } }).log;
		expect(tableOf(log).turnStartDice).toBe(2);
		expectRefused(log, bag(0, 'coins'), 'marco_polo_2_refusal_money_bag_last_die');
		expectRefused(log, endTurn(0), 'refusal_action_required');
		expectAccepted(extend(log, book1()), endTurn(0));
	});

	it('turnStartDice: the dice of the player whose turn it is when the turn passes to them; 0 outside the turns', () => {
		let log = playingLog({ players: 2 });
		expect(tableOf(log).turnStartDice).toBe(0);
		log = extend(log, started, ...rolls([NO_COMPENSATION, NO_COMPENSATION]).slice(0, 1));
		expect(tableOf(log).turnStartDice).toBe(0);
		log = extend(log, ...rolls([NO_COMPENSATION, NO_COMPENSATION]).slice(1));
		expect(tableOf(log)).toMatchObject({ stage: 'turns', turn: 0, turnStartDice: 5 });
		// The dice used in the turn do not change it; the next player's count does.
		log = extend(log, act(0, [0, 1], { space: 'guild-seal', guild: 'farmers' }), bag(0, 'coins'));
		expect(tableOf(log).turnStartDice).toBe(5);
		log = extend(log, endTurn(0));
		expect(tableOf(log)).toMatchObject({ turn: 1, turnStartDice: 5 });
		log = retire(log, 1);
		expect(tableOf(log)).toMatchObject({ turn: 0, turnStartDice: 2 });
		log = retire(log, 0);
		expect(tableOf(log)).toMatchObject({ stage: 'round-over', turn: null, turnStartDice: 0 });
	});
});

describe('final scoring prefilled from the table', () => {
	it('is not prefilled when nothing was tracked', () => {
		const { state } = expectAccepted(playingLog(), { type: 'scoring.started' });
		expect(state.table!.tracked).toBe(false);
		for (const p of state.players) expect(p.sheet).toEqual(emptySheet());
	});

	it('fills trading posts, seals, goods, coins, camels, completed contracts, "+1"s and the score track from the table', () => {
		const posts = (player: number, cities: string[]) => cities.map((city) => ({ type: 'table.tradingPost', player, city, gain: {} }) as const);
		let log = playingLog();
		log = extend(
			log,
			...posts(0, ['kabul', 'pagan', 'city-card-1']),
			{ type: 'table.seal', player: 0, guild: 'jewelers', seal: 'improved' },
			{ type: 'table.seal', player: 0, guild: 'farmers', seal: 'basic' },
			give(0, { pepper: 4, silk: 2, gold: 1, jade: 1, coins: 15, points: 137 - 3 }),
			give(1, { points: 50 }),
			give(3, { points: 100 }),
			started,
			...rolls([
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5],
				[1, 2, 3, 4, 5]
			]),
			{ type: 'bonus.fulfilContract', player: 0, contract: 0, pay: { pepper: 1 }, reward: { points: 3 }, reward2: { plusOnes: 1 } }
		);
		const { state } = expectAccepted(log, { type: 'scoring.started' });
		const s0 = state.players[0]!.sheet;
		expect(s0).toEqual({
			...emptySheet(),
			tradingPosts: 3,
			seals: { farmers: 'basic', spicers: 'none', tailors: 'none', jewelers: 'improved' },
			pepper: 3,
			silk: 2,
			gold: 1,
			jade: 1,
			coins: 23,
			camels: 3,
			completedContracts: 1,
			otherPlusOnes: 1,
			// 137 points: 2 laps (50/100 cards) and the figure on 37.
			trackLaps: 2,
			trackSpace: 37
		});
		// 50 points: 1 lap, figure on the 50 (= 0) space; 0 points: no lap, on 50; 100: 2 laps.
		expect(state.players[1]!.sheet).toMatchObject({ trackLaps: 1, trackSpace: 50, coins: 8, camels: 3 });
		expect(state.players[2]!.sheet).toMatchObject({ trackLaps: 0, trackSpace: 50 });
		expect(state.players[3]!.sheet).toMatchObject({ trackLaps: 2, trackSpace: 50, coins: 11 });
		for (const p of state.players) expect(checkSheet(p.sheet)).toBeNull();
	});

	it('a score below zero (the points-for-coins card, RU L1051) is carried exactly: −1 is the figure on 49 with −1 lap', () => {
		const log = extend(turnsLog({ players: 2 }), act(0, [0], { space: 'city-card', card: 'area-1', pay: { points: 1 }, gain: { coins: 1 } }));
		expect(playerOf(log, 0).points).toBe(-1);
		const { state } = expectAccepted(log, { type: 'scoring.started' });
		expect(state.players[0]!.sheet).toMatchObject({ trackLaps: -1, trackSpace: 49, coins: 9 });
		expect(scorePlayerSheet(state.players[0]!.sheet, null, state.copy).breakdown.scoreTrack).toBe(-1);
	});

	it('the prefilled sheets can still be corrected', () => {
		let log = extend(playingLog({ players: 2 }), give(0, { coins: 5 }), { type: 'scoring.started' });
		expect(stateOf(log).players[0]!.sheet.coins).toBe(13);
		log = expectAccepted(log, { type: 'sheet.number', player: 0, field: 'coins', value: 12 }).log;
		expect(stateOf(log).players[0]!.sheet.coins).toBe(12);
	});
});

describe('the retire helper', () => {
	it('takes one main action that costs and gives nothing on a free space, then puts the other dice in the money bag', () => {
		const before = tableOf(extend(playingLog(), started));
		const t = tableOf(quietRound(playingLog()));
		expect(t.stage).toBe('round-over');
		// One die each on a different free space, none of them changing resources (no trading post: not the contracts space, RU L506).
		expect(Object.fromEntries(Object.entries(t.spaces).map(([id, placements]) => [id, placements.map((pl) => pl.player)]))).toEqual({
			'book-1': [0],
			'book-2': [1],
			'book-3-upper': [2],
			'book-3-lower': [3]
		});
		// 4 dice in the money bag: 12 coins, nothing else.
		t.players.forEach((p, seat) => {
			const b = before.players[seat]!;
			expect(p.stock).toEqual({ ...b.stock, coins: b.stock.coins + 12 });
			expect(p.points).toBe(b.points);
			expect(p.contracts).toEqual(b.contracts);
		});
	});

	it('after the main action, or with the only die the turn started with, only the money bag', () => {
		const log = extend(turnsLog(), act(0, [0], { space: 'book-1', pay: {}, gain: {} }));
		const t = tableOf(retire(log, 0));
		expect(t.spaces['book-1']).toHaveLength(1);
		expect(t.players[0]!.stock.coins).toBe(8 + 12);
		let one = turnsLog({ players: 2 });
		one = extend(
			one,
			act(0, [0, 1], { space: 'guild-seal', guild: 'farmers' }),
			...Array.from({ length: 2 }, () => ({ type: 'bonus.moneyBag', player: 0, die: 0, take: 'coins' }) as const),
			endTurn(0)
		);
		one = retire(one, 1);
		const spaces = tableOf(one).spaces;
		expect(tableOf(retire(one, 0)).spaces).toEqual(spaces);
	});
});

describe('the tracked-game fixture', () => {
	it('plays two full rounds of a 4-player game, every entry accepted by append, the same every time', () => {
		const log = trackedGameLog();
		expect(reappend(log)).toEqual(log);
		expect(trackedGameLog()).toEqual(log);
		const t = replay(marcoPolo2Rules, log).table!;
		expect(t).toMatchObject({ round: 2, stage: 'round-over' });
		expect(t.players).toHaveLength(4);
		const types = new Set(log.map((s) => (s.entry.type === 'action' ? `action:${(s.entry as { space: string }).space}` : s.entry.type)));
		for (const type of ['round.started', 'dice.rolled', 'turn.ended', 'action:khans-favor', 'action:guild-seal', 'action:contracts', 'action:city-card'])
			expect(types).toContain(type);
		expect([...types].filter((x) => x.startsWith('action:travel')).length).toBeGreaterThan(0);
		for (const p of t.players) for (const k of STOCK) expect(p.stock[k]).toBeGreaterThanOrEqual(0);
	});

	it('plays a whole 5-round game for 2, 3 and 4 players', () => {
		for (const players of [2, 3, 4]) {
			const b = new LogBuilder();
			b.add(...trackedGameLog({ players, rounds: 5 }).map((s) => s.entry));
			expect(b.state.table).toMatchObject({ round: 5, stage: 'game-over' });
			b.add({ type: 'scoring.started' });
			for (const p of b.state.players) expect(checkSheet(p.sheet)).toBeNull();
		}
	});
});
