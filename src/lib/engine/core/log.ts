/**
 * A game is an append-only log of entries. State is the replay of the log.
 * An entry is validated against the state it would follow before it is stored;
 * undo is itself an entry, so nothing is ever deleted.
 */

/** A refusal: a message key the UI translates, with its parameters. */
export interface Refusal {
	key: string;
	params?: Record<string, string | number>;
}

/** Every stored entry has its place in the log and the time it was made. */
export interface Stored<E> {
	seq: number;
	at: number;
	entry: E | UndoEntry;
}

/** Undo takes back the most recent entry that is still in effect. */
export interface UndoEntry {
	type: 'undo';
}

export interface Rules<S, E> {
	/** State before the first entry. */
	initial(): S;
	/** null when the entry may follow the state, else the reason it may not. */
	validate(state: S, entry: E): Refusal | null;
	/** Applies an entry that validate() accepted; must not mutate `state`. */
	apply(state: S, entry: E): S;
}
