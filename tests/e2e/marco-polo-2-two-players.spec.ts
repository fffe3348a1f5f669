import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, newGame, pickCharactersFreely, setField, setFields, shot, openBreakdown } from './helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('2 players at 360 px: free pick, 2-player setup, no second place for contracts, a tie broken by camels, undo', async ({ page }) => {
	await newGame(
		page,
		[
			{ name: 'Olga', colour: 'Yellow' },
			{ name: 'Pyotr', colour: 'Green' }
		],
		'DUO-1'
	);
	await expectNoSidewaysScroll(page);
	await page.getByRole('button', { name: 'Pyotr' }).click();
	await pickCharactersFreely(page, [
		{ name: 'Olga', character: 'Mailin & Tian Chin' },
		{ name: 'Pyotr', character: 'Isabella Donati' }
	]);

	// 2 players: 4 black dice and six neutral blocking dice; Mailin & Tian Chin start with 11 coins.
	await expect(page.getByText('Put 4 black dice on the board; the rest go back in the box.')).toBeVisible();
	await expect(page.getByText(/on the second Khan's Favor space/)).toBeVisible();
	await expect(page.getByText(/showing 5 on the lower blue space of book III/)).toBeVisible();
	await expect(page.getByText(/first space of (Baghdad|Balkh|Hormuz)/)).toHaveCount(3);
	await expect(page.getByText('11 coins and 3 camels.')).toBeVisible();
	await expect(page.getByText('8 coins and 3 camels.')).toBeVisible();
	await expect(page.getByText('Second figure in Beijing too (Mailin & Tian Chin).')).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, '10-checklist-2p');
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	// Ending play asks first.
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();

	// A goal card with two seals and two coats, its points entered later when the results need them.
	await page.getByLabel('Goal card', { exact: true }).selectOption({ label: 'Describe a new goal card…' });
	await page.getByLabel("Farmers' seal on the card").check();
	await page.getByLabel("Tailors' seal on the card").check();
	await page.getByRole('button', { name: 'Save this goal card' }).click();
	await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
	await setFields(page, {
		'Trading posts on the board': 9,
		'Different coats of arms in your trading-post cities': 9,
		Camels: 6,
		'Completed contracts': 2,
		'Score figure’s space (start 50 = 0)': 40
	});
	await page.getByRole('group', { name: "Tailors' guild seal" }).getByLabel('Improved').check();

	// Undo takes back the last entry only.
	await setField(page, 'Coins', 15);
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(page.getByText('Last entry undone.')).toBeVisible();
	await expect(page.getByLabel('Coins', { exact: true })).toHaveValue('0');
	await expect(page.getByRole('group', { name: "Tailors' guild seal" }).getByLabel('Improved')).toBeChecked();
	// What the undo said goes once a later entry is stored (5 coins: no point, RU L815 counts 10 a point).
	await setField(page, 'Coins', 5);
	await expect(page.getByText('Last entry undone.')).toHaveCount(0);

	// A refused entry: 5 trading posts can't hold 9 different coats.
	await setField(page, 'Trading posts on the board', 5);
	await expect(page.getByRole('alert')).toHaveText('Different coats of arms (9) can’t be more than the trading posts entered (5).');
	await expect(page.getByLabel('Trading posts on the board', { exact: true })).toHaveValue('9');
	await expectNoSidewaysScroll(page);
	await shot(page, '11-refused-2p', page.getByRole('alert'));
	await page.getByRole('button', { name: 'Done with Olga' }).click();
	await expect(page.getByRole('button', { name: 'Done with Pyotr' })).toBeVisible();

	await page.getByLabel('Goal card', { exact: true }).selectOption('g1');
	await setFields(page, {
		'Trading posts on the board': 11,
		'Different coats of arms in your trading-post cities': 9,
		Camels: 2,
		'Completed contracts': 1,
		Coins: 10,
		'Score figure’s space (start 50 = 0)': 50,
		'50/100 cards: laps (−1 below zero)': 1
	});
	await page.getByRole('button', { name: 'Done with Pyotr' }).click();
	await page.getByRole('button', { name: 'Show results' }).click();

	// Olga's improved tailors' seal is on the goal card: its printed points are asked once.
	await page.getByLabel("Goal card 1: how many points for an improved Tailors' seal?").fill('3');
	await page.getByRole('button', { name: 'Save' }).click();

	// Olga: 40 + 3 + 17 + 8 (most contracts) = 68, 6 camels. Pyotr: 50 + 17 + 1 coin = 68, no 4 for second with 2 players.
	await expect(page.getByRole('status').first()).toHaveText('Olga wins on camels: tied on points, but with more camels.');
	await expect(page.getByTestId('result-0')).toContainText('68 VP');
	await expect(page.getByTestId('result-1')).toContainText('68 VP');
	await openBreakdown(page, 0);
	await openBreakdown(page, 1);
	await expect(page.getByTestId('result-1').getByRole('row', { name: /Contracts majority/ })).toContainText('0');
	await expect(page.getByTestId('result-0').getByRole('row', { name: /Goal card seals/ })).toContainText('3');
	await expectNoSidewaysScroll(page);
	await shot(page, '12-results-2p');

	// The points given for the goal card are kept in the copy of the game and can be corrected there.
	await page.goto('/copy');
	await expect(page.getByLabel("Points printed for the Tailors' seal")).toHaveValue('3');
	await page.getByLabel("Points printed for the Tailors' seal").fill('4');
	await page
		.locator('form')
		.filter({ has: page.getByLabel("Points printed for the Tailors' seal") })
		.getByRole('button', { name: 'Save' })
		.click();
	await expect(page.getByText('Saved.')).toBeVisible();
	// The finished game keeps the value it was scored with until the table chooses to rescore with the correction.
	await page.goBack();
	await expect(page.getByTestId('result-0')).toContainText('68 VP');
	await page.getByRole('button', { name: 'Rescore with your copy of the game' }).click();
	await expect(page.getByTestId('result-0')).toContainText('69 VP');
	await expect(page.getByRole('status').first()).toHaveText('Olga wins!');
});

test('the same seed gives the same draw on another phone', async ({ browser }) => {
	const draw = async () => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await newGame(
			page,
			[
				{ name: 'A', colour: 'Red' },
				{ name: 'B', colour: 'Blue' },
				{ name: 'C', colour: 'Green' },
				{ name: 'D', colour: 'Yellow' }
			],
			'SAME-SEED'
		);
		await page.getByRole('button', { name: 'Draw at random' }).click();
		const first = await page.getByText(/goes first and takes the first-player marker/).textContent();
		await page.getByRole('button', { name: 'Draft as the rules say' }).click();
		await expect(page.locator('button.character')).toHaveCount(5);
		const offered = await page.locator('button.character strong').allTextContents();
		await context.close();
		return { first, offered };
	};
	const one = await draw();
	const other = await draw();
	expect(one.offered).toHaveLength(5);
	expect(new Set(one.offered).size).toBe(5);
	expect(other).toEqual(one);
});
