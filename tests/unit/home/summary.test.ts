/**
 * The home list's figures each game's summary writes: colours, the round (and Merv's year), each
 * player's points in play and the final totals once finished, from real logs.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import marcoPolo2 from '../../../src/lib/engine/marco-polo-2/module.ts';
import { scoreGame } from '../../../src/lib/engine/marco-polo-2/index.ts';
import voyages from '../../../src/lib/engine/voyages/module.ts';
import { playerScores, voyagesRules } from '../../../src/lib/engine/voyages/index.ts';
import merv from '../../../src/lib/engine/merv/module.ts';
import { finalScores, mervRules } from '../../../src/lib/engine/merv/index.ts';
import { finishedGameEntries, finishedGameLog, logOf, trackedGameLog } from '../marco-polo-2/fixtures.ts';
import { voyagesBuild, voyagesFinishedGameLog, voyagesPlayingLog } from '../voyages/fixtures.ts';
import { finishedGameLog as mervFinishedLog, play, startedGame } from '../merv/fixtures.ts';

const max = (xs: number[]) => Math.max(...xs);

describe('Marco Polo II', () => {
	it('in play: the round on the table and each player’s points on the score track', () => {
		const state = replay(marcoPolo2.rules, trackedGameLog({ rounds: 2 }));
		const summary = marcoPolo2.summary(state);
		expect(summary).toMatchObject({ phase: 'playing', round: 2, colours: ['blue', 'yellow', 'green', 'red'] });
		expect(summary.points).toEqual(state.table!.players.map((p) => p.points));
		expect(summary.winners).toEqual([]);
	});

	it('finished and scored: the final totals, the winner’s the highest', () => {
		const state = replay(marcoPolo2.rules, finishedGameLog({ players: 4 }));
		const summary = marcoPolo2.summary(state);
		const outcome = scoreGame(state);
		if (!outcome.complete) throw new Error('incomplete');
		expect(summary.round).toBeUndefined();
		expect(summary.winners).toEqual(['Boris']);
		expect(summary.points).toHaveLength(4);
		expect(summary.points![1]).toBe(outcome.result.ranking.find((s) => s.player === 1)!.total);
		expect(summary.points![1]).toBe(max(summary.points!));
		expect(summary.points).toEqual(SNAP.mp2Finished);
	});

	it('finished but not scorable with its own copy: no points at all, rather than track points that are not the result', () => {
		const bare = replay(marcoPolo2.rules, logOf(finishedGameEntries({ players: 4, copy: emptyCopy() })));
		expect(marcoPolo2.summary(bare)).toMatchObject({ phase: 'finished', winners: [] });
		expect(marcoPolo2.summary(bare).points).toBeUndefined();
	});

	it('before play: no round, no points', () => {
		const summary = marcoPolo2.summary(marcoPolo2.rules.initial());
		expect(summary.round).toBeUndefined();
		expect(summary.points).toBeUndefined();
	});
});

describe('The Voyages of Marco Polo', () => {
	it('in play: the round and the points on the score track', () => {
		const state = replay(voyagesRules, voyagesBuild(voyagesPlayingLog(3), { type: 'round.started' }));
		const summary = voyages.summary(state);
		expect(summary).toMatchObject({ phase: 'playing', round: 1, colours: ['blue', 'yellow', 'green'], points: [0, 0, 0] });
	});

	it('finished: the final totals by seat, the winners’ the highest', () => {
		const state = replay(voyagesRules, voyagesFinishedGameLog(3));
		const outcome = playerScores(state);
		if (!outcome.complete) throw new Error('incomplete');
		const summary = voyages.summary(state);
		expect(summary.round).toBeUndefined();
		expect(summary.points).toEqual([0, 1, 2].map((seat) => outcome.result.ranking.find((s) => s.player === seat)!.total));
		for (const name of summary.winners) expect(summary.points![summary.players.indexOf(name)]).toBe(max(summary.points!));
		expect(summary.points).toEqual(SNAP.voyagesFinished);
	});
});

describe('Merv', () => {
	it('in play: the year, the round of the year and the points on the score track', () => {
		const { state } = play([...startedGame(), { type: 'tally.set', who: 2, field: 'points', value: 4 }]);
		const summary = merv.summary(state);
		expect(summary).toMatchObject({ phase: 'playing', year: 1, round: 1, colours: ['red', 'blue', 'yellow'], points: [0, 0, 4] });
	});

	it('finished: the final totals with the spice sets, no year or round', () => {
		const state = replay(
			mervRules,
			mervFinishedLog().map(({ entry }, i) => ({ seq: i + 1, at: i, entry }))
		);
		const summary = merv.summary(state);
		const final = finalScores(state);
		expect(summary.year).toBeUndefined();
		expect(summary.round).toBeUndefined();
		expect(summary.points).toEqual(state.players.map((_, who) => final.ranking.find((s) => s.who === who)!.total));
		for (const name of summary.winners) expect(summary.points![summary.players.indexOf(name)]).toBe(max(summary.points!));
		expect(summary.points).toEqual(SNAP.mervFinished);
	});
});

// The figures these logs give, pinned: a change to scoring or the summary shows here.
const SNAP = { mp2Finished: [172, 210, 120, 118], voyagesFinished: [10, 0, 1], mervFinished: [9, 2, 6] };
