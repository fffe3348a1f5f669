import { sveltekit } from '@sveltejs/kit/vite';
import { execSync } from 'node:child_process';
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

/** The relay shared games go through (docs/relay.md): chosen when the app is built; the one `npm run relay` starts here by default. */
export const RELAY = process.env.SILK_RELAY ?? 'ws://127.0.0.1:4318';

/** The unit tests that load the interface's words, each in a fresh module graph. */
const WORDS_TESTS = [
	'tests/unit/{i18n,messages-load,messages-routes,registry,db-refusals}.test.ts',
	'tests/unit/marco-polo-2/{describe,refusal-names}.test.ts'
];

export default defineConfig({
	define: { __SILK_RELAY__: JSON.stringify(RELAY) },
	resolve: {
		// Dexie's ES module for current browsers: ~1.5 KB gzip less on every screen than the ES5 build its
		// package entry wraps (the app has one copy of Dexie, so the wrapper's guard against two is not needed).
		alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
	},
	// The messages are compiled by `npm run i18n` (run by `npm ci`, `npm run dev` and `npm run build`).
	plugins: [...(process.env.VITEST ? [] : [messages()]), sveltekit()],
	test: {
		environment: 'node',
		// Test files share their workers' modules (no fresh import per file: about a third less time), except those that
		// load the interface's words: the loaded language is the page's one, kept for the page's life.
		projects: [
			{ extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: WORDS_TESTS, isolate: false } },
			{ extends: true, test: { name: 'unit-words', include: WORDS_TESTS } }
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
