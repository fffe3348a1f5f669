/**
 * Start-of-round bonuses of The Voyages of Marco Polo (round sequence step 2,
 * PL:861 and PL:880–884): the characters' "!" bonuses and the small-city tiles
 * where a player has a trading post (again every round, PL:504), given by the
 * round.started entry; what the app cannot work out is entered with it.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	SMALL_CITY_TILES,
	STANDARD_SETUP,
	createSetup,
	roundIncome,
	voyagesRules,
	type VoyagesEntry,
	type VoyagesSetup,
	type SetupOptions
} from '../../../src/lib/engine/voyages/index.ts';
import {
	voyagesBuild,
	voyagesCompleteContract,
	voyagesCreated,
	voyagesExpectAccepted,
	voyagesExpectRefused,
	voyagesPlay,
	voyagesPlayingLog,
	voyagesRoundOver,
	type VoyagesLog
} from './fixtures.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const start: VoyagesEntry = { type: 'round.started' };
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });
/** Venezia → Alexandria → oasis I → Adana: 3 steps, 12 coins (PL:558) and the route's 2 camels. */
const toAdana = (player: number): VoyagesEntry => ({ type: 'travel', player, path: ['venezia', 'alexandria', 'oasis-i', 'adana'], maxSteps: 3 });

type Options = Partial<Omit<SetupOptions, 'players'>>;
const setupOf = (seed: string, players: number, options: Options): VoyagesSetup => {
	const r = createSetup(seed, { ...STANDARD_SETUP, ...options, players });
	if (!r.ok) throw new Error(JSON.stringify(r.refusal));
	return r.setup;
};
/** The first seed `round-bonus-<i>` whose setup fits. */
function seedWhere(players: number, options: Options, fits: (s: VoyagesSetup) => boolean): string {
	for (let i = 0; i < 2000; i++) if (fits(setupOf(`round-bonus-${i}`, players, options))) return `round-bonus-${i}`;
	throw new Error('no seed fits');
}

/** A drafted game in play where the first seats to choose take `wanted`, in that order; the seat of each tile. */
function drafted(players: number, wanted: string[], options: Options = {}): { log: VoyagesLog; seatOf: (tile: string) => number } {
	const o = { ...options, characters: 'draft' as const };
	const seed = seedWhere(players, o, (s) => wanted.every((t) => s.draft!.offered.includes(t)));
	let log = voyagesBuild([], voyagesCreated(players, o, seed));
	const setup = state(log).setup!;
	const rest = setup.draft!.offered.filter((t) => !wanted.includes(t));
	setup.draft!.order.forEach(
		(seat, k) => (log = voyagesBuild(log, { type: 'character.chosen', player: seat, tile: k < wanted.length ? wanted[k]! : rest.shift()! }))
	);
	log = voyagesBuild(log, { type: 'setup.completed' });
	return { log, seatOf: (tile) => state(log).players.findIndex((p) => p.tile === tile) };
}

const tileAt = (setup: VoyagesSetup, city: string) => {
	const item = setup.map[city]!.find((i) => i.kind === 'small-city-tile');
	return item?.kind === 'small-city-tile' ? item.tile : null;
};
const plainTile = (id: string | null) => SMALL_CITY_TILES.find((t) => t.id === id && t.reward.extras.length === 0);
const choiceTile = (id: string | null) => SMALL_CITY_TILES.find((t) => t.id === id && t.reward.extras.length > 0);

describe('mp1 start-of-round bonuses: characters', () => {
	it('Johannes Carpini takes 3 coins at the start of every round, the first included', () => {
		const { log: log0, seatOf } = drafted(3, ['johannes-carpini']);
		const j = seatOf('johannes-carpini');
		const coins = state(log0).players.map((p) => p.stock.coins);
		expect(roundIncome(state(log0), j)).toEqual({ automatic: { coins: 3 }, toEnter: [] });
		let log = voyagesBuild(log0, start);
		expect(state(log).players.map((p) => p.stock.coins)).toEqual(coins.map((c, i) => (i === j ? c + 3 : c)));
		log = voyagesBuild(log, start, start);
		expect(state(log).round).toBe(3);
		expect(state(log).players[j]!.stock.coins).toBe(coins[j]! + 9);
	});

	it('Niccolò & Marco Polo take 1 camel each round; Johannes his 3 coins beside them', () => {
		const { log: log0, seatOf } = drafted(2, ['niccolo-marco-polo', 'johannes-carpini']);
		const n = seatOf('niccolo-marco-polo');
		const j = seatOf('johannes-carpini');
		const before = state(log0).players.map((p) => p.stock);
		expect(roundIncome(state(log0), n)).toEqual({ automatic: { camels: 1 }, toEnter: [] });
		const log = voyagesBuild(log0, start, start);
		const after = state(log).players;
		expect(after[n]!.stock).toEqual({ ...before[n], camels: before[n]!.camels + 2 });
		expect(after[j]!.stock).toEqual({ ...before[j], coins: before[j]!.coins + 6 });
	});

	it('characters without a "!" bonus get nothing', () => {
		const log0 = voyagesPlayingLog(4);
		const before = state(log0).players.map((p) => ({ stock: p.stock, points: p.points }));
		for (let i = 0; i < 4; i++) expect(roundIncome(state(log0), i).automatic).toEqual({});
		expect(state(voyagesBuild(log0, start, start)).players.map((p) => ({ stock: p.stock, points: p.points }))).toEqual(before);
	});

	it('Matteo Polo takes the top contract of the special pile into a free active space; with both full he keeps them or puts one away for it (PL:406)', () => {
		// First game, 3 players: seat 1 is Matteo Polo, with his starting contract.
		let log = voyagesPlayingLog(3);
		const board = state(log).setup!.board;
		const starting = state(log).players[1]!.contracts[0]!;
		log = voyagesBuild(log, start);
		let s = state(log);
		expect(s.players[1]!.contracts).toEqual([starting, board.specialPile[0]]);
		expect(s.specialPile).toEqual(board.specialPile.slice(1));
		expect(s.players.filter((_, i) => i !== 1).every((p) => p.contracts.length === 1)).toBe(true);
		// Both spaces full: without a contract put away, it stays on the pile (leftovers of round 1 go under it).
		const full = voyagesBuild(log, start);
		s = state(full);
		expect(s.players[1]!.contracts).toEqual([starting, board.specialPile[0]]);
		expect(s.specialPile).toEqual([...board.specialPile.slice(1), ...board.contractSpaces]);
		// Or he puts one away for it: the starting contract leaves the game, another goes under the pile.
		s = voyagesExpectAccepted(log, { ...start, discard: starting }).state;
		expect(s.players[1]!.contracts).toEqual([board.specialPile[0], board.specialPile[1]]);
		expect(s.specialPile).toEqual([...board.specialPile.slice(2), ...board.contractSpaces]);
		s = voyagesExpectAccepted(log, { ...start, discard: board.specialPile[0]! }).state;
		expect(s.players[1]!.contracts).toEqual([starting, board.specialPile[1]]);
		expect(s.specialPile).toEqual([...board.specialPile.slice(2), ...board.contractSpaces, board.specialPile[0]]);
		voyagesExpectRefused(log, { ...start, discard: 'C99' }, 'refusal_no_such_contract');
		voyagesExpectRefused(voyagesPlayingLog(3), { ...start, discard: starting }, 'voyages_refusal_contract_discard_not_needed');
		// A contract completed frees a space: the next round fills it from the top.
		log = voyagesRoundOver(voyagesPlay(full, ...voyagesCompleteContract(1, starting)));
		log = voyagesBuild(log, start);
		s = state(log);
		expect(s.players[1]!.contracts).toEqual([board.specialPile[0], board.specialPile[1]]);
		expect(s.specialPile.slice(0, board.specialPile.length - 2)).toEqual(board.specialPile.slice(2));
	});
});

describe('mp1 start-of-round bonuses: small cities', () => {
	it('a trading post in a small city gives its tile again at every round start; no post, no bonus', () => {
		const options: Options = { smallCityTiles: 'random' };
		const seed = seedWhere(3, options, (s) => plainTile(tileAt(s, 'adana')) !== undefined);
		let log = voyagesBuild([], voyagesCreated(3, options, seed), { type: 'setup.completed' }, start);
		const tile = plainTile(tileAt(state(log).setup!, 'adana'))!;
		// Raschid ad-Din Sinan (seat 0) has no "!" bonus; 10 coins more to pay the journey.
		log = voyagesPlay(log, adjust(0, { coins: 10 }), toAdana(0));
		const s1 = state(log);
		expect(s1.players[0]!.posts).toEqual(['adana']);
		expect(roundIncome(s1, 0)).toEqual({ automatic: tile.reward.amounts, toEnter: [] });
		expect(roundIncome(s1, 2)).toEqual({ automatic: {}, toEnter: [] });
		log = voyagesBuild(log, start);
		const s2 = state(log);
		const amounts = tile.reward.amounts as Record<string, number>;
		const p = s1.players[0]!;
		expect(s2.players[0]!.stock).toEqual({
			coins: p.stock.coins + (amounts.coins ?? 0),
			camels: p.stock.camels + (amounts.camels ?? 0),
			pepper: p.stock.pepper + (amounts.pepper ?? 0),
			silk: p.stock.silk + (amounts.silk ?? 0),
			gold: p.stock.gold + (amounts.gold ?? 0)
		});
		expect(s2.players[0]!.points).toBe(p.points + (amounts.points ?? 0));
		// Seat 2 (Berke Khan) has no post there: nothing.
		expect(s2.players[2]!.stock).toEqual(s1.players[2]!.stock);
		expect(s2.players[2]!.points).toBe(s1.players[2]!.points);
	});

	it('a tile with a choice, or one the copy does not name, is left to enter', () => {
		const options: Options = { smallCityTiles: 'random' };
		const seed = seedWhere(3, options, (s) => choiceTile(tileAt(s, 'adana')) !== undefined);
		let log = voyagesPlay([], voyagesCreated(3, options, seed), { type: 'setup.completed' }, adjust(0, { coins: 10 }), toAdana(0));
		const before = state(log).players[0]!;
		expect(roundIncome(state(log), 0)).toEqual({ automatic: {}, toEnter: ['adana'] });
		log = voyagesBuild(log, start);
		expect(state(log).players[0]!.stock).toEqual(before.stock);
		// By letter, with a copy that does not say which tile Adana has: unknown.
		log = voyagesPlay(voyagesPlayingLog(3), adjust(0, { coins: 10 }), toAdana(0));
		expect(state(log).setup!.options.smallCityTiles).toBe('by-letter');
		expect(tileAt(state(log).setup!, 'adana')).toBe(null);
		expect(roundIncome(state(log), 0)).toEqual({ automatic: {}, toEnter: ['adana'] });
		expect(roundIncome(state(log), 9)).toEqual({ automatic: {}, toEnter: [] });
	});
});

describe('mp1 start-of-round bonuses entered with the round', () => {
	it('entered bonuses add to the automatic ones; several for one player add up', () => {
		const { log: log0, seatOf } = drafted(3, ['johannes-carpini']);
		const j = seatOf('johannes-carpini');
		const other = (j + 1) % 3;
		const before = state(log0).players;
		const s = voyagesExpectAccepted(log0, {
			type: 'round.started',
			bonuses: [
				{ player: j, gain: { silk: 1, gold: 1 } },
				{ player: other, gain: { points: 2, camels: 1 } },
				{ player: other, gain: { pepper: 1 } }
			]
		}).state;
		expect(s.players[j]!.stock).toEqual({ ...before[j]!.stock, coins: before[j]!.stock.coins + 3, silk: 1, gold: 1 });
		expect(s.players[other]!.stock).toEqual({ ...before[other]!.stock, camels: before[other]!.stock.camels + 1, pepper: 1 });
		expect(s.players[other]!.points).toBe(before[other]!.points + 2);
		expect(voyagesExpectAccepted(log0, { type: 'round.started', bonuses: [] }).state.players[j]!.stock.coins).toBe(before[j]!.stock.coins + 3);
	});

	it('malformed bonuses are refused and nothing is stored', () => {
		const log = voyagesPlayingLog(3);
		const round = (bonuses: unknown) => ({ type: 'round.started', bonuses });
		voyagesExpectRefused(log, round('silk'), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, round([null]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, round([{ player: 0 }]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, round([{ player: 0, gain: [] }]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, round([{ player: 0, gain: {}, city: 'adana' }]), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, round([{ player: 3, gain: { coins: 1 } }]), 'refusal_no_such_player');
		voyagesExpectRefused(log, round([{ player: '0', gain: { coins: 1 } }]), 'refusal_no_such_player');
		voyagesExpectRefused(log, round([{ player: 0, gain: { jade: 1 } }]), 'refusal_no_such_resource');
		voyagesExpectRefused(log, round([{ player: 0, gain: { coins: -1 } }]), 'refusal_not_whole_number', { field: 'coins' });
		voyagesExpectRefused(log, round([{ player: 0, gain: { coins: 1.5 } }]), 'refusal_not_whole_number', { field: 'coins' });
		voyagesExpectRefused(
			log,
			round([
				{ player: 1, gain: { coins: 1 } },
				{ player: 0, gain: { gold: 100 } }
			]),
			'voyages_refusal_round_bonus_max',
			{ max: 99 }
		);
		expect(voyagesExpectAccepted(log, round([{ player: 0, gain: { gold: 99 } }]) as VoyagesEntry).state.players[0]!.stock.gold).toBe(99);
	});
});
