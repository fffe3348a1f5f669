/**
 * For the prerendered pages: the word files of a page in each language, read from the client build's manifest (the
 * files are named by their content's hash), with the script that preloads those of the reader's language. Where
 * there is no client build (the dev server), nothing: the app loads the words itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { messageGroupsFor } from '$lib/ui/route-messages.ts';
import { WORDS_META, WORDS_PRELOAD } from '$lib/ui/words-preload.js';

const MANIFEST = '.svelte-kit/output/client/.vite/manifest.json';
const GROUP = /^src\/lib\/paraglide\/groups\/([\w-]+)\/([\w-]+)\.js$/;

type Manifest = Record<string, { file: string; imports?: string[] }>;

let byLocale: Map<string, Map<string, string[]>> | null | undefined;

/** A chunk's file and those of every chunk it imports: a preloaded module's imports are found only once it runs. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
	if (seen.has(key) || !manifest[key]) return [];
	seen.add(key);
	return [`/${manifest[key].file}`, ...(manifest[key].imports ?? []).flatMap((next) => withImports(manifest, next, seen))];
}

/** Each language's word files by group (each with the files it imports), from the manifest; null without one. */
function wordFiles(): Map<string, Map<string, string[]>> | null {
	if (byLocale !== undefined) return byLocale;
	if (!existsSync(MANIFEST)) return (byLocale = null);
	const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
	byLocale = new Map();
	for (const source of Object.keys(manifest)) {
		const [, locale, group] = GROUP.exec(source) ?? [];
		if (!locale || !group) continue;
		const groups = byLocale.get(locale) ?? new Map<string, string[]>();
		groups.set(group, withImports(manifest, source));
		byLocale.set(locale, groups);
	}
	return byLocale;
}

/** The <meta> listing the page's word files in each language and the script that preloads one language's. */
export function wordsHead(path: string): string {
	const files = wordFiles();
	if (!files?.size) return '';
	const groups = messageGroupsFor(path);
	const list = Object.fromEntries([...files].map(([locale, byGroup]) => [locale, [...new Set(groups.flatMap((g) => byGroup.get(g) ?? []))]]));
	const content = JSON.stringify(list).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
	return `<meta name="${WORDS_META}" content='${content}'><script>${WORDS_PRELOAD}</script>`;
}
