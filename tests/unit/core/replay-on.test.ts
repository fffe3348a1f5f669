/** A replay played on from a known start equals replaying the whole log: what a screen does after each entry. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Refusal, type Stored, type UndoEntry } from '../../../src/lib/engine/core/log.ts';
import type { Rules } from '../../../src/lib/engine/core/rules.ts';
import { append, playOn, playSafely, replayFrom, replayLog, type Replayed } from '../../../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { trackedGameLog } from '../marco-polo-2/fixtures.ts';
import { strict as rules, type Step } from './step-rules.ts';

/** The replay as the log defines it, written plainly: the model the app's replays are checked against. */
function model<S, E extends { type: string }>(r: Rules<S, E>, log: readonly Stored<E | UndoEntry>[]): Replayed<S> {
	const states: S[] = [r.initial()];
	const live: number[] = [];
	const played: Stored<unknown>[] = [];
	const refusals = new Map<number, Refusal>();
	for (const stored of log) {
		const { seq, entry } = stored;
		if (entry.type === 'undo') {
			const of = (entry as UndoEntry).of;
			if (states.length > 1 && (of === undefined || of === live.at(-1))) {
				states.pop();
				live.pop();
				played.pop();
			}
			continue;
		}
		const outcome = playSafely(r, states.at(-1)!, entry as E);
		if (!outcome.ok) refusals.set(seq, outcome.refusal);
		states.push(outcome.ok ? outcome.state : states.at(-1)!);
		live.push(seq);
		played.push(stored);
	}
	return { states, live, played, flagged: live.filter((s) => refusals.has(s)).map((seq) => ({ seq, refusal: refusals.get(seq)! })) };
}

const anEntry = fc.oneof(
	{ weight: 5, arbitrary: fc.integer({ min: 0, max: 9 }).map((n): Step => ({ type: 'step', n })) },
	{ weight: 1, arbitrary: fc.constant<Step>({ type: 'boom' }) },
	{ weight: 2, arbitrary: fc.constant<UndoEntry>({ type: 'undo' }) },
	{ weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map((of): UndoEntry => ({ type: 'undo', of })) }
);
const aLog = fc.array(anEntry, { maxLength: 40 }).map((entries) => entries.map((entry, i): Stored<Step | UndoEntry> => ({ seq: i + 1, at: i, entry })));

describe('playing on from a known replay', () => {
	it('the replay of a log is the plain model’s, and played on from any start of it, the same (property)', () => {
		fc.assert(
			fc.property(aLog, fc.nat(), (log, at) => {
				const cut = at % (log.length + 1);
				const expected = model(rules, log);
				expect(replayLog(rules, log)).toEqual(expected);
				const start = log.slice(0, cut);
				expect(playOn(rules, replayLog(rules, start), log.slice(cut))).toEqual(expected);
				expect(replayFrom(rules, { log: start, replayed: replayLog(rules, start) }, log)).toEqual(expected);
			})
		);
	});

	it('an entry appended with the log’s replay given is checked and stored as without it (property)', () => {
		fc.assert(
			fc.property(aLog, anEntry, (log, entry) => {
				const known = append(rules, log, entry, 99, replayLog(rules, log));
				const plain = append(rules, log, entry, 99);
				expect(known).toEqual(plain);
				if (known.ok) expect(known.replayed).toEqual(model(rules, known.log));
			})
		);
	});

	it('a known replay of another log (copies, or not its start) is not used', () => {
		const log = aLogOf([
			{ type: 'step', n: 2 },
			{ type: 'step', n: 3 }
		]);
		const other = aLogOf([{ type: 'step', n: 4 }]);
		expect(replayFrom(rules, { log: other, replayed: replayLog(rules, other) }, log)).toEqual(model(rules, log));
		const copies = log.map((s) => ({ ...s }));
		const wrong: Replayed<{ total: number }> = { states: [{ total: 100 }], live: [], played: [], flagged: [] };
		expect(replayFrom(rules, { log: copies, replayed: wrong }, log)).toEqual(model(rules, log));
		// The same entries: nothing is played again.
		expect(replayFrom(rules, { log, replayed: wrong }, log)).toBe(wrong);
	});

	it('a tracked Marco Polo II game played on entry by entry ends as its replay from the start', () => {
		const game = trackedGameLog({ players: 4, rounds: 2, seed: 'ON' });
		let known = { log: game.slice(0, 0), replayed: replayLog(marcoPolo2Rules, []) };
		for (let i = 1; i <= game.length; i++) {
			const log = game.slice(0, i);
			known = { log, replayed: replayFrom(marcoPolo2Rules, known, log) };
		}
		expect(known.replayed).toEqual(model(marcoPolo2Rules, game));
		expect(known.replayed.states.at(-1)).toMatchObject({ phase: 'playing' });
	});
});

function aLogOf(entries: Step[]): Stored<Step>[] {
	return entries.map((entry, i) => ({ seq: i + 1, at: i, entry }));
}
