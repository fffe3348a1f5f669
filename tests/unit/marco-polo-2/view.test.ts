/**
 * What the table screen of Marco Polo II reads off a state and sends (view/table.ts): each helper agrees with
 * the rules, so an entry built by one is accepted where the table is.
 */
import { describe, expect, it } from 'vitest';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import {
	ACTION_SPACES,
	CONTRACT_PAY_KEYS,
	GUILDS,
	OFFER_PAY_KEYS,
	ROUNDS,
	guildImprovedBonusId,
	guildUpgradeCostId
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import {
	CITY_CARDS,
	actingPlayer,
	actionEntry,
	contractEntry,
	holdings,
	improvableSeals,
	newActionForm,
	playedOut,
	postsToMove,
	rollOf,
	roundBonusesFromCopy,
	roundStartOf,
	roundToStart,
	sealImprovement,
	sealValuesToKeep,
	spaceGroup,
	toRoll,
	tradingPostEntry,
	travelPosts,
	type ActionForm
} from '../../../src/lib/engine/marco-polo-2/view/table.ts';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { extend, give, playerOf, playingLog, quietRound, stateOf, tableOf, turnsLog } from './tracker-helpers.ts';

const form = (fields: Partial<ActionForm> = {}): ActionForm => ({ ...newActionForm(), ...fields });
const seal = (player: number, guild: string, state: string): Entry => ({ type: 'table.seal', player, guild, seal: state }) as Entry;
const post = (player: number, city: string): Entry => ({ type: 'table.tradingPost', player, city, gain: {} });

describe('mp2 view: rounds and dice', () => {
	it('a round may start before the first and once a round is over, never after the last', () => {
		let log = playingLog({ players: 2 });
		expect(roundToStart(stateOf(log))).toBe(1);
		expect(playedOut(stateOf(log))).toBe(false);
		log = extend(log, { type: 'round.started', bonuses: [] });
		expect(roundToStart(stateOf(log))).toBeNull();
		log = quietRound(playingLog({ players: 2 }));
		expect(tableOf(log).stage).toBe('round-over');
		expect(roundToStart(stateOf(log))).toBe(2);
		for (let r = 2; r <= ROUNDS; r++) log = quietRound(log);
		expect(roundToStart(stateOf(log))).toBeNull();
		expect(playedOut(stateOf(log))).toBe(true);
	});

	it('who still rolls, and whose turn it is once all have', () => {
		let log = extend(playingLog({ players: 3, firstPlayer: 1 }), { type: 'round.started', bonuses: [] });
		expect(toRoll(stateOf(playingLog({ players: 3 })))).toEqual([]);
		expect(toRoll(stateOf(log))).toEqual([0, 1, 2]);
		expect(actingPlayer(stateOf(log))).toBeNull();
		log = extend(log, { type: 'dice.rolled', player: 2, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } });
		expect(toRoll(stateOf(log))).toEqual([0, 1]);
		expect(actingPlayer(stateOf(turnsLog({ players: 3, firstPlayer: 1 })))).toBe(1);
		expect(toRoll(stateOf(turnsLog({ players: 3 })))).toEqual([]);
	});

	it('each player rolls 5 dice; below 15 the difference is due (RU L784–790)', () => {
		expect(rollOf().count).toBe(5);
		expect(rollOf().due([1, 1, 1, 1, 1])).toBe(10);
		expect(rollOf().due([3, 3, 3, 3, 3])).toBe(0);
	});

	it("a player's holdings are their stock with their points", () => {
		const p = playerOf(turnsLog({ players: 2 }), 0);
		expect(holdings(p)).toEqual({ ...p.stock, points: p.points });
	});
});

describe('mp2 view: the start of a round', () => {
	it('round 1 gives nothing to enter; later rounds the income by itself, the table enters the rest', () => {
		const characters = ['abha-basu', 'mailin-tian-chin', 'de-wu'] as const;
		let log = playingLog({ players: 3, characters });
		expect(roundStartOf(stateOf(log), 0)).toEqual({ automatic: {}, enter: false, twice: false });
		log = quietRound(extend(log, seal(2, 'jewelers', 'improved')));
		const s = stateOf(log);
		expect(roundStartOf(s, 0)).toEqual({ automatic: { coins: 2 }, enter: true, twice: false });
		// Mailin & Tian Chin: one of the bonuses counts twice.
		expect(roundStartOf(s, 1)).toEqual({ automatic: {}, enter: true, twice: true });
		// The jewelers' improved seal is built in (RU L666): 2 camels by itself.
		expect(roundStartOf(s, 2)).toEqual({ automatic: { camels: 2 }, enter: true, twice: false });
	});

	it("offers the improved seals' bonuses a copy holds, not the built-in ones", () => {
		let log = playingLog({ players: 2 });
		const copy = { values: { [guildImprovedBonusId('farmers')]: { pepper: 1 }, [guildImprovedBonusId('tailors')]: { silk: 1, coins: 1 } } };
		log = extend(log, seal(0, 'farmers', 'improved'), seal(0, 'tailors', 'improved'), seal(0, 'jewelers', 'improved'), seal(1, 'farmers', 'basic'));
		expect(roundBonusesFromCopy(stateOf(log), copy)).toEqual({});
		log = quietRound(log);
		expect(roundBonusesFromCopy(stateOf(log), copy)).toEqual({ 0: { pepper: 1, silk: 1, coins: 1 } });
		expect(roundBonusesFromCopy(stateOf(log), emptyCopy())).toEqual({});
		// What the screen offers is what the rules accept.
		expectAccepted(log, { type: 'round.started', bonuses: [{ player: 0, gain: { pepper: 1, silk: 1, coins: 1 } }] });
	});
});

describe('mp2 view: a main action', () => {
	it('every action space has a form group; travel spaces build 1 trading post, the upper 2', () => {
		expect(ACTION_SPACES.map(spaceGroup)).toEqual([
			'books',
			'books',
			'books',
			'books',
			'khansFavor',
			'guildSeal',
			'travel',
			'travel',
			'travel',
			'contracts',
			'specialCity',
			'specialCity',
			'specialCity',
			'cityCard'
		]);
		expect(ACTION_SPACES.map(travelPosts)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0]);
		expect(CITY_CARDS).toEqual(['area-1', 'area-2', 1, 2, 3, 4, 5, 6]);
	});

	it('builds entries the rules accept: dice in board order, only what the space reads', () => {
		const log = turnsLog({
			players: 2,
			faces: [
				[5, 2, 3, 4, 1],
				[1, 2, 3, 4, 5]
			],
			before: [{ type: 'table.tradingPost', player: 0, city: 'kabul', gain: {} }]
		});
		const all = form({ pay: { jade: 0 }, gain: { silk: 2 }, guild: 'tailors', take: 2, posts: ['pagan'] });
		expect(actionEntry(0, [0], 'book-3-upper', all)).toEqual({
			type: 'action',
			player: 0,
			dice: [0],
			space: 'book-3-upper',
			pay: { jade: 0 },
			gain: { silk: 2 }
		});
		expect(actionEntry(0, [0], 'khans-favor', all)).toEqual({ type: 'action', player: 0, dice: [0], space: 'khans-favor' });
		const sealEntry = actionEntry(0, [2, 0], 'guild-seal', all);
		expect(sealEntry).toEqual({ type: 'action', player: 0, dice: [0, 2], space: 'guild-seal', guild: 'tailors' });
		expect(expectAccepted(log, sealEntry).state.table!.players[0]!.seals.tailors).toBe('basic');
		expect(actionEntry(0, [1], 'contracts', all)).toEqual({ type: 'action', player: 0, dice: [1], space: 'contracts', take: 2, discard: [] });
		expectAccepted(log, actionEntry(0, [1], 'contracts', form({ take: 1 })));
		expect(actionEntry(0, [4], 'hormuz', form({ slot: 2, gain: { coins: 3 } }))).toEqual({
			type: 'action',
			player: 0,
			dice: [4],
			space: 'hormuz',
			slot: 2,
			gain: { coins: 3 }
		});
		const card = actionEntry(0, [4], 'city-card', form({ card: 'area-2', pay: { camels: 1 }, gain: { points: 2 } }));
		expect(card).toEqual({ type: 'action', player: 0, dice: [4], space: 'city-card', card: 'area-2', pay: { camels: 1 }, gain: { points: 2 } });
		expect(expectAccepted(log, card).state.table!.players[0]!.points).toBe(2);
	});

	it('a journey sends as many trading posts as its space builds, trimmed, and the post moved only with one built', () => {
		const log = turnsLog({
			players: 2,
			faces: [
				[3, 3, 3, 3, 3],
				[1, 2, 3, 4, 5]
			]
		});
		const typed = form({ steps: 2, pay: { coins: 1 }, posts: [' pagan ', 'fuzhou'], movedFrom: 'kashgar', gain: { camels: 1 } });
		const upper = actionEntry(0, [2, 0, 1], 'travel-upper', typed);
		expect(upper).toMatchObject({ dice: [0, 1, 2], steps: 2, routeCost: { coins: 1 }, tradingPosts: ['pagan', 'fuzhou'], movedFrom: 'kashgar' });
		const lower = actionEntry(0, [0], 'travel-lower', form({ posts: ['pagan', 'fuzhou'] }));
		expect(lower).toMatchObject({ space: 'travel-lower', steps: 1, tradingPosts: ['pagan'] });
		expect(expectAccepted(log, lower).state.table!.players[0]!.tradingPosts).toEqual(['pagan']);
		expect(actionEntry(0, [0], 'travel-middle', form({ posts: ['', 'x'], movedFrom: 'pagan' }))).not.toHaveProperty('movedFrom');
		expect(actionEntry(0, [0], 'travel-middle', form({ posts: ['', 'x'] }))).toMatchObject({ tradingPosts: [] });
	});

	it("the offer's and the contract's pay fields hold what the rules take", () => {
		const log = turnsLog({ players: 2, before: [give(0, { coins: 5, pepper: 2, silk: 1, gold: 1, jade: 2 })] });
		expect(OFFER_PAY_KEYS).toEqual(['jade']);
		expectRefused(log, actionEntry(0, [0], 'book-1', form({ pay: { coins: 1 } })), 'marco_polo_2_refusal_offer_cost');
		expectAccepted(log, actionEntry(0, [0], 'book-1', form({ pay: { jade: 2 } })));
		expect(CONTRACT_PAY_KEYS).not.toContain('coins');
		expectRefused(log, contractEntry(0, { contract: 0, pay: { coins: 1 }, reward: {} }), 'marco_polo_2_refusal_contract_cost');
		for (const k of CONTRACT_PAY_KEYS) expectAccepted(log, contractEntry(0, { contract: 0, pay: { [k]: 1 }, reward: {} }));
	});
});

describe('mp2 view: bonus actions and corrections', () => {
	it('a contract fulfilled sends its "+1"s and black die only when it gives them', () => {
		const log = turnsLog({ players: 2, before: [give(0, { pepper: 2 })] });
		const plain = contractEntry(0, { contract: 0, pay: { pepper: 2 }, reward: { points: 3 }, plusOnes: 0, blackDieFace: null });
		expect(plain).toEqual({ type: 'bonus.fulfilContract', player: 0, contract: 0, pay: { pepper: 2 }, reward: { points: 3 } });
		const extras = contractEntry(0, { contract: 0, pay: { pepper: 2 }, reward: {}, plusOnes: 1, blackDieFace: 4 });
		expect(extras.reward2).toEqual({ plusOnes: 1, blackDieFace: 4 });
		const p = expectAccepted(log, extras).state.table!.players[0]!;
		expect(p.plusOnes).toBe(1);
		expect(p.dice.at(-1)).toEqual({ face: 4, black: true });
	});

	it("a seal's improvement: built in, else the game's copy, else the phone's, else empty; the phone keeps what it lacks", () => {
		const game = { values: { [guildUpgradeCostId('farmers')]: { coins: 4 } } };
		const phone = { values: { [guildUpgradeCostId('farmers')]: { coins: 9 }, [guildImprovedBonusId('farmers')]: { pepper: 1 } } };
		expect(sealImprovement(game, phone, 'jewelers')).toEqual({ cost: { coins: 9, gold: 2 }, bonus: { camels: 2 } });
		expect(sealImprovement(game, phone, 'farmers')).toEqual({ cost: { coins: 4 }, bonus: { pepper: 1 } });
		expect(sealImprovement(emptyCopy(), emptyCopy(), 'tailors')).toEqual({ cost: {}, bonus: {} });
		expect(sealValuesToKeep(phone, 'farmers', { coins: 4 }, { pepper: 1 })).toEqual([]);
		expect(sealValuesToKeep(emptyCopy(), 'jewelers', { coins: 9, gold: 2 }, { camels: 2 })).toEqual([]);
		expect(sealValuesToKeep({ values: { [guildUpgradeCostId('spicers')]: { coins: 5 } } }, 'spicers', { coins: 5 }, { silk: 1 })).toEqual([
			{ id: guildImprovedBonusId('spicers'), value: { silk: 1 } }
		]);
	});

	it('the seals a player may improve are those held on their basic side', () => {
		const log = turnsLog({ players: 2, before: [seal(0, 'tailors', 'basic'), seal(0, 'farmers', 'improved'), seal(0, 'jewelers', 'basic')] });
		expect(improvableSeals(playerOf(log, 0))).toEqual(['tailors', 'jewelers']);
		expect(improvableSeals(playerOf(log, 1))).toEqual([]);
		expect(GUILDS.filter((g) => !improvableSeals(playerOf(log, 0)).includes(g))).toEqual(['farmers', 'spicers']);
	});

	it('a trading post recorded moves one only once all 11 are out', () => {
		const cities = Array.from({ length: 11 }, (_, i) => `city-${i}`);
		let log = playingLog({ players: 2 });
		expect(postsToMove(playerOf(log, 0))).toEqual([]);
		expect(tradingPostEntry(tableOf(log), 0, { city: 'pagan', gain: {}, movedFrom: 'city-0' })).toEqual({
			type: 'table.tradingPost',
			player: 0,
			city: 'pagan',
			gain: {}
		});
		log = extend(log, ...cities.map((c) => post(0, c)));
		expect(postsToMove(playerOf(log, 0))).toEqual(cities);
		const moved = tradingPostEntry(tableOf(log), 0, { city: 'pagan', gain: { coins: 1 }, movedFrom: 'city-3' });
		expect(moved).toEqual({ type: 'table.tradingPost', player: 0, city: 'pagan', gain: { coins: 1 }, movedFrom: 'city-3' });
		expect(expectAccepted(log, moved).state.table!.players[0]!.tradingPosts).toContain('pagan');
	});
});
