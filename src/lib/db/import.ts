/**
 * Reading a Silk Ledger file into this phone, in two steps: planImport reads every row exactly as openGame
 * reads a stored one (the game's migrations and entry schema), replays every log through the rules and says
 * what would be added or replaced, writing nothing; applyImport then writes the plan in one transaction, or
 * nothing at all. A game already on the phone is merged by entry identity (its place in the log and what it
 * says), never duplicated. An entry the game cannot read is taken as written, damaged, as the phone keeps one;
 * a game that cannot be read at all, or a value of the copy that does not fit, is left out with its reason,
 * and the rest of the file is imported.
 */
import { refuse, refuseBecause, type Refusal, type Stored } from '$lib/engine/core/log.ts';
import { checkPrintedValue } from '$lib/engine/core/printed.ts';
import { replayLog } from '$lib/engine/core/replay.ts';
import { moduleOf } from '$lib/modules.ts';
import { canonical } from './canonical.ts';
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
	/**
	 * add: not on this phone; extend: the phone has the start of this log; replace: the logs differ; same: nothing
	 * new; left-out: the game cannot be read (the file's other games are imported).
	 */
	action: 'add' | 'extend' | 'replace' | 'same' | 'left-out';
	/** Entries in the file, and how many of them will be written. */
	entries: number;
	writes: number;
	/** For replace: the first entry where the two logs differ. */
	differsAt?: number;
	/** Entries the current rules do not accept: kept with no effect, as on the phone the file came from. */
	flagged: number;
	/** Entries the game cannot read (damaged, or not carried over): kept as written, with no effect. */
	damaged: number;
	/** Of those, entries written by a newer version of the app: this phone reads them once the app is updated. */
	newer: number;
	/** For left-out: why. */
	reason?: Refusal;
}

export interface CopyPlan {
	add: number;
	replace: number;
	same: number;
	/** Values the rulebook now states: left out. */
	builtIn: number;
	/** Values this app cannot use (of a game it does not know, or not fitting their printed value): left out. */
	leftOut: number;
}

export interface ImportPlan {
	fileName: string;
	exportedAt: number;
	games: GamePlan[];
	copy: CopyPlan;
	/** What will be written, and what the phone held when the plan was made (a change meanwhile is refused). */
	writes: { records: GameRecord[]; rows: EntryRecord[][]; seen: string[]; copy: PrintedRecord[]; copySeen: string };
}

/** Two log entries are the same entry when their place, time, version and content are. */
const sameEntry = (a: Pick<EntryRecord, 'seq' | 'at' | 'v' | 'entry'>, b: FileEntry) =>
	a.seq === b.seq && a.at === b.at && (a.v ?? 1) === b.v && canonical(a.entry) === canonical(b.entry);

const seenOf = (rows: readonly EntryRecord[], row: GameRecord | undefined) =>
	row ? `${row.kind}:${rows.length}:${rows.at(-1)?.at ?? ''}:${row.deletedAt ?? ''}` : '-';

type ReadGame = { ok: true; record: GameRecord; flagged: number; damaged: number; newer: number } | { ok: false; reason: Refusal };

/** One game of the file read as the app reads a stored game: its record with what it could not read, or why it is left out. */
async function readGame(game: FileGame): Promise<ReadGame> {
	const module = await moduleOf(game.kind);
	if (!module) return { ok: false, reason: refuse('refusal_unknown_game', { kind: game.kind.slice(0, 40) }) };
	const log: Stored<{ type: string }>[] = [];
	const damaged = new Map<number, Refusal>();
	let newer = 0;
	for (const e of game.entries) {
		const read = readEntry(module, e);
		log.push(read.stored);
		if (!read.damaged) continue;
		damaged.set(e.seq, read.damaged);
		if (e.v > module.entryVersion) newer++;
	}
	const replayed = replayLog(module.rules, log);
	const first = damaged.get(1) ?? replayed.flagged.find((f) => f.seq === 1)?.refusal;
	if (first || replayed.live[0] !== 1) return { ok: false, reason: refuseBecause('file_game_not_started', first ?? refuse('refusal_unknown_entry')) };
	const record: GameRecord = {
		id: game.id,
		kind: module.meta.kind,
		createdAt: game.createdAt,
		updatedAt: game.updatedAt,
		...summaryOf(module, replayed.states.at(-1)!),
		...(game.checklist ? { checklist: game.checklist } : {}),
		...(game.archived ? { archived: true } : {})
	};
	const summary = readGameRecord(record);
	if (!summary.ok) return { ok: false, reason: summary.damaged.damaged };
	const flagged = replayed.flagged.filter((f) => !damaged.has(f.seq)).length;
	return { ok: true, record, flagged, damaged: damaged.size, newer };
}

/** What importing this file would do, game by game and for the copy. Reads the database, writes nothing. */
export async function planImport(db: SilkLedgerDb, file: SilkLedgerFile, fileName: string, now = Date.now()): Promise<{ ok: true; plan: ImportPlan }> {
	const games: GamePlan[] = [];
	const writes: ImportPlan['writes'] = { records: [], rows: [], seen: [], copy: [], copySeen: '' };
	for (const game of file.content.games) {
		const read = await readGame(game);
		const base = { id: game.id, kind: game.kind, entries: game.entries.length };
		if (!read.ok) {
			games.push({ ...base, players: [], phase: '', winners: [], action: 'left-out', writes: 0, flagged: 0, damaged: 0, newer: 0, reason: read.reason });
			continue;
		}
		const rows = game.entries.map((e) => ({ gameId: game.id, seq: e.seq, at: e.at, v: e.v, entry: e.entry }));
		const [phone, phoneRows] = await Promise.all([db.games.get(game.id), db.entries.where('gameId').equals(game.id).sortBy('seq')]);
		const merged = mergeWith(phone, phoneRows, game, read.record);
		const { players, phase, winners } = read.record;
		const { action, from, differsAt } = merged;
		games.push({ ...base, players, phase, winners, action, writes: action === 'same' ? 0 : rows.length - from, differsAt, ...counts(read) });
		if (action === 'same') continue;
		writes.records.push(merged.record);
		writes.rows.push(action === 'extend' ? rows.slice(from) : rows);
		writes.seen.push(seenOf(phoneRows, phone));
	}
	const copy = await planCopy(db, file, fileName, now, writes);
	return { ok: true, plan: { fileName, exportedAt: file.exportedAt, games, copy, writes } };
}

const counts = ({ flagged, damaged, newer }: Extract<ReadGame, { ok: true }>) => ({ flagged, damaged, newer });

/** How the file's game meets the phone's copy of it: added, extended, replaced or the same, and the record to write. */
function mergeWith(phone: GameRecord | undefined, phoneRows: readonly EntryRecord[], game: FileGame, read: GameRecord) {
	if (!phone || phone.deletedAt !== undefined) return { action: 'add' as const, from: 0, differsAt: undefined, record: read };
	const differ = phoneRows.findIndex((row, j) => j < game.entries.length && !sameEntry(row, game.entries[j]!));
	if (differ >= 0 || phone.kind !== game.kind) return { action: 'replace' as const, from: 0, differsAt: differ >= 0 ? differ + 1 : 1, record: read };
	if (game.entries.length <= phoneRows.length) return { action: 'same' as const, from: 0, differsAt: undefined, record: read };
	// The phone's own marks stay: its ticked checklist grows by the file's, it stays archived if it was (a damaged row's are left out).
	const checklist = [...new Set([...(Array.isArray(phone.checklist) ? phone.checklist : []), ...(game.checklist ?? [])])];
	const time = (t: unknown, otherwise: number) => (Number.isSafeInteger(t) && (t as number) >= 0 ? (t as number) : otherwise);
	const record = { ...read, createdAt: time(phone.createdAt, game.createdAt), updatedAt: Math.max(time(phone.updatedAt, 0), game.updatedAt) };
	delete record.checklist;
	delete record.archived;
	if (checklist.length) record.checklist = checklist;
	if (phone.archived === true) record.archived = true;
	return { action: 'extend' as const, from: phoneRows.length, differsAt: undefined, record };
}

async function planCopy(db: SilkLedgerDb, file: SilkLedgerFile, fileName: string, now: number, writes: ImportPlan['writes']): Promise<CopyPlan> {
	const plan: CopyPlan = { add: 0, replace: 0, same: 0, builtIn: 0, leftOut: 0 };
	const source: CopySource = { file: fileName.slice(0, 120), exportedAt: file.exportedAt, importedAt: now };
	const phone = new Map((await db.printed.bulkGet(file.content.copy.map((c) => c.id))).map((row, i) => [file.content.copy[i]!.id, row]));
	for (const value of file.content.copy) {
		const module = await moduleOf(value.id.slice(0, Math.max(0, value.id.indexOf('.'))));
		const bad = module ? checkPrintedValue(module.printed, value.id, value.value) : refuse('refusal_unknown_game');
		if (bad) {
			plan[bad.key === 'refusal_printed_value_built_in' ? 'builtIn' : 'leftOut']++;
			continue;
		}
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
	return plan;
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
