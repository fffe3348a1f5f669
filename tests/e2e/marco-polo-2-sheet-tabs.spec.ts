/** The score sheets' tabs: a tab tapped while the last sheet done is being stored is the sheet shown, not the next open one. */
import { expect, test } from '@playwright/test';
import { describeGoalCard } from './helpers.ts';
import { toTable } from './table-helpers.ts';

const THREE = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' },
	{ name: 'Cyril', colour: 'Green' }
];

test('a tab tapped while “Done with …” is being stored stays open (360 px)', async ({ page, context }) => {
	await toTable(page, THREE, ['Abha Basu', 'Gantulga Od', 'Filippo Vitello'], 'SHEET-TABS');
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	const tab = (name: string) => page.getByRole('group', { name: 'Final scoring' }).getByRole('button', { name: new RegExp(`^${name}`) });
	await tab('Anna').click();
	await expect(tab('Anna')).toHaveAttribute('aria-pressed', 'true');
	await describeGoalCard(page, 5);

	// Another tab keeps the game's entries busy for 2 s: storing Anna's sheet waits, as on a slow phone.
	const other = await context.newPage();
	await other.goto('/copy');
	await other.evaluate(() => {
		const req = indexedDB.open('silk-ledger');
		req.onsuccess = () => {
			const store = req.result.transaction('entries', 'readwrite').objectStore('entries');
			const end = performance.now() + 2000;
			const busy = () => {
				if (performance.now() < end) store.count().onsuccess = busy;
			};
			busy();
		};
	});
	await page.getByRole('button', { name: 'Done with Anna' }).click();
	await tab('Cyril').click();
	await expect(tab('Anna')).toContainText('✓', { timeout: 10_000 });
	// Stored: Cyril's sheet, tapped meanwhile, is still the one shown (not Boris's, the next open one).
	await expect(tab('Cyril')).toHaveAttribute('aria-pressed', 'true');
	await expect(tab('Boris')).toHaveAttribute('aria-pressed', 'false');
});
