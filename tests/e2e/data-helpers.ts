/** For the data tests: a finished game from a file, a Voyages game through its form, the database read back, the page's CSP reports. */
import { expect, type Page } from '@playwright/test';

export const GOLDEN = 'tests/unit/db-files/v1-finished-game.json';

/** Opens a file on the data screen and imports it after its preview. */
export async function importFile(page: Page, path: string | { name: string; mimeType: string; buffer: Buffer }, expectPreview?: RegExp) {
	await page.goto('/data');
	await page.getByLabel('Choose a file…').setInputFiles(path);
	const preview = page.getByRole('region', { name: 'What this file would change' });
	await expect(preview).toBeVisible();
	if (expectPreview) await expect(preview).toContainText(expectPreview);
	await preview.getByRole('button', { name: /^Import/ }).click();
	await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
}

/** Starts a Voyages game of three players through its form; returns its address. */
export async function voyagesGame(page: Page, names: string[], seed: string) {
	await page.goto('/voyages/new');
	for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Seed').fill(seed);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
	return page.url();
}

/** The games, entries and copy of the game as stored, in a fixed order, for comparing two phones. */
export function readDb(page: Page): Promise<{ games: unknown[]; entries: unknown[]; printed: unknown[] }> {
	return page.evaluate(
		() =>
			new Promise((resolve, reject) => {
				const open = indexedDB.open('silk-ledger');
				open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
				open.onsuccess = () => {
					const dbh = open.result;
					const tx = dbh.transaction(['games', 'entries', 'printed']);
					const out: Record<string, unknown[]> = {};
					for (const name of ['games', 'entries', 'printed']) {
						const req = tx.objectStore(name).getAll();
						req.onsuccess = () => (out[name] = req.result as unknown[]);
					}
					tx.oncomplete = () => {
						dbh.close();
						resolve(out as { games: unknown[]; entries: unknown[]; printed: unknown[] });
					};
				};
			})
	);
}

/** Every Content-Security-Policy violation the page reports; the tests expect none. */
export function watchCsp(page: Page): string[] {
	const violations: string[] = [];
	page.on('console', (msg) => {
		if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
	});
	return violations;
}
