/** Properties of the judge's decisions on any city: total, deterministic, within the rules (RU = shared/seeds/002…txt, by line). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, COURTS, CUBE_COLOURS, emptyTally, fullyWalled, SPICES, wallInfluence, type Action, type Site } from '../../../src/lib/engine/merv/index.ts';
import {
	canJudgeActivate,
	chamberlainSiteByJudge,
	chamberlainSpaceByJudge,
	clockwiseRank,
	judgeCaravanCard,
	judgeDrawCard,
	judgePalace,
	judgeSite,
	judgeSoldierSite,
	judgeSpace,
	judgeWall,
	planJudgeTurn,
	WALL_PRIORITIES,
	wallPriority,
	type JudgeView,
	type WallPiece
} from '../../../src/lib/engine/merv/judge/index.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
import { arbView, frozen } from './judge-fixtures.ts';

const arbAction = fc.constantFrom(...ACTIONS);
const sites = (view: JudgeView, line: number) => lineCells(view.round, line).map((cell) => ({ cell, site: view.city[cell] ?? null }));
const owned = (view: JudgeView, line: number, colour: string) => sites(view, line).filter(({ site }) => site?.building === colour).length;
const isFree = (view: JudgeView, line: number) => view.freeLines.includes(line);
const canA = (view: JudgeView, line: number, desired: Action) =>
	sites(view, line).some(({ site }) => site !== null && !site.building && site.action === desired);
const canB = (view: JudgeView, line: number, desired: Action) =>
	sites(view, line).some(({ site }) => site?.action === desired && (site.building === view.judge || site.building === view.chamberlain));
const LINES = [0, 1, 2, 3, 4];
const greaterOrEqual = (a: number[], b: number[]) => {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
	return true;
};

describe('the judge’s turn on any city (property)', () => {
	it('the same view gives the same decisions, and no decision writes to the view', () => {
		fc.assert(
			fc.property(arbView, arbAction, (view, desired) => {
				const v = frozen(view);
				expect(planJudgeTurn(v, desired)).toEqual(planJudgeTurn(view, desired));
				expect(chamberlainSpaceByJudge(v)).toEqual(chamberlainSpaceByJudge(view));
				for (const line of [-1, 0, 2, 4, 9]) {
					expect(judgeSite(v, line, desired)).toEqual(judgeSite(view, line, desired));
					expect(chamberlainSiteByJudge(v, line)).toEqual(chamberlainSiteByJudge(view, line));
				}
				expect(judgeSoldierSite(v)).toEqual(judgeSoldierSite(view));
				expect(judgeDrawCard(frozen([...ACTIONS]), canJudgeActivate(v))).toEqual(judgeDrawCard([...ACTIONS], canJudgeActivate(view)));
			})
		);
	});

	it('L985–L1013: a chosen space is free; A has an empty desired site and a building to place, B a desired site of the judge or chamberlain; null only when neither', () => {
		fc.assert(
			fc.property(arbView, arbAction, (view, desired) => {
				const space = judgeSpace(view, desired);
				const aLines = LINES.filter((l) => isFree(view, l) && view.judgeBuildingsLeft > 0 && canA(view, l, desired));
				const bLines = LINES.filter((l) => isFree(view, l) && canB(view, l, desired));
				if (space === null) {
					expect([...aLines, ...bLines]).toEqual([]);
					return;
				}
				expect(isFree(view, space.line)).toBe(true);
				const key = (l: number) =>
					space.algorithm === 'A'
						? [owned(view, l, view.judge), owned(view, l, view.chamberlain), owned(view, l, view.player), clockwiseRank(view.round, l)]
						: [
								owned(view, l, view.judge) + owned(view, l, view.chamberlain),
								owned(view, l, view.judge),
								owned(view, l, view.player),
								clockwiseRank(view.round, l)
							];
				const eligible = space.algorithm === 'A' ? aLines : bLines;
				expect(space.algorithm === 'A' || aLines.length === 0).toBe(true);
				expect(eligible).toContain(space.line);
				for (const other of eligible) expect(greaterOrEqual(key(space.line), key(other))).toBe(true);
			})
		);
	});

	it('L1023, L1031: the site built is empty, of the desired type, on the chosen line; the judge then acts at least once', () => {
		fc.assert(
			fc.property(arbView, arbAction, (view, desired) => {
				const turn = planJudgeTurn(view, desired);
				if (turn === null) return;
				expect(turn.actions).toBeGreaterThanOrEqual(1);
				if (turn.algorithm === 'B') {
					expect(turn.site).toBeNull();
					return;
				}
				expect(turn.site).not.toBeNull();
				expect(lineCells(view.round, turn.line)).toContain(turn.site);
				const site = view.city[turn.site!]!;
				expect(site.building).toBeNull();
				expect(site.action).toBe(desired);
			})
		);
	});

	it('L969–L971, L941: the chamberlain’s space is free and its site empty and on the line; no site only when the line is full', () => {
		fc.assert(
			fc.property(arbView, (view) => {
				const line = chamberlainSpaceByJudge(view);
				if (line === null) {
					expect(LINES.some((l) => isFree(view, l))).toBe(false);
					return;
				}
				expect(isFree(view, line)).toBe(true);
				const cell = chamberlainSiteByJudge(view, line);
				const empty = sites(view, line).filter(({ site }) => site !== null && !site.building);
				if (cell === null) {
					expect(empty).toEqual([]);
					return;
				}
				expect(empty.map((e) => e.cell)).toContain(cell);
			})
		);
	});

	it('L979–L981: the card played and the cards discarded are the deck’s first cards, in order; the rest stays', () => {
		fc.assert(
			fc.property(arbView, fc.array(arbAction, { maxLength: 6 }), (view, deck) => {
				const draw = judgeDrawCard(deck, canJudgeActivate(view));
				expect([...draw.discarded, ...(draw.card ? [draw.card] : []), ...draw.deck]).toEqual(deck);
				for (const card of draw.discarded) expect(judgeSpace(view, card)).toBeNull();
				if (draw.card) expect(judgeSpace(view, draw.card)).not.toBeNull();
			})
		);
	});
});

const arbPiece: fc.Arbitrary<WallPiece> = fc.oneof(
	fc.record({
		id: fc.integer({ min: 1, max: 20 }),
		kind: fc.constant('wall' as const),
		colour: fc.constantFrom(...CUBE_COLOURS),
		cubes: fc.constantFrom(1 as const, 2 as const)
	}),
	fc.record({
		id: fc.integer({ min: 1, max: 20 }),
		kind: fc.constant('gate' as const),
		colour: fc.constantFrom(...CUBE_COLOURS),
		cubes: fc.constant(3 as const)
	})
);

describe('the judge’s actions on any city (property)', () => {
	it('L1107–L1111: a soldier goes on an unprotected building of the chamberlain, or its own only when the chamberlain has none', () => {
		fc.assert(
			fc.property(arbView, (view) => {
				const open = (site: Site | null, cell: number, owner: string) =>
					site !== null && site.building === owner && !site.soldier && !site.upgrade && !fullyWalled(view.walls, cell);
				const soldier = judgeSoldierSite(view);
				const chamberlains = view.city.flatMap((site, cell) => (open(site, cell, view.chamberlain) ? [cell] : []));
				const own = view.city.flatMap((site, cell) => (open(site, cell, view.judge) ? [cell] : []));
				if (chamberlains.length > 0) {
					expect(soldier).toEqual({ cell: chamberlains[0], influence: 2 });
					return;
				}
				expect(soldier).toEqual(own.length > 0 ? { cell: own[0], influence: 1 } : null);
			})
		);
	});

	it('L1238–L1256: a wall piece goes in a free slot of its kind, none of better priority left, for the usual influence', () => {
		fc.assert(
			fc.property(arbView, fc.array(arbPiece, { maxLength: 5 }), (view, pieces) => {
				const v = frozen(view);
				const built = judgeWall(v, frozen(pieces));
				expect(built).toEqual(judgeWall(view, pieces));
				if (built === null) return;
				expect(view.walls[built.side][built.slot]).toBe(false);
				expect(built.slot === 2).toBe(built.piece.kind === 'gate');
				expect(built.piece.kind === 'gate' && pieces.some((p) => p.kind === 'wall')).toBe(false);
				expect(built.influence).toBe(wallInfluence(view.city, built.side, built.slot, view.judge));
				const rank = (p: string) => WALL_PRIORITIES.findIndex(([letter]) => letter === p);
				for (const side of ['north', 'east', 'south', 'west'] as const)
					for (const slot of built.slot === 2 ? [2] : [0, 1, 3, 4])
						if (!view.walls[side][slot]) expect(rank(wallPriority(view, side, slot))).toBeGreaterThanOrEqual(rank(built.priority));
			})
		);
	});

	it('L1140–L1142: at most 2 courtiers, never into a full court', () => {
		const free = fc.record(Object.fromEntries(COURTS.map((c) => [c, fc.integer({ min: 0, max: 3 })])) as Record<(typeof COURTS)[number], fc.Arbitrary<number>>);
		const t = fc.record({ scrolls: fc.nat(8), mosqueLevel: fc.nat(8), common: fc.nat(5) }).map((m) => ({ ...emptyTally(), ...m }));
		fc.assert(
			fc.property(fc.integer({ min: -1, max: 7 }), t, t, free, (count, judge, player, places) => {
				const courts = judgePalace(count, { judge, player }, places);
				expect(courts.length).toBeLessThanOrEqual(count >= 4 ? 2 : count >= 1 ? 1 : 0);
				for (const c of COURTS) expect(courts.filter((x) => x === c).length).toBeLessThanOrEqual(places[c]);
			})
		);
	});

	it('L1121: no card in the row adds more to the judge’s spice sets than the one it takes', () => {
		const card = fc.record({ spice: fc.constantFrom(...SPICES), camel: fc.boolean() });
		const held = fc.record(Object.fromEntries(SPICES.map((s) => [s, fc.nat(4)])) as Record<(typeof SPICES)[number], fc.Arbitrary<number>>);
		fc.assert(
			fc.property(fc.array(fc.option(card, { nil: null }), { maxLength: 8 }), held, (row, spices) => {
				const pick = judgeCaravanCard(row, spices);
				if (pick === null) {
					expect(row.every((c) => c === null)).toBe(true);
					return;
				}
				for (const [i, other] of row.entries()) {
					if (other === null) continue;
					const gain = judgeCaravanCard([other], spices)!.gain;
					expect(gain < pick.gain || (gain === pick.gain && i >= pick.index)).toBe(true);
				}
			})
		);
	});
});
