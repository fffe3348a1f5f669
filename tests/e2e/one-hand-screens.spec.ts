/**
 * At the table, one hand, 360×740 and 390×844: each game's play and scoring screens open on the task (no
 * scrolling to find it), and undo stays in view. Screenshots in light and dark to look at.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, screensDir, takingShots, phone, BOTH_PHONES } from './helpers.ts';
import { enterRoll, toTable } from './table-helpers.ts';
import { voyagesGame } from './data-helpers.ts';
import { countsOf, dealCity, newMervGame, skipTurns } from './merv-helpers.ts';

/** Seen without scrolling: the page is at its top and the whole element lies inside the first screen. */
async function inFirstScreen(page: Page, task: Locator) {
	await page.evaluate(() => window.scrollTo(0, 0));
	await expect(task).toBeInViewport({ ratio: 1 });
}

/** Undo in view at the thumb, wherever the page is scrolled. */
async function undoAtHand(page: Page) {
	const undo = page.getByRole('button', { name: /Undo last entry/ });
	await expect(undo).toBeInViewport({ ratio: 1 });
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
	await expect(undo).toBeInViewport({ ratio: 1 });
	await page.evaluate(() => window.scrollTo(0, 0));
}

/** The first screen, light and dark, when screenshots are asked for (SHOTS=1); a region of it too when named. */
async function shots(page: Page, name: string, region?: string) {
	if (!takingShots) return;
	for (const colorScheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme });
		await page.screenshot({ path: `${screensDir}/70-one-hand-${name}-${colorScheme}.png`, scale: 'css' });
	}
	await page.emulateMedia({ colorScheme: 'light' });
	if (region)
		await page.getByRole('region', { name: region }).screenshot({ path: `${screensDir}/70-one-hand-${name.replace('scoring', 'sheet')}.png`, scale: 'css' });
}

test.describe('on each phone', { tag: BOTH_PHONES }, () => {
	test('Marco Polo II: the turn and the score sheet open on the task, undo at hand', async ({ page }) => {
		await toTable(
			page,
			[
				{ name: 'Anna', colour: 'Red' },
				{ name: 'Boris', colour: 'Blue' }
			],
			['Abha Basu', 'Filippo Vitello'],
			'ONEHAND2'
		);
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
		await enterRoll(page, 'Boris', [1, 1, 2, 3, 1], 4);
		const turn = page.getByRole('region', { name: "Anna's turn" });
		await inFirstScreen(page, turn.getByRole('heading', { name: "Anna's turn" }));
		await inFirstScreen(page, turn.getByLabel('Action', { exact: true }));
		await expect(page.getByTestId('current-player')).toHaveText('Now: Anna');
		await undoAtHand(page);
		await expectNoSidewaysScroll(page);
		await shots(page, `mp2-turn-${phone().width}`);

		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
		await inFirstScreen(page, page.getByRole('region', { name: 'Anna' }).getByLabel('Goal card'));
		await undoAtHand(page);
		await shots(page, `mp2-scoring-${phone().width}`, 'Anna');
		// From the goal card down to the confirm button: about one screen at 390 (it was 2.2), as close at 360 (2.5 then, 1.3 now).
		const sheet = (await page.getByRole('region', { name: 'Anna' }).boundingBox())!;
		expect(sheet.height).toBeLessThanOrEqual(phone().height * (phone().width === 390 ? 1.1 : 1.32));
	});

	test('The Voyages of Marco Polo: the turn and the score sheet open on the task, undo at hand', async ({ page }) => {
		await voyagesGame(page, ['Ania', 'Bartek', 'Celina'], 'VOYAGE3');
		await page.getByRole('button', { name: 'Setup done — start playing' }).click();
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
		// Bartek plays Matteo Polo: his white die too.
		await page.getByLabel('White die of Bartek').fill('6');
		await enterRoll(page, 'Bartek', [3, 3, 3, 3, 3]);
		await enterRoll(page, 'Celina', [6, 5, 4, 3, 2]);
		const heading = page.getByRole('heading', { name: /'s turn$/ });
		await inFirstScreen(page, heading);
		await inFirstScreen(page, page.getByLabel('Action', { exact: true }));
		await undoAtHand(page);
		await expectNoSidewaysScroll(page);
		await shots(page, `voyages-turn-${phone().width}`);

		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
		// The sheet opens on the first player's first entry: their trading posts.
		await inFirstScreen(page, page.getByRole('group', { name: 'Cities with a trading post' }).getByRole('checkbox').first());
		await undoAtHand(page);
		await shots(page, `voyages-scoring-${phone().width}`, 'Ania');
		const sheet = (await page.getByRole('region', { name: 'Ania' }).boundingBox())!;
		expect(sheet.height).toBeLessThanOrEqual(phone().height * 2.2);
	});

	test('Merv: the turn opens the play screen, undo at hand', async ({ page }) => {
		await newMervGame(page, ['Ana', 'Boris'], 'ONEHAND-M');
		await dealCity(page);
		await page.getByRole('button', { name: /^Setup done/ }).click();
		await expect(page.getByTestId('year')).toHaveText('Year 1');
		const turn = page.getByTestId('turn-panel');
		await inFirstScreen(page, turn.getByRole('heading').first());
		await inFirstScreen(page, turn.getByRole('button').first());
		await undoAtHand(page);
		await expectNoSidewaysScroll(page);
		await shots(page, `merv-turn-${phone().width}`);
		// The turn order and the counts fold away below the city, each summary saying what it holds.
		const order = page.getByTestId('turn-order');
		const counts = page.getByTestId('counts');
		await expect(order).not.toHaveAttribute('open');
		await expect(counts).not.toHaveAttribute('open');
		await expect(order.locator(':scope > summary')).toHaveText(/^Turn order: (Ana|Boris|Chamberlain)( → (Ana|Boris|Chamberlain)){2}$/);
		await expect(counts.locator(':scope > summary')).toHaveText('Counts of each player: points, cubes, goods…');
		await expect(page.getByLabel('Points (VP track)', { exact: true })).toBeHidden();
		// Opened, they stay open entry after entry.
		await countsOf(page, 'Ana');
		await page.getByRole('button', { name: '+ Points (VP track)' }).click();
		await expect(page.getByLabel('Points (VP track)', { exact: true })).toHaveValue('1');
		await expect(counts).toHaveAttribute('open');
		await order.locator(':scope > summary').scrollIntoViewIfNeeded();
		await shots(page, `merv-folded-${phone().width}`);
	});

	test('Merv: the end of the game opens on the ranking and the button that ends it', async ({ page }) => {
		await newMervGame(page, ['Ana', 'Boris'], 'ONEHAND-F');
		await dealCity(page);
		await page.getByRole('button', { name: /^Setup done/ }).click();
		// No building in the city: the invasions find nothing to attack. No turn entered: each year's is offered folded.
		await skipTurns(page);
		await page.getByRole('button', { name: 'Score year 1' }).click();
		for (const year of [2, 3]) {
			await skipTurns(page);
			// Nothing attacked: one tap starts and ends the invasion.
			await page.getByRole('button', { name: 'End the invasion: soldiers go home' }).click();
			await page.getByRole('button', { name: `Score year ${year}` }).click();
		}
		const heading = page.getByRole('heading', { name: 'End of the game' });
		await expect(heading).toBeVisible();
		await inFirstScreen(page, heading);
		await inFirstScreen(page, page.getByRole('button', { name: 'End the game' }));
		// Each one's total in the first screen; the breakdown a tap away.
		await expect(page.getByTestId('result-0').locator('summary')).toBeInViewport({ ratio: 1 });
		await expect(page.getByTestId('result-1').locator('summary')).toBeInViewport({ ratio: 1 });
		await expect(page.getByTestId('result-0').getByText('Scoring of year 1')).toBeHidden();
		await page.getByTestId('result-0').locator('summary').click();
		await expect(page.getByTestId('result-0').getByText('Scoring of year 1')).toBeVisible();
		await undoAtHand(page);
		await expectNoSidewaysScroll(page);
		await shots(page, `merv-final-${phone().width}`);
	});
});
