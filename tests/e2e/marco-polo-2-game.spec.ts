import { expect, test } from './fixtures.ts';
import { describeGoalCard, newGame, setField, setFields, shot, openBreakdown, BOTH_PHONES } from './helpers.ts';

const PLAYERS = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' },
	{ name: 'Vera', colour: 'Green' }
];

test('a whole 3-player game: setup, draft, checklist, final scoring with a reload, and the winner', { tag: BOTH_PHONES }, async ({ page }) => {
	await newGame(page, PLAYERS, 'TABLE3');
	await expect(page.getByTestId('seed')).toHaveText('Seed TABLE3');
	await shot(page, '01-first-player');

	// Anna came back from a journey last: she goes first.
	await page.getByRole('button', { name: 'Anna' }).click();
	await expect(page.getByText('Anna goes first and takes the first-player marker.')).toBeVisible();

	await page.getByRole('button', { name: 'Draft as the rules say' }).click();
	// 3 players: 4 characters revealed; Vera (right of Anna) chooses first, then Boris, then Anna.
	await expect(page.getByText('Pass the phone to Vera')).toBeVisible();
	const offered = page.locator('button.character');
	await expect(offered).toHaveCount(4);
	await shot(page, '02-draft');
	const names = await offered.locator('strong').allTextContents();
	expect(names).toContain('De Wu');
	await offered.getByText('De Wu').click();
	await expect(page.getByText('Pass the phone to Boris')).toBeVisible();
	await expect(offered.filter({ hasText: 'De Wu' })).toBeDisabled();
	await expect(offered.filter({ hasText: 'De Wu' })).toContainText('taken by Vera');
	await offered.filter({ hasNotText: 'De Wu' }).first().click();
	await expect(page.getByText('Pass the phone to Anna')).toBeVisible();
	await offered.and(page.locator(':enabled')).first().click();

	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
	await expect(page.getByText('Put 5 black dice on the board; the rest go back in the box.')).toBeVisible();
	await expect(page.getByText("A die of an unused colour showing 1 on the first Khan's Favor space, for the whole game.")).toBeVisible();
	await expect(page.getByText('second Khan')).toHaveCount(0);
	await page.getByText('Put 5 black dice on the board').click();
	await expect(page.getByText(/^1 of \d+ done$/)).toBeVisible();
	await shot(page, '03-checklist');
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();

	await expect(page.getByRole('heading', { name: 'Game in progress' })).toBeVisible();
	// The characters drafted are shown with their players.
	await expect(page.locator('ul.players')).toContainText('Vera · De Wu');
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();

	// Anna: a new goal card (spicers + jewelers + 2 coats, jewelers printed 5).
	await page.getByRole('button', { name: 'Anna', exact: true }).click();
	await describeGoalCard(page, 5);
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
	await setFields(page, {
		'Trading posts on the board': 7,
		'Different coats of arms in your trading-post cities': 7,
		'Goal-card coats where you have a trading post': 2
	});
	await page.getByRole('group', { name: "Jewelers' guild seal" }).getByLabel('Improved').check();
	await page.getByRole('group', { name: "Spicers' guild seal" }).getByLabel('Basic').check();
	await setFields(page, {
		Pepper: 3,
		Silk: 2,
		Camels: 4,
		Coins: 23,
		'Completed contracts': 5,
		'Score figure’s space (start 50 = 0)': 37,
		'50/100 cards: laps (−1 below zero)': 1
	});
	await shot(page, '04-score-entry', page.getByRole('group', { name: "Jewelers' guild seal" }));

	// A bad entry: there are only 9 different coats. Clear message, nothing changed.
	await setField(page, 'Different coats of arms in your trading-post cities', 10);
	await expect(page.getByRole('alert')).toHaveText('There are only 9 different coats of arms on the board.');
	await expect(page.getByLabel('Different coats of arms in your trading-post cities', { exact: true })).toHaveValue('7');
	await shot(page, '05-bad-entry', page.getByRole('alert'));

	// Reload in the middle of score entry: nothing is lost.
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	await expect(page.getByLabel('Different coats of arms in your trading-post cities', { exact: true })).toHaveValue('7');
	await expect(page.getByLabel('Coins', { exact: true })).toHaveValue('23');
	await expect(page.getByLabel('50/100 cards: laps (−1 below zero)', { exact: true })).toHaveValue('1');
	await expect(page.getByRole('group', { name: "Jewelers' guild seal" }).getByLabel('Improved')).toBeChecked();
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
	await page.getByRole('button', { name: 'Done with Anna' }).click();

	// Boris: the same goal card is offered now; the steppers' buttons work too.
	await expect(page.getByRole('button', { name: 'Done with Boris' })).toBeVisible();
	await page.getByLabel('Goal card', { exact: true }).selectOption('g1');
	for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+ Trading posts on the board' }).click();
	await expect(page.getByLabel('Trading posts on the board', { exact: true })).toHaveValue('3');
	await setFields(page, {
		'Different coats of arms in your trading-post cities': 3,
		Gold: 5,
		Camels: 2,
		'Completed contracts': 5,
		'Score figure’s space (start 50 = 0)': 48,
		'50/100 cards: laps (−1 below zero)': 1
	});
	await page.getByRole('button', { name: 'Done with Boris' }).click();

	// Vera
	await expect(page.getByRole('button', { name: 'Done with Vera' })).toBeVisible();
	await page.getByLabel('Goal card', { exact: true }).selectOption('g1');
	await setField(page, 'Trading posts on the board', 9);
	await setField(page, 'Different coats of arms in your trading-post cities', 6);
	// Vera drafted De Wu with this seed: its "+1" is added by itself.
	await expect(page.getByText('De Wu: +1 on the coat-of-arms track, added automatically.')).toBeVisible();
	await expect(page.getByText('Coat-of-arms track position: 7')).toBeVisible();
	await setField(page, 'Completed contracts', 3);
	await setField(page, 'Coins', 9);
	await page.getByRole('button', { name: 'Done with Vera' }).click();
	await expect(page.getByText('All players entered.')).toBeVisible();
	await page.getByRole('button', { name: 'Show results' }).click();

	// The coat-of-arms track values for 3, 7 and 9 are printed on the board: 9 is built in, 3 and 7 are asked once.
	await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
	await expect(page.getByLabel('Coat-of-arms track: how many points are printed under 9?')).toHaveCount(0);
	await shot(page, '06-ask-printed');
	await page.getByLabel('Coat-of-arms track: how many points are printed under 3?').fill('4');
	await page.getByLabel('Coat-of-arms track: how many points are printed under 3?').press('Enter');
	await expect(page.getByLabel('Coat-of-arms track: how many points are printed under 3?')).toHaveCount(0);
	await page.getByLabel('Coat-of-arms track: how many points are printed under 7?').fill('12');
	await page.getByRole('button', { name: 'Save' }).click();

	// Anna: 37+50 track, 5 goal card, coats 7+2=9 -> 17, goods 5/2=2, coins 2, contracts tied most 8 = 121.
	// Boris: 48+50, 0, 3 -> 4, gold 5 -> 2, 0 coins, contracts 8 = 112. Vera: 0, 0, 6+1 (De Wu) = 7 -> 12, 0, 0, second most 4 = 16.
	await expect(page.getByRole('status').first()).toHaveText('Anna wins!');
	await expect(page.getByTestId('result-0')).toContainText('121 VP');
	await expect(page.getByTestId('result-1')).toContainText('112 VP');
	await expect(page.getByTestId('result-2')).toContainText('16 VP');
	const anna = await openBreakdown(page, 0);
	await openBreakdown(page, 2);
	await expect(anna.getByRole('row', { name: /Coat-of-arms track/ })).toContainText('17');
	await expect(anna.getByRole('row', { name: /Contracts majority/ })).toContainText('8');
	await expect(page.getByTestId('result-2').getByRole('row', { name: /Contracts majority/ })).toContainText('4');
	await shot(page, '07-results');

	// The finished game is listed on the home screen with its winner.
	await page.getByRole('link', { name: /All games/ }).click();
	await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
	await expect(page.getByText('Winner: Anna')).toBeVisible();

	// The values given are kept in "Your copy of the game", where they can be corrected.
	await page.getByRole('link', { name: 'Your copy of the game' }).click();
	await expect(page.getByLabel('Points under 3', { exact: true })).toHaveValue('4');
	await expect(page.getByLabel('Points under 9', { exact: true })).toHaveValue('17');
	await expect(page.getByLabel('Points under 9', { exact: true })).toHaveAttribute('readonly', '');
	await shot(page, '08-copy');
});
