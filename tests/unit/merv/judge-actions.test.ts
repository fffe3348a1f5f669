/** How the judge performs its actions: soldiers, walls, palace, caravan cards, mosque (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { emptyTally, type Tally } from '../../../src/lib/engine/merv/index.ts';
import {
	judgeCaravanCard,
	judgeCaravanCards,
	judgeMosquePath,
	judgePairBonus,
	judgePalace,
	judgeSoldierSite,
	judgeWall,
	judgeWalls,
	type WallPiece
} from '../../../src/lib/engine/merv/judge/index.ts';
import { cityOf, noWalls, viewOf } from './judge-fixtures.ts';

const EMPTY = ['P. P. P. P. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];

describe('the judge’s soldiers (RU L1103–L1113)', () => {
	const rows = ['Pp Pc P. P. P.', 'Pc Pj P. P. P.', 'P. P. ## P. Pc', 'P. P. P. P. P.', 'Pj P. P. P. P.'];

	it('L1107: on the northernmost, then westernmost, unprotected chamberlain’s building, for 2 influence', () => {
		expect(judgeSoldierSite(viewOf(rows))).toEqual({ cell: 1, influence: 2 });
		const sameRow = ['P. P. P. P. P.', 'P. Pc P. Pc P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSoldierSite(viewOf(sameRow))).toEqual({ cell: 6, influence: 2 });
	});

	it('L1107 (notes item 19): a building with a soldier already is protected, one with an upgrade takes none (L563)', () => {
		const city = cityOf(rows);
		city[1] = { ...city[1]!, soldier: 'blue' };
		city[5] = { ...city[5]!, upgrade: 'white' };
		expect(judgeSoldierSite(viewOf(rows, { city }))).toEqual({ cell: 14, influence: 2 });
	});

	it('L1109: never on a fully walled site; one wall of the two that reach it does not protect it (notes item 19)', () => {
		// Cell 1 is reached from the north (slot 1) and the west (slot 0).
		const oneWall = viewOf(rows, { walls: { ...noWalls(), north: [false, true, false, false, false] } });
		expect(judgeSoldierSite(oneWall)).toEqual({ cell: 1, influence: 2 });
		const both = viewOf(rows, { walls: { ...noWalls(), north: [false, true, false, false, false], west: [true, false, false, false, false] } });
		expect(judgeSoldierSite(both)).toEqual({ cell: 5, influence: 2 });
	});

	it('L1111: no unprotected chamberlain’s building — its own by the same order, for 1 influence; none — no soldier', () => {
		const own = ['Pp P. P. P. P.', 'P. P. P. Pj P.', 'P. P. ## P. P.', 'Pj P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSoldierSite(viewOf(own))).toEqual({ cell: 8, influence: 1 });
		expect(judgeSoldierSite(viewOf(['Pp P. P. P. P.', ...EMPTY.slice(1)]))).toBeNull();
	});
});

const wall = (id: number, colour: WallPiece['colour'], cubes: 1 | 2): WallPiece => ({ id, kind: 'wall', colour, cubes });
const gate = (id: number, colour: WallPiece['colour']): WallPiece => ({ id, kind: 'gate', colour, cubes: 3 });

describe('the judge’s walls (RU L1236–L1258)', () => {
	it('L1238: the cheapest piece first; equally cheap, purple, sand, turquoise, orange', () => {
		const pieces = [wall(1, 'orange', 1), wall(2, 'purple', 2), wall(3, 'sand', 1), gate(4, 'purple'), wall(5, 'turquoise', 1)];
		expect(judgeWall(viewOf(EMPTY), pieces)?.piece.id).toBe(3);
		expect(judgeWall(viewOf(EMPTY), [wall(1, 'orange', 2), wall(2, 'turquoise', 2)])?.piece.id).toBe(2);
	});

	it('L1238: gates only once every wall piece is built; they go only in a side’s middle slot (L871)', () => {
		expect(judgeWall(viewOf(EMPTY), [gate(4, 'turquoise'), wall(9, 'orange', 2)])?.piece.id).toBe(9);
		expect(judgeWall(viewOf(EMPTY), [gate(4, 'turquoise'), gate(2, 'sand')])).toMatchObject({ piece: { id: 2 }, side: 'north', slot: 2 });
		const northGate = viewOf(EMPTY, { walls: { ...noWalls(), north: [false, false, true, false, false] } });
		expect(judgeWall(northGate, [gate(2, 'sand')])).toMatchObject({ side: 'east', slot: 2 });
	});

	it('L1244: two of the chamberlain’s buildings first, for 4 influence', () => {
		const city = ['Pc P. P. P. Pc', 'Pj P. P. P. Pc', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		// North slot 0 closes off cells 0 and 5 (chamberlain + judge), slot 4 cells 4 and 9 (2 chamberlain's).
		expect(judgeWall(viewOf(city), [wall(1, 'sand', 1)])).toMatchObject({ side: 'north', slot: 4, influence: 4, priority: 'A' });
	});

	it('L1245–L1252: then B, C, D, E, F, G, H, I in that order, whatever the slots’ order round the city', () => {
		// North 0: two empty; north 1: the player's; north 3: judge + player; north 4: chamberlain + player;
		// south 4: the judge's; south 3: the chamberlain's; south 1: two of the judge's; south 0: chamberlain + judge.
		const city = ['P. Pp P. Pj Pc', 'P. P. P. Pp Pp', 'P. P. ## P. P.', 'Pj Pj P. P. P.', 'Pc Pj P. Pc Pj'];
		const sidesBuilt = { ...noWalls(), east: [true, true, false, true, true], west: [true, true, false, true, true] };
		const pieces = Array.from({ length: 8 }, (_, i) => wall(i + 1, 'sand', 1));
		const built = judgeWalls(viewOf(city, { walls: sidesBuilt }), pieces, 8);
		expect(built.map((w) => [w.priority, w.side, w.slot, w.influence])).toEqual([
			['B', 'south', 0, 3],
			['C', 'south', 1, 2],
			['D', 'south', 3, 2],
			['E', 'south', 4, 1],
			['F', 'north', 4, 4],
			['G', 'north', 3, 3],
			['H', 'north', 1, 2],
			['I', 'north', 0, 0]
		]);
	});

	it('notes item 20: two of the player’s buildings are not in the list — after I', () => {
		const city = ['Pp P. P. P. P.', 'Pp P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		const onlyNorth = { ...noWalls(), north: [false, false, false, true, true], east: [true, true, false, true, true], south: [true, true, false, true, true] };
		const west = { west: [true, true, false, true, true] };
		const view = viewOf(city, { walls: { ...onlyNorth, ...west } });
		expect(judgeWall(view, [wall(1, 'sand', 1)])).toMatchObject({ side: 'north', slot: 1, priority: 'I', influence: 0 });
		const last = viewOf(city, { walls: { ...onlyNorth, ...west, north: [false, true, false, true, true] } });
		expect(judgeWall(last, [wall(1, 'sand', 1)])).toMatchObject({ side: 'north', slot: 0, priority: 'unlisted', influence: 4 });
	});

	it('L1254, L1256: equal priorities — the first free slot clockwise from the westernmost of the north wall, never a middle slot', () => {
		const pieces = [wall(1, 'sand', 1)];
		expect(judgeWall(viewOf(EMPTY), pieces)).toMatchObject({ side: 'north', slot: 0 });
		expect(judgeWall(viewOf(EMPTY, { walls: { ...noWalls(), north: [true, false, false, false, false] } }), pieces)).toMatchObject({ side: 'north', slot: 1 });
		const northDone = { ...noWalls(), north: [true, true, false, true, true] };
		expect(judgeWall(viewOf(EMPTY, { walls: northDone }), pieces)).toMatchObject({ side: 'east', slot: 0 });
		const southNext = { ...northDone, east: [true, true, false, true, true] };
		expect(judgeWall(viewOf(EMPTY, { walls: southNext }), pieces)).toMatchObject({ side: 'south', slot: 4 });
	});

	it('no piece left, or no free slot of its kind — no wall', () => {
		expect(judgeWall(viewOf(EMPTY), [])).toBeNull();
		const full = {
			north: [true, true, false, true, true],
			east: [true, true, false, true, true],
			south: [true, true, false, true, true],
			west: [true, true, false, true, true]
		};
		expect(judgeWall(viewOf(EMPTY, { walls: full }), [wall(1, 'sand', 1), gate(2, 'sand')])).toBeNull();
	});
});

const tally = (more: Partial<Tally>): Tally => ({ ...emptyTally(), ...more });
const FREE = { learning: 3, spices: 3, commerce: 3, faith: 3 };

describe('the judge’s palace (RU L1138–L1142)', () => {
	const judge = tally({ scrolls: 3, 'spice.ginger': 2, mosqueLevel: 1 });
	const player = tally({});

	it('L1140: 1–3 actions — 1 courtier, in the court that scores the judge most', () => {
		expect([1, 2, 3].map((n) => judgePalace(n, { judge, player }, FREE))).toEqual([['learning'], ['learning'], ['learning']]);
		expect(judgePalace(0, { judge, player }, FREE)).toEqual([]);
	});

	it('L1142: 4–5 actions — 2 courtiers; a court with one place left sends the second to the next best', () => {
		expect(judgePalace(4, { judge, player }, FREE)).toEqual(['learning', 'learning']);
		expect(judgePalace(5, { judge, player }, { ...FREE, learning: 1 })).toEqual(['learning', 'spices']);
	});

	it('L1140: only a court with room', () => {
		expect(judgePalace(2, { judge, player }, { ...FREE, learning: 0 })).toEqual(['spices']);
		expect(judgePalace(5, { judge, player }, { learning: 0, spices: 0, commerce: 0, faith: 1 })).toEqual(['faith']);
		expect(judgePalace(5, { judge, player }, { learning: 0, spices: 0, commerce: 0, faith: 0 })).toEqual([]);
	});

	it('L1142 (notes item 25, for 1 courtier too): equal for the judge — most for the player, then the leftmost court', () => {
		const even = tally({ scrolls: 2, common: 2 });
		expect(judgePalace(1, { judge: even, player: tally({ rare: 1 }) }, FREE)).toEqual(['commerce']);
		expect(judgePalace(1, { judge: even, player }, FREE)).toEqual(['learning']);
		expect(judgePalace(4, { judge: tally({}), player }, FREE)).toEqual(['learning', 'learning']);
	});
});

const held = (more: Partial<Record<'cinnamon' | 'ginger' | 'juniper' | 'pepper', number>>) => ({ cinnamon: 0, ginger: 0, juniper: 0, pepper: 0, ...more });

describe('the judge’s caravan cards (RU L1119–L1134)', () => {
	it('L1121: the card that adds most to its spice sets at the end; equal — the one nearest the start of the row', () => {
		const row = [
			{ spice: 'cinnamon', camel: true },
			{ spice: 'ginger', camel: false },
			{ spice: 'pepper', camel: false }
		] as const;
		// With 1 cinnamon: another cinnamon adds 1 (two sets of 1), ginger or pepper 2 (a set of 2).
		expect(judgeCaravanCard(row, held({ cinnamon: 1 }))).toEqual({ index: 1, card: row[1], gain: 2, pairBonus: null });
		expect(judgeCaravanCard(row, held({}))).toMatchObject({ index: 0, card: { camel: true }, gain: 1 });
	});

	it('L1123: any spice, whatever its influence; L1125: a card taken leaves its place until the action ends', () => {
		const row = [
			{ spice: 'juniper', camel: false },
			{ spice: 'cinnamon', camel: false },
			{ spice: 'juniper', camel: false }
		] as const;
		const picks = judgeCaravanCards(row, held({ cinnamon: 1, ginger: 1, pepper: 1 }), 2);
		expect(picks.map((p) => [p.index, p.gain])).toEqual([
			[0, 4],
			[1, 1]
		]);
		expect(judgeCaravanCard([null, null], held({}))).toBeNull();
	});

	it('L1129–L1132: a new pair of ginger — a soldier; juniper — favour; cinnamon or pepper — 3 points', () => {
		expect(judgePairBonus('ginger')).toEqual({ kind: 'soldier' });
		expect(judgePairBonus('juniper')).toEqual({ kind: 'favour' });
		expect(judgePairBonus('cinnamon')).toEqual({ kind: 'points', points: 3 });
		expect(judgePairBonus('pepper')).toEqual({ kind: 'points', points: 3 });
		const row = [{ spice: 'ginger', camel: false }] as const;
		expect(judgeCaravanCard(row, held({ ginger: 1 }))?.pairBonus).toEqual({ kind: 'soldier' });
		expect(judgeCaravanCard(row, held({ ginger: 2 }))?.pairBonus).toBeNull();
	});
});

describe('the judge’s mosque (RU L1212–L1230)', () => {
	it('L1214: it starts on the leftmost path with a camel', () => {
		expect(judgeMosquePath([false, true, true, true])).toBe(2);
		expect(judgeMosquePath([true, true, true, true])).toBe(1);
		expect(judgeMosquePath([false, false, false, true])).toBe(4);
	});

	it('L1214: no camel left on any path (cannot happen solo) — the leftmost path', () => {
		expect(judgeMosquePath([false, false, false, false])).toBe(1);
		expect(judgeMosquePath([])).toBe(1);
	});
});
