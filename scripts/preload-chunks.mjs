/**
 * After `vite build`: each prerendered page preloads every chunk its route's code imports, and every stylesheet
 * of that code. SvelteKit's lists for a page leave out some chunks and stylesheets the page's node imports (with
 * this bundler), which the browser then finds only once the node has arrived and run: one more round trip before
 * the screen is drawn (a route node's code waits for its stylesheets to arrive before it runs). The missing ones
 * are added from the client build's manifest. A stylesheet is preloaded, not linked: a linked one would hold back
 * the page's first paint (its skeleton) on a slow network; the code links it once it runs, and finds it there. One
 * under SvelteKit's inlining threshold is written into the page as SvelteKit writes those (its link kept, disabled,
 * so that it is not fetched at all).
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

/** A stylesheet's preload; a small one written into the page. */
function stylesheet(prefix, file) {
	const css = readFileSync(join(BUILD, file), 'utf8');
	if (css.length >= INLINE_STYLE_BELOW) return `\n\t\t<link href="${prefix}${file}" rel="preload" as="style" data-added>`;
	return `\n\t\t<style>${css}</style><link href="${prefix}${file}" rel="stylesheet" disabled media="(max-width: 0)" data-added>`;
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
	const missing = [...wanted].filter((file) => !listed.has(file) && existsSync(join(BUILD, file)));
	const linkedCss = new Set([...html.matchAll(/<link href="([^"]+)" rel="(?:stylesheet|preload)"/g)].map((l) => l[1].slice(prefix.length)));
	const missingCss = stylesheetsOf(wanted).filter((file) => !linkedCss.has(file) && existsSync(join(BUILD, file)));
	if (missing.length === 0 && missingCss.length === 0) continue;
	const last = links.at(-1);
	const at = last.index + last[0].length;
	html = html.slice(0, at) + missing.map((file) => `\n\t\t<link href="${prefix}${file}" rel="modulepreload" data-added>`).join('') + html.slice(at);
	if (missingCss.length) {
		// Last in the head, where Vite would add them once the node runs: the same order of rules for the small ones.
		const end = html.indexOf('</head>');
		if (end < 0) fail(`${relative(BUILD, page)} has no </head>`);
		html = html.slice(0, end) + missingCss.map((file) => stylesheet(prefix, file)).join('') + '\n\t' + html.slice(end);
	}
	writeFileSync(page, html);
	added += missing.length + missingCss.length;
	console.log(`${relative(BUILD, page)}: ${missing.length} more chunks preloaded, ${missingCss.length} more stylesheets preloaded`);
}
if (added === 0 && already === 0) fail('no page misses a chunk: SvelteKit preloads them all now, and this step (the build script in package.json) can go');
