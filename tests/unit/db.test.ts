import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { appendEntry, createGame, openGame } from '../../src/lib/db/games.ts';
import { storedLog } from './db-fixtures.ts';
import { listGames } from '../../src/lib/db/list.ts';
import { loadPhoneCopy, savePhoneValue } from '../../src/lib/db/copy.ts';
import { marcoPolo2Printed } from '../../src/lib/engine/marco-polo-2/index.ts';
import { voyagesPrinted } from '../../src/lib/engine/voyages/index.ts';

// The phone's copy of each game, as the screens read and write it.
const setPrintedValue = (db: SilkLedgerDb, id: string, value: unknown) => savePhoneValue(db, marcoPolo2Printed, id, value);
const setVoyagesPrintedValue = (db: SilkLedgerDb, id: string, value: unknown) => savePhoneValue(db, voyagesPrinted, id, value);
const loadVoyagesCopy = (db: SilkLedgerDb) => loadPhoneCopy(db, 'voyages', voyagesPrinted);
/** Marco Polo II's copy: its values, and the goal cards described (ids 'g1', …) in the order described. */
async function loadCopy(db: SilkLedgerDb) {
	const { values } = await loadPhoneCopy(db, 'marco-polo-2', marcoPolo2Printed);
	const prefix = 'marco-polo-2.goal-card.';
	const goalCards = Object.keys(values)
		.filter((id) => id.startsWith(prefix))
		.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
		.map((id) => ({ id: id.slice(prefix.length), ...(values[id] as object) }));
	return { values: Object.fromEntries(Object.entries(values).filter(([id]) => !id.startsWith(prefix))), goalCards };
}
const saveGoalCard = (db: SilkLedgerDb, { id, ...card }: { id: string; seals: string[]; coats: number; points: Record<string, number> }) =>
	setPrintedValue(db, `marco-polo-2.goal-card.${id}`, card);
import { loadDraft, saveDraft } from '../../src/lib/db/drafts.ts';

let n = 0;
const names: string[] = [];
function freshName() {
	const name = `test-${n++}`;
	names.push(name);
	return name;
}
const opened: Dexie[] = [];
/** A fresh database for one test, closed and deleted after it. */
function openDb(): SilkLedgerDb {
	const db = new SilkLedgerDb(freshName());
	opened.push(db);
	return db;
}
afterEach(async () => {
	for (const db of opened.splice(0)) db.close();
	for (const name of names.splice(0)) await Dexie.delete(name);
});

const created = {
	type: 'game.created' as const,
	players: [
		{ name: 'Anna', colour: 'red' as const },
		{ name: 'Boris', colour: 'blue' as const }
	],
	seed: 'DB1'
};

describe('games in IndexedDB', () => {
	it('stores a game and its entries; a refused entry writes nothing', async () => {
		const db = openDb();
		const game = await createGame(db, 'marco-polo-2', created, 1000);
		expect(game.ok).toBe(true);
		if (!game.ok) return;
		const ok = await appendEntry(db, game.id, { type: 'firstPlayer.set', player: 1, drawn: false }, 2000);
		expect(ok.ok).toBe(true);
		const before = await storedLog(db, game.id);
		const refused = await appendEntry(db, game.id, { type: 'character.chosen', player: 0, character: 'de-wu' }, 3000);
		expect(refused).toEqual({ ok: false, refusal: { key: 'refusal_wrong_phase' } });
		expect(await storedLog(db, game.id)).toEqual(before);
		expect(before.map((e) => e.seq)).toEqual([1, 2]);
		const [record] = await listGames(db);
		expect(record).toMatchObject({ id: game.id, phase: 'characters', players: ['Anna', 'Boris'], seed: 'DB1', updatedAt: 2000 });
	});

	it('a refused first entry creates no game', async () => {
		const db = openDb();
		const result = await createGame(db, 'marco-polo-2', { ...created, players: [{ name: 'Solo', colour: 'red' }] });
		expect(result).toEqual({ ok: false, refusal: { key: 'refusal_player_count', params: { min: 2, max: 4 } } });
		expect(await db.games.count()).toBe(0);
		expect(await db.entries.count()).toBe(0);
	});

	it('undo is appended, never deletes', async () => {
		const db = openDb();
		const game = await createGame(db, 'marco-polo-2', created);
		if (!game.ok) throw new Error('not created');
		await appendEntry(db, game.id, { type: 'firstPlayer.set', player: 0, drawn: false });
		const undone = await appendEntry(db, game.id, { type: 'undo' });
		expect(undone.ok && undone.state.phase).toBe('first-player');
		expect((await storedLog(db, game.id)).map((e) => e.entry.type)).toEqual(['game.created', 'firstPlayer.set', 'undo']);
	});

	it('newest game first on the home screen', async () => {
		const db = openDb();
		const a = await createGame(db, 'marco-polo-2', created, 1000);
		const b = await createGame(db, 'marco-polo-2', { ...created, seed: 'DB2' }, 2000);
		if (!a.ok || !b.ok) throw new Error('not created');
		expect((await listGames(db)).map((g) => g.id)).toEqual([b.id, a.id]);
		await appendEntry(db, a.id, { type: 'firstPlayer.set', player: 0, drawn: false }, 3000);
		expect((await listGames(db)).map((g) => g.id)).toEqual([a.id, b.id]);
	});
});

describe('damaged rows stay contained', () => {
	it('a damaged summary row is listed as damaged, with what is wrong; the other games as usual', async () => {
		const db = openDb();
		const good = await createGame(db, 'marco-polo-2', created, 1000);
		if (!good.ok) throw new Error('not created');
		const row = { kind: 'marco-polo-2', createdAt: 1, phase: 'playing', players: ['A', 'B'], seed: 'S', winners: [] };
		await db.games.bulkPut([
			{ ...row, id: 'no-players', updatedAt: 3, players: undefined as unknown as string[] },
			{ ...row, id: 'chess', updatedAt: 4, kind: 'chess' },
			{ ...row, id: 'no-such-phase', updatedAt: 5, phase: 'dancing' },
			{ ...row, id: 'huge-name', updatedAt: 6, players: ['x'.repeat(100)] },
			{ ...row, id: 'no-time', updatedAt: 'soon' as unknown as number }
		]);
		const listed = await listGames(db);
		expect(listed.map((g) => ('damaged' in g ? [g.id, g.damaged] : [g.id, g.phase]))).toEqual([
			[good.id, 'first-player'],
			['huge-name', { key: 'refusal_damaged_summary', params: { part: 'players' } }],
			['no-such-phase', { key: 'refusal_damaged_summary', params: { part: 'phase' } }],
			['chess', { key: 'refusal_unknown_game', params: { kind: 'chess' } }],
			['no-players', { key: 'refusal_damaged_summary', params: { part: 'players' } }],
			['no-time', { key: 'refusal_damaged_summary', params: { part: 'updatedAt' } }]
		]);
	});

	it('a stored entry that no longer fits is kept as damaged, with no effect, and the game still opens', async () => {
		const db = openDb();
		const game = await createGame(db, 'marco-polo-2', created, 1000);
		if (!game.ok) throw new Error('not created');
		await db.entries.bulkAdd([
			{ gameId: game.id, seq: 2, at: 2, entry: { type: 'firstPlayer.set', player: 'Anna' } },
			{ gameId: game.id, seq: 3, at: 3, entry: { type: 'firstPlayer.set', player: 1, drawn: false }, v: 99 },
			{ gameId: game.id, seq: 4, at: 4, entry: { type: 'firstPlayer.set', player: 1, drawn: false } }
		]);
		const opened = await openGame(db, game.id);
		if (!('record' in opened)) throw new Error('not opened');
		expect(opened.damaged).toEqual([
			{ seq: 2, refusal: { key: 'refusal_damaged_entry', because: { key: 'refusal_unknown_entry' } } },
			{ seq: 3, refusal: { key: 'refusal_entry_not_carried_over' } }
		]);
		expect(opened.log.map((s) => s.seq)).toEqual([1, 2, 3, 4]);
		const next = await appendEntry(db, game.id, { type: 'characters.mode', mode: 'free' });
		expect(next.ok && next.state.phase).toBe('characters');
	});
});

describe('copy of the game', () => {
	it('keeps values the player gives; built-in values cannot be overwritten', async () => {
		const db = openDb();
		expect(await setPrintedValue(db, 'marco-polo-2.coat-track.7', 12)).toBeNull();
		expect(await setPrintedValue(db, 'marco-polo-2.coat-track.9', 20)).toEqual({ key: 'refusal_printed_value_built_in' });
		expect(await setPrintedValue(db, 'marco-polo-2.coat-track.5', -1)).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		expect(await setPrintedValue(db, 'marco-polo-2.guild-upgrade-cost.farmers', { coins: 3, pepper: 1 })).toBeNull();
		expect(await setPrintedValue(db, 'nothing', 1)).toEqual({ key: 'refusal_no_such_printed_value' });
		expect((await loadCopy(db)).values).toEqual({ 'marco-polo-2.coat-track.7': 12, 'marco-polo-2.guild-upgrade-cost.farmers': { coins: 3, pepper: 1 } });
		expect(await setPrintedValue(db, 'marco-polo-2.coat-track.7', null)).toBeNull();
		expect((await loadCopy(db)).values).not.toHaveProperty('marco-polo-2.coat-track.7');
	});

	it('ignores damaged rows instead of failing', async () => {
		const db = openDb();
		await db.printed.put({ id: 'marco-polo-2.coat-track.4', value: 'seven', updatedAt: 0 });
		await db.printed.put({ id: 'marco-polo-2.coat-track.5', value: 8, updatedAt: 0 });
		await db.printed.put({ id: 'marco-polo-2.goal-card.g1', value: { seals: ['jewelers'], coats: 1, points: {} }, updatedAt: 0 });
		const copy = await loadCopy(db);
		expect(copy.values).toEqual({ 'marco-polo-2.coat-track.5': 8 });
		expect(copy.goalCards).toEqual([]);
	});

	it('goal cards must show exactly 4 symbols', async () => {
		const db = openDb();
		expect(await saveGoalCard(db, { id: 'g1', seals: ['jewelers'], coats: 2, points: {} })).toEqual({
			key: 'marco_polo_2_refusal_goal_card_symbols',
			params: { count: 3 }
		});
		expect(await saveGoalCard(db, { id: 'g1', seals: ['spicers', 'jewelers'], coats: 2, points: { jewelers: 5 } })).toBeNull();
		expect((await loadCopy(db)).goalCards).toEqual([{ id: 'g1', seals: ['spicers', 'jewelers'], coats: 2, points: { jewelers: 5 } }]);
	});
});

describe('copy of The Voyages of Marco Polo', () => {
	it('keeps corrections of the researched defaults, refuses rulebook values, clears, and ignores damaged rows', async () => {
		const db = openDb();
		expect(await setVoyagesPrintedValue(db, 'voyages.travel-cost.4', 11)).toBeNull();
		expect(await setVoyagesPrintedValue(db, 'voyages.travel-cost.2', 6)).toEqual({ key: 'refusal_printed_value_built_in' });
		expect(await setVoyagesPrintedValue(db, 'voyages.beijing.2', -1)).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		await db.printed.put({ id: 'voyages.beijing.3', value: 'four', updatedAt: 0 });
		expect((await loadVoyagesCopy(db)).values).toEqual({ 'voyages.travel-cost.4': 11 });
		// Marco Polo II's copy does not see these rows.
		expect((await loadCopy(db)).values).toEqual({});
		expect(await setVoyagesPrintedValue(db, 'voyages.travel-cost.4', null)).toBeNull();
		expect((await loadVoyagesCopy(db)).values).toEqual({});
	});
});

describe('schema migrations', () => {
	it('opening a version 1 database keeps its games and adds the drafts table', async () => {
		const name = freshName();
		const v1 = new Dexie(name);
		v1.version(1).stores({ games: 'id, updatedAt, phase', entries: '[gameId+seq], gameId', printed: 'id', goalCards: 'id, createdAt' });
		await v1.table('games').add({ id: 'old', kind: 'marco-polo-2', createdAt: 1, updatedAt: 1, phase: 'playing', players: ['A', 'B'], seed: 'S', winners: [] });
		await v1.table('printed').add({ id: 'mp2.coat-track.3', value: 4, updatedAt: 1 });
		v1.close();

		const db = new SilkLedgerDb(name);
		opened.push(db);
		expect((await listGames(db)).map((g) => g.id)).toEqual(['old']);
		expect((await loadCopy(db)).values).toEqual({ 'marco-polo-2.coat-track.3': 4 });
		await saveDraft(db, 'new-marco-polo-2', { seed: 'X' });
		expect(await loadDraft(db, 'new-marco-polo-2')).toEqual({ seed: 'X' });
		expect(db.verno).toBe(6);
	});

	it('version 4 keeps the goal cards the player described as printed values', async () => {
		const name = freshName();
		const v3 = new Dexie(name);
		v3.version(1).stores({ games: 'id, updatedAt, phase', entries: '[gameId+seq], gameId', printed: 'id', goalCards: 'id, createdAt' });
		v3.version(2).stores({ drafts: 'id' });
		v3.version(3).stores({});
		await v3.table('goalCards').bulkAdd([
			{ id: 'g2', seals: ['farmers', 'jewelers'], coats: 2, points: { jewelers: 6 }, createdAt: 20 },
			{ id: 'g1', seals: ['spicers'], coats: 3, points: {}, createdAt: 10 }
		]);
		v3.close();

		const db = new SilkLedgerDb(name);
		opened.push(db);
		expect((await loadCopy(db)).goalCards).toEqual([
			{ id: 'g1', seals: ['spicers'], coats: 3, points: {} },
			{ id: 'g2', seals: ['farmers', 'jewelers'], coats: 2, points: { jewelers: 6 } }
		]);
		expect(db.tables.map((t) => t.name).sort()).toEqual(['backups', 'drafts', 'entries', 'games', 'meta', 'printed', 'shared']);
	});

	it('version 3 gives The Voyages of Marco Polo its one name: games, printed values, the draft and checklist ticks', async () => {
		const name = freshName();
		const v2 = new Dexie(name);
		v2.version(1).stores({ games: 'id, updatedAt, phase', entries: '[gameId+seq], gameId', printed: 'id', goalCards: 'id, createdAt' });
		v2.version(2).stores({ drafts: 'id' });
		const game = { id: 'v', kind: 'marco-polo', createdAt: 1, updatedAt: 1, phase: 'setup', players: ['A', 'B'], seed: 'S', winners: [] };
		await v2.table('games').add({ ...game, checklist: ['mp1_setup_supply--2', 'mp1_setup_coins-1-14'] });
		await v2.table('games').add({ ...game, id: 'm', kind: 'marco-polo-2', checklist: ['black-dice'] });
		await v2.table('printed').bulkAdd([
			{ id: 'mp1.route.venezia~oasis-e', value: { camels: 2 }, updatedAt: 1 },
			{ id: 'mp2.coat-track.7', value: 12, updatedAt: 1 }
		]);
		await v2.table('drafts').add({ id: 'new-marco-polo', value: { seed: 'V' }, updatedAt: 1 });
		v2.close();

		const db = new SilkLedgerDb(name);
		opened.push(db);
		const games = await db.games.toArray();
		expect(games.find((g) => g.id === 'v')).toMatchObject({ kind: 'voyages', checklist: ['voyages_setup_supply--2', 'voyages_setup_coins-1-14'] });
		expect(games.find((g) => g.id === 'm')).toMatchObject({ kind: 'marco-polo-2', checklist: ['black-dice'] });
		expect((await db.printed.toArray()).map((r) => r.id).sort()).toEqual(['marco-polo-2.coat-track.7', 'voyages.route.venezia~oasis-e']);
		expect((await loadVoyagesCopy(db)).values).toEqual({ 'voyages.route.venezia~oasis-e': { camels: 2 } });
		expect(await loadDraft(db, 'new-voyages')).toEqual({ seed: 'V' });
		expect(await loadDraft(db, 'new-marco-polo')).toBeUndefined();
	});

	it('version 5 adds the backups table and keeps everything else as it was', async () => {
		const name = freshName();
		const v4 = new Dexie(name);
		v4.version(4).stores({ games: 'id, updatedAt, phase', entries: '[gameId+seq], gameId', printed: 'id', drafts: 'id' });
		await v4
			.table('games')
			.add({ id: 'g', kind: 'marco-polo-2', createdAt: 1, updatedAt: 1, phase: 'first-player', players: ['A', 'B'], seed: 'S', winners: [] });
		await v4.table('entries').add({
			gameId: 'g',
			seq: 1,
			at: 1,
			entry: {
				type: 'game.created',
				players: [
					{ name: 'A', colour: 'red' },
					{ name: 'B', colour: 'blue' }
				],
				seed: 'S'
			}
		});
		v4.close();

		const db = new SilkLedgerDb(name);
		opened.push(db);
		expect((await listGames(db)).map((g) => g.id)).toEqual(['g']);
		expect((await storedLog(db, 'g')).map((e) => e.entry.type)).toEqual(['game.created']);
		expect(await db.backups.count()).toBe(0);
	});
});
