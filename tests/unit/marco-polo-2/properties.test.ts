/**
 * Property tests of the rules engine (fast-check). Runs are kept modest so that
 * the whole unit suite stays within a few seconds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCopy, type Copy } from '../../../src/lib/engine/core/printed.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { append, replay, replayStates } from '../../../src/lib/engine/core/replay.ts';
import {
	CHARACTERS,
	COAT_TRACK_CAP_INDEX,
	COAT_TRACK_CAP_POINTS,
	GUILDS,
	PLAYER_COLOURS,
	SHEET_NUMBER_FIELDS,
	checkSheet,
	coatTrackId,
	coatTrackPoints,
	draftCharacters,
	drawFirstPlayer,
	marcoPolo2Rules,
	scoreGame,
	scorePlayerSheet,
	type CharacterId,
	type GoalCardRef,
	type Guild,
	type MarcoPolo2Entry,
	type MarcoPolo2Player,
	type PlayerColour,
	type ScoreSheet,
	type SealState
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { finishedGameEntries, fullCopy, GOAL_CARDS, LogBuilder, player, scoringLog, type Entry, type Log } from './fixtures.ts';

const RUNS = 60;

// ---------------------------------------------------------------- arbitraries

const seatArb = (n: number) => fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: n - 1 }) }, { weight: 1, arbitrary: fc.constantFrom(-1, n, 1.5) });

const numberValueArb = fc.oneof(
	{ weight: 8, arbitrary: fc.integer({ min: 0, max: 14 }) },
	{ weight: 2, arbitrary: fc.integer({ min: 0, max: 60 }) },
	{ weight: 1, arbitrary: fc.constantFrom(-1, 2.5, Number.NaN, 1e6) }
);

const cardArb: fc.Arbitrary<GoalCardRef | null> = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...Object.values(GOAL_CARDS)) },
	{ weight: 1, arbitrary: fc.constant(null) },
	{
		weight: 2,
		arbitrary: fc.record({
			id: fc.constantFrom('x', 'y'),
			seals: fc.array(fc.constantFrom(...GUILDS), { maxLength: 5 }),
			coats: fc.integer({ min: -1, max: 5 })
		})
	}
);

/** Sheet entries, undo and game.finished: legal and illegal ones alike. */
const sheetEntryArb = (n: number): fc.Arbitrary<Entry> =>
	fc.oneof(
		{
			weight: 10,
			arbitrary: fc.record({
				type: fc.constant('sheet.number' as const),
				player: seatArb(n),
				field: fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...SHEET_NUMBER_FIELDS) }, { weight: 1, arbitrary: fc.constant('ducats' as never) }),
				value: numberValueArb
			})
		},
		{
			weight: 4,
			arbitrary: fc.record({
				type: fc.constant('sheet.seal' as const),
				player: seatArb(n),
				guild: fc.constantFrom<Guild>(...GUILDS, 'bakers' as Guild),
				seal: fc.constantFrom<SealState>('none', 'basic', 'improved', 'golden' as SealState)
			})
		},
		{ weight: 2, arbitrary: fc.record({ type: fc.constant('sheet.goalCard' as const), player: seatArb(n), card: cardArb }) },
		{ weight: 2, arbitrary: fc.record({ type: fc.constant('sheet.confirmed' as const), player: seatArb(n), confirmed: fc.boolean() }) },
		{ weight: 1, arbitrary: fc.constant({ type: 'game.finished' as const }) },
		{ weight: 2, arbitrary: fc.constant({ type: 'undo' as const }) }
	);

/** Any entry of any phase, mostly plausible, often illegal where it is tried. */
const anyEntryArb = (n: number): fc.Arbitrary<MarcoPolo2Entry> =>
	fc.oneof(
		{ weight: 10, arbitrary: sheetEntryArb(n).filter((e): e is MarcoPolo2Entry => e.type !== 'undo') },
		{
			weight: 1,
			arbitrary: fc.record({
				type: fc.constant('game.created' as const),
				players: fc.array(fc.record({ name: fc.constantFrom('Ada', 'Bo', 'ada', ' ', 'Cy'), colour: fc.constantFrom<PlayerColour>(...PLAYER_COLOURS) }), {
					minLength: 1,
					maxLength: 5
				}),
				seed: fc.constantFrom('S1', 'S2', 'bad seed')
			})
		},
		{ weight: 1, arbitrary: fc.record({ type: fc.constant('firstPlayer.set' as const), player: seatArb(n), drawn: fc.boolean() }) },
		{ weight: 1, arbitrary: fc.record({ type: fc.constant('characters.mode' as const), mode: fc.constantFrom('draft' as const, 'free' as const) }) },
		{ weight: 2, arbitrary: fc.record({ type: fc.constant('character.chosen' as const), player: seatArb(n), character: fc.constantFrom(...CHARACTERS) }) },
		{ weight: 1, arbitrary: fc.constantFrom<MarcoPolo2Entry>({ type: 'setup.completed' }, { type: 'scoring.started' }) }
	);

/**
 * A log that stops somewhere in a game: a prefix of a whole game's entries
 * (any phase), then random entries of which only the accepted ones are kept.
 */
const logArb = fc
	.record({
		n: fc.integer({ min: 2, max: 4 }),
		seed: fc.constantFrom('A1', 'B2', 'C3', 'D4'),
		draft: fc.boolean()
	})
	.chain(({ n, seed, draft }) => {
		const whole = finishedGameEntries({ players: n, seed, ...(draft ? {} : { characters: CHARACTERS.slice(0, n) }) });
		return fc.tuple(fc.integer({ min: 0, max: whole.length }), fc.array(sheetEntryArb(n), { maxLength: 25 })).map(([cut, extra]) => {
			const b = new LogBuilder();
			b.add(...whole.slice(0, cut));
			for (const e of extra) b.try(e);
			// The entry the game would go on with (accepted unless the extra entries changed things).
			return { n, log: b.log, next: whole[cut] };
		});
	});

// ---------------------------------------------------------------- (a) (b) replay

describe('properties: replay', () => {
	it('(a) replay is deterministic: the same log, or a stored copy of it, gives deep-equal states', () => {
		fc.assert(
			fc.property(logArb, ({ log }) => {
				const a = replay(marcoPolo2Rules, log);
				expect(replay(marcoPolo2Rules, log)).toEqual(a);
				// As stored and read back (IndexedDB clones, export files are JSON).
				expect(replay(marcoPolo2Rules, structuredClone(log))).toEqual(a);
				expect(replay(marcoPolo2Rules, JSON.parse(JSON.stringify(log)) as Log)).toEqual(a);
			}),
			{ numRuns: RUNS }
		);
	});

	it('(b) appending any entry and then an undo gives back the state before, deep-equal', () => {
		fc.assert(
			fc.property(
				logArb.chain(({ n, log, next }) => fc.tuple(fc.constant(log), next ? fc.oneof(anyEntryArb(n), fc.constant(next)) : anyEntryArb(n))),
				([log, entry]) => {
					const before = replay(marcoPolo2Rules, log);
					const depth = replayStates(marcoPolo2Rules, log).length;
					const r1 = append(marcoPolo2Rules, log, entry, 1);
					if (!r1.ok) {
						expect(replay(marcoPolo2Rules, log)).toEqual(before);
						return;
					}
					expect(replayStates(marcoPolo2Rules, r1.log)).toHaveLength(depth + 1);
					const r2 = append(marcoPolo2Rules, r1.log, { type: 'undo' }, 2);
					expect(r2.ok).toBe(true);
					if (r2.ok) expect(replay(marcoPolo2Rules, r2.log)).toEqual(before);
				}
			),
			{ numRuns: RUNS * 2 }
		);
	});
});

// ---------------------------------------------------------------- (c) scoring order

/** A consistent end-of-game sheet: coats ≤ trading posts, goal coats ≤ card coats and ≤ coats. */
const sheetArb: fc.Arbitrary<ScoreSheet> = fc
	.record({
		tradingPosts: fc.integer({ min: 0, max: 11 }),
		goalCard: fc.option(fc.constantFrom(...Object.values(GOAL_CARDS)), { nil: null })
	})
	.chain(({ tradingPosts, goalCard }) =>
		fc.integer({ min: 0, max: Math.min(9, tradingPosts) }).chain((differentCoats) =>
			fc.record({
				tradingPosts: fc.constant(tradingPosts),
				differentCoats: fc.constant(differentCoats),
				goalCard: fc.constant(goalCard),
				goalCoatsReached: fc.integer({ min: 0, max: goalCard ? Math.min(goalCard.coats, differentCoats) : 0 }),
				otherPlusOnes: fc.integer({ min: 0, max: 3 }),
				seals: fc.record(
					Object.fromEntries(GUILDS.map((g) => [g, fc.constantFrom<SealState>('none', 'basic', 'improved')])) as Record<Guild, fc.Arbitrary<SealState>>
				),
				pepper: fc.integer({ min: 0, max: 5 }),
				silk: fc.integer({ min: 0, max: 5 }),
				gold: fc.integer({ min: 0, max: 5 }),
				jade: fc.integer({ min: 0, max: 5 }),
				// Few values, so that ties on points and camels happen.
				camels: fc.integer({ min: 0, max: 2 }),
				coins: fc.constantFrom(0, 9, 10, 25),
				completedContracts: fc.integer({ min: 0, max: 3 }),
				trackSpace: fc.constantFrom(10, 20, 50),
				trackLaps: fc.integer({ min: 0, max: 2 })
			})
		)
	);

/**
 * 2–4 players and a permutation of their seats. Sometimes the second player is a
 * copy of the first (same points), with the same or one more camel, so that ties
 * on points, wins on camels and shared victories are all exercised.
 */
const playersArb = fc.integer({ min: 2, max: 4 }).chain((n) =>
	fc
		.tuple(
			fc.array(fc.tuple(sheetArb, fc.option(fc.constantFrom<CharacterId>(...CHARACTERS), { nil: null })), { minLength: n, maxLength: n }),
			fc.shuffledSubarray(
				Array.from({ length: n }, (_, i) => i),
				{ minLength: n, maxLength: n }
			),
			fc.constantFrom('none', 'twin', 'twin-more-camels')
		)
		.map(([rows, perm, tie]) => {
			if (tie !== 'none') {
				const [sheet, character] = rows[0]!;
				rows[1] = [{ ...sheet, camels: sheet.camels + (tie === 'twin' ? 0 : 1) }, character];
			}
			return [rows, perm] as const;
		})
);

describe('properties: scoring', () => {
	it('sheets generated for scoring are consistent sheets', () => {
		fc.assert(
			fc.property(sheetArb, (s) => {
				expect(checkSheet(s)).toBeNull();
			}),
			{ numRuns: RUNS }
		);
	});

	it('(c) scoring does not depend on the order players were entered in', () => {
		fc.assert(
			fc.property(playersArb, fc.boolean(), ([rows, perm], complete) => {
				const players: MarcoPolo2Player[] = rows.map(([sheet, character], i) => ({ ...player(sheet, character, i), name: `P${i}` }));
				// Seat j of the permuted game holds the player who sat at perm[j].
				const permuted = perm.map((i) => players[i]!);
				const copy = complete ? fullCopy() : emptyCopy();
				const a = scoreGame({ players, copy });
				const b = scoreGame({ players: permuted, copy });
				expect(b.complete).toBe(a.complete);
				if (!a.complete || !b.complete) {
					const key = (m: object) => JSON.stringify(m);
					if (!a.complete && !b.complete) expect(new Set(b.missing.map(key))).toEqual(new Set(a.missing.map(key)));
					return;
				}
				for (let j = 0; j < perm.length; j++) {
					const original = a.result.ranking.find((s) => s.player === perm[j])!;
					const moved = b.result.ranking.find((s) => s.player === j)!;
					expect({ ...moved, player: perm[j] }).toEqual(original);
				}
				expect(new Set(b.result.winners.map((j) => perm[j]))).toEqual(new Set(a.result.winners));
				expect(b.result.decidedBy).toBe(a.result.decidedBy);
				// And the ranking is well formed: best first, ranks from 1, totals add up.
				const r = a.result.ranking;
				expect(r[0]!.rank).toBe(1);
				for (let i = 1; i < r.length; i++) {
					expect(r[i - 1]!.total > r[i]!.total || (r[i - 1]!.total === r[i]!.total && r[i - 1]!.camels >= r[i]!.camels)).toBe(true);
					expect(r[i]!.rank).toBe(r[i - 1]!.total === r[i]!.total && r[i - 1]!.camels === r[i]!.camels ? r[i - 1]!.rank : i + 1);
				}
				for (const s of r) expect(s.total).toBe((Object.values(s.breakdown) as number[]).reduce((x, y) => x + y, 0));
			}),
			{ numRuns: RUNS * 2 }
		);
	});

	it('(e) coat-track points never exceed 43 and never decrease as the index grows, for a non-decreasing copy', () => {
		const copyArb = fc
			.tuple(
				fc.array(fc.integer({ min: 0, max: 17 }), { minLength: 8, maxLength: 8 }),
				fc.array(fc.integer({ min: 17, max: 43 }), { minLength: 3, maxLength: 3 })
			)
			.map(([low, high]): Copy => {
				const values: Record<string, number> = {};
				[...low].sort((x, y) => x - y).forEach((v, i) => (values[coatTrackId(i + 1)] = v));
				[...high].sort((x, y) => x - y).forEach((v, i) => (values[coatTrackId(i + 10)] = v));
				return { values };
			});
		fc.assert(
			fc.property(copyArb, (copy) => {
				let previous = 0;
				for (let index = 0; index <= 20; index++) {
					const direct = coatTrackPoints(copy, index);
					expect(direct).not.toBeNull();
					const scored = scorePlayerSheet(
						{ ...player().sheet, tradingPosts: 11, differentCoats: Math.min(index, 9), otherPlusOnes: Math.max(0, index - 9) },
						null,
						copy
					);
					expect(scored.missing).toEqual([]);
					expect(scored.coatIndex).toBe(index);
					expect(scored.breakdown.coatTrack).toBe(direct);
					expect(scored.breakdown.coatTrack).toBeLessThanOrEqual(COAT_TRACK_CAP_POINTS);
					expect(scored.breakdown.coatTrack).toBeGreaterThanOrEqual(previous);
					if (index >= COAT_TRACK_CAP_INDEX) expect(scored.breakdown.coatTrack).toBe(COAT_TRACK_CAP_POINTS);
					previous = scored.breakdown.coatTrack;
				}
			}),
			{ numRuns: RUNS }
		);
	});

	it('(e) whatever the copy says, the coat track gives at most 43', () => {
		fc.assert(
			fc.property(
				fc.dictionary(fc.integer({ min: 1, max: 13 }).map(coatTrackId), fc.integer({ min: 0, max: 1000 })),
				fc.integer({ min: 0, max: 30 }),
				(values, index) => {
					const r = scorePlayerSheet({ ...player().sheet, tradingPosts: 11, differentCoats: Math.min(index, 9), otherPlusOnes: Math.max(0, index - 9) }, null, {
						values
					});
					expect(r.breakdown.coatTrack).toBeLessThanOrEqual(COAT_TRACK_CAP_POINTS);
					expect(r.breakdown.coatTrack).toBeGreaterThanOrEqual(0);
				}
			),
			{ numRuns: RUNS }
		);
	});
});

// ---------------------------------------------------------------- (d) illegal entries

describe('properties: refused entries', () => {
	it('(d) in any sequence of legal and illegal sheet entries, a refused one changes neither the log nor the state', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 4 }).chain((n) => fc.tuple(fc.constant(n), fc.array(sheetEntryArb(n), { minLength: 1, maxLength: 30 }))),
				([n, entries]) => {
					let log = scoringLog({ players: n });
					let state = replay(marcoPolo2Rules, log);
					let refused = 0;
					for (const [i, entry] of entries.entries()) {
						const snapshot = structuredClone(log);
						const r = append(marcoPolo2Rules, log, entry, i);
						if (!r.ok) {
							refused++;
							expect(log).toEqual(snapshot);
							expect(replay(marcoPolo2Rules, log)).toEqual(state);
							continue;
						}
						// Append-only: everything before is kept as it was.
						expect(r.log).toHaveLength(log.length + 1);
						expect(r.log.slice(0, -1)).toEqual(snapshot);
						expect(log).toEqual(snapshot);
						log = r.log;
						state = replay(marcoPolo2Rules, log);
						// Whatever was accepted, every sheet is still consistent.
						for (const p of state.players) expect(checkSheet(p.sheet)).toBeNull();
						if (state.phase === 'finished') expect(state.players.every((p) => p.sheetConfirmed && p.sheet.goalCard)).toBe(true);
					}
					return refused >= 0;
				}
			),
			{ numRuns: RUNS }
		);
	});
});

// ---------------------------------------------------------------- random and draws

describe('properties: seeded random and draws', () => {
	const seedArb = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);

	it('shuffle is a permutation, the same for the same seed', () => {
		fc.assert(
			fc.property(seedArb, fc.array(fc.integer(), { maxLength: 40 }), (seed, items) => {
				const s = createRandom(seed).shuffle(items);
				expect([...s].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
				expect(createRandom(seed).shuffle(items)).toEqual(s);
			}),
			{ numRuns: RUNS }
		);
	});

	it('draftCharacters gives players+1 distinct characters and drawFirstPlayer a seat', () => {
		fc.assert(
			fc.property(seedArb, fc.integer({ min: 2, max: 4 }), (seed, n) => {
				const c = draftCharacters(seed, n);
				expect(new Set(c).size).toBe(n + 1);
				const first = drawFirstPlayer(seed, n);
				expect(Number.isInteger(first) && first >= 0 && first < n).toBe(true);
			}),
			{ numRuns: RUNS }
		);
	});
});
