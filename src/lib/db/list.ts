/**
 * Games on this device for the home screen, newest first. Each summary row is checked when read:
 * a damaged one shows as a damaged card and the others as usual. Kept apart from the rules so the
 * home screen loads little.
 */
import { refuse, type Refusal } from '$lib/engine/core/log.ts';
import { gameOf } from '$lib/registry.ts';
import type { GameRecord, SilkLedgerDb } from './schema.ts';

/** A summary row that does not fit: what is wrong, and what can still be read of it. */
export interface DamagedGame {
	id: string;
	damaged: Refusal;
	updatedAt: number;
}

const isTime = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;
const isText = (x: unknown, max: number) => typeof x === 'string' && x.length <= max;
const isTexts = (x: unknown, min: number, max: number, each: number) =>
	Array.isArray(x) && x.length >= min && x.length <= max && Array.from(x, (t) => isText(t, each)).every(Boolean);

/**
 * The first part of a summary row that does not fit, or null. Written out rather than with the
 * schema library, which the home screen does not otherwise load.
 */
function damagedPart(row: Record<string, unknown>): string | null {
	if (!isText(row.id, 64) || row.id === '') return 'id';
	if (typeof row.kind !== 'string') return 'kind';
	if (!isTime(row.createdAt)) return 'createdAt';
	if (!isTime(row.updatedAt)) return 'updatedAt';
	if (typeof row.phase !== 'string') return 'phase';
	if (!isTexts(row.players, 1, 8, 64)) return 'players';
	if (!isText(row.seed, 32)) return 'seed';
	if (!isTexts(row.winners, 0, 8, 64)) return 'winners';
	if (row.checklist !== undefined && !isTexts(row.checklist, 0, 200, 80)) return 'checklist';
	if (row.archived !== undefined && typeof row.archived !== 'boolean') return 'archived';
	return null;
}

const isCount = (x: unknown, max: number) => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= max;
const isPoints = (x: unknown, players: number) =>
	Array.isArray(x) && x.length === players && x.every((p) => Number.isSafeInteger(p) && Math.abs(p as number) <= 10_000);

/**
 * The row with the home list's figures that do not fit left out: the card then shows less, never a
 * wrong number (rows written before a figure existed have none of it).
 */
function withSoundFigures(row: Record<string, unknown>): Record<string, unknown> {
	const players = (row.players as string[]).length;
	const out = { ...row };
	if (out.colours !== undefined && !(isTexts(out.colours, players, players, 24) && (out.colours as string[]).length === players)) delete out.colours;
	if (out.year !== undefined && !isCount(out.year, 10)) delete out.year;
	if (out.round !== undefined && !isCount(out.round, 10)) delete out.round;
	if (out.points !== undefined && !isPoints(out.points, players)) delete out.points;
	return out;
}

/** The row as a game summary, or what is wrong with it. */
export function readGameRecord(row: unknown): { ok: true; game: GameRecord } | { ok: false; damaged: DamagedGame } {
	const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
	const damaged = (refusal: Refusal) => ({
		ok: false as const,
		damaged: { id: typeof r.id === 'string' ? r.id : '', damaged: refusal, updatedAt: isTime(r.updatedAt) ? (r.updatedAt as number) : 0 }
	});
	const part = damagedPart(r);
	if (part) return damaged(refuse('refusal_damaged_summary', { part }));
	const game = gameOf(r.kind);
	if (!game) return damaged(refuse('refusal_unknown_game', { kind: (r.kind as string).slice(0, 40) }));
	if (!game.meta.phases.includes(r.phase as string)) return damaged(refuse('refusal_damaged_summary', { part: 'phase' }));
	return { ok: true, game: withSoundFigures(r) as unknown as GameRecord };
}

const deletedAt = (row: unknown) => (row as { deletedAt?: unknown }).deletedAt;

/** Every game on this device, newest first, damaged ones included as such; deleted ones left out. */
export async function listGames(db: SilkLedgerDb): Promise<(GameRecord | DamagedGame)[]> {
	// Read every row, not through the updatedAt index: a row without a valid time would be left out of it.
	const rows: unknown[] = (await db.games.toArray()).filter((row) => deletedAt(row) === undefined);
	const out = rows.map((row) => {
		const r = readGameRecord(row);
		return r.ok ? r.game : r.damaged;
	});
	return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export const isDamaged = (g: GameRecord | DamagedGame): g is DamagedGame => 'damaged' in g;

/**
 * Deletes a game: hidden from every screen at once, removed with its whole log once the few seconds to undo
 * it have passed (remove.ts). Here, not with the rules, so a damaged card can offer it and stay light.
 */
export async function deleteGame(db: SilkLedgerDb, gameId: string, now = Date.now()): Promise<void> {
	await db.games.update(gameId, { deletedAt: now });
}
