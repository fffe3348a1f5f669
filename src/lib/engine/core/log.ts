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

/**
 * Every stored entry has its place in the log and the time it was made. An entry made on a phone that knows
 * several may write a game also says who made it and its clock (merge.ts): its identity on every phone, and its
 * place once two phones' logs are merged. Entries written before have neither (their place is their clock).
 */
export interface Stored<E> {
	seq: number;
	at: number;
	entry: E | UndoEntry;
	/** The phone that made it (a random id of that phone). */
	by?: string;
	/** Its logical (Lamport) clock: one more than the highest clock of the log it was made after. */
	lc?: number;
}

/**
 * Undo takes back the most recent entry that is still in effect. `of` names that entry as the screen
 * showed it: when another screen has added an entry since, the undo is refused rather than taking back
 * an entry the player never saw.
 */
export interface UndoEntry {
	type: 'undo';
	of?: number;
	/**
	 * The entry it takes back by its identity (merge.ts, `entryKey`): the same entry on every phone, wherever a
	 * merge puts it. Written with every undo since logs can be merged; older undos name a place (`of`) or nothing.
	 */
	ref?: string;
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
