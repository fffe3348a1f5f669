import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKING_DICE, BREAKDOWN_CATEGORIES, CHARACTERS, GUILDS, PLAYER_COLOURS, SHEET_NUMBER_FIELDS } from '../../src/lib/engine/marco-polo-2/index.ts';
import { messageKey } from '../../src/lib/engine/core/messages.ts';

import { LOCALES, load, messageInputs, patterns } from './messages-file.ts';

const en = load('en');

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|svelte)$/.test(name) ? [path] : [];
	});
}

describe('messages', () => {
	it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English message and no other', (locale) => {
		expect(Object.keys(load(locale)).sort()).toEqual(Object.keys(en).sort());
	});

	it.each(LOCALES.filter((l) => l !== 'en'))('%s gives each message the same parameters as English', (locale) => {
		const messages = load(locale);
		for (const key of Object.keys(en)) expect(messageInputs(messages[key]), key).toEqual(messageInputs(en[key]));
	});

	it.each(LOCALES)('no %s message is empty, in any of its plural forms', (locale) => {
		for (const [key, value] of Object.entries(load(locale))) {
			const texts = patterns(value);
			expect(texts.length, key).toBeGreaterThan(0);
			for (const text of texts) expect(text.trim(), key).not.toBe('');
		}
	});

	it('the checks see an empty text and other parameters, plural forms included', () => {
		expect(patterns('')).toEqual(['']);
		expect(messageInputs('{count} coins')).not.toEqual(messageInputs('{n} monet'));
		expect(
			messageInputs([
				{ declarations: ['input count', 'local c = count: plural'], selectors: ['c'], match: { 'c=one': '{count} coin', 'c=other': '{count} coins' } }
			])
		).toEqual(['count']);
	});

	it('every refusal the engine and storage can give has a message', () => {
		const keys = new Set<string>();
		for (const file of [...sourceFiles('src/lib/engine'), ...sourceFiles('src/lib/db'), ...sourceFiles('src/lib/ui')])
			for (const m of readFileSync(file, 'utf8').matchAll(/'((?:[a-z0-9]+_)*refusal_[a-z0-9_]+)'/g)) keys.add(m[1]!);
		// marco_polo_2_refusal_max_<field> is built from the field name.
		keys.delete('marco_polo_2_refusal_max');
		for (const field of ['tradingPosts', 'differentCoats', 'trackSpace']) keys.add(messageKey('marco_polo_2_refusal_max', field));
		expect(keys.size).toBeGreaterThan(30);
		for (const key of keys) expect(en, key).toHaveProperty(key);
	});

	it('every field, category, guild, colour and character the screens name from data has a label', () => {
		const keys = [
			...SHEET_NUMBER_FIELDS.map((f) => messageKey('field', f)),
			...BREAKDOWN_CATEGORIES.map((c) => messageKey('marco_polo_2_cat', c)),
			...GUILDS.map((g) => messageKey('marco_polo_2_guild', g)),
			...PLAYER_COLOURS.map((c) => messageKey('colour', c)),
			...CHARACTERS.flatMap((c) => [messageKey('marco_polo_2_char', c), messageKey('marco_polo_2_charinfo', c)]),
			...Object.values(BLOCKING_DICE).flatMap((dice) => dice.map((d) => messageKey('marco_polo_2_setup_block', d.space))),
			...['new', 'first-player', 'characters', 'setup', 'playing', 'scoring', 'finished'].map((p) => messageKey('phase', p))
		];
		for (const key of keys) expect(en, key).toHaveProperty(key);
	});
});

describe('message keys', () => {
	it("are all in one style: snake_case, a game's own keys starting with its name", () => {
		for (const key of Object.keys(en).filter((k) => !k.startsWith('$'))) expect(key, key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
	});

	it('messageKey turns data ids into that style', () => {
		expect(messageKey('marco-polo-2', 'char', 'mongke-khan')).toBe('marco_polo_2_char_mongke_khan');
		expect(messageKey('field', 'tradingPosts')).toBe('field_trading_posts');
		expect(messageKey('voyages_space', 'take-5-coins')).toBe('voyages_space_take_5_coins');
	});
});
