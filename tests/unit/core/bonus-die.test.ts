/** What a bonus action on one die sends from the form both games share (RU L697, PL:656): the die and the new face, read together. */
import { describe, expect, it } from 'vitest';
import { oneDie, rerollOf } from '../../../src/lib/ui/table/bonus-die.ts';

describe('a bonus action on one die', () => {
	it('needs exactly one die selected', () => {
		expect(oneDie([3])).toBe(3);
		expect(oneDie([])).toBe('one-die');
		expect(oneDie([0, 1])).toBe('one-die');
	});

	it('a reroll sends the face as typed or rolled, its die with it; an empty field is no face (not 0)', () => {
		expect(rerollOf([1], '4')).toEqual({ die: 1, face: 4 });
		expect(rerollOf([1], ' 6 ')).toEqual({ die: 1, face: 6 });
		expect(rerollOf([1], '')).toBe('no-face');
		expect(rerollOf([1], '  ')).toBe('no-face');
		expect(rerollOf([], '4')).toBe('one-die');
		// Not a face: sent as typed, and the rules say why it is refused.
		expect(rerollOf([0], '9')).toEqual({ die: 0, face: 9 });
	});
});
