import type { Refusal, Rules, Stored, UndoEntry } from './log.ts';

export type AnyEntry<E> = E | UndoEntry;

function isUndo<E>(entry: AnyEntry<E>): entry is UndoEntry {
	return (entry as UndoEntry).type === 'undo';
}

/**
 * Replays a log. Keeps the stack of states so that an undo returns exactly
 * the state before the entry it takes back.
 */
export function replayStates<S, E>(rules: Rules<S, E>, log: readonly Stored<E>[]): S[] {
	const states: S[] = [rules.initial()];
	for (const stored of log) {
		if (isUndo(stored.entry)) {
			if (states.length > 1) states.pop();
			continue;
		}
		states.push(rules.apply(states[states.length - 1]!, stored.entry));
	}
	return states;
}

export function replay<S, E>(rules: Rules<S, E>, log: readonly Stored<E>[]): S {
	const states = replayStates(rules, log);
	return states[states.length - 1]!;
}

/** How many entries an undo could still take back. */
export function undoDepth<S, E>(rules: Rules<S, E>, log: readonly Stored<E>[]): number {
	return replayStates(rules, log).length - 1;
}

/** Checks an entry against the state it would follow; an undo needs something to undo. */
export function check<S, E>(rules: Rules<S, E>, log: readonly Stored<E>[], entry: AnyEntry<E>): Refusal | null {
	// Data from outside (an imported file) may not even be an object.
	if (typeof entry !== 'object' || entry === null) return { key: 'refusal_unknown_entry' };
	const states = replayStates(rules, log);
	if (isUndo(entry)) return states.length > 1 ? null : { key: 'refusal_nothing_to_undo' };
	return rules.validate(states[states.length - 1]!, entry);
}

/**
 * Appends an entry to a log if the rules accept it. A refused entry leaves
 * the log exactly as it was.
 */
export function append<S, E>(
	rules: Rules<S, E>,
	log: readonly Stored<E>[],
	entry: AnyEntry<E>,
	at: number
): { ok: true; log: Stored<E>[]; stored: Stored<E> } | { ok: false; refusal: Refusal } {
	const refusal = check(rules, log, entry);
	if (refusal) return { ok: false, refusal };
	const seq = log.length === 0 ? 1 : log[log.length - 1]!.seq + 1;
	const stored: Stored<E> = { seq, at, entry };
	return { ok: true, log: [...log, stored], stored };
}
