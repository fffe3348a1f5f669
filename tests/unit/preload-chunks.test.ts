/**
 * scripts/preload-chunks.mjs adds to each prerendered page the chunks its route node imports, and their stylesheets,
 * that SvelteKit's lists leave out, and the root error page's node, and fails the build when it finds nothing to do: no page, links or route nodes it cannot find (the output
 * changed under it), or no chunk missing anywhere (the step is no longer needed). Run here on small made-up builds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/preload-chunks.mjs');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The body as src/app.html writes it: the skeleton, then SvelteKit's body. */
const BODY = '<body><div id="skeleton"></div><div style="display: contents"><script></script></div></body>';

/**
 * A build with these pages (path → its preload links) and a client manifest where the route node imports a shared
 * chunk, with the root error page's node.
 */
function build(pages: Record<string, string[]>, chunkImports: string[] = [], stylesheets: Record<string, string> = {}, body = BODY): string {
	const dir = mkdtempSync(join(tmpdir(), 'preload-'));
	dirs.push(dir);
	const manifest = {
		'nodes/2.js': { file: '_app/immutable/nodes/2.abc.js', imports: ['chunk.js'] },
		'chunk.js': { file: '_app/immutable/chunks/shared.def.js', imports: chunkImports, css: Object.keys(stylesheets) },
		'nodes/1.js': { file: '_app/immutable/nodes/1.err.js', name: 'nodes/1', imports: [] }
	};
	mkdirSync(join(dir, '.svelte-kit/output/client/.vite'), { recursive: true });
	writeFileSync(join(dir, '.svelte-kit/output/client/.vite/manifest.json'), JSON.stringify(manifest));
	mkdirSync(join(dir, 'build/_app/immutable/chunks'), { recursive: true });
	mkdirSync(join(dir, 'build/_app/immutable/nodes'), { recursive: true });
	mkdirSync(join(dir, 'build/_app/immutable/assets'), { recursive: true });
	for (const { file } of Object.values(manifest)) writeFileSync(join(dir, 'build', file), '');
	for (const [file, css] of Object.entries(stylesheets)) writeFileSync(join(dir, 'build', file), css);
	for (const [page, links] of Object.entries(pages)) writeFileSync(join(dir, 'build', page), `<head>\n${links.join('\n')}\n</head>${body}`);
	return dir;
}
const link = (href: string) => `<link href="${href}" rel="modulepreload">`;
const run = (dir: string) => spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });

describe('the preload step', () => {
	it('adds the chunks a route node imports that the page does not preload, and the root error node, once', () => {
		const dir = build({ 'index.html': [link('./_app/immutable/nodes/2.abc.js')] });
		const first = run(dir);
		expect(first.status, first.stderr).toBe(0);
		const html = readFileSync(join(dir, 'build/index.html'), 'utf8');
		expect(html).toContain('<link href="./_app/immutable/chunks/shared.def.js" rel="modulepreload" data-added>');
		expect(html).toContain('<link href="./_app/immutable/nodes/1.err.js" rel="modulepreload" data-added>');
		// Run again on the same build: nothing left to add, and that is no failure.
		const again = run(dir);
		expect(again.status, again.stderr).toBe(0);
		expect(readFileSync(join(dir, 'build/index.html'), 'utf8')).toBe(html);
	});

	it('preloads the stylesheets of those chunks from the head and links them before the app in the body, a small one written into the page, once', () => {
		const large = `.board{fill:red}${' '.repeat(1100)}`;
		const dir = build({ 'index.html': [link('./_app/immutable/nodes/2.abc.js'), '<link href="./_app/immutable/assets/kept.css" rel="stylesheet">'] }, [], {
			'_app/immutable/assets/large.css': large,
			'_app/immutable/assets/small.css': '.seal{color:gold}',
			'_app/immutable/assets/kept.css': '.kept{}'
		});
		expect(run(dir).status).toBe(0);
		const html = readFileSync(join(dir, 'build/index.html'), 'utf8');
		const head = html.slice(0, html.indexOf('</head>'));
		expect(head).toContain('<link href="./_app/immutable/assets/large.css" rel="preload" as="style" data-added>');
		// Linked after the skeleton, before SvelteKit's body: found there by the route's code, which then does not link it again and wait.
		const body = html.slice(html.indexOf('<body>'));
		expect(body).toMatch(
			/<div id="skeleton"><\/div>\s*<link href="\.\/_app\/immutable\/assets\/large\.css" rel="stylesheet" data-added>\s*<div style="display: contents">/
		);
		expect(body).not.toContain('small.css');
		expect(head).toContain(
			'<style>.seal{color:gold}</style><link href="./_app/immutable/assets/small.css" rel="stylesheet" disabled media="(max-width: 0)" data-added>'
		);
		// After what SvelteKit linked, as Vite would add them; one already linked is not added again.
		expect(head.indexOf('kept.css')).toBeLessThan(head.indexOf('large.css'));
		expect(html.match(/kept\.css/g)).toHaveLength(1);
		expect(run(dir).status).toBe(0);
		expect(readFileSync(join(dir, 'build/index.html'), 'utf8')).toBe(html);
	});

	it('fails the build when no page misses a chunk: SvelteKit preloads them all and the step can go', () => {
		const dir = build({
			'index.html': [link('./_app/immutable/nodes/2.abc.js'), link('./_app/immutable/chunks/shared.def.js'), link('./_app/immutable/nodes/1.err.js')]
		});
		const r = run(dir);
		expect(r.status).toBe(1);
		expect(r.stderr).toContain('can go');
	});

	it('fails the build when chunks import each other in a circle', () => {
		const r = run(build({ 'index.html': [link('./_app/immutable/nodes/2.abc.js')] }, ['nodes/2.js']));
		expect(r.status).toBe(1);
		expect(r.stderr).toContain('in a circle: _app/immutable/nodes/2.abc.js → _app/immutable/chunks/shared.def.js → _app/immutable/nodes/2.abc.js');
	});

	it('fails the build when it cannot find what it looks for: no page, no preload links as written, no route node', () => {
		expect(run(build({})).stderr).toContain('no prerendered page');
		const reordered = run(build({ 'index.html': ['<link rel="modulepreload" href="./_app/immutable/nodes/2.abc.js">'] }));
		expect([reordered.status, reordered.stderr]).toEqual([1, expect.stringContaining('has no <link')]);
		const noNode = run(build({ 'index.html': [link('./_app/immutable/chunks/shared.def.js')] }));
		expect([noNode.status, noNode.stderr]).toEqual([1, expect.stringContaining('no route node')]);
		const noApp = run(
			build({ 'index.html': [link('./_app/immutable/nodes/2.abc.js')] }, [], { '_app/immutable/assets/large.css': ' '.repeat(2000) }, '<body></body>')
		);
		expect([noApp.status, noApp.stderr]).toEqual([1, expect.stringContaining('has no <div style="display: contents">')]);
	});
});
