/** Dates, numbers and lists in the interface's language, never the browser's (issue 29, item 4). */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, listNames } from '../../src/lib/ui/format.ts';
import { lastPlayed } from '../../src/lib/ui/home/card-lines.ts';
import { decimal, percent } from '../../src/lib/ui/history/format.ts';
import { LOCALES } from './messages-file.ts';

// 14 November 2023, 18:05 on the phone's clock.
const played = new Date(2023, 10, 14, 18, 5).getTime();

const DAYS: Record<string, string> = { en: '11/14/2023', ru: '14.11.2023', hu: '2023. 11. 14.', pl: '14.11.2023', pt: '14/11/2023' };
const MONTHS: Record<string, RegExp> = { en: /Nov/, ru: /нояб/, hu: /nov/, pl: /lis/, pt: /nov/ };
const AND: Record<string, string> = { en: 'Ann, Bob, and Cy', ru: 'Ann, Bob и Cy', hu: 'Ann, Bob és Cy', pl: 'Ann, Bob i Cy', pt: 'Ann, Bob e Cy' };

describe('dates in the interface’s language', () => {
	it('has a written form for every language', () => expect(Object.keys(DAYS).sort()).toEqual([...LOCALES].sort()));

	it.each(LOCALES)('%s: a day in figures', (locale) => {
		expect(formatDay(played, locale)).toBe(DAYS[locale]);
	});

	it.each(LOCALES)('%s: a moment with its month’s name and the time', (locale) => {
		const text = formatDate(played, locale);
		expect(text).toMatch(MONTHS[locale]!);
		expect(text).toMatch(/2023/);
		expect(text).toMatch(/(18|6):05/);
	});

	it.each(LOCALES)('%s: a game played last year is dated in the language, not the browser’s', (locale) => {
		expect(lastPlayed(played, new Date(2024, 5, 1).getTime(), locale)).toMatch(MONTHS[locale]!);
	});

	it.each(LOCALES)('%s: a list of names', (locale) => {
		expect(listNames(['Ann', 'Bob', 'Cy'], locale)).toBe(AND[locale]);
	});

	it('the languages write the same day differently, so a browser’s form cannot pass for them all', () => {
		expect(new Set(Object.values(DAYS)).size).toBeGreaterThan(3);
	});
});

describe('numbers in the interface’s language', () => {
	it.each([
		['en', '2.5', '40%'],
		['ru', '2,5', '40 %'],
		['hu', '2,5', '40%'],
		['pl', '2,5', '40%'],
		['pt', '2,5', '40%']
	])('%s: a decimal and a percentage', (locale, half, share) => {
		expect(decimal(2.5, locale)).toBe(half);
		expect(percent(0.4, locale).replace(/\s/g, ' ')).toBe(share);
	});
});
