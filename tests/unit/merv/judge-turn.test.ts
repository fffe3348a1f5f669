/** The judge's turn and its choices for the chamberlain (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import {
	canJudgeActivate,
	chamberlainSiteByJudge,
	chamberlainSpaceByJudge,
	judgeActionCount,
	judgeDrawCard,
	judgeMarket,
	judgeSite,
	judgeSpace,
	planJudgeTurn,
	reshuffledDeck
} from '../../../src/lib/engine/merv/judge/index.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { CHAMBERLAIN, cityOf, JUDGE, viewOf } from './judge-fixtures.ts';

/** The rulebook's example (L1019), round 1 on the north: Silk Road wanted, the 3rd space taken. */
const EXAMPLE = [
	'Sp Sj S. Sc Sj', // north
	'P. Pc P. Pc Pj',
	'P. Pc ## P. P.',
	'P. P. P. P. P.',
	'P. P. P. P. P.'
];

describe('algorithm A (RU L987–L999)', () => {
	const rows = [
		'L. P. C. Lj M.', // north
		'P. W. M. P. C.',
		'C. P. ## W. M.',
		'W. M. L. C. P.',
		'M. C. W. S. W.'
	];

	it('L989: a free space whose line has an empty site of the desired type', () => {
		expect(judgeSpace(viewOf(rows, { freeLines: [0, 1, 3, 4] }), 'library')).toEqual({ line: 0, algorithm: 'A' });
		expect(judgeSpace(viewOf(rows, { freeLines: [1, 2, 3, 4] }), 'library')).toEqual({ line: 2, algorithm: 'A' });
	});

	it('L991: several — the line with most of the judge’s buildings', () => {
		const city = ['M. M. P. M. P.', 'P. Pj P. Pc P.', 'P. P. ## Pp P.', 'P. P. P. Pp P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'mosque')).toEqual({ line: 1, algorithm: 'A' });
	});

	it('L993: still several — most of the chamberlain’s', () => {
		const city = ['P. M. P. M. P.', 'P. Pj P. Pj P.', 'P. Pc ## P. P.', 'P. P. P. Pp P.', 'P. P. P. Pp P.'];
		expect(judgeSpace(viewOf(city), 'mosque')).toEqual({ line: 1, algorithm: 'A' });
	});

	it('L995: still several — most of the player’s', () => {
		const city = ['P. M. P. M. P.', 'P. Pj P. Pj P.', 'P. Pp ## Pp P.', 'P. Pp P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'mosque')).toEqual({ line: 1, algorithm: 'A' });
	});

	it('L997: still several — the space farthest from the current track (the round’s first corner, notes item 23)', () => {
		const city = ['P. M. P. M. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		// Round 1 from the north-west: column 3 is 4th clockwise, column 1 2nd.
		expect(judgeSpace(viewOf(city, { round: 1 }), 'mosque')).toEqual({ line: 3, algorithm: 'A' });
		// Round 3 from the south-east, east to west: column 1 is the 4th.
		expect(judgeSpace(viewOf(city, { round: 3 }), 'mosque')).toEqual({ line: 1, algorithm: 'A' });
	});

	it('L999: no empty desired site in front of a free space — algorithm B', () => {
		expect(judgeSpace(viewOf(rows, { freeLines: [1, 3, 4] }), 'library')).toEqual({ line: 3, algorithm: 'B' });
	});
});

describe('algorithm B (RU L1001–L1013)', () => {
	it('L1003: a line with a desired site holding the judge’s or the chamberlain’s building; never the player’s (L1089)', () => {
		const city = ['Sp P. P. P. P.', 'P. P. P. Sc P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'silk-road')).toEqual({ line: 3, algorithm: 'B' });
		expect(judgeSpace(viewOf(city, { freeLines: [0, 1, 2, 4] }), 'silk-road')).toBeNull();
	});

	it('L1005: several — most of the judge’s and the chamberlain’s buildings together', () => {
		// Column 1: 1 of the judge's and 2 of the chamberlain's; column 3: 2 of the judge's.
		const city = ['P. Sc P. Sj P.', 'P. Pc P. Pj P.', 'P. Pj ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'silk-road')).toEqual({ line: 1, algorithm: 'B' });
	});

	it('L1007: still several — most of the judge’s', () => {
		const city = ['P. Sc P. Sj P.', 'P. Pj P. Pc P.', 'P. Pj ## Pc P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'silk-road')).toEqual({ line: 1, algorithm: 'B' });
	});

	it('L1009: still several — most of the player’s', () => {
		const city = ['P. Sj P. Sj P.', 'P. Pp P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'silk-road')).toEqual({ line: 1, algorithm: 'B' });
	});

	it('L1011: still several — the space farthest from the current track', () => {
		const city = ['P. P. P. P. P.', 'Sj P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. Sj', 'P. P. P. P. P.'];
		// Rows in round 2 (from the north-east, north to south) and 4 (from the south-west, south to north).
		expect(judgeSpace(viewOf(city, { round: 2 }), 'silk-road')).toEqual({ line: 3, algorithm: 'B' });
		expect(judgeSpace(viewOf(city, { round: 4 }), 'silk-road')).toEqual({ line: 1, algorithm: 'B' });
	});

	it('L1013: with all its buildings in the city, always algorithm B', () => {
		const city = ['M. P. P. Mj P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city), 'mosque')).toEqual({ line: 0, algorithm: 'A' });
		expect(judgeSpace(viewOf(city, { judgeBuildingsLeft: 0 }), 'mosque')).toEqual({ line: 3, algorithm: 'B' });
	});

	it('L981 (notes item 22): neither A nor B finds a space — null, the card is discarded', () => {
		const city = ['M. P. P. Mp P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(judgeSpace(viewOf(city, { judgeBuildingsLeft: 0 }), 'mosque')).toBeNull();
		expect(judgeSpace(viewOf(city, { freeLines: [] }), 'mosque')).toBeNull();
	});
});

describe('the worked example (RU L1019)', () => {
	it('L1019: no empty Silk Road site in front of a free space; B among the 2nd, 4th and 5th spaces picks the 2nd, most judge + chamberlain', () => {
		const view = viewOf(EXAMPLE, { freeLines: [0, 1, 3, 4] });
		expect(judgeSpace(view, 'silk-road')).toEqual({ line: 1, algorithm: 'B' });
		// The 5th has more of the judge's own (2 to 1): the sum decides first.
		expect(planJudgeTurn(view, 'silk-road')).toEqual({ line: 1, algorithm: 'B', site: null, actions: 3, visitsMarket: false });
	});
});

describe('step 3, the building (RU L1021–L1027)', () => {
	const rows = [
		'P. Pj L. P. P.', // north
		'Pj P. L. Pp P.',
		'P. P. ## P. P.',
		'P. P. L. Pp Pp',
		'P. P. L. P. P.'
	];

	it('L1023, L1025 (notes item 21): among the empty desired sites, most of the judge’s buildings across, then most of the player’s', () => {
		// Rows 0 and 1 each have 1 of the judge's; row 1 also 1 of the player's. Row 3 has 2 of the player's but none of the judge's.
		expect(judgeSite(viewOf(rows), 2, 'library')).toBe(7);
	});

	it('L1025: still several — the site farthest from the action space', () => {
		const city = ['P. P. L. P. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. L. P. P.'];
		expect(judgeSite(viewOf(city, { round: 1 }), 2, 'library')).toBe(22);
		expect(judgeSite(viewOf(city, { round: 3 }), 2, 'library')).toBe(2);
	});

	it('L1023: only a site of the desired type, never another empty site', () => {
		expect(judgeSite(viewOf(rows), 2, 'palace')).toBeNull();
		expect(judgeSite(viewOf(rows), 0, 'palace')).toBe(0);
	});

	it('L1027: under algorithm B it builds nothing', () => {
		const view = viewOf(EXAMPLE, { freeLines: [0, 1, 3, 4] });
		expect(judgeSite(view, 1, 'silk-road')).toBeNull();
		expect(judgeSite(viewOf(rows, { judgeBuildingsLeft: 0 }), 2, 'library')).toBeNull();
	});
});

describe('step 4, the number of actions (RU L1031, L1170)', () => {
	it('L1031: once per judge’s and chamberlain’s building on the active line, not the player’s', () => {
		const city = cityOf(EXAMPLE);
		expect(judgeActionCount(city, lineCells(1, 1), JUDGE, CHAMBERLAIN)).toBe(3);
		expect(judgeActionCount(city, lineCells(1, 0), JUDGE, CHAMBERLAIN)).toBe(0);
	});

	it('L1031 (notes item 24): the building just placed counts', () => {
		const city = ['L. P. P. P. P.', 'Pc P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'Pp P. P. P. P.'];
		expect(planJudgeTurn(viewOf(city), 'library')).toEqual({ line: 0, algorithm: 'A', site: 0, actions: 2, visitsMarket: false });
	});

	it('L1170: once more for the action of its first-discovery token, when it performs it at least once', () => {
		const city = cityOf(EXAMPLE);
		expect(judgeActionCount(city, lineCells(1, 1), JUDGE, CHAMBERLAIN, true)).toBe(4);
		expect(judgeActionCount(city, lineCells(1, 0), JUDGE, CHAMBERLAIN, true)).toBe(0);
		const view = viewOf(EXAMPLE, { freeLines: [0, 1, 3, 4] });
		expect(planJudgeTurn(view, 'silk-road', 'silk-road')?.actions).toBe(4);
		expect(planJudgeTurn(view, 'silk-road', 'mosque')?.actions).toBe(3);
	});

	it('L1037: a line past the camel market visits it', () => {
		const city = ['P. P. M. P. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(planJudgeTurn(viewOf(city), 'mosque')).toMatchObject({ line: 2, site: 2, actions: 1, visitsMarket: true });
	});
});

describe('step 1, the card (RU L979–L981, L1079)', () => {
	it('L979–L981: the top card, or the first the judge can play; those before it are discarded', () => {
		expect(judgeDrawCard(['mosque', 'palace', 'wall'], (c) => c !== 'mosque')).toEqual({ card: 'palace', discarded: ['mosque'], deck: ['wall'] });
		expect(judgeDrawCard(['wall'], () => true)).toEqual({ card: 'wall', discarded: [], deck: [] });
		expect(judgeDrawCard(['wall', 'library'], () => false)).toEqual({ card: null, discarded: ['wall', 'library'], deck: [] });
	});

	it('L981: "can activate" is algorithm A or B finding a space', () => {
		const view = viewOf(EXAMPLE, { freeLines: [0, 1, 3, 4] });
		const draw = judgeDrawCard(['caravanserai', 'silk-road', 'wall'], canJudgeActivate(view));
		expect(draw).toEqual({ card: 'silk-road', discarded: ['caravanserai'], deck: ['wall'] });
	});

	it('L1079: after a scoring phase the discards, shuffled, go on top of the deck', () => {
		const discards = ['wall', 'library', 'mosque'] as const;
		const deck = reshuffledDeck(['palace'], discards, (cards) => createRandom('R').shuffle(cards));
		expect(deck.at(-1)).toBe('palace');
		expect([...deck.slice(0, 3)].sort()).toEqual(['library', 'mosque', 'wall']);
		expect(reshuffledDeck(['palace'], discards, (cards) => cards.reverse())).toEqual(['mosque', 'library', 'wall', 'palace']);
		expect(discards).toEqual(['wall', 'library', 'mosque']);
	});
});

describe('the chamberlain’s choices made by the judge (RU L969–L971, L941)', () => {
	it('L969: the space with most of the player’s buildings on its line', () => {
		const city = ['Pp P. P. Pp P.', 'P. P. P. Pp P.', 'P. P. ## Pj P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(chamberlainSpaceByJudge(viewOf(city))).toBe(3);
	});

	it('L969: several — fewest of the judge’s', () => {
		const city = ['Pp P. P. Pp P.', 'Pj P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(chamberlainSpaceByJudge(viewOf(city))).toBe(3);
	});

	it('L969: still several — the space nearest the current track; none free — null', () => {
		const city = ['P. P. P. P. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect([1, 2, 3, 4].map((round) => chamberlainSpaceByJudge(viewOf(city, { round: round as 1 | 2 | 3 | 4 })))).toEqual([0, 0, 4, 4]);
		expect(chamberlainSpaceByJudge(viewOf(city, { freeLines: [1, 3] }))).toBe(1);
		expect(chamberlainSpaceByJudge(viewOf(city, { freeLines: [] }))).toBeNull();
	});

	it('L971, L941: an empty site, most of the player’s buildings across it', () => {
		const city = ['Pp P. P. P. P.', 'P. P. Pp P. Pj', 'P. P. ## P. P.', 'Pp P. P. P. P.', 'P. P. P. P. P.'];
		// Round 2: row 1 from the east. Cell 5 has 2 of the player's in its column; 7 is built.
		expect(chamberlainSiteByJudge(viewOf(city, { round: 2 }), 1)).toBe(5);
	});

	it('L971: several — fewest of the judge’s across; still several — nearest the chamberlain’s space', () => {
		const city = ['Pp Pp P. P. P.', 'P. P. P. P. P.', 'Pj P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(chamberlainSiteByJudge(viewOf(city, { round: 2 }), 1)).toBe(6);
		const open = ['P. P. P. P. P.', 'P. P. P. P. P.', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(chamberlainSiteByJudge(viewOf(open, { round: 2 }), 1)).toBe(9);
		expect(chamberlainSiteByJudge(viewOf(open, { round: 4 }), 1)).toBe(5);
	});

	it('L941: every site of the line built — the chamberlain activates none', () => {
		const city = ['P. P. P. P. P.', 'Pp Pj Pc Pp Pj', 'P. P. ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
		expect(chamberlainSiteByJudge(viewOf(city, { round: 2 }), 1)).toBeNull();
	});
});

describe('step 5, the camel market (RU L1037–L1041)', () => {
	it('L1039: at least 2 camels there, or none of its own — it takes them all', () => {
		expect(judgeMarket(2, 3, ['nw', 'ne', 'se', 'sw'])).toBe('take');
		expect(judgeMarket(1, 0, ['ne', 'se', 'sw'])).toBe('take');
		expect(judgeMarket(0, 0, ['nw', 'ne', 'se', 'sw'])).toBe('take');
	});

	it('L1041: fewer than 2 — it puts a camel on the upper-left corner, else the upper-right', () => {
		expect(judgeMarket(0, 1, ['nw', 'ne', 'se', 'sw'])).toBe('nw');
		expect(judgeMarket(1, 1, ['ne', 'se', 'sw'])).toBe('ne');
		expect(judgeMarket(1, 1, ['se', 'sw'])).toBeNull();
	});
});
