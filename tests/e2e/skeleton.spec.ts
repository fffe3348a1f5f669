/**
 * The prerendered HTML of every screen shows something before any script runs (issue 28): the header with the
 * app's name and the screen's shape, read with the page's scripts off, light and dark; then the app replaces it.
 */
import { expect, test } from '@playwright/test';
import { shot } from './helpers.ts';

const SCREENS = [
	'/',
	'/marco-polo-2',
	'/marco-polo-2/new',
	'/voyages',
	'/voyages/new',
	'/merv',
	'/merv/new',
	'/data',
	'/copy',
	'/history',
	'/log',
	'/game',
	'/join',
	'/new'
];

test.describe('with scripts off', () => {
	test.use({ javaScriptEnabled: false });

	test('every screen’s HTML draws the header and the screen’s shape', async ({ page }) => {
		for (const path of SCREENS) {
			const response = await page.goto(path);
			expect(response?.status(), path).toBe(200);
			const skeleton = page.locator('#skeleton');
			await expect(skeleton, path).toBeVisible();
			await expect(skeleton.locator('header'), path).toHaveText('Silk Ledger');
			// A title's bar and the screen's blocks, each drawn with a height on the page.
			for (const block of await skeleton.locator('main > div').all()) expect((await block.boundingBox())?.height, path).toBeGreaterThan(20);
			expect(await skeleton.locator('main > div').count(), path).toBeGreaterThanOrEqual(4);
		}
		await page.goto('/merv');
		await shot(page, 'skeleton-merv-360-light');
		await page.emulateMedia({ colorScheme: 'dark' });
		await shot(page, 'skeleton-merv-360-dark');
		await expect(page.locator('#skeleton')).toHaveCSS('background-color', 'rgb(28, 25, 23)');
	});
});

test('the skeleton gives way to the screen once the app has started', async ({ page }) => {
	await page.goto('/merv/new');
	await expect(page.getByRole('heading', { name: 'New game of Merv' })).toBeVisible();
	await expect(page.locator('#skeleton')).toHaveCount(0);
	await expect(page.getByRole('banner')).toHaveCount(1);
});
