/**
 * The table tracker's turns for The Voyages of Marco Polo: dice on the action
 * spaces, bonus actions and turn order, entered as log entries and checked by
 * voyagesRules. Rulebook examples: PL:n = line n of the Polish rulebook.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { STARTING_CONTRACTS, voyagesRules, type ActionSpaceId, type VoyagesEntry } from '../../../src/lib/engine/voyages/index.ts';
import { rerollOf } from '../../../src/lib/ui/table/bonus-die.ts';
import { voyagesBuild, voyagesCompleteContract, voyagesExpectAccepted, voyagesExpectRefused, voyagesPlayingLog, type VoyagesLog } from './fixtures.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const roll = (player: number, faces: number[], coins = 0, camels = 0): VoyagesEntry => ({
	type: 'dice.rolled',
	player,
	faces,
	compensation: { coins, camels }
});
const act = (player: number, space: ActionSpaceId, dice: number[], more: Partial<Extract<VoyagesEntry, { type: 'action' }>> = {}): VoyagesEntry =>
	({
		type: 'action',
		player,
		space,
		dice,
		...more
	}) as VoyagesEntry;
const end = (player: number): VoyagesEntry => ({ type: 'turn.ended', player });
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });

/**
 * Round 1 with these faces (sums of 15 or more: no compensation). First game:
 * 3 players are Raschid ad-Din Sinan (7 coins), Matteo Polo (8), Berke Khan (9);
 * 4 players add Mercator ex Tabriz (10). Everyone has 2 camels.
 */
function rolled(faces: number[][]): VoyagesLog {
	let log = voyagesBuild(voyagesPlayingLog(faces.length), { type: 'round.started' });
	faces.forEach((f, p) => (log = voyagesBuild(log, roll(p, f))));
	return log;
}
const threes = (players: number) => rolled(Array.from({ length: players }, () => [3, 3, 3, 3, 3]));

describe('mp1 turns: order, one action per turn', () => {
	it('the start player begins once everybody has rolled; the turn passes clockwise', () => {
		let log = voyagesBuild(voyagesPlayingLog(3), { type: 'round.started' }, roll(0, [1, 2, 3, 4, 5]));
		expect(state(log)).toMatchObject({ startPlayer: 0, turn: 0, mainActionTaken: false, blackDiceLeft: 4 });
		voyagesExpectRefused(log, act(0, 'take-5-coins', [0]), 'refusal_not_during_turns');
		log = voyagesBuild(log, roll(1, [6, 5, 4, 3, 2]), roll(2, [3, 3, 3, 3, 3]));
		expect(state(log).players[0]!.dice).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, kind: 'player' })));
		voyagesExpectRefused(log, act(1, 'take-5-coins', [0]), 'refusal_not_your_turn', { name: 'Ada' });
		voyagesExpectRefused(log, end(1), 'refusal_not_your_turn', { name: 'Ada' });
		voyagesExpectRefused(log, end(0), 'refusal_action_required');
		// PL:255: any die, always 5 coins.
		let s = voyagesExpectAccepted(log, act(0, 'take-5-coins', [0]));
		log = s.log;
		expect(s.state.players[0]).toMatchObject({ stock: { coins: 12 }, dice: [2, 3, 4, 5].map((value) => ({ value, kind: 'player' })) });
		expect(s.state.mainActionTaken).toBe(true);
		voyagesExpectRefused(log, act(0, 'bazaar-camels', [0]), 'refusal_one_action_per_turn');
		s = voyagesExpectAccepted(log, end(0));
		log = s.log;
		expect(s.state).toMatchObject({ turn: 1, mainActionTaken: false });
		// Occupied blue space: the lowest die placed in coins (PL:726); Berke Khan pays nothing.
		log = voyagesBuild(log, act(1, 'take-5-coins', [4]), end(1));
		expect(state(log).players[1]!.stock.coins).toBe(8 - 2 + 5);
		log = voyagesBuild(log, act(2, 'take-5-coins', [0]), end(2));
		expect(state(log).players[2]!.stock.coins).toBe(9 + 5);
		expect(state(log).turn).toBe(0);
		// Once dice are on the board, the round is played out.
		voyagesExpectRefused(log, { type: 'round.started' }, 'refusal_round_not_over');
	});

	it('the occupied cost must be affordable', () => {
		let log = rolled([
			[6, 6, 6, 6, 6],
			[6, 6, 6, 6, 6],
			[3, 3, 3, 3, 3]
		]);
		log = voyagesBuild(log, act(0, 'take-5-coins', [0]), end(0), adjust(1, { coins: -8 }));
		voyagesExpectRefused(log, act(1, 'take-5-coins', [0]), 'voyages_refusal_occupied_cannot_pay', { cost: 6, coins: 0 });
	});

	it('players without dice are skipped; the round ends when every die is placed', () => {
		let log = threes(2);
		// Take 3 coins any number of times, even with the last die (PL:646–656): no action is then due.
		for (let i = 0; i < 5; i++) log = voyagesBuild(log, { type: 'bonus.threeCoins', player: 0 });
		expect(state(log).players[0]).toMatchObject({ dice: [], stock: { coins: 7 + 15 } });
		voyagesExpectRefused(log, { type: 'bonus.threeCoins', player: 0 }, 'voyages_refusal_no_dice_left');
		log = voyagesBuild(log, end(0));
		log = voyagesBuild(log, act(1, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }), end(1));
		expect(state(log).turn).toBe(1);
		log = voyagesBuild(log, act(1, 'bazaar-camels', [0]), end(1), act(1, 'bazaar-pepper', [0]), end(1));
		expect(state(log).turn).toBe(1);
		log = voyagesBuild(log, act(1, 'take-5-coins', [0]), end(1));
		expect(state(log).turn).toBe(null);
		voyagesExpectRefused(log, act(1, 'take-5-coins', [0]), 'voyages_refusal_round_over');
		voyagesExpectRefused(log, { type: 'bonus.blackDie', player: 1, face: 3 }, 'voyages_refusal_round_over');
		// The last to travel starts the next round (PL:866).
		const s = voyagesExpectAccepted(log, { type: 'round.started' }).state;
		expect(s).toMatchObject({ round: 2, startPlayer: 1, turn: 1, blackDiceLeft: 3 });
		expect(s.spaces.uses.travel).toBeUndefined();
	});

	it('without a travel with dice the start player stays (PL:871)', () => {
		let log = threes(2);
		for (let i = 0; i < 5; i++) log = voyagesBuild(log, { type: 'bonus.threeCoins', player: 0 });
		log = voyagesBuild(log, end(0));
		for (let i = 0; i < 5; i++)
			log = voyagesBuild(
				log,
				act(
					1,
					(['take-5-coins', 'bazaar-camels', 'bazaar-pepper', 'contracts', 'khans-favor'] as const)[i]!,
					[0],
					// Matteo Polo has his round contract too: one goes to make room (PL:406).
					i === 3 ? { contracts: [1], discard: [state(log).players[1]!.contracts[0]!] } : i === 4 ? { gain: { silk: 1 } } : {}
				),
				end(1)
			);
		expect(state(log).turn).toBe(null);
		expect(voyagesExpectAccepted(log, { type: 'round.started' }).state).toMatchObject({ startPlayer: 0, turn: 0 });
	});

	it('a round without dice placed may still be closed (a travel entered without its dice)', () => {
		const log = voyagesBuild(threes(3), { type: 'travel', player: 0, path: ['venezia', 'alexandria'], maxSteps: 3 });
		expect(voyagesExpectAccepted(log, { type: 'round.started' }).state).toMatchObject({ round: 2, startPlayer: 0 });
	});

	it('dice are indices into the dice still on the board', () => {
		const log = threes(3);
		voyagesExpectRefused(log, act(0, 'take-5-coins', [5]), 'refusal_no_such_die');
		voyagesExpectRefused(log, act(0, 'travel', [1, 1], { path: ['venezia', 'alexandria'] }), 'refusal_no_such_die');
		voyagesExpectRefused(log, act(0, 'take-5-coins', [-1]), 'refusal_no_such_die');
		voyagesExpectRefused(log, { type: 'action', player: 0, space: 'take-5-coins' }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, act(0, 'market' as ActionSpaceId, [0]), 'voyages_refusal_no_such_space', { space: 'market' });
		voyagesExpectRefused(log, act(0, 'money-bag' as ActionSpaceId, [0]), 'voyages_refusal_no_such_space', { space: 'money-bag' });
		voyagesExpectRefused(log, act(0, 'take-5-coins', [0], { gain: { coins: 1 } }), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, act(0, 'bazaar-camels', [0], { pay: { coins: 1 } }), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, act(9, 'take-5-coins', [0]), 'refusal_no_such_player');
	});

	it('each space takes exactly its number of dice (PL:233)', () => {
		const log = threes(3);
		voyagesExpectRefused(log, act(0, 'travel', [0], { path: ['venezia', 'alexandria'] }), 'voyages_refusal_dice_count', { need: 2, got: 1 });
		voyagesExpectRefused(log, act(0, 'take-5-coins', [0, 1]), 'voyages_refusal_dice_count', { need: 1, got: 2 });
		voyagesExpectRefused(log, act(0, 'bazaar-silk', [0]), 'voyages_refusal_dice_count', { need: 2, got: 1 });
		voyagesExpectRefused(log, act(0, 'bazaar-gold', [0, 1]), 'voyages_refusal_dice_count', { need: 3, got: 2 });
		voyagesExpectRefused(log, act(0, 'contracts', [0, 1], { contracts: [1] }), 'voyages_refusal_dice_count', { need: 1, got: 2 });
	});

	it('one colour once per space and round; a black die may repeat it (PL:236, PL:745)', () => {
		let log = threes(3);
		log = voyagesBuild(log, act(0, 'bazaar-camels', [0]), end(0), act(1, 'take-5-coins', [0]), end(1), act(2, 'take-5-coins', [0]), end(2));
		expect(state(log).players[0]!.stock.camels).toBe(2 + 3);
		voyagesExpectRefused(log, act(0, 'bazaar-camels', [0]), 'voyages_refusal_colour_used');
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 6 });
		expect(state(log).players[0]).toMatchObject({
			stock: { camels: 2 },
			dice: [...[3, 3, 3, 3].map((value) => ({ value, kind: 'player' })), { value: 6, kind: 'black' }]
		});
		expect(state(log).blackDiceLeft).toBe(3);
		// Its own colour is still refused; the black die goes, free: only the player’s own die is there (PL:724–726).
		voyagesExpectRefused(log, act(0, 'bazaar-camels', [0]), 'voyages_refusal_colour_used');
		const s = voyagesExpectAccepted(log, act(0, 'bazaar-camels', [4])).state;
		expect(s.players[0]!.stock).toMatchObject({ camels: 2 + 6, coins: 7 });
	});
});

describe('mp1 dice actions', () => {
	it('bazaar: 4 and 5 on silk give 3 silk; Red pays 4 coins on the occupied space (PL:277–286, PL:726–733)', () => {
		let log = rolled([
			[4, 5, 2, 2, 2],
			[4, 5, 6, 6, 6],
			[3, 3, 3, 3, 3]
		]);
		let s = voyagesExpectAccepted(log, act(0, 'bazaar-silk', [0, 1]));
		expect(s.state.players[0]!.stock).toMatchObject({ silk: 3, coins: 7 });
		log = voyagesBuild(s.log, end(0));
		s = voyagesExpectAccepted(log, act(1, 'bazaar-silk', [0, 1]));
		expect(s.state.players[1]!.stock).toMatchObject({ silk: 3, coins: 8 - 4 });
		expect(s.state.spaces.uses['bazaar-silk']).toEqual([
			{
				player: 0,
				dice: [
					{ value: 4, kind: 'player' },
					{ value: 5, kind: 'player' }
				]
			},
			{
				player: 1,
				dice: [
					{ value: 4, kind: 'player' },
					{ value: 5, kind: 'player' }
				]
			}
		]);
	});

	it('bazaar: a lower column may be chosen; Red with a 4 on pepper takes 3 pepper or 2 pepper and 1 coin (PL:302–304)', () => {
		const log = rolled([
			[4, 6, 3, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		expect(voyagesExpectAccepted(log, act(0, 'bazaar-pepper', [0])).state.players[0]!.stock).toMatchObject({ pepper: 3, coins: 7 });
		expect(voyagesExpectAccepted(log, act(0, 'bazaar-pepper', [0], { column: 3 })).state.players[0]!.stock).toMatchObject({ pepper: 2, coins: 8 });
		voyagesExpectRefused(log, act(0, 'bazaar-pepper', [0], { column: 5 }), 'voyages_refusal_bazaar_column', { column: '5', max: 4 });
		voyagesExpectRefused(log, act(0, 'bazaar-pepper', [0], { column: 0 }), 'voyages_refusal_bazaar_column', { column: '0', max: 4 });
		// Green puts a 6 on camels: 6 camels (PL:322).
		expect(voyagesExpectAccepted(log, act(0, 'bazaar-camels', [1])).state.players[0]!.stock.camels).toBe(2 + 6);
		// The rulebook's cells cannot be overridden; the others can, from the copy of the game.
		voyagesExpectRefused(log, act(0, 'bazaar-camels', [1], { gain: { camels: 5 } }), 'refusal_printed_mismatch');
		expect(voyagesExpectAccepted(log, act(0, 'bazaar-pepper', [1], { gain: { pepper: 5 } })).state.players[0]!.stock.pepper).toBe(5);
	});

	it('bazaar: gold column 3 is unknown until the group says what their copy prints', () => {
		const log = rolled([
			[3, 4, 5, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		voyagesExpectRefused(log, act(0, 'bazaar-gold', [0, 1, 2]), 'voyages_refusal_printed_unknown', { id: 'voyages.bazaar.gold.3' });
		const s = voyagesExpectAccepted(log, act(0, 'bazaar-gold', [0, 1, 2], { gain: { gold: 2, camels: 2 } })).state;
		expect(s.players[0]!.stock).toMatchObject({ gold: 2, camels: 4 });
		expect(voyagesExpectAccepted(log, act(0, 'bazaar-gold', [0, 1, 2], { column: 2 })).state.players[0]!.stock.gold).toBe(2);
	});

	it('Mercator ex Tabriz gets one of the goods another player takes at the bazaar', () => {
		const log = rolled([
			[4, 5, 3, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		const s = voyagesExpectAccepted(log, act(0, 'bazaar-silk', [0, 1])).state;
		expect(s.players[3]!.character).toBe('mercator-ex-tabriz');
		expect(s.players[3]!.stock.silk).toBe(1);
		expect(s.players[1]!.stock.silk).toBe(0);
	});

	it("Khan's Favor: left to right, each die at least the one before; a good and 2 camels (PL:338–356)", () => {
		// 3 players: a neutral 1 on the first space (PL:809).
		let log = rolled([
			[3, 3, 3, 3, 3],
			[2, 4, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		expect(state(log).spaces.uses['khans-favor']).toEqual([{ player: null, dice: [{ value: 1, kind: 'neutral' }] }]);
		voyagesExpectRefused(log, act(0, 'khans-favor', [0]), 'voyages_refusal_good_of_choice');
		voyagesExpectRefused(log, act(0, 'khans-favor', [0], { gain: { gold: 2 } }), 'voyages_refusal_good_of_choice');
		voyagesExpectRefused(log, act(0, 'khans-favor', [0], { gain: { camels: 1 } }), 'voyages_refusal_good_of_choice');
		voyagesExpectRefused(log, act(0, 'khans-favor', [0], { gain: { gold: 1, silk: 1 } }), 'voyages_refusal_good_of_choice');
		// Green: a 3, gold and 2 camels.
		let s = voyagesExpectAccepted(log, act(0, 'khans-favor', [0], { gain: { gold: 1 } }));
		expect(s.state.players[0]!.stock).toMatchObject({ gold: 1, camels: 4, coins: 7 });
		log = voyagesBuild(s.log, end(0));
		// Red needs at least a 3: a 4 does.
		voyagesExpectRefused(log, act(1, 'khans-favor', [0], { gain: { gold: 1 } }), 'voyages_refusal_khans_favor_low', { min: 3 });
		s = voyagesExpectAccepted(log, act(1, 'khans-favor', [1], { gain: { gold: 1 } }));
		expect(s.state.players[1]!.stock).toMatchObject({ gold: 1, camels: 4, coins: 8 });
	});

	it("Khan's Favor has 4 spaces; 2 players find 2 taken by neutral dice (PL:817)", () => {
		let log = threes(2);
		log = voyagesBuild(log, act(0, 'khans-favor', [0], { gain: { pepper: 1 } }), end(0), act(1, 'khans-favor', [0], { gain: { silk: 1 } }), end(1));
		voyagesExpectRefused(log, act(0, 'khans-favor', [0], { gain: { pepper: 1 } }), 'voyages_refusal_colour_used');
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 6 });
		voyagesExpectRefused(log, act(0, 'khans-favor', [4], { gain: { pepper: 1 } }), 'voyages_refusal_khans_favor_full');
	});

	it('take 5 coins is occupied from the start with 2 players (PL:817)', () => {
		const log = rolled([
			[4, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		expect(voyagesExpectAccepted(log, act(0, 'take-5-coins', [0])).state.players[0]!.stock.coins).toBe(7 - 4 + 5);
	});

	it('contracts: 1 or 2 from columns up to the die, room on the 2 active spaces (PL:362–416)', () => {
		const log = rolled([
			[3, 6, 6, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		const s0 = state(log);
		const board = s0.setup!.board;
		const starting = s0.players[0]!.contracts[0]!;
		// Matteo Polo (player 1) took the top contract of the special pile when the round started.
		expect(s0.players.map((p) => p.contracts)).toEqual(
			s0.setup!.players.map((p) => (p.seat === 1 ? [p.startingContract, board.specialPile[0]] : [p.startingContract]))
		);
		expect(s0.contractSpaces).toEqual(board.contractSpaces);
		expect(s0.specialPile).toEqual(board.specialPile.slice(1));
		expect(STARTING_CONTRACTS).toContain(starting);
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [4] }), 'voyages_refusal_contract_column', { column: '4', max: 3 });
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [] }), 'voyages_refusal_contracts_how_many', { max: 2 });
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [1, 2, 3] }), 'voyages_refusal_contracts_how_many', { max: 2 });
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [2, 2] }), 'voyages_refusal_contract_column_twice');
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [1, 2] }), 'voyages_refusal_contract_slots_full', { slots: 2 });
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [1], discard: ['C99'] }), 'refusal_no_such_contract');
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [1], gain: { coins: 1 } }), 'voyages_refusal_contract_bonus', { bonus: 0 });
		// Blue with a 3 takes columns 1 and 3; the starting contract leaves the game (PL:406); the rest slide left (PL:398).
		const s = voyagesExpectAccepted(log, act(0, 'contracts', [0], { contracts: [1, 3], discard: [starting] })).state;
		const [c1, c2, c3, c4, c5, c6] = board.contractSpaces;
		expect(s.players[0]!.contracts).toEqual([c1, c3]);
		expect(s.contractSpaces).toEqual([c2, c4, c5, c6]);
		expect(s.specialPile).toEqual(board.specialPile.slice(1));
		// One contract with one free space: no discard needed.
		expect(voyagesExpectAccepted(log, act(0, 'contracts', [0], { contracts: [2] })).state.players[0]!.contracts).toEqual([starting, c2]);
	});

	it('contracts: columns 5 and 6 add coins or camels; Green takes columns 2 and 6 with 2 camels (PL:380–392)', () => {
		const log = rolled([
			[6, 3, 3, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		const starting = state(log).players[0]!.contracts[0]!;
		const take = (gain?: Record<string, number>) => act(0, 'contracts', [0], { contracts: [2, 6], discard: [starting], ...(gain ? { gain } : {}) });
		voyagesExpectRefused(log, take(), 'voyages_refusal_contract_bonus', { bonus: 2 });
		voyagesExpectRefused(log, take({ camels: 1 }), 'voyages_refusal_contract_bonus', { bonus: 2 });
		voyagesExpectRefused(log, take({ pepper: 2 }), 'voyages_refusal_contract_bonus', { bonus: 2 });
		expect(voyagesExpectAccepted(log, take({ camels: 2 })).state.players[0]!.stock).toMatchObject({ camels: 4, coins: 7 });
		const both = act(0, 'contracts', [0], { contracts: [5, 6], discard: [starting], gain: { coins: 1, camels: 2 } });
		expect(voyagesExpectAccepted(log, both).state.players[0]!.stock).toMatchObject({ camels: 4, coins: 8 });
	});

	it('contracts: an empty board gets 2 from the special pile (PL:402); discards go under it; next round a new pile', () => {
		let log = rolled([
			[6, 6, 3, 3, 3],
			[6, 6, 3, 3, 3],
			[6, 6, 3, 3, 3]
		]);
		const board = state(log).setup!.board;
		const [c1, c2, c3, c4, c5, c6] = board.contractSpaces;
		// Matteo Polo (player 1) took the top of the special pile at the round start: he discards both.
		const pile = state(log).specialPile;
		const matteo = state(log).players[1]!.contracts;
		expect(matteo[1]).toBe(board.specialPile[0]);
		log = voyagesBuild(log, act(0, 'contracts', [0], { contracts: [1, 2], discard: [state(log).players[0]!.contracts[0]!] }), end(0));
		log = voyagesBuild(log, act(1, 'contracts', [0], { contracts: [1, 2], discard: matteo }), end(1));
		expect(state(log).contractSpaces).toEqual([c5, c6]);
		log = voyagesBuild(log, act(2, 'contracts', [0], { contracts: [1, 2], discard: [state(log).players[2]!.contracts[0]!] }), end(2));
		let s = state(log);
		expect(s.players.map((p) => p.contracts)).toEqual([
			[c1, c2],
			[c3, c4],
			[c5, c6]
		]);
		expect(s.contractSpaces).toEqual(pile.slice(0, 2));
		expect(s.specialPile).toEqual([...pile.slice(2), matteo[1]]);
		// Player 0 swaps one of them with a black die (its colour is there already): the old one goes under the special pile.
		log = voyagesBuild(log, adjust(0, { camels: 1 }), { type: 'bonus.blackDie', player: 0, face: 3 });
		voyagesExpectRefused(log, act(0, 'contracts', [0], { contracts: [1], discard: [c1!] }), 'voyages_refusal_colour_used');
		log = voyagesBuild(log, act(0, 'contracts', [4], { contracts: [1], discard: [c1!] }), end(0));
		s = state(log);
		expect(s.players[0]!.stock.coins).toBe(7 - 3);
		expect(s.players[0]!.contracts).toEqual([c2, pile[0]]);
		expect(s.contractSpaces).toEqual([pile[1]]);
		expect(s.specialPile).toEqual([...pile.slice(2), matteo[1], c1]);
	});

	it('contracts: leftovers go under the special pile when the next round starts (PL:921–935)', () => {
		const log = threes(3);
		const board = state(log).setup!.board;
		const s = voyagesExpectAccepted(log, { type: 'round.started' }).state;
		expect(s.contractSpaces).toEqual(board.contractPiles[0]);
		// Matteo Polo took the top one in round 1; his 2 active spaces are full now, so he takes none.
		expect(s.players[1]!.contracts).toHaveLength(2);
		expect(s.specialPile).toEqual([...board.specialPile.slice(1), ...board.contractSpaces]);
	});

	it('travel with dice: steps up to the lower die (PL:443), the travel cost and the occupied cost', () => {
		let log = rolled([
			[2, 4, 3, 3, 3],
			[6, 5, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		voyagesExpectRefused(log, act(0, 'travel', [0, 1], { path: ['venezia', 'oasis-a', 'moscow', 'anxi'] }), 'voyages_refusal_travel_too_far', {
			steps: 3,
			max: 2
		});
		voyagesExpectRefused(log, act(0, 'travel', [0, 1]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, act(0, 'travel', [0, 1], { path: ['alexandria', 'venezia'] }), 'voyages_refusal_travel_not_from_here', { location: 'venezia' });
		voyagesExpectRefused(log, act(0, 'travel', [0, 1], { path: ['venezia', 'oasis-a'], figure: 1 }), 'voyages_refusal_no_such_figure');
		// Red puts 2 and 4 on travel: up to 2 steps; 2 steps cost 7 coins (PL:458).
		let s = voyagesExpectAccepted(log, act(0, 'travel', [0, 1], { path: ['venezia', 'oasis-a', 'moscow'] }));
		expect(s.state.players[0]).toMatchObject({ position: 'moscow', posts: ['moscow'], stock: { coins: 0 } });
		log = voyagesBuild(s.log, end(0));
		// The next traveller pays the lower die (5) first, then the journey: 8 - 5 = 3 coins, not enough for 7.
		voyagesExpectRefused(log, act(1, 'travel', [0, 1], { path: ['venezia', 'oasis-a', 'moscow'] }), 'voyages_refusal_travel_cannot_pay', {
			coins: 7,
			camels: 0,
			haveCoins: 3,
			haveCamels: 2
		});
		s = voyagesExpectAccepted(log, act(1, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }));
		expect(s.state.players[1]).toMatchObject({ position: 'alexandria', posts: ['alexandria'], stock: { coins: 0 } });
	});

	it('city cards: one die, a trading post in the city, once per round (PL:570–596)', () => {
		let log = rolled([
			[1, 3, 3, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [0], { gain: { points: 8 } }), 'voyages_refusal_city_card_no_post', { city: 'alexandria' });
		log = voyagesBuild(
			log,
			act(0, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }),
			end(0),
			act(1, 'take-5-coins', [0]),
			end(1),
			act(2, 'bazaar-camels', [0]),
			end(2)
		);
		expect(state(log).players[0]!.stock).toMatchObject({ coins: 4, camels: 2 });
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [0], { pay: { camels: 3 }, gain: { points: 8 } }), 'refusal_below_zero', { resource: 'camels' });
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [0], { pay: { camels: -2 } }), 'refusal_not_whole_number', { field: 'camels' });
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [0, 1], {}), 'voyages_refusal_dice_count', { need: 1, got: 2 });
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [0], { path: ['alexandria', 'venezia'] }), 'voyages_refusal_malformed');
		// Yellow with a 3 pays 2 camels and 2 coins and takes 8 points (PL:590–594).
		const s = voyagesExpectAccepted(log, act(0, 'city-card:alexandria:1', [0], { pay: { camels: 2, coins: 2 }, gain: { points: 8 } }));
		expect(s.state.players[0]).toMatchObject({ points: 8, stock: { coins: 2, camels: 0 } });
		log = voyagesBuild(s.log, adjust(0, { camels: 3 }), { type: 'bonus.blackDie', player: 0, face: 4 }, end(0));
		log = voyagesBuild(log, act(1, 'bazaar-pepper', [0]), end(1), act(2, 'take-5-coins', [0]), end(2));
		// Taken for the round, even with a black die.
		expect(state(log).players[0]!.dice[2]).toEqual({ value: 4, kind: 'black' });
		voyagesExpectRefused(log, act(0, 'city-card:alexandria:1', [2]), 'voyages_refusal_city_card_taken');
		voyagesExpectRefused(log, act(0, 'city-card:sumatra:2', [0]), 'voyages_refusal_city_card_no_post', { city: 'sumatra' });
	});
});

describe('mp1 bonus actions', () => {
	it('reroll for 1 camel; ±1 for 2 camels, never 6↔1 (PL:658–690)', () => {
		let log = rolled([
			[2, 6, 1, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		voyagesExpectRefused(log, { type: 'bonus.reroll', player: 0, die: 5, face: 4 }, 'refusal_no_such_die');
		voyagesExpectRefused(log, { type: 'bonus.reroll', player: 0, die: 0, face: 7 }, 'refusal_dice_faces', { count: 1 });
		voyagesExpectRefused(log, { type: 'bonus.reroll', player: 1, die: 0, face: 5 }, 'refusal_not_your_turn', { name: 'Ada' });
		// Blue gives a camel and rerolls a 2: a 5.
		let s = voyagesExpectAccepted(log, { type: 'bonus.reroll', player: 0, die: 0, face: 5 });
		expect(s.state.players[0]).toMatchObject({ stock: { camels: 1 }, dice: [{ value: 5 }, { value: 6 }, { value: 1 }, { value: 3 }, { value: 3 }] });
		log = s.log;
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 3, delta: 1 }, 'voyages_refusal_camels_short', { need: 2, have: 1 });
		log = voyagesBuild(log, adjust(0, { camels: 5 }));
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 1, delta: 1 }, 'refusal_adjust_wrap', { value: 6 });
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 2, delta: -1 }, 'refusal_adjust_wrap', { value: 1 });
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 2, delta: 2 }, 'refusal_adjust_by_one');
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 9, delta: 1 }, 'refusal_no_such_die');
		// Yellow gives 2 camels: a 2 becomes a 3 (here the 1 becomes a 2); any number of times, before and after the action.
		s = voyagesExpectAccepted(log, { type: 'bonus.adjustDie', player: 0, die: 2, delta: 1 });
		expect(s.state.players[0]).toMatchObject({ stock: { camels: 4 }, dice: [{ value: 5 }, { value: 6 }, { value: 2 }, { value: 3 }, { value: 3 }] });
		log = voyagesBuild(
			s.log,
			act(0, 'take-5-coins', [0]),
			{ type: 'bonus.adjustDie', player: 0, die: 0, delta: -1 },
			{ type: 'bonus.reroll', player: 0, die: 0, face: 1 }
		);
		expect(state(log).players[0]).toMatchObject({ stock: { camels: 1 }, dice: [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 3 }] });
		voyagesExpectRefused(log, { type: 'bonus.adjustDie', player: 0, die: 1, delta: 1 }, 'voyages_refusal_camels_short', { need: 2, have: 1 });
		log = voyagesBuild(log, { type: 'bonus.reroll', player: 0, die: 1, face: 6 });
		voyagesExpectRefused(log, { type: 'bonus.reroll', player: 0, die: 0, face: 4 }, 'voyages_refusal_camels_short', { need: 1, have: 0 });
	});

	it('PL:656–672: the reroll the screen reads (die selected, new face typed) is taken: the die shows the new face, 1 camel paid', () => {
		const log = threes(3);
		const chosen = rerollOf([0], '5');
		if (typeof chosen === 'string') throw new Error(chosen);
		const s = voyagesExpectAccepted(log, { type: 'bonus.reroll', player: 0, ...chosen });
		expect(s.state.players[0]).toMatchObject({ stock: { camels: 1 }, dice: [{ value: 5 }, { value: 3 }, { value: 3 }, { value: 3 }, { value: 3 }] });
	});

	it('a black die for 3 camels, 1 per turn, while the board has one (PL:694–710)', () => {
		let log = voyagesBuild(threes(3), adjust(0, { camels: 10 }), adjust(1, { camels: 10 }), adjust(2, { camels: 10 }));
		voyagesExpectRefused(log, { type: 'bonus.blackDie', player: 0, face: 0 }, 'refusal_dice_faces', { count: 1 });
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 5 });
		expect(state(log)).toMatchObject({ blackDiceLeft: 3, blackDieTakenThisTurn: true });
		expect(state(log).players[0]!.stock.camels).toBe(9);
		voyagesExpectRefused(log, { type: 'bonus.blackDie', player: 0, face: 5 }, 'voyages_refusal_black_die_once_per_turn');
		log = voyagesBuild(log, act(0, 'take-5-coins', [5]), end(0));
		expect(state(log).blackDieTakenThisTurn).toBe(false);
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 1, face: 2 }, act(1, 'bazaar-camels', [0]), end(1));
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 2, face: 2 }, act(2, 'bazaar-camels', [0]), end(2));
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 2 }, act(0, 'bazaar-pepper', [0]), end(0));
		expect(state(log).blackDiceLeft).toBe(0);
		voyagesExpectRefused(log, { type: 'bonus.blackDie', player: 1, face: 2 }, 'voyages_refusal_no_black_dice_left');
		// Each new round puts them all back on the board.
		const fresh = voyagesBuild(threes(2), adjust(0, { camels: -2 }));
		voyagesExpectRefused(fresh, { type: 'bonus.blackDie', player: 0, face: 2 }, 'voyages_refusal_camels_short', { need: 3, have: 0 });
	});

	it('take 3 coins: a die of any value on the money bag, never a cost, any number of times (PL:640–656)', () => {
		let log = rolled([
			[2, 6, 1, 3, 3],
			[3, 3, 3, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		voyagesExpectRefused(log, { type: 'bonus.threeCoins', player: 0, die: 7 }, 'refusal_no_such_die');
		// Green puts a 2 on the money bag: 3 coins. By default the lowest die goes.
		let s = voyagesExpectAccepted(log, { type: 'bonus.threeCoins', player: 0, die: 0 });
		expect(s.state.players[0]).toMatchObject({ stock: { coins: 10 }, dice: [{ value: 6 }, { value: 1 }, { value: 3 }, { value: 3 }] });
		s = voyagesExpectAccepted(s.log, { type: 'bonus.threeCoins', player: 0 });
		expect(s.state.players[0]).toMatchObject({ stock: { coins: 13 }, dice: [{ value: 6 }, { value: 3 }, { value: 3 }] });
		log = voyagesBuild(s.log, act(0, 'take-5-coins', [0]), { type: 'bonus.threeCoins', player: 0 }, end(0));
		// Another player's dice on the bag cost nothing.
		s = voyagesExpectAccepted(log, { type: 'bonus.threeCoins', player: 1 });
		expect(s.state.players[1]!.stock.coins).toBe(11);
		expect(s.state.spaces.uses['money-bag']).toHaveLength(4);
		// Bonus actions do not take the turn's action.
		expect(s.state.mainActionTaken).toBe(false);
	});
});

describe('mp1 characters and contracts in the tracker', () => {
	it('Matteo Polo rolls the white die too; nobody else may', () => {
		let log = voyagesBuild(voyagesPlayingLog(3), { type: 'round.started' });
		voyagesExpectRefused(log, { ...roll(0, [3, 3, 3, 3, 3]), white: 4 }, 'voyages_refusal_white_die_not_yours');
		voyagesExpectRefused(log, { ...roll(1, [3, 3, 3, 3, 3]), white: 7 }, 'refusal_dice_faces', { count: 1 });
		log = voyagesBuild(log, { ...roll(1, [3, 3, 3, 3, 3]), white: 4 } as VoyagesEntry);
		expect(state(log).players[1]!.dice).toHaveLength(6);
		expect(state(log).players[1]!.dice[5]).toEqual({ value: 4, kind: 'white' });
	});

	it('completing a named contract frees its active space; its printed terms are checked', () => {
		const starting = state(threes(3)).players[0]!.contracts[0]!;
		const [give, complete] = voyagesCompleteContract(0, starting) as [VoyagesEntry, Extract<VoyagesEntry, { type: 'contract.completed' }>];
		const log = voyagesBuild(threes(3), give);
		voyagesExpectRefused(log, { ...complete, contract: 'C99' }, 'refusal_no_such_contract');
		// Paid or rewarded otherwise than printed: refused.
		voyagesExpectRefused(log, { ...complete, pay: {} }, 'refusal_printed_mismatch');
		voyagesExpectRefused(log, { ...complete, reward: {} }, 'refusal_printed_mismatch');
		const s = voyagesExpectAccepted(log, complete).state;
		expect(s.players[0]).toMatchObject({ contracts: [], completedContracts: 1, points: complete.reward.points ?? 0 });
	});
});

describe('mp1 a 3-player round played through', () => {
	it('15 dice and a black die, the turn skipping players without dice, the next start player', () => {
		let log = voyagesBuild(threes(3), adjust(2, { camels: 6 }));
		const [starting1, fromPile] = state(log).players[1]!.contracts;
		const contract3 = state(log).contractSpaces[2]!;
		log = voyagesBuild(log, act(0, 'bazaar-camels', [0]), end(0));
		log = voyagesBuild(log, act(1, 'take-5-coins', [0]), end(1));
		log = voyagesBuild(log, act(2, 'bazaar-silk', [0, 1]), end(2)); // Berke: 2 silk and 1 camel, nothing to pay
		log = voyagesBuild(log, act(0, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }), { type: 'bonus.threeCoins', player: 0 }, end(0));
		log = voyagesBuild(log, act(1, 'contracts', [0], { contracts: [3], discard: [starting1!] }), end(1));
		log = voyagesBuild(log, act(2, 'travel', [0, 1], { path: ['venezia', 'oasis-a', 'moscow'] }), end(2));
		log = voyagesBuild(log, act(0, 'khans-favor', [0], { gain: { pepper: 1 } }), end(0));
		let s = state(log);
		expect(s.players[0]!.dice).toEqual([]);
		log = voyagesBuild(log, act(1, 'bazaar-pepper', [0]), end(1));
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 2, face: 5 }, act(2, 'take-5-coins', [1]), end(2));
		// Player 0 has no dice left: player 1 is next.
		expect(state(log).turn).toBe(1);
		voyagesExpectRefused(log, act(0, 'take-5-coins', [0]), 'refusal_not_your_turn', { name: 'Boris' });
		log = voyagesBuild(log, act(1, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }), end(1));
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 2, face: 5 }, act(2, 'bazaar-camels', [0]), end(2));
		// Only player 2 has a die left (the black one): their turn again; it may repeat the space (PL:745).
		expect(state(log).players[2]!.dice).toEqual([{ value: 5, kind: 'black' }]);
		expect(state(log).turn).toBe(2);
		log = voyagesBuild(log, act(2, 'bazaar-camels', [0]), end(2));
		s = state(log);
		expect(s.turn).toBe(null);
		// Alexandria's large-city tile (2 gold with this seed) goes to the first post there, player 0's (PL:536);
		// Moscow's is a black die, not entered here, so player 2 gets nothing for it.
		expect(s.largeCityTilesTaken).toEqual({ alexandria: 0, moscow: 2 });
		expect(s.players.map((p) => p.stock)).toEqual([
			{ coins: 7 - 3 + 3, camels: 2 + 3 + 2, pepper: 1, silk: 0, gold: 2 },
			{ coins: 8 + 5 + 1 - 3 - 3, camels: 2, pepper: 2, silk: 0, gold: 0 },
			{ coins: 9 - 7 + 5, camels: 2 + 6 + 1 - 3 - 3 + 3 + 5, pepper: 0, silk: 2, gold: 0 }
		]);
		expect(s.players.map((p) => p.posts)).toEqual([['alexandria'], ['alexandria'], ['moscow']]);
		expect(s.players[1]!.contracts).toEqual([fromPile, contract3]);
		expect(s.blackDiceLeft).toBe(2);
		// Boris travelled last: he starts round 2, with all black dice back.
		const next = voyagesExpectAccepted(log, { type: 'round.started' }).state;
		expect(next).toMatchObject({ round: 2, startPlayer: 1, turn: 1, blackDiceLeft: 4, rolled: [false, false, false] });
		expect(next.players.every((p) => p.dice.length === 0)).toBe(true);
		expect(next.spaces).toEqual({ uses: { 'khans-favor': [{ player: null, dice: [{ value: 1, kind: 'neutral' }] }] } });
	});
});
