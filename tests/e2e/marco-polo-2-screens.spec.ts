import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, newGame, pickCharactersFreely, shots, phone, BOTH_PHONES } from './helpers.ts';
import { act, bagTheRestAndEnd, clearSelection, enterRoll, openBonusActions, selectDice, takeBlackDie } from './table-helpers.ts';

/**
 * The table screen of Marco Polo II on two phone sizes, light and dark: screenshots to look at (a roll
 * with compensation, a turn with the travel form, the bonus actions with a refusal, the start of a round
 * with its bonuses, corrections, the players at the table), and nothing may scroll sideways.
 */

/** Screenshots of the screen around one element, light then dark, after checking the page does not scroll sideways. */
async function look(page: Page, name: string, around?: Locator) {
	await expectNoSidewaysScroll(page);
	await shots(page, name, around);
}

test.describe('on each phone', { tag: BOTH_PHONES }, () => {
	test('the table screen of Marco Polo II fits the phone', async ({ page }) => {
		const name = (screen: string) => `40-mp2-${screen}-${phone().width}`;
		const players = [
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		];
		await newGame(page, players, 'SCREENS');
		await page.getByRole('button', { name: 'Anna', exact: true }).click();
		await pickCharactersFreely(page, [
			{ name: 'Anna', character: 'Abha Basu' },
			{ name: 'Boris', character: 'Mailin & Tian Chin' }
		]);
		await page.getByRole('button', { name: 'Setup done — start playing' }).click();
		await page.getByRole('button', { name: 'Start round 1' }).click();

		// Anna rolls low: the compensation shows, as coins and camels.
		for (const [i, f] of [1, 2, 1, 2, 3].entries()) await page.getByLabel(`Die ${i + 1} of Anna`, { exact: true }).fill(String(f));
		await page.getByLabel('Compensation as coins for Anna', { exact: true }).fill('4');
		await page.getByLabel('Compensation as coins for Anna', { exact: true }).press('Enter');
		await expect(page.getByText('and 2 as camels')).toBeVisible();
		await look(page, name('roll'), page.getByRole('region', { name: 'Dice of Anna' }));
		await page.getByRole('button', { name: "Save Anna's dice" }).click();
		await enterRoll(page, 'Boris', [3, 4, 5, 2, 6]);

		// Anna's turn: two dice selected for the middle travel space, its form filled in.
		const turn = page.getByRole('region', { name: "Anna's turn" });
		await expect(turn).toBeVisible();
		await selectDice(page, [2, 2]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Travel, middle space (2 dice)' });
		await page.getByLabel('Route costs printed on the board: coins', { exact: true }).fill('3');
		await page.getByLabel('Trading post built in').selectOption({ label: 'Another city…' });
		await page.getByLabel('City name').fill('Kashgar');
		await look(page, name('turn'), turn.getByRole('group', { name: 'Dice of Anna' }));
		await look(page, name('travel'), turn.getByRole('button', { name: 'Place the selected dice' }));
		await look(page, name('players-turn'), page.getByTestId('table-player-0'));
		await clearSelection(page);
		await act(page, [1], 'Book I (any die)', async () => {
			await page.getByLabel('Gained: pepper', { exact: true }).fill('2');
		});
		await expect(page.getByRole('alert')).toHaveCount(0);

		// Bonus actions open, with the reason a reroll of no die is not sent, shown by its button.
		await openBonusActions(page);
		await page.getByRole('button', { name: 'Reroll the die (1 camel)' }).click();
		await expect(turn.locator('details.bonus').getByRole('alert')).toHaveText('Select exactly one die first.');
		await look(page, name('bonus'), turn.getByRole('button', { name: 'Reroll the die (1 camel)' }));
		await look(page, name('bonus-contract'), turn.getByRole('heading', { name: 'Fulfil a contract' }));
		await look(page, name('bonus-seal'), turn.getByRole('heading', { name: 'Improve a guild seal' }));
		await bagTheRestAndEnd(page, 'Anna');
		// Boris takes a black die and selects it with one of his own.
		await openBonusActions(page);
		await takeBlackDie(page, 4);
		await page.getByRole('button', { name: 'Black die 6: 4' }).click();
		await selectDice(page, [3]);
		await look(page, name('black-die'), page.getByRole('group', { name: 'Dice of Boris' }));
		await clearSelection(page);
		await act(page, [3], "Khan's Favor");
		await bagTheRestAndEnd(page, 'Boris');
		await expect(page.getByTestId('stage')).toHaveText('Round 1 is over.');

		// The start of round 2: Abha Basu's coins by themselves, Boris's bonus entered (Mailin & Tian Chin count one twice).
		await expect(page.getByText('Added by itself: 2 coins')).toBeVisible();
		await page.locator('summary', { hasText: 'Other start-of-round bonuses of Boris' }).click();
		await page.getByLabel('Other start-of-round bonuses of Boris: camels', { exact: true }).fill('3');
		await look(page, name('round'), page.getByRole('heading', { name: 'Start round 2' }));
		await look(page, name('round-boris'), page.getByText(/^Mailin & Tian Chin/));

		// Corrections open; the players at the table; the whole screen.
		await page.getByText('Corrections and free tracking').click();
		await look(page, name('corrections'), page.getByLabel('Amounts: coins', { exact: true }));
		await look(page, name('corrections-post'), page.getByRole('button', { name: 'Build trading post' }));
		await page.getByLabel("Farmers' guild seal").selectOption({ label: 'Basic' });
		await expect(page.getByTestId('table-player-0')).toContainText('Farmers: Basic');
		await look(page, name('corrections-seals'), page.getByLabel("Jewelers' guild seal"));
		await look(page, name('players'), page.getByTestId('table-player-1'));
		await look(page, name('table'));
	});
});
