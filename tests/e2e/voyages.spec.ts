import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, setField, shot } from './helpers.ts';

const PLAYERS = ['Ania', 'Bartek', 'Celina'];

test('The Voyages of Marco Polo: a 3-player game from setup to the winner, with the route planner on the map', async ({ page }) => {
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
	await expect(page.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	const map = page.getByRole('group', { name: 'Map of the board' });
	const targets = map.getByRole('button');
	expect(await targets.count()).toBeGreaterThan(0);
	await targets.first().click();
	await page.getByRole('button', { name: /^Travel to / }).first().click();
	await expect(page.getByTestId('table-player-0')).not.toContainText('at Venezia');
	await expect(page.getByTestId('table-player-0')).toContainText('Trading posts 1');
	await shot(page, '51-voyages-travel');

	// A move the player cannot pay is not offered: Sumatra is far more coins than Bartek has.
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).fill('6');
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).press('Enter');
	await page.getByLabel('Who travels').selectOption({ label: 'Bartek' });
	await map.getByRole('button', { name: /^Sumatra/ }).click();
	await expect(page.getByRole('button', { name: /^Travel to Sumatra/ }).first()).toBeDisabled();

	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	for (const name of PLAYERS) {
		await page.getByRole('button', { name, exact: true }).click();
		await setField(page, 'Coins', name === 'Celina' ? 25 : 12);
		await setField(page, 'Completed contracts', name === 'Celina' ? 2 : 1);
		await page.getByRole('button', { name: `Done with ${name}` }).click();
	}
	await page.getByRole('button', { name: 'Show results' }).click();
	await expect(page.getByRole('status').first()).toHaveText('Celina wins!');
	await expect(page.getByTestId('result-2').getByRole('row', { name: 'Contracts majority' })).toContainText('7');
	await expectNoSidewaysScroll(page);
	await shot(page, '52-voyages-results');
});
