/**
 * What a move teaches of the Marco Polo II board, when it was mistyped: undoing the move takes back what it taught, so
 * the route and the coat are asked again; a route learned wrong is corrected from the game's screen (an entry, undone
 * like any other), the next move pays the corrected cost, and "Your copy of the game" holds it too. On the way, a
 * reroll for 1 camel shows the new face (RU L697).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { act, bagTheRestAndEnd, enterRoll, nextPlace, nothingIn, openBonusActions, selectDice, toTable } from './table-helpers.ts';

const LOWER = 'Travel, lower space (1 die, 2 coins, 1 step)';
const ROUTE = 'Route costs printed on the board';
const ASKED = 'Route Beijing – Kashgar: what does the board print on it? Asked once.';

/** Anna's move Beijing → Kashgar on the lower space with die 3, the route's cost typed as given, Kashgar's coat a new one. */
async function toKashgar(page: Page, cost: Record<string, number>) {
	await act(page, [3], LOWER, async () => {
		await nextPlace(page, 'kash', 'Kashgar');
		await expect(page.getByText(ASKED)).toBeVisible();
		for (const [what, n] of Object.entries(cost)) await page.getByLabel(`${ROUTE}: ${what}`, { exact: true }).fill(String(n));
		await page.getByRole('button', { name: 'A new coat' }).click();
		await page.getByLabel('Short label of the new coat (your own)').fill('Lion');
		await nothingIn(page, 'Kashgar');
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
}

const player = (page: Page, seat: number) => page.getByTestId(`table-player-${seat}`);
const newestLogLine = async (page: Page) => {
	const log = page.locator('details.log');
	if (!(await log.evaluate((d: HTMLDetailsElement) => d.open))) await log.locator('summary').click();
	return log.locator('li').first();
};

const PLAYERS = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' }
];

/** Starts a round; both players roll the same faces each round. */
async function startRound(page: Page, round: number) {
	await page.getByRole('button', { name: `Start round ${round}` }).click();
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [6, 5, 4, 3, 2]);
}

test('a mistyped route: the move undone asks it again; corrected in the game, the next move pays the corrected cost', async ({ page }) => {
	test.setTimeout(90_000);
	await toTable(page, PLAYERS, ['De Wu', 'Filippo Vitello'], 'LEARNED');
	await startRound(page, 1);

	// RU L697: Anna rerolls her 2 for 1 camel; the die shows the 6 typed.
	await openBonusActions(page);
	await expect(player(page, 0)).toContainText('8 coins, 3 camels');
	await selectDice(page, [2]);
	await page.getByLabel('New face', { exact: true }).fill('6');
	await page.getByRole('button', { name: 'Reroll the die (1 camel)' }).click();
	await expect(page.getByRole('group', { name: 'Dice of Anna' }).getByRole('button')).toHaveText(['3', '4', '5', '6', '6']);
	await expect(player(page, 0)).toContainText('8 coins, 2 camels');
	await shots(page, '65-learned-reroll-360', page.getByRole('group', { name: 'Dice of Anna' }));

	// Beijing → Kashgar with the route mistyped as 5 coins: taken, then undone. What the move taught goes with it.
	await toKashgar(page, { coins: 5 });
	await expect(player(page, 0)).toContainText('1 coin, 2 camels');
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(player(page, 0)).toContainText('8 coins, 2 camels');
	await expect(player(page, 0)).toContainText('Trading posts 0/11');
	// Asked again (not brought back from the phone): 1 coin and 2 camels this time, the coat too.
	await toKashgar(page, { coins: 1, camels: 2 });
	await expect(player(page, 0)).toContainText('5 coins, 0 camels');
	await bagTheRestAndEnd(page, 'Anna');

	// Boris: Beijing → Kabul with the route mistyped as 3 coins (8 − 2 for the space − 2 for Anna's die − 3).
	await act(page, [2], LOWER, async () => {
		await nextPlace(page, 'kab', 'Kabul');
		await page.getByLabel(`${ROUTE}: coins`, { exact: true }).fill('3');
		await page.getByRole('button', { name: 'Lion · Kashgar' }).click();
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(player(page, 1)).toContainText('1 coin, 3 camels');
	await bagTheRestAndEnd(page, 'Boris');

	// The route corrected to 1 coin from the game's screen: an entry of the log, undone like any other, then made again.
	await page.getByText('Corrections and free tracking').click();
	const kabul = page.getByLabel('Beijing – Kabul', { exact: true });
	await expect(kabul).toHaveValue('3 coins');
	await shots(page, '65-learned-board-360', page.getByRole('heading', { name: 'The board as this game learned it' }));
	await kabul.fill('1 coins');
	await kabul.press('Enter');
	await expect(await newestLogLine(page)).toContainText('The board corrected: Beijing – Kabul');
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(kabul).toHaveValue('3 coins');
	await kabul.fill('1 coins');
	await kabul.press('Enter');
	await expect(await newestLogLine(page)).toContainText('The board corrected: Beijing – Kabul');
	await expect(kabul).toHaveValue('1 coins');
	await expectNoSidewaysScroll(page);
	await shots(page, '65-learned-corrected-360', kabul);
	// A coat learned wrong is corrected the same way: Kashgar shows a coat of its own, not Kabul's.
	const kashgar = page.getByLabel('Kashgar', { exact: true });
	await expect(kashgar).toHaveValue('c1');
	await kashgar.selectOption({ label: 'A new coat' });
	await expect(await newestLogLine(page)).toContainText('The board corrected: Kashgar');
	await expect(kashgar).toHaveValue('c2');
	await page.getByText('Corrections and free tracking').click();

	// Round 2, Boris first: Kabul → Beijing costs the corrected 1 coin, paid by itself (13 − 2 − 1).
	await startRound(page, 2);
	await expect(player(page, 1)).toContainText('13 coins');
	await act(page, [2], LOWER, async () => {
		await page.getByRole('button', { name: 'Beijing', exact: true }).click();
		await page.getByRole('button', { name: 'Via Beijing: 1 coin' }).click();
		await expect(page.getByText(/what does the board print on it/)).toHaveCount(0);
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(player(page, 1)).toContainText('10 coins');

	// "Your copy of the game" holds what the game learned: the route asked again, and the one corrected.
	await page.goto('/copy');
	await expect(page.getByLabel('Beijing – Kashgar', { exact: true })).toHaveValue('1 coins, 2 camels');
	await expect(page.getByLabel('Beijing – Kabul', { exact: true })).toHaveValue('1 coins');
});
