/**
 * A tiny static server for the browser benchmarks: build/ as a static host would serve it,
 * text gzipped (level 9, as the other size figures), prerendered pages found without ".html".
 * Local only: the benchmarks never reach the network.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png'
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg']);

export interface Served {
	url: string;
	/** The gzip size of a file as this server sends it (the raw size for images). */
	sentBytes(path: string): number;
	close(): Promise<void>;
}

/** The file for a request path: itself, or its prerendered page. */
function fileFor(build: string, path: string): string | null {
	const clean = normalize(decodeURIComponent(path.replace(/[?#].*$/, ''))).replace(/^(\.\.[/\\])+/, '');
	for (const candidate of [join(build, clean), join(build, `${clean}.html`), join(build, clean, 'index.html')])
		if (candidate.startsWith(build) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	return null;
}

export async function serveBuild(build: string): Promise<Served> {
	const cache = new Map<string, { body: Buffer; gzip: boolean }>();
	const load = (file: string) => {
		let hit = cache.get(file);
		if (!hit) {
			const raw = readFileSync(file);
			const gzip = TEXT.has(extname(file));
			hit = { body: gzip ? gzipSync(raw, { level: 9 }) : raw, gzip };
			cache.set(file, hit);
		}
		return hit;
	};
	const server: Server = createServer((req, res) => {
		const file = fileFor(build, req.url ?? '/');
		if (!file) {
			res.writeHead(404).end();
			return;
		}
		const { body, gzip } = load(file);
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'content-length': body.length,
			...(gzip ? { 'content-encoding': 'gzip' } : {}),
			'cache-control': 'no-cache'
		});
		res.end(body);
	});
	await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		sentBytes: (path) => {
			const file = fileFor(build, path);
			return file ? load(file).body.length : 0;
		},
		close: () => new Promise((ok) => server.close(() => ok()))
	};
}
