/**
 * Every game folder is laid out the same way (docs/adding-a-game.md): the same parts under the same names, its
 * own sub-systems in folders named in the game's words. (That code outside reads a game only through index.ts,
 * meta.ts and module.ts is checked with the other import rules, in layers.test.ts, which reads every file once.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/import-graph.mjs';
import { GAMES } from '../../src/lib/registry.ts';

/** The parts every game folder has at its top level, and nothing else loose there. */
const PARTS = ['catalog.ts', 'created.ts', 'entries.ts', 'index.ts', 'meta.ts', 'module.ts', 'printed.ts', 'rules.ts', 'scoring.ts', 'setup.ts', 'state.ts'];
/** The folders every game folder has: its entries' rules and what screens read off a state. */
const FOLDERS = ['handlers', 'view'];
/** The screens' parts every game has beside its screens. */
const SCREEN_PARTS = ['card.ts', 'copy.ts', 'words.ts', 'session.svelte.ts'];

const kinds = GAMES.map((g) => g.meta.kind);
const top = (dir: string) => readdirSync(join(ROOT, dir), { withFileTypes: true });

describe('every game folder has the one layout', () => {
	it.each(kinds)('engine/%s has the parts, handlers/ and view/, and no other loose file', (kind) => {
		const entries = top(`src/lib/engine/${kind}`);
		expect(
			entries
				.filter((e) => e.isFile())
				.map((e) => e.name)
				.sort()
		).toEqual(PARTS);
		const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
		for (const folder of FOLDERS) expect(folders, `${kind} has ${folder}/`).toContain(folder);
		// A folder of the game's own is named in its words: lower-case words joined by hyphens.
		for (const folder of folders) expect(folder).toMatch(/^[a-z]+(-[a-z]+)*$/);
	});

	it.each(kinds)('ui/%s has the home card, the copy of the game, its words and its session', (kind) => {
		for (const part of SCREEN_PARTS) expect(existsSync(join(ROOT, `src/lib/ui/${kind}/${part}`)), `ui/${kind}/${part}`).toBe(true);
	});
});
