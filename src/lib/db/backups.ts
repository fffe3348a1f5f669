/**
 * Backups on this phone: snapshots of every game and the copy of the game, as stored, to undo a mistake
 * (a game deleted, a file imported, a backup restored). Like the budget backups of Actual Budget: one while
 * a game is played (at most every BACKUP_EVERY_MS, and only if something changed), one before anything
 * that removes or replaces data; the last few of today, the newest of each of the days before, a bounded
 * number in all. They live in the same browser storage as the games: against a lost phone or cleared site
 * data only an exported file helps (docs/data.md).
 */
import { purgeDeleted } from './remove.ts';
import { compress, decompress } from './compress.ts';
import { deleteGame, readGameRecord } from './list.ts';
import type { BackupReason, BackupRecord, BackupSummary, EntryRecord, GameRecord, PrintedRecord, SilkLedgerDb } from './schema.ts';

export const BACKUP_EVERY_MS = 10 * 60 * 1000;
/** Kept: up to TODAY from today, the newest of each of the DAYS days before, never more than MAX in all. */
export const BACKUP_KEEP = { today: 3, days: 7, max: 10 } as const;
const MAX_SNAPSHOT_BYTES = 256 * 1024 * 1024;

interface Snapshot {
	games: GameRecord[];
	entries: EntryRecord[];
	printed: PrintedRecord[];
}

export type BackupListed = Omit<BackupRecord, 'data'> & { id: number; bytes: number };

async function readSnapshot(db: SilkLedgerDb): Promise<Snapshot> {
	return db.transaction('r', db.games, db.entries, db.printed, async () => ({
		games: await db.games.toArray(),
		entries: await db.entries.toArray(),
		printed: await db.printed.toArray()
	}));
}

/** A short mark of what a snapshot holds: the same rows give the same mark. */
function markOf(s: Snapshot): string {
	const last = (xs: { updatedAt?: number; at?: number }[]) => xs.reduce((t, x) => Math.max(t, x.updatedAt ?? x.at ?? 0), 0);
	return [
		s.games.length,
		s.entries.length,
		s.printed.length,
		last(s.games),
		last(s.entries),
		last(s.printed),
		s.games.map((g) => `${g.archived ?? ''}${g.deletedAt ?? ''}`).join('')
	].join(':');
}

function summaryOf(s: Snapshot): BackupSummary {
	const games = s.games.filter((g) => g.deletedAt === undefined);
	const list = games
		.map((g) => readGameRecord(g))
		.flatMap((r) => (r.ok ? [r.game] : []))
		.sort((a, b) => b.updatedAt - a.updatedAt)
		.slice(0, 30)
		.map((g) => ({ kind: g.kind, players: g.players }));
	const live = new Set(games.map((g) => g.id));
	return { games: games.length, entries: s.entries.filter((e) => live.has(e.gameId)).length, copy: s.printed.length, list };
}

/** The backups, newest first, without their data. */
export async function listBackups(db: SilkLedgerDb): Promise<BackupListed[]> {
	const out: BackupListed[] = [];
	await db.backups
		.orderBy('at')
		.reverse()
		.each((b) => void out.push({ id: b.id!, at: b.at, reason: b.reason, summary: b.summary, mark: b.mark, bytes: b.data.byteLength }));
	return out;
}

/** Which backups the rotation keeps, by id: the newest TODAY of the day of `now`, the newest of each earlier day, MAX in all. */
export function backupsToKeep(backups: readonly { id: number; at: number }[], now: number): Set<number> {
	const day = (t: number) => new Date(t).toDateString();
	const today = day(now);
	const keep: number[] = [];
	const days = new Set<string>();
	let ofToday = 0;
	for (const b of [...backups].sort((x, y) => y.at - x.at)) {
		const d = day(b.at);
		if (d === today) {
			if (ofToday++ < BACKUP_KEEP.today) keep.push(b.id);
		} else if (!days.has(d) && days.size < BACKUP_KEEP.days) {
			days.add(d);
			keep.push(b.id);
		}
	}
	return new Set(keep.slice(0, BACKUP_KEEP.max));
}

/**
 * Makes a backup now (for 'auto': only if BACKUP_EVERY_MS have passed since the newest and something changed),
 * then drops those the rotation no longer keeps. Returns the new backup's id, or null if none was needed.
 */
export async function makeBackup(db: SilkLedgerDb, reason: BackupReason, now = Date.now()): Promise<number | null> {
	// A game deleted for good whose removal the home screen has not finished yet is no longer kept.
	await purgeDeleted(db, now);
	const newest = await db.backups.orderBy('at').last();
	if (reason === 'auto' && newest && now - newest.at < BACKUP_EVERY_MS) return null;
	const snapshot = await readSnapshot(db);
	const mark = markOf(snapshot);
	if (!snapshot.games.length && !snapshot.printed.length) return null;
	if (newest?.mark === mark) return reason === 'auto' ? null : newest.id!;
	const data = await compress(new TextEncoder().encode(JSON.stringify(snapshot)));
	const id = (await db.backups.add({ at: now, reason, summary: summaryOf(snapshot), data, mark })) as number;
	const all = await listBackups(db);
	const keep = backupsToKeep(all, now);
	keep.add(id);
	await db.backups.bulkDelete(all.filter((b) => !keep.has(b.id)).map((b) => b.id));
	return id;
}

/**
 * Puts back every game and the copy of the game as the backup holds them, in one transaction. A backup of
 * the current state is made first: the id returned restores it, so the restore can be undone.
 */
export async function restoreBackup(db: SilkLedgerDb, id: number, now = Date.now()): Promise<{ ok: true; undo: number | null } | { ok: false }> {
	const backup = await db.backups.get(id);
	if (!backup) return { ok: false };
	let snapshot: Snapshot;
	try {
		snapshot = JSON.parse(new TextDecoder().decode(await decompress(backup.data, MAX_SNAPSHOT_BYTES)));
		if (![snapshot.games, snapshot.entries, snapshot.printed].every(Array.isArray)) return { ok: false };
	} catch {
		return { ok: false };
	}
	const undo = await makeBackup(db, 'restore', now);
	await db.transaction('rw', db.games, db.entries, db.printed, async () => {
		await Promise.all([db.games.clear(), db.entries.clear(), db.printed.clear()]);
		await db.games.bulkAdd(snapshot.games);
		await db.entries.bulkAdd(snapshot.entries);
		await db.printed.bulkAdd(snapshot.printed);
	});
	return { ok: true, undo };
}

/** Deletes a game the safe way: a backup first, then the game is hidden with a few seconds to undo. */
export async function deleteWithBackup(db: SilkLedgerDb, gameId: string, now = Date.now()): Promise<void> {
	await makeBackup(db, 'delete', now);
	await deleteGame(db, gameId, now);
}
