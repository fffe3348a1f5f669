import { expect, test } from './fixtures.ts';
import { doneWith, expectNoSidewaysScroll, openBreakdown, setField, shot, BOTH_PHONES } from './helpers.ts';
import { clearSelection, enterRoll, openBonusActions, selectDice } from './table-helpers.ts';

const PLAYERS = ['Ania', 'Bartek', 'Celina'];

test('The Voyages of Marco Polo: a 3-player game from setup to the winner, with the route planner on the map', { tag: BOTH_PHONES }, async ({ page }) => {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of The Voyages of Marco Polo' }).click();
	await expect(page.getByRole('heading', { name: 'New game of The Voyages of Marco Polo' })).toBeVisible();
	for (const [i, name] of PLAYERS.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Colour of player 3').selectOption({ label: 'Red' });
	await page.getByLabel('Seed').fill('VOYAGE3');
	await page.getByRole('button', { name: 'Start setup' }).click();

	// Standard game: first-game characters, 2 goal cards each: straight to the setup.
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
	await expect(page.getByTestId('seed')).toHaveText('Seed VOYAGE3');
	await expect(page.getByText('4 black dice on the board.')).toBeVisible();
	await expect(page.getByText("A die of an unused colour on Khan's Favor for the whole game.")).toBeVisible();
	await expect(page.getByText('Ania: 7 coins.')).toBeVisible();
	await expect(page.getByText('Celina: 9 coins.')).toBeVisible();
	await expect(page.getByRole('group', { name: 'Map of the board' })).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, '50-voyages-setup');
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();

	// The route planner: from Venezia with a die of 1, every neighbour and its cheapest cost; tap one on the map.
	// Nobody travels before the dice are rolled: a journey belongs to a player's turn.
	await expect(page.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	const map = page.getByRole('group', { name: 'Map of the board' });
	const targets = map.getByRole('button');
	expect(await targets.count()).toBeGreaterThan(0);
	await targets.first().click();
	await expect(page.getByRole('button', { name: /^Travel to / }).first()).toBeDisabled();
	await expect(page.getByText("That is done during the players' turns, after everybody has rolled.").first()).toBeVisible();

	// A move the player cannot pay is not offered: Sumatra is far more coins than Bartek has.
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).fill('6');
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).press('Enter');
	await page.getByLabel('Who travels').selectOption({ label: 'Bartek' });
	await map.getByRole('button', { name: /^Sumatra/ }).click();
	await expect(page.getByRole('button', { name: /^Travel to Sumatra/ }).first()).toBeDisabled();

	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).fill('1');
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).press('Enter');

	// Dice: everybody rolls; Ania (start player) goes first.
	await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
	// Bartek plays Matteo Polo: his white die is rolled too, and joins his dice.
	await page.getByLabel('White die of Bartek').fill('6');
	await enterRoll(page, 'Bartek', [3, 3, 3, 3, 3]);
	await expect(page.getByTestId('table-player-1')).toContainText('8 coins');
	await enterRoll(page, 'Celina', [6, 5, 4, 3, 2]);
	await expect(page.getByRole('heading', { name: "Ania's turn" })).toBeVisible();
	// The rulebook's example: dice 4 and 5 on the silk bazaar give 3 silk.
	await selectDice(page, [4, 5]);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Bazaar: silk' });
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByTestId('table-player-0')).toContainText('3 silk');
	await page.getByRole('button', { name: "End Ania's turn" }).click();

	// Bartek: "take 5 coins" is one die only — two are refused, nothing changes; then one die.
	await expect(page.getByRole('heading', { name: "Bartek's turn" })).toBeVisible();
	await selectDice(page, [3, 3]);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Take 5 coins' });
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByRole('alert')).toHaveText('Dice this action takes: 1; placed: 2.');
	await expect(page.getByTestId('table-player-1')).toContainText('8 coins');
	await clearSelection(page);
	await selectDice(page, [3]);
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByTestId('table-player-1')).toContainText('13 coins');
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByRole('group', { name: 'Dice of Bartek' }).getByRole('button', { name: /^Die \d: 6$/ })).toHaveCount(1);
	await page.getByRole('button', { name: "End Bartek's turn" }).click();

	// Celina travels with two dice (the lower one gives the steps): select them, then tap a destination on the map.
	await expect(page.getByRole('heading', { name: "Celina's turn" })).toBeVisible();
	await selectDice(page, [2, 3]);
	await expect(page.getByText('Steps at most: 2 (the lower of the 2 dice selected).')).toBeVisible();
	await map.getByRole('button', { name: /^Alexandria/ }).click();
	await page
		.getByRole('button', { name: /^Travel to Alexandria/ })
		.first()
		.click();
	await expect(page.getByTestId('table-player-2')).toContainText('at Alexandria');
	await expect(page.getByTestId('table-player-2')).toContainText('Trading posts 1');
	await expect(page.getByRole('group', { name: 'Dice of Celina' }).getByRole('button')).toHaveCount(3);
	await shot(page, '53-voyages-turn');

	// A contract is completed in its player's turn, among the bonus actions: its printed terms fill the form;
	// Celina cannot pay it yet, so nothing changes.
	await openBonusActions(page);
	await page.getByLabel('Which contract').selectOption({ index: 1 });
	const paid = page.locator('#contract-pay-camels, #contract-pay-pepper, #contract-pay-silk, #contract-pay-gold');
	expect((await paid.evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)))).some((n) => n > 0)).toBe(true);
	await expect(page.locator('#contract-pay-coins')).toHaveCount(0);
	await page.getByRole('button', { name: 'Contract fulfilled' }).click();
	await expect(page.getByRole('alert')).toBeVisible();
	await expect(page.getByTestId('table-player-2')).toContainText('contracts 0');

	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	for (const name of PLAYERS) {
		await page.getByRole('button', { name, exact: true }).click();
		await setField(page, 'Coins', name === 'Celina' ? 25 : 12);
		await setField(page, 'Completed contracts', name === 'Celina' ? 2 : 1);
		await doneWith(page, name);
	}
	await page.getByRole('button', { name: 'Show results' }).click();
	await expect(page.getByRole('status').first()).toHaveText('Celina wins!');
	await openBreakdown(page, 2);
	await expect(page.getByTestId('result-2').getByRole('row', { name: 'Contracts majority' })).toContainText('7');
	await expectNoSidewaysScroll(page);
	await shot(page, '52-voyages-results');
});

test("a route cost corrected in the copy of the game is what the next game's route planner charges", async ({ page }) => {
	await page.goto('/copy');
	await page.getByText('Routes', { exact: true }).click();
	const route = page.getByLabel('Route Venezia – Alexandria', { exact: true });
	await expect(route).toHaveValue('0 coins, 0 camels');
	await expect(page.getByLabel('Travel: coins for 2 steps', { exact: true })).toHaveAttribute('readonly', '');
	await route.fill('2 camels');
	await route.press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();
	await page.reload();
	await page.getByText('Routes', { exact: true }).click();
	await expect(page.getByLabel('Route Venezia – Alexandria', { exact: true })).toHaveValue('0 coins, 2 camels');

	// The sources disagree on the gold bazaar's third column: the player enters it from the board.
	await page.getByText('Bazaar', { exact: true }).click();
	const gold3 = page.getByLabel('Bazaar gold, column 3', { exact: true });
	await expect(gold3).toHaveValue('');
	await gold3.fill('3 gold, 2 camels');
	await gold3.press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();
	await page.reload();
	await page.getByText('Bazaar', { exact: true }).click();
	await expect(page.getByLabel('Bazaar gold, column 3', { exact: true })).toHaveValue('3 gold, 2 camels');

	// The sources disagree on contract C02's silk: the player writes it as printed on their copy.
	await page.getByText('Contracts', { exact: true }).click();
	const c02 = page.getByLabel('Contract C02: cost → reward', { exact: true });
	await expect(c02).toHaveValue('');
	await c02.fill('2 camels, 1 silk, 2 gold → 6 points, 4 camels');
	await c02.press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();
	await page.reload();
	await page.getByText('Contracts', { exact: true }).click();
	await expect(page.getByLabel('Contract C02: cost → reward', { exact: true })).toHaveValue('2 camels, 1 silk, 2 gold → 6 VP, 4 camels');

	// The standard game places small-city tiles by letter: which tile has Anxi's letter is read off the components.
	await page.getByLabel('Tile with the letter of Anxi').selectOption({ label: '5 coins' });
	await expect(page.getByText('Saved.')).toBeVisible();

	await page.goto('/voyages/new');
	await page.getByLabel('Name of player 1').fill('Ewa');
	await page.getByLabel('Name of player 2').fill('Filip');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByRole('button', { name: 'Start setup' }).click();
	const where = page.locator('dl.where');
	await expect(where.locator('dt', { hasText: 'Anxi' }).locator('xpath=following-sibling::dd[1]')).toHaveText('5 coins');
	await expect(where.locator('dt', { hasText: 'Kochi' }).locator('xpath=following-sibling::dd[1]')).toHaveText("tile with this city's letter");
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page
		.getByRole('group', { name: 'Map of the board' })
		.getByRole('button', { name: /^Alexandria/ })
		.click();
	await expect(page.getByRole('button', { name: /^Travel to Alexandria/ }).first()).toContainText('2 camels');
});
