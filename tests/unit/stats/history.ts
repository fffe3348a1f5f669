/** Hand-made finished (and unfinished) games for the statistics tests. */
import type { GameResult, ResultPlayer } from '../../../src/lib/engine/core/result.ts';
import type { PlayOrUnfinished } from '../../../src/lib/stats/play.ts';

const MP_CATS = ['scoreTrack', 'goalCard', 'coins'] as const;

/** A player: name, total, and the total split as score track / goal card / coins. */
export function seat(seat: number, name: string, cats: [number, number, number], character?: string): ResultPlayer {
	const categories = Object.fromEntries(MP_CATS.map((c, i) => [c, cats[i]!]));
	return { seat, name, colour: 'blue', total: cats[0] + cats[1] + cats[2], rank: 0, categories, tieBreak: { camels: 0 }, ...(character ? { character } : {}) };
}

/** A finished play; ranks and winners from the totals (equal top totals share the victory). */
export function play(id: string, day: number, players: ResultPlayer[], kind = 'marco-polo-2'): PlayOrUnfinished {
	const best = Math.max(...players.map((p) => p.total));
	const ranked = players.map((p) => ({ ...p, rank: 1 + players.filter((q) => q.total > p.total).length }));
	const winners = ranked.filter((p) => p.total === best).map((p) => p.seat);
	const result: GameResult = { players: ranked, winners, decidedBy: winners.length > 1 ? 'shared' : 'points', categories: MP_CATS };
	return { id, kind, startedAt: day * 86_400_000, endedAt: day * 86_400_000 + 90 * 60_000, result };
}

export const unfinished = (id: string, day: number, kind = 'marco-polo-2'): PlayOrUnfinished => ({
	id,
	kind,
	startedAt: day * 86_400_000,
	endedAt: day * 86_400_000,
	result: null
});
