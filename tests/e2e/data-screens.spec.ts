/**
 * Storage that fails or is missing, said on every screen; and every new screen at 390 × 844 and 360 × 740,
 * light and dark, with nothing scrolling sideways.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, newGame, shot, shots } from './helpers.ts';
import { GOLDEN, importFile, readDb } from './data-helpers.ts';

test('with IndexedDB missing (some private modes) the home screen says so instead of loading forever', async ({ page }) => {
	await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
	await page.goto('/');
	await expect(page.getByRole('alert')).toContainText('This browser does not let the app keep data here');
	await expect(page.getByText('Loading…')).toHaveCount(0);
	await page.goto('/copy');
	await expect(page.getByRole('alert').first()).toContainText('This browser does not let the app keep data here');
});

test('with the storage full, starting a game, a draft and a value of the copy each say so, and nothing is half-written', async ({ page }) => {
	await importFile(page, GOLDEN);
	const before = await readDb(page);
	// Every write from now on is refused as the browser refuses it when the phone is full.
	await page.addInitScript(() => {
		const full = () => {
			throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		};
		IDBObjectStore.prototype.add = full;
		IDBObjectStore.prototype.put = full;
	});
	await page.goto('/marco-polo-2/new');
	await page.getByLabel('Name of player 1').fill('Anna');
	await expect(page.getByText(/What is typed here cannot be kept if the page reloads: This phone’s storage is full/)).toBeVisible();
	await page.getByLabel('Name of player 2').fill('Boris');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('alert')).toContainText('This phone’s storage is full');
	await expect(page.getByRole('button', { name: 'Start setup' })).toBeEnabled();
	await shot(page, 'data-storage-full-new-game');

	await page.goto('/copy');
	await page.getByLabel('Points under 5', { exact: true }).fill('7');
	await page.getByLabel('Points under 5', { exact: true }).press('Enter');
	await expect(page.getByRole('alert')).toContainText('This phone’s storage is full');
	expect(await readDb(page)).toEqual(before);
});

/** How many backups this phone holds. */
function backupsMade(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			new Promise<number>((resolve, reject) => {
				const open = indexedDB.open('silk-ledger');
				open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
				open.onsuccess = () => {
					const count = open.result.transaction('backups').objectStore('backups').count();
					count.onsuccess = () => (open.result.close(), resolve(count.result));
					count.onerror = () => reject(count.error ?? new Error('IndexedDB did not count'));
				};
			})
	);
}

async function screens(browser: Browser, width: number, height: number) {
	const context = await browser.newContext({ viewport: { width, height } });
	const page = await context.newPage();
	const name = (screen: string) => `data-${screen}-${width}`;
	await importFile(page, GOLDEN);
	await newGame(
		page,
		[
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		],
		'SCREENS'
	);
	await expectNoSidewaysScroll(page);
	await page.getByLabel('Game menu').click();
	await shots(page, name('game-menu'), page.getByRole('region', { name: 'This game' }));
	// A backup is made while the game is played, once its screen is drawn and the phone idle.
	await expect.poll(() => backupsMade(page)).toBeGreaterThan(0);
	await page.goto('/data');
	await expect(page.getByRole('heading', { name: 'Backups on this phone' })).toBeVisible();
	// It opens with what the player can do, the browser's promise after it.
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Save to a file');
	await expect(page.getByRole('heading', { level: 2 }).nth(1)).toHaveText('Open a file');
	await expect(page.getByText('While playing')).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shots(page, name('screen'));
	await page.getByLabel('Choose a file…').setInputFiles(GOLDEN);
	await expect(page.getByRole('region', { name: 'What this file would change' })).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shots(page, name('import-preview'), page.getByRole('region', { name: 'What this file would change' }));
	await page.goto('/');
	await page.getByRole('button', { name: 'More for Marco Polo II: Ada and Boris' }).click();
	await expectNoSidewaysScroll(page);
	await shots(page, name('home-actions'));
	await page.getByRole('link', { name: 'Send to another phone' }).click();
	await expect(page.getByText(/^Code 1 of \d+$/)).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shots(page, name('send'));
	await page.goto('/data?receive');
	await expect(page.getByRole('button', { name: 'Start the camera' })).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shots(page, name('receive'));
	// Every button and link on these screens is big enough for a thumb.
	for (const target of await page.locator('main button, main a.button').all()) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await context.close();
}

for (const [width, height] of [
	[390, 844],
	[360, 740]
] as const)
	test(`the data screens at ${width} px, light and dark`, async ({ browser }) => {
		await screens(browser, width, height);
	});
