/** A finished game as the history, the statistics and sharing read it: derived from its stored log, never kept apart. */
import type { GameResult } from '$lib/engine/core/result.ts';

export interface Play {
	/** The stored game's id. */
	id: string;
	/** Its game's kind (registry). */
	kind: string;
	/** When its first and last entries were made (ms). */
	startedAt: number;
	endedAt: number;
	result: GameResult;
}

/** A stored game as the statistics are given it: a finished one has a result, any other none (and is left out). */
export type PlayOrUnfinished = Omit<Play, 'result'> & { result: GameResult | null };

export const isFinished = (p: PlayOrUnfinished): p is Play => p.result !== null;

/** Minutes between the first and last entries; at least 1. */
export const durationMin = (play: Pick<Play, 'startedAt' | 'endedAt'>) => Math.max(1, Math.round((play.endedAt - play.startedAt) / 60_000));
