/**
 * The Silk Ledger file: a round trip of every game kind and the copy of the game, merging by entry identity,
 * and files refused with their reason, the database left as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openGame } from '../../src/lib/db/games.ts';
import { exportFile, fileName } from '../../src/lib/db/export.ts';
import { FILE_MIGRATIONS, FILE_VERSION, checkFile, fileBytes, makeFile, readFile, sha256, type SilkLedgerFile } from '../../src/lib/db/file-format.ts';
import { applyImport, planImport } from '../../src/lib/db/import.ts';
import { listGames } from '../../src/lib/db/list.ts';
import { savePhoneValue } from '../../src/lib/db/copy.ts';
import type { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { replay } from '../../src/lib/engine/core/replay.ts';
import { marcoPolo2Printed } from '../../src/lib/engine/marco-polo-2/index.ts';
import { voyagesPrinted } from '../../src/lib/engine/voyages/index.ts';
import { closeAll, dumpDb, importBytes, openDb, resign, storeFinishedGames, storeLog } from './db-fixtures.ts';
import { finishedGameLog as mervFinishedGameLog, play as playMerv } from './merv/fixtures.ts';

afterEach(closeAll);

async function stateOf(db: SilkLedgerDb, id: string) {
	const opened = await openGame(db, id);
	if (!('record' in opened)) throw new Error(`game ${id} does not open`);
	return { record: opened.record, state: replay(opened.module.rules, opened.log), damaged: opened.damaged };
}

/** A phone with a finished game of each kind and values in the copy of each game. */
async function phoneWithGames() {
	const db = openDb();
	const ids = await storeFinishedGames(db, 2);
	expect(await savePhoneValue(db, marcoPolo2Printed, 'marco-polo-2.coat-track.7', 12)).toBeNull();
	expect(await savePhoneValue(db, voyagesPrinted, 'voyages.travel-cost.4', 11)).toBeNull();
	return { db, ids };
}

describe('round trip', () => {
	it('every game kind and the copy of the game come back identical, compressed or not', async () => {
		const { db, ids } = await phoneWithGames();
		const { file, leftOut } = await exportFile(db, { games: 'all', copy: true }, 4_000_000);
		expect(leftOut).toBe(0);
		expect(file.content.games.map((g) => g.kind)).toEqual(['marco-polo-2', 'voyages']);
		for (const packed of [false, true]) {
			const other = openDb();
			const result = await importBytes(other, await fileBytes(file, packed), 'all.json');
			expect(result.ok).toBe(true);
			if (!result.ok) return;
			expect(result.plan.games.map((g) => g.action)).toEqual(['add', 'add']);
			expect(result.plan.copy).toEqual({ add: 2, replace: 0, same: 0, builtIn: 0, leftOut: 0 });
			for (const id of ids) expect(await stateOf(other, id)).toEqual(await stateOf(db, id));
			expect(await listGames(other)).toEqual(await listGames(db));
			const again = await exportFile(other, { games: 'all', copy: true }, 4_000_000);
			expect(again.file.content.games).toEqual(file.content.games);
			// The copy's values say which file they came from.
			expect(again.file.content.copy.map((c) => [c.id, c.value, c.from?.file])).toEqual([
				['marco-polo-2.coat-track.7', 12, 'all.json'],
				['voyages.travel-cost.4', 11, 'all.json']
			]);
		}
	});

	it('a finished Merv game comes back identical too, merged not doubled when opened twice', async () => {
		const db = openDb();
		await storeLog(db, 'merv', playMerv(mervFinishedGameLog().map((e) => e.entry)).log, 'merv-1');
		const { file } = await exportFile(db, { games: 'all', copy: false });
		expect(file.content.games.map((g) => g.kind)).toEqual(['merv']);
		const other = openDb();
		for (const action of ['add', 'same']) {
			const result = await importBytes(other, await fileBytes(file, true), 'merv.json.gz');
			expect(result.ok && result.plan.games.map((g) => g.action)).toEqual([action]);
		}
		expect(await stateOf(other, 'merv-1')).toEqual(await stateOf(db, 'merv-1'));
		expect(await other.entries.count()).toBe(await db.entries.count());
	});

	it('one game, or the copy of the game alone', async () => {
		const { db, ids } = await phoneWithGames();
		const one = await exportFile(db, { games: [ids[1]!], copy: false });
		expect(one.file.holds).toBe('game');
		expect(one.file.content.games.map((g) => g.id)).toEqual([ids[1]]);
		expect(one.file.content.copy).toEqual([]);
		const copy = await exportFile(db, { games: [], copy: true });
		expect(copy.file.holds).toBe('copy');
		expect(copy.file.content.games).toEqual([]);
		const other = openDb();
		expect((await importBytes(other, await fileBytes(copy.file, true), 'our-copy.json.gz')).ok).toBe(true);
		const rows = await other.printed.toArray();
		expect(rows.map((r) => [r.id, r.from?.file, r.from?.exportedAt])).toEqual([
			['marco-polo-2.coat-track.7', 'our-copy.json.gz', copy.file.exportedAt],
			['voyages.travel-cost.4', 'our-copy.json.gz', copy.file.exportedAt]
		]);
	});

	it('a value already there is kept or replaced, a value now built in is left out and counted', async () => {
		const { db } = await phoneWithGames();
		const { file } = await exportFile(db, { games: [], copy: true });
		const other = openDb();
		await savePhoneValue(other, marcoPolo2Printed, 'marco-polo-2.coat-track.7', 13);
		await savePhoneValue(other, voyagesPrinted, 'voyages.travel-cost.4', 11);
		const content = structuredClone(file.content);
		content.copy.push({ id: 'marco-polo-2.coat-track.9', value: 20, updatedAt: 1 });
		const read = await checkFile(JSON.parse(new TextDecoder().decode(await resign({ ...file, content }))));
		if (!read.ok) throw new Error(read.refusal.key);
		const planned = await planImport(other, read.file, 'x.json');
		expect(planned.ok && planned.plan.copy).toEqual({ add: 0, replace: 1, same: 1, builtIn: 1, leftOut: 0 });
	});

	it('file names say what the file holds and when', () => {
		const at = new Date(2025, 4, 3, 14, 5).getTime();
		expect(fileName('all', at, true)).toBe('silk-ledger-2025-05-03-1405.json.gz');
		expect(fileName('game', at, false)).toBe('silk-ledger-game-2025-05-03-1405.json');
	});
});

describe('a game already on the phone is merged by entry identity', () => {
	it('the same file twice adds nothing the second time', async () => {
		const { db } = await phoneWithGames();
		const { file } = await exportFile(db, { games: 'all', copy: true });
		const other = openDb();
		const bytes = await fileBytes(file, false);
		await importBytes(other, bytes);
		const before = await dumpDb(other);
		const second = await importBytes(other, bytes);
		expect(second.ok && second.plan.games.map((g) => [g.action, g.writes])).toEqual([
			['same', 0],
			['same', 0]
		]);
		expect(second.ok && second.plan.copy).toEqual({ add: 0, replace: 0, same: 2, builtIn: 0, leftOut: 0 });
		expect(await dumpDb(other)).toBe(before);
	});

	it('a longer log of the same game adds only the entries after those the phone has; a log continued elsewhere is merged', async () => {
		const { db, ids } = await phoneWithGames();
		const { file } = await exportFile(db, { games: [ids[0]!], copy: false });
		const full = file.content.games[0]!;
		const other = openDb();
		// The other phone has the first 10 entries of the game (it was sent before the game went on).
		const start = { ...file, content: { games: [{ ...full, entries: full.entries.slice(0, 10) }], copy: [] } };
		expect((await importBytes(other, await resign(start))).ok).toBe(true);
		const extended = await importBytes(other, await fileBytes(file, false));
		expect(extended.ok && extended.plan.games.map((g) => [g.action, g.writes])).toEqual([['extend', full.entries.length - 10]]);
		expect(await stateOf(other, ids[0]!)).toEqual(await stateOf(db, ids[0]!));
		expect(await other.entries.count()).toBe(full.entries.length);

		// The log as another phone went on with it: its entry 5 was made at another moment, so it is another entry,
		// merged in after this phone's entry 5 (the same clock, a later time); nothing of this phone's is lost.
		const changed = structuredClone(full);
		changed.entries[4]!.at += 1;
		const merged = await importBytes(other, await resign({ ...file, content: { games: [changed], copy: [] } }));
		expect(merged.ok && merged.plan.games.map((g) => [g.action, g.added, g.differsAt])).toEqual([['merge', 1, 6]]);
		const ats = (await other.entries.where('gameId').equals(ids[0]!).sortBy('seq')).map((e) => e.at);
		expect(ats).toEqual([...full.entries.slice(0, 5).map((e) => e.at), changed.entries[4]!.at, ...full.entries.slice(5).map((e) => e.at)]);
	});

	it('a plan made before the phone changed is not written', async () => {
		const { db, ids } = await phoneWithGames();
		const { file } = await exportFile(db, { games: [ids[0]!], copy: false });
		const other = openDb();
		const read = await readFile(await fileBytes(file, false));
		if (!read.ok) throw new Error();
		const planned = await planImport(other, read.file, 'x');
		if (!planned.ok) throw new Error();
		await storeFinishedGames(other, 1);
		const before = await dumpDb(other);
		expect(await applyImport(other, planned.plan)).toEqual({ ok: false, refusal: { key: 'import_changed' } });
		expect(await dumpDb(other)).toBe(before);
	});
});

describe('bad or hostile files are refused with their reason, the database as it was', () => {
	const cases: [string, (file: SilkLedgerFile) => Promise<Uint8Array> | Uint8Array, string][] = [
		['not JSON', () => new TextEncoder().encode('hello'), 'file_incomplete'],
		['cut short', async (f) => (await fileBytes(f, false)).slice(0, 300), 'file_incomplete'],
		['cut short, compressed', async (f) => (await fileBytes(f, true)).slice(0, 300), 'file_incomplete'],
		['another program’s JSON', () => new TextEncoder().encode('{"rows":[]}'), 'file_not_ours'],
		['a newer version', (f) => new TextEncoder().encode(JSON.stringify({ ...f, version: FILE_VERSION + 1 })), 'file_newer'],
		[
			'a number changed after it was written',
			(f) => new TextEncoder().encode(JSON.stringify(f).replace(`"createdAt":${f.content.games[0]!.createdAt}`, '"createdAt":7')),
			'file_changed'
		],
		['a huge number', (f) => resign({ ...f, content: { ...f.content, games: [{ ...f.content.games[0]!, createdAt: 1e300 }] } }), 'file_bad_row'],
		[
			'a duplicated entry',
			(f) => {
				const g = structuredClone(f.content.games[0]!);
				g.entries.splice(3, 0, g.entries[3]!);
				return resign({ ...f, content: { ...f.content, games: [g] } });
			},
			'file_bad_row'
		],
		[
			'entries out of order',
			(f) => {
				const g = structuredClone(f.content.games[0]!);
				[g.entries[2], g.entries[3]] = [g.entries[3]!, g.entries[2]!];
				return resign({ ...f, content: { ...f.content, games: [g] } });
			},
			'file_bad_row'
		],
		['the same game twice', (f) => resign({ ...f, content: { ...f.content, games: [f.content.games[0]!, f.content.games[0]!] } }), 'file_bad_row']
	];
	for (const [what, make, key] of cases)
		it(what, async () => {
			const { db } = await phoneWithGames();
			const { file } = await exportFile(db, { games: 'all', copy: true });
			const target = openDb();
			await storeFinishedGames(target, 1);
			const before = await dumpDb(target);
			const result = await importBytes(target, await make(file));
			expect(result.ok ? 'imported' : result.refusal.key).toBe(key);
			expect(await dumpDb(target)).toBe(before);
		});
});

describe('file versions', () => {
	it('a file written by the first version still reads, and gives the same game (golden file)', async () => {
		const bytes = new Uint8Array(readFileSync(new URL('./db-files/v1-finished-game.json', import.meta.url)));
		const db = openDb();
		const result = await importBytes(db, bytes);
		expect(result.ok).toBe(true);
		const [game] = await listGames(db);
		expect(game).toMatchObject({ kind: 'marco-polo-2', phase: 'finished', players: ['Ada', 'Boris'] });
		expect(game && 'winners' in game && game.winners.length).toBe(1);
	});

	it('every migration of an older file version is tested on a file of that version', async () => {
		for (const migration of FILE_MIGRATIONS) {
			const bytes = new Uint8Array(readFileSync(new URL(`./db-files/v${migration.from}.json`, import.meta.url)));
			expect((await readFile(bytes)).ok, migration.describe).toBe(true);
		}
	});

	it('the migration steps run in order on an older file, the checksum checked as that version wrote it', async () => {
		const content = { games: [], copy: [] };
		const old = { format: 'silk-ledger', version: 0, exportedAt: 1, holds: 'copy', payload: content, content, sha256: await sha256(JSON.stringify(content)) };
		const migrations = [
			{ from: 0, describe: 'payload was called content', migrate: ({ payload: _, ...rest }: Record<string, unknown>) => rest },
			...FILE_MIGRATIONS
		];
		expect((await checkFile(old, migrations)).ok).toBe(true);
		expect(await checkFile(old)).toEqual({ ok: false, refusal: { key: 'file_not_ours' } });
	});

	it('a file is JSON with its format, version and checksum at the top', async () => {
		const file = await makeFile({ games: [], copy: [] }, 'copy', 3);
		expect(Object.keys(file)).toEqual(['format', 'version', 'exportedAt', 'holds', 'content', 'sha256']);
		expect(file.sha256).toBe(await sha256('{"games":[],"copy":[]}'));
	});
});
