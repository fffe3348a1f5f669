/**
 * The games on this phone as plays for the history and the statistics: each finished game replayed from its
 * own log and scored by its module, every time they are asked for (kept only in memory while its log is unchanged).
 */
import { replay } from '$lib/engine/core/replay.ts';
import { moduleOf } from '$lib/modules.ts';
import { gameOf } from '$lib/registry.ts';
import type { PlayOrUnfinished } from '$lib/stats/play.ts';
import { readLog } from './games.ts';
import { isDamaged, listGames } from './list.ts';
import type { SilkLedgerDb } from './schema.ts';

const replayed = new Map<string, PlayOrUnfinished>();

/** Every game that is not deleted or damaged; those not finished (or not scored) have no result. */
export async function loadPlays(db: SilkLedgerDb): Promise<PlayOrUnfinished[]> {
	const out: PlayOrUnfinished[] = [];
	for (const game of await listGames(db)) {
		if (isDamaged(game)) continue;
		const base = { id: game.id, kind: game.kind, startedAt: game.createdAt, endedAt: game.updatedAt, result: null };
		const module = game.phase === gameOf(game.kind)?.meta.phases.at(-1) ? await moduleOf(game.kind) : undefined;
		if (!module) {
			out.push(base);
			continue;
		}
		const mark = `${game.id}:${game.updatedAt}`;
		let play = replayed.get(mark);
		if (!play) {
			const { log } = await readLog(db, module, game.id);
			play = { ...base, startedAt: log[0]?.at ?? base.startedAt, endedAt: log.at(-1)?.at ?? base.endedAt, result: module.result(replay(module.rules, log)) };
			replayed.set(mark, play);
		}
		out.push(play);
	}
	return out;
}
