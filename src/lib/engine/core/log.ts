/**
 * A game is an append-only log of entries. State is the replay of the log.
 * An entry is checked against the state it would follow before it is stored;
 * undo is itself an entry, so nothing is ever deleted.
 */

/** A refusal: a message key the UI translates, with its parameters. */
export interface Refusal {
	key: string;
	params?: Record<string, string | number>;
	/**
	 * The refusal it comes from, whole (why a stored entry is damaged, why a file's value is refused): shown as
	 * the message's {reason}, with its own parameters, so a field it names is never lost on the way.
	 */
	because?: Refusal;
}

/** Every stored entry has its place in the log and the time it was made. */
export interface Stored<E> {
	seq: number;
	at: number;
	entry: E | UndoEntry;
}

/**
 * Undo takes back the most recent entry that is still in effect. `of` names that entry as the screen
 * showed it: when another screen has added an entry since, the undo is refused rather than taking back
 * an entry the player never saw.
 */
export interface UndoEntry {
	type: 'undo';
	of?: number;
}

/** What an entry does to a state: the state after it, or why it is refused (and then nothing changes). */
export type Outcome<S> = { ok: true; state: S } | { ok: false; refusal: Refusal };

export const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });
/** A refusal that gives another as its reason, that one kept whole. */
export const refuseBecause = (key: string, because: Refusal, params?: Record<string, string | number>): Refusal => ({ ...refuse(key, params), because });
export const accepted = <S>(state: S): Outcome<S> => ({ ok: true, state });
export const refused = <S = never>(key: string, params?: Record<string, string | number>): Outcome<S> => ({ ok: false, refusal: refuse(key, params) });
export const refusedWith = <S = never>(refusal: Refusal): Outcome<S> => ({ ok: false, refusal });

export function isRefusal(x: unknown): x is Refusal {
	return typeof x === 'object' && x !== null && typeof (x as Refusal).key === 'string' && !('state' in x);
}
