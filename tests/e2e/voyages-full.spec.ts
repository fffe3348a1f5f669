import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { doneWith, expectNoSidewaysScroll, openBreakdown, setField, shot } from './helpers.ts';
import { dice, openBonusActions } from './table-helpers.ts';

const PLAYERS = ['Greta', 'Hanna', 'Igor'];

/** Puts every die of the current player on the money bag (3 coins each), then ends the turn. */
async function bagAllAndEnd(page: Page, name: string) {
	await expect(page.getByRole('heading', { name: `${name}'s turn` })).toBeVisible();
	await openBonusActions(page);
	const left = await dice(page).count();
	for (let i = left; i > 0; i--) {
		await dice(page).first().click();
		await page.getByRole('button', { name: '3 coins (die on the money bag)' }).click();
		await expect(dice(page)).toHaveCount(i - 1);
	}
	await page.getByRole('button', { name: `End ${name}'s turn` }).click();
	await expect(page.getByRole('button', { name: `End ${name}'s turn` })).toHaveCount(0);
}

test('The Voyages of Marco Polo, advanced variants: draft, 4 goal cards keep 2, five full rounds, final scoring', async ({ page }) => {
	test.setTimeout(120_000);
	await page.goto('/voyages/new');
	for (const [i, name] of PLAYERS.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Colour of player 3').selectOption({ label: 'Red' });
	await page.getByLabel('Characters').selectOption({ label: 'Draft: players + 1 revealed, last player chooses first' });
	await page.getByLabel('Goal cards').selectOption({ label: '4 each, keep 2 (variant)' });
	await page.getByLabel('Small-city bonus tiles').selectOption({ label: 'At random (variant)' });
	await page.getByLabel('Seed').fill('FULL-VOYAGE');
	await page.getByRole('button', { name: 'Start setup' }).click();

	// Draft: 4 characters revealed; the last player (Igor) chooses first, then counter-clockwise.
	for (const name of ['Igor', 'Hanna', 'Greta']) {
		await expect(page.getByText(`Pass the phone to ${name}`)).toBeVisible();
		await page.locator('button.character:enabled').first().click();
	}
	// Each keeps 2 of 4 goal cards, passing the phone; keeping 1 is refused.
	for (const name of PLAYERS) {
		await expect(page.getByRole('heading', { name: `${name}, keep 2 goal cards` })).toBeVisible();
		const cards = page.getByRole('checkbox');
		await expect(cards).toHaveCount(4);
		await cards.nth(0).check();
		if (name === 'Greta') {
			await page.getByRole('button', { name: 'Keep these 2' }).click();
			await expect(page.getByRole('alert')).toBeVisible();
		}
		await cards.nth(2).check();
		await page.getByRole('button', { name: 'Keep these 2' }).click();
	}
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();

	for (let round = 1; round <= 5; round++) {
		await page.getByRole('button', { name: `Start round ${round}` }).click();
		for (const name of PLAYERS) {
			await page
				.getByRole('region', { name: `Dice of ${name}` })
				.getByRole('button', { name: 'Roll in the app' })
				.click();
			// Rolled in the app, the roll is saved at once unless a compensation is due, split on the form first.
			const save = page.getByRole('button', { name: `Save ${name}'s dice` });
			if (await page.getByText(/^The dice sum to/).count()) await save.click();
			await expect(page.getByRole('button', { name: `Save ${name}'s dice` })).toHaveCount(0);
		}
		await expect(page.getByTestId('stage')).toHaveText(`Round ${round} of 5`);
		// The start player goes first, then clockwise.
		for (let turn = 0; turn < PLAYERS.length; turn++) {
			const current = (await page.getByRole('heading', { name: /'s turn$/ }).textContent())!.replace("'s turn", '').trim();
			await bagAllAndEnd(page, current);
		}
	}
	await expect(page.getByRole('button', { name: /^Start round/ })).toHaveCount(0);
	await expectNoSidewaysScroll(page);
	await shot(page, '54-voyages-five-rounds');

	// 5 rounds × 5 dice × 3 coins, on top of the starting coins (and any compensation) — every player is well off.
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	for (const name of PLAYERS) {
		await page.getByRole('button', { name, exact: true }).click();
		await expect(page.getByLabel('Coins', { exact: true })).not.toHaveValue('0');
		if (name === 'Igor') await setField(page, 'Completed contracts', 1);
		await doneWith(page, name);
	}
	await page.getByRole('button', { name: 'Show results' }).click();
	await expect(page.getByRole('status').first()).toContainText('wins');
	await openBreakdown(page, 2);
	await expect(page.getByTestId('result-2').getByRole('row', { name: 'Contracts majority' })).toContainText('7');
	await shot(page, '55-voyages-five-rounds-results');
});
