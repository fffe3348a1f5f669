/**
 * Backups on this phone: snapshots of every game and the copy of the game, as stored, to undo a mistake
 * (a game deleted, a file imported, a backup restored). Like the budget backups of Actual Budget: one while
 * a game is played (at most every BACKUP_EVERY_MS, and only if something changed), one before anything
 * that removes or replaces data. The rotation (docs/data.md, "Backups on the phone"): the same contents are
 * kept once; each reason keeps its own few of today and one of each day before, so looking at a backup (a
 * restore and its undo) pushes out no other; one taken before a delete stays at least KEEP_DELETE_MS. They
 * live in the same browser storage as the games: against a lost phone or cleared site data only an exported
 * file helps (docs/data.md).
 */
import { purgeDeleted } from './remove.ts';
import { canonical, sha256 } from './canonical.ts';
import { compress, decompress } from './compress.ts';
import { deleteGame, readGameRecord } from './list.ts';
import type { BackupReason, BackupRecord, BackupSummary, EntryRecord, GameRecord, PrintedRecord, SilkLedgerDb } from './schema.ts';

export const BACKUP_EVERY_MS = 10 * 60 * 1000;
/** Kept of each reason: up to TODAY from today, the newest of each of the DAYS days before, never more than MAX of that reason. */
export const BACKUP_KEEP = { today: 3, days: 7, max: 10 } as const;
/** How long the backup taken before a delete is kept at least, whatever else is backed up meanwhile. */
export const KEEP_DELETE_MS = 7 * 24 * 3600 * 1000;
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

/** A mark of what a snapshot holds: the same rows give the same mark, whatever order their fields were written in. */
async function markOf(s: Snapshot): Promise<string> {
	return sha256(canonical(s));
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
		.each(({ data, ...b }) => void out.push({ ...b, id: b.id!, bytes: data.byteLength }));
	return out;
}

type Rotated = Pick<BackupRecord, 'at' | 'reason' | 'keepUntil'> & { id: number };

/**
 * Which backups the rotation keeps, by id: of each reason, the newest TODAY of the day of `now` and the newest of
 * each of the DAYS days before, MAX of that reason in all; and every one whose keepUntil has not passed.
 */
export function backupsToKeep(backups: readonly Rotated[], now: number): Set<number> {
	const day = (t: number) => new Date(t).toDateString();
	const today = day(now);
	const keep = new Set(backups.filter((b) => (b.keepUntil ?? 0) > now).map((b) => b.id));
	for (const reason of new Set(backups.map((b) => b.reason))) {
		const days = new Set<string>();
		let ofToday = 0;
		let kept = 0;
		for (const b of backups.filter((x) => x.reason === reason).sort((x, y) => y.at - x.at)) {
			const d = day(b.at);
			let slot = false;
			if (d === today) slot = ofToday++ < BACKUP_KEEP.today;
			else if (!days.has(d) && days.size < BACKUP_KEEP.days) slot = !!days.add(d);
			if (slot && kept++ < BACKUP_KEEP.max) keep.add(b.id);
		}
	}
	return keep;
}

/**
 * Makes a backup now (for 'auto': only if BACKUP_EVERY_MS have passed since the newest), unless one kept holds the
 * same: that one then stands for it. Then drops those the rotation no longer keeps, except before a restore, which
 * drops none. Returns the id of the backup that holds the phone as it is now, or null if none was needed.
 */
export async function makeBackup(db: SilkLedgerDb, reason: BackupReason, now = Date.now()): Promise<number | null> {
	// A game deleted for good whose removal the home screen has not finished yet is no longer kept.
	await purgeDeleted(db, now);
	const newest = await db.backups.orderBy('at').last();
	if (reason === 'auto' && newest && now - newest.at < BACKUP_EVERY_MS) return null;
	const snapshot = await readSnapshot(db);
	if (!snapshot.games.length && !snapshot.printed.length) return null;
	const mark = await markOf(snapshot);
	const keepUntil = reason === 'delete' ? now + KEEP_DELETE_MS : undefined;
	const same = await db.backups.filter((b) => b.mark === mark).first();
	if (same) {
		if (reason === 'auto') return null;
		// It is now the backup taken before this delete: kept as long as one made for it would be.
		if (keepUntil) await db.backups.update(same.id, { reason, keepUntil: Math.max(keepUntil, same.keepUntil ?? 0) });
		return same.id!;
	}
	const data = await compress(new TextEncoder().encode(JSON.stringify(snapshot)));
	const id = (await db.backups.add({ at: now, reason, summary: summaryOf(snapshot), data, mark, ...(keepUntil ? { keepUntil } : {}) })) as number;
	if (reason === 'restore') return id;
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
		snapshot = JSON.parse(new TextDecoder().decode(await decompress(backup.data, MAX_SNAPSHOT_BYTES))) as Snapshot;
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

/** Deletes a game the safe way: a backup first, then the game is hidden with a few seconds to undo. Returns the backup's id. */
export async function deleteWithBackup(db: SilkLedgerDb, gameId: string, now = Date.now()): Promise<number | null> {
	const backup = await makeBackup(db, 'delete', now);
	await deleteGame(db, gameId, now);
	return backup;
}
