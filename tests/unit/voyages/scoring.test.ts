import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	BREAKDOWN_CATEGORIES,
	CHARACTERS,
	GOAL_CARDS,
	TRADING_POST_CITIES,
	beijingSpaceId,
	checkScoreSheet,
	checkScoreSheets,
	contractsPoints,
	emptyVoyagesCopy,
	emptyScoreSheet,
	goalCardPointsId,
	goalCitiesId,
	scoreGame,
	scorePlayerSheet,
	type CharacterId,
	type VoyagesCopy,
	type VoyagesFinalResult,
	type VoyagesScoreSheet,
	type ScoringPlayer
} from '../../../src/lib/engine/voyages/index.ts';
import { expectRefusal } from './helpers.ts';

const copy = emptyVoyagesCopy();
const sheet = (s: Partial<VoyagesScoreSheet> = {}): VoyagesScoreSheet => ({ ...emptyScoreSheet(), ...s });
const player = (s: Partial<VoyagesScoreSheet> = {}, character: CharacterId | null = null): ScoringPlayer => ({ sheet: sheet(s), character });
const result = (outcome: ReturnType<typeof scoreGame>): VoyagesFinalResult => {
	if (!outcome.complete) throw new Error(`incomplete: ${outcome.missing.join(', ')}`);
	return outcome.result;
};
const byPlayer = (r: VoyagesFinalResult, p: number) => r.ranking.find((s) => s.player === p)!;
const score = (s: Partial<VoyagesScoreSheet>, character: CharacterId | null = null) => scorePlayerSheet(sheet(s), character, copy);

describe('goal cards (EN supplement; PL:782)', () => {
	it('a post in both cities scores the card; one city alone scores nothing from it', () => {
		const both = score({ goalCards: ['goal-moscow-xian'], posts: ['moscow', 'xian'] });
		expect(both.breakdown.goalCards).toBe(4);
		expect(both.goalCardsCompleted).toEqual(['goal-moscow-xian']);
		const one = score({ goalCards: ['goal-moscow-xian'], posts: ['moscow'] });
		expect(one.breakdown.goalCards).toBe(0);
		expect(one.goalCardsCompleted).toEqual([]);
	});

	it('each card on its own: both cards scored when both are done', () => {
		expect(score({ goalCards: ['goal-moscow-xian', 'goal-sumatra-anxi'], posts: ['moscow', 'xian', 'sumatra', 'anxi'] }).breakdown.goalCards).toBe(4 + 8);
		expect(score({ goalCards: ['goal-moscow-xian', 'goal-sumatra-anxi'], posts: ['moscow', 'xian', 'sumatra'] }).breakdown.goalCards).toBe(4);
	});

	it('different goal cities reached: 1 city 1 VP, 2 cities 3 VP, 3 → 6, 4 → 10', () => {
		const cards = ['goal-moscow-xian', 'goal-sumatra-anxi'];
		expect(score({ goalCards: cards, posts: [] }).breakdown.goalCities).toBe(0);
		expect(score({ goalCards: cards, posts: ['moscow'] }).breakdown.goalCities).toBe(1);
		expect(score({ goalCards: cards, posts: ['moscow', 'anxi'] }).breakdown.goalCities).toBe(3);
		expect(score({ goalCards: cards, posts: ['moscow', 'anxi', 'sumatra'] }).breakdown.goalCities).toBe(6);
		expect(score({ goalCards: cards, posts: ['moscow', 'anxi', 'sumatra', 'xian', 'kochi'] }).breakdown.goalCities).toBe(10);
	});

	it('a city on both cards counts once (EN supplement: "the cities must be different")', () => {
		// Moscow–Xian and Karakorum–Xian: Xian is on both.
		const r = score({ goalCards: ['goal-moscow-xian', 'goal-karakorum-xian'], posts: ['moscow', 'xian', 'karakorum'] });
		expect(r.goalCitiesReached).toBe(3);
		expect(r.breakdown.goalCities).toBe(6);
		expect(r.breakdown.goalCards).toBe(4 + 4);
		expect(score({ goalCards: ['goal-moscow-xian', 'goal-karakorum-xian'], posts: ['xian'] }).breakdown.goalCities).toBe(1);
	});

	it('uses the points the player corrected in their copy, and never the rulebook’s 1 and 3', () => {
		const told: VoyagesCopy = { values: { [goalCardPointsId('goal-moscow-xian')]: 5, [goalCitiesId(2)]: 4 } };
		const r = scorePlayerSheet(sheet({ goalCards: ['goal-moscow-xian'], posts: ['moscow', 'xian'] }), null, told);
		expect(r.breakdown.goalCards).toBe(5);
		expect(r.breakdown.goalCities).toBe(3);
	});
});

describe('Beijing, goods, coins, score track (PL:783–786)', () => {
	it('Beijing by arrival order: 10, 7, 4, 1; nothing without a post there', () => {
		expect([1, 2, 3, 4].map((space) => score({ posts: ['beijing'], beijingSpace: space }).breakdown.beijing)).toEqual([10, 7, 4, 1]);
		expect(score({}).breakdown.beijing).toBe(0);
		expect(
			scorePlayerSheet(sheet({ posts: ['beijing'], beijingSpace: 2 }), null, { values: { [beijingSpaceId(2)]: 8, [beijingSpaceId(1)]: 3 } }).breakdown.beijing
		).toBe(8);
	});

	it('1 VP per 2 goods only with a post in Beijing; camels are not goods', () => {
		const goods = { pepper: 3, silk: 2, gold: 2, camels: 9 };
		expect(score({ ...goods, posts: ['beijing'], beijingSpace: 1 }).breakdown.goods).toBe(3);
		expect(score({ ...goods }).breakdown.goods).toBe(0);
		expect(score({ camels: 10, posts: ['beijing'], beijingSpace: 1 }).breakdown.goods).toBe(0);
		expect(score({ pepper: 1, posts: ['beijing'], beijingSpace: 1 }).breakdown.goods).toBe(0);
	});

	it('1 VP per 10 coins; the score track counts 50 as 0, each lap 50', () => {
		expect([0, 9, 10, 29, 105].map((coins) => score({ coins }).breakdown.coins)).toEqual([0, 0, 1, 2, 10]);
		expect(score({ trackSpace: 50, trackLaps: 0 }).breakdown.scoreTrack).toBe(0);
		expect(score({ trackSpace: 12, trackLaps: 1 }).breakdown.scoreTrack).toBe(62);
	});

	it('Wilhelm von Rubruk with all 11 posts: 10 VP; nobody else, and not with 10', () => {
		const eleven = TRADING_POST_CITIES.filter((c) => c !== 'beijing').slice(0, 11);
		expect(score({ posts: eleven }, 'wilhelm-von-rubruk').breakdown.allPosts).toBe(10);
		expect(score({ posts: eleven.slice(0, 10) }, 'wilhelm-von-rubruk').breakdown.allPosts).toBe(0);
		expect(score({ posts: eleven.slice(0, 9) }, null).breakdown.allPosts).toBe(0);
	});
});

describe('contracts majority (PL:787)', () => {
	it('7 VP to everyone tied for the most, none for second, with any number of players', () => {
		expect(contractsPoints([5, 3, 1])).toEqual([7, 0, 0]);
		expect(contractsPoints([4, 4, 2, 1])).toEqual([7, 7, 0, 0]);
		expect(contractsPoints([5, 3])).toEqual([7, 0]);
		expect(contractsPoints([2, 2, 2])).toEqual([7, 7, 7]);
		// Nobody completed one: all tied at 0 (both code bases give 7; the rules are silent).
		expect(contractsPoints([0, 0])).toEqual([7, 7]);
	});
});

describe('scoreGame: a whole game, winner and ties', () => {
	it('scores 3 players category by category', () => {
		const players = [
			player({
				goalCards: ['goal-moscow-xian', 'goal-karakorum-xian'],
				posts: ['moscow', 'xian', 'karakorum', 'beijing', 'anxi'],
				beijingSpace: 2,
				pepper: 2,
				silk: 3,
				gold: 1,
				coins: 23,
				camels: 4,
				completedContracts: 5,
				trackSpace: 41,
				trackLaps: 1
			}),
			player(
				{
					goalCards: ['goal-sumatra-anxi', 'goal-karachi-anxi'],
					posts: ['sumatra', 'anxi', 'beijing'],
					beijingSpace: 1,
					gold: 5,
					coins: 9,
					camels: 1,
					completedContracts: 5,
					trackSpace: 50,
					trackLaps: 1
				},
				'kubilai-khan'
			),
			player({
				goalCards: ['goal-lan-zhou-kochi', 'goal-alexandria-kashgar'],
				posts: ['lan-zhou', 'alexandria'],
				pepper: 6,
				coins: 40,
				camels: 0,
				completedContracts: 3,
				trackSpace: 38,
				trackLaps: 1
			})
		];
		expect(checkScoreSheets(players)).toBeNull();
		const r = result(scoreGame(players, copy));
		expect(byPlayer(r, 0).breakdown).toEqual({ scoreTrack: 91, goalCards: 8, goalCities: 6, beijing: 7, goods: 3, coins: 2, contracts: 7, allPosts: 0 });
		// Sumatra–Anxi done (8); Karachi–Anxi half done; Sumatra, Anxi reached: 2 cities, 3 VP.
		expect(byPlayer(r, 1).breakdown).toEqual({ scoreTrack: 50, goalCards: 8, goalCities: 3, beijing: 10, goods: 2, coins: 0, contracts: 7, allPosts: 0 });
		// No post in Beijing: the 6 pepper score nothing.
		expect(byPlayer(r, 2).breakdown).toEqual({ scoreTrack: 88, goalCards: 0, goalCities: 3, beijing: 0, goods: 0, coins: 4, contracts: 0, allPosts: 0 });
		for (const s of r.ranking) expect(s.total).toBe(BREAKDOWN_CATEGORIES.reduce((t, k) => t + s.breakdown[k], 0));
		expect(r.ranking.map((s) => [s.player, s.total, s.rank])).toEqual([
			[0, 124, 1],
			[2, 95, 2],
			[1, 80, 3]
		]);
		expect(r.winners).toEqual([0]);
		expect(r.decidedBy).toBe('points');
	});

	it('a tie on points goes to most camels; still tied, the victory is shared (PL:795–797)', () => {
		const camels = result(scoreGame([player({ trackSpace: 30, camels: 2 }), player({ trackSpace: 30, camels: 5 })], copy));
		expect(camels.winners).toEqual([1]);
		expect(camels.decidedBy).toBe('camels');
		const shared = result(
			scoreGame([player({ trackSpace: 30, camels: 3 }), player({ trackSpace: 30, camels: 3 }), player({ trackSpace: 10, camels: 9 })], copy)
		);
		expect(shared.winners).toEqual([0, 1]);
		expect(shared.decidedBy).toBe('shared');
		expect(shared.ranking.map((s) => s.rank)).toEqual([1, 1, 3]);
	});

	it('every value scoring needs has a default, so an empty copy scores any game', () => {
		const all = GOAL_CARDS.slice(0, 4).map((g) => g.id);
		expect(
			scoreGame(
				[
					player({ goalCards: all.slice(0, 2), posts: ['moscow', 'xian', 'beijing'], beijingSpace: 1 }),
					player({ goalCards: all.slice(2), posts: ['beijing'], beijingSpace: 2 })
				],
				copy
			).complete
		).toBe(true);
	});
});

describe('score sheet checks', () => {
	it('one sheet: whole numbers, posts only in cities and once, at most 9 (11 for Wilhelm), Beijing with a space', () => {
		expect(checkScoreSheet(sheet())).toBeNull();
		expectRefusal(checkScoreSheet(sheet({ coins: -1 })), 'refusal_not_whole_number', { field: 'coins' });
		expectRefusal(checkScoreSheet(sheet({ silk: 1.5 })), 'refusal_not_whole_number', { field: 'silk' });
		expectRefusal(checkScoreSheet(sheet({ trackSpace: 0 })), 'voyages_refusal_track_space', { min: 1, max: 50 });
		expectRefusal(checkScoreSheet(sheet({ trackSpace: 51 })), 'voyages_refusal_track_space');
		expectRefusal(checkScoreSheet(sheet({ posts: ['venezia'] })), 'voyages_refusal_no_post_here', { location: 'venezia' });
		expectRefusal(checkScoreSheet(sheet({ posts: ['oasis-a'] })), 'voyages_refusal_no_post_here', { location: 'oasis-a' });
		expectRefusal(checkScoreSheet(sheet({ posts: ['moscow', 'moscow'] })), 'voyages_refusal_post_twice', { location: 'moscow' });
		const ten = TRADING_POST_CITIES.filter((c) => c !== 'beijing').slice(0, 10);
		expectRefusal(checkScoreSheet(sheet({ posts: ten })), 'voyages_refusal_too_many_posts', { max: 9 });
		expect(checkScoreSheet(sheet({ posts: ten }), 'wilhelm-von-rubruk')).toBeNull();
		expectRefusal(checkScoreSheet(sheet({ posts: ['beijing'] })), 'voyages_refusal_beijing_space_missing');
		expectRefusal(checkScoreSheet(sheet({ beijingSpace: 1 })), 'voyages_refusal_beijing_space_without_post');
		expectRefusal(checkScoreSheet(sheet({ posts: ['beijing'], beijingSpace: 5 })), 'voyages_refusal_beijing_space', { max: 4 });
		expectRefusal(checkScoreSheet(sheet({ goalCards: ['goal-moscow-xian', 'goal-moscow-ormuz', 'goal-moscow-kashgar'] })), 'voyages_refusal_goal_cards_count', {
			max: 2
		});
		expectRefusal(checkScoreSheet(sheet({ goalCards: ['goal-venezia-rome'] })), 'voyages_refusal_no_such_goal_card');
		expectRefusal(checkScoreSheet(sheet({ goalCards: ['goal-moscow-xian', 'goal-moscow-xian'] })), 'voyages_refusal_goal_card_twice');
	});

	it('all sheets: a Beijing space and a goal card belong to one player; Beijing fills from its first space', () => {
		const bj = (space: number) => player({ posts: ['beijing'], beijingSpace: space });
		expect(checkScoreSheets([bj(1), bj(2), player()])).toBeNull();
		expectRefusal(checkScoreSheets([bj(1), bj(1)]), 'voyages_refusal_beijing_space_shared', { space: 1 });
		expectRefusal(checkScoreSheets([bj(1), bj(3)]), 'voyages_refusal_beijing_space_gap', { space: 3 });
		expectRefusal(
			checkScoreSheets([player({ goalCards: ['goal-moscow-xian'] }), player({ goalCards: ['goal-moscow-xian'] })]),
			'voyages_refusal_goal_card_shared'
		);
		expectRefusal(checkScoreSheets([player({ coins: -2 }), player()]), 'refusal_not_whole_number');
	});
});

// ---------------------------------------------------------------- properties

const cities = TRADING_POST_CITIES.filter((c) => c !== 'beijing');
const sheetArb = (beijingSpace: number | null): fc.Arbitrary<VoyagesScoreSheet> =>
	fc.record({
		goalCards: fc.shuffledSubarray(
			GOAL_CARDS.map((g) => g.id),
			{ minLength: 0, maxLength: 2 }
		),
		posts: fc.shuffledSubarray(cities, { minLength: 0, maxLength: 8 }).map((p) => (beijingSpace === null ? p : [...p, 'beijing'])),
		beijingSpace: fc.constant(beijingSpace),
		pepper: fc.nat(5),
		silk: fc.nat(5),
		gold: fc.nat(5),
		// Few values, so that ties on points and camels happen.
		camels: fc.nat(2),
		coins: fc.constantFrom(0, 9, 10, 25),
		completedContracts: fc.nat(3),
		trackSpace: fc.constantFrom(10, 20, 50),
		trackLaps: fc.nat(2)
	});

/** 2–4 players (Beijing spaces handed out from the first), a permutation, sometimes a twin of player 0. */
const gameArb = fc.integer({ min: 2, max: 4 }).chain((n) =>
	fc
		.tuple(
			fc.integer({ min: 0, max: n }),
			fc.array(fc.option(fc.constantFrom(...CHARACTERS.filter((c) => c !== 'wilhelm-von-rubruk')), { nil: null }), { minLength: n, maxLength: n }),
			fc.shuffledSubarray(
				Array.from({ length: n }, (_, i) => i),
				{ minLength: n, maxLength: n }
			),
			fc.constantFrom('none', 'twin', 'twin-more-camels')
		)
		.chain(([inBeijing, characters, perm, tie]) =>
			fc.tuple(...Array.from({ length: n }, (_, i) => sheetArb(i < inBeijing ? i + 1 : null))).map((sheets) => {
				// Goal cards are dealt from one deck: no card twice.
				const seen = new Set<string>();
				const players = sheets.map((s, i): ScoringPlayer => ({
					sheet: { ...s, goalCards: s.goalCards.filter((g) => !seen.has(g) && seen.add(g)) },
					character: characters[i]!
				}));
				// A twin of player 0 (same points, same or one more camel), when neither is in Beijing and without goal cards to share.
				const [p0, p1] = players as [ScoringPlayer, ScoringPlayer];
				if (tie !== 'none' && p0.sheet.beijingSpace === null && p1.sheet.beijingSpace === null) {
					p0.sheet.goalCards = [];
					players[1] = { sheet: { ...p0.sheet, goalCards: [], camels: p0.sheet.camels + (tie === 'twin' ? 0 : 1) }, character: p0.character };
				}
				return { players, perm };
			})
		)
);

describe('properties: scoring', () => {
	it('generated games pass the sheet checks', () => {
		fc.assert(
			fc.property(gameArb, ({ players }) => {
				expect(checkScoreSheets(players)).toBeNull();
			}),
			{ numRuns: 80 }
		);
	});

	it('scores do not depend on the order players are entered in', () => {
		fc.assert(
			fc.property(gameArb, ({ players, perm }) => {
				const a = result(scoreGame(players, copy));
				const b = result(
					scoreGame(
						perm.map((i) => players[i]!),
						copy
					)
				);
				for (let j = 0; j < perm.length; j++) {
					const original = byPlayer(a, perm[j]!);
					const moved = byPlayer(b, j);
					expect({ ...moved, player: perm[j] }).toEqual(original);
				}
				expect(new Set(b.winners.map((j) => perm[j]))).toEqual(new Set(a.winners));
				expect(b.decidedBy).toBe(a.decidedBy);
				for (const s of a.ranking) expect(s.total).toBe(BREAKDOWN_CATEGORIES.reduce((t, k) => t + s.breakdown[k], 0));
			}),
			{ numRuns: 120 }
		);
	});

	it('one more trading post never lowers a player’s goal points', () => {
		fc.assert(
			fc.property(sheetArb(null), fc.constantFrom(...cities), (s, city) => {
				const before = scorePlayerSheet(s, null, copy).breakdown;
				const after = scorePlayerSheet({ ...s, posts: [...new Set([...s.posts, city])] }, null, copy).breakdown;
				expect(after.goalCards + after.goalCities).toBeGreaterThanOrEqual(before.goalCards + before.goalCities);
			}),
			{ numRuns: 100 }
		);
	});
});
