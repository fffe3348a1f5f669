/**
 * Which backups are kept (docs/data.md, "Backups on the phone"): the same contents are kept once; a restore and its
 * undo drop no backup; the backup taken before a delete stays at least 7 days, whatever else happens that day; each
 * reason keeps a bounded number. Tested on a scripted day and on random sequences of play, deletes, undos, restores
 * and their undos, imports and time passing, on a fake clock.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_EVERY_MS, BACKUP_KEEP, KEEP_DELETE_MS, deleteWithBackup, listBackups, makeBackup, restoreBackup } from '../../src/lib/db/backups.ts';
import { canonical } from '../../src/lib/db/canonical.ts';
import { decompress } from '../../src/lib/db/compress.ts';
import { listGames } from '../../src/lib/db/list.ts';
import { purgeDeleted, undoDelete } from '../../src/lib/db/remove.ts';
import type { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { closeAll, openDb, storeFinishedGames } from './db-fixtures.ts';

afterEach(closeAll);

const DAY = 24 * 3600 * 1000;
const MORNING = new Date(2025, 4, 10, 8).getTime();

/** What the phone holds: every game, entry and value of the copy, as canonical text. */
async function holds(db: SilkLedgerDb): Promise<string> {
	const [games, entries, printed] = await Promise.all([db.games.toArray(), db.entries.toArray(), db.printed.toArray()]);
	return canonical({ games: games.sort((a, b) => a.id.localeCompare(b.id)), entries, printed });
}

/** What each backup holds, by id, read from its compressed data (not from its mark). */
async function backupHolds(db: SilkLedgerDb): Promise<Map<number, string>> {
	const out = new Map<number, string>();
	for (const b of await db.backups.toArray()) {
		const s = JSON.parse(new TextDecoder().decode(await decompress(b.data, 1 << 28))) as { games: { id: string }[]; entries: unknown[]; printed: unknown[] };
		out.set(b.id!, canonical({ games: s.games.sort((a, b) => a.id.localeCompare(b.id)), entries: s.entries, printed: s.printed }));
	}
	return out;
}

const ids = async (db: SilkLedgerDb) => (await listBackups(db)).map((b) => b.id).sort((a, b) => a - b);

/** Something played: a value of the copy changed at this time (the phone's contents change). */
const play = (db: SilkLedgerDb, now: number, value: number) => db.printed.put({ id: 'marco-polo-2.coat-track.7', value, updatedAt: now });

describe('a day of backups', () => {
	it('looking at a backup and undoing it drops none and adds one at most; the delete’s backup outlives a busy day; the same contents once', async () => {
		const db = openDb();
		await storeFinishedGames(db, 3);
		let now = MORNING - DAY;
		const yesterday = (await makeBackup(db, 'auto', now))!;
		const today: number[] = [];
		for (let i = 0; i < 3; i++) {
			now = MORNING + i * BACKUP_EVERY_MS;
			await play(db, now, 10 + i);
			today.push((await makeBackup(db, 'auto', now))!);
		}
		expect(await ids(db)).toEqual([yesterday, ...today]);

		// Played on since, then the oldest of today looked at and taken back: one backup more (of what was there), none dropped.
		now += BACKUP_EVERY_MS;
		await play(db, now, 20);
		const before = await holds(db);
		const restored = await restoreBackup(db, today[0]!, now);
		if (!restored.ok || restored.undo === null) throw new Error('not restored');
		expect((await backupHolds(db)).get(today[0]!)).toBe(await holds(db));
		expect(await ids(db)).toEqual([yesterday, ...today, restored.undo]);
		expect((await backupHolds(db)).get(restored.undo)).toBe(before);
		// Its undo makes none: what the phone holds then is the backup looked at.
		const undone = await restoreBackup(db, restored.undo, now + 1000);
		expect(undone.ok && undone.undo).toBe(today[0]);
		expect(await holds(db)).toBe(before);
		expect(await ids(db)).toEqual([yesterday, ...today, restored.undo]);
		// Looked at again with nothing changed: the backup of the phone as it is stands for it.
		const again = await restoreBackup(db, today[1]!, now + 2000);
		expect(again.ok && again.undo).toBe(restored.undo);
		await restoreBackup(db, restored.undo, now + 3000);
		expect(await ids(db)).toEqual([yesterday, ...today, restored.undo]);

		// A game deleted, then a whole day of play: the backup before the delete stays, and for 7 days.
		now += BACKUP_EVERY_MS;
		await play(db, now, 30);
		const beforeDelete = await deleteWithBackup(db, 'game-1', now);
		const deletedAt = now;
		for (let i = 1; i <= 30; i++) {
			now += BACKUP_EVERY_MS;
			await play(db, now, 30 + i);
			expect(await makeBackup(db, 'auto', now)).not.toBeNull();
		}
		const kept = await listBackups(db);
		expect(kept.find((b) => b.id === beforeDelete)).toMatchObject({ reason: 'delete', keepUntil: deletedAt + KEEP_DELETE_MS });
		expect(kept.filter((b) => b.reason === 'auto').length).toBeLessThanOrEqual(BACKUP_KEEP.max);
		for (const later of [DAY, 3 * DAY, 7 * DAY - 1]) {
			await play(db, deletedAt + later, later);
			await makeBackup(db, 'auto', deletedAt + later);
			expect(await ids(db)).toContain(beforeDelete);
		}
		expect((await listGames(db)).map((g) => g.id).sort()).toEqual(['game-0', 'game-2']);
		expect((await backupHolds(db)).get(beforeDelete!)).toContain('"game-1"');
	});

	it('a delete right after a backup of the same contents keeps that one for 7 days, marked as taken before the delete', async () => {
		const db = openDb();
		await storeFinishedGames(db, 2);
		const auto = await makeBackup(db, 'auto', MORNING);
		expect(await deleteWithBackup(db, 'game-0', MORNING + 1000)).toBe(auto);
		expect(await listBackups(db)).toMatchObject([{ id: auto, reason: 'delete', keepUntil: MORNING + 1000 + KEEP_DELETE_MS }]);
	});
});

type Step = { op: 'play' | 'import' | 'delete' | 'undo-delete' | 'undo-restore' } | { op: 'restore'; pick: number } | { op: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom<Step>({ op: 'play' }, { op: 'import' }, { op: 'delete' }, { op: 'undo-delete' }, { op: 'undo-restore' }) },
	{ weight: 2, arbitrary: fc.record({ op: fc.constant('restore' as const), pick: fc.nat() }) },
	{ weight: 3, arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.constantFrom(5_000, 11 * 60_000, 3 * 3600_000, DAY, 3 * DAY) }) }
);

it('over random days of play, deletes, restores and their undos: nothing a restore drops, the same contents once, deletes kept 7 days', async () => {
	await fc.assert(
		fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
			const db = openDb();
			await storeFinishedGames(db, 4, 2);
			let now = MORNING;
			let played = 0;
			const deletes: { backup: number; at: number }[] = [];
			let lastDeleted: string | null = null;
			let restore: { undo: number; ids: number[]; held: string } | null = null;
			for (const s of steps) {
				const wasRestore = restore;
				restore = null;
				if (s.op === 'wait') now += s.ms;
				else if (s.op === 'play') {
					await play(db, now, ++played);
					await makeBackup(db, 'auto', now);
					// A backup that made room: of each reason, no more than the rotation keeps (the protected aside).
					for (const reason of ['auto', 'import', 'delete'] as const) {
						const free = (await listBackups(db)).filter((b) => b.reason === reason && !((b.keepUntil ?? 0) > now));
						expect(free.length).toBeLessThanOrEqual(BACKUP_KEEP.max);
					}
				} else if (s.op === 'import') {
					await makeBackup(db, 'import', now);
					await db.printed.put({ id: 'voyages.travel-cost.4', value: 1 + (played++ % 9), updatedAt: now });
				} else if (s.op === 'delete') {
					const live = (await listGames(db)).map((g) => g.id);
					if (!live.length) continue;
					lastDeleted = live[played % live.length]!;
					const backup = await deleteWithBackup(db, lastDeleted, now);
					deletes.push({ backup: backup!, at: now });
				} else if (s.op === 'undo-delete') {
					if (lastDeleted) await undoDelete(db, lastDeleted);
				} else if (s.op === 'restore') {
					const all = await ids(db);
					if (!all.length) continue;
					// What was there, as the restore's own backup takes it (games deleted past their undo time removed first).
					await purgeDeleted(db, now);
					const [idsBefore, held] = [all, await holds(db)];
					const chosen = all[s.pick % all.length]!;
					const wanted = (await backupHolds(db)).get(chosen);
					const r = await restoreBackup(db, chosen, now);
					if (!r.ok) throw new Error('a backup kept could not be restored');
					expect(await holds(db)).toBe(wanted);
					expect(await ids(db)).toEqual(expect.arrayContaining(idsBefore));
					if (r.undo !== null) restore = { undo: r.undo, ids: idsBefore, held };
				} else if (s.op === 'undo-restore' && wasRestore) {
					await restoreBackup(db, wasRestore.undo, now);
					expect(await holds(db)).toBe(wasRestore.held);
					expect(await ids(db)).toEqual(expect.arrayContaining(wasRestore.ids));
				}
				// The same contents are kept once.
				const contents = [...(await backupHolds(db)).values()];
				expect(new Set(contents).size).toBe(contents.length);
				// The backup before a delete stays at least 7 days.
				const kept = await ids(db);
				for (const d of deletes) if (now - d.at < KEEP_DELETE_MS) expect(kept).toContain(d.backup);
				now += 1000;
			}
			await closeAll();
		}),
		{ numRuns: 60, seed: 20250510 }
	);
}, 240_000);
