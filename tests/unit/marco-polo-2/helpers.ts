import { expect } from 'vitest';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules, type MarcoPolo2State } from '../../../src/lib/engine/marco-polo-2/index.ts';
import type { Entry, Log } from './fixtures.ts';

/**
 * Appends an entry that must be refused: checks the exact refusal key (and
 * params when given) and that the log and the state it replays to are unchanged.
 */
export function expectRefused(log: Log, entry: Entry, key: string, params?: Record<string, string | number>) {
	const before = structuredClone(log);
	const stateBefore = replay(marcoPolo2Rules, log);
	const r = append(marcoPolo2Rules, log, entry, 42);
	expect(r.ok, `expected ${JSON.stringify(entry)} to be refused with ${key}`).toBe(false);
	if (r.ok) return;
	expect(r.refusal.key).toBe(key);
	if (params) expect(r.refusal.params).toEqual(params);
	expect(r).not.toHaveProperty('log');
	expect(log).toEqual(before);
	expect(log).toHaveLength(before.length);
	expect(replay(marcoPolo2Rules, log)).toEqual(stateBefore);
}

/** Appends an entry that must be accepted; returns the new log and state. */
export function expectAccepted(log: Log, entry: Entry): { log: Log; state: MarcoPolo2State } {
	const r = append(marcoPolo2Rules, log, entry, 42);
	if (!r.ok) throw new Error(`expected ${JSON.stringify(entry)} to be accepted, got ${JSON.stringify(r.refusal)}`);
	expect(r.log).toHaveLength(log.length + 1);
	return { log: r.log, state: replay(marcoPolo2Rules, r.log) };
}

/** Appends entries that must all be accepted. */
export function acceptAll(log: Log, ...entries: Entry[]): Log {
	for (const e of entries) log = expectAccepted(log, e).log;
	return log;
}
