/**
 * The players remembered on this phone: the names and colours of the stored games, most recent first,
 * each name once. Derived when asked, never kept as a second copy.
 */
import { isDamaged, listGames } from './list.ts';
import type { GameRecord, SilkLedgerDb } from './schema.ts';

export interface RememberedPlayer {
	name: string;
	/** The colour they played in their latest game; none for games stored before colours were. */
	colour?: string;
}

/** Each name once (its latest spelling and colour), from the most recently played game to the oldest. */
export function rememberedPlayers(games: readonly Pick<GameRecord, 'players' | 'colours' | 'updatedAt'>[], max = 16): RememberedPlayer[] {
	const seen = new Set<string>();
	const out: RememberedPlayer[] = [];
	for (const game of [...games].sort((a, b) => b.updatedAt - a.updatedAt)) {
		for (const [i, raw] of game.players.entries()) {
			const name = raw.trim();
			const key = name.toLocaleLowerCase();
			if (!name || seen.has(key)) continue;
			seen.add(key);
			const colour = game.colours?.[i];
			out.push(colour ? { name, colour } : { name });
			if (out.length >= max) return out;
		}
	}
	return out;
}

/** The players of every game on this phone (deleted ones left out, damaged rows skipped). */
export async function loadRememberedPlayers(db: SilkLedgerDb): Promise<RememberedPlayer[]> {
	const games = (await listGames(db)).filter((g): g is GameRecord => !isDamaged(g));
	return rememberedPlayers(games);
}
