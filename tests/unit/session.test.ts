/** The open game's session through its states: loading, ready, missing, damaged; storing, followed, deferred, undo. */
// The fixtures first: they install the in-memory IndexedDB before Dexie is loaded.
import { closeAll, openDb } from './db-fixtures.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { appendEntry, createGame, tickChecklist } from '../../src/lib/db/games.ts';
import type { FollowedGame } from '../../src/lib/db/follow.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { LogSession, readBeforeDrawn } from '../../src/lib/ui/session.svelte.ts';
import { entryKey } from '../../src/lib/engine/core/merge.ts';
import { players } from './marco-polo-2/fixtures.ts';

/**
 * What the session reaches through: the database it opens, the storage calls it waits for (the next one can be held
 * after it is done, as a slow phone leaves an entry stored but not yet seen by the screen), and what its follow reports.
 */
const reach = vi.hoisted(() => ({
	db: null as SilkLedgerDb | null,
	holdNext: 0,
	held: [] as (() => void)[],
	reports: [] as unknown[],
	follows: 0,
	/** Whether the first read goes straight to IndexedDB (db/first-read.ts), as in the app, or through the storage library. */
	raw: true
}));
vi.mock('$lib/db/index.ts', () => ({ db: () => reach.db }));
vi.mock('$lib/ui/data/watch.ts', () => ({
	waitFor: async <T>(promise: Promise<T>): Promise<T> => {
		if (reach.holdNext === 0) return promise;
		reach.holdNext--;
		const done = await promise;
		await new Promise<void>((release) => reach.held.push(release));
		return done;
	}
}));
vi.mock('$lib/db/first-read.ts', async (original) => {
	const real = await original<typeof import('../../src/lib/db/first-read.ts')>();
	return { ...real, readFirst: (id: string, kind: string) => (reach.raw ? real.readFirst(id, kind, reach.db!.name) : Promise.resolve(null)) };
});
vi.mock('$lib/db/follow.ts', async (original) => {
	const real = await original<typeof import('../../src/lib/db/follow.ts')>();
	return {
		...real,
		followGame: (...[db, id, module, onchange, held]: Parameters<typeof real.followGame>) => {
			reach.follows++;
			return real.followGame(
				db,
				id,
				module,
				(game) => {
					reach.reports.push(game);
					onchange(game);
				},
				held
			);
		}
	};
});

afterEach(async () => {
	Object.assign(reach, { holdNext: 0, held: [], reports: [], follows: 0, raw: true });
	await closeAll();
});

const created = { type: 'game.created' as const, players: players(2), seed: 'SESSION' };
const firstPlayer = (player: number) => ({ type: 'firstPlayer.set' as const, player, drawn: false });

/** A new Marco Polo II game in a fresh database, and a session on it, loaded. */
async function opened(): Promise<{ db: SilkLedgerDb; id: string; session: LogSession<'marco-polo-2'> }> {
	const db = openDb();
	reach.db = db;
	const game = await createGame(db, 'marco-polo-2', created);
	if (!game.ok) throw new Error(game.refusal.key);
	const session = new LogSession(game.id, 'marco-polo-2');
	await session.load();
	return { db, id: game.id, session };
}

const reported = (n: number) => (r: unknown) => !('missing' in (r as FollowedGame)) && (r as { log: unknown[] }).log.length === n;
const firstPlayerOf = (session: LogSession<'marco-polo-2'>) => (session.state as { firstPlayer?: number }).firstPlayer;

describe('the open game’s session: loading', () => {
	it('→ ready: the stored log held with its replay, the checklist as stored', async () => {
		const db = openDb();
		reach.db = db;
		const game = await createGame(db, 'marco-polo-2', created);
		if (!game.ok) throw new Error(game.refusal.key);
		await appendEntry(db, game.id, firstPlayer(1));
		await tickChecklist(db, game.id, 'coins', true);
		const session = new LogSession(game.id, 'marco-polo-2');
		expect(session.status).toBe('loading');
		await session.load();
		expect(session.status).toBe('ready');
		expect(session.log.map((s) => s.entry.type)).toEqual(['game.created', 'firstPlayer.set']);
		expect(session.state.phase).toBe('characters');
		expect(firstPlayerOf(session)).toBe(1);
		expect(session.lastEntry).toBe(2);
		expect(session.checklist).toEqual(['coins']);
		expect(session.shared).toBe(false);
	});

	it('→ ready the same through the storage library, where the first read cannot go straight to IndexedDB', async () => {
		const { db, id, session: straight } = await opened();
		await appendEntry(db, id, firstPlayer(0));
		// The phone's copy: a value of this game, and one of another game, which is not this game's.
		await db.printed.put({ id: 'marco-polo-2.coat-track.7', value: 12, updatedAt: 1 });
		await db.printed.put({ id: 'voyages.travel-cost.4', value: 3, updatedAt: 1 });
		await db.shared.put({ gameId: id, room: '0'.repeat(32), key: 'k', relay: 'ws://localhost:1', since: 1 });
		const read = async () => {
			const session = new LogSession(id, 'marco-polo-2');
			await session.load();
			return { status: session.status, log: session.log, state: session.state, phone: session.phone, shared: session.shared };
		};
		const raw = await read();
		reach.raw = false;
		const library = await read();
		expect(library).toEqual(raw);
		expect(raw.shared).toBe(true);
		expect(raw.phone.values).toEqual({ 'marco-polo-2.coat-track.7': 12 });
		expect(raw.log).toHaveLength(2);
		expect(straight.log).toHaveLength(1);
	});

	it('→ missing: no such game, a game deleted, a game of another kind', async () => {
		const { db, id } = await opened();
		const none = new LogSession('no-such-game', 'marco-polo-2');
		await none.load();
		expect(none.status).toBe('missing');
		const otherKind = new LogSession(id, 'voyages');
		await otherKind.load();
		expect(otherKind.status).toBe('missing');
		await db.games.update(id, { deletedAt: Date.now() });
		const deleted = new LogSession(id, 'marco-polo-2');
		await deleted.load();
		expect(deleted.status).toBe('missing');
	});

	it('→ damaged: a summary row that cannot be read, or storage that fails, says why', async () => {
		const { db, id } = await opened();
		await db.games.update(id, { phase: 'no-such-phase' });
		const damaged = new LogSession(id, 'marco-polo-2');
		await damaged.load();
		expect(damaged.status).toBe('damaged');
		expect(damaged.problem).toEqual({ key: 'refusal_damaged_summary', params: { part: 'phase' } });
		db.close();
		reach.raw = false;
		const failed = new LogSession(id, 'marco-polo-2');
		vi.spyOn(console, 'error').mockImplementationOnce(() => {});
		await failed.load();
		expect(failed.status).toBe('damaged');
		expect(failed.problem).toEqual({ key: 'refusal_storage_failed' });
	});
});

describe('a game route’s load: the game read before the screen is drawn', () => {
	it('waits for the read: the screen is drawn once, with the game ready', async () => {
		const { id } = await opened();
		const session = await readBeforeDrawn(new LogSession(id, 'marco-polo-2'));
		expect(session.status).toBe('ready');
		expect(session.log).toHaveLength(1);
	});

	it('storage that does not answer within a second: the screen is drawn loading, and the game comes once read', async () => {
		const { id } = await opened();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		try {
			// The read is held after it is done, as a slow phone holds it.
			reach.holdNext = 1;
			const reading = readBeforeDrawn(new LogSession(id, 'marco-polo-2'));
			// Not vi.waitFor: with the clock faked, it moves the clock on as it waits.
			while (reach.held.length === 0) await new Promise((next) => setImmediate(next));
			let drawn: LogSession<'marco-polo-2'> | null = null;
			void reading.then((s) => (drawn = s));
			await vi.advanceTimersByTimeAsync(999);
			expect(drawn).toBeNull();
			await vi.advanceTimersByTimeAsync(1);
			expect(drawn!.status).toBe('loading');
			reach.held[0]!();
			await vi.waitFor(() => expect(drawn!.status).toBe('ready'));
			expect(drawn!.log).toHaveLength(1);
		} finally {
			vi.useRealTimers();
		}
	});
});

describe('the open game’s session: storing', () => {
	it('an entry stored is held as it comes back, its replay played on by that entry alone; a refused one changes nothing', async () => {
		const { session } = await opened();
		const rules = session.module!.rules;
		const play = vi.spyOn(rules, 'play');
		const before = session.log[0];
		expect(await session.send(firstPlayer(0))).toBeNull();
		// Checked once on the last state, then played on: nothing before it is played again.
		expect(play).toHaveBeenCalledTimes(2);
		expect(session.log[0]).toBe(before);
		expect(session.state.phase).toBe('characters');
		expect(session.changedElsewhere).toBe(false);
		const refused = await session.send(firstPlayer(0));
		expect(refused?.key).toBeTruthy();
		expect(session.log).toHaveLength(2);
		play.mockRestore();
	});

	it('an undo waits for what is being stored, then names the last entry: the one just typed is taken back', async () => {
		const { session } = await opened();
		reach.holdNext = 1;
		const typed = session.send(firstPlayer(1));
		const undone = session.undoLast();
		await vi.waitFor(() => expect(reach.held).toHaveLength(1));
		reach.held[0]!();
		expect(await typed).toBeNull();
		expect(await undone).toBeNull();
		// It names the entry by its place as shown, and by its identity for merges (the phone's id and its clock).
		expect(session.log.at(-1)?.entry).toEqual({ type: 'undo', of: 2, ref: entryKey(session.log[1]!) });
		expect(session.log[1]?.by).toMatch(/^[0-9a-f]{16}$/);
		expect(session.log[1]?.lc).toBe(2);
		expect(session.state.phase).toBe('first-player');
	});

	it('an undo names the entry this screen shows: after another screen’s entry not yet seen, it is refused and nothing changes', async () => {
		const { db, id, session } = await opened();
		await appendEntry(db, id, firstPlayer(1));
		expect(await session.undoLast()).toEqual({ key: 'refusal_undo_changed', params: { seq: 2 } });
		expect(session.log).toHaveLength(1);
		expect(await db.entries.where('gameId').equals(id).count()).toBe(2);
	});
});

describe('the open game’s session: followed', () => {
	it('another screen’s entry is held, played on from the held entries, and said to come from elsewhere; its own is not', async () => {
		const { db, id, session } = await opened();
		const stop = session.follow();
		const first = session.log[0];
		await appendEntry(db, id, firstPlayer(1));
		await vi.waitFor(() => expect(session.log).toHaveLength(2));
		expect(session.changedElsewhere).toBe(true);
		expect(session.log[0]).toBe(first);
		expect(firstPlayerOf(session)).toBe(1);

		expect(await session.send({ type: 'undo', of: 2 })).toBeNull();
		expect(session.changedElsewhere).toBe(false);
		const own = session.log.at(-1);
		// Its own entry comes back as the held log: nothing read again, nothing said.
		await vi.waitFor(() => expect(reach.reports.some(reported(3))).toBe(true));
		expect(reach.reports.filter(reported(3)).every((r) => (r as { asHeld: boolean }).asHeld)).toBe(true);
		expect(session.log.at(-1)).toBe(own);
		expect(session.changedElsewhere).toBe(false);
		stop();
	});

	it('a log put back from a backup with as many entries is held, not taken for the one held', async () => {
		const { db, id, session } = await opened();
		const stop = session.follow();
		expect(await session.send(firstPlayer(0))).toBeNull();
		const module = (await moduleOf('marco-polo-2'))!;
		// Another tab puts back a backup in which entry 2 chose the other player, entered at another moment.
		await db.entries.put({ gameId: id, seq: 2, at: 50, entry: firstPlayer(1), v: module.entryVersion });
		await vi.waitFor(() => expect(firstPlayerOf(session)).toBe(1));
		expect(session.changedElsewhere).toBe(true);
		expect(session.log[1]!.at).toBe(50);
		stop();
	});

	it('ticks from another screen are taken; the game deleted elsewhere is missing', async () => {
		const { db, id, session } = await opened();
		const stop = session.follow();
		await tickChecklist(db, id, 'camels', true);
		await vi.waitFor(() => expect(session.checklist).toEqual(['camels']));
		expect(session.changedElsewhere).toBe(false);
		await db.games.update(id, { deletedAt: Date.now() });
		await vi.waitFor(() => expect(session.status).toBe('missing'));
		stop();
	});

	it('nothing is followed before the game is ready', async () => {
		const session = new LogSession('no-such-game', 'marco-polo-2');
		reach.db = openDb();
		session.follow()();
		await session.load();
		session.follow()();
		expect(reach.follows).toBe(0);
	});
});

describe('the open game’s session: deferred while storing', () => {
	it('a report that comes while storing is set aside; once stored, storage is asked again and another screen’s entry is held', async () => {
		const { db, id, session } = await opened();
		const stop = session.follow();
		await vi.waitFor(() => expect(reach.reports).toHaveLength(1));
		reach.holdNext = 1;
		const mine = session.send(firstPlayer(0));
		await vi.waitFor(() => expect(reach.held).toHaveLength(1));
		// Stored, not yet seen by this screen: another screen takes it back meanwhile.
		expect((await appendEntry(db, id, { type: 'undo', of: 2 })).ok).toBe(true);
		await vi.waitFor(() => expect(reach.reports.some(reported(3))).toBe(true));
		expect(session.log).toHaveLength(1);
		expect(session.changedElsewhere).toBe(false);
		reach.held[0]!();
		expect(await mine).toBeNull();
		await vi.waitFor(() => expect(session.log).toHaveLength(3));
		expect(reach.follows).toBe(2);
		expect(session.changedElsewhere).toBe(true);
		expect(session.state.phase).toBe('first-player');
		stop();
	});

	it('its own entry seen while storing is not taken for another screen’s', async () => {
		const { session } = await opened();
		const stop = session.follow();
		await vi.waitFor(() => expect(reach.reports).toHaveLength(1));
		reach.holdNext = 1;
		const mine = session.send(firstPlayer(0));
		await vi.waitFor(() => expect(reach.reports.some(reported(2))).toBe(true));
		expect(session.log).toHaveLength(1);
		reach.held[0]!();
		expect(await mine).toBeNull();
		const own = session.log.at(-1);
		// Asked again once stored: the stored log is the held one.
		await vi.waitFor(() => expect(reach.follows).toBe(2));
		await vi.waitFor(() => expect(reach.reports.filter(reported(2)).length).toBeGreaterThan(1));
		expect((reach.reports.at(-1) as { asHeld: boolean }).asHeld).toBe(true);
		expect(session.log.at(-1)).toBe(own);
		expect(session.changedElsewhere).toBe(false);
		stop();
	});
});
