/**
 * (l) Games shared live (docs/relay.md), loaded by scripts/bench.ts through Vite (the sync code uses the app's
 * module paths):
 *  - phone-to-phone latency on this machine: an entry stored on one phone (fake-indexeddb), sealed, sent through
 *    the relay (`scripts/relay.mjs`, started here) and merged into the other phone's storage, until the other
 *    phone's live query (what its screen follows) reports it; median and p95, budget 1 s;
 *  - the merge of two 500-entry logs of one game that went on apart on two phones;
 *  - the JavaScript the sharing code adds, gzip: loaded only once a game is shared (the panel and Yjs), over what
 *    a game's screen loads anyway.
 */
import 'fake-indexeddb/auto';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { liveQuery } from 'dexie';
import WebSocket from 'ws';
import { appendEntry, createGame } from '../src/lib/db/games.ts';
import { SilkLedgerDb } from '../src/lib/db/schema.ts';
import { mergeLogs } from '../src/lib/engine/core/merge.ts';
import type { Stored } from '../src/lib/engine/core/log.ts';
import { newKey, newRoom } from '../src/lib/sync/crypto.ts';
import { LiveGame } from '../src/lib/sync/live.ts';
import { summarize, time } from './bench-timing.ts';
import { players } from '../tests/unit/marco-polo-2/fixtures.ts';

export const LIVE_TARGET_MS = 1000;
const PORT = 4319;

async function startRelay() {
	const relay = spawn('node', ['scripts/relay.mjs', '--port', String(PORT)], { stdio: ['ignore', 'pipe', 'inherit'] });
	await new Promise<void>((resolve) => relay.stdout!.on('data', (d: Buffer) => String(d).includes('listening') && resolve()));
	return relay;
}

/** Resolves once this phone's storage holds that many entries of the game, as its screen would learn it. */
function whenStored(db: SilkLedgerDb, gameId: string, count: number): Promise<void> {
	return new Promise((resolve) => {
		const subscription = liveQuery(() => db.entries.where('gameId').equals(gameId).count()).subscribe((n) => {
			if (n < count) return;
			subscription.unsubscribe();
			resolve();
		});
	});
}

async function latency(runs: number) {
	const relay = await startRelay();
	const a = new SilkLedgerDb('bench-live-a');
	const b = new SilkLedgerDb('bench-live-b');
	const phones: LiveGame[] = [];
	try {
		const made = await createGame(a, 'marco-polo-2', { type: 'game.created', players: players(2), seed: 'BENCH-LIVE' });
		if (!made.ok) throw new Error('the game could not be made');
		const shared = { gameId: made.id, kind: 'marco-polo-2', room: newRoom(), key: newKey(), relay: `ws://127.0.0.1:${PORT}`, since: 0 };
		for (const [db, name] of [
			[a, 'Anna'],
			[b, 'Boris']
		] as const) {
			const live = new LiveGame(db, shared, name, () => {}, WebSocket as never);
			await live.start();
			phones.push(live);
		}
		await whenStored(b, made.id, 1);
		const samples: number[] = [];
		for (let i = 0; i < runs; i++) {
			const count = (await a.entries.where('gameId').equals(made.id).count()) + 1;
			const t0 = performance.now();
			const arrived = whenStored(b, made.id, count);
			// The first player chosen, then taken back: an entry the rules accept again and again.
			const stored = await appendEntry(a, made.id, i % 2 ? { type: 'undo' } : { type: 'firstPlayer.set', player: 0, drawn: false });
			if (!stored.ok) throw new Error(`refused: ${stored.refusal.key}`);
			await arrived;
			samples.push(performance.now() - t0);
		}
		return summarize(samples, 0);
	} finally {
		for (const live of phones) live.stop();
		a.close();
		b.close();
		relay.kill();
	}
}

/** Two phones that went on apart for 500 entries each from a shared start: the merge each makes when they meet. */
function divergedMerge() {
	type Log = Stored<{ type: string; n: number }>[];
	const start: Log = Array.from({ length: 20 }, (_, i) => ({ seq: i + 1, at: i, entry: { type: 'step', n: i } }));
	const apart = (by: string, offset: number): Log => [
		...start,
		...Array.from({ length: 500 }, (_, i) => ({ seq: 21 + i, at: 1000 + i * 3 + offset, by, lc: 21 + i, entry: { type: 'step', n: i } }))
	];
	const anna = apart('anna', 0);
	const boris = apart('boris', 1);
	const merged = mergeLogs(anna, boris);
	if (merged.length !== 1020) throw new Error('the merge lost entries');
	return { entries: [anna.length, boris.length], merged: merged.length, ...time(() => mergeLogs(anna, boris), 50, 5) };
}

/** The chunks a file loads with it (static imports), and those it may load later (import()). */
function importsOf(dir: string, file: string) {
	const code = readFileSync(join(dir, file), 'utf8');
	const names = (pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1]!.replace(/^.*\//, ''));
	return { statics: names(/from\s*"\.\.?\/(?:chunks\/)?([^"]+\.js)"/g), dynamics: names(/import\(\s*[`"']\.\.?\/(?:chunks\/)?([^`"']+\.js)[`"']\s*\)/g) };
}

/** The gzip size of what sharing loads: the panel's chunk and every chunk it needs that a game's screen has not loaded. */
function sharingJs(build: string) {
	const chunks = join(build, '_app', 'immutable', 'chunks');
	const files = readdirSync(chunks).filter((f) => f.endsWith('.js'));
	const panel = files.find((f) => readFileSync(join(chunks, f), 'utf8').includes('live-yours-flagged'));
	if (!panel) return { ok: false, gzipKB: 0, files: [] as string[] };
	const page = readFileSync(join(build, 'marco-polo-2.html'), 'utf8');
	const loaded = new Set([...page.matchAll(/\/_app\/immutable\/(?:chunks|nodes|entry)\/([^"]+\.js)/g)].map((m) => m[1]!));
	const added = new Set<string>();
	const walk = (file: string) => {
		if (added.has(file) || loaded.has(file) || !files.includes(file)) return;
		added.add(file);
		importsOf(chunks, file).statics.forEach(walk);
	};
	walk(panel);
	const gzip = [...added].reduce((sum, f) => sum + gzipSync(readFileSync(join(chunks, f))).length, 0);
	return { ok: !loaded.has(panel), gzipKB: gzip / 1024, files: [...added] };
}

export async function benchLive(build: string, runs = 40) {
	const merge = divergedMerge();
	const phoneToPhone = await latency(runs);
	const js = sharingJs(build);
	const r = { phoneToPhone: { ...phoneToPhone, targetMs: LIVE_TARGET_MS }, merge, sharingJs: js, ok: phoneToPhone.p95Ms < LIVE_TARGET_MS && js.ok };
	return { ...r, lines: liveLines(r) };
}

function liveLines(r: Omit<Awaited<ReturnType<typeof benchLive>>, 'lines'>): string[] {
	const ms = (n: number) => n.toFixed(2);
	return [
		`${r.ok ? 'OK  ' : 'OVER'} games shared live: an entry from one phone to another through the relay on this machine: median ${ms(r.phoneToPhone.medianMs)} ms, p95 ${ms(r.phoneToPhone.p95Ms)} ms over ${r.phoneToPhone.runs} entries   (target < ${LIVE_TARGET_MS} ms)`,
		`       merge of two logs that went on apart (${r.merge.entries.join(' and ')} entries, ${r.merge.merged} merged): median ${ms(r.merge.medianMs)} ms, p95 ${ms(r.merge.p95Ms)} ms over ${r.merge.runs} runs`,
		`       JavaScript sharing adds, loaded only once a game is shared: ${r.sharingJs.gzipKB.toFixed(1)} KB gzip in ${r.sharingJs.files.length} files${r.sharingJs.ok ? '' : ' (NOT loaded apart from the game screen)'}`
	];
}
