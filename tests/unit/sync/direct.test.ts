/**
 * Two phones linked directly (same Wi-Fi, no internet): Yjs's sync and awareness messages over one data channel,
 * here a pair of in-memory channels standing for the WebRTC one; and the offer and answer the phones show each other.
 */
import 'fake-indexeddb/auto';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { Awareness } from 'y-protocols/awareness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendEntry, createGame } from '../../../src/lib/db/games.ts';
import { entriesToSend } from '../../../src/lib/db/shared.ts';
import type { SilkLedgerDb } from '../../../src/lib/db/schema.ts';
import { ChannelSync, PART_BYTES, type DataChannel } from '../../../src/lib/sync/channel.ts';
import { newKey, newRoom } from '../../../src/lib/sync/crypto.ts';
import { answerText, offerLink, readAnswer, readOffer } from '../../../src/lib/sync/direct-codes.ts';
import { LiveGame, type LiveStatus } from '../../../src/lib/sync/live.ts';
import { closeAll, dumpDb, openDb } from '../db-fixtures.ts';
import { players } from '../marco-polo-2/fixtures.ts';

afterEach(closeAll);

/** One end of an in-memory data channel: what is sent arrives at the other end later, as a copy, as over a network. */
class FakeChannel extends EventTarget implements DataChannel {
	readyState: RTCDataChannelState = 'connecting';
	binaryType: BinaryType = 'blob';
	other!: FakeChannel;
	sent = 0;
	/** The largest message sent: a real channel throws above its connection's max-message-size (256 KiB in Chromium). */
	largest = 0;
	maxBytes = 256 * 1024;
	send(data: Uint8Array<ArrayBuffer>): void {
		if (this.readyState !== 'open') throw new Error('not open');
		if (data.byteLength > this.maxBytes) throw new TypeError('message too large');
		this.sent++;
		this.largest = Math.max(this.largest, data.byteLength);
		const copy = data.slice().buffer;
		setTimeout(() => this.other.readyState === 'open' && this.other.dispatchEvent(new MessageEvent('message', { data: copy })));
	}
	set(state: RTCDataChannelState): void {
		this.readyState = state;
		this.dispatchEvent(new Event(state === 'open' ? 'open' : 'close'));
	}
}

function channelPair(): [FakeChannel, FakeChannel] {
	const [a, b] = [new FakeChannel(), new FakeChannel()];
	[a.other, b.other] = [b, a];
	return [a, b];
}

const openBoth = (pair: FakeChannel[]) => pair.forEach((c) => c.set('open'));

describe('Yjs over one data channel', () => {
	it('two docs that each hold entries the other lacks end with the same contents, and stay so as both append', async () => {
		const [docA, docB] = [new Y.Doc(), new Y.Doc()];
		docA.getArray('log').push(['a1', 'a2']);
		docB.getArray('log').push(['b1']);
		const pair = channelPair();
		const changed = vi.fn();
		const syncA = new ChannelSync(docA, new Awareness(docA), pair[0], changed);
		const syncB = new ChannelSync(docB, new Awareness(docB), pair[1], changed);
		openBoth(pair);
		await vi.waitFor(() => expect(syncA.synced && syncB.synced).toBe(true));
		const contents = (doc: Y.Doc) => doc.getArray('log').toArray();
		expect(contents(docA)).toHaveLength(3);
		expect(contents(docB)).toEqual(contents(docA));
		docA.getArray('log').push(['a3']);
		docB.getArray('log').push(['b2']);
		await vi.waitFor(() => expect(contents(docB)).toHaveLength(5));
		await vi.waitFor(() => expect(contents(docA)).toEqual(contents(docB)));
		expect(changed).toHaveBeenCalled();
	});

	it('a phone linked to two others passes each one’s updates and awareness on to the other', async () => {
		const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
		const aware = docs.map((doc) => new Awareness(doc));
		aware[0]!.setLocalStateField('user', { name: 'Ada' });
		const [left, right] = [channelPair(), channelPair()];
		new ChannelSync(docs[0]!, aware[0]!, left[0], () => {});
		new ChannelSync(docs[1]!, aware[1]!, left[1], () => {});
		new ChannelSync(docs[1]!, aware[1]!, right[0], () => {});
		new ChannelSync(docs[2]!, aware[2]!, right[1], () => {});
		openBoth([...left, ...right]);
		docs[0]!.getArray('log').push(['from the first']);
		docs[2]!.getArray('log').push(['from the third']);
		await vi.waitFor(() => expect(docs[0]!.getArray('log').length + docs[2]!.getArray('log').length).toBe(4));
		expect(docs[2]!.getArray('log').toArray()).toEqual(docs[0]!.getArray('log').toArray());
		await vi.waitFor(() => expect(aware[2]!.getStates().get(docs[0]!.clientID)).toEqual({ user: { name: 'Ada' } }));
	});

	it('a doc larger than a data channel takes in one message (a long game) goes in parts, and both end the same', async () => {
		const [docA, docB] = [new Y.Doc(), new Y.Doc()];
		// About 700 KB of entries that do not compress, as encrypted entries do not.
		const noise = (i: number) => Array.from({ length: 60 }, (_, k) => ((i * 7919 + k * 104729) % 1_000_003).toString(36)).join('');
		docA.getArray('log').push(Array.from({ length: 3000 }, (_, i) => noise(i)));
		expect(Y.encodeStateAsUpdate(docA).length).toBeGreaterThan(512 * 1024);
		docB.getArray('log').push(['b1']);
		const pair = channelPair();
		const syncA = new ChannelSync(docA, new Awareness(docA), pair[0], () => {});
		const syncB = new ChannelSync(docB, new Awareness(docB), pair[1], () => {});
		openBoth(pair);
		await vi.waitFor(() => expect(syncA.synced && syncB.synced).toBe(true));
		expect(docB.getArray('log').toArray()).toEqual(docA.getArray('log').toArray());
		expect(docB.getArray('log').length).toBe(3001);
		expect(pair[0].largest).toBeLessThanOrEqual(PART_BYTES + 32);
		// Updates after it still go whole.
		docA.getArray('log').push(['a-last']);
		await vi.waitFor(() => expect(docB.getArray('log').length).toBe(3002));
	});

	it('a part out of turn drops its message and nothing else: the next message in parts is read whole', () => {
		const [docA, docB] = [new Y.Doc(), new Y.Doc()];
		const pair = channelPair();
		new ChannelSync(docB, new Awareness(docB), pair[1], () => {});
		openBoth(pair);
		// Sync step 2 of a big doc, framed by hand as the sender frames it: type 2, message number, place, count, bytes.
		docA.getArray('log').push(Array.from({ length: 2000 }, (_, i) => `entry ${i} `.repeat(20)));
		const sync = encoding.createEncoder();
		encoding.writeVarUint(sync, 0);
		syncProtocol.writeSyncStep2(sync, docA);
		const message = encoding.toUint8Array(sync);
		const frame = (id: number, index: number, count: number, bytes: Uint8Array) => {
			const e = encoding.createEncoder();
			for (const n of [2, id, index, count]) encoding.writeVarUint(e, n);
			encoding.writeVarUint8Array(e, bytes);
			return encoding.toUint8Array(e).slice().buffer;
		};
		const count = Math.ceil(message.length / PART_BYTES);
		expect(count).toBeGreaterThan(2);
		const part = (i: number) => message.subarray(i * PART_BYTES, (i + 1) * PART_BYTES);
		const arrive = (data: ArrayBuffer) => pair[1].dispatchEvent(new MessageEvent('message', { data }));
		// Its first part, then its third: the second was lost, the message is dropped.
		arrive(frame(7, 0, count, part(0)));
		arrive(frame(7, 2, count, part(2)));
		for (let i = 3; i < count; i++) arrive(frame(7, i, count, part(i)));
		expect(docB.getArray('log').length).toBe(0);
		// A count no message may have (beyond the largest read), or a part larger than a sender makes, is dropped too.
		arrive(frame(8, 0, 100_000, part(0)));
		arrive(frame(8, 0, 1, message));
		expect(docB.getArray('log').length).toBe(0);
		for (let i = 0; i < count; i++) arrive(frame(9, i, count, part(i)));
		expect(docB.getArray('log').length).toBe(2000);
	});

	it('each side sees the other in its awareness, and forgets it when the channel closes; junk messages change nothing', async () => {
		const [docA, docB] = [new Y.Doc(), new Y.Doc()];
		const [awareA, awareB] = [new Awareness(docA), new Awareness(docB)];
		awareA.setLocalStateField('user', { name: 'Ada' });
		awareB.setLocalStateField('user', { name: 'Boris' });
		const pair = channelPair();
		new ChannelSync(docA, awareA, pair[0], () => {});
		const syncB = new ChannelSync(docB, awareB, pair[1], () => {});
		openBoth(pair);
		await vi.waitFor(() => expect(awareA.getStates().get(docB.clientID)).toEqual({ user: { name: 'Boris' } }));
		await vi.waitFor(() => expect(awareB.getStates().get(docA.clientID)).toEqual({ user: { name: 'Ada' } }));
		const before = Y.encodeStateAsUpdate(docB);
		const said = vi.spyOn(console, 'error').mockImplementation(() => {});
		for (const junk of [new Uint8Array([0, 9, 9]), new Uint8Array([7]), new Uint8Array([0, 2, 200, 1, 2]), new Uint8Array()])
			pair[0].dispatchEvent(new MessageEvent('message', { data: junk.buffer }));
		pair[1].dispatchEvent(new MessageEvent('message', { data: 'text' }));
		expect(Y.encodeStateAsUpdate(docB)).toEqual(before);
		said.mockRestore();
		pair[1].set('closed');
		expect(awareB.getStates().has(docA.clientID)).toBe(false);
		expect(syncB.synced).toBe(false);
		expect(syncB.open).toBe(false);
	});
});

const created = { type: 'game.created', players: players(3), seed: 'DIRECT' };

/** A phone in the game, its relay out of reach (no internet): only the direct link can carry the game. */
async function phone(db: SilkLedgerDb, shared: { gameId: string; kind: string; room: string; key: string }, name: string) {
	let status: LiveStatus | null = null;
	const live = new LiveGame(db, { ...shared, relay: 'ws://127.0.0.1:9', since: 1 }, name, (s) => (status = s), WebSocket as never);
	await live.start();
	return { db, live, status: () => status! };
}

describe('two phones linked directly, no relay', () => {
	it('the joining phone receives the whole game, both enter at once, and both end with the same log', async () => {
		const dbA = openDb();
		const made = await createGame(dbA, 'marco-polo-2', created);
		if (!made.ok) throw new Error();
		await appendEntry(dbA, made.id, { type: 'firstPlayer.set', player: 0, drawn: false });
		const shared = { gameId: made.id, kind: 'marco-polo-2', room: newRoom(), key: newKey() };
		const [ada, boris] = [await phone(dbA, shared, 'Ada'), await phone(openDb(), shared, 'Boris')];
		const pair = channelPair();
		ada.live.attach(pair[0]);
		boris.live.attach(pair[1]);
		expect(boris.status().inSync).toBe(false);
		openBoth(pair);
		await vi.waitFor(async () => expect(await entriesToSend(boris.db, made.id)).toHaveLength(2), { timeout: 10_000 });
		await vi.waitFor(() => expect(ada.status().peers.map((p) => p.name)).toEqual(['Boris']));
		await Promise.all([
			appendEntry(ada.db, made.id, { type: 'characters.mode', mode: 'draft' }),
			appendEntry(boris.db, made.id, { type: 'characters.mode', mode: 'free' })
		]);
		await vi.waitFor(
			async () => {
				for (const p of [ada, boris]) expect(await entriesToSend(p.db, made.id)).toHaveLength(4);
				for (const p of [ada, boris]) expect(p.status()).toMatchObject({ direct: true, inSync: true });
				// In step through the link alone: the relay was never reached.
				for (const p of [ada, boris]) expect(p.status().connection).not.toBe('connected');
			},
			{ timeout: 10_000 }
		);
		expect(await entriesToSend(boris.db, made.id)).toEqual(await entriesToSend(ada.db, made.id));

		// The link lost: neither phone says it is in step any more, and each keeps the whole game.
		pair[0].set('closed');
		pair[1].set('closed');
		for (const p of [ada, boris]) expect(p.status()).toMatchObject({ direct: false, inSync: false, peers: [] });
		expect(await entriesToSend(boris.db, made.id)).toHaveLength(4);
		ada.live.stop();
		boris.live.stop();
	});

	it('a peer on the link without the key changes nothing stored', async () => {
		const db = openDb();
		const made = await createGame(db, 'marco-polo-2', created);
		if (!made.ok) throw new Error();
		const host = await phone(db, { gameId: made.id, kind: 'marco-polo-2', room: newRoom(), key: newKey() }, 'Ada');
		const before = await dumpDb(db);
		const intruder = new Y.Doc();
		const pair = channelPair();
		const sync = new ChannelSync(intruder, new Awareness(intruder), pair[1], () => {});
		// Opened before the game takes it (a link made on another screen).
		openBoth(pair);
		host.live.attach(pair[0]);
		await vi.waitFor(() => expect(sync.synced).toBe(true));
		intruder.getArray('log').push(['text', 42, new Uint8Array(40)]);
		await vi.waitFor(() => expect(host.status().refused).toBe(3));
		expect(await dumpDb(db)).toBe(before);
		host.live.stop();
	});
});

describe('the offer and the answer', () => {
	const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=candidate:1 1 udp 2113937151 192.0.2.2 45783 typ host\r\n';
	const invitation = { gameId: crypto.randomUUID(), kind: 'merv', room: newRoom(), key: newKey() };

	it('the offer is the invitation’s link with the description; the answer the other description; each read back whole', async () => {
		const link = await offerLink('https://example.org', invitation, sdp);
		expect(new URL(link).pathname).toBe('/join');
		expect(await readOffer(link)).toEqual({ invitation, sdp });
		expect(await readOffer(new URL(link).hash)).toEqual({ invitation, sdp });
		const answer = await answerText(sdp);
		expect(await readAnswer(answer)).toBe(sdp);
		expect(await readAnswer(`  ${answer}\n`)).toBe(sdp);
	});

	it('anything else is not read: an invitation without a description, damaged or foreign descriptions, an answer for an offer', async () => {
		const link = await offerLink('https://example.org', invitation, sdp);
		expect(await readOffer(link.replace(/&o=.*/, ''))).toBeNull();
		expect(await readOffer(link.replace(/&o=(.{5})/, '&o=$1AAAA'))).toBeNull();
		expect(await readOffer(link.replace(invitation.key, 'short'))).toBeNull();
		expect(await readOffer(await offerLink('https://example.org', invitation, 'hello'))).toBeNull();
		expect(await readOffer(await answerText(sdp))).toBeNull();
		expect(await readAnswer(link)).toBeNull();
		expect(await readAnswer('a=!!')).toBeNull();
		expect(await readAnswer(await answerText(`${sdp}\u0000`))).toBeNull();
	});
});
