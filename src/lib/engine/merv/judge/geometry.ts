/**
 * Where the solo judge looks (RU = shared/seeds/002…txt, by line): which side and line a round
 * activates, the order of a side's action spaces, the line across a site, how far a site is from
 * its action space, and the order of the wall slots the judge breaks ties by. The sides, lines and
 * clockwise order are production's and the turn order's (city/production.ts, round/turn.ts), seen by round.
 */
import { GATE_SLOT, GRID, MARKET_CELL, SIDES, type Side } from '../catalog.ts';
import { colOf, rowOf } from '../city/sites.ts';
import type { PlayerColour } from '../meta.ts';
import { activatesColumn, lineCells, sideOfRound } from '../city/production.ts';
import type { Site } from '../state.ts';
import { clockwiseRank as clockwiseOnSide } from '../round/turn.ts';

/** A round of a year's action phase (RU L326). */
export type Round = 1 | 2 | 3 | 4;
/** Rounds 1 and 3 activate a column, 2 and 4 a row (RU L352). */
export type Axis = 'column' | 'row';
/** The corners of the city, where the turn-order tracks are (RU L334). */
export type TrackCorner = 'nw' | 'ne' | 'se' | 'sw';

export interface RoundGeometry {
	round: Round;
	/** The side of the city whose action spaces the masters take this round (RU L334, L346). */
	side: Side;
	axis: Axis;
	/** The track the masters start the round on (merv-rules-notes item 23): the side's first corner clockwise. */
	track: TrackCorner;
	/** The side's lines in the order of its action spaces clockwise (RU L1019), nearest the track first. */
	clockwise: readonly number[];
}

const TRACKS: readonly TrackCorner[] = ['nw', 'ne', 'se', 'sw'];
const LINES: readonly number[] = Array.from({ length: GRID }, (_, i) => i);
/** A side's lines clockwise round the city, by the turn order's rank (RU L334): the north from west to east, and so on. */
const clockwiseLines = (side: Side): readonly number[] => [...LINES].sort((a, b) => clockwiseOnSide(side, a) - clockwiseOnSide(side, b));
const CLOCKWISE = Object.fromEntries(SIDES.map((side) => [side, clockwiseLines(side)])) as Record<Side, readonly number[]>;

/** A round's index 0–3; any other number counts round by round from round 1, so a wrong one never throws. */
const roundIndex = (round: number) => (Number.isFinite(round) ? (((Math.trunc(round) - 1) % 4) + 4) % 4 : 0);

/** Round r is played on side SIDES[r-1]: north, east, south, west (RU L334). */
export function roundGeometry(round: number): RoundGeometry {
	const i = roundIndex(round);
	const side = sideOfRound(i + 1);
	return { round: (i + 1) as Round, side, axis: activatesColumn(i + 1) ? 'column' : 'row', track: TRACKS[i]!, clockwise: CLOCKWISE[side] };
}

/** A line's number: 0–4, the column from the west or the row from the north. */
export const isLine = (line: unknown): line is number => typeof line === 'number' && Number.isInteger(line) && line >= 0 && line < GRID;

/** How far a cell is from the side, along the line the side activates: 0 for the site next to the action space. */
export function distanceFromSide(side: Side, cell: number): number {
	if (side === 'north') return rowOf(cell);
	if (side === 'south') return GRID - 1 - rowOf(cell);
	if (side === 'east') return GRID - 1 - colOf(cell);
	return colOf(cell);
}

/** The site right in front of a line's action space (RU L354), where the table finds the space; null for no line. */
export function frontCell(round: number, line: number): number | null {
	const { side } = roundGeometry(round);
	return lineCells(roundGeometry(round).round, line).find((cell) => distanceFromSide(side, cell) === 0) ?? null;
}

/** The sites of the other line through a cell, "perpendicular" to it (RU L971, L1025): its row when a column is active, and the reverse. */
export function perpendicularCells(round: number, cell: number): number[] {
	if (!Number.isInteger(cell) || cell < 0 || cell >= GRID * GRID) return [];
	const axis = roundGeometry(round).axis;
	const cells = Array.from({ length: GRID }, (_, i) => (axis === 'column' ? rowOf(cell) * GRID + i : i * GRID + colOf(cell)));
	return cells.filter((c) => c !== MARKET_CELL);
}

/** Where a line's action space is among the side's, clockwise: 0 nearest the current track, 4 farthest (RU L969, L997, L1011); 5 for no line. */
export const clockwiseRank = (round: number, line: number): number => (isLine(line) ? clockwiseOnSide(roundGeometry(round).side, line) : GRID);

/** The line whose action space is next to the camel market: the middle one (RU L1037). */
export const MARKET_LINE = 2;

/** All wall slots clockwise from the westernmost of the north wall (RU L1254), gate slots included. */
export const WALL_SLOTS_CLOCKWISE: readonly { side: Side; slot: number }[] = SIDES.flatMap((side) => CLOCKWISE[side].map((slot) => ({ side, slot })));
export const isGateSlot = (slot: number) => slot === GATE_SLOT;

/** The site in a cell, or null for the market, a site not recorded, or a cell off the city. */
export const siteAt = (city: readonly (Site | null)[], cell: number): Site | null => city[cell] ?? null;

/** How many of these cells hold a building of this colour. */
export const countOwned = (city: readonly (Site | null)[], cells: readonly number[], colour: PlayerColour) =>
	cells.reduce((n, cell) => n + (siteAt(city, cell)?.building === colour ? 1 : 0), 0);

/**
 * The item whose key is greatest, key by key (the first decides, the next breaks its ties, …);
 * on a full tie the first in the list. Null for none. The rules' tie-breaks in one place.
 */
export function best<T>(items: readonly T[], key: (item: T) => readonly number[]): T | null {
	let found = -1;
	let top: readonly number[] = [];
	items.forEach((item, i) => {
		const k = key(item);
		if (found < 0 || greater(k, top)) {
			found = i;
			top = k;
		}
	});
	return found < 0 ? null : items[found]!;
}

function greater(a: readonly number[], b: readonly number[]): boolean {
	for (let i = 0; i < Math.max(a.length, b.length); i++) {
		const x = a[i] ?? 0;
		const y = b[i] ?? 0;
		if (x !== y) return x > y;
	}
	return false;
}
