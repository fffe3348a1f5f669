/**
 * The file the home list's end-to-end test imports: a game of each kind in play and finished, their
 * logs built through the rules here. The file is kept in the repository (the browser test cannot build
 * logs); this test fails when it no longer matches what the fixtures give. Rewrite it with
 * WRITE_HOME_FILE=1 npx vitest run tests/unit/home/home-games-file.test.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { finishedGameLog, trackedGameLog } from '../marco-polo-2/fixtures.ts';
import { voyagesBuild, voyagesFinishedGameLog, voyagesPlayingLog } from '../voyages/fixtures.ts';
import { finishedGameLog as mervFinishedLog, play, startedGame } from '../merv/fixtures.ts';

export const HOME_FILE = 'tests/e2e/files/home-games.json';
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 18);

const game = (id: string, kind: string, log: readonly Pick<Stored<unknown>, 'seq' | 'at' | 'entry'>[], daysAgo: number) => ({
	id,
	kind,
	createdAt: NOW - (daysAgo + 1) * DAY,
	updatedAt: NOW - daysAgo * DAY,
	entries: log.map(({ seq, at, entry }) => ({ seq, at, v: 1, entry }))
});

function homeFile() {
	const mervInPlay = play([...startedGame(), { type: 'tally.set', who: 2, field: 'points', value: 4 }]).log;
	const mervFinished = mervFinishedLog().map(({ entry }, i) => ({ seq: i + 1, at: i, entry }));
	const voyagesInPlay = voyagesBuild(voyagesPlayingLog(3), { type: 'round.started' }, { type: 'table.adjust', player: 1, delta: { points: 3 } });
	const content = {
		games: [
			game('home-mp2-playing', 'marco-polo-2', trackedGameLog({ rounds: 2, players: 4 }), 0),
			game('home-mp2-finished', 'marco-polo-2', finishedGameLog({ players: 4 }), 3),
			game('home-voyages-playing', 'voyages', voyagesInPlay, 1),
			game('home-voyages-finished', 'voyages', voyagesFinishedGameLog(3), 4),
			game('home-merv-playing', 'merv', mervInPlay, 2),
			game('home-merv-finished', 'merv', mervFinished, 5)
		],
		copy: []
	};
	const sha256 = createHash('sha256').update(JSON.stringify(content)).digest('hex');
	return { format: 'silk-ledger', version: 1, exportedAt: NOW, holds: 'all', content, sha256 };
}

describe('the home list’s file of games', () => {
	it('is what the fixtures give today', () => {
		const text = JSON.stringify(homeFile()) + '\n';
		if (process.env.WRITE_HOME_FILE) writeFileSync(HOME_FILE, text);
		expect(existsSync(HOME_FILE)).toBe(true);
		expect(readFileSync(HOME_FILE, 'utf8')).toBe(text);
	});
});
