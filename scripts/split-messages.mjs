/**
 * Splits Paraglide's compiled messages (one module per language) into one module per language
 * and message group, so a screen loads only its language and only the words it shows:
 * src/lib/paraglide/groups/<locale>/<group>.js.
 *
 * Groups: "home" holds the words the home screen shows (every message named in the modules the home page
 * and the layout load with themselves: imports, re-exports, eager globs, read by scripts/import-graph.mjs), each game's messages prefix
 * (`messages` in src/lib/engine/<kind>/meta.ts) is a group, "screens" holds the words only the other
 * screens (data, copy, log) can show, and "core" holds the rest.
 * Runs after `paraglide-js compile --output-structure locale-modules`, whose modules it reads with TypeScript's
 * parser (a statement it does not know stops it). Which words each screen names is read from the sources with
 * scripts/import-graph.mjs; tests/unit/messages-routes.test.ts checks that every page loads the groups of the words it shows.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
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

/** Every name a piece of Paraglide's output reads. */
function namesIn(node, out = new Set()) {
	if (ts.isIdentifier(node)) out.add(node.text);
	ts.forEachChild(node, (child) => void namesIn(child, out));
	return out;
}

/**
 * One language's compiled module, read with TypeScript's parser: its imports (with the names each binds) and its
 * messages, key → the statement that defines it (or re-exports it from another language's module, `fallback`), with
 * the names it reads. Anything else in the module stops the split: the output is not what this script knows.
 */
function compiled(locale) {
	const file = join(COMPILED, `${locale}.js`);
	const code = readFileSync(file, 'utf8');
	const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
	const imports = [];
	const messages = new Map();
	for (const statement of source.statements) {
		const text = code.slice(statement.getStart(source), statement.end);
		const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
		if (ts.isImportDeclaration(statement)) {
			imports.push({ spec: statement.moduleSpecifier.text, text, names: namesIn(statement.importClause) });
		} else if (ts.isVariableStatement(statement) && exported && statement.declarationList.declarations.length === 1) {
			const [declaration] = statement.declarationList.declarations;
			messages.set(declaration.name.getText(source), { text, names: namesIn(declaration) });
		} else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
			const fallback = /^\.\/([\w-]+)\.js$/.exec(statement.moduleSpecifier.text)?.[1];
			if (!fallback) throw new Error(`${file}: unexpected re-export ${text}`);
			for (const element of statement.exportClause.elements) messages.set(element.name.text, { fallback, names: new Set() });
		} else throw new Error(`${file}: unexpected statement in Paraglide's output: ${text.slice(0, 80)}`);
	}
	return { imports, messages };
}

let total = 0;
for (const locale of settings.locales) {
	const { imports, messages } = compiled(locale);
	const byGroup = new Map();
	for (const [key, message] of messages) {
		const group = groupOf(key);
		// A message missing in this language falls back to another language's module of the same group.
		const line = message.fallback ? `export { ${key} } from "../${message.fallback}/${group}.js"` : message.text;
		const parts = byGroup.get(group) ?? { lines: [], names: new Set() };
		parts.lines.push(line);
		for (const name of message.names) parts.names.add(name);
		byGroup.set(group, parts);
	}
	mkdirSync(join(OUT, locale), { recursive: true });
	for (const [group, { lines, names }] of byGroup) {
		const head = ['// @ts-nocheck', '/* eslint-disable */', "// Generated by scripts/split-messages.mjs from Paraglide's compiled messages."];
		// Each import of the compiled module that the group's messages read, from the group's folder.
		for (const i of imports)
			if ([...i.names].some((name) => names.has(name))) head.push(i.text.replace(i.spec, relative(join(OUT, locale), resolve(COMPILED, i.spec))));
		writeFileSync(join(OUT, locale, `${group}.js`), `${head.join('\n')}\n\n${lines.join('\n\n')}\n`);
	}
	total += messages.size;
}
console.log(`split ${total} compiled messages into ${OUT.slice(ROOT.length)} (${settings.locales.join(', ')})`);
