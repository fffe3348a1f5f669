/**
 * Where the schematic map draws each place of the learned board. The printed board's positions are not known (the
 * app learns only which places and routes exist), so the map lays them out by how far they are from Beijing: one
 * column per route step, Beijing on the right (the board's upper right, west to east), places no known route reaches
 * in a last column on the left.
 */
import { type LearnedBoard, routeKey } from '$lib/engine/marco-polo-2/index.ts';

export const COLUMN = 150;
export const ROW = 110;
/** Drawn radius of a city and of an oasis. */
export const CITY_R = 20;
export const OASIS_R = 11;
/** CSS pixels per drawing unit at which names and taps have a finger's size: a hit circle of 84 units is 46 px. */
export const READABLE = 0.55;
export const HIT_R = 42;

export interface LaidPlace {
	id: string;
	x: number;
	y: number;
	oasis: boolean;
}

export interface BoardLayout {
	places: LaidPlace[];
	routes: { a: LaidPlace; b: LaidPlace; key: string }[];
	width: number;
	height: number;
}

/**
 * Columns by distance from Beijing over known routes, breadth first; within a column, in the order met. Drawn: Beijing, the
 * places of known routes and those in `include` (where trading posts and figures are).
 */
export function boardLayout(board: LearnedBoard, include: readonly string[] = []): BoardLayout {
	const shown = new Set(['beijing', ...include, ...[...board.routes.keys()].flatMap((k) => k.split('~'))]);
	const places = board.places.filter((p) => shown.has(p));
	const neighbours = new Map<string, string[]>(places.map((p) => [p, []]));
	for (const key of board.routes.keys()) {
		const [a, b] = key.split('~') as [string, string];
		neighbours.get(a)?.push(b);
		neighbours.get(b)?.push(a);
	}
	const depth = new Map<string, number>([['beijing', 0]]);
	const queue = ['beijing'];
	while (queue.length) {
		const at = queue.shift()!;
		for (const n of neighbours.get(at) ?? [])
			if (!depth.has(n)) {
				depth.set(n, depth.get(at)! + 1);
				queue.push(n);
			}
	}
	const far = Math.max(0, ...depth.values()) + 1;
	const columns: string[][] = Array.from({ length: far + 1 }, () => []);
	for (const p of places) columns[depth.get(p) ?? far]!.push(p);
	const used = columns.filter((c) => c.length);
	const tallest = Math.max(...used.map((c) => c.length));
	const byId = new Map<string, LaidPlace>();
	used.forEach((column, i) => {
		const x = (used.length - 1 - i) * COLUMN + COLUMN / 2;
		column.forEach((id, j) => byId.set(id, { id, x, y: (j + (tallest - column.length) / 2) * ROW + ROW / 2, oasis: board.oases.has(id) }));
	});
	const routes = [...board.routes.keys()].flatMap((key) => {
		const [a, b] = key.split('~') as [string, string];
		const pa = byId.get(a);
		const pb = byId.get(b);
		return pa && pb ? [{ a: pa, b: pb, key: routeKey(a, b) }] : [];
	});
	return { places: [...byId.values()], routes, width: used.length * COLUMN, height: tallest * ROW };
}
