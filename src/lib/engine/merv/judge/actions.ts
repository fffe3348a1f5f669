/**
 * How the solo judge performs its actions (RU = shared/seeds/002…txt, L1085–L1258): where its
 * soldiers go, which wall piece it builds and where, its courtiers, its caravan cards. Pure.
 */
import { CELLS, COURTS, SPICE_DECK, SPICES, type Court, type CubeColour, type Side, type Spice } from '../catalog.ts';
import { fullyWalled, reached, soldierInfluence, wallInfluence } from '../city/sites.ts';
import type { PlayerColour } from '../meta.ts';
import { courtPoints, bestSpiceSplit } from '../scoring.ts';
import type { Tally } from '../state.ts';
import { best, isGateSlot, siteAt, WALL_SLOTS_CLOCKWISE } from './geometry.ts';
import type { JudgeView } from './turn.ts';

export interface JudgeSoldier {
	cell: number;
	influence: number;
}

/** A building a soldier may go on: no soldier (merv-rules-notes item 19), no upgrade (RU L563), not fully walled (RU L1109). */
function openFor(view: Pick<JudgeView, 'city' | 'walls'>, cell: number, owner: PlayerColour): boolean {
	const site = siteAt(view.city, cell);
	return site !== null && site.building === owner && !site.soldier && !site.upgrade && !fullyWalled(view.walls, cell);
}

/**
 * Where the judge puts a soldier (RU L1107–L1111): the northernmost, then westernmost, unprotected
 * chamberlain's building, for 2 influence; when there is none, its own by the same order, for 1.
 * "Unprotected" (merv-rules-notes item 19): no soldier yet, and not walled on every side that reaches
 * it; one wall of two does not protect. Null when neither has one: it places no soldier.
 */
export function judgeSoldierSite(view: Pick<JudgeView, 'city' | 'walls' | 'judge' | 'chamberlain'>): JudgeSoldier | null {
	for (const owner of [view.chamberlain, view.judge]) {
		// CELLS run row by row from the north-west: the first is the northernmost, then westernmost.
		const cell = CELLS.find((c) => openFor(view, c, owner));
		if (cell !== undefined) return { cell, influence: soldierInfluence(siteAt(view.city, cell)!, view.judge) };
	}
	return null;
}

/** A wall piece still to build: a wall costs 1 or 2 cubes of its colour, a gate 3 (RU L867). */
export interface WallPiece {
	id: number;
	kind: 'wall' | 'gate';
	colour: CubeColour;
	cubes: 1 | 2 | 3;
}

/** The judge's colour order for equally cheap pieces (RU L1238). */
export const WALL_COLOUR_PRIORITY: readonly CubeColour[] = ['purple', 'sand', 'turquoise', 'orange'];

/**
 * What a wall slot would close off, best first (RU L1242–L1252): c the chamberlain's building,
 * j the judge's, p the player's, e an empty site; the two sites' letters in alphabetical order.
 * Two of the player's buildings are not listed (merv-rules-notes item 20): read as not something the
 * judge "tries to close off", so 'unlisted', after I, chosen only when nothing listed is free.
 */
export const WALL_PRIORITIES = [
	['A', 'cc'],
	['B', 'cj'],
	['C', 'jj'],
	['D', 'ce'],
	['E', 'ej'],
	['F', 'cp'],
	['G', 'jp'],
	['H', 'ep'],
	['I', 'ee'],
	['unlisted', 'pp']
] as const;
export type WallPriority = (typeof WALL_PRIORITIES)[number][0];

export interface JudgeWall {
	piece: WallPiece;
	side: Side;
	slot: number;
	influence: number;
	priority: WallPriority;
}

/** The cheapest piece, then by colour (RU L1238); the lowest id for pieces alike. Gates only when no wall piece is left (RU L1238). */
function cheapestPiece(pieces: readonly WallPiece[]): WallPiece | null {
	const walls = pieces.filter((p) => p.kind === 'wall');
	const pool = walls.length > 0 ? walls : pieces.filter((p) => p.kind === 'gate');
	const colourRank = (c: CubeColour) => (WALL_COLOUR_PRIORITY.includes(c) ? WALL_COLOUR_PRIORITY.indexOf(c) : WALL_COLOUR_PRIORITY.length);
	return best(pool, (p) => [-p.cubes, -colourRank(p.colour), -p.id]);
}

/** The priority letter of a slot for the judge: what stands on the 2 sites its piece would close off (RU L873, L1242). */
export function wallPriority(view: Pick<JudgeView, 'city' | 'judge' | 'chamberlain'>, side: Side, slot: number): WallPriority {
	const letter = (cell: number) => {
		const owner = siteAt(view.city, cell)?.building ?? null;
		return owner === null ? 'e' : owner === view.judge ? 'j' : owner === view.chamberlain ? 'c' : 'p';
	};
	const key = reached(side, slot).map(letter).sort().join('');
	return WALL_PRIORITIES.find(([, k]) => k === key)?.[0] ?? 'unlisted';
}

const priorityRank = (p: WallPriority) => WALL_PRIORITIES.findIndex(([letter]) => letter === p);

/**
 * One "Wall" action of the judge (RU L1238–L1258): the piece (cheapest, then purple, sand,
 * turquoise, orange; gates once every wall piece is built) and its slot: a free slot of its kind
 * (walls never in a side's middle slot, gates only there, RU L1256, L871) by priority A–I; equal
 * ones by the first free slot clockwise from the westernmost of the north wall (RU L1254).
 * Influence as for anyone: 1 per own building, 2 per other (RU L873). Null when no piece is left or
 * no slot of the piece's kind is free.
 */
export function judgeWall(view: Pick<JudgeView, 'city' | 'walls' | 'judge' | 'chamberlain'>, pieces: readonly WallPiece[]): JudgeWall | null {
	const piece = cheapestPiece(pieces);
	if (piece === null) return null;
	const slots = WALL_SLOTS_CLOCKWISE.filter(({ side, slot }) => isGateSlot(slot) === (piece.kind === 'gate') && view.walls[side]?.[slot] !== true);
	const order = (s: { side: Side; slot: number }) => WALL_SLOTS_CLOCKWISE.indexOf(s);
	const chosen = best(slots, (s) => [-priorityRank(wallPriority(view, s.side, s.slot)), -order(s)]);
	if (chosen === null) return null;
	const { side, slot } = chosen;
	return { piece, side, slot, influence: wallInfluence(view.city, side, slot, view.judge), priority: wallPriority(view, side, slot) };
}

/** Several "Wall" actions in a row, each piece built before the next is chosen (RU L1238: 1 piece per action). */
export function judgeWalls(view: Pick<JudgeView, 'city' | 'walls' | 'judge' | 'chamberlain'>, pieces: readonly WallPiece[], count: number): JudgeWall[] {
	const out: JudgeWall[] = [];
	let walls = view.walls;
	let left = pieces;
	for (let i = 0; i < count && i < pieces.length; i++) {
		const next = judgeWall({ ...view, walls }, left);
		if (next === null) break;
		out.push(next);
		walls = { ...walls, [next.side]: (walls[next.side] ?? []).map((built, s) => built || s === next.slot) };
		left = left.filter((p) => p !== next.piece);
	}
	return out;
}

/**
 * The judge's "Palace" actions (RU L1140–L1142): 1–3 place 1 courtier, 4–5 place 2 (more than 5
 * cannot happen, read as 2). Each into the court with room that scores the judge most
 * (courtPoints), then the player most, then the leftmost (ties for 1 courtier too,
 * merv-rules-notes item 25); a second courtier goes to another court when the first took the last
 * place. `free`: places left in each court. Returns the courts, one per courtier placed.
 */
export function judgePalace(count: number, tallies: { judge: Tally; player: Tally }, free: Readonly<Record<Court, number>>): Court[] {
	const courtiers = count >= 4 ? 2 : count >= 1 ? 1 : 0;
	const left = { ...free };
	const out: Court[] = [];
	for (let i = 0; i < courtiers; i++) {
		const open = COURTS.filter((c) => left[c] > 0);
		const court = best(open, (c) => [courtPoints(tallies.judge, c), courtPoints(tallies.player, c), -COURTS.indexOf(c)]);
		if (court === null) break;
		out.push(court);
		left[court]--;
	}
	return out;
}

/** A caravan card in the caravanserai's row. */
export interface CaravanCard {
	spice: Spice;
	camel: boolean;
}

/** What a new pair of a spice gives the judge (RU L1129–L1132). */
export type PairBonus = { kind: 'soldier' } | { kind: 'favour' } | { kind: 'points'; points: 3 };

export function judgePairBonus(spice: Spice): PairBonus {
	if (spice === 'ginger') return { kind: 'soldier' };
	if (spice === 'juniper') return { kind: 'favour' };
	return { kind: 'points', points: 3 };
}

export interface CaravanPick {
	/** Its place in the row passed in, 0 the first (farthest from the deck). */
	index: number;
	card: CaravanCard;
	/** What it adds to the judge's spice sets at the end (RU L905–L911). */
	gain: number;
	/** The bonus when it makes a new pair, a 2nd, 4th, … card of its spice (RU L607, L1129); else null. */
	pairBonus: PairBonus | null;
}

/** Cards held, each count kept within the box's cards of its spice (RU L96), so nothing unbounded is split. */
const heldCounts = (held: Readonly<Record<Spice, number>>) =>
	SPICES.map((s) => {
		const n = held[s];
		return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), SPICE_DECK[s]) : 0;
	});

/**
 * One "Caravanserai" action of the judge (RU L1121–L1123): the card that raises its end-of-game
 * spice sets most (best split, RU L905–L911; bonuses for pairs are not end-of-game points), ties
 * to the one nearest the start of the row. Any card, any spice (RU L1123). `row`: first the card
 * farthest from the deck; null for a place already taken this turn (the row closes up only after
 * the action, RU L1125). Null when the row is empty.
 */
export function judgeCaravanCard(row: readonly (CaravanCard | null)[], held: Readonly<Record<Spice, number>>): CaravanPick | null {
	const counts = heldCounts(held);
	const now = bestSpiceSplit(counts).points;
	const gainOf = (spice: Spice) => bestSpiceSplit(counts.map((n, i) => (SPICES[i] === spice ? n + 1 : n))).points - now;
	const places = row.flatMap((card, index) => (card && SPICES.includes(card.spice) ? [{ index, card, gain: gainOf(card.spice) }] : []));
	const pick = best(places, (p) => [p.gain, -p.index]);
	if (pick === null) return null;
	const after = counts[SPICES.indexOf(pick.card.spice)]! + 1;
	return { ...pick, pairBonus: after % 2 === 0 ? judgePairBonus(pick.card.spice) : null };
}

/** Several "Caravanserai" actions in a turn: each card taken leaves its place empty for the next. */
export function judgeCaravanCards(row: readonly (CaravanCard | null)[], held: Readonly<Record<Spice, number>>, count: number): CaravanPick[] {
	const out: CaravanPick[] = [];
	let places = [...row];
	const counts = heldCounts(held);
	const cards = Object.fromEntries(SPICES.map((s, i) => [s, counts[i]!])) as Record<Spice, number>;
	for (let i = 0; i < count && i < row.length; i++) {
		const pick = judgeCaravanCard(places, cards);
		if (pick === null) break;
		out.push(pick);
		places = places.map((card, index) => (index === pick.index ? null : card));
		cards[pick.card.spice]++;
	}
	return out;
}

/**
 * The path the judge enters the mosque by, the first time it climbs (RU L1214): the leftmost with a
 * camel still on it. `pathsWithCamel`: the 4 paths from the left. With no camel on any (in a solo
 * game the player can take at most one of the 4, RU L824, so it does not happen) the rule's other
 * half still stands: the leftmost path. Returns the path's number, 1–4 (as the tally's mosquePath).
 */
export function judgeMosquePath(pathsWithCamel: readonly boolean[]): 1 | 2 | 3 | 4 {
	const i = pathsWithCamel.slice(0, 4).findIndex((camel) => camel === true);
	return (i < 0 ? 1 : i + 1) as 1 | 2 | 3 | 4;
}
