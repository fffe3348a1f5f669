/**
 * Storage and the rules know no screens and no words: no file under src/lib/db or src/lib/engine reaches the screens
 * (src/lib/ui, src/routes) or the messages (src/lib/paraglide), by an import of its own or through any file it imports,
 * type-only imports and re-exports included. The rules load no Svelte, Dexie or SvelteKit either.
 */
import { describe, expect, it } from 'vitest';
import { factsOf, reach, SOURCES } from '../../scripts/import-graph.mjs';
import { GAMES } from '../../src/lib/registry.ts';

/** What code outside a game's folder may import of it (docs/adding-a-game.md). */
const WAYS_IN = ['index.ts', 'meta.ts', 'module.ts'];
const kinds = GAMES.map((g) => g.meta.kind);

const SCREENS = ['src/lib/ui/', 'src/routes/', 'src/lib/paraglide/'];
const under = (dir: string) => SOURCES.filter((f) => f.startsWith(dir));

/** Each path from a file of these folders to a screen or the messages, as "a → b → c". */
function pathsToScreens(dirs: readonly string[]): string[] {
	const found: string[] = [];
	for (const file of dirs.flatMap(under)) {
		const outside = (f: string) => SCREENS.some((s) => f.startsWith(s));
		for (const [reached, chain] of reach([file], { follow: ['static', 'later', 'type'], within: (f) => !outside(f) }))
			if (outside(reached)) found.push(chain.join(' → '));
	}
	return found;
}

describe('storage and the rules know no screens and no words', () => {
	it('no file under src/lib/db or src/lib/engine reaches src/lib/ui, src/routes or the messages, directly or through another file', () => {
		expect(under('src/lib/db/').length).toBeGreaterThan(5);
		expect(under('src/lib/engine/').length).toBeGreaterThan(50);
		expect(pathsToScreens(['src/lib/db/', 'src/lib/engine/'])).toEqual([]);
	});

	it('the rules load no Svelte, Dexie or SvelteKit module', () => {
		const loaded = under('src/lib/engine/').flatMap((file) => factsOf(file).packages.map((spec) => `${file}: ${spec}`));
		expect(loaded.length).toBeGreaterThan(10);
		expect(loaded.filter((l) => /: (svelte|dexie|\$app|\$env)\b/.test(l))).toEqual([]);
	});

	it('the check sees an indirect import, a re-export, a type-only import and a glob', () => {
		// The screens' registry is a screen: the storage registry does not import it, the screens do.
		expect(factsOf('src/lib/ui/games.ts').edges.map((e) => e.to)).toContain('src/lib/registry.ts');
		const fromHome = reach(['src/routes/+page.svelte'], { follow: ['static', 'later'] });
		// Through a re-export (data/home.ts re-exports the home screen's later parts) and a glob (the rules of each game).
		expect(fromHome.get('src/lib/ui/data/GameActions.svelte')).toBeDefined();
		expect(reach(['src/lib/modules.ts'], { follow: ['later'] }).get('src/lib/engine/merv/module.ts')).toEqual([
			'src/lib/modules.ts',
			'src/lib/engine/merv/module.ts'
		]);
		// A type-only import is followed only when asked for.
		const typeOnly = factsOf('src/lib/ui/copy/types.ts').edges.find((e) => e.to === 'src/lib/ui/i18n.ts');
		expect(typeOnly?.load).toBe('type');
		expect(reach(['src/lib/ui/copy/types.ts'], { follow: ['static', 'later'] }).has('src/lib/ui/i18n.ts')).toBe(false);
		expect(reach(['src/lib/ui/copy/types.ts'], { follow: ['type'] }).has('src/lib/ui/i18n.ts')).toBe(true);
	});

	it('code outside a game folder reads it only through index.ts, meta.ts or module.ts', () => {
		const folderOf = (file: string) => kinds.find((k) => file.startsWith(`src/lib/engine/${k}/`));
		const reachedIn: string[] = [];
		let imports = 0;
		for (const file of SOURCES) {
			for (const { to } of factsOf(file).edges) {
				const kind = folderOf(to);
				if (!kind || folderOf(file) === kind) continue;
				imports++;
				const part = to.slice(`src/lib/engine/${kind}/`.length);
				if (!WAYS_IN.includes(part)) reachedIn.push(`${file} → ${to}`);
			}
		}
		// The screens, the registry and the module loader do read the games: the check sees their imports.
		expect(imports).toBeGreaterThan(kinds.length * 3);
		expect(reachedIn).toEqual([]);
	});
});

describe('screens that draw before they read storage', () => {
	// The storage library is a fifth of a screen's code: the home screen and the new-game forms are drawn without it,
	// and fetch it once they are on the screen (issue 28's budgets for their code before the main content).
	const screens = ['src/routes/+page.svelte', ...kinds.map((k) => `src/routes/${k}/new/+page.svelte`)];
	const dexieIn = (files: Iterable<string>) => [...files].filter((f) => factsOf(f).packages.some((p) => p.startsWith('dexie')));

	it.each(screens)('%s loads Dexie only later', (screen) => {
		const starts = ['src/routes/+layout.ts', 'src/routes/+layout.svelte', screen];
		expect(dexieIn(reach(starts, { follow: ['static'] }).keys())).toEqual([]);
		// It is loaded all the same, once the screen is drawn: the check can see it.
		expect(dexieIn(reach(starts, { follow: ['static', 'later'] }).keys())).toEqual(['src/lib/db/schema.ts']);
	});
});
