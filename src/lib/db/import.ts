/**
 * Reading a Silk Ledger file into this phone, in two steps: planImport reads every row exactly as openGame
 * reads a stored one (the game's migrations and entry schema), replays every log through the rules and says
 * what would be added or merged, writing nothing; applyImport then writes the plan in one transaction, or
 * nothing at all. A game already on the phone is merged with the file's by the one merge every phone makes
 * (engine/core/merge.ts): every entry of both kept once, in the same order whichever phone imports which. An entry the game cannot read is taken as written, damaged, as the phone keeps one;
 * a game that cannot be read at all, or a value of the copy that does not fit, is left out with its reason,
 * and the rest of the file is imported.
 */
import { refuse, refuseBecause, type Refusal, type Stored } from '$lib/engine/core/log.ts';
import { checkPrintedValue } from '$lib/engine/core/printed.ts';
import { replayLog } from '$lib/engine/core/replay.ts';
import { entryKey, identityOf, mergeLogs } from '$lib/engine/core/merge.ts';
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
	 * add: not on this phone; extend: the phone has the start of this log; merge: each has entries the other lacks
	 * (the game went on on two phones); same: nothing new; left-out: the game cannot be read (the file's other
	 * games are imported).
	 */
	action: 'add' | 'extend' | 'merge' | 'same' | 'left-out';
	/** Entries in the file, and how many rows will be written (for a merge, the phone's moved ones too). */
	entries: number;
	writes: number;
	/** For merge: the entries the file adds, and the first place where the merged log differs from the phone's. */
	added?: number;
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

/** A row where it stands in a log: the same entry at the same place. */
const samePlace = (a: EntryRecord | undefined, b: EntryRecord | undefined) => !!a && !!b && a.seq === b.seq && entryKey(a) === entryKey(b);

const rowOf = (gameId: string, e: FileEntry | EntryRecord): EntryRecord => ({ gameId, seq: e.seq, at: e.at, v: e.v ?? 1, entry: e.entry, ...identityOf(e) });

const seenOf = (rows: readonly EntryRecord[], row: GameRecord | undefined) =>
	row ? `${row.kind}:${rows.length}:${rows.at(-1)?.at ?? ''}:${row.deletedAt ?? ''}` : '-';

type ReadGame = { ok: true; record: GameRecord; flagged: number; damaged: number; newer: number } | { ok: false; reason: Refusal };

/** One game of the file (its log merged with the phone's) read as the app reads a stored game: its record with what it could not read, or why it is left out. */
async function readGame(game: FileGame, rows: readonly EntryRecord[]): Promise<ReadGame> {
	const module = await moduleOf(game.kind);
	if (!module) return { ok: false, reason: refuse('refusal_unknown_game', { kind: game.kind.slice(0, 40) }) };
	const log: Stored<{ type: string }>[] = [];
	const damaged = new Map<number, Refusal>();
	let newer = 0;
	for (const e of rows) {
		const read = readEntry(module, e);
		log.push(read.stored);
		if (!read.damaged) continue;
		damaged.set(e.seq, read.damaged);
		if ((e.v ?? 1) > module.entryVersion) newer++;
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
		const fileRows = game.entries.map((e) => rowOf(game.id, e));
		const [found, phoneRows] = await Promise.all([db.games.get(game.id), db.entries.where('gameId').equals(game.id).sortBy('seq')]);
		// A game deleted a moment ago is added again; one of another kind under the same id cannot be merged.
		const phone = found && found.deletedAt === undefined ? found : undefined;
		const mine = phone ? phoneRows.map((row) => rowOf(game.id, row)) : [];
		const rows = mergeLogs(mine, fileRows);
		const read = phone && phone.kind !== game.kind ? ({ ok: false, reason: refuse('file_game_other_kind') } as const) : await readGame(game, rows);
		const base = { id: game.id, kind: game.kind, entries: game.entries.length };
		if (!read.ok) {
			games.push({ ...base, players: [], phase: '', winners: [], action: 'left-out', writes: 0, flagged: 0, damaged: 0, newer: 0, reason: read.reason });
			continue;
		}
		const from = rows.findIndex((row, i) => !samePlace(row, mine[i]));
		const action = !phone ? 'add' : from < 0 ? 'same' : from >= mine.length ? 'extend' : 'merge';
		const { players, phase, winners } = read.record;
		const merged = action === 'merge' ? { added: rows.length - mine.length, differsAt: from + 1 } : {};
		games.push({ ...base, players, phase, winners, action, writes: from < 0 ? 0 : rows.length - from, ...merged, ...counts(read) });
		if (action === 'same') continue;
		writes.records.push(phone ? keptMarks(phone, game, read.record) : read.record);
		writes.rows.push(rows.slice(action === 'add' ? 0 : from));
		writes.seen.push(seenOf(phoneRows, found));
	}
	const copy = await planCopy(db, file, fileName, now, writes);
	return { ok: true, plan: { fileName, exportedAt: file.exportedAt, games, copy, writes } };
}

const counts = ({ flagged, damaged, newer }: Extract<ReadGame, { ok: true }>) => ({ flagged, damaged, newer });

/** The record of a game the phone has, once the file's log is merged in: the phone's own marks stay. */
function keptMarks(phone: GameRecord, game: FileGame, read: GameRecord): GameRecord {
	// Its ticked checklist grows by the file's, it stays archived if it was (a damaged row's are left out).
	const checklist = [...new Set([...(Array.isArray(phone.checklist) ? phone.checklist : []), ...(game.checklist ?? [])])];
	const time = (t: unknown, otherwise: number) => (Number.isSafeInteger(t) && (t as number) >= 0 ? (t as number) : otherwise);
	const record = { ...read, createdAt: time(phone.createdAt, game.createdAt), updatedAt: Math.max(time(phone.updatedAt, 0), game.updatedAt) };
	delete record.checklist;
	delete record.archived;
	if (checklist.length) record.checklist = checklist;
	if (phone.archived === true) record.archived = true;
	return record;
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
				// The rows from the first place where the merged log differs are written again, in its order.
				const first = rows[i]![0]!.seq;
				await db.entries.where('[gameId+seq]').between([record.id, first], [record.id, Infinity]).delete();
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
