import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accepted as acceptedOutcome, refusedWith, type Stored } from '../../../src/lib/engine/core/log.ts';
import { rulesOf, type Rules } from '../../../src/lib/engine/core/rules.ts';
import { append, replay, replayStates } from '../../../src/lib/engine/core/replay.ts';
import {
	BLACK_DICE,
	bazaarTake,
	beijingSpaceOnArrival,
	checkAdjustDie,
	checkBlackDie,
	checkCompensationChoice,
	checkPlacement,
	checkReroll,
	checkTakeContracts,
	compensation,
	contractColumnBonus,
	emptyVoyagesCopy,
	nextStartPlayer,
	occupiedCost,
	place,
	postMilestonePoints,
	roundBoard,
	travelSteps,
	bazaarId,
	FIXED_SPACES,
	CITY_CARD_SPACES,
	type CharacterId,
	type Die,
	type Placement,
	type PlacementContext,
	type RoundBoard
} from '../../../src/lib/engine/voyages/index.ts';
import { accepted, expectRefusal, expectRefused } from './helpers.ts';
import { onePhase } from '../play.ts';

const copy = emptyVoyagesCopy();
const own = (...values: number[]): Die[] => values.map((value) => ({ value, kind: 'player' }));
const ctx = (over: Partial<PlacementContext> = {}): PlacementContext => ({ character: null, coins: 20, posts: [], ...over });
const put = (board: RoundBoard, p: Placement, c = ctx()) => {
	const bad = checkPlacement(board, p, c);
	if (bad) throw new Error(JSON.stringify(bad));
	return place(board, p);
};

describe('the bazaar (PL:263–332)', () => {
	it('Blue puts 2 dice, 4 and 5, on silk: the lower die gives 3 silk (PL:277–286)', () => {
		expect(accepted(bazaarTake(copy, 'silk', own(4, 5)))).toEqual({ amounts: { silk: 3 }, extras: [] });
	});

	it('Red puts a 4 on pepper: 3 pepper, or the lower column, 2 pepper and 1 coin (PL:304)', () => {
		expect(accepted(bazaarTake(copy, 'pepper', own(4)))).toEqual({ amounts: { pepper: 3 }, extras: [] });
		expect(accepted(bazaarTake(copy, 'pepper', own(4), 3))).toEqual({ amounts: { pepper: 2, coins: 1 }, extras: [] });
	});

	it('Green puts a 6 on camels: 6 camels (PL:324)', () => {
		expect(accepted(bazaarTake(copy, 'camels', own(6)))).toEqual({ amounts: { camels: 6 }, extras: [] });
	});

	it('refuses a column above the lowest die, the wrong number of dice, a die that is not 1–6', () => {
		expectRefused(bazaarTake(copy, 'silk', own(4, 5), 5), 'voyages_refusal_bazaar_column', { column: '5', max: 4 });
		expectRefused(bazaarTake(copy, 'silk', own(4)), 'voyages_refusal_dice_count', { need: 2, got: 1 });
		expectRefused(bazaarTake(copy, 'gold', own(4, 4)), 'voyages_refusal_dice_count', { need: 3, got: 2 });
		expectRefused(bazaarTake(copy, 'pepper', own(7)), 'voyages_refusal_die_value');
		expectRefused(bazaarTake(copy, 'pepper', own(3), 0), 'voyages_refusal_bazaar_column');
	});

	it('gold with a lowest die of 3 needs the copy of the game: the sources disagree', () => {
		expectRefused(bazaarTake(copy, 'gold', own(3, 4, 5)), 'voyages_refusal_printed_unknown', { id: bazaarId('gold', 3) });
		const told = { values: { [bazaarId('gold', 3)]: { amounts: { gold: 2, camels: 2 }, extras: [] } } };
		expect(accepted(bazaarTake(told, 'gold', own(3, 4, 5)))).toEqual({ amounts: { gold: 2, camels: 2 }, extras: [] });
		// The other gold columns are known.
		expect(accepted(bazaarTake(copy, 'gold', own(5, 6, 5)))).toEqual({ amounts: { gold: 3 }, extras: ['move-1'] });
	});
});

describe('compensation (PL:762–770)', () => {
	it('Green rolled 13 in all: 2 compensation, as 2 camels, 2 coins or 1 of each', () => {
		expect(compensation([1, 2, 3, 3, 4])).toBe(2);
		expect(checkCompensationChoice([1, 2, 3, 3, 4], null, { coins: 1, camels: 1 })).toBeNull();
		expect(checkCompensationChoice([1, 2, 3, 3, 4], null, { coins: 0, camels: 2 })).toBeNull();
		expectRefusal(checkCompensationChoice([1, 2, 3, 3, 4], null, { coins: 2, camels: 1 }), 'refusal_compensation', { due: 2, sum: 13 });
	});

	it('15 or more gives nothing; Raschid ad-Din Sinan never gets any', () => {
		expect(compensation([3, 3, 3, 3, 3])).toBe(0);
		expect(compensation([6, 6, 6, 6, 6])).toBe(0);
		expect(compensation([1, 1, 1, 1, 1])).toBe(10);
		expect(compensation([1, 1, 1, 1, 1], 'raschid-ad-din-sinan')).toBe(0);
	});
});

describe('placing dice (PL:228–240, PL:718–760)', () => {
	it('exactly the dice the space shows', () => {
		expectRefusal(checkPlacement(roundBoard(4), { player: 0, space: 'travel', dice: own(3) }, ctx()), 'voyages_refusal_dice_count', { need: 2, got: 1 });
		expectRefusal(checkPlacement(roundBoard(4), { player: 0, space: 'take-5-coins', dice: own(3, 3) }, ctx()), 'voyages_refusal_dice_count');
		expect(checkPlacement(roundBoard(4), { player: 0, space: 'bazaar-gold', dice: own(1, 2, 3) }, ctx())).toBeNull();
		expectRefusal(checkPlacement(roundBoard(4), { player: 0, space: 'market' as never, dice: own(3) }, ctx()), 'voyages_refusal_no_such_space');
		expectRefusal(checkPlacement(roundBoard(4), { player: 0, space: 'take-5-coins', dice: own(0) }, ctx()), 'voyages_refusal_die_value');
		expectRefusal(
			checkPlacement(roundBoard(4), { player: 0, space: 'take-5-coins', dice: [{ value: 2, kind: 'neutral' as never }] }, ctx()),
			'voyages_refusal_die_kind'
		);
	});

	it('Red puts 4 and 5 on silk where Blue already is: pays 4 coins, the lowest die (PL:734–740)', () => {
		const b = put(roundBoard(4), { player: 0, space: 'bazaar-silk', dice: own(2, 6) });
		const red = { player: 3, space: 'bazaar-silk' as const, dice: own(4, 5) };
		expect(occupiedCost(b, red, null)).toBe(4);
		expect(checkPlacement(b, red, ctx({ coins: 4 }))).toBeNull();
		expectRefusal(checkPlacement(b, red, ctx({ coins: 3 })), 'voyages_refusal_occupied_cannot_pay', { cost: 4, coins: 3 });
		// An empty space costs nothing.
		expect(occupiedCost(roundBoard(4), red, null)).toBe(0);
	});

	it('PL:724–726: only another player’s dice cost; black dice on a travel space holding only the player’s own dice are free', () => {
		const black = (...values: number[]): Die[] => values.map((value) => ({ value, kind: 'black' }));
		const mine = put(roundBoard(4), { player: 1, space: 'travel', dice: own(3, 4) });
		const again = { player: 1, space: 'travel' as const, dice: black(2, 5) };
		expect(occupiedCost(mine, again, null)).toBe(0);
		expect(checkPlacement(mine, again, ctx({ coins: 0 }))).toBeNull();
		// Another player's dice there too: the lowest die placed, 2 coins, whoever came first.
		expect(occupiedCost(put(mine, { player: 0, space: 'travel', dice: own(6, 6) }), again, null)).toBe(2);
		expect(occupiedCost(put(roundBoard(4), { player: 0, space: 'travel', dice: own(6, 6) }), { ...again, player: 0 }, null)).toBe(0);
	});

	it('Berke Khan pays nothing for an occupied space; the money bag never costs', () => {
		const b = put(roundBoard(4), { player: 0, space: 'take-5-coins', dice: own(6) });
		expect(occupiedCost(b, { player: 1, space: 'take-5-coins', dice: own(5) }, 'berke-khan')).toBe(0);
		expect(checkPlacement(b, { player: 1, space: 'take-5-coins', dice: own(5) }, ctx({ coins: 0, character: 'berke-khan' }))).toBeNull();
		const bag = put(roundBoard(4), { player: 0, space: 'money-bag', dice: own(6) });
		expect(occupiedCost(bag, { player: 1, space: 'money-bag', dice: own(6) }, null)).toBe(0);
	});

	it('the 2-player neutral die makes "take 5 coins" cost the lowest die all game (PL:817)', () => {
		expect(occupiedCost(roundBoard(2), { player: 0, space: 'take-5-coins', dice: own(3) }, null)).toBe(3);
		expect(occupiedCost(roundBoard(3), { player: 0, space: 'take-5-coins', dice: own(3) }, null)).toBe(0);
	});

	it('each colour once per space and round; a black or white die may come back (PL:745–754)', () => {
		const b = put(roundBoard(4), { player: 2, space: 'bazaar-camels', dice: own(3) });
		expectRefusal(checkPlacement(b, { player: 2, space: 'bazaar-camels', dice: own(6) }, ctx()), 'voyages_refusal_colour_used');
		expect(checkPlacement(b, { player: 2, space: 'bazaar-camels', dice: [{ value: 6, kind: 'black' }] }, ctx())).toBeNull();
		// Own colour mixed with a black die is still the colour.
		const travel = put(roundBoard(4), { player: 2, space: 'travel', dice: own(3, 4) });
		expectRefusal(checkPlacement(travel, { player: 2, space: 'travel', dice: [{ value: 5, kind: 'black' }, ...own(5)] }, ctx()), 'voyages_refusal_colour_used');
		// The money bag takes any number of a player's dice (PL:644).
		const bag = put(roundBoard(4), { player: 2, space: 'money-bag', dice: own(1) });
		expect(checkPlacement(bag, { player: 2, space: 'money-bag', dice: own(2) }, ctx())).toBeNull();
	});

	it('only Matteo Polo has the white die', () => {
		const white = { player: 0, space: 'bazaar-camels' as const, dice: [{ value: 4, kind: 'white' as const }] };
		expectRefusal(checkPlacement(roundBoard(4), white, ctx()), 'voyages_refusal_white_die_not_yours');
		expect(checkPlacement(roundBoard(4), white, ctx({ character: 'matteo-polo' }))).toBeNull();
	});

	it('Khan’s Favor: left to right, each die at least the one before, 4 spaces (PL:338–356)', () => {
		// Green puts a 3; Red must put at least 3, puts a 4.
		let b = put(roundBoard(4), { player: 2, space: 'khans-favor', dice: own(3) });
		expectRefusal(checkPlacement(b, { player: 3, space: 'khans-favor', dice: own(2) }, ctx()), 'voyages_refusal_khans_favor_low', { min: 3 });
		b = put(b, { player: 3, space: 'khans-favor', dice: own(4) });
		b = put(b, { player: 0, space: 'khans-favor', dice: own(4) });
		b = put(b, { player: 1, space: 'khans-favor', dice: own(6) });
		expectRefusal(checkPlacement(b, { player: 2, space: 'khans-favor', dice: [{ value: 6, kind: 'black' }] }, ctx()), 'voyages_refusal_khans_favor_full');
		// Never a coin to pay there.
		expect(occupiedCost(b, { player: 2, space: 'khans-favor', dice: own(6) }, null)).toBe(0);
	});

	it('Khan’s Favor with 2 players starts on its third space, after two neutral 1s', () => {
		let b = roundBoard(2);
		expect(b.uses['khans-favor']).toHaveLength(2);
		b = put(b, { player: 0, space: 'khans-favor', dice: own(1) });
		b = put(b, { player: 1, space: 'khans-favor', dice: own(2) });
		expectRefusal(checkPlacement(b, { player: 0, space: 'khans-favor', dice: [{ value: 6, kind: 'black' }] }, ctx()), 'voyages_refusal_khans_favor_full');
	});

	it('a city card needs the player’s trading post there, and one die a round (PL:572, PL:586)', () => {
		const card = { player: 1, space: CITY_CARD_SPACES.find((s) => s.includes('alexandria'))!, dice: own(3) };
		expectRefusal(checkPlacement(roundBoard(4), card, ctx()), 'voyages_refusal_city_card_no_post', { city: 'alexandria' });
		const b = put(roundBoard(4), card, ctx({ posts: ['alexandria'] }));
		expectRefusal(checkPlacement(b, { ...card, player: 2 }, ctx({ posts: ['alexandria'] })), 'voyages_refusal_city_card_taken');
		// Berke Khan may not use an occupied city card either.
		expectRefusal(checkPlacement(b, { ...card, player: 2 }, ctx({ posts: ['alexandria'], character: 'berke-khan' })), 'voyages_refusal_city_card_taken');
	});

	it('the last to travel starts the next round, with any dice; nobody travelled: unchanged (PL:866–879)', () => {
		let b = roundBoard(4);
		expect(nextStartPlayer(b, 2)).toBe(2);
		b = put(b, { player: 2, space: 'travel', dice: own(3, 4) });
		b = put(b, { player: 1, space: 'travel', dice: own(5, 5) });
		b = put(b, {
			player: 0,
			space: 'travel',
			dice: [
				{ value: 2, kind: 'black' },
				{ value: 6, kind: 'black' }
			]
		});
		expect(nextStartPlayer(b, 2)).toBe(0);
	});
});

describe('travel dice, contracts, bonus actions', () => {
	it('travel: 2 dice, steps up to the lower one (PL:443–446, PL:554)', () => {
		expect(accepted(travelSteps(own(2, 4)))).toBe(2);
		expect(accepted(travelSteps(own(3, 5)))).toBe(3);
		expectRefused(travelSteps(own(3)), 'voyages_refusal_dice_count');
		expectRefused(travelSteps(own(3, 9)), 'voyages_refusal_die_value');
	});

	it('take contracts: Blue with a 3 takes 1 or 2 from columns 1–3; column 5 adds 1, column 6 adds 2 (PL:362–394)', () => {
		const t = { die: 3, onBoard: 6, active: 0, discard: 0 };
		expect(checkTakeContracts({ ...t, columns: [1, 3] })).toBeNull();
		expectRefusal(checkTakeContracts({ ...t, columns: [4] }), 'voyages_refusal_contract_column', { column: '4', max: 3 });
		expectRefusal(checkTakeContracts({ ...t, columns: [1, 2, 3] }), 'voyages_refusal_contracts_how_many', { max: 2 });
		expectRefusal(checkTakeContracts({ ...t, columns: [] }), 'voyages_refusal_contracts_how_many');
		expectRefusal(checkTakeContracts({ ...t, columns: [2, 2] }), 'voyages_refusal_contract_column_twice');
		// Green with a 6 takes columns 2 and 6.
		expect(checkTakeContracts({ ...t, die: 6, columns: [2, 6] })).toBeNull();
		expect([1, 2, 3, 4, 5, 6].map(contractColumnBonus)).toEqual([0, 0, 0, 0, 1, 2]);
		// Only what lies on the board.
		expectRefusal(checkTakeContracts({ ...t, die: 6, onBoard: 2, columns: [3] }), 'voyages_refusal_contract_column', { column: '3', max: 2 });
	});

	it('take contracts: room on the 2 active spaces, making room by discarding (PL:406–410)', () => {
		const t = { die: 6, onBoard: 6, columns: [1] };
		expectRefusal(checkTakeContracts({ ...t, active: 2, discard: 0 }), 'voyages_refusal_contract_slots_full', { slots: 2 });
		expect(checkTakeContracts({ ...t, active: 2, discard: 1 })).toBeNull();
		expectRefusal(checkTakeContracts({ ...t, columns: [1, 2], active: 1, discard: 0 }), 'voyages_refusal_contract_slots_full');
		expectRefusal(checkTakeContracts({ ...t, active: 1, discard: 2 }), 'voyages_refusal_contract_discard', { active: 1 });
	});

	it('reroll 1 camel; ±1 2 camels, never 6 ↔ 1; a black die 3 camels, once a turn, while any is left (PL:656–710)', () => {
		expect(checkReroll(1)).toBeNull();
		expectRefusal(checkReroll(0), 'voyages_refusal_camels_short', { need: 1, have: 0 });
		expect(checkAdjustDie(2, 1, 2)).toBeNull();
		expectRefusal(checkAdjustDie(6, 1, 5), 'refusal_adjust_wrap', { value: 6 });
		expectRefusal(checkAdjustDie(1, -1, 5), 'refusal_adjust_wrap', { value: 1 });
		expectRefusal(checkAdjustDie(3, 2, 5), 'refusal_adjust_by_one');
		expectRefusal(checkAdjustDie(3, 1, 1), 'voyages_refusal_camels_short', { need: 2, have: 1 });
		expect(checkBlackDie({ camels: 3, takenThisTurn: 0, onBoard: 1 })).toBeNull();
		expectRefusal(checkBlackDie({ camels: 9, takenThisTurn: 1, onBoard: 4 }), 'voyages_refusal_black_die_once_per_turn');
		expectRefusal(checkBlackDie({ camels: 9, takenThisTurn: 0, onBoard: 0 }), 'voyages_refusal_no_black_dice_left');
		expectRefusal(checkBlackDie({ camels: 2, takenThisTurn: 0, onBoard: 3 }), 'voyages_refusal_camels_short', { need: 3, have: 2 });
		expect([2, 3, 4].map((n) => BLACK_DICE[n])).toEqual([3, 4, 5]);
	});

	it('the 8th post gives 5 VP, the 9th 10 (PL:522); Beijing fills from its 10 VP space (PL:524)', () => {
		expect([1, 7, 8, 9, 10, 11].map(postMilestonePoints)).toEqual([0, 0, 5, 10, 0, 0]);
		expect(beijingSpaceOnArrival([])).toBe(1);
		expect(beijingSpaceOnArrival([1, 2])).toBe(3);
		expect(beijingSpaceOnArrival([1, 2, 3, 4])).toBeNull();
	});
});

// ---------------------------------------------------------------- as a tracker would use them

/** A round of placements as a log: what a turn-by-turn tracker will build on. */
interface RoundState {
	board: RoundBoard;
	coins: number[];
}
type PlaceEntry = { type: 'place'; placement: Placement };
const CHARACTERS: (CharacterId | null)[] = ['berke-khan', null, 'matteo-polo', null];
const roundRules: Rules<RoundState, PlaceEntry> = rulesOf(
	() => ({ board: roundBoard(4), coins: [3, 5, 7, 9] }),
	v.custom<PlaceEntry>((x) => typeof x === 'object' && x !== null && (x as { type?: unknown }).type === 'place'),
	onePhase<PlaceEntry>('place'),
	{
		place: (s, e) => {
			const bad = checkPlacement(s.board, e.placement, {
				character: CHARACTERS[e.placement.player] ?? null,
				coins: s.coins[e.placement.player] ?? 0,
				posts: ['moscow']
			});
			if (bad) return refusedWith(bad);
			const cost = occupiedCost(s.board, e.placement, CHARACTERS[e.placement.player] ?? null);
			return acceptedOutcome({ board: place(s.board, e.placement), coins: s.coins.map((c, i) => (i === e.placement.player ? c - cost : c)) });
		}
	}
);

const dieArb = fc.record({ value: fc.integer({ min: 0, max: 7 }), kind: fc.constantFrom<Die['kind']>('player', 'player', 'black', 'white') });
const entryArb: fc.Arbitrary<PlaceEntry | { type: 'undo' }> = fc.oneof(
	{
		weight: 6,
		arbitrary: fc.record({
			type: fc.constant('place' as const),
			placement: fc.record({
				player: fc.integer({ min: 0, max: 3 }),
				space: fc.constantFrom(...FIXED_SPACES, CITY_CARD_SPACES[0]!),
				dice: fc.array(dieArb, { minLength: 1, maxLength: 3 })
			})
		})
	},
	{ weight: 1, arbitrary: fc.constant({ type: 'undo' as const }) }
);

describe('properties: placements through the game log', () => {
	it('a refused placement leaves log and state as they were; undo gives back the state before', () => {
		fc.assert(
			fc.property(fc.array(entryArb, { maxLength: 40 }), (entries) => {
				let log: Stored<PlaceEntry>[] = [];
				for (const [i, entry] of entries.entries()) {
					const before = replay(roundRules, log);
					const depth = replayStates(roundRules, log).length;
					const snapshot = structuredClone(log);
					const r = append(roundRules, log, entry, i);
					if (!r.ok) {
						expect(log).toEqual(snapshot);
						expect(replay(roundRules, log)).toEqual(before);
						continue;
					}
					if (entry.type === 'place') {
						expect(replayStates(roundRules, r.log)).toHaveLength(depth + 1);
						const undone = append(roundRules, r.log, { type: 'undo' }, i);
						expect(undone.ok && replay(roundRules, undone.log)).toEqual(before);
					}
					log = r.log;
					// Whatever was accepted: nobody's coins below 0, Khan's Favor never over 4 dice, rising left to right.
					const s = replay(roundRules, log);
					expect(s.coins.every((c) => c >= 0)).toBe(true);
					const favor = (s.board.uses['khans-favor'] ?? []).map((u) => u.dice[0]!.value ?? 0);
					expect(favor.length).toBeLessThanOrEqual(4);
					expect(favor).toEqual([...favor].sort((a, b) => a - b));
					// Each colour once per space (but the money bag).
					for (const [space, uses] of Object.entries(s.board.uses)) {
						if (space === 'money-bag') continue;
						const colours = uses!.filter((u) => u.dice.some((d) => d.kind === 'player')).map((u) => u.player);
						expect(new Set(colours).size).toBe(colours.length);
					}
				}
			}),
			{ numRuns: 100 }
		);
	});
});
