/**
 * Games on this device for the home screen, newest first. Each summary row is checked when read:
 * a damaged one shows as a damaged card and the others as usual. Kept apart from the rules so the
 * home screen loads little.
 */
import * as v from 'valibot';
import { refuse, type Refusal } from '$lib/engine/core/log.ts';
import { gameOf } from '$lib/registry.ts';
import type { GameRecord, SilkLedgerDb } from './schema.ts';

/** A summary row that does not fit: what is wrong, and what can still be read of it. */
export interface DamagedGame {
	id: string;
	damaged: Refusal;
	updatedAt: number;
}

const time = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const name = v.pipe(v.string(), v.maxLength(64));
const gameRecord = v.object({
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
	kind: v.string(),
	createdAt: time,
	updatedAt: time,
	phase: v.string(),
	players: v.pipe(v.array(name), v.minLength(1), v.maxLength(8)),
	seed: v.pipe(v.string(), v.maxLength(32)),
	winners: v.pipe(v.array(name), v.maxLength(8)),
	checklist: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(200)))
});

/** The row as a game summary, or what is wrong with it. */
export function readGameRecord(row: unknown): { ok: true; game: GameRecord } | { ok: false; damaged: DamagedGame } {
	const id = typeof (row as { id?: unknown })?.id === 'string' ? (row as { id: string }).id : '';
	const updatedAt = Number.isSafeInteger((row as { updatedAt?: unknown })?.updatedAt) ? (row as { updatedAt: number }).updatedAt : 0;
	const damaged = (refusal: Refusal) => ({ ok: false as const, damaged: { id, damaged: refusal, updatedAt } });
	const parsed = v.safeParse(gameRecord, row);
	if (!parsed.success) {
		const field = parsed.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? '';
		return damaged(refuse('refusal_damaged_summary', { part: field }));
	}
	const game = gameOf(parsed.output.kind);
	if (!game) return damaged(refuse('refusal_unknown_game', { kind: parsed.output.kind.slice(0, 40) }));
	if (!game.meta.phases.includes(parsed.output.phase)) return damaged(refuse('refusal_damaged_summary', { part: 'phase' }));
	return { ok: true, game: parsed.output };
}

/** Every game on this device, newest first, damaged ones included as such. */
export async function listGames(db: SilkLedgerDb): Promise<(GameRecord | DamagedGame)[]> {
	// Read every row, not through the updatedAt index: a row without a valid time would be left out of it.
	const rows: unknown[] = await db.games.toArray();
	const out = rows.map((row) => {
		const r = readGameRecord(row);
		return r.ok ? r.game : r.damaged;
	});
	return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export const isDamaged = (g: GameRecord | DamagedGame): g is DamagedGame => 'damaged' in g;

/** Deletes a game and its whole log (the player asked twice). Here, not with the rules, so the home screen can offer it and stay light. */
export async function deleteGame(db: SilkLedgerDb, gameId: string): Promise<void> {
	await db.transaction('rw', db.games, db.entries, async () => {
		await db.entries.where('gameId').equals(gameId).delete();
		await db.games.delete(gameId);
	});
}
