import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	CHARACTER_TILES,
	CITY_CARDS,
	GOAL_CARDS,
	LARGE_CITIES,
	LARGE_CITY_TILES,
	OTHER_CONTRACTS,
	SETUP_CHECKLIST_IDS,
	SMALL_CITIES,
	SMALL_CITY_TILES,
	STANDARD_SETUP,
	STARTING_CONTRACTS,
	checkCharacterPick,
	createSetup,
	nextToChoose,
	smallCityTileId,
	withCharacters,
	type MapItem,
	type VoyagesCopy,
	type VoyagesSetup,
	type SetupOptions
} from '../../../src/lib/engine/voyages/index.ts';
import { expectRefusal, expectRefused } from './helpers.ts';

const setupOf = (seed: string, options: Partial<SetupOptions> & { players: number }, copy?: VoyagesCopy): VoyagesSetup => {
	const r = createSetup(seed, { ...STANDARD_SETUP, ...options }, copy);
	if (!r.ok) throw new Error(JSON.stringify(r.refusal));
	return r.setup;
};
const items = <K extends MapItem['kind']>(s: VoyagesSetup, kind: K) =>
	Object.entries(s.map).flatMap(([at, list]) => list!.filter((i): i is Extract<MapItem, { kind: K }> => i.kind === kind).map((i) => ({ at, ...i })));

const optionsArb = fc
	.record({
		players: fc.integer({ min: 2, max: 4 }),
		smallCityTiles: fc.constantFrom('by-letter' as const, 'random' as const),
		characters: fc.constantFrom('first-game' as const, 'draft' as const),
		goalCards: fc.constantFrom('deal-2' as const, 'deal-4-keep-2' as const)
	})
	.chain(
		(o) =>
			fc.record({
				...Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fc.constant(v)])),
				firstPlayer: fc.integer({ min: 0, max: o.players - 1 })
			}) as fc.Arbitrary<SetupOptions>
	);
const seedArb = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);

/** Every count the rulebook gives, for any options. */
function expectWellFormed(s: VoyagesSetup) {
	const n = s.options.players;
	// The map: a small-city tile on each small city, a bonus tile and the city cards on each large city.
	expect(
		items(s, 'small-city-tile')
			.map((i) => i.at)
			.sort()
	).toEqual([...SMALL_CITIES].sort());
	expect(
		items(s, 'large-city-tile')
			.map((i) => i.at)
			.sort()
	).toEqual([...LARGE_CITIES].sort());
	const large = items(s, 'large-city-tile').map((i) => i.tile);
	expect(new Set([...large, ...s.boxed.largeCityTiles])).toEqual(new Set(LARGE_CITY_TILES.map((t) => t.id)));
	expect(large).toHaveLength(7);
	expect(s.boxed.largeCityTiles).toHaveLength(3);
	const cards = items(s, 'city-card');
	expect(cards).toHaveLength(9);
	expect(cards.filter((c) => c.at === 'sumatra').map((c) => c.space)).toEqual([1, 2, 3]);
	expect(new Set([...cards.map((c) => c.card), ...s.boxed.cityCards])).toEqual(new Set(CITY_CARDS.map((c) => c.id)));
	expect(s.boxed.cityCards).toHaveLength(22);
	if (s.options.smallCityTiles === 'random')
		expect(new Set(items(s, 'small-city-tile').map((i) => i.tile))).toEqual(new Set(SMALL_CITY_TILES.map((t) => t.id)));
	// Contracts: 6 on the board, 4 piles of 6, a special pile of 8: the 38, each once.
	expect(s.board.contractSpaces).toHaveLength(6);
	expect(s.board.contractPiles.map((p) => p.length)).toEqual([6, 6, 6, 6]);
	expect(s.board.specialPile).toHaveLength(8);
	expect([...s.board.contractSpaces, ...s.board.contractPiles.flat(), ...s.board.specialPile].sort()).toEqual([...OTHER_CONTRACTS].sort());
	expect([...s.players.map((p) => p.startingContract), ...s.boxed.startingContracts].sort()).toEqual([...STARTING_CONTRACTS].sort());
	// Players: coins 7, 8, 9, 10 from the start player clockwise; 2 camels; 5 dice.
	expect(s.players).toHaveLength(n);
	for (const p of s.players) {
		expect(p.turn).toBe((p.seat - s.options.firstPlayer + n) % n);
		expect(p.coins).toBe(7 + p.turn);
		expect(p.camels).toBe(2);
		expect(p.dice).toBe(5);
		expect(p.goalCardsDealt).toHaveLength(s.options.goalCards === 'deal-2' ? 2 : 4);
		expect(p.goalCardsKept).toBe(2);
	}
	const goals = s.players.flatMap((p) => p.goalCardsDealt);
	expect(new Set(goals).size).toBe(goals.length);
	for (const g of goals) expect(GOAL_CARDS.some((c) => c.id === g)).toBe(true);
	expect(s.board.blackDice).toBe(n + 1);
	expect(s.board.neutralDice).toHaveLength({ 2: 3, 3: 1, 4: 0 }[n]!);
	for (const item of s.checklist) expect(SETUP_CHECKLIST_IDS).toContain(item.id);
	// Every character tile is with a player, on offer, or in the box.
	const placed = s.players.map((p) => p.character).filter((c) => c !== null);
	// While drafting, the offered tiles are on the table; once all have one, the leftover goes back to the box.
	const inPlay = new Set([...placed, ...(s.draft && placed.length < n ? s.draft.offered : [])]);
	expect(new Set([...inPlay, ...s.boxed.characters])).toEqual(new Set(CHARACTER_TILES.map((t) => t.id)));
	for (const c of s.boxed.characters) expect(inPlay.has(c)).toBe(false);
}

describe('createSetup', () => {
	it('the same seed gives the same setup; another seed another one', () => {
		for (const n of [2, 3, 4]) {
			const a = setupOf('AB12', { players: n, characters: 'draft', smallCityTiles: 'random', goalCards: 'deal-4-keep-2' });
			expect(setupOf('AB12', { players: n, characters: 'draft', smallCityTiles: 'random', goalCards: 'deal-4-keep-2' })).toEqual(a);
			expect(JSON.parse(JSON.stringify(a))).toEqual(a);
			const b = setupOf('AB13', { players: n, characters: 'draft', smallCityTiles: 'random', goalCards: 'deal-4-keep-2' });
			expect(b.map).not.toEqual(a.map);
		}
	});

	it('standard game, 4 players: first-game characters in turn order, tiles by letter', () => {
		const s = setupOf('SILK', { players: 4, firstPlayer: 2 });
		expectWellFormed(s);
		expect(s.players.map((p) => [p.seat, p.coins, p.character])).toEqual([
			[0, 9, 'berke-khan'],
			[1, 10, 'mercator-ex-tabriz-4'],
			[2, 7, 'raschid-ad-din-sinan'],
			[3, 8, 'matteo-polo']
		]);
		expect(s.draft).toBeNull();
		// Nobody has told the app the letters yet: the tiles go by letter, which one is not known.
		expect(items(s, 'small-city-tile').every((i) => i.tile === null)).toBe(true);
		expect(s.board).toMatchObject({ blackDice: 5, neutralDice: [] });
		expect(items(s, 'figure')).toEqual([0, 1, 2, 3].map((seat) => ({ at: 'venezia', kind: 'figure', seat, count: 1 })));
		// Matteo Polo's white die is on the checklist.
		expect(s.checklist).toContainEqual({ id: 'voyages_setup_white_die', seat: 3 });
	});

	it('3 and 2 players: fewer black dice, the neutral dice, the first 3 or 2 first-game characters (PL:809, PL:817)', () => {
		const three = setupOf('SILK', { players: 3 });
		expectWellFormed(three);
		expect(three.players.map((p) => p.character)).toEqual(['raschid-ad-din-sinan', 'matteo-polo', 'berke-khan']);
		expect(three.board).toMatchObject({ blackDice: 4, neutralDice: [{ space: 'khans-favor', slot: 1, face: 1 }] });
		const two = setupOf('SILK', { players: 2, firstPlayer: 1 });
		expectWellFormed(two);
		expect(two.players.map((p) => [p.coins, p.character])).toEqual([
			[8, 'matteo-polo'],
			[7, 'raschid-ad-din-sinan']
		]);
		expect(two.board.blackDice).toBe(3);
		expect(two.checklist.filter((c) => c.id === 'voyages_setup_neutral_die').map((c) => c.params)).toEqual([
			{ space: 'khans-favor', slot: 1, face: 1 },
			{ space: 'khans-favor', slot: 2, face: 1 },
			{ space: 'take-5-coins', slot: 0, face: 0 }
		]);
	});

	it('small-city tiles by letter once the copy of the game says which tile has which letter', () => {
		const copy: VoyagesCopy = { values: { [smallCityTileId('adana')]: 'camel-and-coins', [smallCityTileId('kochi')]: 'points-3' } };
		const s = setupOf('SILK', { players: 4 }, copy);
		expect(s.map.adana).toContainEqual({ kind: 'small-city-tile', tile: 'camel-and-coins' });
		expect(s.map.kochi).toContainEqual({ kind: 'small-city-tile', tile: 'points-3' });
		expect(s.map.anxi).toContainEqual({ kind: 'small-city-tile', tile: null });
	});

	it('expert goal cards: 4 dealt, 2 kept (PL:845)', () => {
		const s = setupOf('SILK', { players: 4, goalCards: 'deal-4-keep-2' });
		expect(s.players.map((p) => p.goalCardsDealt.length)).toEqual([4, 4, 4, 4]);
		expect(s.checklist.filter((c) => c.id === 'voyages_setup_goal_cards').map((c) => c.params)).toEqual(Array(4).fill({ dealt: 4, keep: 2 }));
	});

	it('each draw keeps to itself: changing the goal-card or character option changes nothing else', () => {
		const a = setupOf('SEED', { players: 3 });
		const b = setupOf('SEED', { players: 3, goalCards: 'deal-4-keep-2', characters: 'draft' });
		expect(b.map).toEqual({ ...a.map, venezia: b.map.venezia });
		expect(b.board).toEqual(a.board);
		expect(b.players.map((p) => p.startingContract)).toEqual(a.players.map((p) => p.startingContract));
	});

	it('refuses a bad seed, player count, start player or option', () => {
		expectRefused(createSetup('no spaces', { ...STANDARD_SETUP, players: 3 }), 'voyages_refusal_bad_seed');
		expectRefused(createSetup('S', { ...STANDARD_SETUP, players: 5 }), 'voyages_refusal_player_count', { min: 2, max: 4 });
		expectRefused(createSetup('S', { ...STANDARD_SETUP, players: 1 }), 'voyages_refusal_player_count');
		expectRefused(createSetup('S', { ...STANDARD_SETUP, players: 3, firstPlayer: 3 }), 'voyages_refusal_no_such_player');
		expectRefused(createSetup('S', { ...STANDARD_SETUP, players: 3, goalCards: 'deal-6' as never }), 'voyages_refusal_setup_option', { option: 'goalCards' });
	});
});

describe('the character draft (PL:837–839)', () => {
	it('players + 1 tiles of the 8, Mercator in this count’s version; the last player picks first, then counter-clockwise', () => {
		for (const n of [2, 3, 4]) {
			const s = setupOf('DRAFT', { players: n, characters: 'draft', firstPlayer: 1 });
			expectWellFormed(s);
			expect(s.draft!.offered).toHaveLength(n + 1);
			expect(new Set(s.draft!.offered).size).toBe(n + 1);
			for (const t of s.draft!.offered) expect(t.startsWith('mercator') ? t === `mercator-ex-tabriz-${n}` : true).toBe(true);
			expect(s.draft!.order[0]).toBe(0);
			expect(s.players.every((p) => p.character === null)).toBe(true);
		}
		expect(setupOf('DRAFT', { players: 4, characters: 'draft', firstPlayer: 1 }).draft!.order).toEqual([0, 3, 2, 1]);
	});

	it('checks every pick, then places what the characters bring', () => {
		const s = setupOf('DRAFT', { players: 3, characters: 'draft' });
		const [t0, t1, t2, t3] = s.draft!.offered as [string, string, string, string];
		const picks: (string | null)[] = [null, null, null];
		expect(nextToChoose(s, picks)).toBe(2);
		expectRefusal(checkCharacterPick(s, picks, 0, t0), 'voyages_refusal_not_your_turn_to_choose', { seat: 2 });
		const notOffered = CHARACTER_TILES.find((t) => !s.draft!.offered.includes(t.id))!.id;
		expectRefusal(checkCharacterPick(s, picks, 2, notOffered), 'voyages_refusal_character_not_offered');
		expect(checkCharacterPick(s, picks, 2, t0)).toBeNull();
		picks[2] = t0;
		expectRefusal(checkCharacterPick(s, picks, 1, t0), 'voyages_refusal_character_taken');
		picks[1] = t1;
		picks[0] = t2;
		expect(nextToChoose(s, picks)).toBeNull();
		const done = withCharacters(s, picks);
		expect(done.players.map((p) => p.character)).toEqual([t2, t1, t0]);
		expect(done.boxed.characters).toContain(t3);
		expectWellFormed(done);
		expectRefusal(checkCharacterPick(setupOf('X', { players: 3 }), picks, 0, t0), 'voyages_refusal_no_draft');
	});

	it('Kubilai Khan starts in Beijing with a post on its 10 VP space; Niccolo and Marco Polo have 2 figures; Wilhelm von Rubruk 11 posts', () => {
		const s = setupOf('X', { players: 3, characters: 'draft' });
		const done = withCharacters(s, ['kubilai-khan', 'niccolo-marco-polo', 'wilhelm-von-rubruk']);
		expect(done.map.beijing).toEqual([
			{ kind: 'figure', seat: 0, count: 1 },
			{ kind: 'trading-post', seat: 0, beijingSpace: 1 }
		]);
		expect(done.map.venezia).toEqual([
			{ kind: 'figure', seat: 1, count: 2 },
			{ kind: 'figure', seat: 2, count: 1 }
		]);
		expect(done.players.map((p) => p.tradingPosts)).toEqual([9, 9, 11]);
		expect(done.checklist).toContainEqual({ id: 'voyages_setup_kubilai_post', seat: 0, params: { space: 1 } });
		expect(done.checklist).toContainEqual({ id: 'voyages_setup_black_posts', seat: 2, params: { count: 2 } });
		// Calling it again does not pile the figures up.
		expect(withCharacters(done, ['kubilai-khan', 'niccolo-marco-polo', 'wilhelm-von-rubruk']).map).toEqual(done.map);
	});
});

describe('properties: setup', () => {
	it('any seed and options: the same setup twice, and every count as the rulebook says', () => {
		fc.assert(
			fc.property(seedArb, optionsArb, (seed, options) => {
				const a = setupOf(seed, options);
				expect(setupOf(seed, options)).toEqual(a);
				expectWellFormed(a);
			}),
			{ numRuns: 100 }
		);
	});
});
