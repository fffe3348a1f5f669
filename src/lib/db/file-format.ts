/**
 * The Silk Ledger file: games and the copy of the game in one versioned JSON document (docs/data.md, "The
 * Silk Ledger file"). This module writes it and reads it back up to the point where each game's own rules
 * take over (import.ts): size, compression, JSON, format and version, checksum, and the shape of every row.
 * Anything wrong is a refusal with a reason; nothing here touches the database.
 */
import * as v from 'valibot';
import { refuse, type Refusal } from '$lib/engine/core/log.ts';
import { DEVICE_ID, entryKey } from '$lib/engine/core/merge.ts';
import { sha256 } from './canonical.ts';
import { compress, decompress, isGzip } from './compress.ts';

export const FILE_FORMAT = 'silk-ledger';
/** The version written now. Older versions are carried over by FILE_MIGRATIONS; newer ones are refused. */
export const FILE_VERSION = 2;

/** A file larger than this (as given, compressed or not) is refused before it is read. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** Unpacked JSON larger than this is refused (a small compressed file cannot unpack into gigabytes). */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;
export const MAX_GAMES = 2_000;
export const MAX_ENTRIES = 20_000;
export const MAX_COPY_VALUES = 5_000;

/**
 * One entry of a game's log as stored: its place, its time, the version of its game's entry shapes, the entry;
 * since version 2, the phone that made it and its clock when it has them (engine/core/merge.ts).
 */
export interface FileEntry {
	seq: number;
	at: number;
	v: number;
	entry: unknown;
	by?: string;
	lc?: number;
}

export interface FileGame {
	id: string;
	kind: string;
	createdAt: number;
	updatedAt: number;
	archived?: boolean;
	checklist?: string[];
	entries: FileEntry[];
}

export interface FileCopyValue {
	id: string;
	value: unknown;
	updatedAt: number;
	from?: { file: string; exportedAt: number; importedAt: number };
}

export interface FileContent {
	games: FileGame[];
	copy: FileCopyValue[];
}

export interface SilkLedgerFile {
	format: typeof FILE_FORMAT;
	version: number;
	exportedAt: number;
	/** What the player chose to save: every game and the copy, one game, or the copy of the game only. */
	holds: 'all' | 'game' | 'copy';
	content: FileContent;
	/** SHA-256 (hex) of JSON.stringify(content): a file changed or cut after it was written is refused. */
	sha256: string;
}

/** A change of the file's shape: a file of version `from` is brought to `from + 1` before it is read. */
export interface FileMigration {
	from: number;
	describe: string;
	migrate(file: Record<string, unknown>): Record<string, unknown>;
}

/** Each one is listed in docs/data.md and tested on a file of the old version (tests/unit/db-files/v<from>.json). */
export const FILE_MIGRATIONS: readonly FileMigration[] = [
	{
		from: 1,
		describe: 'Entries may carry the phone that made them and their clock (by, lc); a version-1 entry has neither and is read as before.',
		migrate: (file) => file
	}
];

const time = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Ids the app writes (UUIDs), and nothing that could be read as a path. */
const gameId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/));

const fileEntry = v.strictObject({
	seq: v.pipe(time, v.minValue(1)),
	at: time,
	v: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(999)),
	entry: v.unknown(),
	by: v.optional(v.pipe(v.string(), v.regex(DEVICE_ID))),
	lc: v.optional(v.pipe(time, v.minValue(1)))
});

const checklist = v.pipe(v.array(text(80)), v.maxLength(200));

const fileGame = v.strictObject({
	id: gameId,
	kind: text(40),
	createdAt: time,
	updatedAt: time,
	archived: v.optional(v.boolean()),
	checklist: v.optional(checklist),
	entries: v.pipe(
		v.array(fileEntry),
		v.minLength(1),
		v.maxLength(MAX_ENTRIES),
		v.check((entries) => entries.every((e, i) => e.seq === i + 1), 'seq'),
		// An entry is in a log once: no two with the same identity (merge.ts).
		v.check((entries) => new Set(entries.map(entryKey)).size === entries.length, 'duplicate')
	)
});

/** Whether a game as this phone would write it has the shape a file's game must have (export.ts leaves out one that does not). */
export const isFileGame = (game: unknown): game is FileGame => v.is(fileGame, game);
/** Whether a stored checklist can go into a file as it is. */
export const isChecklist = (x: unknown): x is string[] => v.is(checklist, x);

const copySource = v.strictObject({ file: text(120), exportedAt: time, importedAt: time });
const fileCopyValue = v.strictObject({ id: text(120), value: v.unknown(), updatedAt: time, from: v.optional(copySource) });

const fileContent = v.strictObject({
	games: v.pipe(
		v.array(fileGame),
		v.maxLength(MAX_GAMES),
		v.check((games) => new Set(games.map((g) => g.id)).size === games.length, 'duplicate')
	),
	copy: v.pipe(
		v.array(fileCopyValue),
		v.maxLength(MAX_COPY_VALUES),
		v.check((copy) => new Set(copy.map((c) => c.id)).size === copy.length, 'duplicate')
	)
});

const fileSchema = v.strictObject({
	format: v.literal(FILE_FORMAT),
	version: v.literal(FILE_VERSION),
	exportedAt: time,
	holds: v.picklist(['all', 'game', 'copy']),
	content: fileContent,
	sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
});

export { sha256 };

/** A file of this content, with its checksum. */
export async function makeFile(content: FileContent, holds: SilkLedgerFile['holds'], exportedAt: number): Promise<SilkLedgerFile> {
	return { format: FILE_FORMAT, version: FILE_VERSION, exportedAt, holds, content, sha256: await sha256(JSON.stringify(content)) };
}

/** The file as bytes: JSON, gzip-compressed when asked (a backup file of many games shrinks about tenfold). */
export async function fileBytes(file: SilkLedgerFile, packed: boolean): Promise<Uint8Array> {
	const json = new TextEncoder().encode(JSON.stringify(file));
	return packed ? compress(json) : json;
}

/** Where in the file the first problem is, by the file's own keys (documented in docs/data.md): "games 2 › entries 14 › at". */
function placeOf(issue: v.BaseIssue<unknown>): string {
	const keys = (issue.path ?? []).map((p) => p.key);
	return keys
		.map((k) => (typeof k === 'number' ? String(k + 1) : String(k).slice(0, 20)))
		.join(' › ')
		.replace(/ › (\d+)/g, ' $1');
}

/** The file's bytes as a checked Silk Ledger file, or why they are refused. Never throws. */
export async function readFile(bytes: Uint8Array): Promise<{ ok: true; file: SilkLedgerFile } | { ok: false; refusal: Refusal }> {
	if (bytes.length > MAX_FILE_BYTES) return { ok: false, refusal: refuse('file_too_large') };
	let json = bytes;
	if (isGzip(bytes)) {
		try {
			json = await decompress(bytes, MAX_JSON_BYTES);
		} catch (error) {
			return { ok: false, refusal: refuse(error instanceof RangeError ? 'file_too_large' : 'file_incomplete') };
		}
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
	} catch {
		return { ok: false, refusal: refuse('file_incomplete') };
	}
	return checkFile(parsed);
}

/** A parsed document as a Silk Ledger file of the current version, or why it is refused. */
export async function checkFile(
	parsed: unknown,
	migrations: readonly FileMigration[] = FILE_MIGRATIONS
): Promise<{ ok: true; file: SilkLedgerFile } | { ok: false; refusal: Refusal }> {
	const doc = parsed as Record<string, unknown> | null;
	if (typeof doc !== 'object' || doc === null || Array.isArray(doc) || doc.format !== FILE_FORMAT) return { ok: false, refusal: refuse('file_not_ours') };
	if (!Number.isSafeInteger(doc.version) || (doc.version as number) < 0) return { ok: false, refusal: refuse('file_not_ours') };
	if ((doc.version as number) > FILE_VERSION) return { ok: false, refusal: refuse('file_newer', { version: doc.version as number }) };
	// The checksum first, over the content as that version wrote it: a changed or cut file says so, whatever else broke.
	if (typeof doc.sha256 !== 'string' || typeof doc.content !== 'object' || doc.content === null) return { ok: false, refusal: refuse('file_incomplete') };
	if ((await sha256(JSON.stringify(doc.content))) !== doc.sha256) return { ok: false, refusal: refuse('file_changed') };
	let current: Record<string, unknown> = doc;
	for (let from = doc.version as number; from < FILE_VERSION; from++) {
		const step = migrations.find((m) => m.from === from);
		if (!step) return { ok: false, refusal: refuse('file_not_ours') };
		current = { ...step.migrate(structuredClone(current)), version: from + 1 };
	}
	if (current !== doc) current.sha256 = await sha256(JSON.stringify(current.content));
	const checked = v.safeParse(fileSchema, current);
	if (!checked.success) return { ok: false, refusal: refuse('file_bad_row', { place: placeOf(checked.issues[0]) }) };
	return { ok: true, file: checked.output };
}
