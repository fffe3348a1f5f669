/** The screen stays on while a game screen is open: the wake lock is asked for there and let go on leaving (the API stubbed). */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newGame, shot } from './helpers.ts';

/** A stand-in for the Screen Wake Lock API that counts what the app asks for and lets go. */
async function stubWakeLock(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __wake: { requests: number; releases: number; held: number }; __sentinels: { release: () => Promise<void> }[] };
		w.__wake = { requests: 0, releases: 0, held: 0 };
		w.__sentinels = [];
		Object.defineProperty(navigator, 'wakeLock', {
			configurable: true,
			value: {
				request: () => {
					w.__wake.requests++;
					w.__wake.held++;
					const sentinel = new EventTarget() as EventTarget & { released: boolean; type: string; release: () => Promise<void> };
					sentinel.released = false;
					sentinel.type = 'screen';
					sentinel.release = () => {
						if (sentinel.released) return Promise.resolve();
						sentinel.released = true;
						w.__wake.releases++;
						w.__wake.held--;
						sentinel.dispatchEvent(new Event('release'));
						return Promise.resolve();
					};
					w.__sentinels.push(sentinel);
					return Promise.resolve(sentinel);
				}
			}
		});
	});
}

/** The toggle sits in the game header's menu, folded. */
const openMenu = (page: Page) => page.getByLabel('Game menu').click();

const wake = (page: Page) => page.evaluate(() => (window as unknown as { __wake: { requests: number; releases: number; held: number } }).__wake);

test('a game screen keeps the screen on, lets it go on leaving, and the player can turn it off', async ({ page }) => {
	await stubWakeLock(page);
	await page.goto('/');
	expect((await wake(page)).requests).toBe(0);
	await newGame(
		page,
		[
			{ name: 'Ada', colour: 'Red' },
			{ name: 'Bo', colour: 'Blue' }
		],
		'WAKE-1'
	);
	await expect.poll(async () => (await wake(page)).held).toBe(1);
	await openMenu(page);
	const toggle = page.getByRole('button', { name: 'Screen stays on' });
	await expect(toggle).toHaveAttribute('aria-pressed', 'true');
	await shot(page, 'screen-on-360', toggle);

	// The browser lets the lock go while the tab is hidden; back on the tab, it is asked for again.
	await page.evaluate(async () => {
		const w = window as unknown as { __sentinels: { release: () => Promise<void> }[] };
		await w.__sentinels.at(-1)!.release();
		document.dispatchEvent(new Event('visibilitychange'));
	});
	await expect.poll(async () => (await wake(page)).held).toBe(1);
	expect((await wake(page)).requests).toBe(2);

	// Leaving the game screen lets the lock go.
	await page.getByRole('link', { name: /All games/ }).click();
	await expect.poll(async () => (await wake(page)).held).toBe(0);
	expect((await wake(page)).releases).toBe(2);

	// Back on the game, then turned off: let go, and kept off after a reload.
	await page.getByRole('link', { name: /Ada and Bo/ }).click();
	await expect.poll(async () => (await wake(page)).held).toBe(1);
	await openMenu(page);
	await page.getByRole('button', { name: 'Screen stays on' }).click();
	await expect(page.getByRole('button', { name: 'Screen may dim' })).toHaveAttribute('aria-pressed', 'false');
	await expect.poll(async () => (await wake(page)).held).toBe(0);
	await page.reload();
	await openMenu(page);
	await expect(page.getByRole('button', { name: 'Screen may dim' })).toBeVisible();
	expect((await wake(page)).requests).toBe(0);
});
