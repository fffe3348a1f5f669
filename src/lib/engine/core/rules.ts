/**
 * The rules of a game: its entries' shape, which entries each phase of the game accepts, and for each kind
 * of entry one function that checks it against the state and returns the next state, so checking and
 * applying can never disagree.
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
	/** Whether the phase the state is in accepts entries of this type at all (the entry's own checks aside). */
	accepts(state: S, type: E['type']): boolean;
	/** Which entries each phase accepts; `types`: every kind of entry the rules handle. */
	phases: Phases<S, E>;
	types: readonly E['type'][];
}

/** One function per kind of entry. */
export type Handlers<S, E extends { type: string }> = { [T in E['type']]: (state: S, entry: Extract<E, { type: T }>) => Outcome<S> };

/**
 * Which entries each phase accepts, declared as data (as boardgame.io declares moves per phase): an entry
 * outside its phase is refused before any handler runs. A game may split a phase of its state where the
 * entries differ (Merv's year: its actions, the invasion, the scoring): `of` names the phase a state is in.
 */
export interface Phases<S, E extends { type: string }> {
	of(state: S): string;
	accepts: Readonly<Record<string, readonly E['type'][]>>;
}

/** Rules from a schema, the entries each phase accepts and a table of entry handlers. */
export function rulesOf<S, E extends { type: string }>(
	initial: () => S,
	entry: v.GenericSchema<unknown, E>,
	phases: Phases<S, E>,
	handlers: Handlers<S, E>
): Rules<S, E> {
	// Looked up for every entry of every replay: maps and sets, not the objects' own properties.
	const byType = new Map(Object.entries(handlers) as [string, (s: S, x: E) => Outcome<S>][]);
	const byPhase = new Map(Object.entries(phases.accepts).map(([phase, types]) => [phase, new Set<string>(types)]));
	const accepts = (state: S, type: string) => byPhase.get(phases.of(state))?.has(type) ?? false;
	return {
		initial,
		entry,
		accepts,
		phases,
		types: [...byType.keys()] as E['type'][],
		play(state, e) {
			const handler = byType.get(e.type);
			if (!handler) return refused('refusal_unknown_entry');
			return accepts(state, e.type) ? handler(state, e) : refused('refusal_wrong_phase');
		}
	};
}
