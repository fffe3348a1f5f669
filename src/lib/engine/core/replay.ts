import * as v from 'valibot';
import { refuse, type Outcome, type Refusal, type Stored, type UndoEntry } from './log.ts';
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
	return playOn(rules, { states: [rules.initial()], live: [], flagged: [] }, log);
}

/**
 * A replay played on by more entries: the same as replaying the whole longer log, without playing again
 * what was played (an entry at the table costs the same in round 1 and in round 5).
 */
export function playOn<S, E extends { type: string }>(rules: Rules<S, E>, replayed: Replayed<S>, more: readonly Stored<E>[]): Replayed<S> {
	const states = [...replayed.states];
	const live = [...replayed.live];
	const flagged = [...replayed.flagged];
	for (const stored of more) {
		if (isUndo(stored.entry)) {
			if (states.length > 1 && undoes(stored.entry, live)) {
				states.pop();
				// Flagged entries are in the order of those in effect: only the last can be the one taken back.
				if (flagged.at(-1)?.seq === live.pop()) flagged.pop();
			}
			continue;
		}
		const before = states[states.length - 1]!;
		const outcome = playSafely(rules, before, stored.entry);
		states.push(outcome.ok ? outcome.state : before);
		live.push(stored.seq);
		if (!outcome.ok) flagged.push({ seq: stored.seq, refusal: outcome.refusal });
	}
	return { states, live, flagged };
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
	const keys = Object.keys(entry);
	if (keys.length === 1) return { ok: true, entry: { type: 'undo' } };
	const of = entry.of;
	if (keys.length === 2 && Number.isSafeInteger(of) && (of as number) >= 1) return { ok: true, entry: { type: 'undo', of: of as number } };
	return { ok: false, refusal: refuse('refusal_unknown_entry') };
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
): { ok: true; entry: AnyEntry<E>; state: S } | { ok: false; refusal: Refusal } {
	const parsed = parseEntry(rules as Rules<unknown, E>, entry);
	if (!parsed.ok) return parsed;
	const { states, live } = replayed ?? replayLog(rules, log);
	const current = states[states.length - 1]!;
	if (isUndo(parsed.entry)) {
		if (states.length === 1) return { ok: false, refusal: refuse('refusal_nothing_to_undo') };
		if (!undoes(parsed.entry, live)) return { ok: false, refusal: refuse('refusal_undo_changed', { seq: live.at(-1)! }) };
		return { ok: true, entry: parsed.entry, state: states[states.length - 2]! };
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
	replayed: Replayed<S> = replayLog(rules, log)
): { ok: true; log: Stored<E>[]; stored: Stored<E>; state: S; replayed: Replayed<S> } | { ok: false; refusal: Refusal } {
	const r = evaluate(rules, log, entry, replayed);
	if (!r.ok) return r;
	const seq = log.length === 0 ? 1 : log[log.length - 1]!.seq + 1;
	const stored: Stored<E> = { seq, at, entry: r.entry };
	return { ok: true, log: [...log, stored], stored, state: r.state, replayed: playOn(rules, replayed, [stored]) };
}
