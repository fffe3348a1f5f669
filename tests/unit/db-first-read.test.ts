/** The first read of an open game, straight from IndexedDB: the rows the storage library reads, or null where it must read them. */
// The fixtures first: they install the in-memory IndexedDB before Dexie is loaded.
import { closeAll, openDb } from './db-fixtures.ts';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { appendEntry, createGame, rawLog } from '../../src/lib/db/games.ts';
import { beginFirstRead, DB_NAME, readFirst, SCHEMA_VERSION } from '../../src/lib/db/first-read.ts';
import { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { players } from './marco-polo-2/fixtures.ts';

afterEach(closeAll);

const created = { type: 'game.created' as const, players: players(2), seed: 'FIRST-READ' };

describe('the first read of a game', () => {
	it('reads what the storage library reads: the row, the log in order, the copy of its kind only, whether it is shared', async () => {
		const db = openDb();
		const game = await createGame(db, 'marco-polo-2', created);
		if (!game.ok) throw new Error(game.refusal.key);
		await appendEntry(db, game.id, { type: 'firstPlayer.set', player: 1, drawn: false });
		const other = await createGame(db, 'marco-polo-2', created);
		if (!other.ok) throw new Error(other.refusal.key);
		await db.printed.bulkPut([
			{ id: 'marco-polo-2.coat-track.7', value: 12, updatedAt: 1 },
			{ id: 'marco-polo-2x.not-this-kind', value: 1, updatedAt: 1 },
			{ id: 'voyages.travel-cost.4', value: 3, updatedAt: 1 }
		]);
		const first = await readFirst(game.id, 'marco-polo-2', db.name);
		expect(first).not.toBeNull();
		expect(first!.game).toEqual(await db.games.get(game.id));
		expect(first!.entries).toEqual(await rawLog(db, game.id));
		expect(first!.entries.map((e) => e.seq)).toEqual([1, 2]);
		expect(first!.printed.map((p) => p.id)).toEqual(['marco-polo-2.coat-track.7']);
		expect(first!.shared).toBe(false);

		await db.shared.put({ gameId: game.id, room: '0'.repeat(32), key: 'k', relay: 'ws://localhost:1', since: 1 });
		expect((await readFirst(game.id, 'marco-polo-2', db.name))!.shared).toBe(true);
		const none = await readFirst('no-such-game', 'marco-polo-2', db.name);
		expect(none).toEqual({ game: undefined, entries: [], printed: [expect.objectContaining({ id: 'marco-polo-2.coat-track.7' })], shared: false });
	});

	it('answers null where the storage library must read: no database (none is made), an older schema', async () => {
		const name = `first-read-none-${Math.random().toString(36).slice(2)}`;
		expect(await readFirst('a-game', 'merv', name)).toBeNull();
		expect(await Dexie.exists(name)).toBe(false);

		// A phone last opened by the app before games were shared live (version 5): the library upgrades it first.
		const older = new Dexie(`first-read-older-${Math.random().toString(36).slice(2)}`);
		older.version(5).stores({ games: 'id, updatedAt, phase', entries: '[gameId+seq], gameId', printed: 'id', drafts: 'id', backups: '++id, at' });
		await older.open();
		older.close();
		expect(await readFirst('a-game', 'merv', older.name)).toBeNull();
		await Dexie.delete(older.name);
	});

	it('knows the schema the storage library declares: its name and latest version', () => {
		const db = new SilkLedgerDb();
		expect(db.name).toBe(DB_NAME);
		expect(db.verno).toBe(SCHEMA_VERSION);
	});

	it('begun as the app starts, is taken once by the screen that asks for that game; any other read reads anew', async () => {
		const db = openDb();
		const game = await createGame(db, 'marco-polo-2', created);
		if (!game.ok) throw new Error(game.refusal.key);
		await beginFirstRead(game.id, 'marco-polo-2', db.name);
		// An entry stored after the read: the screen that takes the begun read follows its game and is told of it.
		await appendEntry(db, game.id, { type: 'firstPlayer.set', player: 1, drawn: false });
		expect((await readFirst(game.id, 'marco-polo-2', db.name))!.entries.map((e) => e.seq)).toEqual([1]);
		expect((await readFirst(game.id, 'marco-polo-2', db.name))!.entries.map((e) => e.seq)).toEqual([1, 2]);

		await beginFirstRead(game.id, 'marco-polo-2', db.name);
		const other = await createGame(db, 'marco-polo-2', created);
		if (!other.ok) throw new Error(other.refusal.key);
		expect((await readFirst(other.id, 'marco-polo-2', db.name))!.game?.id).toBe(other.id);
		// Not taken by the other game's screen, and not kept for later either.
		await appendEntry(db, game.id, { type: 'undo' });
		expect((await readFirst(game.id, 'marco-polo-2', db.name))!.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
	});
});
