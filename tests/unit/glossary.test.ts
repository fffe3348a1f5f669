/**
 * messages/glossary.md lists, per language and game, the rulebook's word for each of the app's
 * terms. Wherever the app shows such a term as a label on its own (an English message that is
 * exactly the term), that language's message must show the glossary's word.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load, patterns } from './messages-file.ts';

interface Row {
	locale: string;
	game: string;
	english: string;
	term: string;
	/** Checked against the game's own keys only, not the shared ones (the note says so). */
	ownKeysOnly: boolean;
	line: number;
}

const GAMES: [RegExp, string][] = [
	[/^### Marco Polo II/, 'marco_polo_2'],
	[/^### The Voyages of Marco Polo/, 'voyages'],
	[/^### Merv/, 'merv']
];

/** The term tables of messages/glossary.md, row by row. */
function glossary(): Row[] {
	const rows: Row[] = [];
	let locale: string | null = null;
	let game: string | null = null;
	readFileSync('messages/glossary.md', 'utf8')
		.split('\n')
		.forEach((line, i) => {
			if (line.startsWith('## ')) [locale, game] = [/\((ru|hu|pl|pt)\)\s*$/.exec(line)?.[1] ?? null, null];
			else if (line.startsWith('### ')) game = GAMES.find(([re]) => re.test(line))?.[1] ?? null;
			else if (locale && game && /^\| (?!app term|---)/.test(line)) {
				const [english, term, , note] = line
					.split('|')
					.slice(1, 5)
					.map((c) => c.trim());
				rows.push({ locale, game, english: english!, term: term!, ownKeysOnly: note!.startsWith("Game's own keys only"), line: i + 1 });
			}
		});
	return rows;
}

interface Avoided {
	words: string[];
	games: string[];
	instead: string;
	line: number;
}

/** The "Words not to use" table of a language: another name for a term of its tables. */
function avoided(locale: string): Avoided[] {
	const rows: Avoided[] = [];
	let inTable = false;
	readFileSync('messages/glossary.md', 'utf8')
		.split('\n')
		.forEach((line, i) => {
			if (line.startsWith('#')) inTable = line === `### Words not to use (${locale})`;
			else if (inTable && /^\| (?!word|---)/.test(line)) {
				const [words, games, instead] = line
					.split('|')
					.slice(1, 4)
					.map((c) => c.trim());
				rows.push({ words: words!.split(/,\s*/), games: games!.split(/,\s*/), instead: instead!, line: i + 1 });
			}
		});
	return rows;
}

/** The word, with any ending, starts a word of the text once the term to use instead is taken out of it. */
const uses = (text: string, word: string, instead: string) => new RegExp(`(?<![\\p{L}])${word}`, 'iu').test(lower(text).replaceAll(lower(instead), ' '));

const en = load('en');
const GAME_PREFIX = /^(marco_polo_2|voyages|merv)_/;
const lower = (s: string) => s.toLocaleLowerCase();

/** The messages that show exactly this English term as a label: the game's own or the shared ones. */
const labelsOf = (row: Row) =>
	Object.entries(en)
		.filter(
			([key, value]) =>
				typeof value === 'string' &&
				lower(value.trim()) === lower(row.english) &&
				(key.startsWith(`${row.game}_`) || (!row.ownKeysOnly && !GAME_PREFIX.test(key)))
		)
		.map(([key]) => key);

const words = (s: string) =>
	lower(s)
		.split(/[\s,.;:!?„”“"'()«»–—-]+/u)
		.filter(Boolean);

/**
 * The text shows the term: each of its words, inflected or not (the word's stem: all but its last
 * two letters, at least three), a part in brackets being optional; or a short label abbreviates
 * it ("Bibl." for "biblioteka").
 */
function shows(text: string, term: string): boolean {
	const said = words(text);
	const needed = words(term.replace(/\([^)]*\)/g, ' '));
	const stem = (w: string) => w.slice(0, Math.max(3, w.length - 2));
	if (needed.every((w) => said.some((x) => x.startsWith(stem(w))))) return true;
	return /^\S+\.$/.test(text) && lower(term).startsWith(lower(text.slice(0, -1)));
}

describe('the glossary', () => {
	const rows = glossary();

	it('has its term tables for ru, hu, pl and pt and every game', () => {
		for (const locale of ['ru', 'hu', 'pl', 'pt'])
			for (const [, game] of GAMES) expect(rows.filter((r) => r.locale === locale && r.game === game).length, `${locale} ${game}`).toBeGreaterThan(50);
	});

	it.each(['ru', 'hu', 'pl', 'pt'])('%s: every label that names a glossary term shows the glossary’s word', (locale) => {
		const messages = load(locale);
		let checked = 0;
		const wrong: string[] = [];
		for (const row of rows.filter((r) => r.locale === locale))
			for (const key of labelsOf(row)) {
				checked++;
				const texts = patterns(messages[key]);
				if (!texts.every((text) => shows(text, row.term))) wrong.push(`${key}: "${texts.join(' | ')}" should show "${row.term}" (glossary line ${row.line})`);
			}
		expect(checked).toBeGreaterThan(100);
		expect(wrong).toEqual([]);
	});

	it('ru: no message of a game names a term by a word its glossary says not to use', () => {
		const rows = avoided('ru');
		expect(rows.length).toBeGreaterThan(4);
		const wrong: string[] = [];
		for (const [key, value] of Object.entries(load('ru')))
			for (const row of rows.filter((r) => r.games.some((game) => key.startsWith(`${game}_`))))
				for (const word of row.words)
					if (patterns(value).some((text) => uses(text, word, row.instead)))
						wrong.push(`${key}: "${word}" should be "${row.instead}" (glossary line ${row.line})`);
		expect(wrong).toEqual([]);
	});

	it('the check fails on a word not to use, but not inside the term to use instead', () => {
		expect(uses('Зерно — от 1 до 32 букв', 'ключ', 'зерно')).toBe(false);
		expect(uses('Ключ — от 1 до 32 букв', 'ключ', 'зерно')).toBe(true);
		expect(uses('Включить камеру', 'ключ', 'зерно')).toBe(false);
		expect(uses('Все ячейки «Снискать милость хана» заняты', 'милость хана', 'Снискать милость хана')).toBe(false);
		expect(uses('«Милость хана»', 'милость хана', 'Снискать милость хана')).toBe(true);
	});

	it('the check fails on a label that uses another word', () => {
		expect(shows('Kereskedőállomás', 'kereskedőállomás')).toBe(true);
		expect(shows('Bibl.', 'biblioteka')).toBe(true);
		expect(shows('Faktória', 'kereskedőállomás')).toBe(false);
		expect(shows('Punkty', 'punkt zwycięstwa')).toBe(false);
		expect(shows('Selos de guilda', 'selo de guilda')).toBe(true);
		expect(shows('Tabuleiro', 'tabuleiro (de jogo)')).toBe(true);
		expect(shows('Moscow', 'Moskwa')).toBe(false);
	});
});
