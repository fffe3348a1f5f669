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
		include: ['tests/unit/**/*.test.ts'],
		environment: 'node',
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
