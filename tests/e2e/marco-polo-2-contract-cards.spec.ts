/**
 * A contract card typed wrong when first fulfilled is corrected in "Your copy of the game" (RU L612–656: what a card
 * costs and gives is only on the card): the phone keeps the corrected card, and the next game offers it so. A card
 * deleted there is asked again the next time.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { enterRoll, toTable } from './table-helpers.ts';

const PLAYERS = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' }
];

/** A new game at Anna's first turn, the contract form open on its bonus actions. */
async function annaFulfils(page: Page, seed: string) {
	await toTable(page, PLAYERS, ['De Wu', 'Abha Basu'], seed);
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [6, 5, 4, 3, 2]);
	await page.getByRole('button', { name: 'Fulfil a contract' }).click();
}

test('a contract card typed wrong is corrected in Your copy, and the next game offers it corrected', async ({ page }) => {
	// Anna's starting contract (1 camel for 3 coins) typed as 4 coins: learned so, and kept on the phone.
	await annaFulfils(page, 'CARDS-1');
	await page.getByLabel('Paid for the contract: camels', { exact: true }).fill('1');
	await page.getByLabel('Reward of the contract: coins', { exact: true }).fill('4');
	await page.locator('.part').getByRole('button', { name: 'Fulfil a contract' }).click();
	await expect(page.getByTestId('table-player-0')).toContainText('contracts 0 active, 1 done');

	await page.goto('/copy');
	const card = page.getByRole('group', { name: 'Contract 1' });
	await expect(card).toContainText('1 camel → 4 coins');
	await card.getByRole('button', { name: 'Correct' }).click();
	// A card that shows nothing is no card: said, nothing saved.
	await card.getByLabel('Paid for the contract: camels', { exact: true }).fill('0');
	await card.getByLabel('Reward of the contract: coins', { exact: true }).fill('0');
	await card.getByRole('button', { name: 'Save' }).click();
	await expect(card.getByRole('alert')).toHaveText('A contract shows what it costs or what it gives.');
	await card.getByLabel('Paid for the contract: camels', { exact: true }).fill('1');
	await card.getByLabel('Reward of the contract: coins', { exact: true }).fill('3');
	await shots(page, 'contract-card-copy-360', card);
	await card.getByRole('button', { name: 'Save' }).click();
	await expect(card).toContainText('1 camel → 3 coins');
	await expect(card.getByText('Saved.')).toBeVisible();
	await page.reload();
	await expect(page.getByRole('group', { name: 'Contract 1' })).toContainText('1 camel → 3 coins');
	await expectNoSidewaysScroll(page);

	// A new game offers the card as corrected.
	await annaFulfils(page, 'CARDS-2');
	await expect(page.getByRole('button', { name: '1 camel → 3 coins' })).toBeVisible();
	await expect(page.getByRole('button', { name: '1 camel → 4 coins' })).toHaveCount(0);

	// Deleted, it is asked again: nothing is offered, and Your copy says none is kept.
	await page.goto('/copy');
	await page.getByRole('group', { name: 'Contract 1' }).getByRole('button', { name: 'Delete' }).click();
	await expect(page.getByText('None yet: a contract is typed the first time it is fulfilled.')).toBeVisible();
	await annaFulfils(page, 'CARDS-3');
	await expect(page.getByText('Cards met before: tap the one fulfilled')).toHaveCount(0);
});
