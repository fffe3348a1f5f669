import { browser } from '$app/environment';
import { SilkLedgerDb } from './schema.ts';

let instance: SilkLedgerDb | null = null;

/** The app's database; opened on first use in the browser. */
export function db(): SilkLedgerDb {
	if (!browser) throw new Error('IndexedDB is only available in the browser');
	instance ??= new SilkLedgerDb();
	return instance;
}
