import * as v from 'valibot';
import { refuse, type Outcome, type Refusal, type Stored, type UndoEntry } from './log.ts';
import { DEVICE_ID, ENTRY_KEY, entryKey, nextClock } from './merge.ts';
import type { Rules } from './rules.ts';
import { refusalOfIssues } from './schema.ts';

export type AnyEntry<E> = E | UndoEntry;

function isUndo<E>(entry: AnyEntry<E>): entry is UndoEntry {
	return (entry as UndoEntry).type === 'undo';
}

/** A stored entry the current rules refuse: it stays in the log, has no effect, and is shown with its reason. */
export interface FlaggedEntry {
	seq: number;
	refusal: Refusal;
}

/** Plays an entry; a rule that throws (a bug) refuses the entry instead of breaking the game. */
export function playSafely<S, E extends { type: string }>(rules: Rules<S, E>, state: S, entry: E): Outcome<S> {
	try {
		return rules.play(state, entry);
	} catch (error) {
		return { ok: false, refusal: refuse('refusal_rules_error', { detail: String(error instanceof Error ? error.message : error).slice(0, 120) }) };
	}
}

export interface Replayed<S> {
	/** The state before the first entry, then after each entry still in effect: undo pops back exactly. */
	states: S[];
	/** The entries still in effect (not undone), by seq, in order. */
	live: number[];
	/** Those entries themselves, in the same order: an undo naming one by identity finds it, and what came after is played again. */
	played: Stored<unknown>[];
	/**
	 * Entries still in effect that the rules refuse now (stored under older, looser rules, or damaged):
	 * no effect, kept and shown. Once undone they no longer matter and are not listed.
	 */
	flagged: FlaggedEntry[];
}

/**
 * Replays a log. A refused entry keeps its place with no effect, so that an undo after it
 * takes back that entry, not the one before.
 */
export function replayLog<S, E extends { type: string }>(rules: Rules<S, E>, log: readonly Stored<E>[]): Replayed<S> {
	return playOn(rules, { states: [rules.initial()], live: [], played: [], flagged: [] }, log);
}

/**
 * A replay played on by more entries: the same as replaying the whole longer log, without playing again
 * what was played (an entry at the table costs the same in round 1 and in round 5).
 */
export function playOn<S, E extends { type: string }>(rules: Rules<S, E>, replayed: Replayed<S>, more: readonly Stored<E>[]): Replayed<S> {
	const r: Replayed<S> = { states: [...replayed.states], live: [...replayed.live], played: [...replayed.played], flagged: [...replayed.flagged] };
	for (const stored of more) {
		if (isUndo(stored.entry)) takeBack(rules, r, stored.entry);
		else playOne(rules, r, stored);
	}
	return r;
}

function playOne<S, E extends { type: string }>(rules: Rules<S, E>, r: Replayed<S>, stored: Stored<E>): void {
	const before = r.states[r.states.length - 1]!;
	const outcome = playSafely(rules, before, stored.entry as E);
	r.states.push(outcome.ok ? outcome.state : before);
	r.live.push(stored.seq);
	r.played.push(stored);
	if (!outcome.ok) r.flagged.push({ seq: stored.seq, refusal: outcome.refusal });
}

/**
 * An undo takes back the last entry in effect, or the entry it names by identity wherever it is now (two phones'
 * entries merged after it was made): then the entries in effect after that one are played again without it.
 * An undo of an entry no longer in effect (taken back by another phone too) does nothing.
 */
function takeBack<S, E extends { type: string }>(rules: Rules<S, E>, r: Replayed<S>, undo: UndoEntry): void {
	if (r.states.length <= 1) return;
	const at = undo.ref === undefined ? (undoes(undo, r.live) ? r.live.length - 1 : -1) : r.played.findLastIndex((e) => entryKey(e) === undo.ref);
	if (at < 0) return;
	const again = r.played.slice(at + 1) as Stored<E>[];
	// Those taken back or played again leave the flagged list: a set of the few entries from `at` on, not of the
	// many before it (an undo in a long log would cost a pass over the whole log).
	if (r.flagged.length) {
		const gone = new Set(r.live.slice(at));
		r.flagged = r.flagged.filter((f) => !gone.has(f.seq));
	}
	r.states.length = at + 1;
	r.live.length = at;
	r.played.length = at;
	for (const stored of again) playOne(rules, r, stored);
}

/** A log's replay, played on from an earlier replay of the same log's start when there is one (the same entries, not copies). */
export function replayFrom<S, E extends { type: string }>(
	rules: Rules<S, E>,
	known: { log: readonly Stored<E>[]; replayed: Replayed<S> } | null,
	log: readonly Stored<E>[]
): Replayed<S> {
	if (!known || known.log.length > log.length || !known.log.every((stored, i) => stored === log[i])) return replayLog(rules, log);
	return known.log.length === log.length ? known.replayed : playOn(rules, known.replayed, log.slice(known.log.length));
}

export function replayStates<S, E extends { type: string }>(rules: Rules<S, E>, log: readonly Stored<E>[]): S[] {
	return replayLog(rules, log).states;
}

export function replay<S, E extends { type: string }>(rules: Rules<S, E>, log: readonly Stored<E>[]): S {
	const states = replayStates(rules, log);
	return states[states.length - 1]!;
}

/** Whether an undo takes back the last entry in effect: any undo does, one naming an entry only when it is that one. */
function undoes(undo: UndoEntry, live: readonly number[]): boolean {
	return undo.of === undefined || undo.of === live.at(-1);
}

function parseUndo(entry: Record<string, unknown>): { ok: true; entry: UndoEntry } | { ok: false; refusal: Refusal } {
	const { type, of, ref, ...rest } = entry;
	const bad = { ok: false as const, refusal: refuse('refusal_unknown_entry') };
	if (Object.keys(rest).length || type !== 'undo') return bad;
	if (of !== undefined && !(Number.isSafeInteger(of) && (of as number) >= 1)) return bad;
	if (ref !== undefined && !(typeof ref === 'string' && ENTRY_KEY.test(ref))) return bad;
	const undo: UndoEntry = { type: 'undo' };
	if (of !== undefined) undo.of = of as number;
	if (ref !== undefined) undo.ref = ref;
	return { ok: true, entry: undo };
}

/** The entry as the rules read it (its shape checked, names trimmed), or why its shape is refused. */
export function parseEntry<E extends { type: string }>(
	rules: Rules<unknown, E>,
	entry: unknown
): { ok: true; entry: AnyEntry<E> } | { ok: false; refusal: Refusal } {
	// Data from outside (an imported file, a damaged row) may not even be an object.
	if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { ok: false, refusal: refuse('refusal_unknown_entry') };
	if ((entry as { type?: unknown }).type === 'undo') return parseUndo(entry as Record<string, unknown>);
	const parsed = v.safeParse(rules.entry, entry);
	return parsed.success ? { ok: true, entry: parsed.output } : { ok: false, refusal: refusalOfIssues(parsed.issues) };
}

function evaluate<S, E extends { type: string }>(
	rules: Rules<S, E>,
	log: readonly Stored<E>[],
	entry: unknown,
	replayed?: Replayed<S>
): { ok: true; entry: AnyEntry<E>; state: S; ref?: string } | { ok: false; refusal: Refusal } {
	const parsed = parseEntry(rules as Rules<unknown, E>, entry);
	if (!parsed.ok) return parsed;
	const played = replayed ?? replayLog(rules, log);
	const { states, live } = played;
	const current = states[states.length - 1]!;
	if (isUndo(parsed.entry)) {
		if (states.length === 1) return { ok: false, refusal: refuse('refusal_nothing_to_undo') };
		const last = entryKey(played.played.at(-1)!);
		if (!undoes(parsed.entry, live) || (parsed.entry.ref ?? last) !== last)
			return { ok: false, refusal: refuse('refusal_undo_changed', { seq: live.at(-1)! }) };
		return { ok: true, entry: parsed.entry, state: states[states.length - 2]!, ref: last };
	}
	const outcome = playSafely(rules, current, parsed.entry);
	return outcome.ok ? { ok: true, entry: parsed.entry, state: outcome.state } : outcome;
}

/**
 * Appends an entry to a log if its shape and the rules accept it; the entry stored is the one the
 * schema read (names trimmed). A refused entry leaves the log exactly as it was.
 */
export function append<S, E extends { type: string }>(
	rules: Rules<S, E>,
	log: readonly Stored<E>[],
	entry: unknown,
	at: number,
	/** The log's replay when the caller has it (the open game's screen): nothing is played again. */
	replayed: Replayed<S> = replayLog(rules, log),
	/** The phone that makes it: the entry then carries its identity and clock (merge.ts). */
	by?: string
): { ok: true; log: Stored<E>[]; stored: Stored<E>; state: S; replayed: Replayed<S> } | { ok: false; refusal: Refusal } {
	const r = evaluate(rules, log, entry, replayed);
	if (!r.ok) return r;
	const seq = log.length === 0 ? 1 : log[log.length - 1]!.seq + 1;
	const stored: Stored<E> = { seq, at, entry: r.entry };
	if (by !== undefined && DEVICE_ID.test(by)) {
		Object.assign(stored, { by, lc: nextClock(log) });
		// A screen's undo names the entry by its place; it is written by identity too, for merges to come.
		if (r.ref) stored.entry = { ...(r.entry as UndoEntry), ref: r.ref };
	}
	return { ok: true, log: [...log, stored], stored, state: r.state, replayed: playOn(rules, replayed, [stored]) };
}
