/**
 * Golden tests: the deal of a stored game is replayed from its seed, so it must never change.
 * These pin seeded outputs of the current code (one whole deal, and the parts of others), and the
 * sub-seed strings `${seed}:mp1:${what}` every draw uses: stored games were dealt with them.
 * If one of these fails, a change re-deals stored games: undo it, do not update the numbers.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import {
	CHARACTER_TILE_BY_ID,
	CITY_CARDS,
	GOAL_CARDS,
	LARGE_CITY_TILES,
	OTHER_CONTRACTS,
	SMALL_CITY_TILES,
	STANDARD_SETUP,
	STARTING_CONTRACTS,
	createSetup,
	tilesFor,
	voyagesRules,
	type SetupOptions,
	type VoyagesSetup
} from '../../../src/lib/engine/voyages/index.ts';
import { voyagesBuild, voyagesCreated } from './fixtures.ts';

const setupOf = (seed: string, options: SetupOptions): VoyagesSetup => {
	const r = createSetup(seed, options);
	if (!r.ok) throw new Error(JSON.stringify(r.refusal));
	return r.setup;
};

/** Seed GOLD42, 3 players, the second seat starting, every expert option: small-city tiles at random, a draft, 4 goal cards to keep 2. */
const FULL_OPTIONS: SetupOptions = { players: 3, firstPlayer: 1, smallCityTiles: 'random', characters: 'draft', goalCards: 'deal-4-keep-2' };
const FULL_DEAL = {
	seed: 'GOLD42',
	options: { players: 3, firstPlayer: 1, smallCityTiles: 'random', characters: 'draft', goalCards: 'deal-4-keep-2' },
	map: {
		anxi: [{ kind: 'small-city-tile', tile: 'two-different-goods' }],
		kashgar: [{ kind: 'small-city-tile', tile: 'camels-3' }],
		xian: [{ kind: 'small-city-tile', tile: 'other-city-bonus' }],
		ormuz: [{ kind: 'small-city-tile', tile: 'coins-5' }],
		adana: [{ kind: 'small-city-tile', tile: 'points-3' }],
		kochi: [{ kind: 'small-city-tile', tile: 'camel-and-coins' }],
		moscow: [
			{ kind: 'large-city-tile', tile: 'camels-3' },
			{ kind: 'city-card', card: 'CC02', space: 1 }
		],
		karakorum: [
			{ kind: 'large-city-tile', tile: 'coins-5' },
			{ kind: 'city-card', card: 'CC16', space: 1 }
		],
		samarcanda: [
			{ kind: 'large-city-tile', tile: 'silk-2' },
			{ kind: 'city-card', card: 'CC06', space: 1 }
		],
		'lan-zhou': [
			{ kind: 'large-city-tile', tile: 'coins-3' },
			{ kind: 'city-card', card: 'CC30', space: 1 }
		],
		alexandria: [
			{ kind: 'large-city-tile', tile: 'black-die' },
			{ kind: 'city-card', card: 'CC27', space: 1 }
		],
		karachi: [
			{ kind: 'large-city-tile', tile: 'camels-2' },
			{ kind: 'city-card', card: 'CC19', space: 1 }
		],
		sumatra: [
			{ kind: 'large-city-tile', tile: 'move-1' },
			{ kind: 'city-card', card: 'CC17', space: 1 },
			{ kind: 'city-card', card: 'CC07', space: 2 },
			{ kind: 'city-card', card: 'CC26', space: 3 }
		],
		venezia: [
			{ kind: 'figure', seat: 0, count: 1 },
			{ kind: 'figure', seat: 1, count: 1 },
			{ kind: 'figure', seat: 2, count: 1 }
		]
	},
	board: {
		blackDice: 4,
		neutralDice: [{ space: 'khans-favor', slot: 1, face: 1 }],
		contractSpaces: ['C33', 'C24', 'C30', 'C15', 'C25', 'C07'],
		contractPiles: [
			['C02', 'C28', 'C37', 'C05', 'C36', 'C09'],
			['C17', 'C21', 'C06', 'C11', 'C14', 'C31'],
			['C12', 'C10', 'C27', 'C38', 'C19', 'C26'],
			['C22', 'C00', 'C08', 'C03', 'C16', 'C13']
		],
		specialPile: ['C35', 'C01', 'C32', 'C23', 'C18', 'C04', 'C34', 'C20']
	},
	boxed: {
		largeCityTiles: ['good-of-choice', 'gold-2', 'contract'],
		cityCards: [
			'CC13',
			'CC08',
			'CC04',
			'CC25',
			'CC15',
			'CC00',
			'CC21',
			'CC05',
			'CC24',
			'CC12',
			'CC29',
			'CC11',
			'CC23',
			'CC09',
			'CC14',
			'CC01',
			'CC03',
			'CC28',
			'CC22',
			'CC18',
			'CC10',
			'CC20'
		],
		startingContracts: ['C43', 'C40', 'C41'],
		characters: ['raschid-ad-din-sinan', 'matteo-polo', 'mercator-ex-tabriz-2', 'mercator-ex-tabriz-4', 'kubilai-khan', 'johannes-carpini']
	},
	players: [
		{
			seat: 0,
			turn: 2,
			coins: 9,
			camels: 2,
			dice: 5,
			tradingPosts: 9,
			startingContract: 'C42',
			goalCardsDealt: ['goal-karachi-kashgar', 'goal-moscow-kashgar', 'goal-moscow-xian', 'goal-lan-zhou-adana'],
			goalCardsKept: 2,
			character: null
		},
		{
			seat: 1,
			turn: 0,
			coins: 7,
			camels: 2,
			dice: 5,
			tradingPosts: 9,
			startingContract: 'C29',
			goalCardsDealt: ['goal-samarcanda-adana', 'goal-karachi-anxi', 'goal-samarcanda-kochi', 'goal-samarcanda-xian'],
			goalCardsKept: 2,
			character: null
		},
		{
			seat: 2,
			turn: 1,
			coins: 8,
			camels: 2,
			dice: 5,
			tradingPosts: 9,
			startingContract: 'C39',
			goalCardsDealt: ['goal-sumatra-anxi', 'goal-karakorum-kochi', 'goal-lan-zhou-kochi', 'goal-karakorum-adana'],
			goalCardsKept: 2,
			character: null
		}
	],
	draft: { offered: ['mercator-ex-tabriz-3', 'niccolo-marco-polo', 'wilhelm-von-rubruk', 'berke-khan'], order: [0, 2, 1] },
	checklist: [
		{ id: 'voyages_setup_score_cards' },
		{ id: 'voyages_setup_goal_deck', params: { count: 18 } },
		{ id: 'voyages_setup_supply' },
		{ id: 'voyages_setup_small_city_tiles', params: { mode: 'random' } },
		{ id: 'voyages_setup_large_city_tiles', params: { count: 7, boxed: 3 } },
		{ id: 'voyages_setup_city_cards', params: { count: 9, boxed: 22 } },
		{ id: 'voyages_setup_contracts', params: { starting: 6, piles: 5, perPile: 6, special: 8 } },
		{ id: 'voyages_setup_characters', params: { mode: 'draft' } },
		{ id: 'voyages_setup_black_dice', params: { count: 4 } },
		{ id: 'voyages_setup_neutral_die', params: { space: 'khans-favor', slot: 1, face: 1 } },
		{ id: 'voyages_setup_start_player', params: { seat: 1 } },
		{ id: 'voyages_setup_player_board', seat: 1, params: { dice: 5, tradingPosts: 9 } },
		{ id: 'voyages_setup_starting_contract', seat: 1, params: { contract: 'C29' } },
		{ id: 'voyages_setup_camels', seat: 1, params: { camels: 2 } },
		{ id: 'voyages_setup_coins', seat: 1, params: { coins: 7 } },
		{ id: 'voyages_setup_figures', seat: 1, params: { location: 'venezia', count: 1 } },
		{ id: 'voyages_setup_goal_cards', seat: 1, params: { dealt: 4, keep: 2 } },
		{ id: 'voyages_setup_player_board', seat: 2, params: { dice: 5, tradingPosts: 9 } },
		{ id: 'voyages_setup_starting_contract', seat: 2, params: { contract: 'C39' } },
		{ id: 'voyages_setup_camels', seat: 2, params: { camels: 2 } },
		{ id: 'voyages_setup_coins', seat: 2, params: { coins: 8 } },
		{ id: 'voyages_setup_figures', seat: 2, params: { location: 'venezia', count: 1 } },
		{ id: 'voyages_setup_goal_cards', seat: 2, params: { dealt: 4, keep: 2 } },
		{ id: 'voyages_setup_player_board', seat: 0, params: { dice: 5, tradingPosts: 9 } },
		{ id: 'voyages_setup_starting_contract', seat: 0, params: { contract: 'C42' } },
		{ id: 'voyages_setup_camels', seat: 0, params: { camels: 2 } },
		{ id: 'voyages_setup_coins', seat: 0, params: { coins: 9 } },
		{ id: 'voyages_setup_figures', seat: 0, params: { location: 'venezia', count: 1 } },
		{ id: 'voyages_setup_goal_cards', seat: 0, params: { dealt: 4, keep: 2 } }
	]
};

describe('golden: the deal of a stored game never changes', () => {
	it('one full deal: map, contract piles, goal cards, starting contracts, the draft offer and the checklist (PL:19–175, PL:825–849)', () => {
		expect(setupOf('GOLD42', FULL_OPTIONS)).toEqual(FULL_DEAL);
	});

	it('a first game with 4 players: the characters given (PL:153–161), contracts, goal cards, what goes on the map', () => {
		const s = setupOf('TABLE7', { ...STANDARD_SETUP, players: 4 });
		expect(s.players).toEqual([
			{
				seat: 0,
				turn: 0,
				coins: 7,
				camels: 2,
				dice: 5,
				tradingPosts: 9,
				startingContract: 'C40',
				goalCardsDealt: ['goal-sumatra-anxi', 'goal-lan-zhou-kochi'],
				goalCardsKept: 2,
				character: 'raschid-ad-din-sinan'
			},
			{
				seat: 1,
				turn: 1,
				coins: 8,
				camels: 2,
				dice: 5,
				tradingPosts: 9,
				startingContract: 'C41',
				goalCardsDealt: ['goal-sumatra-ormuz', 'goal-karachi-anxi'],
				goalCardsKept: 2,
				character: 'matteo-polo'
			},
			{
				seat: 2,
				turn: 2,
				coins: 9,
				camels: 2,
				dice: 5,
				tradingPosts: 9,
				startingContract: 'C42',
				goalCardsDealt: ['goal-lan-zhou-ormuz', 'goal-alexandria-kashgar'],
				goalCardsKept: 2,
				character: 'berke-khan'
			},
			{
				seat: 3,
				turn: 3,
				coins: 10,
				camels: 2,
				dice: 5,
				tradingPosts: 9,
				startingContract: 'C43',
				goalCardsDealt: ['goal-lan-zhou-adana', 'goal-moscow-ormuz'],
				goalCardsKept: 2,
				character: 'mercator-ex-tabriz-4'
			}
		]);
		expect(s.board).toEqual({
			blackDice: 5,
			neutralDice: [],
			contractSpaces: ['C24', 'C34', 'C33', 'C32', 'C37', 'C05'],
			contractPiles: [
				['C00', 'C19', 'C08', 'C02', 'C30', 'C06'],
				['C10', 'C13', 'C11', 'C01', 'C03', 'C38'],
				['C36', 'C21', 'C27', 'C18', 'C16', 'C04'],
				['C25', 'C15', 'C26', 'C14', 'C28', 'C17']
			],
			specialPile: ['C23', 'C07', 'C09', 'C31', 'C12', 'C22', 'C35', 'C20']
		});
		expect(s.map).toEqual({
			anxi: [{ kind: 'small-city-tile', tile: null }],
			kashgar: [{ kind: 'small-city-tile', tile: null }],
			xian: [{ kind: 'small-city-tile', tile: null }],
			ormuz: [{ kind: 'small-city-tile', tile: null }],
			adana: [{ kind: 'small-city-tile', tile: null }],
			kochi: [{ kind: 'small-city-tile', tile: null }],
			moscow: [
				{ kind: 'large-city-tile', tile: 'coins-5' },
				{ kind: 'city-card', card: 'CC24', space: 1 }
			],
			karakorum: [
				{ kind: 'large-city-tile', tile: 'black-die' },
				{ kind: 'city-card', card: 'CC04', space: 1 }
			],
			samarcanda: [
				{ kind: 'large-city-tile', tile: 'camels-2' },
				{ kind: 'city-card', card: 'CC01', space: 1 }
			],
			'lan-zhou': [
				{ kind: 'large-city-tile', tile: 'camels-3' },
				{ kind: 'city-card', card: 'CC16', space: 1 }
			],
			alexandria: [
				{ kind: 'large-city-tile', tile: 'silk-2' },
				{ kind: 'city-card', card: 'CC08', space: 1 }
			],
			karachi: [
				{ kind: 'large-city-tile', tile: 'contract' },
				{ kind: 'city-card', card: 'CC12', space: 1 }
			],
			sumatra: [
				{ kind: 'large-city-tile', tile: 'gold-2' },
				{ kind: 'city-card', card: 'CC06', space: 1 },
				{ kind: 'city-card', card: 'CC20', space: 2 },
				{ kind: 'city-card', card: 'CC18', space: 3 }
			],
			venezia: [
				{ kind: 'figure', seat: 0, count: 1 },
				{ kind: 'figure', seat: 1, count: 1 },
				{ kind: 'figure', seat: 2, count: 1 },
				{ kind: 'figure', seat: 3, count: 1 }
			]
		});
		expect(s.boxed).toEqual({
			largeCityTiles: ['coins-3', 'move-1', 'good-of-choice'],
			cityCards: [
				'CC23',
				'CC28',
				'CC27',
				'CC02',
				'CC21',
				'CC15',
				'CC05',
				'CC25',
				'CC00',
				'CC17',
				'CC14',
				'CC30',
				'CC10',
				'CC22',
				'CC29',
				'CC03',
				'CC07',
				'CC26',
				'CC19',
				'CC13',
				'CC09',
				'CC11'
			],
			startingContracts: ['C29', 'C39'],
			characters: ['mercator-ex-tabriz-2', 'mercator-ex-tabriz-3', 'kubilai-khan', 'niccolo-marco-polo', 'wilhelm-von-rubruk', 'johannes-carpini']
		});
		expect(s.checklist).toHaveLength(39);
	});

	it('the fixture seed the other tests deal with, 2 players from the second seat', () => {
		const s = setupOf('mp1-fixture', { ...STANDARD_SETUP, players: 2, firstPlayer: 1 });
		expect(s.board).toEqual({
			blackDice: 3,
			neutralDice: [
				{ space: 'khans-favor', slot: 1, face: 1 },
				{ space: 'khans-favor', slot: 2, face: 1 },
				{ space: 'take-5-coins', face: null }
			],
			contractSpaces: ['C13', 'C35', 'C17', 'C00', 'C02', 'C26'],
			contractPiles: [
				['C34', 'C27', 'C16', 'C11', 'C36', 'C32'],
				['C24', 'C12', 'C15', 'C05', 'C37', 'C03'],
				['C21', 'C14', 'C20', 'C28', 'C38', 'C07'],
				['C22', 'C04', 'C08', 'C19', 'C18', 'C23']
			],
			specialPile: ['C06', 'C09', 'C25', 'C31', 'C33', 'C01', 'C10', 'C30']
		});
		expect(s.players.map((p) => [p.startingContract, p.goalCardsDealt, p.coins, p.character])).toEqual([
			['C40', ['goal-karakorum-adana', 'goal-samarcanda-adana'], 8, 'matteo-polo'],
			['C29', ['goal-alexandria-anxi', 'goal-samarcanda-kochi'], 7, 'raschid-ad-din-sinan']
		]);
	});

	it('each draw has its own sub-seed `${seed}:mp1:${what}`, unchanged', () => {
		const seed = 'GOLD42';
		const s = setupOf(seed, FULL_OPTIONS);
		const draw = <T>(what: string, items: readonly T[]) => createRandom(`${seed}:mp1:${what}`).shuffle(items);
		expect(Object.values(s.map).flatMap((items) => items!.flatMap((i) => (i.kind === 'small-city-tile' ? [i.tile] : [])))).toEqual(
			draw(
				'small-city-tiles',
				SMALL_CITY_TILES.map((t) => t.id)
			)
		);
		expect(s.boxed.largeCityTiles).toEqual(
			draw(
				'large-city-tiles',
				LARGE_CITY_TILES.map((t) => t.id)
			).slice(7)
		);
		expect(s.boxed.cityCards).toEqual(
			draw(
				'city-cards',
				CITY_CARDS.map((c) => c.id)
			).slice(9)
		);
		expect([...s.board.contractSpaces, ...s.board.contractPiles.flat(), ...s.board.specialPile]).toEqual(draw('contracts', OTHER_CONTRACTS));
		expect([...s.players.map((p) => p.startingContract), ...s.boxed.startingContracts]).toEqual(draw('starting-contracts', STARTING_CONTRACTS));
		expect(s.players.flatMap((p) => p.goalCardsDealt)).toEqual(
			draw(
				'goal-cards',
				GOAL_CARDS.map((g) => g.id)
			).slice(0, 12)
		);
		expect(s.draft!.offered).toEqual(
			draw(
				'characters',
				tilesFor(3).map((t) => t.id)
			).slice(0, 4)
		);
		expect(CHARACTER_TILE_BY_ID.size).toBe(10);
	});

	it('a game created through the rules keeps the deal of its seed', () => {
		const s = replay(
			voyagesRules,
			voyagesBuild([], voyagesCreated(3, { firstPlayer: 1, smallCityTiles: 'random', characters: 'draft', goalCards: 'deal-4-keep-2' }, 'GOLD42'))
		);
		expect(s.setup).toEqual(FULL_DEAL);
		expect(s.contractSpaces).toEqual(FULL_DEAL.board.contractSpaces);
		expect(s.players.map((p) => [p.stock.coins, p.contracts])).toEqual([
			[9, ['C42']],
			[7, ['C29']],
			[8, ['C39']]
		]);
	});
});
