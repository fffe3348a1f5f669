/** An open game of Marco Polo II, with the player's copy of the game for printed values. */
import { emptyCopy, type CopyOfTheGame } from '$lib/engine/marco-polo-2/printed.ts';
import { db } from '$lib/db/index.ts';
import { refreshSummary } from '$lib/db/games.ts';
import { loadCopy } from '$lib/db/copy.ts';
import { LogSession } from '$lib/ui/session.svelte.ts';

export class MarcoPolo2Session extends LogSession<'marco-polo-2'> {
	copy = $state<CopyOfTheGame>(emptyCopy());

	constructor(id: string) {
		super(id, 'marco-polo-2');
	}

	protected override async loaded(): Promise<void> {
		this.copy = await loadCopy(db());
	}

	async reloadCopy(): Promise<void> {
		this.copy = await loadCopy(db());
		await refreshSummary(db(), this.id);
	}
}
