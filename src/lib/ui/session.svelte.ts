/**
 * The open game on a screen, of any kind: its log as stored and the replay of it, held together (`held`), fed by
 * this screen's entries and by what storage reports after every change, from this screen or another tab or window.
 * Entries from another phone sharing the game live come the same way: merged into storage first (db/shared.ts, by
 * the one merge of engine/core/merge.ts, which may put them before entries this screen holds), then reported like
 * another tab's; the log held is then read again and replayed whole.
 *
 * States (`status`):
 * - loading: the stored game is read and its rules fetched; straight from IndexedDB where the database is as this app
 *   left it (db/first-read.ts), so the game shows before the storage library is fetched. A game route's load waits for
 *   it (readBeforeDrawn): the screen is drawn once, with its game.
 *   → ready    read and replayed;
 *   → missing  no such game, deleted, or a game of another kind;
 *   → damaged  its row cannot be read or its rules are unknown (`problem` says why), or storage failed.
 * - ready: the log and its replay, the setup checklist and the phone's copy of the game are held.
 *   → missing  storage reports the game deleted.
 * While ready:
 * - storing (one entry or more this screen sends): storage checks each against the stored log, in the transaction
 *   that stores it, with the held replay when the stored log is still the held one; the log stored is held as it
 *   comes back, its replay played on by the entry alone.
 * - followed (while a screen shows the game, from once it is first drawn): storage reports the game after every
 *   change, and whether its log is still the held one. If it is (this screen's own entry come back), only the
 *   checklist is taken; if not, the stored log is held, played on from the held replay when it starts with the held
 *   entries, and said to have changed on another screen.
 * - deferred: a report that comes while storing was checked against a log about to be replaced: it is set aside,
 *   and once nothing is storing, storage is asked again.
 * - undo: waits until nothing is storing, then names the last entry in effect this screen shows: never one the
 *   player has not seen (storage refuses it once another screen's entry came after it).
 */
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import { emptyCopy, type Copy } from '$lib/engine/core/printed.ts';
import type { GameStateBase } from '$lib/engine/core/game.ts';
import { replayFrom, type FlaggedEntry, type Replayed } from '$lib/engine/core/replay.ts';
import { loadPhoneCopy, phoneCopyOf, savePhoneValue } from '$lib/db/copy.ts';
import { readFirst, readThrough, type FirstRead } from '$lib/db/first-read.ts';
import { appendEntry, openRows, sameEntry, tickChecklist } from '$lib/db/games.ts';
import { waitFor } from './data/watch.ts';
import type { FollowedGame } from '$lib/db/follow.ts';
import { openStorage } from './open-storage.ts';
import { whenSettled } from './after-paint.ts';
import { moduleOf } from '$lib/modules.ts';
import type { AnyGameModule, EntryOf, GameKind, StateOf } from '$lib/registry.ts';
import { tick } from '$lib/ui/haptics.ts';

type Status = 'loading' | 'ready' | 'missing' | 'damaged';

/** A log as the screen holds it: entries never changed in place, with the entries it could not read and its replay. */
interface Held<E> {
	log: Stored<E>[];
	/** Stored entries that could not be read now (damaged, or not carried over). */
	damaged: FlaggedEntry[];
	replayed: Replayed<GameStateBase>;
}

export class LogSession<K extends GameKind> {
	readonly id: string;
	readonly kind: K;
	status = $state<Status>('loading');
	/** Why the game cannot be opened, when it is damaged. */
	problem = $state<Refusal | null>(null);
	module = $state.raw<AnyGameModule | null>(null);
	// Raw: replaced whole, never changed in place; the rules copy values out of entries (a deep proxy cannot be cloned).
	private held = $state.raw<Held<EntryOf<K>> | null>(null);
	checklist = $state<string[]>([]);
	/** The phone's copy of this game ("Your copy of the game"); the game itself is scored with its own copy. */
	phone = $state.raw<Copy>(emptyCopy());
	/** Why this phone may not enter now (a shared game holds entries of a newer app): every entry is refused with it. */
	readOnly = $state.raw<Refusal | null>(null);
	/** Whether the log last changed from another screen. */
	changedElsewhere = $state(false);
	/** Whether this phone shares the game live (an invitation kept), as read when the game was opened. */
	shared = $state(false);

	// Not shown, so not reactive: the entries being stored, how to stop following, a report set aside while storing.
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	private storing = new Set<Promise<unknown>>();
	private unfollow: (() => void) | null = null;
	private setAside = false;
	/** Whether following has started once: the first waits until the game is on the screen. */
	private followedOnce = false;

	constructor(id: string, kind: K) {
		this.id = id;
		this.kind = kind;
	}

	get log(): Stored<EntryOf<K>>[] {
		return this.held?.log ?? [];
	}

	get damaged(): FlaggedEntry[] {
		return this.held?.damaged ?? [];
	}

	/** The state after the log; only read once the game is ready. */
	get state(): StateOf<K> {
		return this.held!.replayed.states.at(-1) as StateOf<K>;
	}

	/** The last entry in effect, as this screen shows it: an undo names it. */
	get lastEntry(): number | undefined {
		return this.held?.replayed.live.at(-1);
	}

	/** Entries in the log with no effect, and why: damaged ones, and those the current rules refuse. */
	get flagged(): FlaggedEntry[] {
		const live = this.held?.replayed.live ?? [];
		const damaged = this.damaged.filter((d) => live.includes(d.seq));
		const rest = (this.held?.replayed.flagged ?? []).filter((f) => !damaged.some((d) => d.seq === f.seq));
		return [...damaged, ...rest].sort((a, b) => a.seq - b.seq);
	}

	async load(): Promise<void> {
		try {
			// The rules are fetched while the stored game is read, not after (opening awaits the same load).
			moduleOf(this.kind)?.catch(() => {});
			// Read without the storage library where the database is as this app left it: the game shows before it is fetched.
			const rows =
				(await waitFor(readFirst(this.id, this.kind))) ?? (await waitFor<FirstRead>(openStorage().then((db) => readThrough(db, this.id, this.kind))));
			const opened = await openRows(rows.game, () => Promise.resolve(rows.entries));
			if ('missing' in opened || ('record' in opened && opened.record.kind !== this.kind)) {
				this.status = 'missing';
				return;
			}
			if ('problem' in opened) {
				this.problem = opened.problem;
				this.status = 'damaged';
				return;
			}
			this.module = opened.module;
			this.checklist = opened.record.checklist ?? [];
			this.hold(opened.log, opened.damaged);
			this.phone = phoneCopyOf(opened.module.printed, rows.printed);
			this.shared = rows.shared;
			this.status = 'ready';
		} catch (error) {
			console.error(error);
			this.problem = { key: 'refusal_storage_failed' };
			this.status = 'damaged';
		}
	}

	/** A log read from storage, held with its replay: played on from the held one when it starts with the same entries. */
	private hold(read: readonly Stored<{ type: string }>[], damaged: FlaggedEntry[]): void {
		const before = this.held;
		const kept = before && before.log.length <= read.length && before.log.every((e, i) => sameEntry(e, read[i]));
		const log = (kept ? [...before.log, ...read.slice(before.log.length)] : read) as Stored<EntryOf<K>>[];
		this.held = { log, damaged, replayed: replayFrom(this.module!.rules, kept ? before : null, log) };
	}

	/** Follows the stored game while a screen shows it; returns the way to stop. */
	follow(): () => void {
		if (!this.module || this.status !== 'ready') return () => {};
		this.unfollow?.();
		this.unfollow = this.subscribe(this.module);
		return () => {
			this.unfollow?.();
			this.unfollow = null;
		};
	}

	/**
	 * Follows through the storage library, fetched once the game is on the screen (what it reports then is the game as
	 * stored then: nothing that changed meanwhile is missed).
	 */
	private subscribe(module: AnyGameModule): () => void {
		let stop: (() => void) | null = null;
		let stopped = false;
		const start = () =>
			void Promise.all([openStorage(), import('$lib/db/follow.ts')])
				.then(([db, { followGame }]) => {
					if (stopped) return;
					stop = followGame(
						db,
						this.id,
						module,
						(game) => this.followed(game),
						() => ({ log: this.log, damaged: this.damaged })
					);
				})
				.catch(console.error);
		// The first waits until the screen is drawn and the phone idle: the library is not fetched in the middle of it.
		const cancel = this.followedOnce ? (start(), () => {}) : whenSettled(start);
		this.followedOnce = true;
		return () => {
			stopped = true;
			cancel();
			stop?.();
		};
	}

	private followed(game: FollowedGame): void {
		if (this.storing.size) {
			this.setAside = true;
			return;
		}
		if ('missing' in game) {
			this.status = 'missing';
			return;
		}
		if (game.checklist.join('\n') !== this.checklist.join('\n')) this.checklist = game.checklist;
		if (game.asHeld) return;
		this.changedElsewhere = true;
		this.hold(game.log, game.damaged);
	}

	/** Once nothing is storing: a report set aside meanwhile is asked for again, now against the log held. */
	private askAgain(): void {
		if (!this.setAside || this.storing.size) return;
		this.setAside = false;
		if (!this.unfollow || !this.module) return;
		this.unfollow();
		this.unfollow = this.subscribe(this.module);
	}

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
		if (this.readOnly) return this.readOnly;
		const stored = this.store(entry);
		this.storing.add(stored);
		try {
			return await stored;
		} finally {
			this.storing.delete(stored);
			this.askAgain();
		}
	}

	private async store(entry: EntryOf<K> | UndoEntry): Promise<Refusal | null> {
		try {
			const held = this.held;
			const known = held && this.module ? { module: this.module, log: held.log, replayed: held.replayed } : undefined;
			// Entries may hold reactive proxies; IndexedDB stores plain data only.
			const plain = $state.snapshot(entry);
			const now = Date.now();
			const result = await waitFor(openStorage().then((db) => appendEntry(db, this.id, plain, now, known)));
			if (!result.ok) return result.refusal;
			this.held = { log: result.log as Stored<EntryOf<K>>[], damaged: this.damaged, replayed: result.replayed };
			this.changedElsewhere = false;
			tick();
			return null;
		} catch (error) {
			console.error(error);
			return { key: 'refusal_storage_failed' };
		}
	}

	async toggleChecklist(item: string, ticked: boolean): Promise<void> {
		this.checklist = await tickChecklist(await openStorage(), this.id, item, ticked);
	}

	private async reloadPhone(): Promise<void> {
		if (this.module) this.phone = await waitFor(openStorage().then((db) => loadPhoneCopy(db, this.kind, this.module!.printed)));
	}

	/** Keeps a value read off the components on this phone, for every later game. */
	async savePhone(id: string, value: unknown): Promise<Refusal | null> {
		if (!this.module) return { key: 'refusal_storage_failed' };
		const refusal = await savePhoneValue(await openStorage(), this.module.printed, id, value);
		if (!refusal) await this.reloadPhone();
		return refusal;
	}

	/** The phone's values this game's own copy lacks or holds otherwise: what recording them would change. */
	get phoneDifferences(): Record<string, unknown> {
		const game = (this.state as { copy?: Copy } | undefined)?.copy?.values ?? {};
		return Object.fromEntries(Object.entries(this.phone.values).filter(([id, value]) => JSON.stringify(game[id]) !== JSON.stringify(value)));
	}
}

/** How long a game route waits for its game before drawing the screen anyway, saying it is loading. */
const DRAWN_WITHOUT_GAME_MS = 1000;

/**
 * A game route's load: the stored game read and replayed before the screen is drawn, so it is drawn once, with its
 * game (the page's skeleton shows meanwhile). Storage slow to answer gets the screen drawn after a second, saying
 * it is loading, and the game shown once read (`status` follows it).
 */
export async function readBeforeDrawn<S extends { load(): Promise<void> }>(session: S): Promise<S> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const drawnAnyway = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAWN_WITHOUT_GAME_MS)));
	await Promise.race([session.load(), drawnAnyway]);
	clearTimeout(timer);
	return session;
}
