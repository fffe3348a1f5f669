import { sveltekit } from '@sveltejs/kit/vite';
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';

/** In development, recompile the messages (Paraglide, then the split by language and group) when a message file changes. */
function messages(): Plugin {
	return {
		name: 'silk-ledger-messages',
		apply: 'serve',
		configureServer(server) {
			server.watcher.add('messages');
			server.watcher.on('change', (file) => {
				if (/messages[\\/][\w-]+\.json$/.test(file)) execSync('npm run i18n', { stdio: 'inherit' });
			});
		}
	};
}

/**
 * Fewer, larger scripts per screen. The bundler splits the code by the set of lazy imports and route nodes
 * sharing each module: ~50 files a game screen, many under 1 KB, each a request before the screen is drawn.
 * Here a module goes with the others that the same screens load with their own code (not through a lazy
 * import); a group smaller than SMALL_GROUP joins the smallest group loaded by all its screens. Code reached
 * only through a lazy import is left to the bundler, except a game's rules, which are loaded as a whole, and
 * storage (Dexie and the storage code no screen loads with its own), which comes in one file.
 * A module's imports are always loaded by at least its screens, so the files never import each other in a circle
 * (scripts/preload-chunks.mjs fails the build if they do).
 */
function screenChunks(): Plugin {
	const SMALL_GROUP = 6_000;
	let modules: string[] = [];
	let groups: Map<string, string> | null = null;
	let later: Map<string, Set<string>> | null = null;

	/** A module and every module it imports, directly or not, without lazy imports. */
	function staticallyReached(ctx: Rolldown.ChunkingContext, root: string): Set<string> {
		const seen = new Set<string>();
		const stack = [root];
		while (stack.length) {
			const id = stack.pop()!;
			if (seen.has(id)) continue;
			seen.add(id);
			stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
		}
		return seen;
	}

	/** Which screens load each module with their own code: route nodes by number, or "all" (the app's start, the root layout and the error page come with every screen). */
	function screensLoading(ctx: Rolldown.ChunkingContext): Map<string, string> {
		const screens = new Map<string, Set<string>>();
		for (const entry of modules.filter((id) => ctx.getModuleInfo(id)?.isEntry)) {
			const node = /client-optimized[\\/]nodes[\\/](\d+)\.js$/.exec(entry)?.[1];
			const screen = node === undefined || node === '0' || node === '1' ? 'all' : node;
			for (const id of staticallyReached(ctx, entry)) screens.set(id, (screens.get(id) ?? new Set()).add(screen));
		}
		return new Map([...screens].map(([id, set]) => [id, set.has('all') ? 'all' : [...set].sort().join('-')]));
	}

	/** A small group's modules go to the smallest large group whose screens include all of its own. */
	function widened(ctx: Rolldown.ChunkingContext, loadedBy: Map<string, string>): Map<string, string> {
		const size = new Map<string, number>();
		for (const [id, group] of loadedBy) size.set(group, (size.get(group) ?? 0) + (ctx.getModuleInfo(id)?.code?.length ?? 0));
		const screensOf = (group: string) => new Set(group === 'all' ? [] : group.split('-'));
		const holds = (big: string, small: string) => big === 'all' || [...screensOf(small)].every((s) => screensOf(big).has(s));
		const large = [...size].filter(([group, n]) => n >= SMALL_GROUP || group === 'all').map(([group]) => group);
		large.sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : screensOf(a).size - screensOf(b).size));
		const into = (group: string) => (large.includes(group) ? group : (large.find((big) => holds(big, group)) ?? 'all'));
		return new Map([...loadedBy].map(([id, group]) => [id, into(group)]));
	}

	/** The screens that may load each module through a lazy import: those whose code (or lazy code) imports the lazy module it comes with. */
	function screensLoadingLater(ctx: Rolldown.ChunkingContext, loadedBy: Map<string, string>): Map<string, Set<string>> {
		const later = new Map<string, Set<string>>();
		const importing = new Map<string, Set<string>>();
		const screensOf = (id: string): Set<string> => {
			const known = importing.get(id);
			if (known) return known;
			const screens = new Set<string>();
			importing.set(id, screens);
			for (const importer of ctx.getModuleInfo(id)?.dynamicImporters ?? []) {
				for (const s of loadedBy.get(importer)?.split('-') ?? []) screens.add(s);
				for (const s of later.get(importer) ?? []) screens.add(s);
			}
			return screens;
		};
		for (const root of modules.filter((id) => !ctx.getModuleInfo(id)?.isEntry && ctx.getModuleInfo(id)?.dynamicImporters.length)) {
			const screens = screensOf(root);
			for (const id of staticallyReached(ctx, root)) later.set(id, new Set([...(later.get(id) ?? []), ...screens]));
		}
		return later;
	}

	function chunkOf(id: string, ctx: Rolldown.ChunkingContext): string | null {
		if (!groups) {
			const loadedBy = screensLoading(ctx);
			later = screensLoadingLater(ctx, loadedBy);
			groups = widened(ctx, loadedBy);
		}
		const group = groups.get(id);
		// A module of one screen goes with that screen's code, unless another screen may load it later (that screen
		// would fetch the whole screen's code with it): then with the others of that screen another may load later.
		if (group && group !== 'all' && !group.includes('-') && [...(later?.get(id) ?? [])].some((screen) => screen !== group)) return `later-${group}`;
		if (group) return `screens-${group}`;
		// The storage library and the storage code reached only through lazy imports: one file, fetched once a screen is drawn.
		if (/[\\/]node_modules[\\/]dexie[\\/]|src[\\/]lib[\\/]db[\\/]/.test(id)) return 'storage';
		const game = /src[\\/]lib[\\/]engine[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
		return game && game !== 'core' ? `rules-${game}` : null;
	}

	return {
		name: 'silk-ledger-screen-chunks',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		buildStart() {
			groups = null;
		},
		buildEnd() {
			modules = [...this.getModuleIds()];
		},
		// Files are split by this plugin's groups alone, so an entry's file may export more than the entry does.
		options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
		outputOptions: (output) => ({ ...output, codeSplitting: { groups: [{ name: chunkOf, includeDependenciesRecursively: false }] } })
	};
}

/**
 * Every function of the app's scripts compiled with its file, not the first time it is called (V8's explicit compile
 * hint, a comment at the top of a file; other browsers ignore it). A script the service worker caches is compiled
 * once and that code kept; functions compiled lazily are not kept, and a warm start at 4× CPU compiled ~950 of them
 * again each time (~130 ms of a Marco Polo II game screen's start on a slow run, ~8 ms with the hint).
 */
function compileWhole(): Plugin {
	return {
		name: 'silk-ledger-compile-whole',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		// After Vite's own additions (the list of a file's lazy imports): the hint counts at the top of the file only.
		generateBundle: {
			order: 'post',
			handler(_, bundle) {
				for (const file of Object.values(bundle)) {
					if (file.type !== 'chunk') continue;
					file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
					// A source map, where the build writes them, starts one line later (an empty line of mappings).
					const map = bundle[`${file.fileName}.map`];
					if (map?.type === 'asset' && typeof map.source === 'string') {
						const json = JSON.parse(map.source) as { mappings: string };
						map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
					}
				}
			}
		}
	};
}

/** The relay shared games go through (docs/relay.md): chosen when the app is built; the one `npm run relay` starts here by default. */
export const RELAY = process.env.SILK_RELAY ?? 'ws://127.0.0.1:4318';

/**
 * The unit tests each run in a fresh module graph: those that load the interface's words (src/lib/ui/messages.ts) and
 * those that mock a module (a module another file loaded first would stay unmocked, or stay mocked for the next file).
 */
const ISOLATED_TESTS = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
	.filter((file) => file.endsWith('.test.ts') && /ui\/messages\.ts'|loadMessages\(|vi\.(do)?mock\(/.test(readFileSync(join('tests/unit', file), 'utf8')))
	.map((file) => join('tests/unit', file));

export default defineConfig({
	define: { __SILK_RELAY__: JSON.stringify(RELAY) },
	resolve: {
		// Dexie's ES module for current browsers: ~1.5 KB gzip less on every screen than the ES5 build its
		// package entry wraps (the app has one copy of Dexie, so the wrapper's guard against two is not needed).
		alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
	},
	// The messages are compiled by `npm run i18n` (run by `npm ci`, `npm run dev` and `npm run build`).
	plugins: [...(process.env.VITEST ? [] : [messages(), screenChunks(), compileWhole()]), sveltekit()],
	test: {
		environment: 'node',
		// Test files share their workers' modules (no fresh import per file: about a third less time), except those that
		// load the interface's words (the loaded language is the page's one, kept for the page's life) or mock a module.
		projects: [
			{ extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: ISOLATED_TESTS, isolate: false } },
			{ extends: true, test: { name: 'unit-isolated', include: ISOLATED_TESTS } }
		],
		// Worker threads start faster than child processes: the same tests, ~25 % less time.
		pool: 'threads',
		// Vitest leaves a core free by default (one worker on two cores); the test command's other jobs end first,
		// and the unit tests then have both cores to themselves.
		maxWorkers: 2,
		// Property tests are bound by the processor: on two cores shared with the type check and the lint, a few take
		// several seconds. The limit is there for a test that hangs.
		testTimeout: 30_000
	}
});
