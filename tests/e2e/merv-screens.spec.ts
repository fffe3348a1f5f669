import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { countsOf, dealCity, newMervGame, setCount, site, skipTurns } from './merv-helpers.ts';

/** Merv's screens at 360 px, light and dark: screenshots to look at, nothing sideways, targets big enough. */

test.describe(`360 px, light and dark`, () => {
	test.use({ viewport: { width: 360, height: 780 } });

	test('setup, the city, the counts, the invasion, the scoring and the results fit the phone', async ({ page }) => {
		const name = (screen: string) => `60-merv-${screen}`;
		await newMervGame(page, ['Ana', 'Boris'], 'MERV-SHOT');
		await dealCity(page);
		await shots(page, name('setup'));
		await expectNoSidewaysScroll(page);
		await page.getByRole('button', { name: /^Setup done/ }).click();
		// The setup screen draws the city too: a site is tapped once the play screen is there.
		await expect(page.getByTestId('turn-panel')).toBeVisible();

		await site(page, 1, 1).click();
		await page.getByRole('button', { name: 'Ana', exact: true }).first().click();
		await page.getByRole('button', { name: 'Build the wall on the north' }).click();
		await site(page, 2, 4).click();
		await page.getByRole('button', { name: 'Chamberlain', exact: true }).click();
		await page.getByRole('button', { name: 'Boris', exact: true }).nth(1).click();
		await expect(site(page, 2, 4)).toHaveAccessibleName(/soldier of Boris/);
		// An upgrade sends the soldier there home (RU L618, L835).
		await page.getByRole('button', { name: '+1 Sand' }).click();
		await expect(site(page, 2, 4)).not.toHaveAccessibleName(/soldier/);
		// Every site is a target of at least 44 px.
		const box = (await site(page, 1, 1).boundingBox())!;
		expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
		await shots(page, name('city'), page.getByRole('group', { name: 'The city' }));
		await shots(page, name('site'), page.getByRole('button', { name: 'Build the wall on the east' }));
		await expectNoSidewaysScroll(page);

		await countsOf(page, 'Boris');
		await setCount(page, 'Courtiers: Court of Faith', 2);
		await setCount(page, 'Mosque path (1–4 from the left)', 2);
		await setCount(page, 'Mosque level', 3);
		await setCount(page, 'Favour', 1);
		await shots(page, name('counts'), page.getByLabel('Favour', { exact: true }));
		await skipTurns(page);
		await shots(page, name('scoring'), page.getByRole('button', { name: 'Score year 1' }));
		await page.getByRole('button', { name: 'Score year 1' }).click();
		await skipTurns(page);
		await expect(page.getByText('Attacked buildings: 2')).toBeVisible();
		await shots(page, name('invasion'), page.getByRole('heading', { name: 'Invasion of year 2' }));
		await expectNoSidewaysScroll(page);
	});
});

/** The turn panel in Russian, the rulebook's words, at 360 px: nothing sideways, nothing left in English. */
test(`the Merv turn in Russian, 360 px, light and dark`, async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 780 });
	await newMervGame(page, ['Аня', 'Борис'], 'MERV-RU');
	await dealCity(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	await expect(page.getByTestId('turn-panel')).toBeVisible();
	await page.getByLabel('Language').selectOption('ru');
	const panel = page.getByTestId('turn-panel');
	await expect(panel).toContainText('1-й год, 1-й раунд');
	await shots(page, '61-merv-turn-master-ru', panel);
	await page.getByTestId('space-0').click();
	await expect(panel).toContainText('выберите участок');
	await page.getByRole('button', { name: /^Ряд 2, столбец 1/ }).click();
	await expect(panel.getByTestId('produced')).toBeVisible();
	await panel.getByRole('button', { name: 'Выставить воина' }).click();
	await shots(page, '61-merv-turn-act-ru', panel);
	await expect(panel).not.toContainText(/[A-Za-z]{4,}/);
	await expectNoSidewaysScroll(page);
});
