import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The tag of a test that runs on both phones of playwright.config.ts (360×740 and 390×844), not only on the smaller. */
export const BOTH_PHONES = '@both-phones';

/** The size of the phone the running test is on (its Playwright project's viewport). */
export function phone(): { width: number; height: number } {
	const size = test.info().project.use.viewport;
	if (!size) throw new Error('every project names its phone size');
	return size;
}

/** Kept apart from test-results/, which Playwright empties at every run. */
export const screensDir = 'screenshots';

/**
 * Screenshots are for people to look at: no test compares them, and taking ~400 of them (with the colour
 * scheme switched for each dark one) cost a run about a minute. Taken only when asked: `SHOTS=1`.
 */
export const takingShots = process.env.SHOTS === '1';

/**
 * A screenshot to look at: the whole page, or what is on screen around one element. One image pixel per CSS
 * pixel: the phone's 2.6 device pixels each made every picture ~4× slower to take for nothing a reader needs.
 * Not taking screenshots, the element is still awaited: what the picture would show is on the page.
 */
export async function shot(page: Page, name: string, around?: Locator) {
	if (!takingShots) await around?.waitFor();
	else if (around) {
		await around.scrollIntoViewIfNeeded();
		await page.screenshot({ path: `${screensDir}/${name}.png`, scale: 'css' });
	} else await page.screenshot({ path: `${screensDir}/${name}.png`, fullPage: true, scale: 'css' });
}

/** Screenshots light then dark (named …-light, …-dark): a colour scheme changes nothing else on a screen, so one walk takes both. */
export async function shots(page: Page, name: string, around?: Locator) {
	if (!takingShots) return void (await around?.waitFor());
	for (const colorScheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme });
		await shot(page, `${name}-${colorScheme}`, around);
	}
	await page.emulateMedia({ colorScheme: 'light' });
}

export type Locale = 'en' | 'ru' | 'hu' | 'pl' | 'pt';

/** A message of the app in a language, its {placeholders} filled (one not given is left open): the names a player reads there. */
export function words(locale: Locale) {
	const all = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
	return (key: string, params: Record<string, string | number> = {}) => {
		if (typeof all[key] !== 'string') throw new Error(`no message ${key} in ${locale}`);
		return all[key].replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? `{${p}}`));
	};
}

/** Waits until the page has stopped moving (a scroll the app started itself is not the player's): 150 ms at one place. */
export async function settled(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((done) => {
				let last = window.scrollY;
				let still = 0;
				const id = setInterval(() => {
					still = window.scrollY === last ? still + 1 : 0;
					last = window.scrollY;
					if (still >= 3) done(clearInterval(id));
				}, 50);
			})
	);
}

/** Screenshots of the screen as the player has it once still, light then dark: nothing scrolled to, the page stays where it is. */
export async function shotsAsSeen(page: Page, name: string) {
	if (!takingShots) return;
	await settled(page);
	for (const colorScheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme });
		await page.screenshot({ path: `${screensDir}/${name}-${colorScheme}.png`, scale: 'css' });
	}
	await page.emulateMedia({ colorScheme: 'light' });
}

/** Fills the new-game form and starts setup; returns the game page URL. */
export async function newGame(page: Page, players: { name: string; colour: string }[], seed: string) {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of Marco Polo II' }).click();
	await expect(page.getByRole('heading', { name: 'New game of Marco Polo II' })).toBeVisible();
	while ((await page.getByLabel(/^Name of player \d$/).count()) < players.length) await page.getByRole('button', { name: 'Add a player' }).click();
	while ((await page.getByLabel(/^Name of player \d$/).count()) > players.length)
		await page
			.getByRole('button', { name: /^Remove player/ })
			.last()
			.click();
	for (const [i, p] of players.entries()) {
		await page.getByLabel(`Name of player ${i + 1}`).fill(p.name);
		await page.getByLabel(`Colour of player ${i + 1}`).selectOption({ label: p.colour });
	}
	await page.getByLabel('Seed').fill(seed);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	return page.url();
}

/** Sets a stepper by typing into it, as a player would; a field folded away (the score track's board way) is unfolded first. */
export async function setField(page: Page, label: string, value: number) {
	const input = page.getByLabel(label, { exact: true });
	// The fold holding it is opened if closed, never closed again by a second tap while its field is being drawn.
	const fold = page.locator('details', { has: input }).last();
	if (!(await input.isVisible()) && !(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator(':scope > summary').click();
	await input.fill(String(value));
	await input.press('Enter');
}

/** Types several fields in order, as a player fills a score sheet. */
export async function setFields(page: Page, fields: Record<string, number>) {
	for (const [label, value] of Object.entries(fields)) await setField(page, label, value);
}

/** Phone first: nothing may scroll sideways at 360 px. */
export async function expectNoSidewaysScroll(page: Page) {
	const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
	expect(widths.scroll, 'page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

/** Picks characters freely for every player, in the order given. */
export async function pickCharactersFreely(page: Page, picks: { name: string; character: string }[]) {
	await page.getByRole('button', { name: 'Pick freely' }).click();
	for (const pick of picks) await page.getByLabel(`Character of ${pick.name}`).selectOption({ label: pick.character });
}

/** Describes a new goal card on the score sheet: the spicers' and jewelers' seals, the jewelers' points printed, 2 coats. */
export async function describeGoalCard(page: Page, jewelersPoints: number) {
	await page.getByLabel('Goal card', { exact: true }).selectOption({ label: 'Describe a new goal card…' });
	await page.getByLabel("Spicers' seal on the card").check();
	await page.getByLabel("Jewelers' seal on the card").check();
	await page.getByLabel("Points printed for the Jewelers' seal").fill(String(jewelersPoints));
	await page.getByRole('button', { name: 'Save this goal card' }).click();
}

/**
 * Ends a player's score sheet and waits for the ✓ on their tab: by then the app has opened the next sheet
 * still open (unless another tab was tapped meanwhile: score-sheet-tabs.spec.ts).
 */
export async function doneWith(page: Page, name: string) {
	await page.getByRole('button', { name: `Done with ${name}` }).click();
	await expect(page.getByRole('button', { name: `${name} done`, exact: true })).toBeVisible();
}

/** Opens a player's breakdown on the results screen (behind a tap) and gives their result card. */
export async function openBreakdown(page: Page, seat: number): Promise<Locator> {
	const card = page.getByTestId(`result-${seat}`);
	await card.getByText('Breakdown', { exact: true }).click();
	return card;
}
