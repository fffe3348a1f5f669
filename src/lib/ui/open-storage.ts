import type { SilkLedgerDb } from '$lib/db/schema.ts';

let storage: typeof import('$lib/db/index.ts') | null = null;

/**
 * The phone's storage for a screen that draws before it reads (home, a new-game form, a game opened): the storage
 * library is fetched when first asked for, not with the screen's code; once it is here, an entry goes to it without
 * waiting for a fetch. Rejects as opening storage would, if its code cannot be had.
 */
export function openStorage(): Promise<SilkLedgerDb> {
	if (storage) return Promise.resolve(storage.db());
	return import('$lib/db/index.ts').then((loaded) => (storage = loaded).db());
}
