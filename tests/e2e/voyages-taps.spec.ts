/**
 * What the common Voyages turns cost a player at 360×740, counted as entered (tests/e2e/taps.ts): a journey with the
 * route planner (two dice, a destination, the way there) and a contract taken from the board.
 */
import { expect, test } from '@playwright/test';
import { counted, fromTheTop, look, turn } from './taps.ts';
import { dieOf, enterRoll } from './table-helpers.ts';

/**
 * What each turn costs at most. Before the turn's steps (issue 26): a journey 4 taps and 1,009 px of scrolling, a contract
 * 6 taps and 414 px. Not yet within the "no scrolling": the map's cities far from the figure still sit below the
 * screen (the allowance says how far), and a contract with two active ones costs the tap that puts one away. The
 * contract's 241 px: 240 measured before the thumb bar's top border (1 px) counted as covering what is under it.
 */
const BUDGET = {
	travel: { taps: 4, scrolled: 180 },
	contract: { taps: 5, scrolled: 241 }
};

test('a journey with the route planner and a contract taken, counted at 360×740', async ({ page }) => {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of The Voyages of Marco Polo' }).click();
	await page.getByRole('button', { name: 'Remove player 3' }).click();
	for (const [i, name] of ['Ania', 'Bartek'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Seed').fill('VOYTAPS');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
	if (await page.getByLabel('White die of Bartek').count()) await page.getByLabel('White die of Bartek').fill('6');
	await enterRoll(page, 'Bartek', [6, 5, 4, 3, 2]);

	// Ania travels with her 2 and 3 (2 steps at most): the map shows under them; a destination tapped, then the way there.
	await expect(page.getByRole('heading', { name: "Ania's turn" })).toBeVisible();
	await fromTheTop(page);
	await look(page, '71-taps-voyages-turn-360');
	const travel = turn(page);
	await travel.tap(dieOf(page, 2));
	await travel.tap(dieOf(page, 3));
	await travel.tap(page.getByRole('group', { name: 'Map of the board' }).getByRole('button', { name: /^Alexandria/ }));
	await look(page, '71-taps-voyages-travel-360');
	await travel.tap(page.getByRole('button', { name: /^Travel to Alexandria/ }).first());
	await expect(page.getByTestId('table-player-0')).toContainText('at Alexandria');
	counted(travel, BUDGET.travel, 'a journey with the route planner');
	await page.getByRole('button', { name: "End Ania's turn" }).click();

	// Bartek takes the contract of column 1 with his 6, putting one of his two away.
	await expect(page.getByRole('heading', { name: "Bartek's turn" })).toBeVisible();
	const hand = page.getByRole('group', { name: 'Dice of Bartek' }).getByRole('button');
	const dice = await hand.count();
	await fromTheTop(page);
	const contract = turn(page);
	await contract.tap(dieOf(page, 6));
	await contract.tap(page.getByRole('button', { name: 'Contracts', exact: true }));
	await contract.tap(page.getByRole('checkbox', { name: /^Column 1:/ }));
	// Two contracts active already: one is put away to make room (PL:406).
	await contract.tap(page.getByRole('checkbox', { name: /away to make room$/ }).first());
	await look(page, '71-taps-voyages-contract-360');
	await contract.tap(page.getByRole('button', { name: 'Place the selected dice' }));
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(hand).toHaveCount(dice - 1);
	counted(contract, BUDGET.contract, 'a contract taken');
});
