/** Properties of Merv's rules: replay, refusals, undo, the best spice split, scoring whatever the seating. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import { bestSpiceSplit, finalScores, mervRules, SPICE_SET_POINTS, TALLY_FIELDS, yearScore, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { finishedGameLog, play, THREE } from './fixtures.ts';

/** Every way to split cards into sets of different spices, searched exhaustively: the best points. */
function bruteForce(counts: number[]): number {
	const key = counts.join(',');
	const memo = new Map<string, number>();
	const go = (c: number[]): number => {
		const k = c.join(',');
		if (memo.has(k)) return memo.get(k)!;
		let best = 0;
		// Take any non-empty set of spices that are still there, once each.
		for (let mask = 1; mask < 16; mask++) {
			if ([0, 1, 2, 3].some((i) => mask & (1 << i) && c[i]! === 0)) continue;
			const next = c.map((n, i) => (mask & (1 << i) ? n - 1 : n));
			const size = [0, 1, 2, 3].filter((i) => mask & (1 << i)).length;
			best = Math.max(best, SPICE_SET_POINTS[size]! + go(next));
		}
		memo.set(k, best);
		return best;
	};
	void key;
	return go(counts);
}

const tallyEntry = fc.record({
	type: fc.constant('tally.set' as const),
	who: fc.integer({ min: 0, max: 3 }),
	field: fc.constantFrom(...TALLY_FIELDS),
	value: fc.integer({ min: 0, max: 14 })
});
const cityEntry = fc.oneof(
	fc.record({
		type: fc.constant('site.built' as const),
		cell: fc.integer({ min: 0, max: 24 }),
		owner: fc.constantFrom(null, 'red', 'blue', 'yellow', 'green')
	}),
	fc.record({ type: fc.constant('site.soldier' as const), cell: fc.integer({ min: 0, max: 24 }), owner: fc.constantFrom(null, 'red', 'blue') }),
	fc.record({ type: fc.constant('site.upgraded' as const), cell: fc.integer({ min: 0, max: 24 }), upgrade: fc.constantFrom(null, 'white', 'sand') }),
	fc.record({
		type: fc.constant('wall.built' as const),
		side: fc.constantFrom('north', 'east', 'south', 'west'),
		slot: fc.integer({ min: 0, max: 4 }),
		by: fc.constantFrom(null, 0, 1)
	}),
	fc.constantFrom(
		{ type: 'invasion.started' },
		{ type: 'invasion.ended' },
		{ type: 'year.scored', year: 1 },
		{ type: 'year.scored', year: 2 },
		{ type: 'undo' }
	)
);
const anyEntry = fc.oneof(tallyEntry, cityEntry) as fc.Arbitrary<MervEntry | { type: 'undo' }>;

describe('Merv properties', () => {
	it('the best spice split is never worse than any split found by brute force (RU L899–L915)', () => {
		fc.assert(
			fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 4, maxLength: 4 }), (counts) => {
				expect(bestSpiceSplit(counts).points).toBe(bruteForce(counts));
			}),
			{ numRuns: 300 }
		);
	});

	it('replay is deterministic, a refused entry changes nothing, undo restores the state before', () => {
		const start = play([
			{ type: 'game.created', players: THREE, seed: 'P', chamberlain: null, judge: null },
			{ type: 'setup.city', mode: 'dealt' },
			{ type: 'setup.completed' }
		]).log;
		fc.assert(
			fc.property(fc.array(anyEntry, { maxLength: 25 }), (entries) => {
				let log = start;
				for (const entry of entries) {
					const before = replay(mervRules, log);
					const r = append(mervRules, log, entry, log.length);
					if (!r.ok) {
						expect(r.refusal.key).toMatch(/refusal_/);
						continue;
					}
					log = r.log;
					if (entry.type !== 'undo') {
						const undone = append(mervRules, log, { type: 'undo' }, log.length);
						expect(undone.ok && undone.state).toEqual(before);
					}
				}
				expect(replay(mervRules, log)).toEqual(replay(mervRules, structuredClone(log)));
			}),
			{ numRuns: 60 }
		);
	});

	it('scoring does not depend on the order the players are entered', () => {
		const log = finishedGameLog().map((e) => e.entry);
		fc.assert(
			fc.property(fc.constantFrom<number[]>([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]), (perm) => {
				// The same table, its players listed in another order: every seat number in the log moved with them.
				const moved = (who: number) => perm.indexOf(who);
				const players = perm.map((i) => THREE[i]!);
				const relog = log.map((e): MervEntry => {
					if (e.type === 'game.created') return { ...e, players };
					if (e.type === 'tally.set') return { ...e, who: moved(e.who) };
					if (e.type === 'wall.built' && e.by !== null) return { ...e, by: moved(e.by) };
					return e;
				});
				const withOrder: MervEntry[] = [...relog.slice(0, 3), { type: 'order.set', order: [moved(2), moved(1), moved(0)] }, ...relog.slice(3)];
				const base = play([...log.slice(0, 3), { type: 'order.set', order: [2, 1, 0] }, ...log.slice(3)]).state;
				const s = play(withOrder).state;
				const byName = (st: typeof s) => Object.fromEntries(finalScores(st).ranking.map((r) => [r.name, [r.total, r.rank, r.years]]));
				expect(byName(s)).toEqual(byName(base));
				for (const p of THREE)
					expect(
						yearScore(
							s,
							s.participants.findIndex((q) => q.name === p.name)
						)
					).toEqual(
						yearScore(
							base,
							base.participants.findIndex((q) => q.name === p.name)
						)
					);
			})
		);
	});
});
