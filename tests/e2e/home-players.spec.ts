/** Players of earlier games are one tap away on every new-game form: name and colour, the colour only when free. */
import { expect, test } from './fixtures.ts';
import { newMervGame } from './merv-helpers.ts';
import { expectNoSidewaysScroll, shot } from './helpers.ts';

test('after a game of Merv, the new Marco Polo II form offers its players; a tap fills the next empty seat', async ({ page }) => {
	await newMervGame(page, ['Ana', 'Boris', 'Chen'], 'CHIPS1');
	await page.goto('/marco-polo-2/new');
	const remembered = page.getByRole('region', { name: 'Players from earlier games' });
	await expect(remembered.getByRole('button')).toHaveText(['Ana', 'Boris', 'Chen']);
	await shot(page, 'new-game-remembered-390', remembered);
	await page.emulateMedia({ colorScheme: 'dark' });
	await expectNoSidewaysScroll(page);
	await shot(page, 'new-game-remembered-360-dark', remembered);
	for (const chip of await remembered.getByRole('button').all()) expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

	// Ana played red in Merv; red is free here, so her seat takes it.
	await remembered.getByRole('button', { name: 'Add Ana' }).click();
	await expect(page.getByLabel('Name of player 1')).toHaveValue('Ana');
	await expect(page.getByLabel('Colour of player 1')).toHaveValue('red');
	// Typed by hand in seat 2: the next tap fills seat 3.
	await page.getByLabel('Name of player 2').fill('Dana');
	await remembered.getByRole('button', { name: 'Add Chen' }).click();
	await expect(page.getByLabel('Name of player 3')).toHaveValue('Chen');
	// Chen played yellow, which Dana's seat has here: his seat keeps its own colour.
	await expect(page.getByLabel('Colour of player 3')).toHaveValue('green');
	await expect(page.getByLabel('Colour of player 2')).toHaveValue('yellow');
	await expect(remembered.getByRole('button')).toHaveText(['Boris']);

	// Every seat full: the next tap adds a seat (Marco Polo II takes 4).
	await remembered.getByRole('button', { name: 'Add Boris' }).click();
	await expect(page.getByLabel('Name of player 4')).toHaveValue('Boris');
	await expect(page.getByLabel('Colour of player 4')).toHaveValue('blue');
	await expect(page.getByRole('region', { name: 'Players from earlier games' })).toHaveCount(0);
	await expectNoSidewaysScroll(page);
});
