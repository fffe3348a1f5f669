/**
 * Following a game while a screen shows it: Dexie's live queries run again whenever the game's rows
 * change, from this screen or another tab or window. Kept apart from games.ts so that loading the
 * storage functions does not load Dexie itself.
 */
import { liveQuery } from 'dexie';
import type { Stored } from '$lib/engine/core/log.ts';
import type { FlaggedEntry } from '$lib/engine/core/replay.ts';
import type { AnyGameModule } from '$lib/registry.ts';
import { readLog, storedAsHeld } from './games.ts';
import type { SilkLedgerDb } from './schema.ts';

/**
 * A game as it is stored now: its log as the current rules read it, and its checklist; or gone. `asHeld`: the
 * stored log is the one the screen holds (passed back, not read again).
 */
export type FollowedGame = { missing: true } | { log: Stored<{ type: string }>[]; damaged: FlaggedEntry[]; checklist: string[]; asHeld: boolean };

/**
 * Calls `onchange` with the game each time it changes in the database, from this screen or another
 * tab or window (Dexie's live queries reach other tabs); returns the way to stop following it. A screen
 * passes the log it holds: while that is the stored one (its own entry just stored), it is not read again.
 */
export function followGame(
	db: SilkLedgerDb,
	gameId: string,
	module: AnyGameModule,
	onchange: (game: FollowedGame) => void,
	held?: () => { log: readonly Stored<{ type: string }>[]; damaged: FlaggedEntry[] }
): () => void {
	const watched = liveQuery(async (): Promise<FollowedGame> => {
		const row = await db.games.get(gameId);
		if (!row || row.deletedAt !== undefined) return { missing: true };
		const checklist = Array.isArray(row.checklist) ? row.checklist : [];
		if (held && (await storedAsHeld(db, gameId, () => held().log))) {
			const { log, damaged } = held();
			return { log: [...log], damaged, checklist, asHeld: true };
		}
		return { ...(await readLog(db, module, gameId)), checklist, asHeld: false };
	});
	const subscription = watched.subscribe({ next: onchange, error: (error) => console.error(error) });
	return () => subscription.unsubscribe();
}
