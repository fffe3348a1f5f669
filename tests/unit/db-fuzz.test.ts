/**
 * 400 mutated export files (bit flips, truncation, changed types and numbers, duplicated and reordered
 * entries, injected markup, keys removed), half of the content mutations re-signed as a hostile writer
 * would: every one is refused with the database exactly as it was, or imported exactly as the file says
 * (a game that cannot be read left out with its reason, a value of the copy that does not fit left out).
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import Dexie from 'dexie';
import { exportFile } from '../../src/lib/db/export.ts';
import { fileBytes, readFile, sha256, type FileEntry, type SilkLedgerFile } from '../../src/lib/db/file-format.ts';
import { entryKey, identityOf, mergeLogs } from '../../src/lib/engine/core/merge.ts';
import { canonical } from '../../src/lib/db/canonical.ts';
import { applyImport, planImport, type ImportPlan } from '../../src/lib/db/import.ts';
import { checkPrintedValue } from '../../src/lib/engine/core/printed.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { savePhoneValue } from '../../src/lib/db/copy.ts';
import { SilkLedgerDb, type GameRecord, type EntryRecord } from '../../src/lib/db/schema.ts';
import { marcoPolo2Printed } from '../../src/lib/engine/marco-polo-2/index.ts';
import { closeAll, dumpDb, openDb, storeFinishedGames } from './db-fixtures.ts';

let base: SilkLedgerFile;
let plain: Uint8Array;
let packed: Uint8Array;
/** The rows of a phone that holds the file's first game, as the app stored it: each run starts from a copy. */
let phoneRows: { games: GameRecord[]; entries: EntryRecord[] };

beforeAll(async () => {
	const phone = openDb();
	await storeFinishedGames(phone, 1, 2);
	phoneRows = { games: await phone.games.toArray(), entries: await phone.entries.toArray() };
	const db = openDb();
	await storeFinishedGames(db, 2, 2);
	await savePhoneValue(db, marcoPolo2Printed, 'marco-polo-2.coat-track.7', 12);
	base = (await exportFile(db, { games: 'all', copy: true }, 1_700_000_000_000)).file;
	plain = await fileBytes(base, false);
	packed = await fileBytes(base, true);
});
afterAll(closeAll);

type Path = (string | number)[];

/** Every place in a value: [path, value] for objects, lists and leaves alike. */
function places(root: unknown): [Path, unknown][] {
	const out: [Path, unknown][] = [];
	const walk = (x: unknown, path: Path) => {
		out.push([path, x]);
		if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) walk(v, [...path, Array.isArray(x) ? Number(k) : k]);
	};
	walk(root, []);
	return out;
}

function setAt(root: unknown, path: Path, value: unknown, remove = false) {
	let x = root as Record<string | number, unknown>;
	for (const k of path.slice(0, -1)) x = x[k] as Record<string | number, unknown>;
	const last = path.at(-1)!;
	if (remove) {
		if (Array.isArray(x)) x.splice(last as number, 1);
		else delete x[last];
	} else x[last] = value;
}

const odd = [null, true, 'x', '', -1, 0.5, 1e308, -0, 2 ** 53 + 1, [], {}, [1, 2], { type: 'undo' }, '9'.repeat(500)];

type Mutation =
	| { kind: 'flip'; packed: boolean; at: number; bit: number }
	| { kind: 'cut'; packed: boolean; at: number }
	| { kind: 'type' | 'number' | 'markup' | 'remove'; place: number; pick: number; resign: boolean }
	| { kind: 'duplicate' | 'reorder'; game: number; at: number; to: number; resign: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
	fc.record({ kind: fc.constant('flip' as const), packed: fc.boolean(), at: fc.nat(), bit: fc.nat(7) }),
	fc.record({ kind: fc.constant('cut' as const), packed: fc.boolean(), at: fc.nat() }),
	fc.record({
		kind: fc.constantFrom('type' as const, 'number' as const, 'markup' as const, 'remove' as const),
		place: fc.nat(),
		pick: fc.nat(),
		resign: fc.boolean()
	}),
	fc.record({ kind: fc.constantFrom('duplicate' as const, 'reorder' as const), game: fc.nat(1), at: fc.nat(), to: fc.nat(), resign: fc.boolean() })
);

async function mutate(m: Mutation): Promise<Uint8Array> {
	if (m.kind === 'flip' || m.kind === 'cut') {
		const bytes = new Uint8Array(m.packed ? packed : plain);
		if (m.kind === 'cut') return bytes.slice(0, m.at % bytes.length);
		bytes[m.at % bytes.length]! ^= 1 << m.bit;
		return bytes;
	}
	const file = structuredClone<SilkLedgerFile>(base);
	if (m.kind === 'duplicate' || m.kind === 'reorder') {
		const entries = file.content.games[m.game]!.entries;
		const at = m.at % entries.length;
		const to = m.to % entries.length;
		if (m.kind === 'duplicate') entries.splice(to, 0, structuredClone(entries[at]!));
		else [entries[at], entries[to]] = [entries[to]!, entries[at]!];
	} else {
		const c = m as Extract<Mutation, { place: number }>;
		const all = places(file.content).filter(([path]) => path.length > 0);
		const numbers = all.filter(([, v]) => typeof v === 'number');
		const strings = all.filter(([, v]) => typeof v === 'string');
		const pool = c.kind === 'number' ? numbers : c.kind === 'markup' ? strings : all;
		const [path, value] = pool[c.place % pool.length]!;
		const changed =
			c.kind === 'number'
				? [(value as number) + 1, (value as number) - 1, -(value as number), 1e308, 0.5, 2 ** 53, 0][c.pick % 7]
				: c.kind === 'markup'
					? `${value as string}<script>alert(1)</script>`.slice(c.pick % 2 ? 0 : -30)
					: odd[c.pick % odd.length];
		setAt(file.content, path, changed, c.kind === 'remove');
	}
	const signed = m.resign ? await sha256(JSON.stringify(file.content)) : file.sha256;
	return new TextEncoder().encode(JSON.stringify({ ...file, sha256: signed }));
}

/** The rows of one game as the file gives them. */
const rowsOf = (db: SilkLedgerDb, id: string) => db.entries.where('gameId').equals(id).sortBy('seq');

it('400 mutated files are each refused with the database as it was, or imported exactly', async () => {
	let refused = 0;
	let imported = 0;
	await fc.assert(
		fc.asyncProperty(mutation, async (m) => {
			const db = new SilkLedgerDb(`fuzz-${Math.random().toString(36).slice(2)}`);
			try {
				// The phone already has the first game of the file, so merging is tried too.
				await db.transaction('rw', db.games, db.entries, async () => {
					await db.games.bulkAdd(structuredClone(phoneRows.games));
					await db.entries.bulkAdd(structuredClone(phoneRows.entries));
				});
				const before = await dumpDb(db);
				const phoneFirst = await rowsOf(db, 'game-0');
				const read = await readFile(await mutate(m));
				const planned = read.ok ? await planImport(db, read.file, 'fuzz.json', 1) : read;
				const applied = planned.ok ? await applyImport(db, planned.plan) : planned;
				if (!applied.ok) {
					refused++;
					expect(await dumpDb(db)).toBe(before);
					return;
				}
				imported++;
				const { file, plan } = { file: (read as { file: SilkLedgerFile }).file, plan: (planned as { plan: ImportPlan }).plan };
				for (const [i, game] of file.content.games.entries()) {
					const rowOf = ({ seq, at, v, entry, by, lc }: FileEntry) => ({ seq, at, v: v ?? 1, entry, ...identityOf({ by, lc }) });
					const stored = (await rowsOf(db, game.id)).map((e) => rowOf(e as FileEntry));
					const phone = game.id === 'game-0' ? phoneFirst.map((e) => rowOf(e as FileEntry)) : [];
					// A game that cannot be read is left out, with its reason: the phone's rows of it as they were.
					if (plan.games[i]!.action === 'left-out') {
						expect(plan.games[i]!.reason).toBeDefined();
						expect(canonical(stored)).toBe(canonical(phone));
						continue;
					}
					const wanted = game.entries.map(rowOf);
					// The phone's log and the file's merged: every entry of both once, in the merged order.
					expect(new Set(stored.map(entryKey))).toEqual(new Set([...phone, ...wanted].map(entryKey)));
					expect(stored.map((e, i) => e.seq === i + 1).every(Boolean)).toBe(true);
					expect(canonical(stored)).toBe(canonical(mergeLogs(phone, wanted)));
					const row = (await db.games.get(game.id))!;
					expect(row.kind).toBe(game.kind);
					if (game.id !== 'game-0')
						expect([row.createdAt, row.updatedAt, row.checklist, row.archived]).toEqual([game.createdAt, game.updatedAt, game.checklist, game.archived]);
				}
				// A value of the copy is imported when it fits its printed value, else left out and counted.
				let leftOut = 0;
				for (const value of file.content.copy) {
					const row = await db.printed.get(value.id);
					const module = await moduleOf(value.id.split('.')[0]!);
					const bad = module ? checkPrintedValue(module.printed, value.id, value.value) : { key: 'unknown' };
					if (!bad) expect(canonical(row?.value)).toBe(canonical(value.value));
					else if (bad.key !== 'refusal_printed_value_built_in') leftOut++;
				}
				expect(plan.copy.leftOut).toBe(leftOut);
			} finally {
				db.close();
				await Dexie.delete(db.name);
			}
		}),
		{ numRuns: 400, seed: 20250503 }
	);
	// Both outcomes happen: the file's checks are not simply refusing everything.
	expect(refused).toBeGreaterThan(100);
	expect(imported).toBeGreaterThan(10);
}, 240_000);
