/**
 * "Your copy of the game": printed values the player read off their components, kept on this
 * device for every later game, by printed-value id. Rows are checked by the game's printed values
 * when read, so a damaged row is left out instead of breaking scoring.
 */
import type { Refusal } from '$lib/engine/core/log.ts';
import { checkPrintedValue, cleanCopy, type Copy, type PrintedCatalog } from '$lib/engine/core/printed.ts';
import type { CopySource, PrintedRecord, SilkLedgerDb } from './schema.ts';
import { storageProblem } from './storage.ts';

/**
 * The phone's copy of one game: every value the player gave for it, read back through the game's
 * printed values (a value that no longer fits, or is now built in, is left out).
 */
export async function loadPhoneCopy(db: SilkLedgerDb, kind: string, catalog: PrintedCatalog): Promise<Copy> {
	return phoneCopyOf(catalog, await db.printed.where('id').startsWith(`${kind}.`).toArray());
}

/** The phone's copy of one game from its stored rows (those of its kind). */
export const phoneCopyOf = (catalog: PrintedCatalog, rows: readonly PrintedRecord[]): Copy =>
	cleanCopy(catalog, Object.fromEntries(rows.map((r) => [r.id, r.value])));

/** Where the phone's values of one game came from, for those imported from another group's file (typed values have none). */
export async function loadCopySources(db: SilkLedgerDb, kind: string): Promise<Record<string, CopySource>> {
	const rows = await db.printed.where('id').startsWith(`${kind}.`).toArray();
	return Object.fromEntries(rows.flatMap((r) => (r.from ? [[r.id, r.from]] : [])));
}

/**
 * Stores a value read off the phone's copy, or clears it (null); a value the game refuses is not stored, and
 * a write the phone's storage refuses (full, unavailable) comes back as a refusal that says so.
 */
export async function savePhoneValue(db: SilkLedgerDb, catalog: PrintedCatalog, id: string, value: unknown): Promise<Refusal | null> {
	try {
		if (value === null) {
			if (!catalog.schemaOf(id)) return { key: 'refusal_no_such_printed_value' };
			await db.printed.delete(id);
			return null;
		}
		const bad = checkPrintedValue(catalog, id, value);
		if (bad) return bad;
		await db.printed.put({ id, value: structuredClone(value), updatedAt: Date.now() });
		return null;
	} catch (error) {
		return { key: `storage_${storageProblem(error)}` };
	}
}
