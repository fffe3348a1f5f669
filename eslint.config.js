import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{ ignores: ['build/', '.svelte-kit/', 'src/lib/paraglide/', 'test-results/', 'playwright-report/', 'bench-results/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			// TypeScript checks undefined names itself.
			'no-undef': 'off',
			// The app is always served from the site root (no base path), and links carry query strings.
			'svelte/no-navigation-without-resolve': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
		}
	},
	{
		// Type-aware rules on the TypeScript files the project service finds through tsconfig.json. The scripts (run by
		// tsx), Playwright's config and the service worker (its own lib) are outside it, as for svelte-check. Not on
		// .svelte files: `eslint .` measured on 2 busy cores (load ~6) took 37 s of CPU untyped, 97 s with these rules on
		// .ts, 182 s with them on .svelte too (which svelte-check type-checks already).
		files: ['**/*.ts'],
		ignores: ['scripts/**', 'playwright.config.ts', 'src/service-worker.ts'],
		extends: [ts.configs.recommendedTypeCheckedOnly],
		languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } }
	},
	{
		// No type-aware rules are on (svelte-check checks types): parsing Svelte files without the TypeScript project
		// service lints the same and takes ~17 s instead of ~60 s.
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: { parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } }
	}
);
