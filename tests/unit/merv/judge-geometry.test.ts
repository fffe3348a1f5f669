/** Where the judge looks: sides, lines, clockwise order, wall slots (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import {
	best,
	clockwiseRank,
	distanceFromSide,
	frontCell,
	perpendicularCells,
	roundGeometry,
	WALL_SLOTS_CLOCKWISE
} from '../../../src/lib/engine/merv/judge/index.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';

describe('the round’s side and line (RU L334, L352)', () => {
	it('L334: round 1 on the north, 2 the east, 3 the south, 4 the west; each starts from the track in its first corner (notes item 23)', () => {
		expect([1, 2, 3, 4].map((r) => roundGeometry(r)).map((g) => [g.side, g.axis, g.track])).toEqual([
			['north', 'column', 'nw'],
			['east', 'row', 'ne'],
			['south', 'column', 'se'],
			['west', 'row', 'sw']
		]);
	});

	it('L352: rounds 1 and 3 activate the column in front of the space, 2 and 4 the row, never the market; the site in front of the space', () => {
		expect(lineCells(1, 3)).toEqual([3, 8, 13, 18, 23]);
		expect(lineCells(2, 0)).toEqual([0, 1, 2, 3, 4]);
		expect(lineCells(3, 2)).toEqual([2, 7, 17, 22]);
		expect(lineCells(4, 1)).toEqual([5, 6, 7, 8, 9]);
		expect(lineCells(1, 5)).toEqual([]);
		expect(lineCells(1, -1)).toEqual([]);
		expect([frontCell(1, 3), frontCell(2, 0), frontCell(3, 2), frontCell(4, 1), frontCell(1, 5)]).toEqual([3, 4, 22, 5, null]);
	});

	it('L1019: the action spaces counted clockwise — north W→E, east N→S, south E→W, west S→N', () => {
		expect([1, 2, 3, 4].map((r) => roundGeometry(r).clockwise)).toEqual([
			[0, 1, 2, 3, 4],
			[0, 1, 2, 3, 4],
			[4, 3, 2, 1, 0],
			[4, 3, 2, 1, 0]
		]);
		// Nearest the current track is first clockwise, farthest last (L969, L997).
		expect(clockwiseRank(3, 4)).toBe(0);
		expect(clockwiseRank(4, 0)).toBe(4);
		expect(clockwiseRank(1, 9)).toBe(5);
	});

	it('L971, L1025: across a site is the other line through it; the distance runs along the active line from its space', () => {
		expect(perpendicularCells(1, 8)).toEqual([5, 6, 7, 8, 9]);
		expect(perpendicularCells(2, 8)).toEqual([3, 8, 13, 18, 23]);
		expect(perpendicularCells(1, 11)).toEqual([10, 11, 13, 14]);
		expect([0, 4, 20, 24].map((c) => distanceFromSide('north', c))).toEqual([0, 0, 4, 4]);
		expect([0, 4, 20, 24].map((c) => distanceFromSide('east', c))).toEqual([4, 0, 4, 0]);
		expect([0, 4, 20, 24].map((c) => distanceFromSide('south', c))).toEqual([4, 4, 0, 0]);
		expect([0, 4, 20, 24].map((c) => distanceFromSide('west', c))).toEqual([0, 4, 0, 4]);
	});

	it('a round out of 1–4 counts on from round 1 instead of throwing', () => {
		expect(roundGeometry(5).side).toBe('north');
		expect(roundGeometry(0).side).toBe('west');
		expect(roundGeometry(Number.NaN).side).toBe('north');
	});
});

describe('L1254: wall slots clockwise from the westernmost of the north wall', () => {
	it('runs the north W→E, the east N→S, the south E→W, the west S→N, 20 slots', () => {
		expect(WALL_SLOTS_CLOCKWISE).toHaveLength(20);
		expect(WALL_SLOTS_CLOCKWISE.slice(0, 6)).toEqual([
			{ side: 'north', slot: 0 },
			{ side: 'north', slot: 1 },
			{ side: 'north', slot: 2 },
			{ side: 'north', slot: 3 },
			{ side: 'north', slot: 4 },
			{ side: 'east', slot: 0 }
		]);
		expect(WALL_SLOTS_CLOCKWISE.slice(10, 11)).toEqual([{ side: 'south', slot: 4 }]);
		expect(WALL_SLOTS_CLOCKWISE.at(-1)).toEqual({ side: 'west', slot: 0 });
	});
});

describe('tie-breaks', () => {
	it('the greatest key wins, key by key; a full tie keeps the first; none gives null', () => {
		expect(best(['a', 'b', 'c'], (s) => (s === 'a' ? [1, 0] : [1, 2]))).toBe('b');
		expect(best(['a', 'b'], () => [3])).toBe('a');
		expect(best([], () => [1])).toBeNull();
	});
});
