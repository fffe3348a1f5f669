/** Words a native reader checked, each held to the rulebook line that gives it. */
import { describe, expect, it } from 'vitest';
import { load, patterns } from './messages-file.ts';

const ru = load('ru');

describe('Merv in Russian', () => {
	it('the judge’s courtier goes to a court of the palace, «во двор» (RU L654 «ячейки одного или нескольких дворов», L679 «первым в своём дворе»)', () => {
		for (const key of ['merv_judge_step_courtier', 'merv_judge_step_courtier_favour']) {
			const text = patterns(ru[key]).join(' ');
			expect(text, key).toContain('во двор:');
			expect(text, key).not.toContain('во дворец');
		}
	});

	it('the final category is the spice sets as RU L609 names them, «наборы разных пряностей»', () => {
		for (const key of ['merv_cat_spices', 'merv_breakdown_spices'])
			expect(patterns(ru[key]).join(' ').toLocaleLowerCase(), key).toContain('наборы разных пряностей');
	});
});

describe('Polish', () => {
	const pl = load('pl');

	it('names the Voyages as its rulebook titles it, «THE VOYAGES OF Marco Polo» (PL L3–L9), keeping the English title', () => {
		for (const key of ['voyages_title', 'voyages_copy_title']) expect(pl[key], key).toBe('The Voyages of Marco Polo');
	});

	it('says a contract is paid for, not that it pays off («opłaca się» reads "is worth it")', () => {
		expect(patterns(pl.voyages_refusal_contract_no_coins).join(' ')).not.toContain('opłaca się');
		expect(patterns(pl.voyages_refusal_contract_no_coins).join(' ')).toContain('płaci się');
	});

	it('says in its own words that a cube stands for another, never the word-for-word «jako dowolna»', () => {
		const copied = Object.entries(pl).filter(([, value]) => patterns(value).some((text) => /jako dowoln/.test(text)));
		expect(copied.map(([key]) => key)).toEqual([]);
	});
});
