/**
 * Writing the Silk Ledger file (file-format.ts) from this phone: every game, one game, or the copy of the
 * game. Logs are written exactly as stored (each entry with the version of its game's entry shapes), damaged
 * entries too, so the phone that reads the file migrates and checks them as it reads its own. The summary row
 * is not written (the log is the truth): a game whose summary is damaged is written all the same.
 */
import { identityOf } from '$lib/engine/core/merge.ts';
import { checkPrintedValue } from '$lib/engine/core/printed.ts';
import { moduleOf } from '$lib/modules.ts';
import { gameOf } from '$lib/registry.ts';
import { isChecklist, isFileGame, makeFile, type FileContent, type FileCopyValue, type FileGame, type SilkLedgerFile } from './file-format.ts';
import type { EntryRecord, GameRecord, SilkLedgerDb } from './schema.ts';

export interface ExportChoice {
	/** Every game, the games with these ids, or none. */
	games: 'all' | string[];
	copy: boolean;
}

/** The file for this choice, and how many games could not be written (of a game this app does not know, or a log not as the app writes one). */
export async function exportFile(db: SilkLedgerDb, choice: ExportChoice, now = Date.now()): Promise<{ file: SilkLedgerFile; leftOut: number }> {
	const { content, leftOut } = await exportContent(db, choice);
	const holds = choice.games === 'all' ? 'all' : choice.games.length ? 'game' : 'copy';
	return { file: await makeFile(content, holds, now), leftOut };
}

export async function exportContent(db: SilkLedgerDb, choice: ExportChoice): Promise<{ content: FileContent; leftOut: number }> {
	// One read transaction: a game written meanwhile is either wholly in the file or not at all.
	const { rows, entries, printed } = await db.transaction('r', db.games, db.entries, db.printed, async () => {
		const all = choice.games === 'all' ? await db.games.toArray() : (await db.games.bulkGet(choice.games)).filter((g) => g !== undefined);
		const rows = all.filter((g) => g.deletedAt === undefined);
		const entries = await Promise.all(rows.map((g) => db.entries.where('[gameId+seq]').between([g.id, -Infinity], [g.id, Infinity]).toArray()));
		return { rows, entries, printed: choice.copy ? await db.printed.toArray() : [] };
	});
	const games = rows.flatMap((row, i) => fileGameOf(row, entries[i]!) ?? []);
	const copy: FileCopyValue[] = [];
	for (const row of printed) {
		// Only values the app would use: a damaged row stays on this phone, as it stays out of scoring.
		const kind = row.id.slice(0, row.id.indexOf('.'));
		const module = gameOf(kind) ? await moduleOf(kind) : undefined;
		if (!module || checkPrintedValue(module.printed, row.id, row.value)) continue;
		copy.push({ id: row.id, value: row.value, updatedAt: row.updatedAt, ...(row.from ? { from: row.from } : {}) });
	}
	return { content: { games, copy }, leftOut: rows.length - games.length };
}

const isTime = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/**
 * A stored game as the file holds it: its log as stored, and of its summary row only what is not rebuilt from
 * the log (when it was made and last changed, its checklist, archived), each where the row still has it sound.
 * Null for a game the file cannot hold: of a game this app does not know, without a log, or with log rows whose
 * place, time or version are not numbers as the app writes them (they stay on this phone).
 */
function fileGameOf(row: GameRecord, rows: readonly EntryRecord[]): FileGame | null {
	const kind = gameOf(row.kind)?.meta.kind;
	if (!kind || !rows.length) return null;
	const game: FileGame = {
		id: row.id,
		kind,
		createdAt: isTime(row.createdAt) ? row.createdAt : rows[0]!.at,
		updatedAt: isTime(row.updatedAt) ? row.updatedAt : rows.at(-1)!.at,
		...(row.archived === true ? { archived: true } : {}),
		...(isChecklist(row.checklist) && row.checklist.length ? { checklist: row.checklist } : {}),
		// A damaged row without its entry has it as null in the file (JSON has no undefined).
		entries: rows.map((e) => ({ seq: e.seq, at: e.at, v: e.v ?? 1, entry: e.entry ?? null, ...identityOf(e) }))
	};
	return isFileGame(game) ? game : null;
}

/** A file name that says what is in it and when it was written: silk-ledger-2025-05-03-1405.json(.gz). */
export function fileName(holds: SilkLedgerFile['holds'], at: number, packed: boolean): string {
	const d = new Date(at);
	const two = (n: number) => String(n).padStart(2, '0');
	const stamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
	const what = holds === 'all' ? '' : `-${holds}`;
	return `silk-ledger${what}-${stamp}.json${packed ? '.gz' : ''}`;
}
