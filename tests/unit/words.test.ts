/** Words a native reader checked, each held to the rulebook line that gives it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load, patterns, type MessageValue } from './messages-file.ts';

/** A message as one text: a place's name is plain text; anything else shows as written in the file. */
const text = (v: MessageValue | undefined): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));

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

describe('a game with no rulebook in a language', () => {
	const KEYS: Record<string, string> = { 'Marco Polo II': 'marco_polo_2', 'The Voyages of Marco Polo': 'voyages', Merv: 'merv' };
	/** The glossary's table of which game has a rulebook in which language: game → language → file or "none". */
	const rulebooks = () => {
		const lines = readFileSync('messages/glossary.md', 'utf8').split('\n');
		const head = lines.findIndex((l) => l.startsWith('| game | ru |'));
		const locales = lines[head]!.split('|')
			.slice(2, -1)
			.map((c) => c.trim());
		return lines.slice(head + 2, head + 5).map((line) => {
			const [game, ...cells] = line
				.split('|')
				.slice(1, -1)
				.map((c) => c.trim());
			return { key: KEYS[game!]!, files: Object.fromEntries(locales.map((l, i) => [l, cells[i]!])) };
		});
	};
	/** How each language names the sister game whose rulebook lent its words. */
	const SISTER = /Marco Polo II|Марко Поло II|The Voyages of Marco Polo/;

	it('says on the copy of the game, once, that its terms are the app’s own, borrowed from the sister game’s rulebook', () => {
		const table = rulebooks();
		expect(table.map((r) => r.key).sort()).toEqual(['marco_polo_2', 'merv', 'voyages']);
		let none = 0;
		for (const { key, files } of table)
			for (const [locale, file] of Object.entries(files)) {
				const text = patterns(load(locale)[`${key}_copy_terms`]).join(' ');
				if (file === 'none') none++;
				// With no rulebook, the sister game's rulebook is named; with one, the game's own is meant.
				expect(SISTER.test(text), `${key} ${locale}: ${text}`).toBe(file === 'none');
			}
		expect(none).toBe(7);
	});
});

describe('place names in the reader’s script and spelling', () => {
	const en = load('en');
	/** Every place a game's screens name: the Voyages' map, Marco Polo II's and Merv's cities (oases are letters on the board). */
	const places = Object.keys(en).filter((key) => /^(voyages_place_(?!oasis)|merv_city_|marco_polo_2_city_)[a-z_]+$/.test(key) && !text(en[key]).includes('{'));

	/** The glossary's name of a place in a language, by its English name, from any game's table. */
	const glossaryName = (locale: string, english: string) => {
		const row = readFileSync('messages/glossary.md', 'utf8')
			.split('\n')
			.reduce<{ locale: string | null; term?: string }>(
				(seen, line) => {
					if (line.startsWith('## ')) return { locale: /\((\w+)\)\s*$/.exec(line)?.[1] ?? null, term: seen.term };
					const cells = line.split('|').map((c) => c.trim());
					return seen.locale === locale && !seen.term && cells[1] === english ? { ...seen, term: cells[2] } : seen;
				},
				{ locale: null }
			);
		return row.term;
	};
	/** A place's name that is not the language's own: Latin letters in Russian, or another spelling than the glossary's. */
	const foreign = (locale: string, english: string, text: string) => {
		if (locale === 'ru') return /[A-Za-z]/.test(text);
		const own = glossaryName(locale, english);
		return own !== undefined && !text.startsWith(own);
	};

	it('the check fails on «Moscow» in Russian, Portuguese or Polish, and on Samarcanda in Hungarian', () => {
		expect(places.length).toBeGreaterThan(30);
		expect(foreign('ru', 'Moscow', 'Moscow')).toBe(true);
		expect(foreign('pt', 'Moscow', 'Moscow')).toBe(true);
		expect(foreign('pl', 'Moscow', 'Moscow')).toBe(true);
		expect(foreign('hu', 'Samarcanda', 'Samarcanda')).toBe(true);
		expect(foreign('pl', 'Venezia', 'Venezia')).toBe(false);
	});

	it.each(['ru', 'hu', 'pl', 'pt'])('%s: every place is named in the language’s own script and spelling', (locale) => {
		const messages = load(locale);
		const wrong = places.filter((key) => foreign(locale, text(en[key]), text(messages[key])));
		expect(wrong.map((key) => `${key}: ${text(messages[key])}`)).toEqual([]);
	});
});
