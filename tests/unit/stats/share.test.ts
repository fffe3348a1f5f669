import fc from 'fast-check';
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

	it('text that begins like a formula is written with an apostrophe, shown as text; numbers stay numbers, a negative score too', () => {
		const hostile = ['=HYPERLINK("http://x","y")', '+1', '-Anna', '@SUM(A1)', '\tTab', '\rReturn', 'Vera'];
		const players = hostile.map((name, i) => seat(i, name, [i === 1 ? -3 : 1, 0, 0], i === 2 ? '=cmd' : undefined));
		const csv = playsCsv(
			[play('=id', 20000, players.slice(0, 4)) as Play, play('g', 20001, players.slice(4)) as Play],
			(k) => `-${k}`,
			(c) => c
		);
		const rows = csv.split('\r\n');
		expect(rows.slice(1, 5)).toEqual([
			`2024-10-04,'-marco-polo-2,'=id,90,1,"'=HYPERLINK(""http://x"",""y"")",,1,1,1,scoreTrack=1 goalCard=0 coins=0`,
			`2024-10-04,'-marco-polo-2,'=id,90,2,'+1,,-3,4,0,scoreTrack=-3 goalCard=0 coins=0`,
			`2024-10-04,'-marco-polo-2,'=id,90,3,'-Anna,'=cmd,1,1,1,scoreTrack=1 goalCard=0 coins=0`,
			`2024-10-04,'-marco-polo-2,'=id,90,4,'@SUM(A1),,1,1,1,scoreTrack=1 goalCard=0 coins=0`
		]);
		// A tab or a return at the start is text too (quoted, since a return also ends a line).
		expect(rows[5]).toContain(`,'\tTab,`);
		expect(csv).toContain(`,"'\rReturn",`);
	});

	it('no cell a player can name starts a formula, and every name reads back as written after the apostrophe', () => {
		const name = fc.oneof(fc.string({ minLength: 1, maxLength: 24 }), fc.constantFrom('=1+2', '+', '-', '@', '\t=1', '\r=1', '=', "'=x"));
		fc.assert(
			fc.property(name, fc.integer({ min: -500, max: 500 }), (player, points) => {
				const csv = playsCsv([play('g', 20000, [seat(0, player, [points, 0, 0])]) as Play], () => 'Merv');
				const cells = parseCsvLine(csv.split('\r\n').slice(1, -1).join('\r\n'));
				expect(cells[5]).toBe(/^[=+\-@\t\r]/.test(player) ? `'${player}` : player);
				expect(cells[7]).toBe(String(points));
				for (const c of [cells[5]!, ...cells.slice(0, 5)]) expect(c).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/);
			})
		);
	});
});

/** One CSV record as a spreadsheet splits it (RFC 4180 quotes). */
function parseCsvLine(line: string): string[] {
	const cells: string[] = [];
	let i = 0;
	while (i <= line.length) {
		if (line[i] === '"') {
			let cellText = '';
			i++;
			while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
				cellText += line[i];
				i += line[i] === '"' ? 2 : 1;
			}
			cells.push(cellText);
			i += 2;
		} else {
			const end = line.indexOf(',', i);
			cells.push(line.slice(i, end < 0 ? line.length : end));
			i = end < 0 ? line.length + 1 : end + 1;
		}
	}
	return cells;
}
