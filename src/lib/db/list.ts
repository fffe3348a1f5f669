import type { GameRecord, SilkLedgerDb } from './schema.ts';

/** Games on this device, newest first. Kept apart from the rules so the home screen loads little. */
export async function listGames(db: SilkLedgerDb): Promise<GameRecord[]> {
	return db.games.orderBy('updatedAt').reverse().toArray();
}
