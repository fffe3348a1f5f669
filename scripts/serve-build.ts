/**
 * build/ served as a static host serves it, for the browser benchmarks and the end-to-end tests: prerendered pages
 * found without ".html", nothing else rewritten. Local only: nothing here reaches the network.
 * The benchmarks take every text file gzipped (level 9, as the other size figures) and never cached, so each load is
 * cold; the tests take files as they are (on one machine zipping costs time and saves none) and the hashed ones
 * cached for good, as a host sends them.
 *
 * Run as a script: `tsx scripts/serve-build.ts --port 4173` serves build/ for the end-to-end tests.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
	/** The size of a file as this server sends it (gzip size when zipped, the raw size for images). */
	sentBytes(path: string): number;
	close(): Promise<void>;
}

interface Options {
	/** Text files gzipped, as the bytes a phone fetches are counted. */
	gzip: boolean;
	/** Files under /_app/immutable/ (their names hold their hash) cached for good; all else revalidated. */
	cacheHashed: boolean;
	port: number;
}

/** The file for a request path: itself, or its prerendered page. */
function fileFor(build: string, path: string): string | null {
	const clean = normalize(decodeURIComponent(path.replace(/[?#].*$/, ''))).replace(/^(\.\.[/\\])+/, '');
	for (const candidate of [join(build, clean), join(build, `${clean}.html`), join(build, clean, 'index.html')])
		if (candidate.startsWith(build) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	return null;
}

export async function serveBuild(build: string, { gzip = true, cacheHashed = false, port = 0 }: Partial<Options> = {}): Promise<Served> {
	const cache = new Map<string, { body: Buffer; zipped: boolean }>();
	const load = (file: string) => {
		let hit = cache.get(file);
		if (!hit) {
			const raw = readFileSync(file);
			const zipped = gzip && TEXT.has(extname(file));
			hit = { body: zipped ? gzipSync(raw, { level: 9 }) : raw, zipped };
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
		const { body, zipped } = load(file);
		const hashed = cacheHashed && (req.url ?? '').startsWith('/_app/immutable/');
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'content-length': body.length,
			...(zipped ? { 'content-encoding': 'gzip' } : {}),
			'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache'
		});
		res.end(body);
	});
	await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
	const { port: bound } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${bound}`,
		sentBytes: (path) => {
			const file = fileFor(build, path);
			return file ? load(file).body.length : 0;
		},
		close: () => new Promise((ok) => server.close(() => ok()))
	};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const at = process.argv.indexOf('--port');
	const port = at === -1 ? 4173 : Number(process.argv[at + 1]);
	const served = await serveBuild(resolve('build'), { gzip: false, cacheHashed: true, port });
	console.log(`build/ served at ${served.url}`);
}
