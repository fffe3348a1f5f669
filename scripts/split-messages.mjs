/**
 * Splits Paraglide's compiled messages (one module per language) into one module per language
 * and message group, so a screen loads only its language and only the words it shows:
 * src/lib/paraglide/groups/<locale>/<group>.js.
 *
 * Groups: "home" holds the words the home screen shows (every `m.<key>` in the modules the home page
 * and the layout import, followed through their static imports), each game's messages prefix
 * (`messages` in src/lib/engine/<kind>/meta.ts) is a group, "screens" holds the words only the other
 * screens (data, copy, log) can show, and "core" holds the rest.
 * Runs after `paraglide-js compile --output-structure locale-modules`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const COMPILED = join(ROOT, 'src/lib/paraglide/messages');
const OUT = join(ROOT, 'src/lib/paraglide/groups');
const settings = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8'));

/** Each game's messages prefix, read from its meta (the registry's source of truth). */
function gamePrefixes() {
	const engine = join(ROOT, 'src/lib/engine');
	const prefixes = [];
	for (const kind of readdirSync(engine)) {
		const meta = join(engine, kind, 'meta.ts');
		if (!existsSync(meta)) continue;
		const found = /\bmessages:\s*'([a-z0-9_]+)'/.exec(readFileSync(meta, 'utf8'));
		if (!found) throw new Error(`${meta} names no messages prefix`);
		prefixes.push(found[1]);
	}
	return prefixes.sort((a, b) => b.length - a.length);
}

/** A module's static imports inside src/ (type-only and dynamic imports load nothing with it). */
function staticImports(file, code) {
	const found = [];
	for (const hit of code.matchAll(/^\s*import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
		const spec = hit[1];
		const path = spec.startsWith('$lib/') ? join(ROOT, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? join(dirname(file), spec) : null;
		if (path && existsSync(path)) found.push(path);
	}
	return found;
}

/** The keys the home screen shows: `m.<key>` in the home page, the layout and what they import. */
function homeKeys() {
	const keys = new Set();
	const queue = ['src/routes/+layout.svelte', 'src/routes/+page.svelte'].map((f) => join(ROOT, f));
	const seen = new Set();
	while (queue.length) {
		const file = queue.shift();
		if (seen.has(file)) continue;
		seen.add(file);
		const code = readFileSync(file, 'utf8');
		for (const hit of code.matchAll(/\bm\.([a-z0-9_]+)\b/g)) keys.add(hit[1]);
		queue.push(...staticImports(file, code));
	}
	return keys;
}

/** Every file under a folder of src. */
function filesUnder(dir) {
	return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
		.filter((e) => e.isFile() && /\.(ts|js|svelte)$/.test(e.name))
		.map((e) => join(e.parentPath, e.name));
}

/** What a module may load: its static and dynamic imports, and the files its globs match (all of them, to be safe). */
function reachable(file, code) {
	const found = staticImports(file, code);
	for (const hit of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)|^\s*export\s[^'";]*?\sfrom\s+'([^']+)'/gm)) {
		const spec = hit[1] ?? hit[2];
		const path = spec.startsWith('$lib/') ? join(ROOT, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? join(dirname(file), spec) : null;
		if (path && existsSync(path)) found.push(path);
	}
	for (const hit of code.matchAll(/import\.meta\.glob\S*\(\s*'\/(src\/[^']+)'/g)) {
		const pattern = new RegExp(
			`^${hit[1]
				.replace(/[.]/g, '\\.')
				.replace(/\*\*\//g, '(?:.+/)?')
				.replace(/\*/g, '[^/]+')}$`
		);
		found.push(...filesUnder('src').filter((f) => pattern.test(f.slice(ROOT.length))));
	}
	return found;
}

/** Each game's screens' folder in src/routes, from its meta. */
function gameRoutes() {
	const engine = join(ROOT, 'src/lib/engine');
	return readdirSync(engine).flatMap((kind) => {
		const meta = join(engine, kind, 'meta.ts');
		const found = existsSync(meta) && /\broute:\s*'\/([a-z0-9-]+)'/.exec(readFileSync(meta, 'utf8'));
		return found ? [`src/routes/${found[1]}`] : [];
	});
}

/**
 * The words only the other screens can show: named as `m.<key>` somewhere, but nowhere in what the home
 * screen and the game screens may load (imports of every kind, all the rules, quoted keys). A key the
 * code builds from a prefix (`messageKey('phase', …)`, `` `phase_${…}` ``) is never moved.
 */
function screensKeys() {
	const seen = new Set();
	const queue = [
		...['src/routes/+layout.svelte', 'src/routes/+page.svelte'].map((f) => join(ROOT, f)),
		...gameRoutes().flatMap(filesUnder),
		...filesUnder('src/lib/engine')
	];
	const shown = new Set();
	while (queue.length) {
		const file = queue.shift();
		if (seen.has(file)) continue;
		seen.add(file);
		const code = readFileSync(file, 'utf8');
		for (const hit of code.matchAll(/\b[a-z][a-z0-9_]*\b/g)) shown.add(hit[0]);
		queue.push(...reachable(file, code));
	}
	const named = new Set();
	const built = [];
	for (const file of filesUnder('src').filter((f) => !f.includes('/paraglide/'))) {
		const code = readFileSync(file, 'utf8');
		for (const hit of code.matchAll(/\bm\.([a-z0-9_]+)\b/g)) named.add(hit[1]);
		for (const hit of code.matchAll(/messageKey\(\s*'([a-z0-9_]+)'|`([a-z0-9_]+)_\$\{|'([a-z0-9_]+_)'\s*\+/g))
			built.push(hit[1] ?? hit[2] ?? hit[3].slice(0, -1));
	}
	return new Set([...named].filter((key) => !shown.has(key) && !built.some((p) => key.startsWith(`${p}_`))));
}

// The last split's output goes first: the screens' glob of the groups would read it as words they show.
rmSync(OUT, { recursive: true, force: true });
const prefixes = gamePrefixes();
const home = homeKeys();
const screens = screensKeys();
const groupOf = (key) => (home.has(key) ? 'home' : (prefixes.find((p) => key.startsWith(`${p}_`)) ?? (screens.has(key) ? 'screens' : 'core')));

/** The compiled module's messages: key → its `export …` text (a definition or a re-export from another language). */
function blocks(code) {
	const out = new Map();
	const starts = [...code.matchAll(/^export /gm)].map((hit) => hit.index);
	starts.forEach((start, i) => {
		const text = code.slice(start, starts[i + 1] ?? code.length).trimEnd();
		const name = /^export (?:const (\w+)|\{ (\w+) \})/.exec(text);
		if (!name) throw new Error(`unexpected compiled message: ${text.slice(0, 80)}`);
		out.set(name[1] ?? name[2], text);
	});
	return out;
}

let total = 0;
for (const locale of settings.locales) {
	const messages = blocks(readFileSync(join(COMPILED, `${locale}.js`), 'utf8'));
	const byGroup = new Map();
	for (const [key, text] of messages) {
		const group = groupOf(key);
		// A message missing in this language falls back to another language's module of the same group.
		const fallback = /^export \{ \w+ \} from "\.\/([\w-]+)\.js"$/.exec(text);
		const line = fallback ? `export { ${key} } from "../${fallback[1]}/${group}.js"` : text;
		byGroup.set(group, [...(byGroup.get(group) ?? []), line]);
	}
	mkdirSync(join(OUT, locale), { recursive: true });
	for (const [group, lines] of byGroup) {
		const body = lines.join('\n\n');
		const head = ['// @ts-nocheck', '/* eslint-disable */', "// Generated by scripts/split-messages.mjs from Paraglide's compiled messages."];
		if (body.includes('registry.')) head.push('import * as registry from "../../registry.js"');
		writeFileSync(join(OUT, locale, `${group}.js`), `${head.join('\n')}\n\n${body}\n`);
	}
	total += messages.size;
}
console.log(`split ${total} compiled messages into ${OUT.slice(ROOT.length)} (${settings.locales.join(', ')})`);
