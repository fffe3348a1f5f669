/**
 * Reading a Silk Ledger file into this phone, in two steps: planImport reads every row exactly as openGame
 * reads a stored one (the game's migrations and entry schema), replays every log through the rules and says
 * what would be added or replaced, writing nothing; applyImport then writes the plan in one transaction, or
 * nothing at all. A game already on the phone is merged by entry identity (its place in the log and what it
 * says), never duplicated.
 */
import { refuse, refuseBecause, type Refusal, type Stored } from '$lib/engine/core/log.ts';
import { checkPrintedValue } from '$lib/engine/core/printed.ts';
import { replayLog } from '$lib/engine/core/replay.ts';
import { moduleOf } from '$lib/modules.ts';
import type { FileEntry, FileGame, SilkLedgerFile } from './file-format.ts';
import { readEntry, summaryOf } from './games.ts';
import { readGameRecord } from './list.ts';
import type { CopySource, EntryRecord, GameRecord, PrintedRecord, SilkLedgerDb } from './schema.ts';

export interface GamePlan {
	id: string;
	kind: string;
	players: string[];
	phase: string;
	winners: string[];
	/** add: not on this phone; extend: the phone has the start of this log; replace: the logs differ; same: nothing new. */
	action: 'add' | 'extend' | 'replace' | 'same';
	/** Entries in the file, and how many of them will be written. */
	entries: number;
	writes: number;
	/** For replace: the first entry where the two logs differ. */
	differsAt?: number;
	/** Entries the current rules do not accept: kept with no effect, as on the phone the file came from. */
	flagged: number;
}

export interface CopyPlan {
	add: number;
	replace: number;
	same: number;
	/** Values the rulebook now states: left out. */
	builtIn: number;
}

export interface ImportPlan {
	fileName: string;
	exportedAt: number;
	games: GamePlan[];
	copy: CopyPlan;
	/** What will be written, and what the phone held when the plan was made (a change meanwhile is refused). */
	writes: { records: GameRecord[]; rows: EntryRecord[][]; seen: string[]; copy: PrintedRecord[]; copySeen: string };
}

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; refusal: Refusal };

/** JSON with its keys in order: the same value gives the same text whatever order its keys were written in. */
export function canonical(x: unknown): string {
	if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
	if (typeof x === 'object' && x !== null)
		return `{${Object.keys(x)
			.sort()
			.map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
			.join(',')}}`;
	return JSON.stringify(x) ?? 'null';
}

/** Two log entries are the same entry when their place, time, version and content are. */
const sameEntry = (a: Pick<EntryRecord, 'seq' | 'at' | 'v' | 'entry'>, b: FileEntry) =>
	a.seq === b.seq && a.at === b.at && (a.v ?? 1) === b.v && canonical(a.entry) === canonical(b.entry);

const seenOf = (rows: readonly EntryRecord[], row: GameRecord | undefined) =>
	row ? `${row.kind}:${rows.length}:${rows.at(-1)?.at ?? ''}:${row.deletedAt ?? ''}` : '-';

/** One game of the file read as the app reads a stored game: its record, or why the file is refused. */
async function readGame(game: FileGame, n: number): Promise<{ ok: true; record: GameRecord; flagged: number } | { ok: false; refusal: Refusal }> {
	const module = await moduleOf(game.kind);
	if (!module) return { ok: false, refusal: refuse('file_unknown_game', { game: n, kind: game.kind }) };
	const log: Stored<{ type: string }>[] = [];
	for (const e of game.entries) {
		if (e.v > module.entryVersion) return { ok: false, refusal: refuse('file_newer', { version: e.v }) };
		const read = readEntry(module, e);
		if (read.damaged) return { ok: false, refusal: refuseBecause('file_bad_entry', read.damaged.because ?? read.damaged, { game: n, entry: e.seq }) };
		log.push(read.stored);
	}
	const replayed = replayLog(module.rules, log);
	const first = replayed.flagged.find((f) => f.seq === 1);
	if (first || replayed.live[0] !== 1)
		return { ok: false, refusal: refuseBecause('file_bad_entry', first?.refusal ?? refuse('refusal_unknown_entry'), { game: n, entry: 1 }) };
	const state = replayed.states.at(-1)!;
	const record: GameRecord = {
		id: game.id,
		kind: module.meta.kind,
		createdAt: game.createdAt,
		updatedAt: game.updatedAt,
		...summaryOf(module, state),
		...(game.checklist ? { checklist: game.checklist } : {}),
		...(game.archived ? { archived: true } : {})
	};
	if (!readGameRecord(record).ok) return { ok: false, refusal: refuseBecause('file_bad_entry', refuse('refusal_unknown_entry'), { game: n, entry: 1 }) };
	return { ok: true, record, flagged: replayed.flagged.length };
}

/** What importing this file would do, or why it is refused. Reads the database, writes nothing. */
export async function planImport(db: SilkLedgerDb, file: SilkLedgerFile, fileName: string, now = Date.now()): Promise<PlanResult> {
	const games: GamePlan[] = [];
	const writes: ImportPlan['writes'] = { records: [], rows: [], seen: [], copy: [], copySeen: '' };
	for (const [i, game] of file.content.games.entries()) {
		const read = await readGame(game, i + 1);
		if (!read.ok) return read;
		const rows = game.entries.map((e) => ({ gameId: game.id, seq: e.seq, at: e.at, v: e.v, entry: e.entry }));
		const [phone, phoneRows] = await Promise.all([db.games.get(game.id), db.entries.where('gameId').equals(game.id).sortBy('seq')]);
		let action: GamePlan['action'] = 'add';
		let from = 0;
		let differsAt: number | undefined;
		let record = read.record;
		if (phone && phone.deletedAt === undefined) {
			const differ = phoneRows.findIndex((row, j) => j < game.entries.length && !sameEntry(row, game.entries[j]!));
			if (differ >= 0 || phone.kind !== game.kind) {
				action = 'replace';
				differsAt = differ >= 0 ? differ + 1 : 1;
			} else if (game.entries.length > phoneRows.length) {
				action = 'extend';
				from = phoneRows.length;
				// The phone's own marks stay: its ticked checklist grows by the file's, it stays archived if it was.
				const checklist = [...new Set([...(phone.checklist ?? []), ...(game.checklist ?? [])])];
				record = { ...record, createdAt: phone.createdAt, updatedAt: Math.max(phone.updatedAt, game.updatedAt) };
				delete record.checklist;
				delete record.archived;
				if (checklist.length) record.checklist = checklist;
				if (phone.archived) record.archived = true;
			} else action = 'same';
		}
		const { players, phase, winners } = read.record;
		games.push({
			id: game.id,
			kind: game.kind,
			players,
			phase,
			winners,
			action,
			entries: rows.length,
			writes: action === 'same' ? 0 : rows.length - from,
			differsAt,
			flagged: read.flagged
		});
		if (action === 'same') continue;
		writes.records.push(record);
		writes.rows.push(action === 'extend' ? rows.slice(from) : rows);
		writes.seen.push(seenOf(phoneRows, phone));
	}
	const copy = await planCopy(db, file, fileName, now, writes);
	if (!copy.ok) return copy;
	return { ok: true, plan: { fileName, exportedAt: file.exportedAt, games, copy: copy.plan, writes } };
}

async function planCopy(
	db: SilkLedgerDb,
	file: SilkLedgerFile,
	fileName: string,
	now: number,
	writes: ImportPlan['writes']
): Promise<{ ok: true; plan: CopyPlan } | { ok: false; refusal: Refusal }> {
	const plan: CopyPlan = { add: 0, replace: 0, same: 0, builtIn: 0 };
	const source: CopySource = { file: fileName.slice(0, 120), exportedAt: file.exportedAt, importedAt: now };
	const phone = new Map((await db.printed.bulkGet(file.content.copy.map((c) => c.id))).map((row, i) => [file.content.copy[i]!.id, row]));
	for (const [i, value] of file.content.copy.entries()) {
		const kind = value.id.slice(0, Math.max(0, value.id.indexOf('.')));
		const module = await moduleOf(kind);
		if (!module) return { ok: false, refusal: refuse('file_unknown_game', { game: i + 1, kind: kind || value.id.slice(0, 40) }) };
		const bad = checkPrintedValue(module.printed, value.id, value.value);
		if (bad?.key === 'refusal_printed_value_built_in') {
			plan.builtIn++;
			continue;
		}
		if (bad) return { ok: false, refusal: refuseBecause('file_bad_value', bad, { value: i + 1 }) };
		const mine = phone.get(value.id);
		if (mine && canonical(mine.value) === canonical(value.value)) {
			plan.same++;
			continue;
		}
		plan[mine ? 'replace' : 'add']++;
		// Where the value came from: the file it was first typed into a phone's copy for, if it says; else this file.
		writes.copy.push({ id: value.id, value: value.value, updatedAt: value.updatedAt, from: value.from ?? source });
	}
	writes.copySeen = canonical(writes.copy.map((c) => phone.get(c.id) ?? null));
	return { ok: true, plan };
}

class ChangedMeanwhile extends Error {}

/** Writes a plan in one transaction: all of it, or nothing if the phone changed since the plan was made. */
export async function applyImport(db: SilkLedgerDb, plan: ImportPlan): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
	const { records, rows, seen, copy, copySeen } = plan.writes;
	try {
		await db.transaction('rw', db.games, db.entries, db.printed, async () => {
			for (const [i, record] of records.entries()) {
				const [phone, phoneRows] = await Promise.all([db.games.get(record.id), db.entries.where('gameId').equals(record.id).sortBy('seq')]);
				if (seenOf(phoneRows, phone) !== seen[i]) throw new ChangedMeanwhile();
				const extend = rows[i]![0]!.seq > 1;
				if (!extend) await db.entries.where('gameId').equals(record.id).delete();
				await db.entries.bulkAdd(rows[i]!);
				await db.games.put(record);
			}
			if (canonical((await db.printed.bulkGet(copy.map((c) => c.id))).map((row) => row ?? null)) !== copySeen) throw new ChangedMeanwhile();
			await db.printed.bulkPut(copy);
		});
		return { ok: true };
	} catch (error) {
		if (error instanceof ChangedMeanwhile) return { ok: false, refusal: refuse('import_changed') };
		throw error;
	}
}
