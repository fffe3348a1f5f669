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
