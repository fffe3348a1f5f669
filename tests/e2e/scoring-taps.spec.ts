/**
 * Final scoring from an untracked game, counted as a player enters it (issue 26): three players' sheets at
 * 360×740, from the top of the scoring screen; the first field of a sheet tapped, the keyboard's Enter to each next
 * one (a field left at 0 is passed with Enter alone), which also holds the fields to the rulebook's order.
 * Before (each field tapped, no Enter; the same sheets): Marco Polo II 38 taps, 30 typed, 2,229 px scrolled;
 * The Voyages 25, 18, 1,573 px; Merv's final counts 17, 12, 4,225 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { describeGoalCard, expectNoSidewaysScroll, newGame, pickCharactersFreely, shots, words, type Locale } from './helpers.ts';
import { newMervGame } from './merv-helpers.ts';
import { expectWithin, fromTheTop, roomFor, turn, type Turn } from './taps.ts';

const PLAYERS = ['Anna', 'Boris', 'Vera'];
const LOCALES: Locale[] = ['en', 'ru', 'hu', 'pl', 'pt'];

/** The sheet's number fields in their order on the screen, with what is typed ('' left at 0): the first tapped, then Enter. */
async function typeDown(scope: Page | Locator, t: Turn, fields: [string, string][]) {
	const field = (label: string): Locator => scope.getByLabel(label, { exact: true });
	const [first, ...rest] = fields;
	await t.type(field(first![0]), first![1]);
	for (const [label, value] of rest) {
		await t.press('Enter');
		if (value) await t.typeOn(field(label), value);
		else await expect(field(label)).toBeFocused();
	}
	await t.press('Enter');
}

/**
 * How far one player's sheet, from its first control to its Done button, runs past the room on the screen (0: on one
 * screen). Its first control is brought to the top of the room, as a player scrolls to the sheet: under the app's
 * header where that stays on top, at the top of the screen where it scrolls away; the room ends at the thumb bar.
 */
async function pastTheScreen(page: Page, first: Locator, name: string, doneLabel = `Done with ${name}`): Promise<number> {
	await first.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
	const room = await roomFor(first);
	const start = (await first.boundingBox())!;
	const done = (await page.getByRole('button', { name: doneLabel }).boundingBox())!;
	expect(start.y, `${name}'s sheet starts under a bar`).toBeGreaterThanOrEqual(room.top);
	return Math.max(0, Math.round(done.y + done.height - room.bottom));
}

/** A 3-player Marco Polo II game played off the app, at its final scoring: Vera plays De Wu, whose "+1" is said on the sheet. */
async function untrackedGameAtScoring(page: Page) {
	await newGame(
		page,
		PLAYERS.map((name, i) => ({ name, colour: ['Red', 'Blue', 'Green'][i]! })),
		'SHEETS'
	);
	await page.getByRole('button', { name: 'Anna' }).click();
	await pickCharactersFreely(page, [
		{ name: 'Anna', character: 'Möngke Khan' },
		{ name: 'Boris', character: 'Abha Basu' },
		{ name: 'Vera', character: 'De Wu' }
	]);
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
}

test('Marco Polo II: three sheets of an untracked game, Enter down each', async ({ page }) => {
	await untrackedGameAtScoring(page);
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	// The goal card, learned once by this phone (the copy of the game), is then picked from the list.
	await describeGoalCard(page, 5);
	// A sum is taken as the table counts it (not counted: the sheets below type what the sheets before did).
	const coins = page.getByLabel('Coins', { exact: true });
	await coins.fill('3+6+2');
	await coins.press('Enter');
	await expect(coins).toHaveValue('11');
	await expect(page.getByLabel('Completed contracts', { exact: true })).toBeFocused();
	await expect(coins).toHaveAttribute('enterkeyhint', 'next');
	await coins.fill('2*3');
	await coins.press('Enter');
	await expect(page.getByRole('alert')).toHaveText('2*3 is not a whole number: 11 is kept.');
	await expect(coins).toHaveValue('11');
	await coins.fill('0');
	await coins.press('Enter');
	await fromTheTop(page);
	const t = turn(page);
	for (const name of PLAYERS) {
		await expect(page.getByRole('button', { name: `Done with ${name}` })).toBeVisible();
		if (name !== 'Anna') {
			// No card chosen yet: the four guilds' seals are there to enter in any order.
			await expect(page.getByRole('group', { name: /guild seal$/ })).toHaveCount(4);
			await t.choose(page.getByLabel('Goal card', { exact: true }), 'g1');
		}
		await t.tap(page.getByRole('group', { name: "Spicers' guild seal" }).getByText('Basic'));
		await t.tap(page.getByRole('group', { name: "Jewelers' guild seal" }).getByText('Improved'));
		await typeDown(page, t, [
			['Trading posts on the board', '7'],
			['Other “+1” coat-of-arms icons', ''],
			['Different coats of arms in your trading-post cities', '6'],
			['Goal-card coats where you have a trading post', ''],
			['Pepper', '2'],
			['Silk', '1'],
			['Gold', ''],
			['Jade', ''],
			['Coins', '11'],
			['Completed contracts', '4'],
			['Camels', '3'],
			['Points on the score track (below zero too)', '87']
		]);
		// One screen: the sheet was 926 px tall, then 872, 802 (labels in 12 px type, the board's way opened by one line),
		// now about 660 (only the seals of the card's two guilds, which alone score, RU L812; the track's position and the points
		// so far in one line; the board's way beside Done; the app's header scrolls away). Here the goal card has coats
		// of arms, the tallest common sheet. De Wu's (Vera's) "+1" is said above the sheet, with the character.
		expect(await pastTheScreen(page, page.getByLabel('Goal card', { exact: true }), name), `${name}'s sheet past the screen`).toBe(0);
		// A guild not on the card is not asked for.
		await expect(page.getByRole('group', { name: "Farmers' guild seal" })).toHaveCount(0);
		if (name === 'Anna') await shots(page, 'scoring-marco-polo-2-sheet-360-en');
		await t.tap(page.getByRole('button', { name: `Done with ${name}` }));
		await expect(page.getByRole('button', { name: `${name} done`, exact: true })).toBeVisible();
	}
	await t.tap(page.getByRole('button', { name: 'Show results' }));
	await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
	console.log('MP II scoring:', JSON.stringify(t.cost));
	// The scroll is not within a screen yet: the sheet is taller than the phone, and Enter moves the page to each field.
	expectWithin(t, { taps: 17, typed: 30, scrolled: 1900 }, 'Marco Polo II: three sheets');
});

test("Marco Polo II: a sheet with goal coats, De Wu's too, is one screen in every language", async ({ page }) => {
	await untrackedGameAtScoring(page);
	await describeGoalCard(page, 5);
	await page.getByRole('button', { name: 'Vera' }).click();
	await page.getByLabel('Goal card', { exact: true }).selectOption('g1');
	await expect(page.getByRole('group', { name: /guild seal$/ })).toHaveCount(2);
	// Before, in the languages with longer words: 20 (ru) to 77 px (pt) past the screen, De Wu's 38 px more.
	for (const locale of LOCALES) {
		await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		await page.reload();
		const say = words(locale);
		for (const name of ['Anna', 'Vera']) {
			await page.getByRole('button', { name, exact: true }).click();
			const goalCard = page.getByLabel(say('marco_polo_2_goal_card'), { exact: true });
			await expect(goalCard).toHaveValue('g1');
			// The card chosen is told by its number: beside a label, the select once showed «Carta de (» in Portuguese.
			const numberShown = await goalCard.evaluate((select: HTMLSelectElement) => {
				const text = select.selectedOptions[0]!.text;
				const style = getComputedStyle(select);
				const pen = document.createElement('canvas').getContext('2d')!;
				pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
				// The drop-down arrow takes about 24 px of the room inside the padding.
				const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
				return pen.measureText(text.slice(0, text.indexOf(':'))).width <= room;
			});
			expect(numberShown, `the goal card's number shown in ${locale}`).toBe(true);
			const past = await pastTheScreen(page, goalCard, name, say('scoring_confirm', { name }));
			expect(past, `${name}'s sheet past the screen in ${locale}`).toBe(0);
		}
		await expectNoSidewaysScroll(page);
		await shots(page, `scoring-marco-polo-2-sheet-de-wu-360-${locale}`);
	}
});

/** A Voyages game of the three players, set up and ended at once: its final scoring, untracked. */
async function voyagesAtScoring(page: Page) {
	await page.goto('/voyages/new');
	for (const [i, name] of PLAYERS.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
}

test('The Voyages of Marco Polo: three sheets of an untracked game, Enter down each', async ({ page }) => {
	await voyagesAtScoring(page);
	await fromTheTop(page);
	const t = turn(page);
	for (const name of PLAYERS) {
		await expect(page.getByRole('button', { name: `Done with ${name}` })).toBeVisible();
		for (const city of ['Moscow', 'Karakorum']) await t.tap(page.getByRole('checkbox', { name: city }));
		await typeDown(page, t, [
			['Coins', '11'],
			['Pepper', '2'],
			['Silk', ''],
			['Gold', '1'],
			['Completed contracts', '2'],
			['Score figure’s space (start 50 = 0)', ''],
			['50/100 cards: laps (−1 below zero)', ''],
			['Camels', '3']
		]);
		expect(await pastTheScreen(page, page.getByRole('group', { name: 'Cities with a trading post' }), name), `${name}'s sheet past the screen`).toBe(0);
		if (name === 'Anna') await shots(page, 'scoring-voyages-sheet-360-en');
		await t.tap(page.getByRole('button', { name: `Done with ${name}` }));
		await expect(page.getByRole('button', { name: `${name} done`, exact: true })).toBeVisible();
	}
	await t.tap(page.getByRole('button', { name: 'Show results' }));
	await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
	console.log('Voyages scoring:', JSON.stringify(t.cost));
	expectWithin(t, { taps: 13, typed: 18, scrolled: 300 }, 'The Voyages: three sheets');
});

test('The Voyages of Marco Polo: each city with a trading post is named whole on one line, ticked or not, in every language', async ({ page }) => {
	await voyagesAtScoring(page);
	// Before, a chip held the box beside the name: «Каракорум», «Самарканд», «Александрия» broke mid-word.
	const brokenNames = (group: Locator) =>
		group.locator('label span').evaluateAll((spans) =>
			spans
				.filter((span) => {
					// A line box each: the span is a flex item, a box of its own whatever its lines.
					const text = document.createRange();
					text.selectNodeContents(span);
					return new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size > 1;
				})
				.map((span) => span.textContent)
		);
	for (const locale of LOCALES) {
		await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		await page.reload();
		const group = page.getByRole('group', { name: words(locale)('voyages_scoring_posts') });
		await expect(group.getByRole('checkbox')).toHaveCount(14);
		expect(await brokenNames(group), `names on two lines in ${locale}`).toEqual([]);
		// Ticked too (drawn ticked only: at most 9 posts are stored, PL:133): the ticked outline once took a pixel of the name's room.
		await group.getByRole('checkbox').evaluateAll((boxes) => boxes.forEach((box) => ((box as HTMLInputElement).checked = true)));
		await expect(group.getByRole('checkbox', { checked: false })).toHaveCount(0);
		expect(await brokenNames(group), `names on two lines, ticked, in ${locale}`).toEqual([]);
		await expectNoSidewaysScroll(page);
	}
});

async function mervToFinal(page: Page) {
	await newMervGame(page, PLAYERS, 'MERV-FINAL');
	await page.getByRole('button', { name: 'No city on the phone (counts only)' }).click();
	await page.getByRole('button', { name: /^Setup done/ }).click();
	for (const year of [1, 2, 3]) await page.getByRole('button', { name: `Score year ${year}` }).click();
	await expect(page.getByRole('heading', { name: 'End of the game' })).toBeVisible();
}

test('Merv: the final counts of an untracked game on the end screen, Enter down each', async ({ page }) => {
	await mervToFinal(page);
	await fromTheTop(page);
	const t = turn(page);
	const final = page.getByRole('region', { name: 'End of the game' });
	for (const [i, name] of PLAYERS.entries()) {
		if (i) await t.tap(final.getByRole('group', { name: 'Final scoring' }).getByRole('button', { name }));
		const sheet = final.getByRole('group', { name: `Counts of ${name}` });
		await typeDown(sheet, t, [
			['Points (VP track)', '54'],
			['Cinnamon', '2'],
			['Ginger', ''],
			['Juniper', ''],
			['Pepper', '1']
		]);
		await expect(sheet.getByLabel('Cinnamon', { exact: true })).toHaveValue('2');
		if (i === 0) await shots(page, 'scoring-merv-final-360-en');
	}
	// Anna: 54 + a set of 2 (3) + a set of 1 (1) = 58.
	await expect(final.getByTestId('result-0')).toContainText('58');
	await t.tap(page.getByRole('button', { name: 'End the game' }));
	await t.tap(page.getByRole('button', { name: 'Sure? End the game' }));
	await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
	console.log('Merv final:', JSON.stringify(t.cost));
	expectWithin(t, { taps: 7, typed: 12, scrolled: 300 }, 'Merv: the final counts');
	await expectNoSidewaysScroll(page);
});
