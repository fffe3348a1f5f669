/**
 * The board as the player's copy of the game teaches it, a fact at a time, as play needs it (no text lists it):
 * places the player adds, each city's coat of arms (9 coats exist, RU L1069, none named: the player labels them),
 * each route's printed cost and a water route's guild seal (RU L405–410), what the first trading post in a city
 * gives (outpost bonus tiles, RU L99, L493) and which city holds which city bonus marker (RU L93). Tiles and
 * markers are laid at random each game, so those two are kept in the game's own copy only; so is the city each city
 * card lies by (dealt at random to the city-card spaces, RU L105, HU L116, PT L116), named by the space's number.
 */
import * as v from 'valibot';
import type { Copy, PrintedFamily } from '../../core/printed.ts';
import { amounts, whole } from '../../core/schema.ts';
import { CITY_CARD_CITY_SPACES, DIFFERENT_COATS, GUILDS, STOCK, type Guild } from '../catalog.ts';
import { notList } from '../../core/schema.ts';
import { BUILT_IN_PLACES, PLACE_ID, START_PLACE } from './places.ts';

export const PLACE_PREFIX = 'marco-polo-2.place.';
export const COAT_PREFIX = 'marco-polo-2.coat.';
export const COAT_LABEL_PREFIX = 'marco-polo-2.coat-label.';
export const ROUTE_PREFIX = 'marco-polo-2.route.';
export const OUTPOST_PREFIX = 'marco-polo-2.outpost.';
export const CITY_BONUS_PREFIX = 'marco-polo-2.city-bonus.';
export const CITY_CARD_PREFIX = 'marco-polo-2.city-card.';

/** The nine coats of arms, by the order the player first met them: c1…c9. */
export const COAT_GROUPS = Array.from({ length: DIFFERENT_COATS }, (_, i) => `c${i + 1}`);
export type CoatGroup = string;

/** The key of the route between two places: both ids, in order, so a→b and b→a are one route. */
export const routeKey = (a: string, b: string) => (a < b ? `${a}~${b}` : `${b}~${a}`);
export const placeId = (place: string) => `${PLACE_PREFIX}${place}`;
export const coatId = (place: string) => `${COAT_PREFIX}${place}`;
export const coatLabelId = (group: CoatGroup) => `${COAT_LABEL_PREFIX}${group}`;
export const routeId = (a: string, b: string) => `${ROUTE_PREFIX}${routeKey(a, b)}`;
export const outpostId = (place: string) => `${OUTPOST_PREFIX}${place}`;
export const cityBonusId = (place: string) => `${CITY_BONUS_PREFIX}${place}`;
/** The city by city-card space n (1–6): the card there is the one that city's trading posts may use (RU L575). */
export const cityCardId = (n: number) => `${CITY_CARD_PREFIX}${n}`;

/** A place the player added: its name as they typed it, and whether it is an oasis (a figure may stand there, no trading post). */
export interface PlaceValue {
	name: string;
	oasis: boolean;
}

/** A route's printed cost (coins, camels, jade), and a water route's guild: any seal of it is needed, none spent (RU L405–410). */
export interface RouteValue {
	coins?: number;
	camels?: number;
	jade?: number;
	water?: Guild;
}

export type BoardBundle = Partial<Record<(typeof STOCK)[number] | 'points', number>>;

const NAME = 'marco_polo_2_refusal_board_name';
const label = (max: number) => v.pipe(v.string(NAME), v.trim(), v.minLength(1, NAME), v.maxLength(max, NAME));
const placeValue = notList(v.strictObject({ name: label(30), oasis: v.boolean() }));
const routeValue = notList(
	v.strictObject(
		{
			coins: v.optional(whole()),
			camels: v.optional(whole()),
			jade: v.optional(whole()),
			water: v.optional(v.picklist(GUILDS, 'marco_polo_2_refusal_no_such_guild'))
		},
		'refusal_no_such_resource'
	)
);
const bonus = notList(amounts([...STOCK, 'points']));
// No trading post is built in Beijing (RU L501), so no city card of its can be used.
const cardCity = v.pipe(
	v.string(NAME),
	v.regex(PLACE_ID, NAME),
	v.check((p) => p !== START_PLACE, NAME)
);
const PLACE_KEY = new RegExp(PLACE_ID.source);
const ROUTE_KEY = new RegExp(`^${PLACE_ID.source.slice(1, -1)}~${PLACE_ID.source.slice(1, -1)}$`);

/** The families of board facts in a copy, for the game's printed catalog. */
export const BOARD_FAMILIES: readonly PrintedFamily[] = [
	{ prefix: PLACE_PREFIX, group: 'board-place', kind: 'place', schema: placeValue, key: PLACE_KEY },
	{ prefix: COAT_PREFIX, group: 'board-coat', kind: 'coat', schema: v.picklist(COAT_GROUPS, 'refusal_unknown_entry'), key: PLACE_KEY },
	{ prefix: COAT_LABEL_PREFIX, group: 'board-coat-label', kind: 'coat-label', schema: label(16), key: /^c[1-9]$/ },
	{ prefix: ROUTE_PREFIX, group: 'board-route', kind: 'route', schema: routeValue, key: ROUTE_KEY },
	{ prefix: OUTPOST_PREFIX, group: 'board-outpost', kind: 'resources', schema: bonus, key: PLACE_KEY, perGame: true },
	{ prefix: CITY_BONUS_PREFIX, group: 'board-city-bonus', kind: 'resources', schema: bonus, key: PLACE_KEY, perGame: true },
	{ prefix: CITY_CARD_PREFIX, group: 'board-city-card', kind: 'card-city', schema: cardCity, key: new RegExp(`^[1-${CITY_CARD_CITY_SPACES}]$`), perGame: true }
];

/** What a copy has learned of the board, read once per copy (a copy is never changed in place). */
export interface LearnedBoard {
	/** Places a figure can stand on: the rulebooks' and the player's, in that order. */
	places: readonly string[];
	/** The player's places, by id. */
	added: ReadonlyMap<string, PlaceValue>;
	oases: ReadonlySet<string>;
	coatOf: ReadonlyMap<string, CoatGroup>;
	coatLabels: ReadonlyMap<CoatGroup, string>;
	/** Routes by routeKey. */
	routes: ReadonlyMap<string, RouteValue>;
	outposts: ReadonlyMap<string, BoardBundle>;
	cityBonuses: ReadonlyMap<string, BoardBundle>;
	/** The city each city-card space lies by, this game, by the space's number. */
	cityCards: ReadonlyMap<number, string>;
}

const boards = new WeakMap<Copy, LearnedBoard>();

/** The values of one family, by what follows its prefix, those that fit its shape only. */
function family<T>(copy: Copy, prefix: string): Map<string, T> {
	const f = BOARD_FAMILIES.find((x) => x.prefix === prefix)!;
	const out = new Map<string, T>();
	for (const [id, value] of Object.entries(copy.values)) {
		if (!id.startsWith(prefix) || !f.key!.test(id.slice(prefix.length))) continue;
		const parsed = v.safeParse(f.schema, value);
		if (parsed.success) out.set(id.slice(prefix.length), parsed.output as T);
	}
	return out;
}

/** The board as this copy knows it. */
export function learnedBoard(copy: Copy): LearnedBoard {
	let board = boards.get(copy);
	if (board) return board;
	const added = family<PlaceValue>(copy, PLACE_PREFIX);
	for (const id of BUILT_IN_PLACES) added.delete(id);
	board = {
		places: [...BUILT_IN_PLACES, ...added.keys()],
		added,
		oases: new Set([...added].filter(([, p]) => p.oasis).map(([id]) => id)),
		coatOf: family<CoatGroup>(copy, COAT_PREFIX),
		coatLabels: family<string>(copy, COAT_LABEL_PREFIX),
		routes: family<RouteValue>(copy, ROUTE_PREFIX),
		outposts: family<BoardBundle>(copy, OUTPOST_PREFIX),
		cityBonuses: family<BoardBundle>(copy, CITY_BONUS_PREFIX),
		cityCards: new Map([...family<string>(copy, CITY_CARD_PREFIX)].map(([n, city]) => [Number(n), city]))
	};
	boards.set(copy, board);
	return board;
}

/** The route between two places as the copy knows it, or null. */
export const routeOf = (board: LearnedBoard, a: string, b: string): RouteValue | null => board.routes.get(routeKey(a, b)) ?? null;

/** The coat groups in use, in order, and the next free one (null when all nine are). */
export function nextCoatGroup(board: LearnedBoard): CoatGroup | null {
	const used = new Set(board.coatOf.values());
	return COAT_GROUPS.find((g) => !used.has(g)) ?? null;
}

/** The city-card spaces that lie by this city, as this game knows them (a city may have more than one, RU L428). */
export const cardsOfCity = (board: LearnedBoard, city: string): number[] => [...board.cityCards].filter(([, c]) => c === city).map(([n]) => n);
