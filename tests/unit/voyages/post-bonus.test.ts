/**
 * City bonuses paid when a trading post is built (The Voyages of Marco Polo): a small city's bonus tile
 * at once (PL:504) and a large city's bonus tile to the first post there only (PL:536), by the travel entry
 * without dice and by the travel action alike, each in the player's turn. PL:n = line n of the Polish rulebook.
 *
 * Seed 'mp1-fixture' with smallCityTiles 'random' puts: Anxi camel-and-coins (1 camel, 3 coins),
 * Adana points-3, Kochi two-different-goods; Alexandria gold-2, Lan-Zhou camels-2, Samarcanda
 * good-of-choice, Moscow black-die (asserted below, so a change of the draw shows up here first).
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	POST_BONUS_MAX,
	UNKNOWN_SMALL_CITY_TILE,
	STANDARD_SETUP,
	createSetup,
	postBonusAt,
	roundIncome,
	voyagesRules,
	postMilestonePoints,
	type VoyagesEntry,
	type VoyagesEntryOf,
	type PostBonus
} from '../../../src/lib/engine/voyages/index.ts';
import { voyagesBuild, voyagesCreated, voyagesExpectAccepted, voyagesExpectRefused, voyagesPlay, voyagesTurnOf, type VoyagesLog } from './fixtures.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });
const travel = (player: number, path: string[], maxSteps = 6, postBonus?: PostBonus): VoyagesEntryOf<'travel'> => ({
	type: 'travel',
	player,
	path,
	maxSteps,
	...(postBonus !== undefined ? { postBonus } : {})
});
/** 3 players (7, 8, 9 coins; 2 camels each), small-city tiles drawn at random, play started; everyone gets 30 coins and 10 camels more. */
const randomTiles = (): VoyagesLog =>
	voyagesBuild(
		[],
		voyagesCreated(3, { smallCityTiles: 'random' }),
		{ type: 'setup.completed' },
		adjust(0, { coins: 30, camels: 10 }),
		adjust(1, { coins: 30, camels: 10 }),
		adjust(2, { coins: 30, camels: 10 })
	);

describe('mp1 small-city bonus on building a post (PL:504)', () => {
	it('the seed puts the tiles these tests rely on', () => {
		const s = state(randomTiles());
		const tileAt = (city: string) => s.setup!.map[city as 'anxi']!.find((i) => i.kind.endsWith('city-tile'));
		expect(tileAt('anxi')).toEqual({ kind: 'small-city-tile', tile: 'camel-and-coins' });
		expect(tileAt('adana')).toEqual({ kind: 'small-city-tile', tile: 'points-3' });
		expect(tileAt('kochi')).toEqual({ kind: 'small-city-tile', tile: 'two-different-goods' });
		expect(tileAt('alexandria')).toEqual({ kind: 'large-city-tile', tile: 'gold-2' });
		expect(tileAt('lan-zhou')).toEqual({ kind: 'large-city-tile', tile: 'camels-2' });
		expect(tileAt('samarcanda')).toEqual({ kind: 'large-city-tile', tile: 'good-of-choice' });
		expect(tileAt('moscow')).toEqual({ kind: 'large-city-tile', tile: 'black-die' });
	});

	it("Anxi's tile (1 camel, 3 coins) is paid on arrival to everyone building there, and again next round", () => {
		let log = randomTiles();
		expect(postBonusAt(state(log), 0, 'anxi')).toEqual({ automatic: { camels: 1, coins: 3 }, toEnter: null, extras: [] });
		// 3 steps: 12 coins (PL:558), Moscow → Anxi 3 camels; Moscow is passed through, no post there.
		log = voyagesExpectAccepted(voyagesTurnOf(log, 0), travel(0, ['venezia', 'oasis-a', 'moscow', 'anxi'])).log;
		let s = state(log);
		expect(s.players[0]).toMatchObject({ posts: ['anxi'], stock: { coins: 37 - 12 + 3, camels: 12 - 3 + 1 }, points: postMilestonePoints(1) });
		expect(s.largeCityTilesTaken).toEqual({});
		// A small city's tile stays: the next player building there gets it too; no second bonus for a post already there.
		expect(postBonusAt(s, 1, 'anxi')).toEqual({ automatic: { camels: 1, coins: 3 }, toEnter: null, extras: [] });
		expect(postBonusAt(s, 0, 'anxi')).toEqual({ automatic: {}, toEnter: null, extras: [] });
		log = voyagesPlay(log, travel(1, ['venezia', 'oasis-a', 'moscow', 'anxi']));
		s = state(log);
		expect(s.players[1]!.stock).toMatchObject({ coins: 38 - 12 + 3, camels: 12 - 3 + 1 });
		// The start of every later round pays it again (roundIncome, unchanged).
		expect(roundIncome(s, 0).automatic).toMatchObject({ camels: 1, coins: 3 });
	});

	it("Adana's 3 points go on the score track with the post's milestone points", () => {
		let log = voyagesPlay(randomTiles(), travel(2, ['venezia', 'alexandria']));
		const before = state(log).players[2]!;
		log = voyagesPlay(log, travel(2, ['alexandria', 'oasis-i', 'adana']));
		const after = state(log).players[2]!;
		expect(after.posts).toEqual(['alexandria', 'adana']);
		expect(after.points - before.points).toBe(3 + postMilestonePoints(2));
	});

	it('a tile placed by letter and not known asks to be entered; the entered bonus is added', () => {
		let log = voyagesBuild([], voyagesCreated(3), { type: 'setup.completed' }, adjust(0, { coins: 30, camels: 10 }));
		expect(postBonusAt(state(log), 0, 'anxi')).toEqual({ automatic: {}, toEnter: UNKNOWN_SMALL_CITY_TILE, extras: [] });
		log = voyagesExpectAccepted(voyagesTurnOf(log, 0), travel(0, ['venezia', 'oasis-a', 'moscow', 'anxi'], 6, { coins: 5 })).log;
		expect(state(log).players[0]!.stock).toMatchObject({ coins: 37 - 12 + 5, camels: 12 - 3 });
	});
});

describe('mp1 large-city bonus tile: the first post only (PL:536)', () => {
	it("Alexandria's 2 gold go to the first player building there, by the travel action; the second gets nothing", () => {
		let log = voyagesBuild(randomTiles(), { type: 'round.started' });
		for (let p = 0; p < 3; p++) log = voyagesBuild(log, { type: 'dice.rolled', player: p, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } });
		let s = state(log);
		expect(postBonusAt(s, 0, 'alexandria')).toEqual({ automatic: { gold: 2 }, toEnter: null, extras: [] });
		expect(postBonusAt(s, 1, 'alexandria')).toEqual({ automatic: { gold: 2 }, toEnter: null, extras: [] });
		log = voyagesBuild(log, { type: 'action', player: 0, dice: [0, 1], space: 'travel', path: ['venezia', 'alexandria'] }, { type: 'turn.ended', player: 0 });
		s = state(log);
		expect(s.players[0]!.stock.gold).toBe(2);
		expect(s.largeCityTilesTaken).toEqual({ alexandria: 0 });
		expect(postBonusAt(s, 1, 'alexandria')).toEqual({ automatic: {}, toEnter: null, extras: [] });
		// Nothing is left to enter either.
		log = voyagesTurnOf(log, 1);
		voyagesExpectRefused(log, travel(1, ['venezia', 'alexandria'], 1, { gold: 2 }), 'voyages_refusal_post_bonus_not_needed');
		log = voyagesBuild(log, travel(1, ['venezia', 'alexandria'], 1));
		s = state(log);
		expect(s.players[1]!.posts).toEqual(['alexandria']);
		expect(s.players[1]!.stock.gold).toBe(0);
		expect(s.largeCityTilesTaken).toEqual({ alexandria: 0 });
	});

	it("Lan-Zhou's 2 camels by the dice-less travel entry", () => {
		const first = voyagesPlay(randomTiles(), travel(1, ['venezia', 'oasis-e', 'samarcanda']));
		const before = state(voyagesTurnOf(first, 1)).players[1]!.stock;
		const log = voyagesPlay(first, travel(1, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou']));
		const s = state(log);
		// Venezia → Samarcanda: 7 coins, 3 camels; → Lan-Zhou: 12 coins, 2 + 4 + 2 camels (PL:562); +2 camels from the tile.
		expect(state(first).players[1]!.stock).toMatchObject({ coins: 38 - 7, camels: 12 - 3 });
		expect(s.players[1]!.stock).toMatchObject({ coins: before.coins - 12, camels: before.camels - 8 + 2 });
		expect(s.largeCityTilesTaken).toEqual({ samarcanda: 1, 'lan-zhou': 1 });
	});
});

describe('mp1 a bonus the table resolves: postBonus', () => {
	it("Samarcanda's good of choice: the tile is to enter, the entered good is added (dice-less and with dice)", () => {
		let log = randomTiles();
		expect(postBonusAt(state(log), 0, 'samarcanda')).toEqual({ automatic: {}, toEnter: 'good-of-choice', extras: [] });
		log = voyagesExpectAccepted(voyagesTurnOf(log, 0), travel(0, ['venezia', 'oasis-e', 'samarcanda'], 2, { silk: 1 })).log;
		let s = state(log);
		expect(s.players[0]!.stock).toMatchObject({ coins: 37 - 7, camels: 12 - 3, silk: 1 });
		expect(s.largeCityTilesTaken).toEqual({ samarcanda: 0 });

		// With dice: Kochi's two different goods, through the travel action.
		log = voyagesPlay(randomTiles(), adjust(2, { coins: 30, camels: 10 }), travel(2, ['venezia', 'alexandria']), travel(2, ['alexandria', 'oasis-i', 'adana']));
		log = voyagesTurnOf(log, 2);
		s = state(log);
		expect(postBonusAt(s, 2, 'kochi')).toEqual({ automatic: {}, toEnter: 'two-different-goods', extras: [] });
		const before = s.players[2]!.stock;
		const r = voyagesExpectAccepted(log, {
			type: 'action',
			player: 2,
			dice: [0, 1],
			space: 'travel',
			path: ['adana', 'kochi'],
			postBonus: { pepper: 1, gold: 1 }
		});
		// 1 step: the travel cost (3 coins) and the route's 15 coins; +1 pepper, +1 gold.
		const after = r.state.players[2]!.stock;
		expect(after.coins - before.coins).toBe(-3 - 15);
		expect(r.state.players[2]!.posts).toEqual(['alexandria', 'adana', 'kochi']);
		expect(after.pepper - before.pepper).toBe(1);
		expect(after.gold - before.gold).toBe(1);
		expect(after.silk - before.silk).toBe(0);
	});

	it('postBonus is optional: without it the choice simply adds nothing; a black die tile is taken with the travel (EN supplement)', () => {
		let log = voyagesPlay(randomTiles(), travel(0, ['venezia', 'oasis-e', 'samarcanda'], 2));
		expect(state(log).players[0]!.stock).toMatchObject({ coins: 37 - 7, camels: 12 - 3, pepper: 0, silk: 0, gold: 0 });
		expect(postBonusAt(state(log), 1, 'moscow')).toEqual({ automatic: {}, toEnter: null, extras: ['black-die'] });
		// A game stored before the app took the black die entered it as nothing: still accepted.
		log = voyagesTurnOf(log, 1);
		voyagesExpectAccepted(log, travel(1, ['venezia', 'oasis-a', 'moscow'], 2, {}));
		const r = voyagesExpectAccepted(log, { ...travel(1, ['venezia', 'oasis-a', 'moscow'], 2), extras: { blackDie: 4 } });
		expect(r.state.largeCityTilesTaken).toEqual({ samarcanda: 0, moscow: 1 });
		expect(r.state.players[1]!.dice.at(-1)).toEqual({ value: 4, kind: 'black' });
		expect(r.state.blackDieTakenThisTurn).toBe(false);
	});

	it('a malformed or needless postBonus is refused with the log unchanged', () => {
		const log = voyagesTurnOf(randomTiles(), 0);
		const toSamarcanda = (postBonus: unknown) => ({ ...travel(0, ['venezia', 'oasis-e', 'samarcanda'], 2), postBonus });
		voyagesExpectRefused(log, toSamarcanda('silk'), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, toSamarcanda([1]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, toSamarcanda(null), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, toSamarcanda({ jade: 1 }), 'refusal_no_such_resource');
		voyagesExpectRefused(log, toSamarcanda({ silk: 1.5 }), 'refusal_not_whole_number', { field: 'silk' });
		voyagesExpectRefused(log, toSamarcanda({ silk: '1' }), 'refusal_not_whole_number', { field: 'silk' });
		voyagesExpectRefused(log, toSamarcanda({ silk: -1 }), 'refusal_not_whole_number', { field: 'silk' });
		voyagesExpectRefused(log, toSamarcanda({ silk: POST_BONUS_MAX + 1 }), 'voyages_refusal_post_bonus_max', { max: 99 });
		// Nothing to enter: a plain tile (Anxi), no post built (an oasis).
		voyagesExpectRefused(log, travel(0, ['venezia', 'oasis-a', 'moscow', 'anxi'], 6, { coins: 1 }), 'voyages_refusal_post_bonus_not_needed');
		voyagesExpectRefused(log, travel(0, ['venezia', 'oasis-a'], 6, { coins: 1 }), 'voyages_refusal_post_bonus_not_needed');
		// On an action: only the travel space takes it.
		const round = log;
		voyagesExpectRefused(round, { type: 'action', player: 0, dice: [0], space: 'take-5-coins', postBonus: { coins: 1 } }, 'voyages_refusal_malformed');
		voyagesExpectRefused(
			round,
			{ type: 'action', player: 0, dice: [0, 1], space: 'travel', path: ['venezia', 'oasis-e', 'samarcanda'], postBonus: { silk: -1 } },
			'refusal_not_whole_number'
		);
	});
});

describe('mp1 Wilhelm von Rubruk builds on the way: every post built pays', () => {
	it('the bonuses of all the posts built add up; postBonus covers the ones to enter', () => {
		let seed = '';
		for (let i = 0; !seed; i++) {
			const r = createSetup(`rubruk-${i}`, { ...STANDARD_SETUP, smallCityTiles: 'random', characters: 'draft', players: 2 });
			if (r.ok && r.setup.draft!.offered.includes('wilhelm-von-rubruk')) seed = `rubruk-${i}`;
		}
		const offered = (
			createSetup(seed, { ...STANDARD_SETUP, smallCityTiles: 'random', characters: 'draft', players: 2 }) as {
				ok: true;
				setup: { draft: { offered: string[] } };
			}
		).setup.draft.offered;
		const other = offered.find((t) => !['kubilai-khan', 'niccolo-marco-polo', 'johannes-carpini', 'wilhelm-von-rubruk'].includes(t))!;
		let log = voyagesBuild(
			[],
			voyagesCreated(2, { characters: 'draft', smallCityTiles: 'random' }, seed),
			{ type: 'character.chosen', player: 1, tile: 'wilhelm-von-rubruk' },
			{ type: 'character.chosen', player: 0, tile: other },
			{ type: 'setup.completed' },
			adjust(1, { coins: 30, camels: 10 })
		);
		log = voyagesTurnOf(log, 1);
		const s = state(log);
		const moscow = postBonusAt(s, 1, 'moscow');
		const anxi = postBonusAt(s, 1, 'anxi');
		const toEnter = moscow.toEnter !== null || anxi.toEnter !== null;
		const entered: PostBonus = { pepper: 1 };
		const before = s.players[1]!;
		log = voyagesExpectAccepted(log, travel(1, ['venezia', 'oasis-a', 'moscow', 'anxi'], 6, toEnter ? entered : undefined)).log;
		const after = state(log);
		expect(after.players[1]!.posts).toEqual(['moscow', 'anxi']);
		expect(after.largeCityTilesTaken).toEqual({ moscow: 1 });
		const gained = (k: 'coins' | 'camels' | 'pepper' | 'silk' | 'gold') => after.players[1]!.stock[k] - before.stock[k];
		const bonus = (k: 'coins' | 'camels' | 'pepper' | 'silk' | 'gold' | 'points') =>
			(moscow.automatic[k] ?? 0) + (anxi.automatic[k] ?? 0) + (toEnter ? (entered[k] ?? 0) : 0);
		expect(gained('coins')).toBe(-12 + bonus('coins'));
		expect(gained('camels')).toBe(-3 + bonus('camels'));
		for (const k of ['pepper', 'silk', 'gold'] as const) expect(gained(k)).toBe(bonus(k));
		expect(after.players[1]!.points - before.points).toBe(postMilestonePoints(1) + postMilestonePoints(2) + bonus('points'));
	});
});
