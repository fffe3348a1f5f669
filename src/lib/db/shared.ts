/**
 * Games shared live between phones, as storage sees them: entries that came from another phone are merged into
 * the stored game by the one merge (engine/core/merge.ts), in one transaction, after each went through its game's
 * migrations and entry schema like a stored row; the rules then play the merged log as any other (an entry they
 * refuse is kept, flagged, as on every phone). What does not fit is refused and counted, and changes nothing.
 * Also the shared games' invitations (`shared`), kept so a reload joins again.
 */
import * as v from 'valibot';
import { refuse, type Refusal } from '$lib/engine/core/log.ts';
import { DEVICE_ID, entryKey, identityOf, mergeLogs } from '$lib/engine/core/merge.ts';
import { replayLog } from '$lib/engine/core/replay.ts';
import { moduleOf } from '$lib/modules.ts';
import { MAX_ENTRIES } from './file-format.ts';
import { readEntry, summaryOf } from './games.ts';
import type { EntryRecord, GameRecord, SharedRecord, SilkLedgerDb } from './schema.ts';

/** An entry as phones send it to each other: a stored row without its game (the room says which). */
export type SentEntry = Pick<EntryRecord, 'seq' | 'at' | 'v' | 'entry' | 'by' | 'lc'>;

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const sentEntry = v.strictObject({
	seq: count,
	at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
	v: v.pipe(count, v.maxValue(999)),
	entry: v.unknown(),
	by: v.optional(v.pipe(v.string(), v.regex(DEVICE_ID))),
	lc: v.optional(count)
});

/** Whether a value has the shape of a sent entry (its content is checked by its game when merged). */
export const isSentEntry = (x: unknown): x is SentEntry => v.is(sentEntry, x);

export interface MergeReport {
	/** Entries this phone did not have, now stored. */
	added: number;
	/** Entries refused: not an entry, not of this game's shapes, or written by a newer version of the app. */
	refused: number;
	/** Of those, entries of a newer version: the phone must be updated to read them. */
	newer: number;
}

/** The entries that can be stored, each read by its game as a stored row is; the others counted. */
async function accepted(kind: string, sent: readonly unknown[], report: MergeReport): Promise<EntryRecord[]> {
	const module = await moduleOf(kind);
	const rows: EntryRecord[] = [];
	for (const x of sent) {
		const read = module && isSentEntry(x) ? readEntry(module, x) : null;
		if (!read || read.damaged || !isSentEntry(x)) {
			report.refused++;
			if (module && isSentEntry(x) && (x.v ?? 1) > module.entryVersion) report.newer++;
			continue;
		}
		rows.push({ gameId: '', seq: x.seq, at: x.at, v: x.v, entry: x.entry, ...identityOf(x) });
	}
	return rows;
}

/**
 * Merges entries another phone sent into the stored game (made here if the phone does not have it yet: a phone
 * that joins a shared game). Never throws on what was sent; a storage failure is said as a refusal.
 */
export async function mergeIntoGame(
	db: SilkLedgerDb,
	gameId: string,
	kind: string,
	sent: readonly unknown[],
	now = Date.now()
): Promise<{ ok: true; report: MergeReport } | { ok: false; refusal: Refusal }> {
	const report: MergeReport = { added: 0, refused: 0, newer: 0 };
	const module = await moduleOf(kind);
	if (!module) return { ok: false, refusal: refuse('refusal_unknown_game', { kind: String(kind).slice(0, 40) }) };
	const incoming = (await accepted(kind, sent, report)).map((row) => ({ ...row, gameId }));
	if (!incoming.length) return { ok: true, report };
	return db.transaction('rw', db.games, db.entries, async () => {
		const row = await db.games.get(gameId);
		if (row && (row.kind !== module.meta.kind || row.deletedAt !== undefined)) return { ok: false as const, refusal: refuse('refusal_no_such_game') };
		const mine = (await db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray()).map((r) => ({ ...r, ...identityOf(r) }));
		const merged = mergeLogs(mine, incoming);
		if (merged.length > MAX_ENTRIES) return { ok: false as const, refusal: refuse('file_too_large') };
		const from = merged.findIndex((e, i) => mine[i] === undefined || e.seq !== mine[i].seq || entryKey(e) !== entryKey(mine[i]));
		if (from < 0) return { ok: true as const, report };
		const log = merged.map((e) => readEntry(module, e).stored);
		const replayed = replayLog(module.rules, log);
		// A game joined from another phone starts like a stored one: its first entry starts it, or it is not made.
		if (!row && (replayed.live[0] !== 1 || replayed.flagged.some((f) => f.seq === 1))) return { ok: true as const, report };
		await db.entries.where('[gameId+seq]').between([gameId, merged[from]!.seq], [gameId, Infinity]).delete();
		await db.entries.bulkAdd(merged.slice(from).map((e) => ({ ...e, gameId })));
		const times = { createdAt: row?.createdAt ?? merged[0]!.at, updatedAt: Math.max(row?.updatedAt ?? 0, now) };
		const record = { ...(row ?? {}), id: gameId, kind: module.meta.kind, ...times, ...summaryOf(module, replayed.states.at(-1)!) };
		await db.games.put(Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as unknown as GameRecord);
		report.added = merged.length - mine.length;
		return { ok: true as const, report };
	});
}

/** The stored rows of a game, as phones send them to each other. */
export async function entriesToSend(db: SilkLedgerDb, gameId: string): Promise<SentEntry[]> {
	const rows = await db.entries.where('[gameId+seq]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
	return rows.map((r) => ({ seq: r.seq, at: r.at, v: r.v ?? 1, entry: r.entry ?? null, ...identityOf(r) }));
}

export const sharedGame = (db: SilkLedgerDb, gameId: string): Promise<SharedRecord | undefined> => db.shared.get(gameId);
export const keepShared = (db: SilkLedgerDb, record: SharedRecord): Promise<unknown> => db.shared.put(record);
/** Stops sharing on this phone: the game and its whole log stay. */
export const stopSharing = (db: SilkLedgerDb, gameId: string): Promise<void> => db.shared.delete(gameId);
