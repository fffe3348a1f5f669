/**
 * The phone's copy of the board follows the game's for the facts an entry taught or corrected: a move that taught a
 * route keeps it on the phone, and undoing the move forgets it there too (so it is asked again); a fact corrected in the
 * game is corrected on the phone when the phone held what the game did, and undoing the correction brings it back.
 */
import type { Refusal } from '$lib/engine/core/log.ts';
import type { Copy } from '$lib/engine/core/printed.ts';
import { keptOnPhone, type MarcoPolo2Entry, sameValue } from '$lib/engine/marco-polo-2/index.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** The facts an entry taught (a move, a trading post recorded) or corrected; none for any other entry. */
export function factsOf(entry: MarcoPolo2Entry | { type: 'undo' }): Record<string, unknown> {
	if (entry.type === 'board.corrected') return entry.values;
	if ((entry.type === 'action' || entry.type === 'table.tradingPost' || entry.type === 'bonus.fulfilContract') && entry.learned) return entry.learned;
	return {};
}

/**
 * What the phone keeps of each fact kept there, once the entry that set it (`facts`, null: forgotten) is undone: the
 * game's value after the undo (null: none), where the phone still holds what the entry set. Other facts are left alone.
 */
export function phoneAfterUndo(facts: Record<string, unknown>, phone: Copy, game: Copy): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [id, value] of Object.entries(facts)) {
		const held = value === null ? phone.values[id] === undefined : sameValue(phone.values[id], value);
		if (!keptOnPhone(id) || !held) continue;
		const now = game.values[id];
		if (!sameValue(now ?? null, value)) out[id] = now === undefined ? null : structuredClone(now);
	}
	return out;
}

/** Sets values on the phone (null: forgets them); the refusal of the first the phone cannot keep. */
export async function savePhoneValues(session: MarcoPolo2Session, values: Record<string, unknown>): Promise<Refusal | null> {
	for (const [id, value] of Object.entries(values)) {
		const bad = await session.savePhone(id, value);
		if (bad) return bad;
	}
	return null;
}

/**
 * Corrects a learned fact in this game from then on (a board.corrected entry: the next move uses it, undo takes it
 * back; null forgets it). Kept on the phone, it is corrected there too when the phone held what the game did; one the
 * game had only from the phone is recorded in the game first, so that undoing the correction brings both back to it.
 */
export async function correctFact(session: MarcoPolo2Session, id: string, value: unknown): Promise<Refusal | null> {
	const phone = session.phone.values[id];
	if (session.state.copy.values[id] === undefined && phone !== undefined) {
		const bad = await session.send({ type: 'printed.recorded', values: { [id]: structuredClone(phone) } });
		if (bad) return bad;
	}
	const before = session.state.copy.values[id];
	const bad = await session.send({ type: 'board.corrected', values: { [id]: value } });
	if (bad) return bad;
	return keptOnPhone(id) && phone !== undefined && sameValue(phone, before) ? session.savePhone(id, value) : null;
}
