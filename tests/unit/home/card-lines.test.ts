/** What a home card says from its summary row: the leader, the winners' points, when last played. */
import { describe, expect, it } from 'vitest';
import { lastPlayed, leaderOf, winnersPoints } from '../../../src/lib/ui/home/card-lines.ts';

const game = (points: number[] | undefined, winners: string[] = []) => ({ phase: 'playing', players: ['Ana', 'Bo', 'Cy'], winners, points });

describe('the leader', () => {
	it('is whoever has the most points, all of them on a tie', () => {
		expect(leaderOf(game([3, 9, 4]))).toEqual({ names: ['Bo'], points: 9 });
		expect(leaderOf(game([9, 2, 9]))).toEqual({ names: ['Ana', 'Cy'], points: 9 });
	});
	it('is nobody before anyone scores, or when the row has no points (older rows) or not one per player', () => {
		expect(leaderOf(game([0, 0, 0]))).toBeNull();
		expect(leaderOf(game(undefined))).toBeNull();
		expect(leaderOf(game([5, 1]))).toBeNull();
	});
});

describe('the winners’ points', () => {
	it('are the winners’ totals, the same for a shared win', () => {
		expect(winnersPoints(game([40, 52, 30], ['Bo']))).toBe(52);
		expect(winnersPoints(game([52, 40, 52], ['Ana', 'Cy']))).toBe(52);
	});
	it('are not said when unknown or not the same for every winner (a tie decided otherwise is one winner)', () => {
		expect(winnersPoints(game(undefined, ['Bo']))).toBeNull();
		expect(winnersPoints(game([52, 40, 50], ['Ana', 'Cy']))).toBeNull();
		expect(winnersPoints(game([1, 2, 3]))).toBeNull();
	});
});

describe('last played', () => {
	const now = Date.UTC(2026, 10, 26, 12);
	it('says how long ago within a week, a short date after', () => {
		expect(lastPlayed(now - 10_000, now, 'en')).toBe('now');
		expect(lastPlayed(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
		expect(lastPlayed(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
		expect(lastPlayed(now - 26 * 3_600_000, now, 'en')).toBe('yesterday');
		expect(lastPlayed(Date.UTC(2026, 10, 2, 12), now, 'en')).toBe('Nov 2');
		expect(lastPlayed(Date.UTC(2025, 0, 5, 12), now, 'en')).toBe('Jan 5, 2025');
		expect(lastPlayed(now - 3 * 3_600_000, now, 'pl')).toBe('3 godziny temu');
	});
});
