import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wholeSum } from '../../src/lib/ui/sum.ts';

describe('a number typed on a score sheet (whole numbers joined by + and −)', () => {
	it('reads a plain number, signed or not', () => {
		expect(wholeSum('12')).toBe(12);
		expect(wholeSum(' 7 ')).toBe(7);
		expect(wholeSum('-3')).toBe(-3);
		expect(wholeSum('−3')).toBe(-3);
		expect(wholeSum('+4')).toBe(4);
	});
	it('adds up a sum as BG Stats does: "3+6+2" is 11', () => {
		expect(wholeSum('3+6+2')).toBe(11);
		expect(wholeSum('3 + 6 + 2')).toBe(11);
		expect(wholeSum('40−3')).toBe(37);
		expect(wholeSum('40 – 3 + 1')).toBe(38);
		expect(wholeSum('-5+2')).toBe(-3);
	});
	it('takes nothing else: no decimals, no other operators, no dangling sign, no code', () => {
		for (const bad of ['', '+', '3+', '+-3', '3++2', '2*3', '6/2', '1.5', '1,5', '(3)', 'abc', '3e2', '0x10', 'alert(1)', '1+1;2'])
			expect(wholeSum(bad), bad).toBeNull();
	});
	it('a number too big to be exact is no number', () => {
		expect(wholeSum('9007199254740993')).toBeNull();
		expect(wholeSum('9007199254740991+1')).toBeNull();
	});
	it('any list of small whole numbers typed joined by + and − gives their signed sum', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(10_000)), { minLength: 1, maxLength: 8 }), (terms) => {
				const text = terms.map(([neg, n], i) => (neg ? '−' : i ? '+' : '') + n).join('');
				expect(wholeSum(text)).toBe(terms.reduce((sum, [neg, n]) => sum + (neg ? -n : n), 0));
			})
		);
	});
});
