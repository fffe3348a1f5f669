import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules, scoreGame } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { finishedGameLog, fullCopy, realisticLog, reappend, sampleSheets } from './fixtures.ts';

describe('fixtures', () => {
	it('finishedGameLog builds a finished game for 2, 3 and 4 players that scores completely', () => {
		for (const n of [2, 3, 4]) {
			const log = finishedGameLog({ players: n });
			expect(reappend(log)).toEqual(log);
			const state = replay(marcoPolo2Rules, log);
			expect(state.phase).toBe('finished');
			expect(state.players).toHaveLength(n);
			expect(state.players.every((p) => p.sheetConfirmed && p.character !== null)).toBe(true);
			expect(state.players.map((p) => p.sheet)).toEqual(sampleSheets(n));
			expect(scoreGame(state, fullCopy()).complete).toBe(true);
		}
	});

	it('realisticLog has exactly the length asked, with undos, every entry accepted by append', () => {
		const log = realisticLog(300, { players: 3, finish: true });
		expect(log).toHaveLength(300);
		expect(log.filter((s) => s.entry.type === 'undo').length).toBeGreaterThan(5);
		expect(reappend(log)).toEqual(log);
		expect(replay(marcoPolo2Rules, log).phase).toBe('finished');
		expect(realisticLog(300, { players: 3, finish: true })).toEqual(log);
		const open = realisticLog(100, { players: 2 });
		expect(open).toHaveLength(100);
		expect(replay(marcoPolo2Rules, open).phase).toBe('scoring');
	});
});
