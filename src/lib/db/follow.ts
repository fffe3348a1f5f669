/**
 * Following a game while a screen shows it: Dexie's live queries run again whenever the game's rows
 * change, from this screen or another tab or window. Kept apart from games.ts so that loading the
 * storage functions does not load Dexie itself.
 */
import { liveQuery } from 'dexie';
import type { Stored } from '$lib/engine/core/log.ts';
import type { FlaggedEntry } from '$lib/engine/core/replay.ts';
import type { AnyGameModule } from '$lib/registry.ts';
import { readLog } from './games.ts';
import type { SilkLedgerDb } from './schema.ts';

/** A game as it is stored now: its log as the current rules read it, and its checklist; or gone. */
export type FollowedGame = { missing: true } | { log: Stored<{ type: string }>[]; damaged: FlaggedEntry[]; checklist: string[] };

/**
 * Calls `onchange` with the game each time it changes in the database, from this screen or another
 * tab or window (Dexie's live queries reach other tabs); returns the way to stop following it.
 */
export function followGame(db: SilkLedgerDb, gameId: string, module: AnyGameModule, onchange: (game: FollowedGame) => void): () => void {
	const watched = liveQuery(async (): Promise<FollowedGame> => {
		const row = await db.games.get(gameId);
		if (!row || row.deletedAt !== undefined) return { missing: true };
		return { ...(await readLog(db, module, gameId)), checklist: Array.isArray(row.checklist) ? row.checklist : [] };
	});
	const subscription = watched.subscribe({ next: onchange, error: (error) => console.error(error) });
	return () => subscription.unsubscribe();
}
