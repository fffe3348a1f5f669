import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHEET_NUMBER_FIELDS } from '../../src/lib/engine/marco-polo-2/game.ts';
import { BREAKDOWN_CATEGORIES } from '../../src/lib/engine/marco-polo-2/scoring.ts';
import { messageKey } from '../../src/lib/engine/core/messages.ts';
import { BLOCKING_DICE, CHARACTERS, GUILDS, PLAYER_COLOURS } from '../../src/lib/engine/marco-polo-2/catalog.ts';

const load = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const en = load('en');
const ru = load('ru');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|svelte)$/.test(name) ? [path] : [];
	});
}

describe('messages', () => {
	it('Russian has every English message, with the same placeholders', () => {
		expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
		for (const key of Object.keys(en)) expect(placeholders(ru[key]!), key).toEqual(placeholders(en[key]!));
	});

	it('no message is empty', () => {
		for (const [key, text] of [...Object.entries(en), ...Object.entries(ru)]) expect(text.trim(), key).not.toBe('');
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
