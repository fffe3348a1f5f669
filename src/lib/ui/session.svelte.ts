/** One open game of any kind: its log from IndexedDB and the state replayed from it. */
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import { replay } from '$lib/engine/core/replay.ts';
import { db } from '$lib/db/index.ts';
import { appendEntry, getGame, loadLog, rulesOf, setChecklist, type EntryOf, type StateOf } from '$lib/db/games.ts';
import type { GameKind } from '$lib/db/schema.ts';

export class LogSession<K extends GameKind> {
	readonly id: string;
	readonly kind: K;
	log = $state<Stored<EntryOf<K>>[]>([]);
	checklist = $state<string[]>([]);
	status = $state<'loading' | 'ready' | 'missing'>('loading');
	// A closure: the kind is set by the constructor, after the fields.
	state: StateOf<K> = $derived.by(() => replay(rulesOf(this.kind), this.log));

	constructor(id: string, kind: K) {
		this.id = id;
		this.kind = kind;
	}

	async load(): Promise<void> {
		const game = await getGame(db(), this.id);
		if (!game || game.kind !== this.kind) {
			this.status = 'missing';
			return;
		}
		this.checklist = game.checklist ?? [];
		this.log = await loadLog<K>(db(), this.id);
		await this.loaded();
		this.status = 'ready';
	}

	/** For what a game kind loads besides its log. */
	protected async loaded(): Promise<void> {}

	/** Sends an entry to the rules; the refusal, if any, is returned and nothing is stored. */
	async send(entry: EntryOf<K> | UndoEntry): Promise<Refusal | null> {
		try {
			// Entries may hold reactive proxies; IndexedDB stores plain data only.
			const result = await appendEntry<K>(db(), this.id, $state.snapshot(entry) as EntryOf<K> | UndoEntry);
			if (!result.ok) return result.refusal;
			this.log = result.log;
			return null;
		} catch (error) {
			console.error(error);
			return { key: 'refusal_storage_failed' };
		}
	}

	async toggleChecklist(item: string, ticked: boolean): Promise<void> {
		const next = ticked ? [...this.checklist.filter((i) => i !== item), item] : this.checklist.filter((i) => i !== item);
		await setChecklist(db(), this.id, next);
		this.checklist = next;
	}
}
