/**
 * Benchmarks of Silk Ledger: `npm run bench`.
 *
 *  (a) replaying a realistic 1,000-entry Marco Polo II log (setup, then sheet
 *      entries as people type and correct them, with undos);
 *  (b) final scoring of a 4-player game with scoreGame;
 *  (c) the gzip size of the JavaScript the first screen loads: the scripts and
 *      module preloads of build/index.html, the modules its inline script
 *      imports, and everything those import statically;
 *  (d) one table-tracker entry entered mid-game (check + append + replay);
 *  (e) replaying a whole tracked 4-player game of 5 rounds;
 *  (f) The Voyages of Marco Polo: route planning with 6 steps from every
 *      location of the map, each call timed;
 *  (g) export and import of 100 finished games through src/lib/db (the file
 *      written and packed; the file read, every row checked, every log
 *      replayed, written into an empty database), and the size of the file
 *      (scripts/bench-data.ts, loaded through Vite).
 *  (h) Merv (scripts/bench-merv.ts): the invasion, the best spice split, one
 *      turn entry, production, and the judge's decision.
 *
 * Prints the figures next to their targets and writes bench-results/latest.json.
 * Pass --strict to exit with code 1 when a figure misses its target.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { append, replay } from '../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules, scoreGame } from '../src/lib/engine/marco-polo-2/index.ts';
import { planRoutes, standardBoard } from '../src/lib/engine/voyages/index.ts';
import { finishedGameLog, fullCopy, realisticLog, trackedGameLog } from '../tests/unit/marco-polo-2/fixtures.ts';
import { mervBenches } from './bench-merv.ts';
import { performance } from 'node:perf_hooks';
import { keep, kept, summarize, time } from './bench-timing.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
const OUT = join(ROOT, 'bench-results', 'latest.json');

const TARGETS = { replayMs: 5, scoringMs: 1, firstScreenKB: 80, routePlanMs: 1 } as const;

// ---------------------------------------------------------------- (a) replay

function benchReplay() {
	const log = realisticLog(1000, { players: 4, finish: true });
	const counts: Record<string, number> = {};
	for (const s of log) counts[s.entry.type] = (counts[s.entry.type] ?? 0) + 1;
	const final = replay(marcoPolo2Rules, log);
	if (log.length !== 1000 || final.phase !== 'finished') throw new Error('the benchmark log is not a finished 1,000-entry game');
	const timing = time(() => replay(marcoPolo2Rules, log), 200, 50);
	return { entries: log.length, players: final.players.length, entryTypes: counts, ...timing, targetMs: TARGETS.replayMs, ok: timing.p95Ms < TARGETS.replayMs };
}

// ---------------------------------------------------------------- (b) scoring

function benchScoring() {
	// The game is scored with its own copy, which the fixture starts with (every value scoring needs).
	const state = replay(
		marcoPolo2Rules,
		finishedGameLog({ players: 4, characters: ['de-wu', 'abha-basu', 'gantulga-od', 'isabella-donati'], copy: fullCopy() })
	);
	const check = scoreGame(state);
	if (!check.complete) throw new Error('the benchmark game cannot be scored: printed values missing');
	const timing = time(() => scoreGame(state), 2000, 500);
	return { players: state.players.length, winners: check.result.winners, ...timing, targetMs: TARGETS.scoringMs, ok: timing.p95Ms < TARGETS.scoringMs };
}

// ---------------------------------------------------------------- (f) route planning (The Voyages of Marco Polo)

function benchRoutePlanning() {
	const board = standardBoard();
	const steps = 6;
	const rounds = 80;
	const warmup = 20;
	for (let i = 0; i < warmup; i++) for (const from of board.locations) keep(planRoutes(board, from, steps));
	// Each sample is one planning call; every location is a start in every round.
	const samples: number[] = [];
	for (let r = 0; r < rounds; r++)
		for (const from of board.locations) {
			const t0 = performance.now();
			keep(planRoutes(board, from, steps));
			samples.push(performance.now() - t0);
		}
	const reachable = board.locations.map((from) => planRoutes(board, from, steps).length);
	const timing = summarize(samples, warmup * board.locations.length);
	return {
		locations: board.locations.length,
		steps,
		reachableMin: Math.min(...reachable),
		reachableMax: Math.max(...reachable),
		...timing,
		targetMs: TARGETS.routePlanMs,
		ok: timing.p95Ms < TARGETS.routePlanMs
	};
}

// ---------------------------------------------------------------- (c) first-screen JavaScript

const attr = (tag: string, name: string): string | null => {
	const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
	return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
};

/** A path from the page or a module, as a file inside build/; null for other origins. */
function resolveIn(from: string, spec: string): string | null {
	if (/^[a-z][a-z0-9+.-]*:/i.test(spec) || spec.startsWith('//')) return null;
	const clean = spec.replace(/[?#].*$/, '');
	const file = clean.startsWith('/') ? join(BUILD, clean) : resolve(dirname(from), clean);
	return file.startsWith(BUILD) ? file : null;
}

/** What build/index.html loads first: script src, module preloads, and the inline script's import("…"). */
export function entryModules(html: string, htmlFile: string): string[] {
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
	return specs.map((s) => resolveIn(htmlFile, s)).filter((f): f is string => f !== null);
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

function benchFirstScreen() {
	const index = join(BUILD, 'index.html');
	let built = false;
	if (!existsSync(index)) {
		console.log('build/index.html is missing: running `npx vite build` …');
		execSync('npx vite build', { cwd: ROOT, stdio: 'inherit' });
		built = true;
	}
	const html = readFileSync(index, 'utf8');
	const queue = entryModules(html, index);
	const seen = new Set<string>();
	const files: { path: string; bytes: number; gzipBytes: number }[] = [];
	const unresolved: string[] = [];
	while (queue.length > 0) {
		const file = queue.shift()!;
		if (seen.has(file)) continue;
		seen.add(file);
		if (!existsSync(file)) {
			unresolved.push(relative(ROOT, file));
			continue;
		}
		const code = readFileSync(file);
		files.push({ path: relative(BUILD, file), bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
		if (/\.m?js$/.test(file))
			for (const spec of staticImports(code.toString('utf8'))) {
				const next = resolveIn(file, spec);
				if (next && !seen.has(next)) queue.push(next);
			}
	}
	files.sort((a, b) => b.gzipBytes - a.gzipBytes);
	const gzipBytes = files.reduce((t, f) => t + f.gzipBytes, 0);
	const gzipKB = gzipBytes / 1024;
	return {
		built,
		files,
		unresolved,
		totalBytes: files.reduce((t, f) => t + f.bytes, 0),
		gzipBytes,
		gzipKB,
		targetKB: TARGETS.firstScreenKB,
		ok: gzipKB < TARGETS.firstScreenKB && unresolved.length === 0
	};
}

// ---------------------------------------------------------------- (d) (e) table tracker

const TRACKER_TARGETS = { entryMs: 2, trackedReplayMs: 20 } as const;

// ---------------------------------------------------------------- (g) export and import

/** A phone is several times slower than this machine: a player should wait a second or two at most. */
const DATA_TARGETS = { exportMs: 500, importMs: 1500 } as const;

/** Loaded through Vite: the storage modules use the app's module paths and find the games' rules by name. */
async function benchExportImport() {
	const { createServer } = await import('vite');
	const server = await createServer({ root: ROOT, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
	try {
		const { benchData } = (await server.ssrLoadModule('/scripts/bench-data.ts')) as typeof import('./bench-data.ts');
		const r = await benchData();
		return { ...r, targets: DATA_TARGETS, ok: r.export.p95Ms < DATA_TARGETS.exportMs && r.import.p95Ms < DATA_TARGETS.importMs };
	} finally {
		await server.close();
	}
}

/**
 * (d) One tracker entry entered mid-game, as appendEntry in src/lib/db/games.ts
 * does it: check() against the log (inside append), append, replay of the new log.
 * The log: a tracked 4-player game cut in the middle of round 3; the entry: the
 * action the game went on with there.
 */
function benchTrackerEntry() {
	const game = trackedGameLog({ players: 4, rounds: 5, seed: 'BENCH' });
	const starts = game.flatMap((s, i) => (s.entry.type === 'round.started' ? [i] : []));
	let cut = Math.floor((starts[2]! + starts[3]!) / 2);
	// An action: the entry with the most to check (dice, space, payment).
	while (game[cut]!.entry.type !== 'action') cut++;
	const log = game.slice(0, cut);
	const entry = game[cut]!.entry;
	const at = game[cut]!.at;
	const before = replay(marcoPolo2Rules, log);
	if (before.phase !== 'playing' || before.table?.round !== 3) throw new Error('the tracker benchmark log is not in round 3');
	const step = () => {
		const r = append(marcoPolo2Rules, log, entry, at);
		if (!r.ok) throw new Error(`the tracker benchmark entry was refused: ${r.refusal.key}`);
		return replay(marcoPolo2Rules, r.log);
	};
	const timing = time(step, 500, 100);
	return {
		entries: log.length,
		round: before.table.round,
		entryType: entry.type === 'action' ? `action ${entry.space}` : entry.type,
		...timing,
		targetMs: TRACKER_TARGETS.entryMs,
		ok: timing.p95Ms < TRACKER_TARGETS.entryMs
	};
}

/** (e) Replaying a whole tracked 4-player game of 5 rounds (with a few undos). */
function benchTrackedReplay() {
	const log = trackedGameLog({ players: 4, rounds: 5, seed: 'BENCH' });
	const final = replay(marcoPolo2Rules, log);
	if (final.table?.stage !== 'game-over' || final.table.round !== 5) throw new Error('the tracked benchmark game did not reach the end of round 5');
	const timing = time(() => replay(marcoPolo2Rules, log), 200, 50);
	return {
		entries: log.length,
		players: final.players.length,
		undos: log.filter((s) => s.entry.type === 'undo').length,
		...timing,
		targetMs: TRACKER_TARGETS.trackedReplayMs,
		ok: timing.p95Ms < TRACKER_TARGETS.trackedReplayMs
	};
}

// ---------------------------------------------------------------- report

async function main() {
	const replayResult = benchReplay();
	const scoringResult = benchScoring();
	const firstScreen = benchFirstScreen();
	const trackerEntry = benchTrackerEntry();
	const trackedReplay = benchTrackedReplay();
	const routes = benchRoutePlanning();
	const data = await benchExportImport();
	const merv = mervBenches();
	const result = {
		generatedAt: new Date().toISOString(),
		node: process.version,
		platform: `${process.platform}-${process.arch}`,
		cpu: cpus()[0]?.model ?? 'unknown',
		replay: replayResult,
		scoring: scoringResult,
		firstScreenJs: firstScreen,
		trackerEntry,
		trackedReplay,
		voyagesRoutePlanning: routes,
		exportImport: data,
		...merv.results
	};
	mkdirSync(dirname(OUT), { recursive: true });
	writeFileSync(OUT, JSON.stringify(result, null, '\t') + '\n');

	const ms = (n: number) => (n < 0.1 ? n.toFixed(4) : n.toFixed(3));
	const mark = (ok: boolean) => (ok ? 'OK  ' : 'OVER');
	console.log(`\nSilk Ledger benchmarks — node ${process.version}, ${result.cpu}\n`);
	console.log(
		`${mark(replayResult.ok)} replay of a ${replayResult.entries}-entry log (${replayResult.players} players, ${replayResult.entryTypes.undo ?? 0} undos): ` +
			`median ${ms(replayResult.medianMs)} ms, p95 ${ms(replayResult.p95Ms)} ms over ${replayResult.runs} runs   (target < ${TARGETS.replayMs} ms)`
	);
	console.log(
		`${mark(scoringResult.ok)} scoreGame, ${scoringResult.players} players: ` +
			`median ${ms(scoringResult.medianMs)} ms, p95 ${ms(scoringResult.p95Ms)} ms over ${scoringResult.runs} runs   (target < ${TARGETS.scoringMs} ms)`
	);
	console.log(
		`${mark(firstScreen.ok)} first-screen JavaScript: ${firstScreen.gzipKB.toFixed(1)} KB gzip (${(firstScreen.totalBytes / 1024).toFixed(1)} KB raw, ${firstScreen.files.length} files)   (target < ${TARGETS.firstScreenKB} KB gzip)`
	);
	for (const f of firstScreen.files) console.log(`       ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.path}`);
	if (firstScreen.unresolved.length) console.log(`       not found: ${firstScreen.unresolved.join(', ')}`);
	console.log(
		`${mark(trackerEntry.ok)} tracker entry (${trackerEntry.entryType}): check + append + replay on a ${trackerEntry.entries}-entry log, round ${trackerEntry.round} of a 4-player game: ` +
			`median ${ms(trackerEntry.medianMs)} ms, p95 ${ms(trackerEntry.p95Ms)} ms over ${trackerEntry.runs} runs   (target < ${TRACKER_TARGETS.entryMs} ms)`
	);
	console.log(
		`${mark(trackedReplay.ok)} replay of a tracked ${trackedReplay.players}-player game, 5 rounds (${trackedReplay.entries} entries, ${trackedReplay.undos} undos): ` +
			`median ${ms(trackedReplay.medianMs)} ms, p95 ${ms(trackedReplay.p95Ms)} ms over ${trackedReplay.runs} runs   (target < ${TRACKER_TARGETS.trackedReplayMs} ms)`
	);
	console.log(
		`${mark(routes.ok)} Voyages of Marco Polo route planning, ${routes.steps} steps from each of ${routes.locations} locations (${routes.reachableMin}–${routes.reachableMax} reachable): ` +
			`median ${ms(routes.medianMs)} ms, p95 ${ms(routes.p95Ms)} ms over ${routes.runs} calls   (target < ${TARGETS.routePlanMs} ms each)`
	);
	console.log(
		`${mark(data.ok)} export of ${data.games} finished games (${data.entries} entries): median ${ms(data.export.medianMs)} ms, p95 ${ms(data.export.p95Ms)} ms; ` +
			`import (read, check, replay, write): median ${ms(data.import.medianMs)} ms, p95 ${ms(data.import.p95Ms)} ms over ${data.import.runs} runs; ` +
			`file ${(data.fileBytes / 1024).toFixed(1)} KB gzip (${(data.jsonBytes / 1024).toFixed(1)} KB as JSON)   (target < ${DATA_TARGETS.exportMs} ms and < ${DATA_TARGETS.importMs} ms)`
	);
	for (const line of merv.lines) console.log(line);
	console.log(`\nwritten to ${relative(ROOT, OUT)}`);

	const allOk = replayResult.ok && scoringResult.ok && firstScreen.ok && trackerEntry.ok && trackedReplay.ok && routes.ok && data.ok && merv.ok;
	if (process.argv.includes('--strict') && !allOk) process.exitCode = 1;
	return kept();
}

await main();
