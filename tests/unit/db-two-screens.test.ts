/** Two tabs or windows on one game: each entry is checked against what is stored, and every screen follows it. */
// The fixtures first: they install the in-memory IndexedDB before Dexie is loaded.
import { closeAll, openDb } from './db-fixtures.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { appendEntry, createGame, readLog, tickChecklist } from '../../src/lib/db/games.ts';
import { replayLog, type FlaggedEntry } from '../../src/lib/engine/core/replay.ts';
import type { Stored } from '../../src/lib/engine/core/log.ts';
import type { GameStateBase } from '../../src/lib/engine/core/game.ts';
import { followGame, type FollowedGame } from '../../src/lib/db/follow.ts';
import { moduleOf } from '../../src/lib/modules.ts';

afterEach(closeAll);

const created = {
	type: 'game.created' as const,
	players: [
		{ name: 'Anna', colour: 'red' as const },
		{ name: 'Boris', colour: 'blue' as const }
	],
	seed: 'TABS'
};

async function newGame(db: SilkLedgerDb): Promise<string> {
	const game = await createGame(db, 'marco-polo-2', created);
	if (!game.ok) throw new Error(game.refusal.key);
	return game.id;
}

/** Resolves with the first update that passes `until`. */
function nextUpdate(
	db: SilkLedgerDb,
	id: string,
	until: (g: FollowedGame) => boolean,
	held?: () => { log: readonly Stored<{ type: string }>[]; damaged: FlaggedEntry[] }
): { updates: FollowedGame[]; reached: Promise<FollowedGame>; stop: () => void } {
	const updates: FollowedGame[] = [];
	let stop = () => {};
	const reached = new Promise<FollowedGame>((resolve) => {
		void moduleOf('marco-polo-2')!.then((module) => {
			stop = followGame(
				db,
				id,
				module,
				(g) => {
					updates.push(g);
					if (until(g)) resolve(g);
				},
				held
			);
		});
	});
	return { updates, reached, stop: () => stop() };
}

describe('two screens on one game', () => {
	it('ticks of the setup checklist from two screens that had not seen each other are both kept', async () => {
		const db = openDb();
		const id = await newGame(db);
		// Each screen read an empty checklist, then ticked its own item.
		await tickChecklist(db, id, 'coins', true);
		expect(await tickChecklist(db, id, 'camels', true)).toEqual(['coins', 'camels']);
		expect(await tickChecklist(db, id, 'coins', false)).toEqual(['camels']);
		expect((await db.games.get(id))!.checklist).toEqual(['camels']);
	});

	it('an undo from a screen that has not seen the other screen’s entry takes back nothing, and says why', async () => {
		const db = openDb();
		const id = await newGame(db);
		// Both screens show entry 1 (the game created) as the last; one of them chooses the first player.
		expect((await appendEntry(db, id, { type: 'firstPlayer.set', player: 0, drawn: false })).ok).toBe(true);
		const stale = await appendEntry(db, id, { type: 'undo', of: 1 });
		expect(stale).toEqual({ ok: false, refusal: { key: 'refusal_undo_changed', params: { seq: 2 } } });
		expect(await db.entries.where('gameId').equals(id).count()).toBe(2);
		const seen = await appendEntry(db, id, { type: 'undo', of: 2 });
		expect(seen.ok && seen.state.phase).toBe('first-player');
	});

	it('a screen passing the log it holds: used while it is the stored one; after another screen’s entry the stored log decides', async () => {
		const db = openDb();
		const id = await newGame(db);
		const module = (await moduleOf('marco-polo-2'))!;
		const { log } = await readLog(db, module, id);
		const held = { module, log, replayed: replayLog<GameStateBase, { type: string }>(module.rules, log) };
		const first = await appendEntry(db, id, { type: 'firstPlayer.set', player: 0, drawn: false }, 5, held);
		if (!first.ok) throw new Error(first.refusal.key);
		expect(first.replayed).toEqual(replayLog(module.rules, (await readLog(db, module, id)).log));
		// Another screen takes the entry back; this one still holds the log with entry 2 as the last.
		expect((await appendEntry(db, id, { type: 'undo', of: 2 })).ok).toBe(true);
		const stale = await appendEntry(db, id, { type: 'undo', of: 2 }, 6, { module, log: first.log, replayed: first.replayed });
		expect(stale).toEqual({ ok: false, refusal: { key: 'refusal_undo_changed', params: { seq: 1 } } });
		const again = await appendEntry(db, id, { type: 'firstPlayer.set', player: 1, drawn: false }, 7, { module, log: first.log, replayed: first.replayed });
		expect(again.ok && (again.state as GameStateBase & { firstPlayer: number }).firstPlayer).toBe(1);
		expect(again.ok && again.log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
		// A game deleted meanwhile (its undo still offered) takes no entry from a screen that still shows it.
		await db.games.update(id, { deletedAt: Date.now() });
		const gone = await appendEntry(db, id, { type: 'undo' }, 8, again.ok ? { module, log: again.log, replayed: again.replayed } : undefined);
		expect(gone).toEqual({ ok: false, refusal: { key: 'refusal_no_such_game' } });
	});

	it('a log put back from a backup with as many entries as the screen holds is read, not taken for the held one', async () => {
		const db = openDb();
		const id = await newGame(db);
		const module = (await moduleOf('marco-polo-2'))!;
		const first = await appendEntry(db, id, { type: 'firstPlayer.set', player: 0, drawn: false }, 100);
		if (!first.ok) throw new Error(first.refusal.key);
		// Another tab puts back a backup in which entry 2 chose the other player, entered at another time.
		await db.entries.put({ gameId: id, seq: 2, at: 50, entry: { type: 'firstPlayer.set', player: 1, drawn: false }, v: module.entryVersion });
		const next = await appendEntry(db, id, { type: 'undo', of: 2 }, 200, { module, log: first.log, replayed: first.replayed });
		expect(next.ok && next.log[1]!.entry).toEqual({ type: 'firstPlayer.set', player: 1, drawn: false });
	});

	it('an entry writes the game row whole: a figure the game no longer knows is left out of it, the rest kept', async () => {
		const db = openDb();
		const id = await newGame(db);
		// A figure written earlier (points shown on the home card) that the game in its first phase does not know.
		await db.games.update(id, { points: [42, 17], archived: true });
		expect((await appendEntry(db, id, { type: 'firstPlayer.set', player: 0, drawn: false })).ok).toBe(true);
		const row = (await db.games.get(id))!;
		expect('points' in row).toBe(false);
		expect(row).toMatchObject({ archived: true, kind: 'marco-polo-2', phase: 'characters' });
	});

	it('a screen following the game with the log it holds: its own entry is not read again, another screen’s is', async () => {
		const db = openDb();
		const id = await newGame(db);
		const module = (await moduleOf('marco-polo-2'))!;
		// This screen's log, as it holds it: the rows read once, then its own entry added.
		let mine = (await readLog(db, module, id)).log;
		const following = nextUpdate(
			db,
			id,
			(g) => !('missing' in g) && g.log.length === 3,
			() => ({ log: mine, damaged: [] })
		);
		const own = await appendEntry(db, id, { type: 'firstPlayer.set', player: 0, drawn: false }, 5, {
			module,
			log: mine,
			replayed: replayLog<GameStateBase, { type: string }>(module.rules, mine)
		});
		if (!own.ok) throw new Error(own.refusal.key);
		mine = own.log;
		const ownSeen = (g: FollowedGame) => !('missing' in g) && g.log.length === 2;
		await vi.waitFor(() => expect(following.updates.some(ownSeen)).toBe(true));
		// Another screen's entry: not held, so read from the database.
		await appendEntry(db, id, { type: 'undo', of: 2 });
		const seen = await following.reached;
		following.stop();
		const updates = following.updates.filter((g): g is Exclude<FollowedGame, { missing: true }> => !('missing' in g));
		// The update after this screen's entry is its own log's entries (the same objects, not read again).
		const afterOwn = updates.find((g) => g.log.length === 2);
		expect(afterOwn?.log[1]).toBe(own.log[1]);
		expect(afterOwn?.asHeld).toBe(true);
		expect(!('missing' in seen) && seen.asHeld).toBe(false);
		expect(!('missing' in seen) && seen.log.map((e) => e.entry.type)).toEqual(['game.created', 'firstPlayer.set', 'undo']);
		expect(!('missing' in seen) && seen.log[1]).not.toBe(own.log[1]);
	});

	it('a screen following the game sees another screen’s entry and ticks, and sees the game deleted', async () => {
		const db = openDb();
		const id = await newGame(db);
		const following = nextUpdate(db, id, (g) => !('missing' in g) && g.log.length === 2 && g.checklist.includes('coins'));
		await appendEntry(db, id, { type: 'firstPlayer.set', player: 1, drawn: false });
		await tickChecklist(db, id, 'coins', true);
		const seen = await following.reached;
		expect(!('missing' in seen) && seen.log.map((e) => e.entry.type)).toEqual(['game.created', 'firstPlayer.set']);
		following.stop();

		const gone = nextUpdate(db, id, (g) => 'missing' in g);
		await db.games.update(id, { deletedAt: Date.now() });
		expect(await gone.reached).toEqual({ missing: true });
		gone.stop();
	});
});
