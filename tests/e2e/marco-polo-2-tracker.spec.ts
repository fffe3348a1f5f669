import { expect, test } from './fixtures.ts';
import { setField, shot } from './helpers.ts';
import { act, bagTheRestAndEnd, clearSelection, enterRoll, openBonusActions, takeBlackDie, toTable } from './table-helpers.ts';

test('2 players track two full rounds: rolls, compensation, refused placements, travel, undo, prefilled final scoring', async ({ page }) => {
	await toTable(
		page,
		[
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		],
		['Abha Basu', 'Filippo Vitello'],
		'TRACK2'
	);
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await expect(page.getByTestId('stage')).toHaveText('Round 1 of 5: everybody rolls.');

	// Boris rolls 8: 7 compensation, 4 as coins and 3 as camels.
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [1, 1, 2, 3, 1], 4);
	await expect(page.getByTestId('stage')).toHaveText("Round 1 of 5 · Anna's turn");
	await expect(page.getByTestId('table-player-1')).toContainText('12 coins, 6 camels');
	await shot(page, '30-tracker-turn');

	// Refused: book II needs a die of 3 or more. Nothing changes.
	await act(page, [2], 'Book II (die 3+)');
	await expect(page.getByRole('alert')).toHaveText('This needs a die of 3 or more.');
	await expect(page.getByTestId('table-player-0')).toContainText('8 coins, 3 camels');
	await shot(page, '31-tracker-refused', page.getByRole('alert'));
	await clearSelection(page);

	// Khan's Favor: in a 2-player game neutral 1s hold the first two spaces; a 3 goes on the third. +4 coins +2 camels.
	await act(page, [3], "Khan's Favor");
	await expect(page.getByTestId('table-player-0')).toContainText('12 coins, 5 camels');
	// One action per turn.
	await act(page, [4], 'Contracts');
	await expect(page.getByRole('alert')).toHaveText('One action per turn: end your turn first.');
	await clearSelection(page);
	await bagTheRestAndEnd(page, 'Anna');
	await expect(page.getByTestId('table-player-0')).toContainText('24 coins, 5 camels');

	// Boris travels one step to Baghdad on the lower space: 2 coins + the route's 2 camels; his first trading post.
	await expect(page.getByTestId('stage')).toHaveText("Round 1 of 5 · Boris's turn");
	await act(page, [1], 'Travel, lower space (1 die, 2 coins, 1 step)', async () => {
		await page.getByLabel('Route costs printed on the board: camels', { exact: true }).fill('2');
		await page.getByLabel('Trading post built in').selectOption({ label: 'Baghdad' });
		// The city's bonus is folded (most moves bring none): opened, it stays open on Boris's next moves.
		await page.locator('summary', { hasText: 'Other bonuses gained (city bonus)' }).click();
		await page.getByLabel('Other bonuses gained (city bonus): camels', { exact: true }).fill('3');
	});
	await expect(page.getByTestId('table-player-1')).toContainText('10 coins, 7 camels');
	await expect(page.getByTestId('table-player-1')).toContainText('Trading posts 1/11');
	await bagTheRestAndEnd(page, 'Boris');
	await expect(page.getByTestId('stage')).toHaveText('Round 1 is over.');

	// Round 2: Baghdad's bonus marker is entered for Boris; he travelled, so he goes first.
	await page.locator('summary', { hasText: 'Other start-of-round bonuses of Boris' }).click();
	await page.getByLabel('Other start-of-round bonuses of Boris: camels', { exact: true }).fill('3');
	await page.getByRole('button', { name: 'Start round 2' }).click();
	await expect(page.getByTestId('table-player-0')).toContainText('26 coins'); // Abha Basu: +2 coins each round
	await enterRoll(page, 'Anna', [6, 6, 5, 4, 3]);
	await page.reload(); // nothing lost mid-round
	await expect(page.getByTestId('stage')).toHaveText('Round 2 of 5: everybody rolls.');
	await expect(page.getByRole('button', { name: "Save Anna's dice" })).toHaveCount(0);
	await enterRoll(page, 'Boris', [5, 5, 4, 4, 2]);
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Boris's turn");

	// Boris takes the farmers' seal with 2 and 4 (lower die 2), then undoes it.
	await act(page, [2, 4], 'Guild seal', async () => {
		await page.getByLabel('Guild seal taken').selectOption({ label: 'Spicers' });
	});
	await expect(page.getByTestId('table-player-1')).toContainText('Spicers: Basic');
	await expect(page.getByTestId('table-player-1')).toContainText('1 jade');
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(page.getByTestId('table-player-1')).not.toContainText('Spicers');
	await expect(page.getByTestId('table-player-1')).toContainText('0 jade');
	// The special city needs his trading post there: he has one in Baghdad.
	await act(page, [5], 'Baghdad', async () => {
		await page.getByLabel('Which space of the city').selectOption('1');
	});
	await expect(page.getByRole('alert')).toHaveText('This space already has a die this round.');
	await page.getByLabel('Which space of the city').selectOption('2');
	await page.getByLabel('Gained: coins', { exact: true }).fill('5');
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	await bagTheRestAndEnd(page, 'Boris');

	// Anna may not use Hormuz without a trading post there.
	await act(page, [6], 'Hormuz', async () => {
		await page.getByLabel('Which space of the city').selectOption('2');
	});
	await expect(page.getByRole('alert')).toHaveText('You need a trading post in that city first.');
	await clearSelection(page);
	await act(page, [6], 'Book III, upper space (die 5+)', async () => {
		await page.getByLabel('Gained: silk', { exact: true }).fill('3');
	});
	await bagTheRestAndEnd(page, 'Anna');
	await expect(page.getByTestId('stage')).toHaveText('Round 2 is over.');
	await shot(page, '32-tracker-round-over');

	// Final scoring opens with what was tracked.
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	await page.getByRole('button', { name: 'Anna', exact: true }).click();
	await expect(page.getByLabel('Silk', { exact: true })).toHaveValue('3');
	await expect(page.getByLabel('Camels', { exact: true })).toHaveValue('5');
	await page.getByRole('button', { name: 'Boris', exact: true }).click();
	await expect(page.getByLabel('Trading posts on the board', { exact: true })).toHaveValue('1');
	// Still editable.
	await setField(page, 'Trading posts on the board', 2);
	await expect(page.getByLabel('Trading posts on the board', { exact: true })).toHaveValue('2');
});

test('4 players track two full rounds: characters change the rules, occupied spaces cost coins, Khan’s Favor order', async ({ page }) => {
	const players = [
		{ name: 'Anna', colour: 'Red' },
		{ name: 'Boris', colour: 'Blue' },
		{ name: 'Chen', colour: 'Green' },
		{ name: 'Dana', colour: 'Yellow' }
	];
	await toTable(page, players, ['De Wu', 'Gantulga Od', 'Isabella Donati', 'Mailin & Tian Chin'], 'TRACK4');
	await expect(page.getByTestId('table-player-3')).toContainText('11 coins, 3 camels');
	await page.getByRole('button', { name: 'Start round 1' }).click();

	await enterRoll(page, 'Anna', [6, 5, 4, 3, 2]);
	await enterRoll(page, 'Boris', [1, 2, 3, 4, 5]);
	// Isabella Donati: 1 and 6 give 2 coins each, 2 and 5 a VP each, 3 a camel.
	await enterRoll(page, 'Chen', [1, 6, 2, 5, 3]);
	await expect(page.getByTestId('table-player-2')).toContainText('12 coins, 4 camels, 0 pepper, 0 silk, 0 gold, 0 jade, 2 VP');
	// Dana rolls 7: 8 compensation, all as camels.
	await enterRoll(page, 'Dana', [1, 1, 1, 2, 2], 0);
	await expect(page.getByTestId('table-player-3')).toContainText('11 coins, 11 camels');

	// Anna (De Wu) takes a guild seal with one die: a 4 takes the jewelers' seal and 3 jade.
	await act(page, [4], 'Guild seal', async () => {
		await page.getByLabel('Guild seal taken').selectOption({ label: 'Jewelers' });
	});
	await expect(page.getByTestId('table-player-0')).toContainText('Jewelers: Basic');
	await expect(page.getByTestId('table-player-0')).toContainText('3 jade');
	await bagTheRestAndEnd(page, 'Anna');

	// Boris (Gantulga Od) may only use the lower travel space, and pays no coins or camels for routes.
	await act(page, [2, 3], 'Travel, middle space (2 dice)');
	await expect(page.getByRole('alert')).toHaveText('Gantulga Od may only use the lower travel space.');
	await clearSelection(page);
	await act(page, [1], 'Travel, lower space (1 die, 2 coins, 1 step)', async () => {
		await page.getByLabel('Route costs printed on the board: coins', { exact: true }).fill('3');
		await page.getByLabel('Route costs printed on the board: camels', { exact: true }).fill('1');
		await page.getByLabel('Trading post built in').selectOption({ label: 'Another city…' });
		await page.getByLabel('City name').fill('Kashgar');
	});
	await expect(page.getByTestId('table-player-1')).toContainText('6 coins, 3 camels');
	await bagTheRestAndEnd(page, 'Boris');

	// Chen uses the guild-seal space Anna occupies: he pays coins equal to his lowest die (2).
	await act(page, [2, 3], 'Guild seal', async () => {
		await page.getByLabel('Guild seal taken').selectOption({ label: 'Spicers' });
	});
	await expect(page.getByTestId('table-player-2')).toContainText('10 coins, 4 camels, 0 pepper, 0 silk, 0 gold, 1 jade');
	await bagTheRestAndEnd(page, 'Chen');

	// Dana: Khan's Favor with a 2 (4 coins, 2 camels); then an undone money bag.
	await act(page, [2], "Khan's Favor");
	await expect(page.getByTestId('table-player-3')).toContainText('15 coins, 13 camels');
	await openBonusActions(page);
	await page
		.getByRole('button', { name: /^Die \d: 1$/ })
		.first()
		.click();
	await page.getByRole('button', { name: 'Money bag: 1 jade' }).click();
	await expect(page.getByTestId('table-player-3')).toContainText('1 jade');
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(page.getByTestId('table-player-3')).toContainText('0 jade');
	await bagTheRestAndEnd(page, 'Dana');
	await expect(page.getByTestId('stage')).toHaveText('Round 1 is over.');

	// Round 2: Boris travelled, so he goes first.
	await page.getByRole('button', { name: 'Start round 2' }).click();
	await enterRoll(page, 'Anna', [5, 5, 5, 5, 5]);
	await enterRoll(page, 'Boris', [3, 3, 3, 3, 3]);
	await enterRoll(page, 'Chen', [4, 4, 4, 4, 4]);
	await enterRoll(page, 'Dana', [6, 6, 6, 6, 2]);
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Boris's turn");

	// Khan's Favor: Boris places a 3; Chen would need 3 or more after him.
	await act(page, [3], "Khan's Favor");
	await bagTheRestAndEnd(page, 'Boris');
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Chen's turn");
	await openBonusActions(page);
	// Chen takes a black die (3 camels), then types the face he rolled; a second one is refused this turn.
	await takeBlackDie(page, 1);
	await expect(page.getByRole('button', { name: 'Black die 6: 1' })).toBeVisible();
	await page.getByRole('button', { name: 'Take a black die (3 camels)' }).click();
	await page.getByLabel(/^The black die you took/).fill('2');
	await page.getByRole('button', { name: 'Put it on my board' }).click();
	await expect(page.getByRole('alert')).toHaveText('A black die can be bought only once per turn.');
	await page.getByRole('button', { name: 'Cancel' }).click();
	await act(page, [1], "Khan's Favor");
	await expect(page.getByRole('alert')).toHaveText("Khan's Favor needs a die of 3 or more (at least the previous one).");
	await clearSelection(page);
	await act(page, [4], "Khan's Favor");
	await bagTheRestAndEnd(page, 'Chen');
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Dana's turn");
	await act(page, [6], 'Book III, lower space (die 5+)', async () => {
		await page.getByLabel('Gained: gold', { exact: true }).fill('2');
	});
	await bagTheRestAndEnd(page, 'Dana');
	await act(page, [5], 'Book I (any die)', async () => {
		await page.getByLabel('Gained: pepper', { exact: true }).fill('3');
	});
	await bagTheRestAndEnd(page, 'Anna');
	await expect(page.getByTestId('stage')).toHaveText('Round 2 is over.');
	await page.getByText('Game log').click();
	await expect(page.locator('details.log li').first()).toContainText('Anna ended the turn');
	await shot(page, '33-tracker-4p');
});
