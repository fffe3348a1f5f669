import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, BOTH_PHONES } from './helpers.ts';
import { countsOf, dealCity, newMervGame, setCount, site, skipTurns, unfold } from './merv-helpers.ts';

const ACTIONS = ['Caravanserai', 'Palace', 'Library', 'Silk Road', 'Mosque', 'Wall'];
const CUBES = ['Purple', 'Sand', 'Turquoise', 'Orange'];

test(
	'a 3-player game: seed, the grid recorded, an invasion with a tribute and a loss, yearly scoring, a tie broken by favour',
	{ tag: BOTH_PHONES },
	async ({ page }) => {
		const url = await newMervGame(page, ['Ana', 'Boris', 'Chen'], 'MERV-E2E');
		await page.getByRole('button', { name: 'We lay the tiles ourselves: record the grid' }).click();
		// The players shuffled the tiles; one tap for the action, one for the cube, and the next empty site comes up.
		for (let i = 0; i < 24; i++) {
			await page.getByRole('button', { name: ACTIONS[Math.floor(i / 4)], exact: true }).click();
			await page.getByRole('button', { name: CUBES[i % 4], exact: true }).click();
			await expect(page.getByText(`${i + 1} of 24 recorded`)).toBeVisible();
		}
		await expect(page.getByText('24 of 24 recorded')).toBeVisible();
		await expectNoSidewaysScroll(page);
		await page.getByRole('button', { name: /^Setup done/ }).click();
		await expect(page.getByTestId('year')).toHaveText('Year 1');

		// Year 1: buildings on the city, counts on each panel.
		await site(page, 1, 1).click();
		await page.getByRole('button', { name: 'Ana', exact: true }).first().click();
		await expect(site(page, 1, 1)).toHaveAccessibleName(/building of Ana/);
		await site(page, 1, 2).click();
		await page.getByRole('button', { name: 'Chen', exact: true }).first().click();
		await site(page, 2, 2).click();
		await page.getByRole('button', { name: 'Boris', exact: true }).first().click();
		// Boris walls his site on the north and the west: fully protected.
		await page.getByRole('button', { name: 'Build the wall on the north' }).click();
		await page.getByRole('button', { name: 'Build the wall on the west' }).click();
		await expect(page.getByText('Wall on the north: built')).toBeVisible();

		// A bad entry: a 4th courtier in a court is refused with the reason, and nothing changes.
		await countsOf(page, 'Ana');
		await setCount(page, 'Courtiers: Court of Spices', 4, true);
		await expect(page.getByRole('alert')).toContainText('A court has 3 places for courtiers.');
		await setCount(page, 'Courtiers: Court of Spices', 2);
		await setCount(page, 'Favour', 2);
		await setCount(page, 'Ginger', 2);
		await countsOf(page, 'Chen');
		await setCount(page, 'White cubes', 1);

		// Reload mid-game: nothing lost.
		await page.reload();
		await expect(site(page, 1, 1)).toHaveAccessibleName(/building of Ana/);
		await countsOf(page, 'Ana');
		await expect(page.getByLabel('Favour', { exact: true })).toHaveValue('2');

		// The table does not enter its turns: before the year's first turn the scoring is offered, folded.
		await skipTurns(page);
		await page.getByRole('button', { name: 'Score year 1' }).click();
		await expect(page.getByTestId('year')).toHaveText('Year 2');
		await countsOf(page, 'Ana');
		// 2 courtiers in Spices with 2 cards: 2 + 2, and 1 for her building.
		await expect(page.getByLabel('Points (VP track)', { exact: true })).toHaveValue('5');

		// Year 2: the invasion. Boris's walled site is safe; Chen pays a white cube; Ana gives up her building.
		await skipTurns(page);
		await expect(page.getByText('Attacked buildings: 2')).toBeVisible();
		await page.getByTestId('invasion-lists').locator('summary').click();
		await expect(page.getByText('Protected buildings: 1')).toBeVisible();
		// Only the owners who can pay are asked, in turn order, which the seed drew: Chen pays; Ana, if asked, gives it up.
		const invasion = page.getByRole('region', { name: 'Invasion of year 2' });
		const question = invasion.getByRole('group', { name: /pay tribute for/ });
		for (let guard = 0; guard < 4 && (await question.isVisible()); guard++) {
			// Read once it stands: the last answer may have just taken the question away.
			const asked = await question.textContent({ timeout: 5_000 }).catch(() => null);
			if (asked === null) break;
			await question.getByRole('button', { name: asked.startsWith('Chen') ? 'Pay 1 White cube' : 'Give up the building' }).click();
			// This question is answered: the next owner's, or none, is asked.
			await expect(question.filter({ hasText: asked })).toHaveCount(0);
		}
		// The invasion started moves to the top of the screen, its lists folded again.
		await page.getByTestId('invasion-lists').locator('summary').click();
		await expect(page.getByText('tribute paid: White')).toBeVisible();
		await page.getByRole('button', { name: /^(End the invasion: soldiers go home|Give up the rest \(\d+\) and end the invasion)$/ }).click();
		await expect(site(page, 1, 1)).not.toHaveAccessibleName(/building of/);
		await expect(site(page, 1, 2)).toHaveAccessibleName(/building of Chen/);
		await page.getByRole('button', { name: 'Score year 2' }).click();

		// Year 3: Chen gives up the site this time.
		await skipTurns(page);
		const giveUp = page.getByRole('button', { name: 'Give up the building' });
		if (await giveUp.isVisible()) await giveUp.click();
		await page.getByRole('button', { name: /^(End the invasion: soldiers go home|Give up the rest \(\d+\) and end the invasion)$/ }).click();
		await page.getByRole('button', { name: 'Score year 3' }).click();
		await expect(page.getByRole('heading', { name: 'End of the game' })).toBeVisible();

		// Ana and Boris end level on points; Ana has more favour: entered on the end screen's own sheet, a player at a time.
		const end = page.getByRole('region', { name: 'End of the game' });
		const final: [string, [string, number][]][] = [
			[
				'Ana',
				[
					['Ginger', 0],
					['Points (VP track)', 30],
					['Favour', 3]
				]
			],
			[
				'Boris',
				[
					['Points (VP track)', 30],
					['Favour', 1]
				]
			]
		];
		// The city was tracked: the end screen's sheet is folded, there to correct.
		await end.getByText('Counts of each player').click();
		for (const [name, counts] of final) {
			await end.getByRole('group', { name: 'Final scoring' }).getByRole('button', { name }).click();
			for (const [label, value] of counts) {
				const field = end.getByRole('group', { name: `Counts of ${name}` }).getByLabel(label, { exact: true });
				await field.fill(String(value));
				await field.press('Enter');
				await expect(field).toHaveValue(String(value));
			}
		}
		await page.getByRole('button', { name: 'End the game' }).click();
		await page.getByRole('button', { name: 'Sure? End the game' }).click();
		await expect(page.getByRole('status')).toHaveText('Ana wins on favour: tied on points, but with more favour.');
		await expect(page.getByTestId('result-0')).toContainText('Scoring of year 1');
		await expectNoSidewaysScroll(page);
		await page.goto(url);
		await expect(page.getByRole('status')).toContainText('Ana wins on favour');
	}
);

test('a 2-player game sets up with the chamberlain, whose buildings the city takes', async ({ page }) => {
	await newMervGame(page, ['Ana', 'Boris'], 'MERV-TWO');
	await expect(page.getByText('The chamberlain plays Yellow.')).toBeVisible();
	await expect(page.getByRole('list', { name: 'Turn order' }).getByRole('listitem').last()).toHaveText(/Chamberlain/);
	await expect(page.getByText(/1 camel on each of the 2 cards farthest/)).toBeVisible();
	await dealCity(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	// The setup screen draws the city too: a site is tapped once the play screen is there.
	await expect(page.getByTestId('year')).toHaveText('Year 1');
	await site(page, 3, 4).click();
	await page.getByRole('button', { name: 'Chamberlain', exact: true }).click();
	await expect(site(page, 3, 4)).toHaveAccessibleName(/building of Chamberlain/);
	// A soldier on an empty site is refused, with the reason, and nothing changes.
	await site(page, 1, 1).click();
	await page.getByRole('button', { name: 'Ana', exact: true }).nth(1).click();
	await expect(page.getByRole('alert')).toContainText('A soldier goes only on a site with a building.');
	await expect(site(page, 1, 1)).not.toHaveAccessibleName(/soldier/);
	await expectNoSidewaysScroll(page);
});

test('a group that tracks nothing uses the scoring assistant with counts only', async ({ page }) => {
	await newMervGame(page, ['Ana', 'Boris', 'Chen'], 'MERV-COUNTS');
	await page.getByRole('button', { name: 'No city on the phone (counts only)' }).click();
	await page.getByRole('button', { name: /^Setup done/ }).click();
	await expect(page.getByRole('heading', { name: 'The city' })).toHaveCount(0);
	await countsOf(page, 'Boris');
	await setCount(page, 'On Mosque sites', 2);
	await setCount(page, 'On Palace sites', 1);
	await setCount(page, 'Courtiers: Court of Commerce', 1);
	await setCount(page, 'Rare goods', 3);
	await setCount(page, 'Favour', 1);
	await expect(page.getByRole('article', { name: 'Boris' })).toContainText('+6');
	await page.getByRole('button', { name: 'Score year 1' }).click();
	await expect(page.getByLabel('Points (VP track)', { exact: true })).toHaveValue('6');
	await expect(page.getByLabel('Favour', { exact: true })).toHaveValue('0');
});

test('a solo game sets up the chamberlain and the corrupt judge, its deck with Palace 2nd to 4th', async ({ page }) => {
	await newMervGame(page, ['Ana'], 'MERV-SOLO');
	await expect(page.getByText('The chamberlain plays Blue.')).toBeVisible();
	await expect(page.getByText('The corrupt judge plays Yellow.')).toBeVisible();
	const order = page.getByRole('list', { name: 'Turn order' }).getByRole('listitem');
	await expect(order).toHaveText([/Corrupt judge/, /Ana/, /Chamberlain/]);
	const deck = page.getByTestId('judge-deck').getByRole('listitem');
	await expect(deck).toHaveCount(6);
	const cards = await deck.allTextContents();
	expect([1, 2, 3]).toContain(cards.indexOf('Palace'));
	await dealCity(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	// The play screen first: its counts fold is opened once it is there, not while setup still shows.
	await expect(page.getByTestId('counts')).toBeAttached();
	await unfold(page, 'counts');
	await expect(page.getByRole('group', { name: 'Counts' }).getByRole('button', { name: 'Corrupt judge' })).toBeVisible();
	await expectNoSidewaysScroll(page);
});
