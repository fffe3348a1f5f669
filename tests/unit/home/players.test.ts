/** The players remembered for the new-game form: from the stored games, most recent first, each name once. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadRememberedPlayers, rememberedPlayers } from '../../../src/lib/db/players.ts';
import { SilkLedgerDb } from '../../../src/lib/db/schema.ts';

const game = (updatedAt: number, players: string[], colours?: string[]) => ({ updatedAt, players, ...(colours ? { colours } : {}) });

describe('remembered players', () => {
	it('most recent game first, each name once with its latest colour', () => {
		const games = [game(1, ['Ada', 'Boris'], ['blue', 'yellow']), game(3, ['Chen', 'ada '], ['red', 'green']), game(2, ['Dana', 'Boris'], ['blue', 'red'])];
		expect(rememberedPlayers(games)).toEqual([
			{ name: 'Chen', colour: 'red' },
			{ name: 'ada', colour: 'green' },
			{ name: 'Dana', colour: 'blue' },
			{ name: 'Boris', colour: 'red' }
		]);
	});

	it('a game stored before colours gives names only; at most as many as asked', () => {
		expect(rememberedPlayers([game(5, ['Eve', 'Finn'])])).toEqual([{ name: 'Eve' }, { name: 'Finn' }]);
		expect(rememberedPlayers([game(5, ['A', 'B', 'C'])], 2)).toHaveLength(2);
		expect(rememberedPlayers([])).toEqual([]);
	});

	it('from the database: deleted and damaged games left out', async () => {
		const db = new SilkLedgerDb(`players-${Math.random()}`);
		const row = { kind: 'merv', createdAt: 1, phase: 'playing', seed: 'S', winners: [] };
		await db.games.bulkAdd([
			{ ...row, id: 'a', updatedAt: 10, players: ['Ana', 'Bo'], colours: ['red', 'blue'] },
			{ ...row, id: 'b', updatedAt: 20, players: ['Gone'], deletedAt: 21 },
			{ ...row, id: 'c', updatedAt: 30, players: ['Cy'], kind: 'chess' }
		]);
		expect(await loadRememberedPlayers(db)).toEqual([
			{ name: 'Ana', colour: 'red' },
			{ name: 'Bo', colour: 'blue' }
		]);
		db.close();
	});
});
