/**
 * A shared game's Y.Doc kept in step over one data channel (a WebRTC data channel between two phones): the same
 * messages the relay carries, Yjs's sync protocol (step 1, step 2, then updates) and its awareness, framed as the
 * WebSocket provider frames them (a message type, then the protocol's own message). Updates that came through one
 * channel or the relay go on through the others, so a phone linked directly to one that is on the relay is in
 * step with the relay's phones too.
 */
import type * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';

/** What the sync needs of a data channel: an RTCDataChannel, or a fake one in tests. */
export interface DataChannel extends EventTarget {
	readonly readyState: RTCDataChannelState;
	binaryType: BinaryType;
	send(data: Uint8Array<ArrayBuffer>): void;
}

const SYNC = 0;
const AWARENESS = 1;
/** A part of a message sent in parts: its message's number, its place, how many parts, its bytes. */
const PART = 2;
/** A message larger than this is dropped unread (a whole game's doc is a few hundred KB at most). */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/**
 * A data channel takes messages up to the connection's max-message-size (256 KiB in Chromium; larger ones throw):
 * a larger message, a long game's doc sent whole at sync step 2, goes in parts of this size.
 */
export const PART_BYTES = 64 * 1024;

export class ChannelSync {
	/** The other phone's doc was received whole (its sync step 2). */
	synced = false;
	/** The awareness clients heard through this channel, forgotten when it closes. */
	private heard = new Set<number>();
	private readonly listeners: [string, EventListener][];
	/** The number of the next message sent in parts. */
	private nextParted = 0;
	/** The parts of the message arriving in parts (the channel is ordered: they come one after another). */
	private arriving: { id: number; count: number; parts: Uint8Array[] } | null = null;

	constructor(
		private doc: Y.Doc,
		private awareness: awarenessProtocol.Awareness,
		readonly channel: DataChannel,
		/** Called when the channel opens, is synced, or closes. */
		private onchange: () => void
	) {
		channel.binaryType = 'arraybuffer';
		this.listeners = [
			['open', () => this.opened()],
			['message', (event) => this.received((event as MessageEvent).data)],
			['close', () => this.closed()]
		];
		for (const [type, listener] of this.listeners) channel.addEventListener(type, listener);
		doc.on('update', this.docUpdated);
		awareness.on('update', this.awarenessUpdated);
		// A channel already open (a link made on another screen) is greeted at once; the owner reads the state itself.
		if (channel.readyState === 'open') this.greet();
	}

	get open(): boolean {
		return this.channel.readyState === 'open';
	}

	/** Stops keeping the doc in step over this channel; the channel itself stays open for another doc. */
	destroy(): void {
		for (const [type, listener] of this.listeners) this.channel.removeEventListener(type, listener);
		this.doc.off('update', this.docUpdated);
		this.awareness.off('update', this.awarenessUpdated);
		this.forget();
	}

	private opened(): void {
		this.greet();
		this.onchange();
	}

	/** Sync step 1 (what this doc holds) and this phone's awareness: the other side answers with what it lacks. */
	private greet(): void {
		this.send(SYNC, (e) => syncProtocol.writeSyncStep1(e, this.doc));
		if (this.awareness.getLocalState() !== null)
			this.send(AWARENESS, (e) =>
				encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()]))
			);
	}

	private closed(): void {
		this.synced = false;
		this.forget();
		this.onchange();
	}

	private forget(): void {
		awarenessProtocol.removeAwarenessStates(this.awareness, [...this.heard], this);
		this.heard.clear();
	}

	private send(type: number, write: (encoder: encoding.Encoder) => void): void {
		if (this.channel.readyState !== 'open') return;
		const encoder = encoding.createEncoder();
		encoding.writeVarUint(encoder, type);
		write(encoder);
		try {
			const message = encoding.toUint8Array(encoder);
			if (message.length <= PART_BYTES) this.channel.send(message);
			else for (const part of parts(message, this.nextParted++)) this.channel.send(part);
		} catch (error) {
			// The channel closed meanwhile: its close event follows.
			console.error(error);
		}
	}

	/** Never throws on what arrives: a message that is not the protocol's is dropped. */
	private received(data: unknown): void {
		if (!(data instanceof ArrayBuffer) || data.byteLength > MAX_MESSAGE_BYTES) return;
		this.receivedMessage(new Uint8Array(data));
	}

	private receivedMessage(data: Uint8Array): void {
		try {
			const decoder = decoding.createDecoder(data);
			const type = decoding.readVarUint(decoder);
			if (type === PART) this.receivedPart(decoder);
			else if (type === SYNC) this.receivedSync(decoder);
			else if (type === AWARENESS) awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
		} catch (error) {
			console.error(error);
		}
	}

	/** A part of a message sent in parts; the whole message is read once its last part is in. A part out of turn drops it. */
	private receivedPart(decoder: decoding.Decoder): void {
		const id = decoding.readVarUint(decoder);
		const index = decoding.readVarUint(decoder);
		const count = decoding.readVarUint(decoder);
		const bytes = decoding.readVarUint8Array(decoder);
		if (index === 0) this.arriving = count * PART_BYTES <= MAX_MESSAGE_BYTES ? { id, count, parts: [] } : null;
		const whole = this.arriving;
		// A part larger than the sender makes would let a message grow past the largest read.
		if (!whole || whole.id !== id || whole.count !== count || whole.parts.length !== index || bytes.length > PART_BYTES) {
			this.arriving = null;
			return;
		}
		whole.parts.push(bytes);
		if (whole.parts.length < count) return;
		this.arriving = null;
		const message = new Uint8Array(whole.parts.reduce((n, p) => n + p.length, 0));
		whole.parts.reduce((at, p) => (message.set(p, at), at + p.length), 0);
		// A message of parts holds a message, never parts again.
		if (message[0] !== PART) this.receivedMessage(message);
	}

	private receivedSync(decoder: decoding.Decoder): void {
		const reply = encoding.createEncoder();
		encoding.writeVarUint(reply, SYNC);
		const kind = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
		if (encoding.length(reply) > 1) this.send(SYNC, (e) => encoding.writeUint8Array(e, encoding.toUint8Array(reply).subarray(1)));
		if (kind === syncProtocol.messageYjsSyncStep2 && !this.synced) {
			this.synced = true;
			this.onchange();
		}
	}

	private docUpdated = (update: Uint8Array, origin: unknown): void => {
		if (origin !== this) this.send(SYNC, (e) => syncProtocol.writeUpdate(e, update));
	};

	private awarenessUpdated = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void => {
		if (origin === this) {
			for (const client of [...added, ...updated]) this.heard.add(client);
			return;
		}
		const changed = [...added, ...updated, ...removed];
		this.send(AWARENESS, (e) => encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)));
	};
}

/** A message cut in parts small enough for any data channel, each framed with its message's number, place and count. */
function parts(message: Uint8Array, id: number): Uint8Array<ArrayBuffer>[] {
	const count = Math.ceil(message.length / PART_BYTES);
	return Array.from({ length: count }, (_, index) => {
		const e = encoding.createEncoder();
		encoding.writeVarUint(e, PART);
		encoding.writeVarUint(e, id);
		encoding.writeVarUint(e, index);
		encoding.writeVarUint(e, count);
		encoding.writeVarUint8Array(e, message.subarray(index * PART_BYTES, (index + 1) * PART_BYTES));
		return encoding.toUint8Array(e);
	});
}
