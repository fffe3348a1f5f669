/**
 * What follows a delete (list.ts hides the game at once): the few seconds it can be taken back, then the
 * game and its whole log removed for good; and archiving. Apart from the home list, which loads less.
 */
import type { GameRecord, SilkLedgerDb } from './schema.ts';

/** How long a deleted game can be brought back, on the screen that shows the undo. */
export const UNDO_DELETE_MS = 10_000;

const deletedAt = (row: unknown) => (row as { deletedAt?: unknown }).deletedAt;

/** Brings back a game deleted a moment ago. */
export async function undoDelete(db: SilkLedgerDb, gameId: string): Promise<void> {
	await db.games
		.where('id')
		.equals(gameId)
		.modify((g) => void delete g.deletedAt);
}

/** Games deleted less than UNDO_DELETE_MS ago, which can still be brought back. */
export async function recentlyDeleted(db: SilkLedgerDb, now = Date.now()): Promise<GameRecord[]> {
	const rows = await db.games.filter((g) => typeof g.deletedAt === 'number' && now - g.deletedAt < UNDO_DELETE_MS).toArray();
	return rows.sort((a, b) => b.deletedAt! - a.deletedAt!);
}

/** Removes for good the games deleted longer than UNDO_DELETE_MS ago, each with its whole log, in one transaction. */
export async function purgeDeleted(db: SilkLedgerDb, now = Date.now()): Promise<void> {
	await db.transaction('rw', db.games, db.entries, async () => {
		const gone = await db.games.filter((g) => deletedAt(g) !== undefined && !(now - (g.deletedAt as number) < UNDO_DELETE_MS)).primaryKeys();
		for (const id of gone) {
			await db.entries.where('gameId').equals(id).delete();
			await db.games.delete(id);
		}
	});
}

/** Moves a game out of the main list (or back). */
export async function setArchived(db: SilkLedgerDb, gameId: string, archived: boolean): Promise<void> {
	await db.games
		.where('id')
		.equals(gameId)
		.modify((g) => {
			if (archived) g.archived = true;
			else delete g.archived;
		});
}
