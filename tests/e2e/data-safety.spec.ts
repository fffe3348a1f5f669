/**
 * Data safety through the screens at 360 × 740 (docs/data.md): a name with markup is text and its file reads back;
 * a damaged entry or an unknown game does not sink a file; a damaged summary is saved all the same; looking at a
 * backup drops none; the CSV of plays neutralises formulas; a refusal names its field; storage that never answers
 * is said on every screen that waits for it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { GOLDEN, importFile, readDb } from './data-helpers.ts';

type Content = { games: { id: string; kind: string; entries: { entry: Record<string, unknown> }[] }[]; copy: unknown[] };

/** The golden file changed as another phone (or a damaged one) might have written it, signed as the app signs. */
function goldenWith(name: string, change: (content: Content) => void) {
	const file = JSON.parse(readFileSync(GOLDEN, 'utf8')) as { content: Content; sha256: string };
	change(file.content);
	file.sha256 = createHash('sha256').update(JSON.stringify(file.content)).digest('hex');
	return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
}

const named =
	(...names: string[]) =>
	(content: Content) => {
		const players = content.games[0]!.entries[0]!.entry.players as { name: string }[];
		names.forEach((n, i) => (players[i]!.name = n));
	};

/** Writes rows straight into the app's IndexedDB, as a damaged phone might have left them. */
async function putRow(page: Page, store: 'games', row: unknown) {
	await page.evaluate(
		({ store, row }) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('silk-ledger');
				open.onsuccess = () => {
					const tx = open.result.transaction(store, 'readwrite');
					tx.objectStore(store).put(row);
					tx.oncomplete = () => (open.result.close(), resolve());
					tx.onerror = () => reject(tx.error ?? new Error('the transaction failed'));
				};
			}),
		{ store, row }
	);
}

test('a player named with markup is shown as text everywhere, and the file the app writes of it reads back identical', async ({ page }) => {
	const dialogs: string[] = [];
	page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
	await importFile(page, goldenWith('markup.json', named('<b id=pwn>Ada</b>', '<img src=x onerror=f()>')), /New on this phone/);
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Marco Polo II: <b id=pwn>Ada<\/b> and <img src=x onerror=f\(\)>/ })).toBeVisible();
	await page.getByRole('link', { name: /Marco Polo II: <b id=pwn>Ada/ }).click();
	// The results: each player's place and name, as typed.
	await expect(page.getByText('2. <b id=pwn>Ada</b>')).toBeVisible();
	await expect(page.getByText('1. <img src=x onerror=f()>')).toBeVisible();
	await expect(page.locator('#pwn, img[src="x"]')).toHaveCount(0);
	await shots(page, 'data-safety-markup-name');
	const before = await readDb(page);

	// Saved, the site's data cleared, the file opened again: the same rows.
	await page.goto('/data');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Save every game and your copy' }).click();
	const path = test.info().outputPath('all.json.gz');
	await (await download).saveAs(path);
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
	await importFile(page, path, /New on this phone/);
	const after = await readDb(page);
	expect([after.games, after.entries]).toEqual([before.games, before.entries]);
	expect(dialogs).toEqual([]);
});

test('a damaged entry and a game this app does not know do not sink the file; the damaged entry names its field', async ({ page }) => {
	const file = goldenWith('damaged.json', (content) => {
		const game = content.games[0]!;
		game.entries[8]!.entry.value = 2.5;
		content.games.push({ ...structuredClone(game), id: '0a1b2c3d-0000-4000-8000-000000000001', kind: 'chess' });
	});
	await page.goto('/data');
	await page.getByLabel('Choose a file…').setInputFiles(file);
	const preview = page.getByRole('region', { name: 'What this file would change' });
	await expect(preview).toContainText('1 of its entries cannot be read (damaged): it is kept as written, with no effect');
	await expect(preview).toContainText('Not imported: It is of a game this app does not know (chess). The file’s other games are imported as usual.');
	await expectNoSidewaysScroll(page);
	await shots(page, 'data-safety-import-preview', preview);
	await preview.getByRole('button', { name: /^Import/ }).click();
	await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
	// A target a thumb hits.
	expect((await page.getByRole('link', { name: 'Open the game' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await page.getByRole('link', { name: 'Open the game' }).click();
	const flagged = page.getByRole('region', { name: 'Entries no longer accepted by the rules' });
	await expect(flagged).toContainText('Entry 9: This entry is damaged and has no effect. Trading posts on the board: enter a whole number, 0 or more.');
	await expect(flagged).not.toContainText('undefined');
	await shots(page, 'data-safety-damaged-entry', flagged);
});

test('a game whose saved summary is damaged is saved to the file all the same, and comes back sound', async ({ page }) => {
	await importFile(page, GOLDEN);
	const { games } = await readDb(page);
	const row = games[0] as { id: string; players: string[] };
	await putRow(page, 'games', { ...row, players: 'damaged', phase: 'no-such-phase' });
	await page.goto('/');
	await expect(page.getByRole('group', { name: 'A damaged game' })).toContainText('Its saved summary is damaged (players).');
	await page.goto('/data');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Save every game and your copy' }).click();
	const path = test.info().outputPath('all.json.gz');
	await (await download).saveAs(path);
	await expect(page.getByRole('status')).not.toContainText('Not in the file');
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
	await importFile(page, path, /Marco Polo II: Ada and Boris/);
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Marco Polo II: Ada and Boris/ })).toBeVisible();
	await expect(page.getByRole('group', { name: 'A damaged game' })).toHaveCount(0);
});

test('restoring a backup to look at it and undoing the restore drops no backup', async ({ page }) => {
	await importFile(page, GOLDEN);
	await importFile(
		page,
		goldenWith('second.json', (c) => (c.games[0]!.id = '0a1b2c3d-0000-4000-8000-000000000002'))
	);
	await importFile(
		page,
		goldenWith('third.json', (c) => (c.games[0]!.id = '0a1b2c3d-0000-4000-8000-000000000003'))
	);
	await page.goto('/data');
	const list = page.locator('li.backup');
	await expect(list).toHaveCount(2);
	const before = await list.allInnerTexts();
	await list.last().getByRole('button', { name: 'Restore this backup' }).click();
	await list
		.last()
		.getByRole('button', { name: /Tap again/ })
		.click();
	await expect(page.getByRole('status')).toContainText('Restored');
	await expect(list).toHaveCount(3);
	await shots(page, 'data-safety-backups');
	await page.getByRole('button', { name: 'Undo the restore' }).click();
	await expect(page.getByRole('status')).toContainText('The restore was undone');
	await expect(list).toHaveCount(3);
	const after = await list.allInnerTexts();
	for (const b of before) expect(after).toContain(b);
	await page.goto('/');
	await expect(page.locator('ul.games a.card')).toHaveCount(3);
});

test('the CSV of plays shows a player named like a formula as text', async ({ page }) => {
	await importFile(page, goldenWith('formula.json', named('=HYPERLINK("x")', '-Boris')));
	await page.goto('/history');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export these plays as CSV' }).click();
	const path = test.info().outputPath('plays.csv');
	await (await download).saveAs(path);
	const rows = (await readFile(path, 'utf8')).split('\r\n');
	expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\d,Marco Polo II[^,]*,[\w-]+,\d+,1,"'=HYPERLINK\(""x""\)",/);
	expect(rows[2]).toMatch(/^\d{4}-\d\d-\d\d,Marco Polo II[^,]*,[\w-]+,\d+,2,'-Boris,/);
});

/** Every IndexedDB database this page opens never answers: neither opened nor refused (as when another tab's upgrade blocks it). */
async function storageNeverAnswers(page: Page) {
	await page.clock.install();
	await page.addInitScript(() => {
		IDBFactory.prototype.open = function () {
			const request = Object.assign(new EventTarget(), { onsuccess: null, onerror: null, onupgradeneeded: null, onblocked: null, readyState: 'pending' });
			return request as unknown as IDBOpenDBRequest;
		};
	});
}

test.describe('with the page’s clock driven by the test', () => {
	test.use({ ownTab: true });

	test('storage that never answers is said on every screen that waits for it', async ({ page }) => {
		await storageNeverAnswers(page);
		const slow = page.getByRole('alert').filter({ hasText: 'The games on this phone are taking long to open.' });
		// Each screen as it waits: its storage read has started once what is named here shows.
		const screens: [string, string, string][] = [
			['/marco-polo-2/new', 'New game of Marco Polo II', 'data-safety-slow-new-game'],
			['/copy', 'Your copy of the game', 'data-safety-slow-copy'],
			['/merv/new', 'New game of Merv', ''],
			['/voyages/new', 'New game of The Voyages of Marco Polo', ''],
			['/data', 'Backups on this phone', ''],
			['/history', 'History and statistics', ''],
			['/log?id=x', "The game's log", ''],
			['/marco-polo-2?id=x', 'Loading…', ''],
			['/data?send=x', 'Send a game to another phone', '']
		];
		for (const [url, ready, shot] of screens) {
			await page.goto(url);
			await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
			// The notice comes 6 s after the read started; the page's clock also runs on in real time, which a busy
			// machine stretches, so "not yet" is checked 2 s before it.
			await page.clock.fastForward(4000);
			await expect(slow).toHaveCount(0);
			await page.clock.fastForward(2500);
			await expect(slow, url).toBeVisible();
			await expect(slow.getByRole('link', { name: 'Data on this phone' })).toBeVisible();
			await expectNoSidewaysScroll(page);
			if (shot) await shots(page, shot);
		}
		// The new-game form says it again when a game is started and nothing answers.
		await page.goto('/marco-polo-2/new');
		await page.getByLabel('Name of player 1').fill('Anna');
		await page.getByLabel('Name of player 2').fill('Boris');
		await page.getByRole('button', { name: /^Remove player 3$/ }).click();
		await page.getByRole('button', { name: 'Start setup' }).click();
		await page.clock.fastForward(6500);
		await expect(slow).toHaveCount(1);
		// On to the home screen, which says a slow start itself: still one alert, not two.
		await page.getByRole('link', { name: 'Silk Ledger' }).click();
		await expect(page.getByRole('link', { name: 'New game of Marco Polo II' })).toBeVisible();
		await page.clock.fastForward(6500);
		await expect(slow).toHaveCount(1);
	});
});
