/**
 * A game shared live through a relay, with Yjs: one Y.Doc per shared game, its log an append-only Y.Array of
 * sealed entries (crypto.ts), carried by the engine's WebSocket provider to the relay (`npm run relay`) and from
 * there to every phone in the game's room. The phone's stored log stays the truth: what arrives is opened, checked
 * and merged into storage (db/shared.ts), and the open game's screen follows storage as it follows another tab;
 * what is stored here and not yet in the Y.Array is sealed and appended to it (entries typed offline too, once back).
 * A relay that restarts or is lost loses nothing: each phone holds the whole game and appends what the relay lacks.
 * Two phones may also be linked directly (same Wi-Fi, no internet: direct.ts): the same Yjs messages then go
 * through a WebRTC data channel (channel.ts), besides the relay or instead of it.
 * Loaded only when a game is shared (a dynamic import), so screens of unshared games carry none of it.
 */
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { Awareness, removeAwarenessStates } from 'y-protocols/awareness';
import { liveQuery } from 'dexie';
import { entryKey, resolveUndos } from '$lib/engine/core/merge.ts';
import { refuse, type Refusal } from '$lib/engine/core/log.ts';
import { entriesToSend, mergeIntoGame, type SentEntry } from '$lib/db/shared.ts';
import type { SharedRecord, SilkLedgerDb } from '$lib/db/schema.ts';
import { importKey, open, seal } from './crypto.ts';
import { ChannelSync, type DataChannel } from './channel.ts';

/** Another phone in the room, as its awareness says (a soft signal: nothing is checked or stored from it). */
export interface Peer {
	client: number;
	name: string;
	entering: boolean;
}

export interface LiveStatus {
	connection: 'connecting' | 'connected' | 'disconnected';
	/** Linked directly to another phone (a data channel open). */
	direct: boolean;
	/** Connected (to the relay or directly), and every entry here is there and every entry there is stored here. */
	inSync: boolean;
	peers: Peer[];
	/** Entries from the room refused (not sealed with the key, not an entry, not of this game's shapes), and of those written by a newer app. */
	refused: number;
	newer: number;
	/** Six phones were on the game before this one: it stays off the room until one leaves (try again). */
	full: boolean;
	problem: Refusal | null;
}

/** At most this many phones share a game live: the table's players, each on their own phone. */
export const MAX_PHONES = 6;

/**
 * Whether this phone is past the first MAX_PHONES in the room, ranked by when each joined (then by client
 * number): every phone ranks the same, and a phone back from offline keeps its place.
 */
export function pastTheLimit(states: Iterable<[number, unknown]>, me: number): boolean {
	const since = (state: unknown) => {
		const at = (state as { user?: { since?: unknown } } | null)?.user?.since;
		return typeof at === 'number' && Number.isFinite(at) ? at : Number.MAX_SAFE_INTEGER;
	};
	const ranked = [...states].filter(([, state]) => (state as { user?: unknown } | null)?.user).sort(([a, sa], [b, sb]) => since(sa) - since(sb) || a - b);
	return ranked.findIndex(([client]) => client === me) >= MAX_PHONES;
}

const LOCAL = 'local';
/** At most this many entries from the room are opened at once (the rest wait for the next round). */
const MAX_BATCH = 2_000;

export class LiveGame {
	private doc = new Y.Doc();
	private log = this.doc.getArray<unknown>('log');
	private awareness = new Awareness(this.doc);
	private provider: WebsocketProvider | null = null;
	private channels: ChannelSync[] = [];
	private key: CryptoKey | null = null;
	/** Identities of the entries in the Y.Array (opened or sealed here). */
	private inDoc = new Set<string>();
	private stored = new Set<string>();
	private merging: Promise<unknown> = Promise.resolve();
	private pending = 0;
	private everSynced = false;
	private unfollow: (() => void) | null = null;
	private stopped = false;
	/** When this phone joined the room (its place among the phones, MAX_PHONES). */
	private since = Date.now();
	status: LiveStatus = { connection: 'connecting', direct: false, inSync: false, peers: [], refused: 0, newer: 0, full: false, problem: null };

	constructor(
		private db: SilkLedgerDb,
		private shared: SharedRecord & { kind: string },
		private name: string,
		private onstatus: (status: LiveStatus) => void,
		/** Outside a browser (tests, the bench): the WebSocket to use. */
		private socket?: typeof WebSocket
	) {}

	async start(): Promise<void> {
		this.key = await importKey(this.shared.key);
		if (!this.key) return this.said({ problem: refuse('live_bad_invitation') });
		this.log.observe((event) => {
			// What this phone appended is stored here already.
			if (event.transaction.origin !== LOCAL)
				this.received(event.changes.delta.flatMap((d): unknown[] => (Array.isArray(d.insert) ? (d.insert as unknown[]) : [])));
		});
		const provider = new WebsocketProvider(this.shared.relay, this.shared.room, this.doc, {
			awareness: this.awareness,
			disableBc: true,
			maxBackoffTime: 2000,
			WebSocketPolyfill: this.socket
		});
		this.provider = provider;
		// Once offline, each retry is not news: the phone says "Offline" until the relay answers again.
		provider.on('status', ({ status }) =>
			this.said({ connection: status === 'connecting' && this.status.connection === 'disconnected' ? 'disconnected' : status })
		);
		provider.on('sync', (synced) => {
			if (synced) this.everSynced = true;
			void this.send();
			this.said({});
		});
		this.awareness.on('change', () => this.awarenessChanged());
		this.setEntering(false);
		const watched = liveQuery(() => entriesToSend(this.db, this.shared.gameId));
		const subscription = watched.subscribe({ next: (rows) => this.storedNow(rows), error: (e) => console.error(e) });
		this.unfollow = () => subscription.unsubscribe();
	}

	/** Keeps the game in step over a direct link's data channel too, for as long as this phone is in the game. */
	attach(channel: DataChannel): void {
		if (this.stopped || this.channels.some((c) => c.channel === channel)) return;
		const sync = new ChannelSync(this.doc, this.awareness, channel, () => {
			if (sync.synced) {
				this.everSynced = true;
				void this.send();
			}
			this.said({});
		});
		this.channels.push(sync);
		this.said({});
	}

	/** The soft turn signal: this phone's player is entering something. */
	setEntering(entering: boolean): void {
		if (this.stopped) return;
		this.awareness.setLocalStateField('user', { name: this.name.slice(0, 40), entering, since: this.since });
	}

	/** Joins the room again, once a phone left a full table. */
	retry(): void {
		if (this.stopped || !this.provider) return;
		this.said({ full: false, problem: null });
		this.provider.connect();
		this.setEntering(false);
	}

	private awarenessChanged(): void {
		if (!this.status.full && pastTheLimit(this.awareness.getStates(), this.awareness.clientID)) {
			// Off the room, the game stays here: what is entered waits, as offline, until a place is free.
			this.said({ full: true, peers: [], problem: refuse('live_full', { count: MAX_PHONES }) });
			return this.provider?.disconnect();
		}
		this.said({ peers: this.peers() });
	}

	setName(name: string): void {
		this.name = name;
		this.setEntering(false);
	}

	/** Leaves the room: the game and its whole log stay on this phone. */
	stop(): void {
		this.stopped = true;
		this.unfollow?.();
		// The others see this phone leave at once, through every link.
		removeAwarenessStates(this.awareness, [this.doc.clientID], 'stop');
		for (const sync of this.channels) sync.destroy();
		this.provider?.destroy();
		this.awareness.destroy();
		this.doc.destroy();
	}

	private peers(): Peer[] {
		const awareness = this.awareness;
		const peers: Peer[] = [];
		for (const [client, state] of awareness.getStates()) {
			const user = (state as { user?: { name?: unknown; entering?: unknown } }).user;
			if (client === awareness.clientID || typeof user?.name !== 'string') continue;
			peers.push({ client, name: user.name.slice(0, 40), entering: user.entering === true });
		}
		return peers;
	}

	private said(change: Partial<LiveStatus>): void {
		if (this.stopped) return;
		const status = { ...this.status, ...change };
		const inDoc = [...this.stored].every((k) => this.inDoc.has(k));
		const open = this.channels.filter((c) => c.open);
		status.direct = open.length > 0;
		const reached = (status.connection === 'connected' && !!this.provider?.synced) || open.some((c) => c.synced);
		status.inSync = reached && this.pending === 0 && inDoc;
		this.status = status;
		this.onstatus(status);
	}

	/** Sealed entries that came into the Y.Array (from the relay, or appended here): opened, checked, merged into storage. */
	private received(items: unknown[]): void {
		if (!items.length || !this.key) return;
		const key = this.key;
		this.pending++;
		this.merging = this.merging
			.then(async () => {
				const opened = await Promise.all(items.slice(0, MAX_BATCH).map((item) => open(key, item)));
				const entries = opened.filter((e): e is SentEntry => e !== null);
				const fresh = entries.filter((e) => !this.inDoc.has(entryKey(e)));
				for (const e of entries) this.inDoc.add(entryKey(e));
				let refused = this.status.refused + opened.length - entries.length + Math.max(0, items.length - MAX_BATCH);
				let newer = this.status.newer;
				const unknown = fresh.filter((e) => !this.stored.has(entryKey(e)));
				if (unknown.length) {
					// A phone joining has no game yet: the whole log so far is merged, so it starts from its first entry.
					const all = (await this.db.games.get(this.shared.gameId)) ? unknown : await this.everything(key);
					const merged = await mergeIntoGame(this.db, this.shared.gameId, this.shared.kind, all);
					if (!merged.ok) this.said({ problem: merged.refusal });
					else {
						refused += merged.report.refused;
						newer += merged.report.newer;
					}
				}
				this.said({ refused, newer });
			})
			.catch((error) => console.error(error))
			.finally(() => {
				this.pending--;
				this.said({});
			});
	}

	private async everything(key: CryptoKey): Promise<SentEntry[]> {
		const opened = await Promise.all(
			this.log
				.toArray()
				.slice(0, 20_000)
				.map((item) => open(key, item))
		);
		return opened.filter((e): e is SentEntry => e !== null);
	}

	private storedNow(rows: SentEntry[]): void {
		this.stored = new Set(rows.map(entryKey));
		this.toSend = rows;
		void this.send();
		this.said({});
	}

	private toSend: SentEntry[] = [];
	private sealing = new Set<string>();

	/** Appends to the Y.Array what is stored here and not in it yet, once the room's log was received at least once. */
	private async send(): Promise<void> {
		if (!this.key || !this.everSynced || this.stopped) return;
		// Each undo names the entry it took back, so it means the same wherever the others' entries fall.
		const missing = resolveUndos(this.toSend).filter((e) => !this.inDoc.has(entryKey(e)) && !this.sealing.has(entryKey(e)));
		if (!missing.length) return;
		for (const e of missing) this.sealing.add(entryKey(e));
		const sealed = await Promise.all(missing.map((e) => seal(this.key!, e)));
		if (this.stopped) return;
		for (const e of missing) this.inDoc.add(entryKey(e));
		this.doc.transact(() => this.log.push(sealed), LOCAL);
		for (const e of missing) this.sealing.delete(entryKey(e));
		this.said({});
	}
}
