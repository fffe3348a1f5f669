import { describe, expect, it } from 'vitest';
import { bgStatsPlay, bgStatsUrl, BG_STATS_CREATE_PLAY } from '../../../src/lib/stats/bgstats.ts';
import { playsCsv } from '../../../src/lib/stats/csv.ts';
import type { Play } from '../../../src/lib/stats/play.ts';
import { play, seat } from './history.ts';

const shared = play('g2', 20000, [seat(0, 'Anna', [50, 10, 10], 'char_x'), seat(1, 'Boris, "B"', [60, 5, 5]), seat(2, 'Vera', [20, 10, 10])]) as Play;

describe('BG Stats', () => {
	it('gives the play as BG Stats reads it: game by BoardGameGeek id, date in UTC, duration, players with score, rank and winner', () => {
		const data = bgStatsPlay(shared, { id: 283948, name: 'Marco Polo II: In the Service of the Khan' }, (c) => `role of ${c}`);
		expect(data).toEqual({
			sourceName: 'Silk Ledger',
			sourcePlayId: 'g2',
			playDate: '2024-10-04 01:30:00',
			durationMin: 90,
			game: { bggId: 283948, name: 'Marco Polo II: In the Service of the Khan', highestWins: true, noPoints: false, sourceGameId: 'marco-polo-2' },
			players: [
				{ name: 'Anna', sourcePlayerId: 'anna', rank: 1, score: 70, winner: true, role: 'role of char_x' },
				{ name: 'Boris, "B"', sourcePlayerId: 'boris, "b"', rank: 1, score: 70, winner: true, role: '' },
				{ name: 'Vera', sourcePlayerId: 'vera', rank: 3, score: 40, winner: false, role: '' }
			]
		});
	});

	it('puts the JSON URL-encoded in the data parameter of the play-creation link', () => {
		const data = bgStatsPlay(shared, { id: 283948, name: 'Marco Polo II' });
		const url = new URL(bgStatsUrl(data));
		expect(`${url.origin}${url.pathname}`).toBe(BG_STATS_CREATE_PLAY);
		expect(JSON.parse(url.searchParams.get('data')!)).toEqual(data);
	});
});

describe('CSV', () => {
	it('writes one line per player of each play, oldest first, quoting what needs it', () => {
		const older = play('g1', 19999, [seat(0, 'Anna', [1, 2, 3]), seat(1, 'Vera', [0, 0, 0])]) as Play;
		const csv = playsCsv(
			[shared, older],
			(k) => `game ${k}`,
			(c) => c.toUpperCase()
		);
		expect(csv.split('\r\n')).toEqual([
			'date,game,play,duration_min,seat,player,character,score,rank,winner,categories',
			'2024-10-03,game marco-polo-2,g1,90,1,Anna,,6,1,1,scoreTrack=1 goalCard=2 coins=3',
			'2024-10-03,game marco-polo-2,g1,90,2,Vera,,0,2,0,scoreTrack=0 goalCard=0 coins=0',
			'2024-10-04,game marco-polo-2,g2,90,1,Anna,CHAR_X,70,1,1,scoreTrack=50 goalCard=10 coins=10',
			'2024-10-04,game marco-polo-2,g2,90,2,"Boris, ""B""",,70,1,1,scoreTrack=60 goalCard=5 coins=5',
			'2024-10-04,game marco-polo-2,g2,90,3,Vera,,40,3,0,scoreTrack=20 goalCard=10 coins=10',
			''
		]);
	});
});
