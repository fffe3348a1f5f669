/**
 * The first read of a game a screen opens, straight from IndexedDB, so the screen shows before the storage library
 * (Dexie, about 30 KB) is fetched: the game's row, its log's rows, the phone's copy of its game and whether it is
 * shared. Read only, in one transaction. Anything but the database as the current schema left it (none yet, an
 * older or newer version, a store missing, an error) answers null: the caller reads through the storage library,
 * which creates or upgrades the database as it always has.
 */
import type { EntryRecord, GameRecord, PrintedRecord, SilkLedgerDb } from './schema.ts';

/** The database's name, and the version of its schema the app writes (schema.ts declares the same). */
export const DB_NAME = 'silk-ledger';
export const SCHEMA_VERSION = 6;

/** Dexie keeps a declared version times ten as IndexedDB's own. */
const IDB_VERSION = SCHEMA_VERSION * 10;
const STORES = ['games', 'entries', 'printed', 'shared'] as const;
/** The highest string key (Dexie's startsWith bounds a prefix the same way). */
const MAX_STRING = String.fromCharCode(65535);

export interface FirstRead {
	/** The game's row, as stored (read by list.ts like any other); undefined when there is none. */
	game: GameRecord | undefined;
	entries: EntryRecord[];
	/** The phone's values of this kind of game. */
	printed: PrintedRecord[];
	shared: boolean;
}

const asPromise = <T>(request: IDBRequest<T>): Promise<T> =>
	new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
	});

/** The database as the current schema left it, or null (never created by this: a new one is left to the storage library). */
function openAsIs(name: string): Promise<IDBDatabase | null> {
	return new Promise((resolve) => {
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(name);
		} catch {
			resolve(null);
			return;
		}
		// No such database: opening would create an empty one; aborted, nothing is made.
		request.onupgradeneeded = () => request.transaction?.abort();
		request.onerror = () => resolve(null);
		request.onblocked = () => resolve(null);
		request.onsuccess = () => {
			const db = request.result;
			if (db.version === IDB_VERSION && STORES.every((s) => db.objectStoreNames.contains(s))) resolve(db);
			else {
				db.close();
				resolve(null);
			}
		};
	});
}

/** A first read begun as the app starts, for the game screen it opens: taken once, by that screen. */
let begun: { gameId: string; kind: string; name: string; read: Promise<FirstRead | null> } | null = null;

/**
 * Begins the first read of the game a screen opens as the app starts (hooks.client.ts), while the screen's code is still
 * arriving and running: the rows are there when the screen asks. What changes after is reported like any change once
 * the screen follows its game.
 */
export function beginFirstRead(gameId: string, kind: string, name = DB_NAME): Promise<FirstRead | null> {
	begun = { gameId, kind, name, read: readStored(gameId, kind, name) };
	return begun.read;
}

/** The rows a screen needs to show a game of this kind; null when they must be read through the storage library. */
export function readFirst(gameId: string, kind: string, name = DB_NAME): Promise<FirstRead | null> {
	const early = begun;
	begun = null;
	if (early && early.gameId === gameId && early.kind === kind && early.name === name) return early.read;
	return readStored(gameId, kind, name);
}

async function readStored(gameId: string, kind: string, name: string): Promise<FirstRead | null> {
	if (typeof indexedDB === 'undefined') return null;
	const db = await openAsIs(name);
	if (!db) return null;
	try {
		const tx = db.transaction([...STORES], 'readonly');
		const [game, entries, printed, shared] = await Promise.all([
			asPromise(tx.objectStore('games').get(gameId)) as Promise<GameRecord | undefined>,
			asPromise(tx.objectStore('entries').getAll(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]))) as Promise<EntryRecord[]>,
			asPromise(tx.objectStore('printed').getAll(IDBKeyRange.bound(`${kind}.`, `${kind}.${MAX_STRING}`))) as Promise<PrintedRecord[]>,
			asPromise(tx.objectStore('shared').count(gameId))
		]);
		return { game, entries, printed, shared: shared > 0 };
	} catch {
		return null;
	} finally {
		db.close();
	}
}

/** The same rows read through the storage library, for a database the first read leaves to it. */
export async function readThrough(db: SilkLedgerDb, gameId: string, kind: string): Promise<FirstRead> {
	return db.transaction('r', [db.games, db.entries, db.printed, db.shared], async () => {
		const [game, entries, printed, shared] = await Promise.all([
			db.games.get(gameId),
			db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray(),
			db.printed.where('id').startsWith(`${kind}.`).toArray(),
			db.shared.get(gameId)
		]);
		return { game, entries, printed, shared: shared !== undefined };
	});
}
