/**
 * Files: every game and the copy of the game saved to a file, the site's data cleared, the file opened
 * again: everything back, identical. A bad file is refused with its reason and changes nothing.
 */
import { expect, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { expectNoSidewaysScroll, shot } from './helpers.ts';
import { GOLDEN, importFile, readDb, voyagesGame, watchCsp } from './data-helpers.ts';

test('save every game and the copy, clear the site’s data, open the file: every game and the copy back, identical', async ({ page }) => {
	const csp = watchCsp(page);
	// A finished Marco Polo II game (from a file written by the first file version), a Voyages game, a value of the copy.
	await importFile(page, GOLDEN, /New on this phone: will be added/);
	await voyagesGame(page, ['Ania', 'Bartek', 'Celina'], 'FILE-1');
	await page.goto('/copy');
	await page.getByLabel('Points under 5', { exact: true }).fill('7');
	await page.getByLabel('Points under 5', { exact: true }).press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();

	await page.goto('/');
	const cards = page.locator('ul.games a.card');
	await expect(cards).toHaveCount(2);
	const homeBefore = await cards.allInnerTexts();
	expect(homeBefore.join('\n')).toContain('Winner:');
	const before = await readDb(page);

	await page.getByRole('link', { name: 'Data' }).click();
	await expect(page.getByRole('heading', { name: 'Data on this phone' })).toBeVisible();
	await expectNoSidewaysScroll(page);
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Save every game and your copy' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toMatch(/^silk-ledger-\d{4}-\d\d-\d\d-\d{4}\.json\.gz$/);
	const path = test.info().outputPath(file.suggestedFilename());
	await file.saveAs(path);
	await expect(page.getByRole('status')).toContainText('Saved as');

	// The site's data cleared, as a browser's "clear site data" or Safari's eviction would.
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'all' });
	await page.goto('/');
	await expect(page.getByText('No games on this phone yet.')).toBeVisible();

	await importFile(page, path);
	const preview = page.getByRole('region', { name: 'Imported' });
	await expect(preview).toContainText('Marco Polo II: Ada and Boris');
	await expect(preview).toContainText('Voyages of Marco Polo: Ania, Bartek, and Celina');
	await expect(preview).toContainText('Your copy of the game: 2 new values');
	await page.goto('/');
	await expect(cards).toHaveCount(2);
	expect(await cards.allInnerTexts()).toEqual(homeBefore);
	const after = await readDb(page);
	expect(after.games).toEqual(before.games);
	expect(after.entries).toEqual(before.entries);
	// The copy's values are back; the one typed on this phone is marked with the file it came back from, the other keeps its first file.
	const typed = (rows: unknown[]) => rows.find((r) => (r as { id: string }).id === 'marco-polo-2.coat-track.5') as { from?: { file: string } };
	const withoutFrom = (rows: unknown[]) => rows.map((r) => ({ ...(r as object), from: undefined }));
	expect(withoutFrom(after.printed)).toEqual(withoutFrom(before.printed));
	expect(typed(before.printed).from).toBeUndefined();
	expect(typed(after.printed).from?.file).toBe(file.suggestedFilename());
	await page.goto('/copy');
	await expect(page.getByLabel('Points under 5', { exact: true })).toHaveValue('7');
	await expect(page.getByText(`From the file ${file.suggestedFilename()}`)).toBeVisible();
	expect(csp).toEqual([]);
});

test('a file changed after it was written is refused with its reason, and nothing changes', async ({ page }) => {
	await importFile(page, GOLDEN);
	const before = await readDb(page);
	const changed = readFileSync(GOLDEN, 'utf8').replace('"name": "Ada"', '"name": "Eve"');
	await page.goto('/data');
	await page.getByLabel('Choose a file…').setInputFiles({ name: 'changed.json', mimeType: 'application/json', buffer: Buffer.from(changed) });
	await expect(page.getByRole('alert')).toHaveText('This file was changed after Silk Ledger wrote it (its checksum does not match). Nothing was imported.');
	await page.getByLabel('Choose a file…').setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(changed.slice(0, 500)) });
	await expect(page.getByRole('alert')).toContainText('This file is incomplete or damaged');
	expect(await readDb(page)).toEqual(before);
	// The same file twice: nothing new, nothing doubled.
	await page.getByLabel('Choose a file…').setInputFiles(GOLDEN);
	await expect(page.getByText('Nothing in this file is new to this phone.')).toBeVisible();
	await expect(page.getByText('Already here with everything in the file: nothing to add.')).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, 'data-import-same');
});
