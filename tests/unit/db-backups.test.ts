/** Backups on the phone, deleting with an undo, archiving. */
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_EVERY_MS, BACKUP_KEEP, backupsToKeep, deleteWithBackup, listBackups, makeBackup, restoreBackup } from '../../src/lib/db/backups.ts';
import { openGame } from '../../src/lib/db/games.ts';
import { listGames } from '../../src/lib/db/list.ts';
import { UNDO_DELETE_MS, purgeDeleted, recentlyDeleted, setArchived, undoDelete } from '../../src/lib/db/remove.ts';
import { savePhoneValue } from '../../src/lib/db/copy.ts';
import { marcoPolo2Printed } from '../../src/lib/engine/marco-polo-2/index.ts';
import { closeAll, dumpDb, openDb, storeFinishedGames } from './db-fixtures.ts';

afterEach(closeAll);

const DAY = 24 * 3600 * 1000;
const NOON = new Date(2025, 4, 10, 12).getTime();

describe('which backups are kept', () => {
	it('of one reason: the last few of today, the newest of each day before, a bounded number in all', () => {
		const backups = [
			...Array.from({ length: 5 }, (_, i) => ({ id: 100 + i, at: NOON - i * 600_000 })),
			...Array.from({ length: 12 }, (_, d) => [
				{ id: 200 + d * 2, at: NOON - (d + 1) * DAY },
				{ id: 201 + d * 2, at: NOON - (d + 1) * DAY - 3600_000 }
			]).flat()
		].map((b) => ({ ...b, reason: 'auto' as const }));
		const keep = backupsToKeep(backups, NOON);
		expect([...keep]).toEqual([100, 101, 102, 200, 202, 204, 206, 208, 210, 212].slice(0, BACKUP_KEEP.max));
		expect(keep.size).toBe(BACKUP_KEEP.max);
	});
});

describe('backups', () => {
	it('one while a game is played: not again before the interval, nor when nothing changed', async () => {
		const db = openDb();
		expect(await makeBackup(db, 'auto', NOON)).toBeNull();
		await storeFinishedGames(db, 2);
		const first = await makeBackup(db, 'auto', NOON);
		expect(first).not.toBeNull();
		expect(await makeBackup(db, 'auto', NOON + 60_000)).toBeNull();
		expect(await makeBackup(db, 'auto', NOON + BACKUP_EVERY_MS + 1)).toBeNull();
		await savePhoneValue(db, marcoPolo2Printed, 'marco-polo-2.coat-track.7', 12);
		expect(await makeBackup(db, 'auto', NOON + 60_000)).toBeNull();
		expect(await makeBackup(db, 'auto', NOON + BACKUP_EVERY_MS + 1)).not.toBeNull();
		const [newest] = await listBackups(db);
		expect(newest).toMatchObject({ reason: 'auto', summary: { games: 2, copy: 1 } });
		expect(newest!.summary.list.map((g) => g.kind).sort()).toEqual(['marco-polo-2', 'voyages']);
	});

	it('a restore puts back every game and the copy exactly, after a backup of what was there, so it can be undone', async () => {
		const db = openDb();
		await storeFinishedGames(db, 3);
		const backup = (await makeBackup(db, 'auto', NOON))!;
		const before = await dumpDb(db);
		const tables = (s: string) => JSON.stringify(JSON.parse(s), ['games', 'entries', 'printed', 'id', 'gameId', 'seq', 'at', 'entry', 'v', 'value']);
		await deleteWithBackup(db, 'game-1', NOON + 1000);
		await purgeDeleted(db, NOON + 1000 + UNDO_DELETE_MS);
		await savePhoneValue(db, marcoPolo2Printed, 'marco-polo-2.coat-track.7', 12);
		const changed = await dumpDb(db);
		const restored = await restoreBackup(db, backup, NOON + 2 * BACKUP_EVERY_MS);
		expect(restored.ok).toBe(true);
		expect((JSON.parse(await dumpDb(db)) as { games: unknown }).games).toEqual((JSON.parse(before) as { games: unknown }).games);
		expect(tables(await dumpDb(db))).toBe(tables(before));
		if (!restored.ok || restored.undo === null) throw new Error('no undo');
		await restoreBackup(db, restored.undo, NOON + 3 * BACKUP_EVERY_MS);
		expect(tables(await dumpDb(db))).toBe(tables(changed));
	});
});

describe('delete and archive', () => {
	it('a deleted game is gone from every screen at once, can be brought back for a few seconds, then is removed with its log', async () => {
		const db = openDb();
		await storeFinishedGames(db, 2);
		await deleteWithBackup(db, 'game-0', NOON);
		expect((await listGames(db)).map((g) => g.id)).toEqual(['game-1']);
		expect(await openGame(db, 'game-0')).toEqual({ missing: true });
		expect((await recentlyDeleted(db, NOON + 1000)).map((g) => g.id)).toEqual(['game-0']);
		expect((await listBackups(db)).map((b) => [b.reason, b.summary.games])).toEqual([['delete', 2]]);
		await undoDelete(db, 'game-0');
		expect((await listGames(db)).map((g) => g.id).sort()).toEqual(['game-0', 'game-1']);

		await deleteWithBackup(db, 'game-0', NOON + 2000);
		await purgeDeleted(db, NOON + 2000 + UNDO_DELETE_MS - 1);
		expect(await db.entries.where('gameId').equals('game-0').count()).toBeGreaterThan(0);
		await purgeDeleted(db, NOON + 2000 + UNDO_DELETE_MS);
		expect(await recentlyDeleted(db, NOON + 2000 + UNDO_DELETE_MS)).toEqual([]);
		expect(await db.entries.where('gameId').equals('game-0').count()).toBe(0);
		expect(await db.games.get('game-0')).toBeUndefined();
	});

	it('a backup made after a delete’s undo time, before the home screen removed the game, holds it no more', async () => {
		const db = openDb();
		await storeFinishedGames(db, 2);
		await deleteWithBackup(db, 'game-0', NOON);
		// No home screen ran its purge: the game is still stored, hidden, when the next backup is made.
		expect(await db.games.get('game-0')).toBeDefined();
		await makeBackup(db, 'import', NOON + UNDO_DELETE_MS + 1000);
		expect(await db.games.get('game-0')).toBeUndefined();
		expect(await db.entries.where('gameId').equals('game-0').count()).toBe(0);
		expect((await listBackups(db)).map((b) => [b.reason, b.summary.games])).toEqual([
			['import', 1],
			['delete', 2]
		]);
	});

	it('an archived game keeps its place in the list, marked, until it is taken out of the archive', async () => {
		const db = openDb();
		await storeFinishedGames(db, 1);
		await setArchived(db, 'game-0', true);
		expect((await listGames(db))[0]).toMatchObject({ id: 'game-0', archived: true });
		await setArchived(db, 'game-0', false);
		expect((await listGames(db))[0]).not.toHaveProperty('archived');
	});
});
