/** One open game of any kind: its log from IndexedDB, its game module, and the state replayed from the log. */
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import { emptyCopy, type Copy } from '$lib/engine/core/printed.ts';
import type { GameStateBase } from '$lib/engine/core/game.ts';
import { replayFrom, type FlaggedEntry, type Replayed } from '$lib/engine/core/replay.ts';
import { db } from '$lib/db/index.ts';
import { loadPhoneCopy, savePhoneValue } from '$lib/db/copy.ts';
import { appendEntry, openGame, tickChecklist, type KnownLog } from '$lib/db/games.ts';
import { waitFor } from './data/watch.ts';
import { followGame, type FollowedGame } from '$lib/db/follow.ts';
import { moduleOf } from '$lib/modules.ts';
import type { AnyGameModule, EntryOf, GameKind, StateOf } from '$lib/registry.ts';
import { tick } from '$lib/ui/haptics.ts';

export class LogSession<K extends GameKind> {
	readonly id: string;
	readonly kind: K;
	module = $state.raw<AnyGameModule | null>(null);
	// Raw: entries are never changed in place, and the rules copy values out of them (a deep proxy cannot be cloned).
	log = $state.raw<Stored<EntryOf<K>>[]>([]);
	/** Stored entries that could not be read now (damaged, or not carried over). */
	damaged = $state<FlaggedEntry[]>([]);
	checklist = $state<string[]>([]);
	status = $state<'loading' | 'ready' | 'missing' | 'damaged'>('loading');
	/** Why the game cannot be opened, when it is damaged. */
	problem = $state<Refusal | null>(null);
	/** The phone's copy of this game ("Your copy of the game"); the game itself is scored with its own copy. */
	phone = $state.raw<Copy>(emptyCopy());
	/** The last log replayed and its replay (not shown, so not reactive): an entry added plays that entry alone. */
	private known: Omit<KnownLog, 'module'> | null = null;
	private replayed = $derived.by(() => {
		if (!this.module) return null;
		const log = this.log as Stored<{ type: string }>[];
		const replayed = replayFrom(this.module.rules, this.known, log) as Replayed<GameStateBase>;
		this.known = { log, replayed };
		return replayed;
	});

	constructor(id: string, kind: K) {
		this.id = id;
		this.kind = kind;
	}

	/** The last entry in effect, as this screen shows it: an undo names it, so it never takes back one the player has not seen. */
	get lastEntry(): number | undefined {
		return this.replayed?.live.at(-1);
	}

	/** Whether the log last changed from another screen (a tab or window on the same game). */
	changedElsewhere = $state(false);

	/** Follows the stored game while a screen shows it, so another tab's entries and ticks appear here; returns the way to stop. */
	follow(): () => void {
		if (!this.module || this.status !== 'ready') return () => {};
		return followGame(
			db(),
			this.id,
			this.module,
			(game) => this.followed(game),
			() => ({ log: this.log, damaged: this.damaged })
		);
	}

	private followed(game: FollowedGame): void {
		// While this screen stores an entry, what the database shows may already hold it before the screen
		// knows its number: kept until the entry is stored, then read (so it is never taken for another screen's).
		if (this.sending > 0) {
			this.deferred = game;
			return;
		}
		if ('missing' in game) {
			this.status = 'missing';
			return;
		}
		if (game.checklist.join('\n') !== this.checklist.join('\n')) this.checklist = game.checklist;
		const last = game.log.at(-1)?.seq;
		// Entries are only ever appended: the same length and last entry is the same log, and a start of this
		// one lacking only entries this screen stored is a read from before them (a newer read follows).
		const prefix = game.log.length <= this.log.length && game.log.every((e, i) => this.log[i]?.seq === e.seq);
		if (prefix && this.log.slice(game.log.length).every((e) => this.sent.has(e.seq))) return;
		this.changedElsewhere = last !== undefined && !this.sent.has(last);
		this.damaged = game.damaged;
		this.log = game.log as Stored<EntryOf<K>>[];
	}

	private sending = 0;
	private deferred: FollowedGame | null = null;

	/** Entries this screen stored, by seq: anything else that appears came from another screen. Not shown, so not reactive. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	private sent = new Set<number>();

	/** The state after the log; only read once the game is ready. */
	get state(): StateOf<K> {
		return this.replayed!.states.at(-1) as StateOf<K>;
	}

	/** Entries in the log with no effect, and why: damaged ones, and those the current rules refuse. */
	get flagged(): FlaggedEntry[] {
		const live = this.replayed?.live ?? [];
		const damaged = this.damaged.filter((d) => live.includes(d.seq));
		const rest = (this.replayed?.flagged ?? []).filter((f) => !damaged.some((d) => d.seq === f.seq));
		return [...damaged, ...rest].sort((a, b) => a.seq - b.seq);
	}

	async load(): Promise<void> {
		try {
			// The rules are fetched while the stored game is read, not after (openGame awaits the same load).
			moduleOf(this.kind)?.catch(() => {});
			const opened = await waitFor(openGame(db(), this.id));
			if ('missing' in opened || ('record' in opened && opened.record.kind !== this.kind)) {
				this.status = 'missing';
				return;
			}
			if ('problem' in opened) {
				this.problem = opened.problem;
				this.status = 'damaged';
				return;
			}
			this.checklist = opened.record.checklist ?? [];
			this.damaged = opened.damaged;
			this.log = opened.log as Stored<EntryOf<K>>[];
			this.module = opened.module;
			await this.reloadPhone();
			await this.loaded();
			this.status = 'ready';
		} catch (error) {
			console.error(error);
			this.problem = { key: 'refusal_storage_failed' };
			this.status = 'damaged';
		}
	}

	async reloadPhone(): Promise<void> {
		if (this.module) this.phone = await waitFor(loadPhoneCopy(db(), this.kind, this.module.printed));
	}

	/** Keeps a value read off the components on this phone, for every later game. */
	async savePhone(id: string, value: unknown): Promise<Refusal | null> {
		if (!this.module) return { key: 'refusal_storage_failed' };
		const refusal = await savePhoneValue(db(), this.module.printed, id, value);
		if (!refusal) await this.reloadPhone();
		return refusal;
	}

	/** The phone's values this game's own copy lacks or holds otherwise: what recording them would change. */
	get phoneDifferences(): Record<string, unknown> {
		const game = (this.state as { copy?: Copy } | undefined)?.copy?.values ?? {};
		return Object.fromEntries(Object.entries(this.phone.values).filter(([id, value]) => JSON.stringify(game[id]) !== JSON.stringify(value)));
	}

	/** For what a game kind loads besides its log. */
	protected async loaded(): Promise<void> {}

	/** Entries this screen is storing now. Not shown, so not reactive. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	private storing = new Set<Promise<unknown>>();

	/**
	 * Takes back the last entry: the last one this screen shows once what it is storing is stored. A tap on
	 * undo right after a number was typed stores that number first (leaving the field); the player saw it,
	 * so it is the one taken back, not refused as another screen's.
	 */
	async undoLast(): Promise<Refusal | null> {
		while (this.storing.size) await Promise.allSettled([...this.storing]);
		return this.send({ type: 'undo', of: this.lastEntry });
	}

	/** Sends an entry to the rules; the refusal, if any, is returned and nothing is stored. */
	async send(entry: EntryOf<K> | UndoEntry): Promise<Refusal | null> {
		const stored = this.store(entry);
		this.storing.add(stored);
		try {
			return await stored;
		} finally {
			this.storing.delete(stored);
		}
	}

	private async store(entry: EntryOf<K> | UndoEntry): Promise<Refusal | null> {
		this.sending++;
		try {
			// Entries may hold reactive proxies; IndexedDB stores plain data only.
			// The replay read first: what it holds is then the replay of the log this screen shows.
			const known = this.replayed && this.known && this.module ? { module: this.module, ...this.known } : undefined;
			const result = await waitFor(appendEntry(db(), this.id, $state.snapshot(entry), Date.now(), known));
			if (!result.ok) return result.refusal;
			this.known = { log: result.log, replayed: result.replayed };
			this.sent.add(result.log.at(-1)!.seq);
			this.changedElsewhere = false;
			this.log = result.log as Stored<EntryOf<K>>[];
			tick();
			return null;
		} catch (error) {
			console.error(error);
			return { key: 'refusal_storage_failed' };
		} finally {
			this.sending--;
			const seen = this.deferred;
			this.deferred = null;
			if (seen && this.sending === 0) this.followed(seen);
		}
	}

	async toggleChecklist(item: string, ticked: boolean): Promise<void> {
		this.checklist = await tickChecklist(db(), this.id, item, ticked);
	}
}

/**
 * The session a game route's load reads, once read (null until then); another game opened on the same
 * screen is read afresh. Call it while the page's component is set up.
 */
export function loadedSession<T>(loaded: () => Promise<T>): { readonly value: T | null } {
	let value = $state<T | null>(null);
	$effect(() => {
		const reading = loaded();
		value = null;
		reading.then((session) => {
			if (loaded() === reading) value = session;
		});
	});
	return {
		get value() {
			return value;
		}
	};
}
