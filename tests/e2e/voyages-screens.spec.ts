import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { doneWith, expectNoSidewaysScroll, shots, phone, BOTH_PHONES } from './helpers.ts';
import { clearSelection, enterRoll, openBonusActions, selectDice } from './table-helpers.ts';

/**
 * The screens of The Voyages of Marco Polo on two phone sizes, light and dark: screenshots to look at
 * (setup, a roll with compensation, the turn with dice, a contract from column 5, the bonus actions with a
 * contract to complete, travel with a destination, corrections, scoring, results), and nothing may scroll sideways.
 */

/** Screenshots of the screen around one element, light then dark, after checking the page does not scroll sideways. */
async function look(page: Page, name: string, around?: Locator) {
	await expectNoSidewaysScroll(page);
	await shots(page, name, around);
}

test.describe('on each phone', { tag: BOTH_PHONES }, () => {
	test('the screens of The Voyages of Marco Polo fit the phone', async ({ page }) => {
		const name = (screen: string) => `60-voyages-${screen}-${phone().width}`;
		await page.goto('/voyages/new');
		for (const [i, player] of ['Ania', 'Bartek', 'Celina'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(player);
		await page.getByLabel('Colour of player 3').selectOption({ label: 'Red' });
		await page.getByLabel('Seed').fill('SCREENS');
		await page.getByRole('button', { name: 'Start setup' }).click();

		await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
		await look(page, name('setup'));
		await page.getByRole('button', { name: 'Setup done — start playing' }).click();

		await page.getByRole('button', { name: 'Start round 1' }).click();
		await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
		await page.getByLabel('White die of Bartek').fill('6');
		await enterRoll(page, 'Bartek', [3, 3, 3, 3, 3]);
		// Celina rolls low: the compensation shows, as coins and camels.
		for (const [i, f] of [1, 2, 1, 2, 3].entries()) await page.getByLabel(`Die ${i + 1} of Celina`, { exact: true }).fill(String(f));
		await look(page, name('roll'), page.getByRole('region', { name: 'Dice of Celina' }));
		await page.getByRole('button', { name: "Save Celina's dice" }).click();

		// Ania's turn: two dice selected, an action chosen.
		const turn = page.getByRole('region', { name: "Ania's turn" });
		await expect(turn).toBeVisible();
		await selectDice(page, [4, 5]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Bazaar: silk' });
		await look(page, name('turn'), turn);

		// The contracts space with the die of 5: column 5's bonus taken as a camel instead of a coin.
		await clearSelection(page);
		await selectDice(page, [5]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Contracts' });
		await page.getByRole('checkbox', { name: /^Column 5: contract/ }).check();
		await page.getByLabel('Column 5’s contract gives').selectOption({ label: '1 camel' });
		await look(page, name('contracts'), page.getByRole('checkbox', { name: /^Column 5: contract/ }));
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByTestId('table-player-0')).toContainText('3 camels');
		await expect(page.getByRole('alert')).toHaveCount(0);

		// Bonus actions open, with the reason a reroll of two dice is not sent, shown by its button.
		await openBonusActions(page);
		await page.getByRole('button', { name: 'Reroll the die (1 camel)' }).click();
		await expect(turn.locator('details.bonus').getByRole('alert')).toHaveText('Select exactly one die first.');
		await look(page, name('bonus'), turn.locator('details.bonus'));

		// Travel: 3 steps, Adana chosen on the map (its small-city tile is not known: the bonus is entered).
		await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).fill('3');
		await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).press('Enter');
		await page
			.getByRole('group', { name: 'Map of the board' })
			.getByRole('button', { name: /^Adana/ })
			.click();
		await expect(page.getByRole('button', { name: /^Travel to Adana/ }).first()).toBeVisible();
		await look(page, name('travel'), page.getByRole('heading', { name: 'Travel', exact: true }));
		await look(page, name('travel-options'), page.getByRole('button', { name: /^Travel to Adana/ }).first());
		await look(page, name('table'));

		// A contract picked among the bonus actions: its printed terms fill the form.
		await page.getByLabel('Which contract').selectOption({ index: 1 });
		await look(page, name('contract-done'), page.getByRole('heading', { name: 'Contract fulfilled' }));
		// Corrections open.
		await page.getByText('Corrections and free tracking').click();
		await look(page, name('corrections'), page.getByText('Corrections and free tracking'));

		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		// Ending play asks first.
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
		await look(page, name('scoring'));
		for (const player of ['Ania', 'Bartek', 'Celina']) {
			await page.getByRole('button', { name: player, exact: true }).click();
			await doneWith(page, player);
		}
		await page.getByRole('button', { name: 'Show results' }).click();
		await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
		await look(page, name('results'));
	});
});
