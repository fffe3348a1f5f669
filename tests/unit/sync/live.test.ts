/**
 * A game shared live: entries sealed with the invitation's key, phones joined through the relay (`npm run relay`,
 * started here on this machine), simultaneous and conflicting entries, and a hostile peer in the room.
 */
import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendEntry, createGame } from '../../../src/lib/db/games.ts';
import { storedLog } from '../db-fixtures.ts';
import { entriesToSend, mergeIntoGame } from '../../../src/lib/db/shared.ts';
import type { SilkLedgerDb } from '../../../src/lib/db/schema.ts';
import { moduleOf } from '../../../src/lib/modules.ts';
import { replayLog } from '../../../src/lib/engine/core/replay.ts';
import { MAX_SEALED_BYTES, importKey, newKey, newRoom, open, seal } from '../../../src/lib/sync/crypto.ts';
import { invitationLink, readInvitation } from '../../../src/lib/sync/invitation.ts';
import { LiveGame, MAX_PHONES, pastTheLimit, type LiveStatus } from '../../../src/lib/sync/live.ts';
import { closeAll, dumpDb, openDb } from '../db-fixtures.ts';
import { players } from '../marco-polo-2/fixtures.ts';

const PORT = 4319;
const RELAY = `ws://127.0.0.1:${PORT}`;
let relay: ChildProcess;

/** `npm run relay` on this port, once it listens. */
async function startRelay(port: number): Promise<ChildProcess> {
	const started = spawn('node', ['scripts/relay.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
	await new Promise<void>((resolve) => started.stdout.on('data', (d: Buffer) => String(d).includes('listening') && resolve()));
	return started;
}

beforeAll(async () => {
	relay = await startRelay(PORT);
});
afterAll(() => void relay.kill());
afterEach(closeAll);

const created = { type: 'game.created', players: players(3), seed: 'LIVE' };

describe('sealed entries', () => {
	it('open with the key they were sealed with, and with nothing else', async () => {
		const key = (await importKey(newKey()))!;
		const other = (await importKey(newKey()))!;
		const entry = { seq: 1, at: 5, v: 1, entry: created, by: 'abcd', lc: 1 };
		const sealed = await seal(key, entry);
		expect(await open(key, sealed)).toEqual(entry);
		expect(await open(other, sealed)).toBeNull();
		const changed = sealed.slice();
		changed[20]! ^= 1;
		expect(await open(key, changed)).toBeNull();
		expect(await open(key, 'text')).toBeNull();
		expect(await open(key, new Uint8Array(MAX_SEALED_BYTES + 1))).toBeNull();
		// Sealed with the key, but not an entry: refused all the same.
		expect(await open(key, await seal(key, { nonsense: true } as never))).toBeNull();
		expect(await importKey('short')).toBeNull();
	});

	it('an invitation carries the game, its room and its key in the fragment alone, each part checked', () => {
		const invitation = { gameId: crypto.randomUUID(), kind: 'marco-polo-2', room: newRoom(), key: newKey() };
		const link = invitationLink('https://example.org', invitation);
		const url = new URL(link);
		expect(url.pathname + url.search).toBe('/join');
		expect(readInvitation(url.hash)).toEqual(invitation);
		expect(readInvitation(url.hash.replace(invitation.room, 'not-a-room'))).toBeNull();
		expect(readInvitation(url.hash.replace('marco-polo-2', 'chess'))).toBeNull();
		expect(readInvitation('#g=x')).toBeNull();
	});
});

describe('a hostile or broken peer', () => {
	it('malformed, out-of-schema, newer and oversized entries are refused and nothing stored changes', async () => {
		const db = openDb();
		const made = await createGame(db, 'marco-polo-2', created);
		if (!made.ok) throw new Error();
		const before = await dumpDb(db);
		const hostile = [
			null,
			'text',
			{ seq: 2, at: 1, v: 1, entry: { type: 'firstPlayer.set', player: 99, drawn: false }, by: 'evil', lc: 2 },
			{ seq: 2, at: 1, v: 1, entry: { type: 'firstPlayer.set', player: 0, drawn: false }, by: 'evil', lc: 2, extra: 1 },
			{ seq: 2, at: 1, v: 1, entry: { type: 'nonsense' }, by: 'evil', lc: 2 },
			{ seq: 2, at: 1, v: 900, entry: { type: 'firstPlayer.set', player: 0, drawn: false }, by: 'evil', lc: 2 },
			{ seq: 2, at: 1, v: 1, entry: { type: 'firstPlayer.set', player: 0, drawn: false }, by: '../../etc', lc: 2 },
			{ seq: 2, at: 1, v: 1, entry: { type: 'undo', ref: 'x'.repeat(500) }, by: 'evil', lc: 2 }
		];
		const merged = await mergeIntoGame(db, made.id, 'marco-polo-2', hostile);
		expect(merged).toEqual({ ok: true, report: { added: 0, refused: hostile.length, newer: 1 } });
		expect(await dumpDb(db)).toBe(before);
		// Said to be of another game: read by that game's shapes, refused; a game of no kind known: refused whole.
		expect(await mergeIntoGame(db, made.id, 'merv', [{ seq: 2, at: 1, v: 1, entry: { type: 'x' } }])).toEqual({
			ok: true,
			report: { added: 0, refused: 1, newer: 0 }
		});
		expect((await mergeIntoGame(db, made.id, 'chess', [hostile[2]])).ok).toBe(false);
		expect(await dumpDb(db)).toBe(before);
	});

	it('a peer in the room without the key, or writing junk into the shared log, changes nothing stored', async () => {
		const host = await hostWithGame();
		const before = await dumpDb(host.db);
		const doc = new Y.Doc();
		const junk = new WebsocketProvider(RELAY, host.shared.room, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true });
		const wrongKey = (await importKey(newKey()))!;
		await vi.waitFor(() => expect(junk.synced).toBe(true));
		doc
			.getArray('log')
			.push(['text', 42, { entry: 'x' }, new Uint8Array(10), await seal(wrongKey, { seq: 9, at: 1, v: 1, entry: created, by: 'evil', lc: 9 })]);
		doc.getArray('other').push([new Uint8Array(MAX_SEALED_BYTES * 2)]);
		await vi.waitFor(() => expect(host.status().refused).toBe(5));
		expect(await dumpDb(host.db)).toBe(before);
		junk.destroy();
		host.live.stop();
	});
});

/** A phone with a game it shares (its invitation kept), connected to the relay. */
async function hostWithGame() {
	const db = openDb();
	const made = await createGame(db, 'marco-polo-2', created);
	if (!made.ok) throw new Error();
	const shared = { gameId: made.id, kind: 'marco-polo-2', room: newRoom(), key: newKey(), relay: RELAY, since: 1 };
	return { ...(await phone(db, shared, 'Ada')), id: made.id, shared };
}

/** A phone in the game's room. */
async function phone(db: SilkLedgerDb, shared: { gameId: string; kind: string; room: string; key: string; relay: string; since: number }, name: string) {
	let status: LiveStatus | null = null;
	const live = new LiveGame(db, shared, name, (s) => (status = s), WebSocket as never);
	await live.start();
	return { db, live, status: () => status! };
}

describe('phones sharing a game through the relay', () => {
	it('two phones join with the whole log, enter at the same time, and end with the same log and state, the conflict flagged on all', async () => {
		const host = await hostWithGame();
		await appendEntry(host.db, host.id, { type: 'firstPlayer.set', player: 0, drawn: false });
		const anna = await phone(openDb(), host.shared, 'Anna');
		const boris = await phone(openDb(), host.shared, 'Boris');
		for (const p of [anna, boris]) await vi.waitFor(async () => expect(await storedLog(p.db, host.id)).toHaveLength(2), { timeout: 10_000 });
		await vi.waitFor(() =>
			expect(
				host
					.status()
					.peers.map((p) => p.name)
					.sort()
			).toEqual(['Anna', 'Boris'])
		);
		// At the same time: the host and Anna both choose how characters are dealt; Boris too, another way.
		await Promise.all([
			appendEntry(host.db, host.id, { type: 'characters.mode', mode: 'draft' }),
			appendEntry(anna.db, host.id, { type: 'characters.mode', mode: 'free' }),
			appendEntry(boris.db, host.id, { type: 'characters.mode', mode: 'free' })
		]);
		const phones = [host, anna, boris];
		await vi.waitFor(
			async () => {
				for (const p of phones) expect(await entriesToSend(p.db, host.id)).toHaveLength(5);
				for (const p of phones) expect(p.status().inSync).toBe(true);
			},
			{ timeout: 10_000 }
		);
		const logs = await Promise.all(phones.map((p) => entriesToSend(p.db, host.id)));
		expect(logs[1]).toEqual(logs[0]);
		expect(logs[2]).toEqual(logs[0]);
		const module = (await moduleOf('marco-polo-2'))!;
		const replays = await Promise.all(phones.map(async (p) => replayLog(module.rules, await storedLog(p.db, host.id))));
		expect(replays[0]!.flagged).toHaveLength(2);
		expect(replays[0]!.flagged[0]!.refusal.key).toBeTypeOf('string');
		expect(replays[1]).toEqual(replays[0]);
		expect(replays[2]).toEqual(replays[0]);
		for (const p of phones) p.live.stop();
	});
});

describe('six phones at most on one game', () => {
	const user = (since?: number) => ({ user: { name: 'x', entering: false, since } });

	it('the phones past the first six to join are past the limit, ranked the same on every phone', () => {
		expect(MAX_PHONES).toBe(6);
		// Joined at 10, 20, … 70; clients numbered against that order, so the rank is the time's, not the number's.
		const states: [number, unknown][] = [70, 60, 50, 40, 30, 20, 10].map((at, i) => [i + 1, user(at)]);
		expect(states.filter(([client]) => pastTheLimit(states, client)).map(([c]) => c)).toEqual([1]);
		// The same on every phone, whatever order its awareness lists the others in.
		expect(pastTheLimit([...states].reverse(), 1)).toBe(true);
		// Joined at the same moment: the lower client number keeps its place.
		const tied: [number, unknown][] = [1, 2, 3, 4, 5, 6, 7].map((client) => [client, user(5)]);
		expect(tied.filter(([client]) => pastTheLimit(tied, client)).map(([c]) => c)).toEqual([7]);
		// Six phones, or a room's other states without a phone's name (not phones): nobody is past it.
		expect(states.slice(1).some(([client]) => pastTheLimit(states.slice(1), client))).toBe(false);
		expect(pastTheLimit([...states.slice(1), [99, {}]], 99)).toBe(false);
		// A phone saying no time (an older app) ranks after those that do.
		expect(pastTheLimit([...states.slice(1), [0, user()]], 0)).toBe(true);
	});

	it('a seventh phone stays off the room and says why; once one of the six stops sharing, it joins', async () => {
		const host = await hostWithGame();
		const others = [];
		for (const name of ['B', 'C', 'D', 'E', 'F']) others.push(await phone(openDb(), host.shared, name));
		await vi.waitFor(() => expect(host.status().peers).toHaveLength(5), { timeout: 10_000 });
		const seventh = await phone(openDb(), host.shared, 'G');
		await vi.waitFor(() => expect(seventh.status().full).toBe(true), { timeout: 10_000 });
		expect(seventh.status().problem).toEqual({ key: 'live_full', params: { count: 6 } });
		await vi.waitFor(() => expect(seventh.status().connection).toBe('disconnected'));
		// The six see each other only, and stay on.
		await vi.waitFor(
			() =>
				expect(
					host
						.status()
						.peers.map((p) => p.name)
						.sort()
				).toEqual(['B', 'C', 'D', 'E', 'F']),
			{ timeout: 10_000 }
		);
		for (const p of [host, ...others]) expect(p.status().full).toBe(false);
		others.pop()!.live.stop();
		await vi.waitFor(() => expect(host.status().peers).toHaveLength(4), { timeout: 10_000 });
		seventh.live.retry();
		await vi.waitFor(() => expect(seventh.status().inSync).toBe(true), { timeout: 10_000 });
		expect(seventh.status().full).toBe(false);
		expect(seventh.status().problem).toBeNull();
		expect(await storedLog(seventh.db, host.id)).toHaveLength(1);
		for (const p of [host, ...others, seventh]) p.live.stop();
	});
});

describe('a relay lost and back', () => {
	it('the phone says it is offline, also while it tries again, until the relay answers', async () => {
		const port = PORT + 2;
		let lost = await startRelay(port);
		const db = openDb();
		const made = await createGame(db, 'marco-polo-2', created);
		if (!made.ok) throw new Error();
		const seen: LiveStatus['connection'][] = [];
		const shared = { gameId: made.id, kind: 'marco-polo-2', room: newRoom(), key: newKey(), relay: `ws://127.0.0.1:${port}`, since: 1 };
		const live = new LiveGame(db, shared, 'Ada', (s) => void seen.push(s.connection), WebSocket as never);
		await live.start();
		try {
			await vi.waitFor(() => expect(seen.at(-1)).toBe('connected'), { timeout: 10_000 });
			lost.kill();
			await vi.waitFor(() => expect(seen.at(-1)).toBe('disconnected'), { timeout: 10_000 });
			const offline = seen.length;
			// Past the longest wait between two tries (2 s): the phone has tried again at least once.
			await new Promise((resolve) => setTimeout(resolve, 2_500));
			expect(seen.slice(offline)).not.toContain('connecting');
			lost = await startRelay(port);
			await vi.waitFor(() => expect(seen.at(-1)).toBe('connected'), { timeout: 10_000 });
		} finally {
			live.stop();
			lost.kill();
		}
	});
});
