/**
 * Games on this device. Every entry goes through its game's schema and rules inside the
 * transaction that stores it: a refused entry writes nothing. Stored entries are read back
 * through the game's migrations and schema; what no longer fits is kept and shown, never dropped.
 */
import { migrateEntry, type GameStateBase } from '$lib/engine/core/game.ts';
import { refuse, refuseBecause, type Refusal, type Stored } from '$lib/engine/core/log.ts';
import { DEVICE_ID, identityOf } from '$lib/engine/core/merge.ts';
import { append, parseEntry, type FlaggedEntry, type Replayed } from '$lib/engine/core/replay.ts';
import type { AnyGameModule } from '$lib/registry.ts';
import { moduleOf } from '$lib/modules.ts';
import { readGameRecord } from './list.ts';
import type { EntryRecord, GameRecord, SilkLedgerDb } from './schema.ts';

type AnyEntry = { type: string };

/** A stored entry that could not be read: it keeps its place in the log, with no effect. */
const DAMAGED = 'damaged';

export interface OpenedGame {
	record: GameRecord;
	module: AnyGameModule;
	log: Stored<AnyEntry>[];
	/** Entries stored but not readable now (damaged, or not carried over by a migration). */
	damaged: FlaggedEntry[];
}

export type AppendResult = { ok: true; log: Stored<AnyEntry>[]; state: GameStateBase; replayed: Replayed<GameStateBase> } | { ok: false; refusal: Refusal };

/** A log as a screen holds it, with its replay (what the screen shows) and its game's module. */
export interface KnownLog {
	module: AnyGameModule;
	log: readonly Stored<AnyEntry>[];
	replayed: Replayed<GameStateBase>;
}

function newId(): string {
	return crypto.randomUUID();
}

const devices = new WeakMap<SilkLedgerDb, Promise<string>>();

/** This phone's id, made once at random (16 hex digits) and kept: every entry it makes carries it. */
export function deviceId(db: SilkLedgerDb): Promise<string> {
	let known = devices.get(db);
	if (!known) {
		known = db.transaction('rw', db.meta, async () => {
			const row = await db.meta.get('device');
			if (typeof row?.value === 'string' && DEVICE_ID.test(row.value)) return row.value;
			const value = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
			await db.meta.put({ id: 'device', value });
			return value;
		});
		known.catch(() => devices.delete(db));
		devices.set(db, known);
	}
	return known;
}

/** A stored row (or a row of an imported file) as the game reads it now: migrated to the current entry shapes and checked by the schema. */
export function readEntry(
	module: AnyGameModule,
	row: Pick<EntryRecord, 'seq' | 'at' | 'entry' | 'v' | 'by' | 'lc'>
): { stored: Stored<AnyEntry>; damaged: Refusal | null } {
	const { seq, at } = row;
	const identity = identityOf(row);
	const stored = (entry: AnyEntry) => ({ seq, at, entry, ...identity });
	const migrated = migrateEntry(module, row.entry, row.v ?? 1);
	if (!migrated) return { stored: stored({ type: DAMAGED }), damaged: refuse('refusal_entry_not_carried_over') };
	const parsed = parseEntry(module.rules, migrated);
	if (!parsed.ok) return { stored: stored({ type: DAMAGED }), damaged: refuseBecause('refusal_damaged_entry', parsed.refusal) };
	return { stored: stored(parsed.entry), damaged: null };
}

export async function readLog(db: SilkLedgerDb, module: AnyGameModule, gameId: string): Promise<{ log: Stored<AnyEntry>[]; damaged: FlaggedEntry[] }> {
	return logOf(module, await rawLog(db, gameId));
}

/** A log's rows as the current rules read them, the unreadable ones kept in place and flagged. */
function logOf(module: AnyGameModule, rows: readonly EntryRecord[]): { log: Stored<AnyEntry>[]; damaged: FlaggedEntry[] } {
	const log: Stored<AnyEntry>[] = [];
	const damaged: FlaggedEntry[] = [];
	for (const row of rows) {
		const r = readEntry(module, row);
		log.push(r.stored);
		if (r.damaged) damaged.push({ seq: row.seq, refusal: r.damaged });
	}
	return { log, damaged };
}

/** The raw rows of a game's log, as written: for the log screen. */
export async function rawLog(db: SilkLedgerDb, gameId: string): Promise<EntryRecord[]> {
	return db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
}

/** Opens a game: its summary, its module and its log as the current rules read it. */
export async function openGame(db: SilkLedgerDb, id: string): Promise<OpenedGame | { missing: true } | { problem: Refusal }> {
	return openRows(await db.games.get(id), () => rawLog(db, id));
}

/** Opens a game from its stored row and the rows of its log (read only once the row says there is a game to read). */
export async function openRows(
	row: GameRecord | undefined,
	rows: () => Promise<readonly EntryRecord[]>
): Promise<OpenedGame | { missing: true } | { problem: Refusal }> {
	// A game deleted a moment ago (its undo still offered) is gone for every screen.
	if (!row || row.deletedAt !== undefined) return { missing: true };
	const r = readGameRecord(row);
	if (!r.ok) return { problem: r.damaged.damaged };
	const module = await moduleOf(r.game.kind);
	if (!module) return { problem: refuse('refusal_unknown_game', { kind: r.game.kind }) };
	return { record: r.game, module, ...logOf(module, await rows()) };
}

type SummaryFields = 'phase' | 'players' | 'seed' | 'winners' | 'colours' | 'year' | 'round' | 'points';

/** The home list's summary of a state. A figure the game does not know now is written as undefined, which removes an older one from the row. */
export function summaryOf(module: AnyGameModule, state: GameStateBase): Pick<GameRecord, SummaryFields> {
	const s = module.summary(state);
	return { phase: s.phase, players: s.players, seed: s.seed, winners: s.winners, colours: s.colours, year: s.year, round: s.round, points: s.points };
}

/** Starts a game of this kind with its first entry; nothing is stored if the schema or the rules refuse it. */
export async function createGame(
	db: SilkLedgerDb,
	kind: string,
	first: unknown,
	now = Date.now()
): Promise<{ ok: true; id: string } | { ok: false; refusal: Refusal }> {
	const module = await moduleOf(kind);
	if (!module) return { ok: false, refusal: refuse('refusal_unknown_game', { kind: String(kind).slice(0, 40) }) };
	const result = append(module.rules, [], first, now, undefined, await deviceId(db));
	if (!result.ok) return result;
	const id = newId();
	await db.transaction('rw', db.games, db.entries, async () => {
		await db.entries.add({ ...result.stored, gameId: id, v: module.entryVersion });
		await db.games.add({ id, kind: module.meta.kind, createdAt: now, updatedAt: now, ...summaryOf(module, result.state) });
	});
	return { ok: true, id };
}

type Place = Pick<Stored<AnyEntry>, 'seq' | 'at' | 'by' | 'lc'>;

/**
 * An entry's content is never changed: two entries at the same place, entered at the same moment by the same phone
 * with the same clock, are the same entry (a merge may move an entry, never change it).
 */
export const sameEntry = (a: Place | undefined, b: Place | undefined): boolean => a?.seq === b?.seq && a?.at === b?.at && a?.by === b?.by && a?.lc === b?.lc;

/**
 * Whether the stored log is still the one a screen holds: the one check, made inside the transaction that stores
 * an entry and each time a followed game changes. Entries are only appended, so the same count and the same last
 * entry are the same log, even after a backup put back meanwhile (its last entry was entered at another moment).
 */
export async function storedAsHeld(db: SilkLedgerDb, gameId: string, held: () => readonly Stored<AnyEntry>[]): Promise<boolean> {
	const range = () => db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]);
	const [count, last] = await Promise.all([range().count(), range().last()]);
	// Asked once the rows are counted: a screen that has just stored an entry holds it by then.
	const log = held();
	return count === log.length && sameEntry(last, log.at(-1));
}

/**
 * Checks an entry against the stored log and appends it, all in one transaction. A screen passes the log it
 * holds with its replay: when that is still the stored log, it is neither read nor played again.
 */
export async function appendEntry(db: SilkLedgerDb, gameId: string, entry: unknown, now = Date.now(), known?: KnownLog): Promise<AppendResult> {
	// The module loads before the transaction opens: IndexedDB commits a transaction left waiting on anything else.
	let module = known?.module;
	const by = await deviceId(db);
	if (!module) {
		const row = await db.games.get(gameId);
		if (!row || row.deletedAt !== undefined) return { ok: false, refusal: refuse('refusal_no_such_game') };
		module = await moduleOf(row.kind);
		if (!module) return { ok: false, refusal: refuse('refusal_unknown_game', { kind: String(row.kind).slice(0, 40) }) };
	}
	// Each wait on the database is a round trip of its own (a task at least): the reads are asked for together, and
	// so are the writes (a write that fails fails the whole transaction either way).
	return db.transaction('rw', db.games, db.entries, async (): Promise<AppendResult> => {
		const [current, asHeld] = await Promise.all([db.games.get(gameId), known ? storedAsHeld(db, gameId, () => known.log) : false]);
		if (!current || current.deletedAt !== undefined) return { ok: false, refusal: refuse('refusal_no_such_game') };
		if (current.kind !== module.meta.kind) return { ok: false, refusal: refuse('refusal_unknown_game', { kind: String(current.kind).slice(0, 40) }) };
		const held = asHeld ? known : null;
		const log = held ? held.log : (await readLog(db, module, gameId)).log;
		const result = append(module.rules, log, entry, now, held?.replayed, by);
		if (!result.ok) return result;
		// The row read above, written whole (one request fewer than an update, which reads it again); a figure the game no longer knows is left out.
		const row = { ...current, updatedAt: now, ...summaryOf(module, result.state) };
		await Promise.all([
			db.entries.add({ ...result.stored, gameId, v: module.entryVersion }),
			db.games.put(Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as unknown as GameRecord)
		]);
		return { ok: true, log: result.log, state: result.state, replayed: result.replayed };
	});
}

/** Ticks or unticks one item of the setup checklist, against what is stored now (another screen may have ticked others). */
export async function tickChecklist(db: SilkLedgerDb, gameId: string, item: string, ticked: boolean): Promise<string[]> {
	return db.transaction('rw', db.games, async () => {
		const row = await db.games.get(gameId);
		const rest = (Array.isArray(row?.checklist) ? row.checklist : []).filter((i) => i !== item);
		const next = ticked ? [...rest, item] : rest;
		await db.games.update(gameId, { checklist: next });
		return next;
	});
}
