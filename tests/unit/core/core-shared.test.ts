/** The pieces of core/ both Marco Polo games share: ranking, majority, amounts, score track, seats. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorityPoints } from '../../../src/lib/engine/core/majority.ts';
import { rankByPointsThenCamels } from '../../../src/lib/engine/core/ranking.ts';
import { addAmounts, sameAmounts, scaleAmounts, shortfall, subtractAmounts } from '../../../src/lib/engine/core/resources.ts';
import { scoreTrackPoints } from '../../../src/lib/engine/core/score-track.ts';
import { reverseTurnOrder, turnOrder } from '../../../src/lib/engine/core/seats.ts';

const standing = (total: number, camels = 0) => ({ total, camels });
const rank = (...rows: { total: number; camels: number }[]) => rankByPointsThenCamels(rows.map((r, player) => ({ player, ...r })));

describe('rankByPointsThenCamels', () => {
	it('most points wins, decided by points', () => {
		const r = rank(standing(30, 9), standing(31, 0));
		expect(r.ranking.map((s) => [s.player, s.rank])).toEqual([
			[1, 1],
			[0, 2]
		]);
		expect(r.winners).toEqual([1]);
		expect(r.decidedBy).toBe('points');
	});

	it('a tie on points goes to most camels', () => {
		const r = rank(standing(30, 2), standing(30, 5), standing(10, 9));
		expect(r.winners).toEqual([1]);
		expect(r.decidedBy).toBe('camels');
		expect(r.ranking.map((s) => s.rank)).toEqual([1, 2, 3]);
	});

	it('a full tie shares the rank and the victory', () => {
		const r = rank(standing(20, 3), standing(30, 3), standing(30, 3), standing(30, 1));
		expect(r.decidedBy).toBe('shared');
		expect(r.winners).toEqual([1, 2]);
		expect(r.ranking.map((s) => [s.player, s.rank])).toEqual([
			[1, 1],
			[2, 1],
			[3, 3],
			[0, 4]
		]);
	});

	it('keeps the other fields and does not change its input', () => {
		const input = [{ player: 0, total: 5, camels: 1, name: 'Ada', rank: 0 }];
		const r = rankByPointsThenCamels(input);
		expect(r.ranking[0]).toEqual({ player: 0, total: 5, camels: 1, name: 'Ada', rank: 1 });
		expect(input[0]!.rank).toBe(0);
	});

	it('property: the order players are given in changes nothing', () => {
		const rows = fc.array(fc.record({ total: fc.integer({ min: 0, max: 4 }), camels: fc.integer({ min: 0, max: 2 }) }), { minLength: 1, maxLength: 5 });
		fc.assert(
			fc.property(
				rows.chain((r) =>
					fc.tuple(
						fc.constant(r),
						fc.shuffledSubarray(
							r.map((_, i) => i),
							{ minLength: r.length, maxLength: r.length }
						)
					)
				),
				([r, perm]) => {
					const a = rankByPointsThenCamels(r.map((x, player) => ({ player, ...x })));
					const b = rankByPointsThenCamels(perm.map((i) => ({ player: i, ...r[i]! })));
					expect(b).toEqual(a);
					// Best first; ranks 1..n with gaps after shared places; winners are exactly rank 1.
					expect(a.ranking[0]!.rank).toBe(1);
					a.ranking.forEach((s, i) => {
						const prev = a.ranking[i - 1];
						if (!prev) return;
						expect(prev.total > s.total || (prev.total === s.total && prev.camels >= s.camels)).toBe(true);
						expect(s.rank).toBe(prev.total === s.total && prev.camels === s.camels ? prev.rank : i + 1);
					});
					expect(a.winners).toEqual(a.ranking.filter((s) => s.rank === 1).map((s) => s.player));
				}
			),
			{ numRuns: 100 }
		);
	});
});

describe('majorityPoints', () => {
	const mp2 = { most: 8, second: 4, secondWithTwoPlayers: false };
	const mp1 = { most: 7, second: 0, secondWithTwoPlayers: false };

	it('Marco Polo II: 8 for most, 4 for second, none for second with 2 players', () => {
		expect(majorityPoints([5, 3, 1], mp2)).toEqual([8, 4, 0]);
		expect(majorityPoints([4, 4, 2, 1], mp2)).toEqual([8, 8, 4, 0]);
		expect(majorityPoints([5, 3], mp2)).toEqual([8, 0]);
		expect(majorityPoints([5, 3], { ...mp2, secondWithTwoPlayers: true })).toEqual([8, 4]);
	});

	it('The Voyages of Marco Polo: 7 to everyone tied for most, nothing else', () => {
		expect(majorityPoints([5, 3, 1], mp1)).toEqual([7, 0, 0]);
		expect(majorityPoints([4, 4, 2, 4], mp1)).toEqual([7, 7, 0, 7]);
		expect(majorityPoints([0, 0], mp1)).toEqual([7, 7]);
		expect(majorityPoints([], mp1)).toEqual([]);
	});
});

describe('amounts', () => {
	it('adds, subtracts, scales and leaves out zeros', () => {
		expect(addAmounts({ coins: 3, camels: 1 }, { camels: 2, silk: 1 })).toEqual({ coins: 3, camels: 3, silk: 1 });
		expect(subtractAmounts({ coins: 3, camels: 2 }, { camels: 2 })).toEqual({ coins: 3 });
		expect(subtractAmounts({ coins: 1 }, { coins: 3 })).toEqual({ coins: -2 });
		expect(scaleAmounts({ camels: 1, gold: 1 }, 3)).toEqual({ camels: 3, gold: 3 });
		expect(scaleAmounts({ camels: 1 }, 0)).toEqual({});
	});

	it('can pay exactly what is there, and says what is short', () => {
		expect(shortfall({ camels: 2, silk: 2, pepper: 1 }, { camels: 2, silk: 2, pepper: 1 })).toEqual({});
		expect(shortfall({ camels: 1, silk: 5 }, { camels: 2, silk: 2 })).toEqual({ camels: 1 });
		expect(shortfall({ camels: 1, silk: 5 }, { camels: 2, silk: 2, gold: 1 })).toEqual({ camels: 1, gold: 1 });
		expect(shortfall({}, {})).toEqual({});
		expect(sameAmounts({ coins: 0, camels: 1 }, { camels: 1 })).toBe(true);
	});

	it('property: (a + b) − b = a, and a can pay b exactly when nothing is short', () => {
		const bag = fc.record({ coins: fc.nat(20), camels: fc.nat(20), silk: fc.nat(20) }, { requiredKeys: [] });
		fc.assert(
			fc.property(bag, bag, (a, b) => {
				expect(sameAmounts(subtractAmounts(addAmounts(a, b), b), a)).toBe(true);
				expect(Object.keys(shortfall(a, b)).length === 0).toBe(Object.values(subtractAmounts(a, b)).every((v) => v >= 0));
			}),
			{ numRuns: 100 }
		);
	});
});

describe('score track and seats', () => {
	it('space 50 is 0, each lap 50', () => {
		expect(scoreTrackPoints({ trackSpace: 50, trackLaps: 0 })).toBe(0);
		expect(scoreTrackPoints({ trackSpace: 37, trackLaps: 2 })).toBe(137);
	});

	it('turn order is clockwise from the first player; the draft goes the other way from the last', () => {
		expect(turnOrder(2, 4)).toEqual([2, 3, 0, 1]);
		expect(reverseTurnOrder(2, 4)).toEqual([1, 0, 3, 2]);
		expect(reverseTurnOrder(0, 3)).toEqual([2, 1, 0]);
	});
});
