/** Cities and views for the judge's tests, drawn as 5 rows of 5 sites. */
import fc from 'fast-check';
import { ACTIONS, CUBE_COLOURS, SIDES, type Action, type Side, type Site } from '../../../src/lib/engine/merv/index.ts';
import type { JudgeView, Round } from '../../../src/lib/engine/merv/judge/index.ts';

/** The judge is red (as in the rulebook's example, RU L1019), the chamberlain green, the player blue. */
export const JUDGE = 'red' as const;
export const CHAMBERLAIN = 'green' as const;
export const PLAYER = 'blue' as const;

const ACTION_LETTERS: Record<string, Action> = { C: 'caravanserai', P: 'palace', L: 'library', S: 'silk-road', M: 'mosque', W: 'wall' };
const OWNER_LETTERS = { j: JUDGE, c: CHAMBERLAIN, p: PLAYER, '.': null } as const;

/**
 * A city from 5 rows of 5 sites, north first, west first: an action letter (C caravanserai,
 * P palace, L library, S silk-road, M mosque, W wall) and an owner (j judge, c chamberlain,
 * p player, . none); '##' for no site (the market in the middle).
 */
export function cityOf(rows: readonly string[]): (Site | null)[] {
	const tokens = rows.flatMap((row) => row.trim().split(/\s+/));
	if (tokens.length !== 25) throw new Error(`a city has 25 cells, not ${tokens.length}`);
	return tokens.map((t): Site | null => {
		if (t === '##') return null;
		const action = ACTION_LETTERS[t[0]!];
		const owner = t[1] as keyof typeof OWNER_LETTERS;
		if (!action || !(owner in OWNER_LETTERS)) throw new Error(`bad site ${t}`);
		return { action, colour: 'sand', building: OWNER_LETTERS[owner], upgrade: null, soldier: null };
	});
}

export const noWalls = (): Record<Side, boolean[]> => ({
	north: [false, false, false, false, false],
	east: [false, false, false, false, false],
	south: [false, false, false, false, false],
	west: [false, false, false, false, false]
});

/** A view of the judge's turn: every action space free unless told, 5 buildings left. */
export function viewOf(rows: readonly string[], more: Partial<JudgeView> = {}): JudgeView {
	return {
		city: cityOf(rows),
		walls: noWalls(),
		round: 1,
		freeLines: [0, 1, 2, 3, 4],
		judge: JUDGE,
		chamberlain: CHAMBERLAIN,
		player: PLAYER,
		judgeBuildingsLeft: 5,
		...more
	};
}

/** Any site, with any of the three colours' buildings, soldiers and upgrades, or none. */
export const arbSite: fc.Arbitrary<Site> = fc.record({
	action: fc.constantFrom(...ACTIONS),
	colour: fc.constantFrom(...CUBE_COLOURS),
	building: fc.constantFrom(null, null, JUDGE, CHAMBERLAIN, PLAYER),
	upgrade: fc.constantFrom(null, null, null, 'white', 'purple'),
	soldier: fc.constantFrom(null, null, null, JUDGE, PLAYER)
});

/** Any city: the market empty, now and then a site not recorded yet (null). */
export const arbCity = fc
	.array(fc.option(arbSite, { freq: 12, nil: null }), { minLength: 25, maxLength: 25 })
	.map((cells) => cells.map((site, cell) => (cell === 12 ? null : site)));

export const arbWalls = fc
	.array(fc.boolean(), { minLength: 20, maxLength: 20 })
	.map((bits) => Object.fromEntries(SIDES.map((side, i) => [side, bits.slice(i * 5, i * 5 + 5)])) as Record<Side, boolean[]>);

/** Any view, free lines now and then out of range or repeated, any number of buildings left. */
export const arbView: fc.Arbitrary<JudgeView> = fc.record({
	city: arbCity,
	walls: arbWalls,
	round: fc.constantFrom<Round>(1, 2, 3, 4),
	freeLines: fc.array(fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -2, max: 7 })), { maxLength: 6 }),
	judge: fc.constant(JUDGE),
	chamberlain: fc.constant(CHAMBERLAIN),
	player: fc.constant(PLAYER),
	judgeBuildingsLeft: fc.integer({ min: 0, max: 9 })
});

/** A deep copy, frozen all the way down: a function that writes to its input throws. */
export function frozen<T>(value: T): T {
	const copy = structuredClone(value);
	const freeze = (v: unknown) => {
		if (v && typeof v === 'object') {
			Object.values(v).forEach(freeze);
			Object.freeze(v);
		}
	};
	freeze(copy);
	return copy;
}
