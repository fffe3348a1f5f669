/** Each game's result in the shared shape, and the points over the rounds read from a tracked game's own log. */
import { describe, expect, it } from 'vitest';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { replay, replayLog } from '../../../src/lib/engine/core/replay.ts';
import { roundPoints, type GameResult } from '../../../src/lib/engine/core/result.ts';
import marcoPolo2 from '../../../src/lib/engine/marco-polo-2/module.ts';
import { BREAKDOWN_CATEGORIES, scoreGame } from '../../../src/lib/engine/marco-polo-2/index.ts';
import merv from '../../../src/lib/engine/merv/module.ts';
import { finalScores } from '../../../src/lib/engine/merv/index.ts';
import { finishedGameLog, trackedGameLog } from '../marco-polo-2/fixtures.ts';
import { finishedGameLog as mervFinishedLog, play } from '../merv/fixtures.ts';

describe('Marco Polo II', () => {
	const log = finishedGameLog({ players: 4, characters: ['de-wu', 'abha-basu', 'gantulga-od', 'isabella-donati'] });
	const state = replay(marcoPolo2.rules, log);

	it('gives every player in seating order with the totals, ranks, categories and winners of its own scoring', () => {
		const scored = scoreGame(state);
		if (!scored.complete) throw new Error('the fixture cannot be scored');
		const result = marcoPolo2.result(state)!;
		expect(result.categories).toEqual(BREAKDOWN_CATEGORIES);
		expect(result.winners).toEqual(scored.result.winners);
		expect(result.decidedBy).toBe(scored.result.decidedBy);
		for (const [seat, p] of result.players.entries()) {
			const own = scored.result.ranking.find((r) => r.player === seat)!;
			expect(p).toMatchObject({
				seat,
				name: state.players[seat]!.name,
				total: own.total,
				rank: own.rank,
				categories: own.breakdown,
				tieBreak: { camels: own.camels }
			});
			expect(Object.values(p.categories).reduce((a, b) => a + b, 0)).toBe(p.total);
		}
		expect(result.players[0]!.character).toBe('marco_polo_2_char_de_wu');
	});

	it('has no result before the game is finished', () => {
		expect(marcoPolo2.result(replay(marcoPolo2.rules, log.slice(0, -1)))).toBeNull();
	});
});

describe('Merv', () => {
	it('gives the players only, their categories adding up to the totals, and the tie-break counts', () => {
		const { state } = play(mervFinishedLog().map((s) => s.entry));
		const result = merv.result(state)!;
		const final = finalScores(state);
		expect(result.winners).toEqual(final.winners);
		for (const p of result.players) {
			expect(Object.values(p.categories).reduce((a, b) => a + b, 0)).toBe(p.total);
			expect(Object.keys(p.tieBreak)).toEqual(['favour', 'influence', 'turn']);
		}
	});
});

describe('points over the rounds', () => {
	const log = trackedGameLog({ players: 3, rounds: 3 }) as Stored<{ type: string }>[];
	const result: GameResult = {
		players: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, colour: 'blue', total: 100 + seat, rank: 3 - seat, categories: {}, tieBreak: {} })),
		winners: [2],
		decidedBy: 'points',
		categories: []
	};

	it('takes each player’s points on the track at the start of each round, then the final totals', () => {
		const rounds = roundPoints(marcoPolo2.rules, (s) => marcoPolo2.summary(s), log, result)!;
		expect(rounds.steps).toEqual(['1', '2', '3', 'end']);
		const states = replayLog(marcoPolo2.rules, log).states;
		const atRound = (r: number) => marcoPolo2.summary(states.find((s) => marcoPolo2.summary(s).round === r)!).points!;
		for (const seat of [0, 1, 2]) expect(rounds.points[seat]).toEqual([atRound(1)[seat], atRound(2)[seat], atRound(3)[seat], 100 + seat]);
		expect(rounds.points[0]!.some((p) => p > 0)).toBe(true);
	});

	it('has none for a game whose rounds were not tracked', () => {
		expect(roundPoints(marcoPolo2.rules, (s) => marcoPolo2.summary(s), finishedGameLog({ players: 3 }) as Stored<{ type: string }>[], result)).toBeNull();
	});
});
