/**
 * The rules of a game: its entries' shape and, for each kind of entry, one function that
 * checks it against the state and returns the next state, so checking and applying can
 * never disagree.
 */
import * as v from 'valibot';
import { refused, type Outcome } from './log.ts';

export interface Rules<S, E extends { type: string }> {
	/** State before the first entry. */
	initial(): S;
	/** The shape of an entry (undo excluded): checked before the rules see it, and when a stored row is read. */
	entry: v.GenericSchema<unknown, E>;
	/** The state after the entry, or why it is refused. Never mutates `state`. */
	play(state: S, entry: E): Outcome<S>;
}

/** One function per kind of entry. */
export type Handlers<S, E extends { type: string }> = { [T in E['type']]: (state: S, entry: Extract<E, { type: T }>) => Outcome<S> };

/** Rules from a schema and a table of entry handlers. */
export function rulesOf<S, E extends { type: string }>(initial: () => S, entry: v.GenericSchema<unknown, E>, handlers: Handlers<S, E>): Rules<S, E> {
	// Looked up for every entry of every replay: a map, not the object's own properties.
	const byType = new Map(Object.entries(handlers) as [string, (s: S, x: E) => Outcome<S>][]);
	return {
		initial,
		entry,
		play(state, e) {
			const handler = byType.get(e.type);
			return handler ? handler(state, e) : refused('refusal_unknown_entry');
		}
	};
}
