import { describe, expect, it } from 'vitest';
import { gameStats, history, playerStats, spellings } from '../../../src/lib/stats/stats.ts';
import { canonicalName, merged, unmerged } from '../../../src/lib/stats/names.ts';
import { play, seat, unfinished } from './history.ts';

const ANNA_CHAR = 'marco_polo_2_char_de_wu';
const BORIS_CHAR = 'marco_polo_2_char_abha_basu';

// Day 1: Anna 60 beats Boris 50. Day 2: Anna and Boris share at 70, Vera 40. Day 3: Boris 80 beats "anna " 30.
// Day 4 is not finished. Day 5: Voyages, Ann (Anna's other spelling) 55 beats Boris 45.
const plays = [
	play('g1', 1, [seat(0, 'Anna', [40, 10, 10], ANNA_CHAR), seat(1, 'Boris', [30, 10, 10], BORIS_CHAR)]),
	play('g2', 2, [seat(0, 'Anna', [50, 10, 10], ANNA_CHAR), seat(1, 'Boris', [60, 5, 5], BORIS_CHAR), seat(2, 'Vera', [20, 10, 10])]),
	play('g3', 3, [seat(0, 'anna ', [10, 10, 10], BORIS_CHAR), seat(1, 'Boris', [60, 10, 10], BORIS_CHAR)]),
	unfinished('g4', 4),
	play('g5', 5, [seat(0, 'Ann', [35, 10, 10]), seat(1, 'Boris', [25, 10, 10])], 'voyages')
];

describe('player statistics', () => {
	const byName = (aliases = {}) => new Map(playerStats(plays, aliases).map((s) => [s.name, s]));

	it('counts games, wins (a shared victory is a win for each), win rate, average and best score; unfinished games are left out', () => {
		const anna = byName().get('anna')!;
		expect(anna.games).toBe(3);
		expect(anna.wins).toBe(2);
		expect(anna.winRate).toBeCloseTo(2 / 3);
		expect(anna.averageScore).toBeCloseTo((60 + 70 + 30) / 3);
		expect(anna.bestScore).toBe(70);
		const boris = byName().get('Boris')!;
		expect(boris.games).toBe(4);
		expect(boris.wins).toBe(2);
		expect(boris.bestScore).toBe(80);
		expect(byName().get('Vera')!.wins).toBe(0);
	});

	it('one name in any case or spacing is one player, shown as last spelt', () => {
		expect(byName().has('Anna')).toBe(false);
		expect(byName().get('anna')!.games).toBe(3);
	});

	it('a merged spelling counts as the player it is merged into, and undoing the merge splits them again', () => {
		const aliases = merged({}, 'Ann', 'Anna');
		const anna = byName(aliases).get('Anna')!;
		expect(anna.games).toBe(4);
		expect(anna.wins).toBe(3);
		expect(byName(aliases).has('Ann')).toBe(false);
		expect(byName(unmerged(aliases, 'Ann')).get('Ann')!.games).toBe(1);
	});

	it('averages each scoring category per game and names the favourite character (the latest on a tie)', () => {
		const anna = byName().get('anna')!;
		expect(anna.categories['marco-polo-2']).toEqual({ scoreTrack: (40 + 50 + 10) / 3, goalCard: 10, coins: 10 });
		expect(anna.favouriteCharacter).toBe(ANNA_CHAR);
		expect(byName().get('Vera')!.favouriteCharacter).toBeNull();
		const tied = playerStats([
			play('a', 1, [seat(0, 'Pia', [1, 0, 0], 'x'), seat(1, 'Q', [0, 0, 0])]),
			play('b', 2, [seat(0, 'Pia', [1, 0, 0], 'y'), seat(1, 'Q', [0, 0, 0])])
		]).find((s) => s.name === 'Pia')!;
		expect(tied.favouriteCharacter).toBe('y');
	});

	it('keeps to one game when asked', () => {
		const voyages = playerStats(plays, {}, 'voyages');
		expect(voyages.map((s) => s.name).sort()).toEqual(['Ann', 'Boris']);
	});
});

describe('game statistics', () => {
	it('averages the winning score (a shared victory counted once), says how often each character wins (most wins, then best rate, first) and where the points came from', () => {
		const s = gameStats(plays, 'marco-polo-2');
		expect(s.plays).toBe(3);
		expect(s.averageWinningScore).toBeCloseTo((60 + 70 + 80) / 3);
		expect(s.characters).toEqual([
			{ character: ANNA_CHAR, played: 2, won: 2, winRate: 1 },
			{ character: BORIS_CHAR, played: 4, won: 2, winRate: 0.5 }
		]);
		const all = 60 + 50 + 70 + 70 + 40 + 30 + 80;
		expect(s.categoryShare).toEqual([
			{ category: 'scoreTrack', share: (40 + 30 + 50 + 60 + 20 + 10 + 60) / all },
			{ category: 'goalCard', share: (10 + 10 + 10 + 5 + 10 + 10 + 10) / all },
			{ category: 'coins', share: (10 + 10 + 10 + 5 + 10 + 10 + 10) / all }
		]);
	});

	it('has no average winning score without a finished play', () => {
		expect(gameStats([unfinished('x', 1, 'merv')], 'merv')).toEqual({ kind: 'merv', plays: 0, averageWinningScore: null, characters: [], categoryShare: [] });
	});
});

describe('history', () => {
	it('lists finished plays newest first, by game and by player (merged spellings included)', () => {
		expect(history(plays, {}).map((p) => p.id)).toEqual(['g5', 'g3', 'g2', 'g1']);
		expect(history(plays, { kind: 'marco-polo-2' }).map((p) => p.id)).toEqual(['g3', 'g2', 'g1']);
		expect(history(plays, { player: 'Vera' }).map((p) => p.id)).toEqual(['g2']);
		expect(history(plays, { player: 'ANNA' }).map((p) => p.id)).toEqual(['g3', 'g2', 'g1']);
		expect(history(plays, { player: 'Anna' }, merged({}, 'Ann', 'Anna')).map((p) => p.id)).toEqual(['g5', 'g3', 'g2', 'g1']);
	});

	it('offers every spelling once, with its plays', () => {
		expect(spellings(plays)).toEqual([
			{ name: 'Ann', plays: 1 },
			{ name: 'Anna', plays: 3 },
			{ name: 'Boris', plays: 4 },
			{ name: 'Vera', plays: 1 }
		]);
	});
});

describe('merging names', () => {
	it('follows merges to the end, never loops, and refuses to merge a name into itself', () => {
		const a = merged(merged({}, 'Ann', 'Anna'), 'Anka', 'ann');
		expect(canonicalName('anka', a)).toBe('Anna');
		expect(merged(a, 'Anna', 'Anka')).toBe(a);
		expect(merged({}, 'anna', 'Anna ')).toEqual({});
		expect(canonicalName('Zoe', { zoe: 'Zo', zo: 'Zoe' })).toBe('Zo');
	});
});
