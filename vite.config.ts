import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [
		// Unit tests run without the message compiler: its project watcher keeps Vitest from exiting.
		...(process.env.VITEST
			? []
			: [
					paraglideVitePlugin({
						project: './project.inlang',
						outdir: './src/lib/paraglide',
						strategy: ['localStorage', 'preferredLanguage', 'baseLocale']
					})
				]),
		sveltekit()
	],
	test: {
		include: ['tests/unit/**/*.test.ts'],
		environment: 'node'
	}
});
