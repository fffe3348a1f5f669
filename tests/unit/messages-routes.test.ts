/**
 * No screen shows a message it has not loaded. The words are split into groups by language (scripts/split-messages.mjs)
 * and each route loads some of them (route-messages.ts); a message missing from them shows as its key. For every page
 * under src/routes, every message its screens name (followed through every import, re-export, `import()` and glob, with
 * the parsers the build uses: scripts/import-graph.mjs) is in a group the page loads, in every language: what is drawn
 * with the page in the groups the page loads first, what it loads later also in the groups its code loads itself
 * (`loadMessages([…])`). A key built from a prefix (`messageKey('field', …)`) needs every key of that prefix.
 * The rules and storage show nothing: the refusals they write are in the groups of the screens that show them, a
 * game's in its own group or the shared ones, the others in the shared ones.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsOf, generated, reach, ROOT, SOURCES } from '../../scripts/import-graph.mjs';
import { GAMES } from '../../src/lib/registry.ts';
import { messageGroupsFor } from '../../src/lib/ui/route-messages.ts';

/** Each group's keys in each language, as the app loads them. */
const compiled = import.meta.glob<Record<string, unknown>>('/src/lib/paraglide/groups/*/*.js', { eager: true });
const groupsByLocale = new Map<string, Map<string, Set<string>>>();
for (const [path, module] of Object.entries(compiled)) {
	const [locale, file] = path.split('/').slice(-2) as [string, string];
	const groups = groupsByLocale.get(locale) ?? new Map<string, Set<string>>();
	groups.set(file.replace(/\.js$/, ''), new Set(Object.keys(module)));
	groupsByLocale.set(locale, groups);
}
const allKeys = new Set([...groupsByLocale.values()].flatMap((groups) => [...groups.values()].flatMap((keys) => [...keys])));

/** Where these keys are in none of these groups in some language: "key (where) not in <groups>, in <locales>". */
function notIn(keys: Iterable<string>, groups: readonly string[], where: string): string[] {
	const missing: string[] = [];
	for (const key of keys) {
		const locales = [...groupsByLocale].filter(([, byGroup]) => !groups.some((g) => byGroup.get(g)?.has(key))).map(([locale]) => locale);
		if (!allKeys.has(key)) missing.push(`${key} (${where}) is no message`);
		else if (locales.length > 0) missing.push(`${key} (${where}) not in ${groups.join(', ')}, in ${locales.join(', ')}`);
	}
	return missing;
}

/** Every page under src/routes: its path and the files that make it (the client hooks, the layouts above it, its page). */
function pages(): { path: string; files: string[] }[] {
	const found = readdirSync(join(ROOT, 'src/routes'), { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)\+page\.svelte$/.test(f));
	return found.map((page) => {
		const dir = page.replace(/\/?\+page\.svelte$/, '');
		const parts = dir ? dir.split('/') : [];
		const dirs = ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
		const layouts = dirs.flatMap((d) => ['+layout.svelte', '+layout.ts'].map((f) => join('src/routes', d, f)));
		const own = ['+page.svelte', '+page.ts'].map((f) => join('src/routes', dir, f));
		return { path: `/${dir}`, files: ['src/hooks.client.ts', ...layouts, ...own].filter((f) => existsSync(join(ROOT, f))) };
	});
}

/** The rules and storage write refusals and show nothing. */
const writesOnly = (file: string) => file.startsWith('src/lib/engine/') || file.startsWith('src/lib/db/');

/** The messages a page's screens name or build on that are not in what the page loads. */
function missingOn(page: { path: string; files: string[] }): string[] {
	const app = (f: string) => !generated(f);
	const drawn = reach(page.files, { follow: ['static'], within: app });
	const all = reach(page.files, { follow: ['static', 'later'], within: app });
	const first = messageGroupsFor(page.path);
	const later = [...first, ...[...all.keys()].flatMap((f) => (app(f) ? [...factsOf(f).groups] : []))];
	const missing: string[] = [];
	for (const [file, chain] of all) {
		if (!app(file) || writesOnly(file)) continue;
		const groups = drawn.has(file) ? first : later;
		const { keys, built } = factsOf(file);
		missing.push(...notIn(keys, groups, chain.join(' → ')));
		for (const prefix of built)
			missing.push(
				...notIn(
					[...allKeys].filter((k) => k.startsWith(`${prefix}_`)),
					groups,
					`${prefix}_… in ${file}`
				)
			);
	}
	return [...new Set(missing)];
}

describe('every message a screen names is in the groups that screen loads', () => {
	const all = pages();

	it('finds every page, and the groups of every language', () => {
		expect(all.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/marco-polo-2', '/marco-polo-2/new', '/voyages', '/merv/new', '/data', '/log']));
		expect(all.find((r) => r.path === '/merv')?.files).toEqual([
			'src/hooks.client.ts',
			'src/routes/+layout.svelte',
			'src/routes/+layout.ts',
			'src/routes/merv/+page.svelte',
			'src/routes/merv/+page.ts'
		]);
		expect([...groupsByLocale.keys()].sort()).toEqual(['en', 'hu', 'pl', 'pt', 'ru']);
		expect(allKeys.size).toBeGreaterThan(1000);
	});

	for (const page of all)
		it(`${page.path}: each message its screens name is in a group it loads`, () => {
			expect(missingOn(page)).toEqual([]);
		});

	it("the rules' and storage's refusals are in the shared groups, a game's also in its own", () => {
		const prefixOf = new Map(GAMES.map((g) => [`src/lib/engine/${g.meta.kind}/`, g.meta.messages]));
		const missing = SOURCES.filter(writesOnly).flatMap((file) => {
			const own = [...prefixOf].find(([dir]) => file.startsWith(dir))?.[1];
			const { keys, built } = factsOf(file);
			const groups = ['core', 'home', ...(own ? [own] : [])];
			const builtKeys = [...built].flatMap((prefix) => [...allKeys].filter((k) => k.startsWith(`${prefix}_`)));
			return notIn([...keys, ...builtKeys], groups, file);
		});
		expect(missing).toEqual([]);
	});
});
