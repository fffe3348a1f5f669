import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot } from './helpers.ts';

// The service worker runs here, as on a phone (blocked in the other specs: see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the app opens and works offline after a first visit', async ({ page, context }) => {
	await page.goto('/');
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	await page.reload();
	await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

	await context.setOffline(true);
	await page.reload();
	await expect(page.getByRole('link', { name: 'New game of Marco Polo II' })).toBeVisible();

	// A whole new game can start without network: pages come from the cache, data goes to IndexedDB.
	await page.getByRole('link', { name: 'New game of Marco Polo II' }).click();
	await page.getByLabel('Name of player 1').fill('Ana');
	await page.getByLabel('Name of player 2').fill('Bela');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	await page.goto('/copy');
	await expect(page.getByRole('heading', { name: 'Your copy of the game' })).toBeVisible();
	await context.setOffline(false);
});

test('the interface speaks Russian, refusals included', async ({ page }) => {
	await page.goto('/');
	await page.getByLabel('Language').selectOption('ru');
	await expect(page.getByRole('link', { name: 'Новая партия «Марко Поло II»' })).toBeVisible();
	await page.getByRole('link', { name: 'Новая партия «Марко Поло II»' }).click();
	await expect(page.getByRole('heading', { name: 'Новая партия «Марко Поло II»' })).toBeVisible();
	// A name may be left out now (the colour is the name); a name twice is still refused, in Russian.
	await page.getByLabel('Имя игрока 1').fill('Аня');
	await page.getByLabel('Имя игрока 2').fill('аня');
	await page.getByRole('button', { name: 'К подготовке' }).click();
	await expect(page.getByRole('alert')).toHaveText('Двух игроков зовут «аня».');
	// Nothing was stored: the home screen still has no game.
	await page.getByRole('link', { name: 'Silk Ledger' }).click();
	await expect(page.getByText('На этом телефоне ещё нет партий.')).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, '20-home-ru');
});

test('dark mode at 360 px: the copy of the game lists built-in and unknown values', async ({ browser }) => {
	const context = await browser.newContext({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
	const page = await context.newPage();
	await page.goto('/copy');
	await expect(page.getByLabel('Points under 13', { exact: true })).toHaveValue('43');
	await expect(page.getByLabel('Points under 5', { exact: true })).toHaveValue('');
	await expect(page.getByLabel("Cost to improve the Jewelers' seal")).toHaveValue('9 coins, 2 gold');
	// A value read off the player's copy is kept and can be cleared again.
	await page.getByLabel('Points under 5', { exact: true }).fill('7');
	await page.getByLabel('Points under 5', { exact: true }).press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();
	await page.reload();
	await expect(page.getByLabel('Points under 5', { exact: true })).toHaveValue('7');
	await page.getByLabel('Points under 5', { exact: true }).fill('-2');
	await page.getByLabel('Points under 5', { exact: true }).press('Enter');
	await expect(page.getByRole('alert')).toHaveText('Value: enter a whole number, 0 or more.');
	await page.reload();
	await expect(page.getByLabel('Points under 5', { exact: true })).toHaveValue('7');
	await expectNoSidewaysScroll(page);
	await shot(page, '21-copy-dark');
	await context.close();
});

/** The new-game draft as stored, read without creating or holding the database (the app may be opening and upgrading it). */
function storedDraft(page: Page) {
	return page.evaluate(async () => {
		const req = indexedDB.open('silk-ledger');
		req.onupgradeneeded = () => req.transaction?.abort();
		const dbh = await new Promise<IDBDatabase | null>((r) => ((req.onsuccess = () => r(req.result)), (req.onerror = () => r(null))));
		if (!dbh) return undefined;
		try {
			if (!dbh.objectStoreNames.contains('drafts')) return undefined;
			const get = dbh.transaction('drafts').objectStore('drafts').get('new-marco-polo-2');
			const row = await new Promise<{ value?: { seed?: string; players?: { name: string }[] } } | undefined>(
				(r) => (get.onsuccess = () => r(get.result as { value?: { seed?: string; players?: { name: string }[] } } | undefined))
			);
			return row?.value;
		} finally {
			dbh.close();
		}
	});
}

test('names typed on the new-game form survive a reload', async ({ page }) => {
	await page.goto('/new');
	await page.getByLabel('Name of player 1').fill('Irina');
	await page.getByLabel('Colour of player 1').selectOption({ label: 'Red' });
	await page.getByLabel('Seed').fill('KEEP-ME');
	// Each change is written to IndexedDB as it happens: wait for the last write, as a person would not reload within milliseconds.
	await expect.poll(async () => (await storedDraft(page))?.seed).toBe('KEEP-ME');
	await page.reload();
	await expect(page.getByLabel('Name of player 1')).toHaveValue('Irina');
	await expect(page.getByLabel('Colour of player 1')).toHaveValue('red');
	await expect(page.getByLabel('Seed')).toHaveValue('KEEP-ME');
});

test('a name typed while the kept draft is still being read is kept too', async ({ page, context }) => {
	await page.goto('/');
	await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'silk-ledger'))).toBe(true);
	// Another tab writes to the drafts for 4 s: the form's reading of its draft waits until it is done, as on a slow phone.
	const other = await context.newPage();
	await other.goto('/copy');
	await other.evaluate(async () => {
		const req = indexedDB.open('silk-ledger');
		const dbh = await new Promise<IDBDatabase>((r) => (req.onsuccess = () => r(req.result)));
		const store = dbh.transaction('drafts', 'readwrite').objectStore('drafts');
		const end = performance.now() + 4000;
		const busy = () => {
			if (performance.now() < end) store.get('busy').onsuccess = busy;
		};
		busy();
	});
	await page.goto('/marco-polo-2/new');
	await page.getByLabel('Name of player 1').fill('Irina');
	// Stored once the other tab lets go: its 4 s, and more when the machine running the tests is busy.
	await expect.poll(async () => (await storedDraft(page))?.players?.[0]?.name, { timeout: 20_000 }).toBe('Irina');
	await page.reload();
	await expect(page.getByLabel('Name of player 1')).toHaveValue('Irina');
});

test('links saved before games had their own addresses still open them', async ({ page }) => {
	await page.goto('/new');
	await expect(page).toHaveURL(/\/marco-polo-2\/new$/);
	await expect(page.getByRole('heading', { name: 'New game of Marco Polo II' })).toBeVisible();
	await page.getByLabel('Name of player 1').fill('Ana');
	await page.getByLabel('Name of player 2').fill('Bela');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	const id = new URL(page.url()).searchParams.get('id')!;

	// A bookmark or home-screen icon of the game from before.
	await page.goto(`/game?id=${id}`);
	await expect(page).toHaveURL(new RegExp(`/marco-polo-2\\?id=${id}$`));
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
});
