/**
 * Counts read right in every language (issue 29, item 5): the compiled messages, called as the screens call
 * them, for the numbers whose forms differ somewhere (0, 1, 2–4, 5–20, 21, 100).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, load } from './messages-file.ts';

const NUMBERS = [0, 1, 2, 3, 5, 6, 8, 10, 20, 21, 100] as const;

type Compiled = Record<string, ((inputs: Record<string, unknown>) => string) | undefined>;
const compiled = async (locale: string) => (await import(`../../src/lib/paraglide/messages/${locale}.js`)) as Compiled;
const say = async (locale: string, key: string, inputs: (n: number) => Record<string, unknown>) => {
	const fn = (await compiled(locale))[key]!;
	return NUMBERS.map((n) => fn(inputs(n)));
};

/** "{coins} coin(s) and {camels} camel(s)", each number in turn. */
const MONEY: Record<string, string[]> = {
	en: ['0 coins', '1 coin', '2 coins', '3 coins', '5 coins', '6 coins', '8 coins', '10 coins', '20 coins', '21 coins', '100 coins'],
	ru: ['0 монет', '1 монета', '2 монеты', '3 монеты', '5 монет', '6 монет', '8 монет', '10 монет', '20 монет', '21 монета', '100 монет'],
	// Hungarian keeps the noun singular after a number (HU L25 «68 érme»).
	hu: ['0 érme', '1 érme', '2 érme', '3 érme', '5 érme', '6 érme', '8 érme', '10 érme', '20 érme', '21 érme', '100 érme'],
	// Polish: 2–4 «Monety», 5–21 and 0 «Monet», 22–24 again «Monety» (PL L380 «2 monety», L257 «5 Monet»).
	pl: ['0 Monet', '1 Moneta', '2 Monety', '3 Monety', '5 Monet', '6 Monet', '8 Monet', '10 Monet', '20 Monet', '21 Monet', '100 Monet'],
	// Portuguese: 0 is plural.
	pt: ['0 moedas', '1 moeda', '2 moedas', '3 moedas', '5 moedas', '6 moedas', '8 moedas', '10 moedas', '20 moedas', '21 moedas', '100 moedas']
};
const CAMELS: Record<string, string[]> = {
	en: ['0 camels', '1 camel', '2 camels', '3 camels', '5 camels', '6 camels', '8 camels', '10 camels', '20 camels', '21 camels', '100 camels'],
	ru: [
		'0 верблюдов',
		'1 верблюд',
		'2 верблюда',
		'3 верблюда',
		'5 верблюдов',
		'6 верблюдов',
		'8 верблюдов',
		'10 верблюдов',
		'20 верблюдов',
		'21 верблюд',
		'100 верблюдов'
	],
	hu: ['0 teve', '1 teve', '2 teve', '3 teve', '5 teve', '6 teve', '8 teve', '10 teve', '20 teve', '21 teve', '100 teve'],
	pl: [
		'0 Wielbłądów',
		'1 Wielbłąd',
		'2 Wielbłądy',
		'3 Wielbłądy',
		'5 Wielbłądów',
		'6 Wielbłądów',
		'8 Wielbłądów',
		'10 Wielbłądów',
		'20 Wielbłądów',
		'21 Wielbłądów',
		'100 Wielbłądów'
	],
	pt: ['0 camelos', '1 camelo', '2 camelos', '3 camelos', '5 camelos', '6 camelos', '8 camelos', '10 camelos', '20 camelos', '21 camelos', '100 camelos']
};

/** Every message that has plural forms in some language, with its inputs. */
const pluralKeys = LOCALES.flatMap((locale) =>
	Object.entries(load(locale))
		.filter(([, value]) => Array.isArray(value))
		.map(([key]) => key)
);

describe('plural forms', () => {
	it.each(LOCALES)('%s: coins and camels for 0, 1, 2, 3, 5, 6, 8, 10, 20, 21, 100', async (locale) => {
		const texts = await say(locale, 'marco_polo_2_setup_player_money', (n) => ({ coins: n, camels: n }));
		texts.forEach((text, i) => {
			expect(text).toContain(MONEY[locale]![i]);
			expect(text).toContain(CAMELS[locale]![i]);
		});
	});

	it('pt: points for 0 are plural, as for 2', async () => {
		expect(await say('pt', 'results_points', (points) => ({ points }))).toEqual(NUMBERS.map((n) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`));
	});

	it.each([
		['en', ['the 0 entries', 'the 1 entry this phone lacks is', 'the 2 entries', 'the 3 entries', 'the 5 entries']],
		['ru', ['0 записей', '1 запись, которой', '2 записи', '3 записи', '5 записей']],
		['pl', ['0 wpisów', '1 wpis, którego', '2 wpisy', '3 wpisy', '5 wpisów']],
		['pt', ['as 0 entradas', 'a 1 entrada que falta', 'as 2 entradas', 'as 3 entradas', 'as 5 entradas']]
	])('%s: the entries a merged file adds, counted', async (locale, expected) => {
		const texts = await say(locale, 'data_import_merge', (added) => ({ added, entry: 7 }));
		expected.forEach((words, i) => expect(texts[i]).toContain(words));
	});

	it.each(LOCALES)('%s: every message with plural forms has one for each of these numbers', async (locale) => {
		const messages = await compiled(locale);
		const en = load('en');
		for (const key of new Set(pluralKeys)) {
			const value = en[key];
			const inputs = Array.isArray(value) ? value.flatMap((v) => v.declarations ?? []).flatMap((d) => /^input\s+(\w+)$/.exec(d)?.[1] ?? []) : [];
			for (const n of NUMBERS) {
				const text = messages[key]!(Object.fromEntries(inputs.map((input) => [input, n])));
				expect(text, `${key} for ${n}`).not.toBe(key);
			}
		}
	});
});

describe('suffixes', () => {
	/** A Hungarian case ending written straight after a {placeholder}. */
	const gluedSuffix = /\}-?(b[óő]l|b[ae]n?|r[ae]|h[oeö]z|t[óő]l|n[aá]l|n[aá]k|v[ae]l)(?!\p{L})/u;

	it('hu: no suffix is glued to a number or a name, whose vowels the text cannot know (a 3-ból, a 6-ból, but a 2-ből)', () => {
		expect(gluedSuffix.test('{played}-ből {won} győzelem')).toBe(true);
		expect(gluedSuffix.test('{city}ba')).toBe(true);
		expect(gluedSuffix.test('{played} játékból')).toBe(false);
		for (const [key, value] of Object.entries(load('hu'))) expect(JSON.stringify(value), key).not.toMatch(gluedSuffix);
	});

	it('hu: games won of games played, for each number', async () => {
		expect(await say('hu', 'stats_won_of', (n) => ({ won: 1, played: n }))).toEqual(NUMBERS.map((n) => `${n} játékból 1 győzelem`));
	});
});
