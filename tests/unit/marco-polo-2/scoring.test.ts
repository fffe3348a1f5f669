import { describe, expect, it } from 'vitest';
import { emptyCopy, type Copy } from '../../../src/lib/engine/core/printed.ts';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	BREAKDOWN_CATEGORIES,
	coatIndexOf,
	coatTrackId,
	coatTrackPoints,
	contractsPoints,
	emptySheet,
	goalCardId,
	marcoPolo2Rules,
	printedValue,
	PRINTED_VALUES,
	scoreGame,
	scorePlayerSheet,
	scoreTrackPoints,
	type FinalResult,
	type ScoreSheet
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { finishedGameLog, fullCopy, GOAL_CARDS, sampleSheets, scoringState, seals, withoutGoalCards } from './fixtures.ts';

const sheet = (s: Partial<ScoreSheet> = {}): ScoreSheet => ({ ...emptySheet(), ...s });
const result = (outcome: ReturnType<typeof scoreGame>): FinalResult => {
	if (!outcome.complete) throw new Error(`incomplete: ${JSON.stringify(outcome.missing)}`);
	return outcome.result;
};
const byPlayer = (r: FinalResult, player: number) => r.ranking.find((s) => s.player === player)!;

describe('coat-of-arms track (RU L1065–1082)', () => {
	it('knows 9 → 17 and 13 → 43 from the rulebook, and nothing else', () => {
		const copy = emptyCopy();
		expect(coatTrackPoints(copy, 9)).toBe(17);
		expect(coatTrackPoints(copy, 13)).toBe(43);
		for (const i of [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12]) expect(coatTrackPoints(copy, i)).toBeNull();
		expect(PRINTED_VALUES.filter((d) => d.group === 'coat-track')).toHaveLength(13);
	});

	it('no coats and no "+1" is 0 points, not an unknown value', () => {
		expect(coatTrackPoints(emptyCopy(), 0)).toBe(0);
		const r = scorePlayerSheet(sheet(), null, emptyCopy());
		expect(r.missing).toEqual([]);
		expect(r.breakdown.coatTrack).toBe(0);
	});

	it('rulebook example: 7 different coats + 2 "+1" = 9 → 17 VP', () => {
		const r = scorePlayerSheet(sheet({ tradingPosts: 7, differentCoats: 7, otherPlusOnes: 2 }), null, emptyCopy());
		expect(r.coatIndex).toBe(9);
		expect(r.breakdown.coatTrack).toBe(17);
		expect(r.missing).toEqual([]);
		// The same 9 with the "+1"s from a goal card.
		const g = scorePlayerSheet(sheet({ tradingPosts: 7, differentCoats: 7, goalCard: GOAL_CARDS.kabul, goalCoatsReached: 2 }), null, emptyCopy());
		expect(g.coatIndex).toBe(9);
		expect(g.breakdown.coatTrack).toBe(17);
	});

	it('13 or more is 43 VP: 9 coats + 4 "+1" = 13, and 15 is still 43', () => {
		const thirteen = scorePlayerSheet(sheet({ tradingPosts: 11, differentCoats: 9, otherPlusOnes: 4 }), null, emptyCopy());
		expect(thirteen.coatIndex).toBe(13);
		expect(thirteen.breakdown.coatTrack).toBe(43);
		const fifteen = scorePlayerSheet(
			sheet({ tradingPosts: 11, differentCoats: 9, goalCard: GOAL_CARDS.coats, goalCoatsReached: 3, otherPlusOnes: 2 }),
			'de-wu',
			emptyCopy()
		);
		expect(fifteen.coatIndex).toBe(15);
		expect(fifteen.plusOnes).toEqual({ goalCard: 3, deWu: 1, other: 2 });
		expect(fifteen.breakdown.coatTrack).toBe(43);
		expect(fifteen.missing).toEqual([]);
		expect(scorePlayerSheet(sheet({ tradingPosts: 11, differentCoats: 9, otherPlusOnes: 40 }), null, emptyCopy()).breakdown.coatTrack).toBe(43);
	});

	it('the built-in values win over a wrong value in the copy, and the copy gives the others', () => {
		const copy: Copy = { values: { [coatTrackId(9)]: 99, [coatTrackId(5)]: 8 } };
		expect(coatTrackPoints(copy, 9)).toBe(17);
		expect(coatTrackPoints(copy, 5)).toBe(8);
		expect(printedValue(copy, coatTrackId(9))).toBe(17);
		expect(printedValue(copy, coatTrackId(5))).toBe(8);
	});

	it('never gives more than 43 even when the copy says more', () => {
		const copy: Copy = { values: { [coatTrackId(12)]: 60 } };
		const r = scorePlayerSheet(sheet({ tradingPosts: 11, differentCoats: 9, otherPlusOnes: 3 }), null, copy);
		expect(r.coatIndex).toBe(12);
		expect(r.breakdown.coatTrack).toBe(43);
	});

	it('De Wu gets one "+1" automatically, nobody else does', () => {
		const s = sheet({ tradingPosts: 8, differentCoats: 8 });
		const deWu = scorePlayerSheet(s, 'de-wu', emptyCopy());
		expect(deWu.plusOnes).toEqual({ goalCard: 0, deWu: 1, other: 0 });
		expect(deWu.coatIndex).toBe(9);
		expect(deWu.breakdown.coatTrack).toBe(17);
		expect(coatIndexOf(s, 'de-wu').index).toBe(9);
		for (const c of ['mongke-khan', 'abha-basu', 'mailin-tian-chin', 'filippo-vitello', 'gantulga-od', 'isabella-donati', null] as const) {
			expect(coatIndexOf(s, c).plusOnes.deWu).toBe(0);
			expect(coatIndexOf(s, c).index).toBe(8);
		}
		// De Wu with no coats at all still moves onto the track.
		expect(coatIndexOf(sheet(), 'de-wu').index).toBe(1);
	});
});

describe('goal card (RU L1086–1108)', () => {
	const copy = fullCopy();

	it("improved jewelers shown on the card gives the card's points; basic spicers gives nothing", () => {
		const r = scorePlayerSheet(sheet({ goalCard: GOAL_CARDS.kabul, seals: seals({ spicers: 'basic', jewelers: 'improved' }) }), null, copy);
		expect(r.breakdown.goalCard).toBe(5);
		expect(r.missing).toEqual([]);
	});

	it('adds the points of every improved seal on the card', () => {
		const r = scorePlayerSheet(sheet({ goalCard: GOAL_CARDS.kabul, seals: seals({ spicers: 'improved', jewelers: 'improved' }) }), null, copy);
		expect(r.breakdown.goalCard).toBe(3 + 5);
	});

	it('an improved seal that is not on the card gives nothing', () => {
		const r = scorePlayerSheet(sheet({ goalCard: GOAL_CARDS.kabul, seals: seals({ farmers: 'improved', tailors: 'improved' }) }), null, copy);
		expect(r.breakdown.goalCard).toBe(0);
	});

	it('no goal card gives nothing', () => {
		const r = scorePlayerSheet(sheet({ seals: seals({ farmers: 'improved', jewelers: 'improved' }) }), null, copy);
		expect(r.breakdown.goalCard).toBe(0);
	});

	it('Kabul example: 1 of the 2 coats on the card reached gives one "+1"', () => {
		const base = sheet({ tradingPosts: 5, differentCoats: 5, goalCard: GOAL_CARDS.kabul });
		const none = scorePlayerSheet(base, null, copy);
		const one = scorePlayerSheet({ ...base, goalCoatsReached: 1 }, null, copy);
		expect(one.plusOnes.goalCard).toBe(1);
		expect(one.coatIndex).toBe(none.coatIndex + 1);
		expect(one.coatIndex).toBe(6);
		expect(one.breakdown.coatTrack).toBe(copy.values[coatTrackId(6)]);
	});
});

describe('goods, coins and the score track', () => {
	it('goods: pepper + silk + gold + jade, 1 VP per 2, rounded down; camels never count', () => {
		const goods = (s: Partial<ScoreSheet>) => scorePlayerSheet(sheet(s), null, emptyCopy()).breakdown.goods;
		expect(goods({ pepper: 1, silk: 1, gold: 1, jade: 1 })).toBe(2);
		expect(goods({ pepper: 1, silk: 2, gold: 1, jade: 1 })).toBe(2);
		expect(goods({ pepper: 1 })).toBe(0);
		expect(goods({ jade: 2 })).toBe(1);
		expect(goods({ gold: 7 })).toBe(3);
		expect(goods({ camels: 10 })).toBe(0);
		expect(goods({ camels: 9, pepper: 1 })).toBe(0);
	});

	it('coins: 1 VP per 10, rounded down', () => {
		const coins = (n: number) => scorePlayerSheet(sheet({ coins: n }), null, emptyCopy()).breakdown.coins;
		expect([0, 9, 10, 19, 20, 29, 105].map(coins)).toEqual([0, 0, 1, 1, 2, 2, 10]);
	});

	it('score track: space 50 with no lap is 0; laps × 50 + space', () => {
		expect(scoreTrackPoints({ trackSpace: 50, trackLaps: 0 })).toBe(0);
		expect(scoreTrackPoints({ trackSpace: 12, trackLaps: 0 })).toBe(12);
		expect(scoreTrackPoints({ trackSpace: 1, trackLaps: 1 })).toBe(51);
		expect(scoreTrackPoints({ trackSpace: 50, trackLaps: 1 })).toBe(50);
		expect(scoreTrackPoints({ trackSpace: 49, trackLaps: 1 })).toBe(99);
	});

	it('scores above 100: space 37 with 2 laps is 137', () => {
		expect(scoreTrackPoints({ trackSpace: 37, trackLaps: 2 })).toBe(137);
		expect(scorePlayerSheet(sheet({ trackSpace: 37, trackLaps: 2 }), null, emptyCopy()).breakdown.scoreTrack).toBe(137);
	});
});

describe('contracts majority', () => {
	it('most gets 8, next count gets 4', () => {
		expect(contractsPoints([5, 3, 1])).toEqual([8, 4, 0]);
		expect(contractsPoints([1, 3, 5, 0])).toEqual([0, 4, 8, 0]);
	});

	it('all tied for most get 8; all with the next count get 4', () => {
		expect(contractsPoints([4, 4, 2, 1])).toEqual([8, 8, 4, 0]);
		expect(contractsPoints([4, 2, 2, 1])).toEqual([8, 4, 4, 0]);
		expect(contractsPoints([3, 3, 1])).toEqual([8, 8, 4]);
		expect(contractsPoints([3, 2, 2])).toEqual([8, 4, 4]);
		expect(contractsPoints([3, 3, 2, 2])).toEqual([8, 8, 4, 4]);
	});

	it('when everybody is tied all get 8', () => {
		expect(contractsPoints([2, 2, 2, 2])).toEqual([8, 8, 8, 8]);
		expect(contractsPoints([1, 1, 1])).toEqual([8, 8, 8]);
		expect(contractsPoints([0, 0])).toEqual([8, 8]);
	});

	it('no 4 for second place in a 2-player game', () => {
		expect(contractsPoints([5, 3])).toEqual([8, 0]);
		expect(contractsPoints([0, 1])).toEqual([0, 8]);
		expect(contractsPoints([2, 2])).toEqual([8, 8]);
	});

	it('is part of scoreGame', () => {
		const r = result(scoreGame(scoringState([{ completedContracts: 2 }, { completedContracts: 4 }, { completedContracts: 2 }]), fullCopy()));
		expect([0, 1, 2].map((p) => byPlayer(r, p).breakdown.contracts)).toEqual([4, 8, 4]);
		const two = result(scoreGame(scoringState([{ completedContracts: 2 }, { completedContracts: 4 }]), fullCopy()));
		expect([0, 1].map((p) => byPlayer(two, p).breakdown.contracts)).toEqual([0, 8]);
	});
});

describe('scoreGame: totals, winner and ties', () => {
	it('scores the sample finished game category by category', () => {
		const state = replay(marcoPolo2Rules, finishedGameLog({ players: 4, characters: ['de-wu', 'abha-basu', 'gantulga-od', 'isabella-donati'] }));
		expect(state.phase).toBe('finished');
		const r = result(scoreGame(state, fullCopy()));
		const copy = fullCopy();
		// Seat 0: 7 coats + 1 goal coat + 1 other + De Wu = 10; improved jewelers on the Kabul card.
		expect(byPlayer(r, 0).breakdown).toEqual({ goalCard: 5, coatTrack: copy.values[coatTrackId(10)], goods: 3, coins: 2, contracts: 8, scoreTrack: 137 });
		// Seat 1: 9 + 1 + 2 = 12; improved farmers (2) and tailors (4) on its card.
		expect(byPlayer(r, 1).breakdown).toEqual({ goalCard: 6, coatTrack: copy.values[coatTrackId(12)], goods: 3, coins: 0, contracts: 4, scoreTrack: 162 });
		// Seat 2: 5 + 2 = 7; improved farmers is not on the tailors card, basic tailors gives nothing.
		expect(byPlayer(r, 2).breakdown).toEqual({ goalCard: 0, coatTrack: copy.values[coatTrackId(7)], goods: 2, coins: 4, contracts: 4, scoreTrack: 98 });
		// Seat 3: 4 + 3 = 7.
		expect(byPlayer(r, 3).breakdown).toEqual({ goalCard: 0, coatTrack: copy.values[coatTrackId(7)], goods: 4, coins: 0, contracts: 0, scoreTrack: 100 });
		for (const s of r.ranking) expect(s.total).toBe(BREAKDOWN_CATEGORIES.reduce((t, k) => t + s.breakdown[k], 0));
		expect(r.ranking.map((s) => [s.player, s.total])).toEqual([
			[1, 210],
			[0, 177],
			[2, 120],
			[3, 116]
		]);
		expect(r.ranking.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
		expect(r.winners).toEqual([1]);
		expect(r.decidedBy).toBe('points');
	});

	it('the winner is the one with most points, whatever the camels', () => {
		const r = result(
			scoreGame(
				scoringState([
					{ trackSpace: 30, camels: 9 },
					{ trackSpace: 31, camels: 0 }
				]),
				fullCopy()
			)
		);
		expect(r.winners).toEqual([1]);
		expect(r.decidedBy).toBe('points');
		expect(r.ranking.map((s) => [s.player, s.rank, s.total, s.camels])).toEqual([
			[1, 1, 31 + 8, 0],
			[0, 2, 30 + 8, 9]
		]);
	});

	it('a tie on points is won by most camels (decidedBy camels)', () => {
		const r = result(
			scoreGame(
				scoringState([
					{ trackSpace: 30, camels: 2 },
					{ trackSpace: 30, camels: 5 },
					{ trackSpace: 10, camels: 9 }
				]),
				fullCopy()
			)
		);
		expect(r.winners).toEqual([1]);
		expect(r.decidedBy).toBe('camels');
		expect(r.ranking.map((s) => [s.player, s.rank])).toEqual([
			[1, 1],
			[0, 2],
			[2, 3]
		]);
	});

	it('a tie on points and camels is a shared victory (two winners)', () => {
		const r = result(
			scoreGame(
				scoringState([
					{ trackSpace: 20, camels: 3 },
					{ trackSpace: 30, camels: 3 },
					{ trackSpace: 30, camels: 3 },
					{ trackSpace: 30, camels: 1 }
				]),
				fullCopy()
			)
		);
		expect(r.decidedBy).toBe('shared');
		expect(r.winners).toEqual([1, 2]);
		expect(r.ranking.map((s) => [s.player, s.rank])).toEqual([
			[1, 1],
			[2, 1],
			[3, 3],
			[0, 4]
		]);
	});

	it('camels only break ties: equal totals lower down share a rank when camels are equal too', () => {
		const r = result(scoreGame(scoringState([{ trackSpace: 40 }, { trackSpace: 20, camels: 1 }, { trackSpace: 20, camels: 1 }]), fullCopy()));
		expect(r.decidedBy).toBe('points');
		expect(r.winners).toEqual([0]);
		expect(r.ranking.map((s) => s.rank)).toEqual([1, 2, 2]);
	});

	it('reports the camels of every player', () => {
		const r = result(scoreGame(scoringState(sampleSheets(4)), fullCopy()));
		expect([0, 1, 2, 3].map((p) => byPlayer(r, p).camels)).toEqual(sampleSheets(4).map((s) => s.camels));
	});
});

describe('missing printed values', () => {
	it('reports the coat-track index needed', () => {
		const outcome = scoreGame(
			scoringState([
				{ tradingPosts: 5, differentCoats: 5 },
				{ tradingPosts: 9, differentCoats: 9 }
			]),
			emptyCopy()
		);
		expect(outcome).toEqual({ complete: false, missing: [{ kind: 'coat-track', id: coatTrackId(5), index: 5 }] });
	});

	it('reports goal-card seal points needed: only improved seals shown on the card', () => {
		const copy = withoutGoalCards(fullCopy());
		const outcome = scoreGame(
			scoringState([{ goalCard: GOAL_CARDS.kabul, seals: seals({ spicers: 'basic', jewelers: 'improved', farmers: 'improved' }) }, {}]),
			copy
		);
		expect(outcome).toEqual({ complete: false, missing: [{ kind: 'goal-seal', cardId: 'goal-kabul', guild: 'jewelers' }] });
	});

	it('reports a seal the copy describes the card without', () => {
		const copy = fullCopy();
		copy.values[goalCardId('goal-kabul')] = { seals: [...GOAL_CARDS.kabul.seals], coats: GOAL_CARDS.kabul.coats, points: { jewelers: 5 } };
		const outcome = scoreGame(scoringState([{ goalCard: GOAL_CARDS.kabul, seals: seals({ spicers: 'improved', jewelers: 'improved' }) }, {}]), copy);
		expect(outcome).toEqual({ complete: false, missing: [{ kind: 'goal-seal', cardId: 'goal-kabul', guild: 'spicers' }] });
	});

	it('reports every need once, however many players need it', () => {
		const s: Partial<ScoreSheet> = {
			tradingPosts: 3,
			differentCoats: 3,
			goalCard: GOAL_CARDS.kabul,
			seals: seals({ spicers: 'improved', jewelers: 'improved' })
		};
		const outcome = scoreGame(scoringState([s, s, { ...s, differentCoats: 2 }, { tradingPosts: 11, differentCoats: 9, otherPlusOnes: 6 }]), emptyCopy());
		expect(outcome.complete).toBe(false);
		if (outcome.complete) return;
		expect(outcome.missing).toHaveLength(4);
		expect(outcome.missing).toEqual(
			expect.arrayContaining([
				{ kind: 'goal-seal', cardId: 'goal-kabul', guild: 'spicers' },
				{ kind: 'goal-seal', cardId: 'goal-kabul', guild: 'jewelers' },
				{ kind: 'coat-track', id: coatTrackId(3), index: 3 },
				{ kind: 'coat-track', id: coatTrackId(2), index: 2 }
			])
		);
	});

	it('an index above 13 needs nothing: it is the built-in 43', () => {
		expect(scoreGame(scoringState([{ tradingPosts: 11, differentCoats: 9, otherPlusOnes: 5 }, {}]), emptyCopy()).complete).toBe(true);
	});

	it('is complete once the copy gives the values', () => {
		const copy: Copy = { values: { [coatTrackId(5)]: 8 } };
		const r = result(
			scoreGame(
				scoringState([
					{ tradingPosts: 5, differentCoats: 5 },
					{ tradingPosts: 9, differentCoats: 9 }
				]),
				copy
			)
		);
		expect(byPlayer(r, 0).breakdown.coatTrack).toBe(8);
		expect(byPlayer(r, 1).breakdown.coatTrack).toBe(17);
	});
});
