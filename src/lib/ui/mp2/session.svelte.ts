/** One open game: its log from IndexedDB, the state replayed from it, and the copy of the game. */
import type { Refusal, Stored, UndoEntry } from '$lib/engine/core/log.ts';
import { replay } from '$lib/engine/core/replay.ts';
import { mp2Rules, type Mp2Entry } from '$lib/engine/marco-polo-2/game.ts';
import { emptyCopy, type CopyOfTheGame } from '$lib/engine/marco-polo-2/printed.ts';
import { db } from '$lib/db/index.ts';
import { appendEntry, getGame, loadLog, refreshSummary, setChecklist } from '$lib/db/games.ts';
import { loadCopy } from '$lib/db/copy.ts';

export class GameSession {
	readonly id: string;
	log = $state<Stored<Mp2Entry>[]>([]);
	copy = $state<CopyOfTheGame>(emptyCopy());
	checklist = $state<string[]>([]);
	status = $state<'loading' | 'ready' | 'missing'>('loading');
	state = $derived(replay(mp2Rules, this.log));

	constructor(id: string) {
		this.id = id;
	}

	async load(): Promise<void> {
		const game = await getGame(db(), this.id);
		if (!game) {
			this.status = 'missing';
			return;
		}
		this.checklist = game.checklist ?? [];
		this.log = await loadLog(db(), this.id);
		this.copy = await loadCopy(db());
		this.status = 'ready';
	}

	/** Sends an entry to the rules; the refusal, if any, is returned and nothing is stored. */
	async send(entry: Mp2Entry | UndoEntry): Promise<Refusal | null> {
		try {
			// Entries may hold reactive proxies (from the copy of the game); IndexedDB stores plain data only.
			const result = await appendEntry(db(), this.id, $state.snapshot(entry) as Mp2Entry | UndoEntry);
			if (!result.ok) return result.refusal;
			this.log = result.log;
			return null;
		} catch (error) {
			console.error(error);
			return { key: 'refusal_storage_failed' };
		}
	}

	async reloadCopy(): Promise<void> {
		this.copy = await loadCopy(db());
		await refreshSummary(db(), this.id);
	}

	async toggleChecklist(item: string, ticked: boolean): Promise<void> {
		const next = ticked ? [...new Set([...this.checklist, item])] : this.checklist.filter((i) => i !== item);
		await setChecklist(db(), this.id, next);
		this.checklist = next;
	}
}
