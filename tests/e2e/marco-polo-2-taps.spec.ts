/**
 * What the common Marco Polo II turns cost a player at 360×740, counted as entered (tests/e2e/taps.ts): the dice rolled
 * in the app or typed, Khan's Favor, 3 coins from the money bag, a move of 2 steps over a learned board with its trading
 * post, the starting contract fulfilled, and the end of a round. Round 1 teaches the board (not counted); round 2 counts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { counted, fromTheTop, look, turn } from './taps.ts';
import { bagTheRestAndEnd, dieOf, enterRoll, nextPlace, nothingIn, toTable } from './table-helpers.ts';

const LOWER = 'Travel, lower space (1 die, 2 coins, 1 step)';
const MIDDLE = 'Travel, middle space (2 dice)';
const ROUTE = 'Route costs printed on the board';
const PLAYERS = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' }
];

/** What each turn costs at most (issue 26). */
const BUDGET = {
	rolled: { taps: 1 },
	typed: { taps: 6, typed: 5 },
	favor: { taps: 3 },
	coins: { taps: 3 },
	travel: { taps: 5 },
	contract: { taps: 3 },
	roundEnd: { taps: 2 }
};

async function endTurn(page: Page, name: string) {
	await page.getByRole('button', { name: `End ${name}'s turn` }).click();
	await expect(page.getByRole('button', { name: `End ${name}'s turn` })).toHaveCount(0);
}

/** Round 1 teaches the board: the middle space's steps, Beijing – Kashgar and Beijing – Kabul, both cities' coats. */
async function teachTheBoard(page: Page) {
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [6, 5, 4, 3, 2]);
	await dieOf(page, 5).click();
	await dieOf(page, 6).click();
	await page.getByLabel('Action', { exact: true }).selectOption({ label: MIDDLE });
	await page.locator('#travel-printed-steps').fill('4');
	await nextPlace(page, 'kash', 'Kashgar');
	await page.getByLabel(`${ROUTE}: coins`, { exact: true }).fill('1');
	await page.getByRole('button', { name: 'A new coat' }).click();
	await page.getByLabel('Short label of the new coat (your own)').fill('Lion');
	await nothingIn(page, 'Kashgar');
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	// Anna fulfils her starting contract: the card (1 camel for 3 coins) typed once, and kept.
	await page.getByRole('button', { name: 'Fulfil a contract' }).click();
	await page.getByLabel('Paid for the contract: camels', { exact: true }).fill('1');
	await page.getByLabel('Reward of the contract: coins', { exact: true }).fill('3');
	await page.locator('.part').getByRole('button', { name: 'Fulfil a contract' }).click();
	await expect(page.getByTestId('table-player-0')).toContainText('contracts 0 active, 1 done');
	await bagTheRestAndEnd(page, 'Anna');
	await dieOf(page, 2).click();
	await page.getByLabel('Action', { exact: true }).selectOption({ label: LOWER });
	await nextPlace(page, 'kab', 'Kabul');
	await page.getByLabel(`${ROUTE}: coins`, { exact: true }).fill('1');
	await page.getByRole('button', { name: 'A new coat' }).click();
	await page.getByLabel('Short label of the new coat (your own)').fill('Dragon');
	await nothingIn(page, 'Kabul');
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	// Placed once the form is cleared for the next action.
	await expect(page.getByLabel('Action', { exact: true })).toHaveValue('');
	// Boris's other dice to the money bag: the round ends with his turn (counted below).
	for (let left = 4; left > 0; left--) {
		await page
			.getByRole('group', { name: /^Dice of / })
			.getByRole('button')
			.first()
			.click();
		await page.getByRole('button', { name: 'Money bag: 3 coins' }).click();
		await expect(page.getByRole('group', { name: /^Dice of / }).getByRole('button')).toHaveCount(left - 1);
	}
}

test('the turns of a round counted at 360×740: dice, Khan’s Favor, coins, a move with its post, a contract, the round’s end', async ({ page }) => {
	test.setTimeout(120_000);
	await toTable(page, PLAYERS, ['De Wu', 'Abha Basu'], 'TAPS');
	await teachTheBoard(page);

	// The end of round 1: Boris's last turn ended and round 2 started.
	await expect(page.getByTestId('stage')).toHaveText(/Round 1 of 5 · Boris's turn/);
	await fromTheTop(page);
	const end = turn(page);
	await end.tap(page.getByRole('button', { name: "End Boris's turn" }));
	await look(page, '70-taps-round-over-360');
	await end.tap(page.getByRole('button', { name: 'Start round 2' }));
	counted(end, BUDGET.roundEnd, 'the end of a round');

	// Dice rolled in the app, then dice typed.
	await fromTheTop(page);
	const rolled = turn(page);
	await look(page, '70-taps-roll-360');
	await rolled.tap(page.getByRole('region', { name: 'Dice of Anna' }).getByRole('button', { name: 'Roll in the app' }));
	await expect(page.getByRole('region', { name: 'Dice of Anna' })).toHaveCount(0);
	counted(rolled, BUDGET.rolled, 'dice rolled in the app');
	await fromTheTop(page);
	const typed = turn(page);
	for (const [i, f] of [6, 5, 4, 3, 2].entries()) await typed.type(page.getByLabel(`Die ${i + 1} of Boris`, { exact: true }), String(f));
	await typed.tap(page.getByRole('button', { name: "Save Boris's dice" }));
	await expect(page.getByRole('region', { name: 'Dice of Boris' })).toHaveCount(0);
	counted(typed, BUDGET.typed, 'dice typed');

	// Anna goes first (she travelled highest): Khan's Favor with her lowest die, then 3 coins from the money bag.
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Anna's turn");
	const annaDice = await page.getByRole('group', { name: 'Dice of Anna' }).getByRole('button').allTextContents();
	const [low, next] = annaDice.map(Number).sort((a, b) => a - b);
	await fromTheTop(page);
	await look(page, '70-taps-turn-360');
	const favor = turn(page);
	await favor.tap(dieOf(page, low!));
	await favor.tap(page.getByRole('button', { name: "Khan's Favor", exact: true }));
	await favor.tap(page.getByRole('button', { name: 'Place the selected dice' }));
	await expect(page.getByRole('alert')).toHaveCount(0);
	counted(favor, BUDGET.favor, 'Khan’s Favor');
	await fromTheTop(page);
	const coins = turn(page);
	await coins.tap(dieOf(page, next!));
	await coins.tap(page.getByRole('button', { name: 'Money bag: 3 coins' }));
	await expect(page.getByRole('alert')).toHaveCount(0);
	counted(coins, BUDGET.coins, '3 coins');
	await endTurn(page, 'Anna');

	// Boris, from Kabul: Kabul → Beijing → Kashgar on the middle space with his 6 and 5, a trading post in Kashgar.
	await fromTheTop(page);
	const travel = turn(page);
	await travel.tap(dieOf(page, 6));
	await travel.tap(dieOf(page, 5));
	await travel.tap(page.getByRole('button', { name: 'Travel · middle', exact: true }));
	// Kashgar tapped on the map: the cheapest known way there, through Beijing, is the move.
	await travel.tap(page.getByRole('button', { name: /^Kashgar/ }));
	await expect(page.locator('fieldset.path .places')).toHaveText('Kabul → Beijing → Kashgar');
	await expect(page.getByLabel('Build a trading post at the end: Kashgar')).toBeChecked();
	await look(page, '70-taps-travel-360');
	await travel.tap(page.getByRole('button', { name: 'Place the selected dice' }));
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByTestId('table-player-1')).toContainText('Trading posts 2/11');
	counted(travel, BUDGET.travel, 'a move of 2 steps with a trading post');

	// Boris fulfils his starting contract, a card met before (1 camel for 3 coins): offered by what it shows.
	await fromTheTop(page);
	const contract = turn(page);
	await contract.tap(page.getByRole('button', { name: 'Fulfil a contract' }).first());
	await contract.tap(page.getByRole('button', { name: '1 camel → 3 coins' }));
	await look(page, '70-taps-contract-360');
	await contract.tap(page.locator('.part').getByRole('button', { name: 'Fulfil a contract' }));
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByTestId('table-player-1')).toContainText('contracts 0 active, 1 done');
	counted(contract, BUDGET.contract, 'a contract');

	// The same screens in Hungarian (SHOTS=1): Boris's turn with its quick buttons, then the travel step.
	await page.locator('header select').selectOption('hu');
	await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
	await fromTheTop(page);
	await look(page, '70-taps-turn-hu-360');
	await page
		.getByRole('group', { name: /dobókockái$/ })
		.getByRole('button')
		.first()
		.click();
	await page.locator('.quick button').nth(1).click();
	await look(page, '70-taps-travel-hu-360');
});
