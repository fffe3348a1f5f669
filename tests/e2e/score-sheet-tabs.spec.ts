/**
 * The score sheets' tabs: a tab tapped while the last sheet done is being stored is the sheet shown, not the next open
 * one; what was entered just before another tab is tapped (a Marco Polo II goal card, a Voyages trading post) goes to
 * the sheet it was entered on.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readDb, voyagesGame } from './data-helpers.ts';
import { describeGoalCard } from './helpers.ts';
import { toTable } from './table-helpers.ts';

const THREE = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' },
	{ name: 'Cyril', colour: 'Green' }
];

/** Another tab keeps the game's entries busy for 2 s: an entry made meanwhile waits to be stored. */
async function keepEntriesBusy(context: BrowserContext) {
	const other = await context.newPage();
	await other.goto('/copy');
	// Returns once the entries are held, so the entry that follows surely waits.
	await other.evaluate(
		() =>
			new Promise<void>((held) => {
				const req = indexedDB.open('silk-ledger');
				req.onsuccess = () => {
					const store = req.result.transaction('entries', 'readwrite').objectStore('entries');
					const end = performance.now() + 2000;
					const busy = () => {
						held();
						if (performance.now() < end) store.count().onsuccess = busy;
					};
					store.count().onsuccess = busy;
				};
			})
	);
}

/** How many entries the phone has stored, of every game. */
const storedEntries = async (page: Page) => (await readDb(page)).entries.length;

/** A three-player game at its final scoring, Anna's sheet shown; its tabs by name. */
async function atScoring(page: Page, seed: string) {
	await toTable(page, THREE, ['Abha Basu', 'Gantulga Od', 'Filippo Vitello'], seed);
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	const tab = (name: string) => page.getByRole('group', { name: 'Final scoring' }).getByRole('button', { name: new RegExp(`^${name}`) });
	await tab('Anna').click();
	await expect(tab('Anna')).toHaveAttribute('aria-pressed', 'true');
	return tab;
}

test('a tab tapped while “Done with …” is being stored stays open (360 px)', async ({ page, context }) => {
	const tab = await atScoring(page, 'SHEET-TABS');
	await describeGoalCard(page, 5);

	// Storing Anna's sheet waits, as on a slow phone.
	await keepEntriesBusy(context);
	await page.getByRole('button', { name: 'Done with Anna' }).click();
	await tab('Cyril').click();
	await expect(tab('Anna')).toContainText('✓', { timeout: 10_000 });
	// Stored: Cyril's sheet, tapped meanwhile, is still the one shown (not Boris's, the next open one).
	await expect(tab('Cyril')).toHaveAttribute('aria-pressed', 'true');
	await expect(tab('Boris')).toHaveAttribute('aria-pressed', 'false');
});

test('a new goal card saved just before another tab is tapped is on the sheet it was saved on (360 px)', async ({ page, context }) => {
	const tab = await atScoring(page, 'SHEET-GOAL');
	await page.getByLabel('Goal card', { exact: true }).selectOption({ label: 'Describe a new goal card…' });
	await page.getByLabel("Spicers' seal on the card").check();
	await page.getByLabel("Jewelers' seal on the card").check();
	await page.getByLabel("Points printed for the Jewelers' seal").fill('5');
	const stored = await storedEntries(page);
	// Recording the card in the game waits, as on a slow phone.
	await keepEntriesBusy(context);
	await page.getByRole('button', { name: 'Save this goal card' }).click();
	await tab('Cyril').click();
	// Cyril's sheet stays shown while the card and Anna's choice of it are stored; then it still has no card.
	await expect.poll(() => storedEntries(page), { timeout: 10_000 }).toBe(stored + 2);
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('');
	await expect(page.getByRole('group', { name: /guild seal$/ })).toHaveCount(4);
	// Anna's has it: the card's two guilds alone are asked.
	await tab('Anna').click();
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
	await expect(page.getByRole('group', { name: /guild seal$/ })).toHaveCount(2);
	// And so after a reload.
	await page.reload();
	await tab('Anna').click();
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
});

test('a Voyages trading post ticked just before another tab is tapped is on the sheet it was ticked on (360 px)', async ({ page, context }) => {
	await voyagesGame(
		page,
		THREE.map((p) => p.name),
		'SHEET-POST'
	);
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	const tab = (name: string) => page.getByRole('group', { name: 'Final scoring' }).getByRole('button', { name: new RegExp(`^${name}`) });
	await expect(tab('Anna')).toHaveAttribute('aria-pressed', 'true');
	const moscow = page.getByRole('checkbox', { name: 'Moscow' });
	const stored = await storedEntries(page);
	await keepEntriesBusy(context);
	await moscow.check();
	await tab('Cyril').click();
	// Cyril's sheet stays shown while Anna's post is stored; then Cyril still has none there.
	await expect.poll(() => storedEntries(page), { timeout: 10_000 }).toBe(stored + 1);
	await expect(moscow).not.toBeChecked();
	await tab('Anna').click();
	await expect(moscow).toBeChecked();
});
