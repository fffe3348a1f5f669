/** Playing entries straight on a state, for tests that walk the rules without a log, and checking one after a log. */
import type { Refusal, Stored } from '../../src/lib/engine/core/log.ts';
import { append } from '../../src/lib/engine/core/replay.ts';
import type { Rules } from '../../src/lib/engine/core/rules.ts';

/** The state after an entry the test knows is accepted; throws (failing the test) when it is refused. */
export function stateAfter<S, E extends { type: string }>(rules: Rules<S, E>, state: S, entry: E): S {
	const outcome = rules.play(state, entry);
	if (!outcome.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${JSON.stringify(outcome.refusal)}`);
	return outcome.state;
}

/** Why the rules refuse an entry on this state, or null. */
export function refusalOf<S, E extends { type: string }>(rules: Rules<S, E>, state: S, entry: E): Refusal | null {
	const outcome = rules.play(state, entry);
	return outcome.ok ? null : outcome.refusal;
}

/** Why an entry would be refused after this log (its shape, then the rules; an undo needs something to undo), or null: what appending it says. */
export function check<S, E extends { type: string }>(rules: Rules<S, E>, log: readonly Stored<E>[], entry: unknown): Refusal | null {
	const r = append(rules, log, entry, 0);
	return r.ok ? null : r.refusal;
}

/** A tiny test game's phase table: one phase that accepts these entries. */
export const onePhase = <E extends { type: string }>(...types: E['type'][]) => ({ of: () => 'play', accepts: { play: types } });
