/**
 * The one merge of two logs of the same game, whoever wrote them: every entry kept once, in the same order on
 * every phone. An entry is known by its identity (`entryKey`): the phone that made it and its clock; an entry
 * written before phones could share a game has neither and is known by its place and time as written. The order
 * is the entries' logical clocks (Lamport), then the phone's id, then the time: a log one phone wrote alone is
 * already in that order, so it replays exactly as before. Pure: no storage, no clock, no randomness.
 */
import type { UndoEntry } from './log.ts';

/** What the merge reads of an entry (a stored row or a log entry): extra fields are carried along untouched. */
export interface Identified {
	seq: number;
	at: number;
	by?: string;
	lc?: number;
	entry: unknown;
}

/** A phone's id as entries carry it: letters, digits, - and _, at most 32. */
export const DEVICE_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** An undo's `ref`: an entry key as entryKey writes it. */
export const ENTRY_KEY = /^(?:[A-Za-z0-9_-]{1,32}\/\d{1,15}|~\d{1,15}\/\d{1,15})$/;

/** A stored row's identity as the merge reads it: the phone and clock when sound, else none (an older row, or a damaged one). */
export function identityOf(row: { by?: unknown; lc?: unknown }): { by?: string; lc?: number } {
	const lc = Number.isSafeInteger(row.lc) && (row.lc as number) >= 1 ? (row.lc as number) : undefined;
	if (lc === undefined) return {};
	return typeof row.by === 'string' && DEVICE_ID.test(row.by) ? { by: row.by, lc } : { lc };
}

/** An entry's clock: the one it carries, else its place (the log was written by one phone). */
export const clockOf = (e: Pick<Identified, 'seq' | 'lc'>): number => e.lc ?? e.seq;

/** The identity of an entry on every phone: its phone and clock, or for an older entry its clock and time. */
export const entryKey = (e: Pick<Identified, 'seq' | 'at' | 'by' | 'lc'>): string => (e.by ? `${e.by}/${clockOf(e)}` : `~${clockOf(e)}/${e.at}`);

/** The merged order: clock, then phone (older entries first), then time, then identity. */
export function compareEntries(a: Identified, b: Identified): number {
	const clock = clockOf(a) - clockOf(b);
	if (clock) return clock;
	const by = (a.by ?? '').localeCompare(b.by ?? '', 'en');
	if (by) return by;
	if (a.at !== b.at) return a.at - b.at;
	const ka = entryKey(a);
	const kb = entryKey(b);
	return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The clock of an entry made after this log: one more than any clock in it. */
export function nextClock(log: readonly Pick<Identified, 'seq' | 'lc'>[]): number {
	let max = 0;
	for (const e of log) max = Math.max(max, clockOf(e));
	return max + 1;
}

const isUndo = (entry: unknown): entry is UndoEntry => typeof entry === 'object' && entry !== null && (entry as { type?: unknown }).type === 'undo';

/**
 * The log with each undo that names no entry by identity given the one it took back in this log (an undo takes
 * back the last entry in effect, which needs no rules to know): so it keeps taking back that entry once a merge
 * moves entries around it. An undo that took back nothing is left as it is.
 */
export function resolveUndos<T extends Identified>(log: readonly T[]): T[] {
	const inEffect: T[] = [];
	return log.map((e) => {
		if (!isUndo(e.entry)) {
			inEffect.push(e);
			return e;
		}
		const undo = e.entry;
		if (undo.ref !== undefined) {
			const at = inEffect.findIndex((x) => entryKey(x) === undo.ref);
			if (at >= 0) inEffect.splice(at, 1);
			return e;
		}
		const last = inEffect.at(-1);
		if (!last || (undo.of !== undefined && undo.of !== last.seq)) return e;
		inEffect.pop();
		return { ...e, entry: { ...undo, ref: entryKey(last) } };
	});
}

/**
 * Two copies of one entry: the one the phone holds stays (an entry is never changed once stored), unless the
 * other is the same undo with the entry it took back resolved (the same meaning, said for merges).
 */
function pick<T extends Identified>(mine: T, theirs: T): T {
	const resolved = isUndo(mine.entry) && isUndo(theirs.entry) && mine.entry.ref === undefined && theirs.entry.ref !== undefined;
	return resolved ? theirs : mine;
}

const isPrefix = (short: readonly Identified[], long: readonly Identified[]) =>
	short.length <= long.length && short.every((e, i) => entryKey(e) === entryKey(long[i]!));

/**
 * Merges another log of the same game into the one a phone holds (`mine`): every entry of both, once, in the
 * merged order, numbered 1, 2, 3… An older entry whose place changes keeps its identity by carrying its clock
 * (`lc`). When one log is the start of the other (one phone simply behind), nothing moves.
 */
export function mergeLogs<T extends Identified>(mine: readonly T[], theirs: readonly T[]): T[] {
	const merged = isPrefix(mine, theirs) ? [...mine, ...theirs.slice(mine.length)] : isPrefix(theirs, mine) ? [...mine] : union(mine, theirs);
	return merged.map((e, i) => {
		const seq = i + 1;
		if (e.seq === seq) return e;
		return e.lc === undefined ? { ...e, seq, lc: e.seq } : { ...e, seq };
	});
}

function union<T extends Identified>(mine: readonly T[], theirs: readonly T[]): T[] {
	const byKey = new Map<string, T>();
	for (const e of [...resolveUndos(mine), ...resolveUndos(theirs)]) {
		const key = entryKey(e);
		const known = byKey.get(key);
		byKey.set(key, known ? pick(known, e) : e);
	}
	return [...byKey.values()].sort(compareEntries);
}
