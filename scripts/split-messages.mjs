/**
 * Splits Paraglide's compiled messages (one module per language) into one module per language
 * and message group, so a screen loads only its language and only the words it shows:
 * src/lib/paraglide/groups/<locale>/<group>.js.
 *
 * Groups: "home" holds the words the home screen shows (every message named in the modules the home page
 * and the layout load with themselves: imports, re-exports, eager globs, read by scripts/import-graph.mjs), each game's messages prefix
 * (`messages` in src/lib/engine/<kind>/meta.ts) is a group, "screens" holds the words only the other
 * screens (data, copy, log) can show, and "core" holds the rest.
 * Runs after `paraglide-js compile --output-structure locale-modules`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { factsOf, generated, reach, ROOT, SOURCES } from './import-graph.mjs';

const COMPILED = join(ROOT, 'src/lib/paraglide/messages');
/** The app's own code: Paraglide's output defines the words, it shows none. */
const app = (file) => !generated(file);
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

/** The files that make the home screen: the layout (every page's) and its page. */
const HOME = ['src/hooks.client.ts', 'src/routes/+layout.svelte', 'src/routes/+layout.ts', 'src/routes/+page.svelte'];

/** The keys the home screen shows: every message named in what it loads with itself (scripts/import-graph.mjs). */
function homeKeys() {
	return new Set([...reach(HOME, { follow: ['static'], within: app }).keys()].flatMap((file) => [...factsOf(file).keys]));
}

/** Every file under a folder of src, root-relative. */
const filesUnder = (dir) => SOURCES.filter((f) => f.startsWith(`${dir}/`));

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
	const starts = [...HOME, ...gameRoutes().flatMap(filesUnder), ...filesUnder('src/lib/engine')];
	const shown = new Set();
	for (const file of reach(starts, { follow: ['static', 'later'], within: app }).keys())
		if (app(file)) for (const hit of readFileSync(join(ROOT, file), 'utf8').matchAll(/\b[a-z][a-z0-9_]*\b/g)) shown.add(hit[0]);
	const named = new Set();
	const built = [];
	for (const file of SOURCES.filter(app)) {
		const facts = factsOf(file);
		for (const key of facts.keys) named.add(key);
		built.push(...facts.built);
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
