/**
 * A file the app wrote is always one it can read (docs/data.md, "The Silk Ledger file"): names are text, whatever
 * they hold; a damaged entry travels as damaged; a game whose summary row is damaged is written from its log; one
 * game or value that cannot be read is left out with its reason and the rest of the file is imported.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { exportFile } from '../../src/lib/db/export.ts';
import { fileBytes } from '../../src/lib/db/file-format.ts';
import { openGame } from '../../src/lib/db/games.ts';
import { listGames } from '../../src/lib/db/list.ts';
import { loadRememberedPlayers } from '../../src/lib/db/players.ts';
import type { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { replay } from '../../src/lib/engine/core/replay.ts';
import { closeAll, importBytes, openDb, resign, storeFinishedGames, storeLog, storeNamed } from './db-fixtures.ts';
import { finishedGameLog as mervFinishedGameLog, play as playMerv } from './merv/fixtures.ts';

afterEach(closeAll);

/** A game as this phone opens it: its summary, its state, and the entries it could not read. */
async function opened(db: SilkLedgerDb, id: string) {
	const game = await openGame(db, id);
	if (!('record' in game)) throw new Error(`game ${id} does not open`);
	return { record: game.record, state: replay(game.module.rules, game.log), damaged: game.damaged };
}

/** Every game of one phone sent to a fresh one, as the data screen sends and opens a file. */
async function sendAll(from: SilkLedgerDb) {
	const { file, leftOut } = await exportFile(from, { games: 'all', copy: true }, 4_000_000);
	const to = openDb();
	const result = await importBytes(to, await fileBytes(file, true), 'all.json.gz');
	if (!result.ok) throw new Error(`refused: ${result.refusal.key}`);
	return { to, file, leftOut, plan: result.plan };
}

describe('names are text: a name with markup in it travels like any other', () => {
	it('a player named "<script>…" and a place named "<img …>" are written to the file and read back as written', async () => {
		const db = openDb();
		await storeNamed(db, ['<script>f()</script>', 'a<b'], 'markup');
		await db.printed.put({ id: 'marco-polo-2.place.img', value: { name: '<img src=x onerror=f()>', oasis: false }, updatedAt: 1 });
		const { to, plan } = await sendAll(db);
		expect(plan.games.map((g) => [g.action, g.players])).toEqual([['add', ['<script>f()</script>', 'a<b']]]);
		expect((await to.printed.get('marco-polo-2.place.img'))?.value).toEqual({ name: '<img src=x onerror=f()>', oasis: false });
		expect(await opened(to, 'markup')).toEqual(await opened(db, 'markup'));
		expect(await loadRememberedPlayers(to)).toEqual([
			{ name: '<script>f()</script>', colour: 'blue' },
			{ name: 'a<b', colour: 'yellow' }
		]);
	});
});

describe('one damaged entry does not sink the file', () => {
	it('damaged entries and entries of a newer version are written as stored, read back as damaged, with no effect, as on the phone', async () => {
		const db = openDb();
		await storeFinishedGames(db, 2, 2);
		// Entry 4 of the first game no longer fits its schema (a seat by name); entry 6 was written by a newer app.
		await db.entries.update(['game-0', 4], { entry: { type: 'character.chosen', player: 'Ada', character: 'gantulga-od' } });
		await db.entries.update(['game-0', 6], { v: 7 });
		const before = await opened(db, 'game-0');
		expect(before.damaged.map((d) => d.seq)).toEqual([4, 6]);
		const { to, file, plan } = await sendAll(db);
		expect(file.content.games[0]!.entries[3]!.entry).toEqual({ type: 'character.chosen', player: 'Ada', character: 'gantulga-od' });
		expect(file.content.games[0]!.entries[5]!.v).toBe(7);
		expect(plan.games.map((g) => [g.id, g.action, g.damaged, g.newer])).toEqual([
			['game-0', 'add', 2, 1],
			['game-1', 'add', 0, 0]
		]);
		// The same state and the same entries without effect; the summary is the log's (the phone's was written before the damage).
		const after = await opened(to, 'game-0');
		expect([after.state, after.damaged]).toEqual([before.state, before.damaged]);
		expect(after.record.phase).toBe(before.state.phase);
		expect(await opened(to, 'game-1')).toEqual(await opened(db, 'game-1'));
		// Kept as written: a later app that reads entry 6 finds it as it was.
		expect(await to.entries.get(['game-0', 6])).toEqual(await db.entries.get(['game-0', 6]));
	});

	it('a game that cannot be read is left out with its reason; the file’s other games and the copy are imported', async () => {
		const db = openDb();
		await storeFinishedGames(db, 3, 2);
		await db.printed.put({ id: 'marco-polo-2.coat-track.7', value: 12, updatedAt: 1 });
		const { file } = await exportFile(db, { games: 'all', copy: true });
		const [first, second, third] = structuredClone(file.content.games);
		first!.kind = 'chess';
		(second!.entries[0]!.entry as { players: unknown }).players = 7;
		const content = { games: [first!, second!, third!], copy: [...file.content.copy, { id: 'marco-polo-2.coat-track.8', value: -1, updatedAt: 1 }] };
		const target = openDb();
		const result = await importBytes(target, await resign({ ...file, content }));
		if (!result.ok) throw new Error(result.refusal.key);
		expect(result.plan.games.map((g) => [g.action, g.reason])).toEqual([
			['left-out', { key: 'refusal_unknown_game', params: { kind: 'chess' } }],
			['left-out', { key: 'file_game_not_started', because: { key: 'refusal_damaged_entry', because: { key: 'voyages_refusal_malformed' } } }],
			['add', undefined]
		]);
		expect(result.plan.copy).toMatchObject({ add: 1, leftOut: 1 });
		expect((await listGames(target)).map((g) => g.id)).toEqual(['game-2']);
		expect(await opened(target, 'game-2')).toEqual(await opened(db, 'game-2'));
		expect(await target.printed.count()).toBe(1);
	});
});

describe('a game whose summary row is damaged is still written: its log is the truth', () => {
	it('the summary is rebuilt from the log on the phone that opens the file; only a game this app does not know stays behind', async () => {
		const db = openDb();
		await storeLog(db, 'merv', playMerv(mervFinishedGameLog().map((e) => e.entry)).log, 'merv-1');
		await storeFinishedGames(db, 1, 2);
		const sound = await opened(db, 'merv-1');
		await db.games.update('merv-1', { phase: 'no-such-phase', players: 7 as unknown as string[], createdAt: -1, checklist: 'x' as unknown as string[] });
		await db.games.update('game-0', { updatedAt: 'soon' as unknown as number, archived: true });
		await db.games.put({ id: 'chess-1', kind: 'chess', createdAt: 1, updatedAt: 1, phase: 'new', players: ['X'], seed: 'S', winners: [] });
		await db.entries.put({ gameId: 'chess-1', seq: 1, at: 1, entry: { type: 'game.created' } });
		expect((await listGames(db)).filter((g) => 'damaged' in g).map((g) => g.id)).toEqual(['merv-1', 'chess-1', 'game-0']);

		const { to, file, leftOut } = await sendAll(db);
		expect(leftOut).toBe(1);
		const [game0, merv] = [file.content.games.find((g) => g.id === 'game-0')!, file.content.games.find((g) => g.id === 'merv-1')!];
		// When it was made and last changed: from its log where the row's own are damaged.
		expect([merv.createdAt, merv.checklist]).toEqual([0, undefined]);
		expect([game0.updatedAt, game0.archived]).toEqual([game0.entries.at(-1)!.at, true]);
		const rebuilt = await opened(to, 'merv-1');
		expect(rebuilt.state).toEqual(sound.state);
		expect(rebuilt.record).toMatchObject({ phase: sound.record.phase, players: ['Ana', 'Boris', 'Chen'], winners: sound.record.winners });
		expect((await listGames(to)).every((g) => !('damaged' in g))).toBe(true);
	});

	it('a longer log of a game whose summary is damaged on this phone extends it, and the summary is sound again', async () => {
		const db = openDb();
		await storeFinishedGames(db, 1, 2);
		const { file } = await exportFile(db, { games: 'all', copy: false });
		const other = openDb();
		const full = file.content.games[0]!;
		const start = { ...file, content: { games: [{ ...full, entries: full.entries.slice(0, 10) }], copy: [] } };
		expect((await importBytes(other, await resign(start))).ok).toBe(true);
		await other.games.update('game-0', { checklist: 5 as unknown as string[], createdAt: 'x' as unknown as number, phase: 'no-such-phase' });
		const result = await importBytes(other, await fileBytes(file, false));
		expect(result.ok && result.plan.games.map((g) => g.action)).toEqual(['extend']);
		expect(await listGames(other)).toEqual(await listGames(db));
	});
});
