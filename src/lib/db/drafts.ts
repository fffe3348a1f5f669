import type { SilkLedgerDb } from './schema.ts';

export async function loadDraft(db: SilkLedgerDb, id: string): Promise<unknown> {
	return (await db.drafts.get(id))?.value;
}

export async function saveDraft(db: SilkLedgerDb, id: string, value: unknown): Promise<void> {
	await db.drafts.put({ id, value, updatedAt: Date.now() });
}

export async function clearDraft(db: SilkLedgerDb, id: string): Promise<void> {
	await db.drafts.delete(id);
}
