/** Played with one hand: a refused tap says why, and a light tick (stubbed Vibration API) confirms an accepted entry when wanted. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { countsOf, dealCity, newMervGame, setCount } from './merv-helpers.ts';
import { toTable } from './table-helpers.ts';
import { uncovered } from './audit.ts';

/** Counts every call to navigator.vibrate and what it asked for. */
async function stubVibrate(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { __ticks: number[] };
		w.__ticks = [];
		Object.defineProperty(navigator, 'vibrate', {
			configurable: true,
			value: (pattern: number) => {
				w.__ticks.push(pattern);
				return true;
			}
		});
	});
}
const ticks = (page: Page) => page.evaluate(() => (window as unknown as { __ticks: number[] }).__ticks);

async function mervYearOne(page: Page) {
	await newMervGame(page, ['Ana', 'Boris'], 'ONE-HAND');
	await dealCity(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	await expect(page.getByTestId('year')).toHaveText('Year 1');
	await countsOf(page, 'Ana');
	await setCount(page, 'Points (VP track)', 0);
}

test('a stepper at its limit says why the tap is refused, and the next tap that counts clears it', async ({ page }) => {
	await mervYearOne(page);
	const points = page.getByLabel('Points (VP track)', { exact: true });
	await page.getByRole('button', { name: '− Points (VP track)' }).click();
	await expect(page.getByText('Already at the lowest: 0')).toBeVisible();
	await expect(points).toHaveValue('0');
	await page.getByRole('button', { name: '+ Points (VP track)' }).click();
	await expect(points).toHaveValue('1');
	await expect(page.getByText('Already at the lowest: 0')).toHaveCount(0);
});

test('Enter moves on to the next field, as down a score sheet', async ({ page }) => {
	await mervYearOne(page);
	const points = page.getByLabel('Points (VP track)', { exact: true });
	await points.fill('3');
	await points.press('Enter');
	await expect(page.getByLabel('Favour', { exact: true })).toBeFocused();
	await expect(points).toHaveValue('3');
});

test('a number typed, then Undo tapped at once: the number typed is what is taken back', async ({ page }) => {
	await mervYearOne(page);
	await setCount(page, 'Points (VP track)', 2);
	// As a quick tap does it: the field is left (which stores the 5) and undo runs before the 5 is stored.
	await page.evaluate(() => {
		const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Points (VP track)')!;
		const field = label.control as HTMLInputElement;
		field.focus();
		field.value = '5';
		field.dispatchEvent(new Event('input', { bubbles: true }));
		const undo = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Undo last entry')!;
		undo.focus();
		undo.click();
	});
	await expect(page.getByText('Last entry undone.')).toBeVisible();
	await expect(page.getByLabel('Points (VP track)', { exact: true })).toHaveValue('2');
});

test('Enter down a score sheet: each next field stops above the bar at the thumb, not under it', async ({ page }) => {
	await toTable(
		page,
		[
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		],
		['Abha Basu', 'Filippo Vitello'],
		'ENTER-DOWN'
	);
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	// The sheet's order: goods, coins, contracts, then camels by the score track (they only break a tie, RU L814).
	const fields = ['Pepper', 'Silk', 'Gold', 'Jade', 'Coins', 'Completed contracts', 'Camels'];
	await page.getByLabel(fields[0]!, { exact: true }).focus();
	for (const [i, label] of fields.entries()) {
		const field = page.getByLabel(label, { exact: true });
		await expect(field).toBeFocused();
		expect(await uncovered(field), `${label} under the bar`).toBe(true);
		if (i < fields.length - 1) await field.press('Enter');
	}
});

test('haptics: off by default, then a tick on an accepted entry and none on a refused one', async ({ page }) => {
	await stubVibrate(page);
	await mervYearOne(page);
	const plus = page.getByRole('button', { name: '+ Points (VP track)' });
	const minus = page.getByRole('button', { name: '− Points (VP track)' });
	const points = page.getByLabel('Points (VP track)', { exact: true });

	// Off by default: an accepted entry makes no call.
	await plus.click();
	await expect(points).toHaveValue('1');
	expect(await ticks(page)).toEqual([]);

	// Turned on in the header's menu, kept after a reload.
	await page.getByLabel('Game menu').click();
	const setting = page.getByRole('button', { name: 'Vibrate on entries' });
	await expect(setting).toHaveAttribute('aria-pressed', 'false');
	await setting.click();
	await expect(setting).toHaveAttribute('aria-pressed', 'true');
	await page.reload();
	await page.getByLabel('Game menu').click();
	await expect(page.getByRole('button', { name: 'Vibrate on entries' })).toHaveAttribute('aria-pressed', 'true');
	await countsOf(page, 'Ana');

	await minus.click();
	await expect(points).toHaveValue('0');
	await expect.poll(() => ticks(page)).toEqual([10]);
	// Refused at the limit (by the stepper) and by the rules (a 4th courtier): no tick.
	await minus.click();
	await expect(page.getByText('Already at the lowest: 0')).toBeVisible();
	await setCount(page, 'Courtiers: Court of Spices', 4, true);
	await expect(page.getByRole('alert')).toContainText('A court has 3 places for courtiers.');
	expect(await ticks(page)).toEqual([10]);
});
