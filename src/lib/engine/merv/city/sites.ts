/**
 * The city's geometry: which sites a side's Mongols reach, what protects them, and what a wall
 * piece or a soldier earns in influence (RU L451–L461, L559–L565, L866–L877).
 */
import { CUBES, GRID, SIDES, type Cube, type Side } from '../catalog.ts';
import type { PlayerColour } from '../meta.ts';
import type { Attack, Site } from '../state.ts';

export const rowOf = (cell: number) => Math.floor(cell / GRID);
export const colOf = (cell: number) => cell % GRID;
const at = (row: number, col: number) => row * GRID + col;

/**
 * The two sites a side reaches in one line (RU L453), nearest first. A line is a column for the
 * north and south, a row for the east and west; the slot of the wall piece in front of it has its number.
 */
export function reached(side: Side, line: number): number[] {
	if (side === 'north') return [at(0, line), at(1, line)];
	if (side === 'south') return [at(4, line), at(3, line)];
	if (side === 'east') return [at(line, 4), at(line, 3)];
	return [at(line, 0), at(line, 1)];
}

/** The sides that reach a cell and the slot in front of it on each: 2 for most sites, 1 for those in line with the market (RU L453). */
export function sidesReaching(cell: number): { side: Side; slot: number }[] {
	const out: { side: Side; slot: number }[] = [];
	for (const side of SIDES) {
		const line = side === 'north' || side === 'south' ? colOf(cell) : rowOf(cell);
		if (reached(side, line).includes(cell)) out.push({ side, slot: line });
	}
	return out;
}

/** Whether every side reaching the cell has its wall piece (or its gate, in line with the market) built. */
export function fullyWalled(walls: Record<Side, readonly boolean[]>, cell: number): boolean {
	return sidesReaching(cell).every(({ side, slot }) => walls[side][slot] === true);
}

/** Protected from the Mongols: a soldier of anyone on it, or walls on every side that reaches it (RU L453–L455). */
export function isProtected(site: Site, walls: Record<Side, readonly boolean[]>, cell: number): boolean {
	return site.soldier !== null || fullyWalled(walls, cell);
}

/** The order the Mongols come in: each side in turn clockwise from the north, each line along it clockwise, nearest site first. */
const ATTACK_ORDER: readonly { side: Side; cell: number }[] = SIDES.flatMap((side) => {
	const lines = side === 'north' || side === 'east' ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0];
	return lines.flatMap((line) => reached(side, line).map((cell) => ({ side, cell })));
});

/**
 * The buildings the Mongols attack: a building with no soldier, reached by a side without its wall piece,
 * attacked once, from the first such side (RU L453: each site at most once a phase). Whoever owns it.
 */
export function attackedBuildings(city: readonly (Site | null)[], walls: Record<Side, readonly boolean[]>): Attack[] {
	const seen = new Set<number>();
	const out: Attack[] = [];
	for (const { side, cell } of ATTACK_ORDER) {
		const site = city[cell];
		if (seen.has(cell) || !site?.building || site.soldier !== null) continue;
		const slot = side === 'north' || side === 'south' ? colOf(cell) : rowOf(cell);
		if (walls[side][slot]) continue;
		seen.add(cell);
		out.push({ cell, side, owner: site.building });
	}
	return out;
}

/** The cubes a tribute for this site may be: its colour, an extra-cube upgrade's, white as any; any with a white upgrade (RU L457). */
export function tributeCubes(site: Site): Cube[] {
	if (site.upgrade === 'white') return [...CUBES];
	const out = new Set<Cube>([site.colour, 'white']);
	if (site.upgrade) out.add(site.upgrade);
	return CUBES.filter((c) => out.has(c));
}

/** Influence for protecting a building: 1 for one's own, 2 for anyone else's, the chamberlain's too (RU L565, L955). */
const influenceFor = (building: PlayerColour | null, by: PlayerColour) => (building === null ? 0 : building === by ? 1 : 2);

/** A new wall piece's influence: the buildings on the 2 nearest sites in its line, at most 4 (RU L873). */
export function wallInfluence(city: readonly (Site | null)[], side: Side, slot: number, by: PlayerColour): number {
	const sum = reached(side, slot).reduce((n, cell) => n + influenceFor(city[cell]?.building ?? null, by), 0);
	return Math.min(4, sum);
}

/** A soldier's influence: 1 on one's own building, 2 on another's (RU L565). */
export const soldierInfluence = (site: Site, by: PlayerColour) => influenceFor(site.building, by);
