import { expect, type Page } from '@playwright/test';
import { newGame, pickCharactersFreely } from './helpers.ts';

/** A new game with characters picked freely, set up and ready for round 1. */
export async function toTable(page: Page, players: { name: string; colour: string }[], characters: string[], seed: string) {
	await newGame(page, players, seed);
	await page.getByRole('button', { name: players[0]!.name, exact: true }).click();
	await pickCharactersFreely(
		page,
		players.map((p, i) => ({ name: p.name, character: characters[i]! }))
	);
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await expect(page.getByTestId('stage')).toHaveText('Ready for round 1.');
}

/** Types one player's five dice and saves them (with compensation all as coins unless told). */
export async function enterRoll(page: Page, name: string, faces: number[], compensationCoins?: number) {
	for (const [i, f] of faces.entries()) await page.getByLabel(`Die ${i + 1} of ${name}`, { exact: true }).fill(String(f));
	if (compensationCoins !== undefined) {
		const field = page.getByLabel(`Compensation as coins for ${name}`, { exact: true });
		await field.fill(String(compensationCoins));
		await field.press('Enter');
	}
	await page.getByRole('button', { name: `Save ${name}'s dice` }).click();
	await expect(page.getByRole('button', { name: `Save ${name}'s dice` })).toHaveCount(0);
}

/** The dice buttons of the player whose turn it is. */
export const dice = (page: Page) => page.getByRole('group', { name: /^Dice of / }).getByRole('button');

/** Selects the dice with these faces (first match each) in the current hand. */
export async function selectDice(page: Page, faces: number[]) {
	const buttons = dice(page);
	const count = await buttons.count();
	const used = new Set<number>();
	for (const face of faces) {
		for (let i = 0; i < count; i++) {
			if (used.has(i)) continue;
			if ((await buttons.nth(i).textContent())?.trim() === String(face)) {
				await buttons.nth(i).click();
				used.add(i);
				break;
			}
		}
	}
}

/** Unselects every selected die (after a refused placement). */
export async function clearSelection(page: Page) {
	const pressed = page.getByRole('group', { name: /^Dice of / }).locator('button[aria-pressed="true"]');
	while ((await pressed.count()) > 0) await pressed.first().click();
}

/** Places the selected dice on an action space, with an optional form step in between. */
export async function act(page: Page, faces: number[], space: string, fill?: () => Promise<void>) {
	await selectDice(page, faces);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: space });
	if (fill) await fill();
	await page.getByRole('button', { name: 'Place the selected dice' }).click();
	// Done when the selection is cleared (accepted) or a reason is shown (refused).
	await expect
		.poll(async () => (await page.getByRole('alert').count()) > 0 || (await page.getByLabel('Action', { exact: true }).inputValue()) === '')
		.toBe(true);
}

/** Opens the bonus actions section if it is closed. */
export async function openBonusActions(page: Page) {
	if (!(await page.locator('details.bonus').evaluate((d) => (d as HTMLDetailsElement).open))) await page.getByText('Bonus actions').click();
}

/** Spends every die left on the money bag (3 coins each), then ends the turn. */
export async function bagTheRestAndEnd(page: Page, name: string) {
	await openBonusActions(page);
	const left = await dice(page).count();
	for (let i = left; i > 0; i--) {
		await dice(page).first().click();
		await page.getByRole('button', { name: 'Money bag: 3 coins' }).click();
		await expect(dice(page)).toHaveCount(i - 1);
	}
	await page.getByRole('button', { name: `End ${name}'s turn` }).click();
	await expect(page.getByRole('button', { name: `End ${name}'s turn` })).toHaveCount(0);
}

/** Takes a black die as at the table: first the die (3 camels), then its face typed as rolled. */
export async function takeBlackDie(page: Page, face: number) {
	await page.getByRole('button', { name: 'Take a black die (3 camels)' }).click();
	await page.getByLabel(/^The black die you took/).fill(String(face));
	await page.getByRole('button', { name: 'Put it on my board' }).click();
	await expect(page.getByRole('button', { name: 'Put it on my board' })).toHaveCount(0);
}

/** A die of the player's hand showing this face. */
export const dieOf = (page: Page, face: number) =>
	page
		.getByRole('group', { name: /^Dice of / })
		.getByRole('button', { name: new RegExp(`: ${face}$`) })
		.first();

/** Picks the next place of a move by typing a few letters of its name. */
export async function nextPlace(page: Page, letters: string, name: string) {
	await page.getByLabel('Next place', { exact: true }).fill(letters);
	await page.getByRole('group', { name: 'Next place' }).getByRole('button', { name, exact: true }).click();
}

/** Answers that a city's outpost bonus tile and city bonus marker give nothing. */
export async function nothingIn(page: Page, city: string) {
	for (const ask of [`Outpost bonus tile in ${city}, if any`, `City bonus marker in ${city}, if any`])
		await page.getByRole('group', { name: ask }).getByRole('button', { name: 'Nothing here' }).click();
}
