/** The home list reads the summary figures it can trust: a row written before them, or with one that does not fit, still shows, with less. */
import { describe, expect, it } from 'vitest';
import { readGameRecord } from '../../../src/lib/db/list.ts';

const row = (extra: Record<string, unknown> = {}) => ({
	id: 'g1',
	kind: 'merv',
	createdAt: 1,
	updatedAt: 2,
	phase: 'playing',
	players: ['Ana', 'Bo'],
	seed: 'S',
	winners: [],
	...extra
});

describe('the figures of a summary row', () => {
	it('a row written before the figures existed reads as it was', () => {
		const r = readGameRecord(row());
		expect(r.ok && r.game).toEqual(row());
	});

	it('sound figures are kept', () => {
		const figures = { colours: ['red', 'blue'], year: 2, round: 3, points: [12, -1] };
		const r = readGameRecord(row(figures));
		expect(r.ok && r.game).toMatchObject(figures);
	});

	it('a figure that does not fit is left out, the rest of the card kept (never a wrong number)', () => {
		const r = readGameRecord(row({ colours: ['red'], year: -1, round: 2.5, points: [1, 2, 3] }));
		if (!r.ok) throw new Error('damaged');
		expect(r.game).not.toHaveProperty('colours');
		expect(r.game).not.toHaveProperty('year');
		expect(r.game).not.toHaveProperty('round');
		expect(r.game).not.toHaveProperty('points');
		expect(readGameRecord(row({ points: ['1', 2] })).ok && readGameRecord(row({ points: ['1', 2] }))).not.toHaveProperty('game.points');
	});
});
