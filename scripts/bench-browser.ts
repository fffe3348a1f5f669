/**
 * Browser-measured benchmarks (the system Chromium, build/ served locally, no network, no service worker):
 *  - the JavaScript each screen loads until the network is idle, gzip size as served, in every language;
 *  - largest contentful paint of a cold load of the home page and each game screen, at 4× CPU slowdown
 *    and a slow-4G-like network (150 ms latency, 1.6 Mbit/s down, 675 kbit/s up), median of runs;
 *  - tap-to-update: one accepted entry per game, from the click to the frame painted after the change,
 *    at 4× CPU slowdown.
 */
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_GAMES, startGame, timeTap } from './bench-games.ts';
import { serveBuild, type Served } from './bench-serve.ts';
import { GAMES_IN_PLAY } from './bench-seed-ids.ts';
import { percentile } from './bench-timing.ts';

export const BROWSER_TARGETS = { firstScreenKB: 60, gameScreenKB: 100, lcpMs: 1500, tapMs: 50 } as const;
const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G: 150 ms round trip, 1,638.4 kbit/s down, 675 kbit/s up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const LCP_RUNS = 3;
const TAP_RUNS = 3;

const median = (xs: number[]) =>
	percentile(
		[...xs].sort((a, b) => a - b),
		50
	);

const CONTEXT = {
	...devices['Pixel 7'],
	viewport: { width: 390, height: 844 },
	serviceWorkers: 'block' as const,
	offline: false
};

async function launch(): Promise<Browser> {
	return chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync'
		]
	});
}

export interface RouteJs {
	route: string;
	screen: string;
	kind: 'first' | 'game' | 'other';
	byLocale: { locale: string; gzipKB: number; beforePaintKB: number; files: number }[];
	worstLocale: string;
	/** Until the network is idle; before the first paint (the first screen's budget). */
	gzipKB: number;
	beforePaintKB: number;
	englishKB: number;
	englishBeforePaintKB: number;
	files: { path: string; gzipBytes: number }[];
	targetKB: number | null;
	ok: boolean;
}

/** Every script the page fetched, from the navigation until the network is idle, and those asked before the first paint. */
async function scriptsLoaded(page: Page, served: Served, url: string) {
	const scripts = new Map<string, number>();
	const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => {
		const { origin, pathname } = new URL(r.url());
		if (origin === served.url && (r.request().resourceType() === 'script' || pathname.endsWith('.js'))) scripts.set(pathname, served.sentBytes(pathname));
	};
	page.on('response', onResponse);
	await page.goto(served.url + url, { waitUntil: 'networkidle' });
	page.off('response', onResponse);
	// The page is drawn by its scripts (no server rendering): what was asked before the first contentful paint is what drawing it took.
	const early: string[] = await page.evaluate(`(() => {
		const fcp = performance.getEntriesByName('first-contentful-paint')[0];
		const before = fcp ? fcp.startTime : Infinity;
		return performance.getEntriesByType('resource').filter((e) => e.startTime < before).map((e) => new URL(e.name).pathname);
	})()`);
	const beforePaint = [...scripts].filter(([path]) => early.includes(path)).reduce((t, [, bytes]) => t + bytes, 0);
	return { scripts, beforePaint };
}

async function setLocale(page: Page, served: Served, locale: string) {
	await page.goto(served.url + '/log', { waitUntil: 'domcontentloaded' });
	await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
}

/** Imports the file of games in play through the data screen, as a player would. */
async function importGames(page: Page, served: Served, file: Uint8Array) {
	await page.goto(served.url + '/data');
	await page.getByLabel('Choose a file…').setInputFiles({ name: 'games-in-play.json.gz', mimeType: 'application/gzip', buffer: Buffer.from(file) });
	await page
		.getByRole('region', { name: 'What this file would change' })
		.getByRole('button', { name: /^Import/ })
		.click();
	await page.getByRole('heading', { name: 'Imported' }).waitFor();
}

/** The screens measured: each game's form and its screen with its game in play. */
function screens() {
	const list: { route: string; screen: string; kind: RouteJs['kind'] }[] = [{ route: '/', screen: 'home', kind: 'first' }];
	const games: { name: string; url: string }[] = [];
	for (const game of BENCH_GAMES) {
		const url = `${game.screen}?id=${GAMES_IN_PLAY[game.screen]}`;
		games.push({ name: game.name, url });
		list.push({ route: game.form, screen: `${game.name}: new game`, kind: 'game' });
		list.push({ route: url, screen: `${game.name}: game in play`, kind: 'game' });
	}
	for (const route of ['/copy', '/data', '/log', '/history']) list.push({ route, screen: route.slice(1), kind: 'other' });
	return { list, games };
}

async function benchRouteJs(context: BrowserContext, served: Served, locales: string[], file: Uint8Array) {
	const seeding = await context.newPage();
	await setLocale(seeding, served, 'en');
	await importGames(seeding, served, file);
	await seeding.close();
	// A fresh page: no pointer left over a link, which the app would preload on hover.
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
	const { list, games } = screens();
	const loaded = new Map<string, Map<string, Awaited<ReturnType<typeof scriptsLoaded>>>>();
	for (const locale of locales) {
		await setLocale(page, served, locale);
		for (const s of list) {
			const byRoute = loaded.get(s.route) ?? new Map();
			byRoute.set(locale, await scriptsLoaded(page, served, s.route));
			loaded.set(s.route, byRoute);
		}
	}
	await page.close();
	const routes: RouteJs[] = list.map((s) => {
		const byLocale = locales.map((locale) => {
			const { scripts, beforePaint } = loaded.get(s.route)!.get(locale)!;
			return { locale, gzipKB: [...scripts.values()].reduce((a, b) => a + b, 0) / 1024, beforePaintKB: beforePaint / 1024, files: scripts.size };
		});
		// The first screen's budget is for what it takes to draw it; a game screen's for all it loads.
		const measure = (l: (typeof byLocale)[number]) => (s.kind === 'first' ? l.beforePaintKB : l.gzipKB);
		const worst = byLocale.reduce((a, b) => (measure(b) > measure(a) ? b : a));
		const targetKB = s.kind === 'first' ? BROWSER_TARGETS.firstScreenKB : s.kind === 'game' ? BROWSER_TARGETS.gameScreenKB : null;
		const files = [...loaded.get(s.route)!.get(worst.locale)!.scripts]
			.map(([path, gzipBytes]) => ({ path, gzipBytes }))
			.sort((a, b) => b.gzipBytes - a.gzipBytes);
		return {
			...s,
			route: s.route.replace(/\?.*$/, ''),
			byLocale,
			worstLocale: worst.locale,
			gzipKB: worst.gzipKB,
			beforePaintKB: worst.beforePaintKB,
			englishKB: byLocale.find((l) => l.locale === 'en')?.gzipKB ?? NaN,
			englishBeforePaintKB: byLocale.find((l) => l.locale === 'en')?.beforePaintKB ?? NaN,
			files,
			targetKB,
			ok: targetKB === null || measure(worst) < targetKB
		};
	});
	return { routes, games, state: await context.storageState({ indexedDB: true }) };
}

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One cold load: a fresh context (empty cache, the games' database restored), throttled; its LCP in ms. */
async function coldLcp(browser: Browser, served: Served, url: string, state: State): Promise<number> {
	const context = await browser.newContext({ ...CONTEXT, storageState: state });
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.enable');
		await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
		await cdp.send('Network.emulateNetworkConditions', NETWORK);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
		await page.goto(served.url + url, { waitUntil: 'networkidle', timeout: 60_000 });
		return await page.evaluate(
			() =>
				new Promise<number>((resolve) => {
					new PerformanceObserver((list) => {
						const entries = list.getEntries();
						resolve(entries[entries.length - 1]!.startTime);
					}).observe({ type: 'largest-contentful-paint', buffered: true });
					setTimeout(() => resolve(NaN), 3000);
				})
		);
	} finally {
		await context.close();
	}
}

async function benchLcp(browser: Browser, served: Served, games: { name: string; url: string }[], state: State) {
	const pages = [{ screen: 'home', route: '/' }, ...games.map((g) => ({ screen: `${g.name}: game in play`, route: g.url }))];
	const out = [];
	for (const p of pages) {
		const runs: number[] = [];
		for (let i = 0; i < LCP_RUNS; i++) runs.push(await coldLcp(browser, served, p.route, state));
		const ms = median(runs);
		out.push({
			screen: p.screen,
			route: p.route.replace(/\?.*$/, ''),
			runsMs: runs,
			medianMs: ms,
			targetMs: BROWSER_TARGETS.lcpMs,
			ok: ms < BROWSER_TARGETS.lcpMs
		});
	}
	return out;
}

async function benchTaps(browser: Browser, served: Served) {
	const out = [];
	for (const game of BENCH_GAMES) {
		const context = await browser.newContext(CONTEXT);
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		const runs: number[] = [];
		for (let i = 0; i < TAP_RUNS; i++) {
			// A fresh game for entries that move the game on; the same one for those that can be tapped again.
			if (i === 0 || 'headingGone' in game.tap.accepted) await startGame(page, served.url, game);
			const button = await game.tap.button(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
			runs.push(await timeTap(page, button, game.tap.accepted));
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		}
		await context.close();
		const ms = median(runs);
		out.push({ game: game.name, entry: game.tap.label, runsMs: runs, medianMs: ms, targetMs: BROWSER_TARGETS.tapMs, ok: ms < BROWSER_TARGETS.tapMs });
	}
	return out;
}

export async function benchBrowser(build: string, root: string, gamesInPlay: Uint8Array) {
	const locales = (JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as { locales: string[] }).locales;
	const served = await serveBuild(build);
	const browser = await launch();
	try {
		const context = await browser.newContext(CONTEXT);
		const { routes, games, state } = await benchRouteJs(context, served, locales, gamesInPlay);
		await context.close();
		const lcp = await benchLcp(browser, served, games, state);
		const taps = await benchTaps(browser, served);
		return {
			method: {
				routeJs:
					'each screen loaded in the system Chromium with the cache off and no service worker; every script fetched until the network is idle (500 ms quiet), counted at its gzip size as served; those asked before the first contentful paint counted apart',
				lcp: `cold load (new context, empty cache, service worker blocked), CPU ${CPU_SLOWDOWN}× slower (CDP Emulation.setCPUThrottlingRate), network ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 675 kbit/s up (CDP Network.emulateNetworkConditions), 390×844 phone; LCP from PerformanceObserver largest-contentful-paint (buffered); median of ${LCP_RUNS}`,
				tap: `CPU ${CPU_SLOWDOWN}× slower; from the click event's timestamp to a task after the frame painted once the page shows the entry accepted (MutationObserver, requestAnimationFrame); median of ${TAP_RUNS}`
			},
			routes,
			lcp,
			taps,
			ok: routes.every((r) => r.ok) && lcp.every((l) => l.ok) && taps.every((t) => t.ok)
		};
	} finally {
		await browser.close();
		await served.close();
	}
}

const mark = (ok: boolean) => (ok ? 'OK  ' : 'OVER');
const kb = (n: number) => `${n.toFixed(1)} KB`;

export function browserLines(r: Awaited<ReturnType<typeof benchBrowser>>): string[] {
	const lines = [`\nIn the browser (${r.method.routeJs}):`];
	for (const x of r.routes) {
		const target =
			x.targetKB === null ? '(no budget)' : x.kind === 'first' ? `(target < ${x.targetKB} KB gzip before the first paint)` : `(target < ${x.targetKB} KB gzip)`;
		lines.push(
			`${mark(x.ok)} JS ${x.screen} ${x.route}: ${kb(x.gzipKB)} gzip until idle, ${kb(x.beforePaintKB)} before the first paint, in ${x.worstLocale}, the heaviest language; ` +
				`en ${kb(x.englishKB)} (${kb(x.englishBeforePaintKB)} before the first paint); ${x.files.length} files   ${target}`
		);
	}
	lines.push(`\nLargest contentful paint: ${r.method.lcp}:`);
	for (const x of r.lcp)
		lines.push(
			`${mark(x.ok)} LCP ${x.screen} ${x.route}: median ${x.medianMs.toFixed(0)} ms (runs ${x.runsMs.map((n) => n.toFixed(0)).join(', ')})   (target < ${x.targetMs} ms)`
		);
	lines.push(`\nTap to update: ${r.method.tap}:`);
	for (const x of r.taps)
		lines.push(
			`${mark(x.ok)} tap ${x.game}, ${x.entry}: median ${x.medianMs.toFixed(1)} ms (runs ${x.runsMs.map((n) => n.toFixed(1)).join(', ')})   (target < ${x.targetMs} ms)`
		);
	return lines;
}
