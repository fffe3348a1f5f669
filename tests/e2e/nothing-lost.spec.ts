/**
 * Nothing lost (issue 28): an entry is stored before its change is shown, so a reload the moment the change shows —
 * in the same task that shows it — keeps it. One entry of each game, the page reloading itself from within.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** What shows the entry accepted: a heading gone, or a button shown pressed. */
type Shown = { headingGone: string } | { pressed: string };

/** Reloads the page from within, in the task in which the change first shows after the tap. */
async function reloadWhenShown(page: Page, shown: Shown) {
	await page.evaluate((shown) => {
		const check = () =>
			'headingGone' in shown
				? ![...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent?.trim() === shown.headingGone)
				: [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) => b.textContent?.trim() === shown.pressed);
		new MutationObserver((_, observer) => {
			if (!check()) return;
			observer.disconnect();
			location.reload();
		}).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
	}, shown);
}

async function start(page: Page, form: string, started: string) {
	await page.goto(form);
	for (const [i, name] of ['Ania', 'Bela', 'Celina'].entries()) await page.getByLabel(`Name of player ${i + 1}`, { exact: true }).fill(name);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: started })).toBeVisible();
}

test('Marco Polo II: the first player chosen is kept by a reload the moment it shows', async ({ page }) => {
	await start(page, '/marco-polo-2/new', 'Who goes first?');
	await reloadWhenShown(page, { headingGone: 'Who goes first?' });
	const reloaded = page.waitForEvent('load');
	await page.getByRole('button', { name: 'Ania', exact: true }).click();
	await reloaded;
	await expect(page.getByRole('heading', { name: /character/i }).first()).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toHaveCount(0);
});

test('The Voyages of Marco Polo: the setup done is kept by a reload the moment it shows', async ({ page }) => {
	await start(page, '/voyages/new', 'Set up the table');
	await reloadWhenShown(page, { headingGone: 'Set up the table' });
	const reloaded = page.waitForEvent('load');
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await reloaded;
	await expect(page.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toHaveCount(0);
});

test('Merv: the camel market’s side chosen is kept by a reload the moment it shows pressed', async ({ page }) => {
	await start(page, '/merv/new', 'Setting up');
	const other = page.locator('button[aria-pressed="false"]').filter({ visible: true }).first();
	const side = (await other.textContent())!.trim();
	await reloadWhenShown(page, { pressed: side });
	const reloaded = page.waitForEvent('load');
	await other.click();
	await reloaded;
	await expect(page.getByRole('button', { name: side, exact: true, pressed: true })).toBeVisible();
});
