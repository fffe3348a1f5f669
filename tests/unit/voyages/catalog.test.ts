/**
 * The transcribed data and rule constants of The Voyages of Marco Polo. Each
 * expectation names where it was read: PL:n = the Polish rulebook's line n,
 * data §n = shared/data/mp1-components.md.
 */
import { describe, expect, it } from 'vitest';
import {
	ACTION_SPACES,
	BAZAAR,
	BEIJING_SPACES,
	BLACK_DICE,
	CHARACTERS,
	CHARACTER_TILES,
	CITY_CARDS,
	CITY_CARD_SPACES,
	CONTRACTS,
	CONTRACT_PILES,
	FINAL_SCORING,
	FIRST_GAME_CHARACTERS,
	GOAL_CARDS,
	GOAL_CITIES_POINTS,
	LARGE_CITIES,
	LARGE_CITY_TILES,
	LOCATIONS,
	LOCATION_BY_ID,
	NEUTRAL_DICE,
	OASES,
	OTHER_CONTRACTS,
	ROUTES,
	SMALL_CITIES,
	SMALL_CITY_TILES,
	STARTING,
	STARTING_CONTRACTS,
	TRADING_POST_CITIES,
	TRADING_POST_MILESTONES,
	TRAVEL_COST,
	tilesFor
} from '../../../src/lib/engine/voyages/index.ts';

describe('map (data §3, PL:544, PL:572)', () => {
	it('25 locations: Venezia, Beijing, 7 large cities, 6 small cities, 10 oases', () => {
		expect(LOCATIONS).toHaveLength(25);
		expect(new Set(LOCATIONS.map((l) => l.id)).size).toBe(25);
		expect(LARGE_CITIES).toEqual(['moscow', 'karakorum', 'samarcanda', 'lan-zhou', 'alexandria', 'karachi', 'sumatra']);
		expect(SMALL_CITIES).toEqual(['anxi', 'kashgar', 'xian', 'ormuz', 'adana', 'kochi']);
		expect(OASES).toHaveLength(10);
		expect(LOCATION_BY_ID.get('venezia')!.kind).toBe('venezia');
		expect(LOCATION_BY_ID.get('beijing')!.kind).toBe('beijing');
	});

	it('no trading post in Venezia or an oasis; 14 cities take one', () => {
		expect(TRADING_POST_CITIES).toHaveLength(14);
		expect(TRADING_POST_CITIES).not.toContain('venezia');
		for (const o of OASES) expect(TRADING_POST_CITIES).not.toContain(o);
		expect(TRADING_POST_CITIES).toContain('beijing');
	});

	it('9 city-card spaces: 1 per large city, 3 in Sumatra (PL:104, PL:572)', () => {
		expect(CITY_CARD_SPACES).toHaveLength(9);
		expect(CITY_CARD_SPACES.filter((s) => s.startsWith('city-card:sumatra:'))).toEqual(['city-card:sumatra:1', 'city-card:sumatra:2', 'city-card:sumatra:3']);
		for (const city of LARGE_CITIES) expect(CITY_CARD_SPACES.some((s) => s.startsWith(`city-card:${city}:`))).toBe(true);
	});

	it('30 undirected routes between known locations, none twice, all connected', () => {
		expect(ROUTES).toHaveLength(30);
		const pairs = ROUTES.map((r) => [r.a, r.b].sort().join('|'));
		expect(new Set(pairs).size).toBe(30);
		for (const r of ROUTES) {
			expect(LOCATION_BY_ID.has(r.a) && LOCATION_BY_ID.has(r.b) && r.a !== r.b).toBe(true);
			for (const v of Object.values(r.extra)) expect(Number.isInteger(v) && v > 0).toBe(true);
		}
		const seen = new Set(['venezia']);
		for (let grew = true; grew;) {
			grew = false;
			for (const r of ROUTES)
				for (const [x, y] of [
					[r.a, r.b],
					[r.b, r.a]
				] as const)
					if (seen.has(x) && !seen.has(y)) {
						seen.add(y);
						grew = true;
					}
		}
		expect(seen.size).toBe(25);
	});

	it('the routes of the rulebook example: Samarcanda → oasis → Kashgar → Lan-Zhou is 2 + 4 + 2 = 8 camels (PL:562)', () => {
		const cost = (a: string, b: string) => ROUTES.find((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a))!.extra;
		expect(cost('samarcanda', 'oasis-f')).toEqual({ camels: 2 });
		expect(cost('oasis-f', 'kashgar')).toEqual({ camels: 4 });
		expect(cost('kashgar', 'lan-zhou')).toEqual({ camels: 2 });
		// PL:468 and PL:474 show a 2-camel route and a 7-coin route.
		expect(ROUTES.some((r) => r.extra.coins === 7)).toBe(true);
	});

	it('travel action cost: 2 steps 7 coins (PL:458), 3 steps 12 (PL:558), 1–6 defined', () => {
		expect(TRAVEL_COST[2]).toMatchObject({ coins: 7, confidence: 'high' });
		expect(TRAVEL_COST[3]).toMatchObject({ coins: 12, confidence: 'high' });
		expect([1, 2, 3, 4, 5, 6].map((k) => TRAVEL_COST[k]!.coins)).toEqual([3, 7, 12, 12, 18, 18]);
	});

	it('Beijing spaces by arrival: 10 (high), 7, 4, 1', () => {
		expect(BEIJING_SPACES.map((b) => b.points)).toEqual([10, 7, 4, 1]);
		expect(BEIJING_SPACES[0]!.confidence).toBe('high');
	});
});

describe('cards and tiles (PL:19–41)', () => {
	it('18 goal cards, each a large city and a small city, no card twice', () => {
		expect(GOAL_CARDS).toHaveLength(18);
		expect(new Set(GOAL_CARDS.map((g) => g.cities.join('|'))).size).toBe(18);
		for (const g of GOAL_CARDS) {
			expect(LARGE_CITIES).toContain(g.cities[0]);
			expect(SMALL_CITIES).toContain(g.cities[1]);
			expect(g.points).toBeGreaterThanOrEqual(4);
			expect(g.points).toBeLessThanOrEqual(8);
		}
		expect(GOAL_CITIES_POINTS.map((g) => [g.reached, g.points])).toEqual([
			[1, 1],
			[2, 3],
			[3, 6],
			[4, 10]
		]);
	});

	it('44 contracts: 6 starting and 38 others; C03 is the rulebook example (PL:632–634)', () => {
		expect(CONTRACTS).toHaveLength(44);
		expect(new Set(CONTRACTS.map((c) => c.id)).size).toBe(44);
		expect(STARTING_CONTRACTS).toHaveLength(6);
		expect(OTHER_CONTRACTS).toHaveLength(38);
		expect(CONTRACT_PILES.starting + CONTRACT_PILES.piles * CONTRACT_PILES.perPile + CONTRACT_PILES.special).toBe(44);
		const c03 = CONTRACTS.find((c) => c.id === 'C03')!;
		expect(c03.terms).toEqual({ cost: { camels: 2, silk: 2, pepper: 1 }, reward: { amounts: { points: 4, coins: 3 }, extras: [] } });
		expect(c03.confidence).toBe('high');
		// Every reward is VP and something else (EN); VP 1–9.
		for (const c of CONTRACTS) {
			if (!c.terms) continue;
			const { points, ...rest } = c.terms.reward.amounts;
			expect(points).toBeGreaterThanOrEqual(1);
			expect(points).toBeLessThanOrEqual(9);
			expect(Object.keys(rest).length + c.terms.reward.extras.length).toBeGreaterThanOrEqual(1);
		}
	});

	it('the one contract the sources disagree on is unknown, with both readings', () => {
		const unknown = CONTRACTS.filter((c) => c.terms === null);
		expect(unknown.map((c) => c.id)).toEqual(['C02']);
		expect(unknown[0]!.candidates!.map((c) => c.terms.cost.silk)).toEqual([1, 2]);
	});

	it('31 city cards, 6 small-city tiles, 10 large-city tiles', () => {
		expect(CITY_CARDS).toHaveLength(31);
		expect(new Set(CITY_CARDS.map((c) => c.id)).size).toBe(31);
		expect(SMALL_CITY_TILES).toHaveLength(6);
		expect(new Set(SMALL_CITY_TILES.map((t) => t.hint.city))).toEqual(new Set(SMALL_CITIES));
		expect(LARGE_CITY_TILES).toHaveLength(10);
		// The small-city bonus of the rulebook's example: 1 camel and 3 coins (PL:510).
		expect(SMALL_CITY_TILES.some((t) => t.reward.amounts.camels === 1 && t.reward.amounts.coins === 3)).toBe(true);
	});
});

describe('characters (PL:153–161, PL:839)', () => {
	it('10 tiles: 8 characters, Mercator ex Tabriz for 2, 3 and 4 players', () => {
		expect(CHARACTER_TILES).toHaveLength(10);
		expect(CHARACTERS).toHaveLength(8);
		expect(CHARACTER_TILES.filter((t) => t.character === 'mercator-ex-tabriz').map((t) => t.players)).toEqual([2, 3, 4]);
		for (const n of [2, 3, 4]) {
			const tiles = tilesFor(n);
			expect(tiles).toHaveLength(8);
			expect(new Set(tiles.map((t) => t.character)).size).toBe(8);
			expect(tiles.find((t) => t.character === 'mercator-ex-tabriz')!.players).toBe(n);
		}
	});

	it('first game: Raschid ad-Din Sinan, Matteo Polo, Berke Khan, Mercator ex Tabriz', () => {
		expect(FIRST_GAME_CHARACTERS).toEqual(['raschid-ad-din-sinan', 'matteo-polo', 'berke-khan', 'mercator-ex-tabriz']);
	});
});

describe('setup and scoring constants', () => {
	it('starting coins 7/8/9/10 in turn order, 2 camels, 5 dice, 9 posts (PL:129–147)', () => {
		expect(STARTING.coinsByTurnOrder).toEqual([7, 8, 9, 10]);
		expect(STARTING).toMatchObject({ camels: 2, dice: 5, tradingPosts: 9, goalCardsDealt: 2 });
	});

	it('black dice 5 / 4 / 3 and the neutral dice of 3 and 2 players (PL:55, PL:809, PL:817)', () => {
		expect([BLACK_DICE[4], BLACK_DICE[3], BLACK_DICE[2]]).toEqual([5, 4, 3]);
		expect(NEUTRAL_DICE[4]).toEqual([]);
		expect(NEUTRAL_DICE[3]).toEqual([{ space: 'khans-favor', slot: 1, face: 1 }]);
		expect(NEUTRAL_DICE[2]).toEqual([
			{ space: 'khans-favor', slot: 1, face: 1 },
			{ space: 'khans-favor', slot: 2, face: 1 },
			{ space: 'take-5-coins', face: null }
		]);
	});

	it('8th post 5 VP, 9th 10 VP (PL:522); 7 VP for most contracts, 1 per 10 coins, 1 per 2 goods (PL:783–787)', () => {
		expect(TRADING_POST_MILESTONES).toEqual({ 8: 5, 9: 10 });
		expect(FINAL_SCORING).toEqual({ coinsPerPoint: 10, goodsPerPoint: 2, contractsMost: 7 });
	});

	it('action spaces: dice per space (PL:233), silk 2 dice, travel 2, the rest 1 but gold 3', () => {
		const dice = Object.fromEntries(ACTION_SPACES.filter((s) => !s.id.startsWith('city-card')).map((s) => [s.id, s.dice]));
		expect(dice).toEqual({
			'take-5-coins': 1,
			'bazaar-camels': 1,
			'bazaar-pepper': 1,
			'bazaar-silk': 2,
			'bazaar-gold': 3,
			'khans-favor': 1,
			contracts: 1,
			travel: 2,
			'money-bag': 1
		});
		expect(ACTION_SPACES.filter((s) => s.colour === 'brown').map((s) => s.id)).toEqual(['khans-favor', ...CITY_CARD_SPACES]);
	});

	it('bazaar: 6 columns per good; camels = the die; gold column 3 unknown (the sources disagree)', () => {
		for (const good of ['camels', 'pepper', 'silk', 'gold'] as const) expect(BAZAAR[good]).toHaveLength(6);
		expect(BAZAAR.camels.map((c) => c.reward!.amounts.camels)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(BAZAAR.gold[2].reward).toBeNull();
		expect(BAZAAR.gold[2].candidates).toHaveLength(2);
	});
});
