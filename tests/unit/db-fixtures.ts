/**
 * Databases with games in them, for the storage tests and the benchmarks: logs built by the engines'
 * fixtures, stored as the app stores them, and every table read back to compare two databases.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { Stored } from '../../src/lib/engine/core/log.ts';
import { replay } from '../../src/lib/engine/core/replay.ts';
import { openGame, summaryOf } from '../../src/lib/db/games.ts';
import { readFile, sha256, type SilkLedgerFile } from '../../src/lib/db/file-format.ts';
import { applyImport, planImport } from '../../src/lib/db/import.ts';
import { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { finishedGameLog } from './marco-polo-2/fixtures.ts';
import { voyagesFinishedGameLog } from './voyages/fixtures.ts';

let n = 0;
const opened: { db: SilkLedgerDb; name: string }[] = [];

/** A fresh database; closeAll() closes and deletes every one opened. */
export function openDb(): SilkLedgerDb {
	const name = `test-db-${n++}-${Math.random().toString(36).slice(2)}`;
	const db = new SilkLedgerDb(name);
	opened.push({ db, name });
	return db;
}

export async function closeAll(): Promise<void> {
	for (const { db, name } of opened.splice(0)) {
		db.close();
		await Dexie.delete(name);
	}
}

/** Stores a log as createGame and appendEntry would have: its rows with the game's entry version, and its summary. */
export async function storeLog(db: SilkLedgerDb, kind: string, log: readonly Stored<unknown>[], id: string): Promise<void> {
	const module = (await moduleOf(kind))!;
	const state = replay(module.rules, log as Stored<{ type: string }>[]);
	await db.entries.bulkAdd(log.map((s) => ({ gameId: id, seq: s.seq, at: s.at, v: module.entryVersion, entry: s.entry })));
	await db.games.add({ id, kind, createdAt: log[0]!.at, updatedAt: log.at(-1)!.at, ...summaryOf(module, state) });
}

/** Finished games of both kinds, ids game-0, game-1, …, alternating Marco Polo II and The Voyages of Marco Polo. */
export async function storeFinishedGames(db: SilkLedgerDb, count: number, players = 3): Promise<string[]> {
	const mp2 = finishedGameLog({ players });
	const voyages = voyagesFinishedGameLog(players);
	const ids: string[] = [];
	for (let i = 0; i < count; i++) {
		const id = `game-${i}`;
		const log = (i % 2 === 0 ? mp2 : voyages).map((s) => ({ ...s, at: s.at + i * 100_000 }));
		await storeLog(db, i % 2 === 0 ? 'marco-polo-2' : 'voyages', log, id);
		ids.push(id);
	}
	return ids;
}

/** A finished two-player Marco Polo II game whose players have these names, stored as the app stores it. */
export async function storeNamed(db: SilkLedgerDb, names: readonly [string, string], id: string): Promise<void> {
	const log = finishedGameLog({ players: 2 });
	(log[0]!.entry as { players: { name: string }[] }).players.forEach((p, i) => (p.name = names[i]!));
	await storeLog(db, 'marco-polo-2', log, id);
}

/** Every table of the database as canonical text: two databases with the same rows give the same text. */
export async function dumpDb(db: SilkLedgerDb): Promise<string> {
	const tables = await db.transaction('r', db.games, db.entries, db.printed, db.drafts, db.backups, async () => ({
		games: await db.games.toArray(),
		entries: await db.entries.toArray(),
		printed: await db.printed.toArray(),
		drafts: await db.drafts.toArray(),
		backups: (await db.backups.toArray()).map((b) => ({ ...b, data: Array.from(b.data) }))
	}));
	return JSON.stringify(tables);
}

/** Reads, plans and writes a file's bytes as the data screen does: the plan written, or why the file was refused. */
export async function importBytes(db: SilkLedgerDb, bytes: Uint8Array, name = 'file.json') {
	const read = await readFile(bytes);
	if (!read.ok) return read;
	const { plan } = await planImport(db, read.file, name, 5_000_000);
	const applied = await applyImport(db, plan);
	return applied.ok ? { ok: true as const, plan } : applied;
}

/** Re-signs content changed on purpose, as a hostile writer would: the checks beneath the checksum must hold alone. */
export async function resign(file: SilkLedgerFile): Promise<Uint8Array> {
	return new TextEncoder().encode(JSON.stringify({ ...file, sha256: await sha256(JSON.stringify(file.content)) }));
}

/** A game's stored entries as a screen opening it reads them. */
export async function storedLog(db: SilkLedgerDb, id: string) {
	const opened = await openGame(db, id);
	if (!('log' in opened)) throw new Error(`game ${id} did not open`);
	return opened.log;
}
