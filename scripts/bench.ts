/**
 * Benchmarks of Silk Ledger: `npm run bench`.
 *
 *  (a) replaying a realistic 1,000-entry Marco Polo II log (setup, then sheet
 *      entries as people type and correct them, with undos);
 *  (b) final scoring of a 4-player game with scoreGame;
 *  (c) the gzip size of the JavaScript the first screen loads, in each language
 *      (scripts/bench-js.ts);
 *  (d) one table-tracker entry entered mid-game (check + append + the open screen's replay played on;
 *      and, apart, right after another screen's entry, when the whole log is replayed);
 *  (e) replaying a whole tracked 4-player game of 5 rounds;
 *  (f) The Voyages of Marco Polo: route planning with 6 steps from every
 *      location of the map, each call timed;
 *  (g) export and import of 100 finished games through src/lib/db (the file
 *      written and packed; the file read, every row checked, every log
 *      replayed, written into an empty database), and the size of the file
 *      (scripts/bench-data.ts, loaded through Vite).
 *  (h) Merv (scripts/bench-merv.ts): the invasion, the best spice split, one
 *      turn entry, production, and the judge's decision.
 *  (j) statistics over 1,000 finished games: history, every player's and each
 *      game's figures (scripts/bench-stats.ts).
 *  (k) Marco Polo II on a fully learned board (scripts/bench-board.ts): pricing
 *      a move, and the cheapest known paths within 6 steps from every place.
 *  (l) games shared live (scripts/bench-live.ts): phone-to-phone latency through the relay, the merge of two
 *      500-entry logs that went on apart, and the JavaScript sharing adds.
 *  (i) in the system Chromium, build/ served locally (scripts/bench-browser.ts):
 *      the JavaScript each screen loads, largest contentful paint of cold loads
 *      and tap-to-update, throttled like a phone.
 *
 * Prints the figures next to their targets and writes bench-results/latest.json.
 * Pass --strict to exit with code 1 when a figure misses its target; --live-only to run (l) alone and print it; --browser-only to run (i) alone
 * (written to bench-results/browser.json, so latest.json always holds a whole run).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { append, replay, replayLog } from '../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules, scoreGame } from '../src/lib/engine/marco-polo-2/index.ts';
import { planRoutes, standardBoard } from '../src/lib/engine/voyages/index.ts';
import { finishedGameLog, fullCopy, realisticLog, trackedGameLog } from '../tests/unit/marco-polo-2/fixtures.ts';
import { mervBenches } from './bench-merv.ts';
import { benchStatistics } from './bench-stats.ts';
import { benchBoard, BOARD_TARGET_MS } from './bench-board.ts';
import { benchFirstScreen, FIRST_SCREEN_KB } from './bench-js.ts';
import { benchBrowser, browserLines } from './bench-browser.ts';
import { performance } from 'node:perf_hooks';
import { keep, kept, summarize, time } from './bench-timing.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
const OUT = join(ROOT, 'bench-results', 'latest.json');

const TARGETS = { replayMs: 5, scoringMs: 1, routePlanMs: 1 } as const;

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

/** (l) Through Vite like (g): the sharing code uses the app's module paths. */
async function benchShared() {
	const { createServer } = await import('vite');
	const server = await createServer({ root: ROOT, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
	try {
		return await ((await server.ssrLoadModule('/scripts/bench-live.ts')) as typeof import('./bench-live.ts')).benchLive(BUILD);
	} finally {
		await server.close();
	}
}

/** The file of games in play the browser benchmarks import (scripts/bench-seed.ts, through Vite like (g)). */
async function gamesInPlayFile() {
	const { createServer } = await import('vite');
	const server = await createServer({ root: ROOT, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
	try {
		const { gamesInPlayFile } = (await server.ssrLoadModule('/scripts/bench-seed.ts')) as typeof import('./bench-seed.ts');
		return await gamesInPlayFile();
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
	// The open game's screen holds the log's replay: the entry is checked on it and the replay played on by it.
	const held = replayLog(marcoPolo2Rules, log);
	const step = () => {
		const r = append(marcoPolo2Rules, log, entry, at, held);
		if (!r.ok) throw new Error(`the tracker benchmark entry was refused: ${r.refusal.key}`);
		return r.replayed;
	};
	// A screen that must read the log first (another screen's entry came in): the whole log replayed, twice as before.
	const fromStart = () => {
		const r = append(marcoPolo2Rules, log, entry, at);
		if (!r.ok) throw new Error(`the tracker benchmark entry was refused: ${r.refusal.key}`);
		return replay(marcoPolo2Rules, r.log);
	};
	const timing = time(step, 500, 100);
	const afterOtherScreen = time(fromStart, 200, 50);
	return {
		afterOtherScreen,
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

/**
 * The machine's speed around the browser's runs: the tracked replay, pure computing on the same code, timed just before
 * and just after them. Runs of the table are compared by it (a shared machine may be twice as slow an hour later).
 */
async function withSpeed<T>(run: () => Promise<T>): Promise<{ result: T; speed: { beforeMs: number; afterMs: number } }> {
	const before = benchTrackedReplay().medianMs;
	const result = await run();
	return { result, speed: { beforeMs: before, afterMs: benchTrackedReplay().medianMs } };
}

function speedLine(speed: { beforeMs: number; afterMs: number }): string {
	return (
		`\nThe machine's speed around the browser's runs: the replay of the tracked 4-player game (pure computing, the same code) ` +
		`took a median ${speed.beforeMs.toFixed(3)} ms just before them and ${speed.afterMs.toFixed(3)} ms just after; a larger figure is a slower machine`
	);
}

/** (i) alone: the other figures are not measured, so not printed either. */
async function browserOnly() {
	const { result: browser, speed } = await withSpeed(async () => benchBrowser(BUILD, ROOT, await gamesInPlayFile()));
	const out = join(ROOT, 'bench-results', 'browser.json');
	mkdirSync(dirname(out), { recursive: true });
	writeFileSync(
		out,
		JSON.stringify({ generatedAt: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', browser, speed }, null, '\t') + '\n'
	);
	for (const line of browserLines(browser)) console.log(line);
	console.log(speedLine(speed));
	console.log(`\nwritten to ${relative(ROOT, out)}`);
	if (process.argv.includes('--strict') && !browser.ok) process.exitCode = 1;
}

async function main() {
	if (process.argv.includes('--browser-only')) return browserOnly();
	if (process.argv.includes('--live-only')) return void (await benchShared()).lines.forEach((line) => console.log(line));
	const replayResult = benchReplay();
	const scoringResult = benchScoring();
	const firstScreen = benchFirstScreen(BUILD, ROOT);
	const trackerEntry = benchTrackerEntry();
	const trackedReplay = benchTrackedReplay();
	const routes = benchRoutePlanning();
	const data = await benchExportImport();
	const merv = mervBenches();
	const statistics = benchStatistics();
	const board = benchBoard();
	const shared = await benchShared();
	const { result: browser, speed } = await withSpeed(async () => benchBrowser(BUILD, ROOT, await gamesInPlayFile()));
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
		...merv.results,
		statistics,
		marcoPolo2Board: board,
		shared,
		browser,
		speed
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
		`${mark(firstScreen.ok)} first-screen JavaScript: ${firstScreen.gzipKB.toFixed(1)} KB gzip in ${firstScreen.worstLocale}, the heaviest language ` +
			`(${(firstScreen.totalBytes / 1024).toFixed(1)} KB raw, ${firstScreen.files.length} files)   (target < ${FIRST_SCREEN_KB} KB gzip)`
	);
	console.log(`       by language: ${firstScreen.byLocale.map((l) => `${l.locale} ${l.gzipKB.toFixed(1)} KB`).join(', ')}`);
	for (const f of firstScreen.files) console.log(`       ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.path}`);
	if (firstScreen.unresolved.length) console.log(`       not found: ${firstScreen.unresolved.join(', ')}`);
	console.log(
		`${mark(trackerEntry.ok)} tracker entry (${trackerEntry.entryType}): check + append + the screen's replay played on, on a ${trackerEntry.entries}-entry log, round ${trackerEntry.round} of a 4-player game: ` +
			`median ${ms(trackerEntry.medianMs)} ms, p95 ${ms(trackerEntry.p95Ms)} ms over ${trackerEntry.runs} runs   (target < ${TRACKER_TARGETS.entryMs} ms); ` +
			`right after another screen's entry (the log replayed from the start): median ${ms(trackerEntry.afterOtherScreen.medianMs)} ms, p95 ${ms(trackerEntry.afterOtherScreen.p95Ms)} ms`
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
	console.log(
		`${mark(statistics.ok)} statistics over ${statistics.games} games (${statistics.finished} finished, ${statistics.players} players): history, players, games: ` +
			`median ${ms(statistics.medianMs)} ms, p95 ${ms(statistics.p95Ms)} ms over ${statistics.runs} runs   (target < ${statistics.targetMs} ms)`
	);
	console.log(
		`${mark(board.ok)} Marco Polo II, a fully learned board of ${board.places} places and ${board.routes} routes: pricing a move of 5 steps ` +
			`median ${ms(board.price.medianMs)} ms, p95 ${ms(board.price.p95Ms)} ms over ${board.price.runs} runs; cheapest known paths within 6 steps ` +
			`median ${ms(board.plan.medianMs)} ms, p95 ${ms(board.plan.p95Ms)} ms over ${board.plan.runs} calls   (target < ${BOARD_TARGET_MS} ms each)`
	);
	for (const line of shared.lines) console.log(line);
	for (const line of browserLines(browser)) console.log(line);
	console.log(speedLine(speed));
	console.log(`\nwritten to ${relative(ROOT, OUT)}`);

	const allOk =
		replayResult.ok &&
		scoringResult.ok &&
		firstScreen.ok &&
		trackerEntry.ok &&
		trackedReplay.ok &&
		routes.ok &&
		data.ok &&
		merv.ok &&
		statistics.ok &&
		board.ok &&
		shared.ok &&
		browser.ok;
	if (process.argv.includes('--strict') && !allOk) process.exitCode = 1;
	return kept();
}

await main();
