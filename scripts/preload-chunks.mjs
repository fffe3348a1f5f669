/**
 * After `vite build`: each prerendered page preloads every chunk its route's code imports, and every stylesheet
 * of that code. SvelteKit's lists for a page leave out some chunks and stylesheets the page's node imports (with
 * this bundler), which the browser then finds only once the node has arrived and run: one more round trip before
 * the screen is drawn (a route node's code waits for its stylesheets to arrive before it runs). The missing ones
 * are added from the client build's manifest, and so is the root error page's node, which SvelteKit fetches as it
 * starts on every page. A stylesheet is preloaded from the head and linked in the body, after the skeleton and
 * before the app's script. Linked in the head, it would hold back the page's first paint (its skeleton) on a slow
 * network; preloaded only, the route's code would link it again once it runs and wait for it (a trip through the
 * service worker and a style pass in the middle of a warm start); linked in the body only, the browser asks for it
 * late. Before the app's script, they hold it back until they have arrived (a script waits for the stylesheets before
 * it), as the route's code would: the screen is never drawn without them. One under SvelteKit's inlining threshold
 * is written into the page as SvelteKit writes those (its link kept, disabled, so that it is not fetched at all).
 * The build fails when chunks import each other in a circle, and when this step finds nothing to do: no page, a page without the preload links or the
 * route node it looks for (SvelteKit's output changed: the step would silently do nothing), or nothing
 * missing on any page (SvelteKit now preloads every chunk itself: the step can go).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BUILD = 'build';
/** svelte.config.js's `inlineStyleThreshold`: smaller stylesheets are written into the page. */
const INLINE_STYLE_BELOW = 1024;
const MANIFEST = '.svelte-kit/output/client/.vite/manifest.json';

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

/** The stylesheets of these chunks, in the order the manifest gives them. */
const stylesheetsOf = (files) => [...new Set([...files].flatMap((file) => byFile.get(file)?.css ?? []))];

/** Every chunk a chunk imports statically, itself included. */
function closure(file, seen = new Set()) {
	if (seen.has(file)) return seen;
	seen.add(file);
	for (const key of byFile.get(file)?.imports ?? []) if (manifest[key]) closure(manifest[key].file, seen);
	return seen;
}

function pages(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === '_app' ? [] : pages(path);
		return name.endsWith('.html') ? [path] : [];
	});
}

/** Stops the build: this step did not do what it is for. */
function fail(why) {
	console.error(`scripts/preload-chunks.mjs: ${why}`);
	process.exit(1);
}

/** A circle of chunks importing each other, as a list of files, or null. The build's chunk groups (vite.config.ts) must never make one: a circle may run a module before one it needs. */
function circle() {
	const state = new Map();
	const visit = (key, path) => {
		state.set(key, 'open');
		path.push(key);
		for (const next of manifest[key]?.imports ?? []) {
			if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
			const found = state.has(next) ? null : visit(next, path);
			if (found) return found;
		}
		path.pop();
		state.set(key, 'done');
		return null;
	};
	for (const key of Object.keys(manifest)) {
		const found = state.has(key) ? null : visit(key, []);
		if (found) return found.map((k) => manifest[k]?.file ?? k);
	}
	return null;
}

/** Whether a stylesheet is small enough to be written into the page. */
const inlined = (file) => readFileSync(join(BUILD, file), 'utf8').length < INLINE_STYLE_BELOW;

/** A small stylesheet written into the page, its link kept and disabled. */
const written = (prefix, file) =>
	`\n\t\t<style>${readFileSync(join(BUILD, file), 'utf8')}</style><link href="${prefix}${file}" rel="stylesheet" disabled media="(max-width: 0)" data-added>`;

/** A larger one, asked for from the head (the browser finds a stylesheet in the body later)… */
const preloaded = (prefix, file) => `\n\t\t<link href="${prefix}${file}" rel="preload" as="style" data-added>`;

/** …and linked in the body. */
const linked = (prefix, file) => `\n\t\t<link href="${prefix}${file}" rel="stylesheet" data-added>`;

/** The root error page's node (SvelteKit's `nodes[1]`): fetched as the app starts, whatever the page. */
const ERROR_NODE = Object.values(manifest).find((chunk) => chunk.name === 'nodes/1')?.file;
if (!ERROR_NODE) fail(`${MANIFEST} has no root error node (nodes/1)`);

/** Where src/app.html starts the app in the body (SvelteKit's body and its script), after the skeleton. */
const APP_IN_BODY = '<div style="display: contents">';

/** The page with these lines added before its `tag`, which it must have. */
function insertBefore(html, tag, page, lines) {
	if (lines.length === 0) return html;
	const end = html.lastIndexOf(tag);
	if (end < 0) fail(`${relative(BUILD, page)} has no ${tag}`);
	return html.slice(0, end) + lines.join('') + '\n\t' + html.slice(end);
}

const loop = circle();
if (loop) fail(`chunks import each other in a circle: ${loop.join(' → ')}`);

const found = pages(BUILD);
if (found.length === 0) fail(`no prerendered page in ${BUILD}/`);
let added = 0;
// Links this step added in an earlier run on the same build: run again, it has nothing left to do.
let already = 0;
for (const page of found) {
	let html = readFileSync(page, 'utf8');
	const links = [...html.matchAll(/<link href="([^"]+)" rel="modulepreload"( data-added)?>/g)];
	already += links.filter((l) => l[2]).length;
	if (links.length === 0) fail(`${relative(BUILD, page)} has no <link href="…" rel="modulepreload"> as SvelteKit wrote them`);
	// Relative to the page, as SvelteKit writes them ("./_app/…" or "../_app/…").
	const prefix = links[0][1].slice(0, links[0][1].indexOf('_app/'));
	const listed = new Set(links.map((l) => l[1].slice(prefix.length)));
	const nodes = [...listed].filter((file) => /\/nodes\/\d+\./.test(file));
	if (nodes.length === 0 || nodes.some((file) => !byFile.has(file))) fail(`${relative(BUILD, page)} preloads no route node of ${MANIFEST}`);
	const wanted = new Set();
	for (const file of nodes) for (const dep of closure(file)) wanted.add(dep);
	const missing = [...wanted, ERROR_NODE].filter((file) => !listed.has(file) && existsSync(join(BUILD, file)));
	const linkedCss = new Set([...html.matchAll(/<link href="([^"]+)" rel="(?:stylesheet|preload)"/g)].map((l) => l[1].slice(prefix.length)));
	const missingCss = stylesheetsOf(wanted).filter((file) => !linkedCss.has(file) && existsSync(join(BUILD, file)));
	if (missing.length === 0 && missingCss.length === 0) continue;
	const last = links.at(-1);
	const at = last.index + last[0].length;
	html = html.slice(0, at) + missing.map((file) => `\n\t\t<link href="${prefix}${file}" rel="modulepreload" data-added>`).join('') + html.slice(at);
	// After every stylesheet SvelteKit linked, as Vite would add them once the node runs: the same order of rules.
	const small = missingCss.filter(inlined);
	const large = missingCss.filter((file) => !inlined(file));
	html = insertBefore(html, '</head>', page, [...small.map((file) => written(prefix, file)), ...large.map((file) => preloaded(prefix, file))]);
	html = insertBefore(
		html,
		APP_IN_BODY,
		page,
		large.map((file) => linked(prefix, file))
	);
	writeFileSync(page, html);
	added += missing.length + missingCss.length;
	console.log(`${relative(BUILD, page)}: ${missing.length} more chunks preloaded, ${missingCss.length} more stylesheets added`);
}
if (added === 0 && already === 0) fail('no page misses a chunk: SvelteKit preloads them all now, and this step (the build script in package.json) can go');
