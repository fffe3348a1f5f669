/**
 * A finished game's result in one shape for every game: what the results screen, sharing and the
 * statistics read. Each game's module makes it from its own scoring; nothing here knows a game.
 */
import type { Stored } from './log.ts';
import { replayLog } from './replay.ts';
import type { Rules } from './rules.ts';
import type { GameSummary } from './game.ts';
import { messageKey } from './messages.ts';

/** Why the winners won: points alone, or the tie-break that decided it, or a victory shared. */
export type DecidedBy = 'points' | 'camels' | 'shared' | 'favour' | 'influence' | 'turn-order';

export interface ResultPlayer {
	/** Seat at the table (0-based, seating order). */
	seat: number;
	name: string;
	colour: string;
	total: number;
	/** 1 = won; equal ranks share a place. */
	rank: number;
	/** Points by scoring category, keyed as `GameResult.categories`. */
	categories: Record<string, number>;
	/** The character played, as a message key; absent in games without characters. */
	character?: string;
	/** The counts a tie is broken on, in the order they are compared (camels; favour, influence, turn): `tie_${key}` names each. */
	tieBreak: Record<string, number>;
	/** How a category's points came about, where the game says it: a message key and its figures, by category. */
	details?: Record<string, { key: string; params: Record<string, number> }>;
}

export interface GameResult {
	/** Every player in seating order. */
	players: ResultPlayer[];
	/** Seats of the winners; several on a shared victory; none when a solo player lost to the game. */
	winners: number[];
	decidedBy: DecidedBy;
	/** Category keys in the order the game scores them; labels are `${messages}_cat_${key}`. */
	categories: readonly string[];
}

/** Score over the rounds: each player's points on the track at the start of each round, then the final totals. */
export interface RoundPoints {
	/** Labels of the points: round numbers, or year·round; the last is the end of the game. */
	steps: string[];
	/** Per seat, the points at each step. */
	points: number[][];
}

/**
 * The points on the track each time a new round began, from the game's own log, and the totals at the end.
 * Null when the game was not tracked round by round (only the final sheets were entered).
 */
export function roundPoints<S, E extends { type: string }>(
	rules: Rules<S, E>,
	summary: (state: S) => GameSummary,
	log: readonly Stored<E>[],
	result: GameResult
): RoundPoints | null {
	const { states } = replayLog(rules, log);
	const steps: string[] = [];
	const points: number[][] = result.players.map(() => []);
	let last = '';
	for (const state of states) {
		const s = summary(state);
		if (s.round === undefined || !s.points) continue;
		const step = s.year === undefined ? String(s.round) : `${s.year}·${s.round}`;
		if (step === last) continue;
		last = step;
		steps.push(step);
		s.points.forEach((p, seat) => points[seat]?.push(p));
	}
	if (steps.length < 2) return null;
	steps.push('end');
	result.players.forEach((p) => points[p.seat]?.push(p.total));
	return { steps, points };
}

/** One player's line of a ranking whose ties are broken on camels (both Marco Polo games). */
export interface CamelRankedScore {
	player: number;
	total: number;
	rank: number;
	/** Points by category. */
	breakdown: object;
	camels: number;
}

/**
 * The shared result of a game ranked with camels as its tie-break: each seated player with their line of the
 * ranking; `more` adds what a game says besides (how a category's points came about).
 */
export function camelRankedResult<S extends CamelRankedScore>(
	categories: readonly string[],
	scored: { ranking: readonly S[]; winners: number[]; decidedBy: DecidedBy },
	players: readonly { name: string; colour: string; character?: string | null }[],
	characterPrefix: string,
	more: (seat: number, score: S) => Pick<ResultPlayer, 'details'> = () => ({})
): GameResult {
	return {
		categories,
		winners: scored.winners,
		decidedBy: scored.decidedBy,
		players: players.map((p, seat) => {
			const score = scored.ranking.find((r) => r.player === seat)!;
			return {
				seat,
				name: p.name,
				colour: p.colour,
				total: score.total,
				rank: score.rank,
				categories: { ...(score.breakdown as Record<string, number>) },
				...(p.character ? { character: messageKey(characterPrefix, p.character) } : {}),
				tieBreak: { camels: score.camels },
				...more(seat, score)
			};
		})
	};
}
