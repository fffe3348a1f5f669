/** A finished game of The Voyages of Marco Polo keeps the printed values it was scored with, until the table rescores. */
import { expect, test } from './fixtures.ts';
import { doneWith, expectNoSidewaysScroll, shot } from './helpers.ts';

test('correcting "Your copy of the game" later does not change an old winner silently; the results offer to rescore', async ({ page }) => {
	await page.goto('/voyages/new');
	await page.getByLabel('Name of player 1').fill('Ewa');
	await page.getByLabel('Name of player 2').fill('Filip');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByLabel('Seed').fill('RESCORE-1');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();

	// Both reached Beijing: Ewa first (10 VP, rulebook), Filip second (7 VP, researched default). Contracts: both tied at 0, 7 each.
	for (const [name, space] of [
		['Ewa', '1'],
		['Filip', '2']
	] as const) {
		await page.getByRole('button', { name, exact: true }).click();
		await page.getByRole('group', { name: 'Cities with a trading post' }).getByLabel('Beijing').check();
		await page.getByLabel('Beijing space (arrival order)').selectOption(space);
		await doneWith(page, name);
	}
	await page.getByRole('button', { name: 'Show results' }).click();
	await expect(page.getByTestId('result-0')).toContainText('17 VP');
	await expect(page.getByTestId('result-1')).toContainText('14 VP');
	const results = page.url();

	// The player's board prints 8 for the second space: corrected in the copy of the game.
	await page.goto('/copy');
	await page.getByLabel('Beijing space 2: points', { exact: true }).fill('8');
	await page.getByLabel('Beijing space 2: points', { exact: true }).press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();

	await page.goto(results);
	await expect(page.getByTestId('result-1')).toContainText('14 VP');
	await expect(page.getByText('Your copy of the game on this phone has changed since this game was scored')).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, 'voyages-rescore-offer');
	await page.getByRole('button', { name: 'Rescore with your copy of the game' }).click();
	await expect(page.getByTestId('result-1')).toContainText('15 VP');
	await expect(page.getByRole('button', { name: 'Rescore with your copy of the game' })).toHaveCount(0);

	// The rescore is an entry: undo takes it back. A finished game is calm: the undo is in the game's menu, not at the thumb,
	// and so is "Delete this game".
	await expect(page.getByRole('button', { name: /Undo last entry/ })).toBeHidden();
	await expect(page.getByRole('button', { name: 'Delete this game' })).toBeHidden();
	await page.getByLabel('Game menu').click();
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(page.getByTestId('result-1')).toContainText('14 VP');
});
