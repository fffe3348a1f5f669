/**
 * The gzip size of the JavaScript a screen loads before it is shown: the scripts and module
 * preloads of its prerendered page, the modules its inline script imports, everything those
 * import statically, and the message group(s) the layout loads for it in the player's language
 * (found through Vite's manifest), language by language.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_KB = 60;

const attr = (tag: string, name: string): string | null => {
	const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
	return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
};

/** A path from the page or a module, as a file inside build/; null for other origins. */
function resolveIn(build: string, from: string, spec: string): string | null {
	if (/^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith('//')) return null;
	const clean = spec.replace(/[?#].*$/, '');
	const file = clean.startsWith('/') ? join(build, clean) : resolve(dirname(from), clean);
	return file.startsWith(build) ? file : null;
}

/** What a page loads first: script src, module preloads, and the inline script's import("…"). */
export function entryModules(build: string, html: string, htmlFile: string): string[] {
	const specs: string[] = [];
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		const src = attr(m[1]!, 'src');
		if (src !== null) specs.push(src);
		else for (const d of m[2]!.matchAll(/\bimport\s*\(\s*(["'`])([^"'`]+)\1\s*\)/g)) specs.push(d[2]!);
	}
	for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
		const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
		const href = attr(m[0], 'href');
		if (rel.includes('modulepreload') && href) specs.push(href);
	}
	return specs.map((s) => resolveIn(build, htmlFile, s)).filter((f): f is string => f !== null);
}

/** Static imports and re-exports of a (minified) module: import…from"x", import"x", export…from"x". */
export function staticImports(code: string): string[] {
	const specs = new Set<string>();
	const patterns = [
		/(?:^|[;\s{}()])import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\{[^{}]*\})?\s*from\s*(["'])([^"']+)\1/g,
		/(?:^|[;\s{}()])import\s*(["'])([^"']+)\1/g,
		/(?:^|[;\s{}()])export\s*(?:\*\s*(?:as\s*[\w$]+\s*)?|\{[^{}]*\})\s*from\s*(["'])([^"']+)\1/g
	];
	for (const re of patterns) for (const m of code.matchAll(re)) specs.add(m[2]!);
	return [...specs];
}

interface Sized {
	path: string;
	bytes: number;
	gzipBytes: number;
}

/** These modules and everything they import statically, each with its size. */
function closure(build: string, start: string[]) {
	const queue = [...start];
	const seen = new Set<string>();
	const files: Sized[] = [];
	const unresolved: string[] = [];
	while (queue.length > 0) {
		const file = queue.shift()!;
		if (seen.has(file)) continue;
		seen.add(file);
		if (!existsSync(file)) {
			unresolved.push(relative(build, file));
			continue;
		}
		const code = readFileSync(file);
		files.push({ path: relative(build, file), bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
		if (/\.m?js$/.test(file))
			for (const spec of staticImports(code.toString('utf8'))) {
				const next = resolveIn(build, file, spec);
				if (next && !seen.has(next)) queue.push(next);
			}
	}
	return { files, unresolved };
}

/** The built file of each message group, by "<locale>/<group>", from Vite's manifest. */
function messageChunks(root: string, build: string): Map<string, string> {
	const manifest = join(root, '.svelte-kit/output/client/.vite/manifest.json');
	const chunks = new Map<string, string>();
	if (!existsSync(manifest)) return chunks;
	const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>;
	for (const [source, { file }] of Object.entries(entries)) {
		const group = /paraglide\/groups\/([\w-]+\/[\w-]+)\.js$/.exec(source);
		if (group) chunks.set(group[1]!, join(build, file));
	}
	return chunks;
}

/** The first screen (build/index.html and the home screen's words) in each language; the heaviest decides. */
export function benchFirstScreen(build: string, root: string) {
	const index = join(build, 'index.html');
	let built = false;
	if (!existsSync(index)) {
		console.log('build/index.html is missing: running `npm run build` …');
		execSync('npm run build', { cwd: root, stdio: 'inherit' });
		built = true;
	}
	const entry = entryModules(build, readFileSync(index, 'utf8'), index);
	const chunks = messageChunks(root, build);
	const locales = (JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as { locales: string[] }).locales;
	const byLocale = locales.map((locale) => {
		const words = chunks.get(`${locale}/home`);
		const { files, unresolved } = closure(build, words ? [...entry, words] : entry);
		if (!words) unresolved.push(`message group ${locale}/home`);
		const gzipBytes = files.reduce((t, f) => t + f.gzipBytes, 0);
		return { locale, files, unresolved, gzipBytes, gzipKB: gzipBytes / 1024, totalBytes: files.reduce((t, f) => t + f.bytes, 0) };
	});
	const worst = byLocale.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
	return {
		built,
		worstLocale: worst.locale,
		byLocale: byLocale.map(({ locale, gzipKB }) => ({ locale, gzipKB })),
		files: [...worst.files].sort((a, b) => b.gzipBytes - a.gzipBytes),
		unresolved: worst.unresolved,
		totalBytes: worst.totalBytes,
		gzipBytes: worst.gzipBytes,
		gzipKB: worst.gzipKB,
		targetKB: FIRST_SCREEN_KB,
		ok: worst.gzipKB < FIRST_SCREEN_KB && byLocale.every((l) => l.unresolved.length === 0)
	};
}
