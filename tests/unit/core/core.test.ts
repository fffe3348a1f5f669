import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accepted, refused, type Stored } from '../../../src/lib/engine/core/log.ts';
import { rulesOf, type Rules } from '../../../src/lib/engine/core/rules.ts';
import { createRandom, isValidSeed, seedFromNumbers } from '../../../src/lib/engine/core/random.ts';
import { append, replay, replayStates } from '../../../src/lib/engine/core/replay.ts';
import { CHARACTERS, draftCharacters, drawFirstPlayer, marcoPolo2Rules, type MarcoPolo2Entry } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { check, onePhase } from '../play.ts';
import { finishedGameLog, LogBuilder, logOf, realisticLog, setupEntries, type Entry, type Log } from '../marco-polo-2/fixtures.ts';

/** A tiny game for the generic core: a counter that only accepts positive steps. */
type CounterEntry = { type: 'add'; n: number };
type Counter = { total: number; history: number[] };
const counter: Rules<Counter, CounterEntry> = rulesOf(
	(): Counter => ({ total: 0, history: [] }),
	v.strictObject({ type: v.literal('add'), n: v.number() }),
	onePhase<CounterEntry>('add'),
	{
		add: (s, e) => (e.n > 0 ? accepted({ total: s.total + e.n, history: [...s.history, e.n] }) : refused('refusal_not_positive', { n: e.n }))
	}
);

function counterLog(entries: (CounterEntry | { type: 'undo' })[]): Stored<CounterEntry>[] {
	let log: Stored<CounterEntry>[] = [];
	for (const [i, e] of entries.entries()) {
		const r = append(counter, log, e, i);
		if (!r.ok) throw new Error(r.refusal.key);
		log = r.log;
	}
	return log;
}

describe('core log and replay', () => {
	it('replays the same log to the same state, every time', () => {
		const log = finishedGameLog({ players: 4 });
		const a = replay(marcoPolo2Rules, log);
		const b = replay(marcoPolo2Rules, structuredClone(log));
		expect(b).toEqual(a);
		expect(replay(marcoPolo2Rules, log)).toEqual(a);
		expect(a.phase).toBe('finished');
	});

	it('starts from the initial state for an empty log', () => {
		expect(replay(marcoPolo2Rules, [])).toEqual(marcoPolo2Rules.initial());
		expect(replayStates(marcoPolo2Rules, [])).toHaveLength(1);
	});

	it('numbers stored entries from 1 and keeps the time given', () => {
		const log = counterLog([{ type: 'add', n: 2 }, { type: 'add', n: 3 }, { type: 'undo' }]);
		expect(log.map((s) => s.seq)).toEqual([1, 2, 3]);
		expect(log.map((s) => s.at)).toEqual([0, 1, 2]);
		const r = append(counter, log, { type: 'add', n: 1 }, 99);
		expect(r.ok && r.stored).toEqual({ seq: 4, at: 99, entry: { type: 'add', n: 1 } });
	});

	it('append does not modify the log it is given', () => {
		const log = counterLog([{ type: 'add', n: 2 }]);
		const before = structuredClone(log);
		const r = append(counter, log, { type: 'add', n: 5 }, 1);
		expect(r.ok).toBe(true);
		expect(log).toEqual(before);
		expect(r.ok && r.log).toHaveLength(2);
	});

	it('a refused entry returns the refusal and leaves the log untouched', () => {
		const log = counterLog([{ type: 'add', n: 2 }]);
		const before = structuredClone(log);
		const r = append(counter, log, { type: 'add', n: -1 }, 1);
		expect(r).toEqual({ ok: false, refusal: { key: 'refusal_not_positive', params: { n: -1 } } });
		expect(log).toEqual(before);
		expect(replay(counter, log)).toEqual({ total: 2, history: [2] });
	});

	it('undo restores the previous state exactly', () => {
		const log = counterLog([
			{ type: 'add', n: 2 },
			{ type: 'add', n: 3 }
		]);
		const before = replay(counter, log.slice(0, 1));
		const undone = counterLog([{ type: 'add', n: 2 }, { type: 'add', n: 3 }, { type: 'undo' }]);
		expect(replay(counter, undone)).toEqual(before);
		// The undone state is dropped from the stack: only the initial state and the one before remain.
		const states = replayStates(counter, undone);
		expect(states).toEqual([counter.initial(), before]);
	});

	it('successive undos take back successive entries, and a new entry after an undo goes on from there', () => {
		const log = counterLog([{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'add', n: 4 }, { type: 'undo' }, { type: 'undo' }, { type: 'add', n: 8 }]);
		expect(replay(counter, log)).toEqual({ total: 9, history: [1, 8] });
		// Two entries are left for an undo to take back: the stack holds the initial state and two more.
		expect(replayStates(counter, log)).toHaveLength(3);
	});

	it('an undo naming the last entry its screen showed is refused once another screen has added one, and changes nothing', () => {
		const seen = counterLog([
			{ type: 'add', n: 1 },
			{ type: 'add', n: 2 }
		]);
		const later = counterLog([
			{ type: 'add', n: 1 },
			{ type: 'add', n: 2 },
			{ type: 'add', n: 4 }
		]);
		// The stale screen saw entry 2 as the last; entry 3 came from another tab.
		expect(append(counter, later, { type: 'undo', of: 2 }, 9)).toEqual({ ok: false, refusal: { key: 'refusal_undo_changed', params: { seq: 3 } } });
		const fresh = append(counter, later, { type: 'undo', of: 3 }, 9);
		expect(fresh.ok && fresh.state).toEqual({ total: 3, history: [1, 2] });
		const plain = append(counter, seen, { type: 'undo', of: 2 }, 9);
		expect(plain.ok && replay(counter, plain.log)).toEqual({ total: 1, history: [1] });
		// A stored undo naming another entry (a hand-edited file) takes nothing back.
		expect(replay(counter, [...later, { seq: 4, at: 9, entry: { type: 'undo', of: 2 } }])).toEqual(replay(counter, later));
	});

	it('an undo is `{ type: "undo" }`, with at most the entry it takes back, a whole number from 1', () => {
		const log = counterLog([{ type: 'add', n: 1 }]);
		for (const bad of [{ of: 0 }, { of: 1.5 }, { of: '1' }, { of: null }, { of: 1, also: true }, { at: 1 }])
			expect(check(counter, log, { type: 'undo', ...bad }), JSON.stringify(bad)).toEqual({ key: 'refusal_unknown_entry' });
		expect(check(counter, log, { type: 'undo', of: 1 })).toBeNull();
	});

	it('undo restores the previous Marco Polo II state exactly', () => {
		const log = realisticLog(120, { players: 3 });
		const before = replay(marcoPolo2Rules, log);
		for (const entry of [
			{ type: 'sheet.number', player: 1, field: 'coins', value: 77 },
			{ type: 'sheet.seal', player: 2, guild: 'tailors', seal: 'improved' },
			{ type: 'sheet.confirmed', player: 0, confirmed: true }
		] as MarcoPolo2Entry[]) {
			const r1 = append(marcoPolo2Rules, log, entry, 1);
			expect(r1.ok).toBe(true);
			if (!r1.ok) continue;
			expect(replay(marcoPolo2Rules, r1.log)).not.toEqual(before);
			const r2 = append(marcoPolo2Rules, r1.log, { type: 'undo' }, 2);
			expect(r2.ok).toBe(true);
			if (r2.ok) expect(replay(marcoPolo2Rules, r2.log)).toEqual(before);
		}
	});

	it('refuses an undo with nothing to undo, leaving the log untouched', () => {
		expect(append(marcoPolo2Rules, [], { type: 'undo' }, 1)).toEqual({ ok: false, refusal: { key: 'refusal_nothing_to_undo' } });
		const log = counterLog([{ type: 'add', n: 2 }, { type: 'undo' }]);
		const before = structuredClone(log);
		expect(check(counter, log, { type: 'undo' })).toEqual({ key: 'refusal_nothing_to_undo' });
		expect(append(counter, log, { type: 'undo' }, 5)).toEqual({ ok: false, refusal: { key: 'refusal_nothing_to_undo' } });
		expect(log).toEqual(before);
	});

	it('replay ignores a stored undo with nothing to undo (a log written by hand)', () => {
		const log: Stored<CounterEntry>[] = [
			{ seq: 1, at: 0, entry: { type: 'undo' } },
			{ seq: 2, at: 0, entry: { type: 'add', n: 3 } }
		];
		expect(replay(counter, log)).toEqual({ total: 3, history: [3] });
	});

	it('check agrees with append', () => {
		const log = logOf(setupEntries({ players: 2 }));
		expect(check(marcoPolo2Rules, log, { type: 'scoring.started' })).toBeNull();
		expect(check(marcoPolo2Rules, log, { type: 'setup.completed' })).toEqual({ key: 'refusal_wrong_phase' });
	});

	it('the fixture builder produces exactly the log that repeated append produces', () => {
		const entries: Entry[] = finishedGameLog({ players: 3 }).map((s) => s.entry);
		entries.splice(8, 0, { type: 'undo' });
		let log: Log = [];
		const b = new LogBuilder();
		for (const e of entries) {
			const accepted = b.try(e);
			const r = append(marcoPolo2Rules, log, e, b.log[b.log.length - 1]!.at);
			expect(r.ok).toBe(accepted);
			if (r.ok) log = r.log;
		}
		expect(log).toEqual(b.log);
		expect(replay(marcoPolo2Rules, log)).toEqual(b.state);
	});
});

describe('phases declared as data', () => {
	const handled: string[] = [];
	const door = rulesOf(
		() => ({ phase: 'shut' }),
		v.variant('type', [v.strictObject({ type: v.literal('open') }), v.strictObject({ type: v.literal('close') })]),
		{ of: (s: { phase: string }) => s.phase, accepts: { shut: ['open'], ajar: ['close'] } },
		{
			open: () => (handled.push('open'), accepted({ phase: 'ajar' })),
			close: () => (handled.push('close'), accepted({ phase: 'shut' }))
		}
	);

	it('an entry outside its phase is refused with one refusal before any handler runs', () => {
		expect(door.play({ phase: 'shut' }, { type: 'close' })).toEqual({ ok: false, refusal: { key: 'refusal_wrong_phase' } });
		expect(door.play({ phase: 'gone' }, { type: 'open' })).toEqual({ ok: false, refusal: { key: 'refusal_wrong_phase' } });
		expect(handled).toEqual([]);
		expect(door.play({ phase: 'shut' }, { type: 'open' })).toEqual({ ok: true, state: { phase: 'ajar' } });
		expect(handled).toEqual(['open']);
		expect(door.accepts({ phase: 'ajar' }, 'close')).toBe(true);
		expect(door.accepts({ phase: 'ajar' }, 'open')).toBe(false);
	});
});

describe('seeded random', () => {
	const draw = (seed: string, count = 20) => {
		const r = createRandom(seed);
		return Array.from({ length: count }, () => r.next());
	};

	it('gives the same sequence for the same seed', () => {
		expect(draw('ABC123')).toEqual(draw('ABC123'));
	});

	it('gives different sequences for different seeds', () => {
		expect(draw('ABC123')).not.toEqual(draw('ABC124'));
		expect(draw('a')).not.toEqual(draw('b'));
	});

	it('draws floats in [0, 1) and whole numbers in [0, n)', () => {
		const r = createRandom('RANGE');
		for (let i = 0; i < 2000; i++) {
			const x = r.next();
			expect(x).toBeGreaterThanOrEqual(0);
			expect(x).toBeLessThan(1);
			const k = r.int(7);
			expect(Number.isInteger(k) && k >= 0 && k < 7).toBe(true);
		}
	});

	it('int(n) reaches every value', () => {
		const r = createRandom('SPREAD');
		const seen = new Set<number>();
		for (let i = 0; i < 500; i++) seen.add(r.int(4));
		expect([...seen].sort()).toEqual([0, 1, 2, 3]);
	});

	it('shuffle returns a permutation and leaves its input alone', () => {
		const items = Array.from({ length: 30 }, (_, i) => i);
		const copy = items.slice();
		const shuffled = createRandom('SHUF').shuffle(items);
		expect(items).toEqual(copy);
		expect(shuffled).not.toBe(items);
		expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
		expect(shuffled).not.toEqual(items);
		expect(createRandom('SHUF').shuffle(items)).toEqual(shuffled);
	});

	it('shuffle can give every order (unbiased Fisher–Yates, items may stay in place)', () => {
		const orders = new Map<string, number>();
		for (let i = 0; i < 600; i++) {
			const key = createRandom(`P${i}`).shuffle(['a', 'b', 'c']).join('');
			orders.set(key, (orders.get(key) ?? 0) + 1);
		}
		expect([...orders.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
		for (const count of orders.values()) expect(count).toBeGreaterThan(50);
	});

	it('shuffles an empty list and a single item', () => {
		expect(createRandom('X').shuffle([])).toEqual([]);
		expect(createRandom('X').shuffle(['a'])).toEqual(['a']);
	});

	it('makes readable seeds from numbers and checks seeds', () => {
		expect(seedFromNumbers([0, 1, 2, 3, 4, 5])).toBe('ABCDEF');
		expect(seedFromNumbers([31, 32, 33])).toHaveLength(6);
		expect(seedFromNumbers([30], 1)).toBe('9');
		expect(seedFromNumbers([], 4)).toBe('AAAA');
		const seed = seedFromNumbers([9, 99, 999, 9999, 99999, 123456]);
		expect(seed).not.toMatch(/[01OIL]/);
		expect(isValidSeed(seed)).toBe(true);
		expect(isValidSeed('')).toBe(false);
		expect(isValidSeed('has space')).toBe(false);
		expect(isValidSeed('x'.repeat(32))).toBe(true);
		expect(isValidSeed('x'.repeat(33))).toBe(false);
	});
});

describe('seeded draws of the game', () => {
	it('draftCharacters gives players+1 distinct characters, the same for the same seed', () => {
		for (const n of [2, 3, 4]) {
			for (const seed of ['A', 'B', 'SEED-42', 'zz9']) {
				const c = draftCharacters(seed, n);
				expect(c).toHaveLength(n + 1);
				expect(new Set(c).size).toBe(n + 1);
				for (const id of c) expect(CHARACTERS).toContain(id);
				expect(draftCharacters(seed, n)).toEqual(c);
			}
		}
	});

	it('different seeds can reveal different characters', () => {
		const draws = new Set(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => draftCharacters(s, 4).join()));
		expect(draws.size).toBeGreaterThan(1);
	});

	it('drawFirstPlayer is a seat, the same for the same seed, and every seat can be drawn', () => {
		const seen = new Set<number>();
		for (let i = 0; i < 60; i++) {
			const seat = drawFirstPlayer(`S${i}`, 4);
			expect(seat).toBe(drawFirstPlayer(`S${i}`, 4));
			expect(seat >= 0 && seat < 4).toBe(true);
			seen.add(seat);
		}
		expect(seen.size).toBe(4);
	});
});
