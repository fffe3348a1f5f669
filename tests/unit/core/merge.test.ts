/** The one merge of two logs of a game (engine/core/merge.ts), and phones that share a game converging on it. */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accepted, refused, type Stored, type UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { entryKey, mergeLogs, resolveUndos, type Identified } from '../../../src/lib/engine/core/merge.ts';

type Logged = Identified;
/** Merges any number of logs of one game, one after another. */
const mergeAll = <T extends Logged>(logs: readonly (readonly T[])[]): T[] => logs.reduce<T[]>((merged, log) => mergeLogs(merged, log), []);
/** Whether two logs are the same entries (by identity) in the same order. */
const sameLog = (a: readonly Logged[], b: readonly Logged[]): boolean => JSON.stringify(a.map(entryKey)) === JSON.stringify(b.map(entryKey));
import { append, replayLog } from '../../../src/lib/engine/core/replay.ts';
import { rulesOf } from '../../../src/lib/engine/core/rules.ts';
import { whole } from '../../../src/lib/engine/core/schema.ts';
import { onePhase } from '../play.ts';

/** A tiny game where two phones can conflict: each space can be taken once. */
type Take = { type: 'take'; space: number };
const rules = rulesOf(() => ({ taken: [] as number[] }), v.strictObject({ type: v.literal('take'), space: whole(5) }), onePhase<Take>('take'), {
	take: (s, e) => (s.taken.includes(e.space) ? refused('refusal_space_taken', { space: e.space }) : accepted({ taken: [...s.taken, e.space] }))
});
type Log = Stored<Take>[];

const take = (space: number): Take => ({ type: 'take', space });

/** A phone of the simulation: its id and its log. */
interface Phone {
	by: string;
	log: Log;
}

/** Entries made on a phone as the app makes them: checked by the rules against its log, with its id and clock. */
function enter(phone: Phone, entry: Take | UndoEntry, at: number): Stored<Take> | null {
	const r = append(rules, phone.log, entry, at, undefined, phone.by);
	if (!r.ok) return null;
	phone.log = r.log;
	return r.stored;
}

const lastLive = (log: Log) => replayLog(rules, log).live.at(-1);

describe('the merge of two logs', () => {
	it('a log one phone wrote alone, older entries without identity included, merges with its own start into itself, unchanged', () => {
		const legacy: Log = [1, 2, 3].map((n) => ({ seq: n, at: 1000 + n, entry: take(n) }));
		const phone: Phone = { by: 'aaaa', log: legacy };
		enter(phone, take(4), 2000);
		enter(phone, { type: 'undo', of: 4 }, 2001);
		enter(phone, take(0), 2002);
		expect(phone.log.map((e) => e.lc)).toEqual([undefined, undefined, undefined, 4, 5, 6]);
		expect(mergeLogs(phone.log, phone.log.slice(0, 3))).toEqual(phone.log);
		expect(mergeLogs(phone.log.slice(0, 2), phone.log)).toEqual(phone.log);
		expect(replayLog(rules, mergeLogs(phone.log, []))).toEqual(replayLog(rules, phone.log));
	});

	it('two phones that took the same space at once: both entries kept, the same order both ways, the later one flagged with the reason', () => {
		const start: Log = [{ seq: 1, at: 1, entry: take(0) }];
		const anna: Phone = { by: 'anna', log: start };
		const boris: Phone = { by: 'boris', log: start };
		enter(anna, take(3), 10);
		enter(boris, take(3), 9);
		const ab = mergeLogs(anna.log, boris.log);
		expect(ab).toEqual(mergeLogs(boris.log, anna.log));
		// The same clock: the phone's id decides, whatever the times.
		expect(ab.map((e) => e.by)).toEqual([undefined, 'anna', 'boris']);
		expect(replayLog(rules, ab).flagged).toEqual([{ seq: 3, refusal: { key: 'refusal_space_taken', params: { space: 3 } } }]);
	});

	it('an undo keeps taking back the entry it took back, wherever the merge puts it', () => {
		const start: Log = [{ seq: 1, at: 1, entry: take(0) }];
		const anna: Phone = { by: 'anna', log: start };
		const boris: Phone = { by: 'boris', log: start };
		enter(anna, take(3), 10);
		enter(anna, { type: 'undo', of: lastLive(anna.log) }, 11);
		enter(boris, take(3), 12);
		enter(boris, take(4), 13);
		const merged = mergeLogs(anna.log, boris.log);
		// Anna's undo comes after Boris's entries (a later clock) and still takes back Anna's, not Boris's last.
		expect(merged.map((e) => [e.by, e.entry.type])).toEqual([
			[undefined, 'take'],
			['anna', 'take'],
			['boris', 'take'],
			['anna', 'undo'],
			['boris', 'take']
		]);
		const replayed = replayLog(rules, merged);
		expect(replayed.states.at(-1)).toEqual({ taken: [0, 3, 4] });
		// Boris's entry, refused while Anna's stood, is played again once hers is taken back: no longer flagged.
		expect(replayed.flagged).toEqual([]);
	});

	it('older undos are given the entry they took back before anything moves', () => {
		const log: Log = [
			{ seq: 1, at: 1, entry: take(0) },
			{ seq: 2, at: 2, entry: take(1) },
			{ seq: 3, at: 3, entry: { type: 'undo' } },
			{ seq: 4, at: 4, entry: { type: 'undo', of: 9 } }
		];
		expect(resolveUndos(log).map((e) => e.entry)).toEqual([take(0), take(1), { type: 'undo', ref: '~2/2' }, { type: 'undo', of: 9 }]);
	});

	it('two phones that went on with an older game (no identity) merge by place and time, and keep their identity once moved', () => {
		const start: Log = [{ seq: 1, at: 1, entry: take(0) }];
		const a: Log = [...start, { seq: 2, at: 5, entry: take(1) }];
		const b: Log = [...start, { seq: 2, at: 6, entry: take(2) }, { seq: 3, at: 7, entry: take(3) }];
		const merged = mergeLogs(a, b);
		expect(merged.map((e) => [e.seq, e.lc, e.at])).toEqual([
			[1, undefined, 1],
			[2, undefined, 5],
			[3, 2, 6],
			[4, 3, 7]
		]);
		expect(new Set(merged.map(entryKey))).toEqual(new Set([...a, ...b].map(entryKey)));
		expect(mergeLogs(merged, b)).toEqual(merged);
		expect(mergeLogs(b, merged)).toEqual(merged);
	});
});

type Command =
	| { kind: 'enter'; phone: number; space: number }
	| { kind: 'undo'; phone: number }
	| { kind: 'send'; from: number; to: number; last: number }
	| { kind: 'deliver'; pick: number; keep: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ kind: fc.constant('enter' as const), phone: fc.nat(3), space: fc.nat(5) }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), phone: fc.nat(3) }) },
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), from: fc.nat(3), to: fc.nat(3), last: fc.nat(6) }) },
	{ weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(), keep: fc.boolean() }) }
);

describe('phones sharing a game converge', () => {
	it('any interleaving, duplication and delay of sync messages between 2–4 phones ends with the same log and state on each, every entry kept', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 4 }), fc.array(command, { maxLength: 60 }), (count, commands) => {
				const start: Log = [{ seq: 1, at: 1, entry: take(0) }];
				const phones: Phone[] = Array.from({ length: count }, (_, i) => ({ by: `phone-${i}`, log: start }));
				const made = new Set(start.map(entryKey));
				// A message is some of the sender's entries (its last few, or all): delivered late, in any order, maybe twice.
				const queue: { to: number; entries: Log }[] = [];
				let at = 100;
				for (const c of commands) {
					at++;
					if (c.kind === 'enter' || c.kind === 'undo') {
						const phone = phones[c.phone % count]!;
						const entry = c.kind === 'enter' ? take(c.space) : { type: 'undo' as const, of: lastLive(phone.log) };
						const stored = enter(phone, entry, at);
						if (stored) made.add(entryKey(stored));
					} else if (c.kind === 'send') {
						const log = phones[c.from % count]!.log;
						queue.push({ to: c.to % count, entries: c.last ? log.slice(-c.last) : log });
					} else if (queue.length) {
						const i = c.pick % queue.length;
						const message = queue[i]!;
						if (!c.keep) queue.splice(i, 1);
						phones[message.to]!.log = mergeLogs(phones[message.to]!.log, message.entries);
					}
				}
				// Back in touch: everything still on the way arrives, then each phone's log reaches every other.
				for (const { to, entries } of queue) phones[to]!.log = mergeLogs(phones[to]!.log, entries);
				const all = mergeAll(phones.map((p) => p.log));
				for (const phone of phones) phone.log = mergeLogs(phone.log, all);
				const first = phones[0]!;
				for (const phone of phones) {
					expect(sameLog(phone.log, first.log)).toBe(true);
					expect(phone.log).toEqual(first.log);
					expect(replayLog(rules, phone.log)).toEqual(replayLog(rules, first.log));
				}
				expect(new Set(first.log.map(entryKey))).toEqual(made);
				expect(first.log.map((e) => e.seq)).toEqual(first.log.map((_, i) => i + 1));
			}),
			{ numRuns: 300 }
		);
	});

	it('the merge of any number of logs is the same whatever order they come in', () => {
		fc.assert(
			fc.property(fc.array(fc.array(fc.tuple(fc.nat(3), fc.nat(5)), { maxLength: 12 }), { minLength: 2, maxLength: 4 }), fc.nat(), (scripts, turn) => {
				const start: Log = [{ seq: 1, at: 1, entry: take(0) }];
				const logs = scripts.map((script, p) => {
					const phone: Phone = { by: `p${p}`, log: start };
					script.forEach(([, space], i) => enter(phone, take(space), 10 + i));
					return phone.log;
				});
				const rotated = [...logs.slice(turn % logs.length), ...logs.slice(0, turn % logs.length)].reverse();
				expect(mergeAll(rotated)).toEqual(mergeAll(logs));
			})
		);
	});
});
