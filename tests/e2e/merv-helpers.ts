/** Steps of a Merv game as a table enters them on the phone. */
import { expect, type Page } from '@playwright/test';

/** Starts a new game of Merv from the home screen; returns the game's URL. */
export async function newMervGame(page: Page, names: string[], seed: string) {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of Merv' }).click();
	await expect(page.getByRole('heading', { name: 'New game of Merv' })).toBeVisible();
	while ((await page.getByLabel(/^Name of player \d$/).count()) > names.length)
		await page
			.getByRole('button', { name: /^Remove player/ })
			.last()
			.click();
	for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Seed').fill(seed);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Setting up' })).toBeVisible();
	return page.url();
}

/** The site in this row and column of the city (1–5). */
export const site = (page: Page, row: number, column: number) => page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}\\b`) });

/** Sets one of the shown participant's counts by typing into its stepper, and waits for it to be stored. */
export async function setCount(page: Page, label: string, value: number, refused = false) {
	const input = page.getByLabel(label, { exact: true });
	if (!(await input.isVisible())) {
		const group = page.locator('details', { has: input });
		await group.locator('summary').click();
	}
	await input.fill(String(value));
	await input.press('Enter');
	// Stored once the field shows the rules' value again (a refused one keeps the old).
	if (!refused) await expect(input).toHaveValue(String(value));
}

/** Shows one participant's counts. */
export const countsOf = (page: Page, name: string) => page.getByRole('group', { name: 'Counts' }).getByRole('button', { name }).click();
