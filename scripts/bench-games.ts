/**
 * For the browser benchmarks: a game of each kind started through its new-game form (in English),
 * and one entry per game the table taps, with the change on screen that shows it was accepted.
 */
import type { Page } from '@playwright/test';

export interface BenchGame {
	name: string;
	/** The new-game form. */
	form: string;
	/** The game screen. */
	screen: '/marco-polo-2' | '/voyages' | '/merv';
	/** The heading the game screen shows once the game is started. */
	started: string;
	/** The tap measured: the button's name, and what in the page says it was accepted. */
	tap: { label: string; button: (page: Page) => Promise<string>; accepted: Accepted };
}

/** What the page shows once the entry is accepted: a heading gone, or a button pressed. */
export type Accepted = { headingGone: string } | { pressed: string };

export const BENCH_GAMES: BenchGame[] = [
	{
		name: 'Marco Polo II',
		form: '/marco-polo-2/new',
		screen: '/marco-polo-2',
		started: 'Who goes first?',
		tap: {
			label: 'first player chosen (Who goes first? → characters)',
			button: async () => 'Ania',
			accepted: { headingGone: 'Who goes first?' }
		}
	},
	{
		name: 'The Voyages of Marco Polo',
		form: '/voyages/new',
		screen: '/voyages',
		started: 'Set up the table',
		tap: {
			label: 'setup done (Set up the table → the first round at the table)',
			button: async () => 'Setup done — start playing',
			accepted: { headingGone: 'Set up the table' }
		}
	},
	{
		name: 'Merv',
		form: '/merv/new',
		screen: '/merv',
		started: 'Setting up',
		tap: {
			label: 'market side chosen (the other side shown pressed)',
			// The side not chosen yet, so every tap is a change.
			button: (page) =>
				page.evaluate(() => {
					// Only what is on screen: the header menu's toggles are folded away.
					const sides = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].filter((b) => b.checkVisibility());
					return (sides.find((b) => b.getAttribute('aria-pressed') !== 'true') ?? sides[0]!).textContent!.trim();
				}),
			accepted: { pressed: '' }
		}
	}
];

/** Starts a game of three through its form; returns the game screen's path and query. */
export async function startGame(page: Page, base: string, game: BenchGame): Promise<string> {
	await page.goto(base + game.form);
	for (const [i, name] of ['Ania', 'Bela', 'Celina'].entries()) await page.getByLabel(`Name of player ${i + 1}`, { exact: true }).fill(name);
	await page.getByLabel('Seed', { exact: true }).fill('BENCH1');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('heading', { name: game.started }).waitFor();
	const url = new URL(page.url());
	return url.pathname + url.search;
}

/**
 * Clicks the button and returns the milliseconds from the click event to the first frame painted
 * after the page shows the change: the click's timestamp, a MutationObserver watching for the change,
 * then a frame (requestAnimationFrame) and a task after it, by which time that frame is painted.
 */
export async function timeTap(page: Page, button: string, accepted: Accepted): Promise<number> {
	const want: Accepted = 'pressed' in accepted ? { pressed: button } : accepted;
	// A string, not a function: the page gets exactly this code, nothing the TypeScript loader adds.
	await page.evaluate(`(${WATCH})(${JSON.stringify(want)})`);
	await page.getByRole('button', { name: button, exact: true }).click();
	return page.evaluate(() => (window as unknown as { benchTap: Promise<number> }).benchTap);
}

/** Runs in the page: resolves window.benchTap with the time from the next click to the frame after the change. */
const WATCH = `function (want) {
	function shows() {
		return 'headingGone' in want
			? ![...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent.trim() === want.headingGone)
			: [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent.trim() === want.pressed);
	}
	window.benchTap = new Promise((resolve) => {
		document.addEventListener('click', (e) => {
			const t0 = e.timeStamp;
			const watch = new MutationObserver(() => {
				if (!shows()) return;
				watch.disconnect();
				requestAnimationFrame(() => {
					const channel = new MessageChannel();
					channel.port1.onmessage = () => resolve(performance.now() - t0);
					channel.port2.postMessage(null);
				});
			});
			watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
		}, { capture: true, once: true });
	});
}`;
