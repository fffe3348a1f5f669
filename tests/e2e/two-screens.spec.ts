/** One game open in two tabs: each shows what the other enters, ticks and steps from both count, nothing is taken back unseen. */
import { expect, test } from './fixtures.ts';
import { shot } from './helpers.ts';

test('two tabs on one game follow each other; ticks and score steps from both count', async ({ page, context }) => {
	await page.goto('/voyages/new');
	await page.getByLabel('Name of player 1').fill('Ewa');
	await page.getByLabel('Name of player 2').fill('Filip');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByLabel('Seed').fill('TWO-TABS');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();

	const other = await context.newPage();
	await other.goto(page.url());
	await expect(other.getByRole('heading', { name: 'Set up the table' })).toBeVisible();

	// Each tab ticks a different item without reloading: both stay ticked in both.
	const ticks = (p: typeof page) => p.locator('ul.checklist input[type="checkbox"]');
	await ticks(page).nth(0).check();
	await ticks(other).nth(1).check();
	for (const p of [page, other]) {
		await expect(ticks(p).nth(0)).toBeChecked();
		await expect(ticks(p).nth(1)).toBeChecked();
	}

	// One tab starts play: the other follows, and says the game changed elsewhere.
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await expect(other.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
	await expect(other.getByText('Updated: this game changed on another screen.')).toBeVisible();
	await other.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await other.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('button', { name: 'Ewa', exact: true })).toBeVisible();

	// Both tabs show Ewa's sheet with 0 coins; each taps + once: 2 coins, not 1.
	for (const p of [page, other]) {
		await p.getByRole('button', { name: 'Ewa', exact: true }).click();
		await expect(p.getByLabel('Coins', { exact: true })).toHaveValue('0');
	}
	await page.getByRole('button', { name: '+ Coins', exact: true }).click();
	await other.getByRole('button', { name: '+ Coins', exact: true }).click();
	for (const p of [page, other]) await expect(p.getByLabel('Coins', { exact: true })).toHaveValue('2');
	await shot(other, 'two-screens-followed');

	// Undo in one tab takes back the last step, which the other tab shows too.
	await other.getByRole('button', { name: /Undo/ }).click();
	for (const p of [page, other]) await expect(p.getByLabel('Coins', { exact: true })).toHaveValue('1');

	// Reload: nothing lost.
	await page.reload();
	await page.getByRole('button', { name: 'Ewa', exact: true }).click();
	await expect(page.getByLabel('Coins', { exact: true })).toHaveValue('1');
});
