import type { SilkLedgerDb } from '$lib/db/schema.ts';

/**
 * The phone's storage for a screen that draws before it reads (home, a new-game form): the storage library is fetched
 * when first asked for, not with the screen's code. Rejects as opening storage would, if its code cannot be had.
 */
export function openStorage(): Promise<SilkLedgerDb> {
	return import('$lib/db/index.ts').then(({ db }) => db());
}
