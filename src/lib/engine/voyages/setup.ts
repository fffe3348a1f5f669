/**
 * Setup from a seed (PL:19–175, PL:825–849): the same seed and options give the
 * same setup on any phone. Each draw has its own sub-seed, so changing one
 * option (say, the goal-card deal) leaves the other draws as they were.
 * The result is plain data: a checklist, and what goes where on the map.
 */
import { isInt } from '../core/guards.ts';
import { refuse, type Refusal } from '../core/log.ts';
import type { Copy } from '../core/printed.ts';
import { createRandom, isValidSeed } from '../core/random.ts';
import { reverseTurnOrder, turnOrder } from '../core/seats.ts';
import { CITY_CARD_SPACES } from './board/action-spaces.ts';
import {
	BLACK_DICE,
	CONTRACT_PILES,
	GOAL_CARDS_EXPERT,
	LARGE_CITY_BONUS_IN_PLAY,
	NEUTRAL_DICE,
	STARTING,
	type NeutralDie,
	CHARACTER_TILE_BY_ID,
	FIRST_GAME_CHARACTERS,
	tileOf,
	tilesFor,
	type CharacterTile
} from './catalog.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './meta.ts';
import { CITY_CARDS } from './cards/city-cards.ts';
import { GOAL_CARDS } from './cards/goal-cards.ts';
import { LARGE_CITY_TILES, SMALL_CITY_TILES } from './map/bonus-tiles.ts';
import { OTHER_CONTRACTS, STARTING_CONTRACTS } from './cards/contracts.ts';
import { LARGE_CITIES, SMALL_CITIES, START_LOCATION, type LocationId } from './map/places.ts';
import { emptyVoyagesCopy, smallCityTileAt } from './printed.ts';
import type { SetupOptions } from './created.ts';

export type MapItem =
	/** tile null: by letter, and the copy of the game does not say which tile has this city's letter yet. */
	| { kind: 'small-city-tile'; tile: string | null }
	| { kind: 'large-city-tile'; tile: string }
	| { kind: 'city-card'; card: string; space: number }
	| { kind: 'figure'; seat: number; count: number }
	| { kind: 'trading-post'; seat: number; beijingSpace: number };

export const SETUP_CHECKLIST_IDS = [
	'voyages_setup_score_cards',
	'voyages_setup_goal_deck',
	'voyages_setup_supply',
	'voyages_setup_small_city_tiles',
	'voyages_setup_large_city_tiles',
	'voyages_setup_city_cards',
	'voyages_setup_contracts',
	'voyages_setup_characters',
	'voyages_setup_black_dice',
	'voyages_setup_neutral_die',
	'voyages_setup_start_player',
	'voyages_setup_player_board',
	'voyages_setup_starting_contract',
	'voyages_setup_camels',
	'voyages_setup_coins',
	'voyages_setup_figures',
	'voyages_setup_goal_cards',
	'voyages_setup_character',
	'voyages_setup_white_die',
	'voyages_setup_extra_figure',
	'voyages_setup_black_posts',
	'voyages_setup_kubilai_post'
] as const;
export type ChecklistId = (typeof SETUP_CHECKLIST_IDS)[number];
export interface ChecklistItem {
	id: ChecklistId;
	params?: Record<string, string | number>;
	/** For one player's item. */
	seat?: number;
}

export interface PlayerSetup {
	seat: number;
	/** Place in turn order, 0 = start player. */
	turn: number;
	coins: number;
	camels: number;
	dice: number;
	tradingPosts: number;
	startingContract: string;
	goalCardsDealt: string[];
	goalCardsKept: number;
	/** Character tile; null until drafted. */
	character: string | null;
}

export interface VoyagesSetup {
	seed: string;
	options: SetupOptions;
	map: Partial<Record<LocationId, MapItem[]>>;
	board: {
		blackDice: number;
		neutralDice: NeutralDie[];
		/** Contract spaces 1–6 from the first pile. */
		contractSpaces: string[];
		/** The piles for rounds 2–5, beside the board. */
		contractPiles: string[][];
		specialPile: string[];
	};
	/** Back to the box: not used this game. */
	boxed: { largeCityTiles: string[]; cityCards: string[]; startingContracts: string[]; characters: string[] };
	players: PlayerSetup[];
	/** The draft: tiles on offer, and the seats in the order they choose. */
	draft: { offered: string[]; order: number[] } | null;
	checklist: ChecklistItem[];
}

const ALL_TILES = [...CHARACTER_TILE_BY_ID.keys()];

export function checkSetupOptions(seed: string, o: SetupOptions): Refusal | null {
	if (!isValidSeed(seed)) return refuse('voyages_refusal_bad_seed');
	if (!isInt(o.players) || o.players < MIN_PLAYERS || o.players > MAX_PLAYERS)
		return refuse('voyages_refusal_player_count', { min: MIN_PLAYERS, max: MAX_PLAYERS });
	if (!isInt(o.firstPlayer) || o.firstPlayer < 0 || o.firstPlayer >= o.players) return refuse('voyages_refusal_no_such_player');
	const allowed: Record<string, readonly string[]> = {
		smallCityTiles: ['by-letter', 'random'],
		characters: ['first-game', 'draft'],
		goalCards: ['deal-2', 'deal-4-keep-2']
	};
	for (const [option, values] of Object.entries(allowed))
		if (!values.includes(o[option as keyof SetupOptions] as string)) return refuse('voyages_refusal_setup_option', { option });
	return null;
}

const add = (map: VoyagesSetup['map'], at: LocationId, item: MapItem) => (map[at] ??= []).push(item);

type Draw = (what: string) => ReturnType<typeof createRandom>;

/** What goes on the map: small-city tiles (by letter from the copy, or at random), large-city tiles and city cards; and what stays in the box. */
function dealMap(o: SetupOptions, draw: Draw, copy: Copy): { map: VoyagesSetup['map']; largeCityTiles: string[]; cityCards: string[] } {
	const map: VoyagesSetup['map'] = {};
	const smallTiles = draw('small-city-tiles').shuffle(SMALL_CITY_TILES.map((t) => t.id));
	SMALL_CITIES.forEach((city, i) =>
		add(map, city, { kind: 'small-city-tile', tile: o.smallCityTiles === 'random' ? smallTiles[i]! : smallCityTileAt(copy, city) })
	);
	const largeTiles = draw('large-city-tiles').shuffle(LARGE_CITY_TILES.map((t) => t.id));
	LARGE_CITIES.forEach((city, i) => add(map, city, { kind: 'large-city-tile', tile: largeTiles[i]! }));
	const cards = draw('city-cards').shuffle(CITY_CARDS.map((c) => c.id));
	CITY_CARD_SPACES.forEach((space, i) => {
		const [, city, n] = space.split(':');
		add(map, city as LocationId, { kind: 'city-card', card: cards[i]!, space: Number(n) });
	});
	return { map, largeCityTiles: largeTiles.slice(LARGE_CITIES.length), cityCards: cards.slice(CITY_CARD_SPACES.length) };
}

/** Each seat's coins by turn order (PL:145), camels, dice, posts, a face-down starting contract (EN setup 4) and goal cards dealt. */
function dealPlayers(o: SetupOptions, draw: Draw): { players: PlayerSetup[]; startingBoxed: string[] } {
	const starting = draw('starting-contracts').shuffle(STARTING_CONTRACTS);
	const perPlayer = o.goalCards === 'deal-2' ? STARTING.goalCardsDealt : GOAL_CARDS_EXPERT.dealt;
	const goals = draw('goal-cards').shuffle(GOAL_CARDS.map((g) => g.id));
	const order = turnOrder(o.firstPlayer, o.players);
	const players = Array.from({ length: o.players }, (_, seat): PlayerSetup => {
		const turn = order.indexOf(seat);
		return {
			seat,
			turn,
			coins: STARTING.coinsByTurnOrder[turn]!,
			camels: STARTING.camels,
			dice: STARTING.dice,
			tradingPosts: STARTING.tradingPosts,
			startingContract: starting[seat]!,
			goalCardsDealt: goals.slice(seat * perPlayer, (seat + 1) * perPlayer),
			goalCardsKept: GOAL_CARDS_EXPERT.kept,
			character: null
		};
	});
	return { players, startingBoxed: starting.slice(o.players) };
}

/**
 * The whole setup, or why the options are refused. `copy` tells which small-city tile has which letter.
 * Every draw has its own seed `${seed}:mp1:${what}`: stored games were dealt with these, they never change.
 */
export function createSetup(
	seed: string,
	options: SetupOptions,
	copy: Copy = emptyVoyagesCopy()
): { ok: true; setup: VoyagesSetup } | { ok: false; refusal: Refusal } {
	const bad = checkSetupOptions(seed, options);
	if (bad) return { ok: false, refusal: bad };
	const o = { ...options };
	const n = o.players;
	const draw: Draw = (what) => createRandom(`${seed}:mp1:${what}`);
	const { map, largeCityTiles, cityCards } = dealMap(o, draw, copy);
	const contracts = draw('contracts').shuffle(OTHER_CONTRACTS);
	const piles = Array.from({ length: CONTRACT_PILES.piles }, (_, i) => contracts.slice(i * CONTRACT_PILES.perPile, (i + 1) * CONTRACT_PILES.perPile));
	const { players, startingBoxed } = dealPlayers(o, draw);
	// The 8 characters, Mercator in this player count's version; players + 1 revealed (PL:839).
	const draft: VoyagesSetup['draft'] =
		o.characters === 'draft'
			? {
					offered: draw('characters')
						.shuffle(tilesFor(n).map((t) => t.id))
						.slice(0, n + 1),
					order: reverseTurnOrder(o.firstPlayer, n)
				}
			: null;
	const setup: VoyagesSetup = {
		seed,
		options: o,
		map,
		board: {
			blackDice: BLACK_DICE[n]!,
			neutralDice: NEUTRAL_DICE[n]!.map((d) => ({ ...d })),
			contractSpaces: piles[0]!,
			contractPiles: piles.slice(1),
			specialPile: contracts.slice(CONTRACT_PILES.piles * CONTRACT_PILES.perPile)
		},
		boxed: { largeCityTiles, cityCards, startingContracts: startingBoxed, characters: [] },
		players,
		draft,
		checklist: []
	};
	const bySeat = players.map((p) => (draft ? null : tileOf(FIRST_GAME_CHARACTERS[p.turn]!, n).id));
	return { ok: true, setup: withCharacters(setup, bySeat) };
}

/** The seat whose turn it is to pick in the draft, or null when all have one. */
export function nextToChoose(setup: VoyagesSetup, picks: readonly (string | null)[]): number | null {
	return setup.draft?.order.find((seat) => !picks[seat]) ?? null;
}

/** The reason a draft pick is refused: not offered, taken, not this seat's turn. */
export function checkCharacterPick(setup: VoyagesSetup, picks: readonly (string | null)[], seat: number, tile: string): Refusal | null {
	if (!setup.draft) return refuse('voyages_refusal_no_draft');
	if (!isInt(seat) || seat < 0 || seat >= setup.players.length) return refuse('voyages_refusal_no_such_player');
	if (!setup.draft.offered.includes(tile)) return refuse('voyages_refusal_character_not_offered');
	if (picks.includes(tile)) return refuse('voyages_refusal_character_taken');
	const next = nextToChoose(setup, picks);
	if (next !== seat) return refuse('voyages_refusal_not_your_turn_to_choose', { seat: next ?? -1 });
	return null;
}

/**
 * The setup with these characters (tile ids by seat; null: not chosen yet):
 * figures, Kubilai Khan's post in Beijing, the extra pieces, and the checklist.
 * A drafted game calls this again once every seat has picked.
 */
export function withCharacters(setup: VoyagesSetup, bySeat: readonly (string | null)[]): VoyagesSetup {
	const tile = (seat: number): CharacterTile | null => CHARACTER_TILE_BY_ID.get(bySeat[seat] ?? '') ?? null;
	const map: VoyagesSetup['map'] = {};
	for (const [at, items] of Object.entries(setup.map)) map[at] = (items ?? []).filter((i) => i.kind !== 'figure' && i.kind !== 'trading-post');
	const players = setup.players.map((p) => {
		const t = tile(p.seat);
		return { ...p, character: t?.id ?? null, tradingPosts: STARTING.tradingPosts + (t?.pieces?.blackTradingPosts ?? 0) };
	});
	for (const p of players) {
		const t = tile(p.seat);
		add(map, t?.startsIn ?? START_LOCATION, { kind: 'figure', seat: p.seat, count: 1 + (t?.pieces?.extraFigure ?? 0) });
		if (t?.pieces?.postOnBeijingSpace) add(map, 'beijing', { kind: 'trading-post', seat: p.seat, beijingSpace: t.pieces.postOnBeijingSpace });
	}
	const o = setup.options;
	const checklist: ChecklistItem[] = [
		{ id: 'voyages_setup_score_cards' },
		{ id: 'voyages_setup_goal_deck', params: { count: GOAL_CARDS.length } },
		{ id: 'voyages_setup_supply' },
		{ id: 'voyages_setup_small_city_tiles', params: { mode: o.smallCityTiles } },
		{ id: 'voyages_setup_large_city_tiles', params: { count: LARGE_CITY_BONUS_IN_PLAY, boxed: setup.boxed.largeCityTiles.length } },
		{ id: 'voyages_setup_city_cards', params: { count: CITY_CARD_SPACES.length, boxed: setup.boxed.cityCards.length } },
		{
			id: 'voyages_setup_contracts',
			params: { starting: CONTRACT_PILES.starting, piles: CONTRACT_PILES.piles, perPile: CONTRACT_PILES.perPile, special: setup.board.specialPile.length }
		},
		{ id: 'voyages_setup_characters', params: { mode: o.characters } },
		{ id: 'voyages_setup_black_dice', params: { count: setup.board.blackDice } },
		...setup.board.neutralDice.map((d): ChecklistItem => ({
			id: 'voyages_setup_neutral_die',
			params: { space: d.space, slot: d.slot ?? 0, face: d.face ?? 0 }
		})),
		{ id: 'voyages_setup_start_player', params: { seat: o.firstPlayer } }
	];
	for (const seat of turnOrder(o.firstPlayer, players.length)) {
		const p = players[seat]!;
		const t = tile(seat);
		checklist.push(
			{ id: 'voyages_setup_player_board', seat, params: { dice: p.dice, tradingPosts: STARTING.tradingPosts } },
			{ id: 'voyages_setup_starting_contract', seat, params: { contract: p.startingContract } },
			{ id: 'voyages_setup_camels', seat, params: { camels: p.camels } },
			{ id: 'voyages_setup_coins', seat, params: { coins: p.coins } },
			{ id: 'voyages_setup_figures', seat, params: { location: t?.startsIn ?? START_LOCATION, count: 1 + (t?.pieces?.extraFigure ?? 0) } },
			{ id: 'voyages_setup_goal_cards', seat, params: { dealt: p.goalCardsDealt.length, keep: p.goalCardsKept } }
		);
		if (!t) continue;
		checklist.push({ id: 'voyages_setup_character', seat, params: { tile: t.id } });
		if (t.pieces?.whiteDie) checklist.push({ id: 'voyages_setup_white_die', seat });
		if (t.pieces?.extraFigure) checklist.push({ id: 'voyages_setup_extra_figure', seat, params: { location: START_LOCATION } });
		if (t.pieces?.blackTradingPosts) checklist.push({ id: 'voyages_setup_black_posts', seat, params: { count: t.pieces.blackTradingPosts } });
		if (t.pieces?.postOnBeijingSpace) checklist.push({ id: 'voyages_setup_kubilai_post', seat, params: { space: t.pieces.postOnBeijingSpace } });
	}
	// Not offered, or left over once everyone has one.
	const allChosen = bySeat.every((b) => b);
	const boxed = ALL_TILES.filter((id) => (setup.draft ? !setup.draft.offered.includes(id) || (allChosen && !bySeat.includes(id)) : !bySeat.includes(id)));
	return { ...setup, map, players, checklist, boxed: { ...setup.boxed, characters: boxed } };
}
