import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeDefaultViolations } from './audit.ts';
import { expectNoSidewaysScroll, shot, phone, BOTH_PHONES } from './helpers.ts';

/**
 * The Voyages map with a finger on two phone sizes: every destination at least 44 px, names at least
 * 12 px, the page never sideways (the map pans in its own box), a destination chosen by tapping,
 * zoom with + and −, a two-finger pinch, the whole map; axe finds nothing on the setup board and the
 * travel panel, light and dark, English and Russian.
 */

const map = (page: Page) => page.locator('.zoom-box');
const scale = async (page: Page) => Number(await map(page).locator('.frame').getAttribute('data-scale'));

async function newGame(page: Page) {
	await page.goto('/voyages/new');
	for (const [i, player] of ['Ania', 'Bartek', 'Celina'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(player);
	await page.getByLabel('Colour of player 3').selectOption({ label: 'Red' });
	await page.getByLabel('Seed').fill('MAP');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
}

/** The travel panel's map with the steps of this die: its destinations. */
async function planTravel(page: Page, steps: number): Promise<Locator> {
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).fill(String(steps));
	await page.getByLabel('Lowest die placed (steps at most)', { exact: true }).press('Enter');
	return page.getByRole('group', { name: 'Map of the board' }).getByRole('button');
}

/** Rendered font size (CSS px) of each map text of this class. */
const fontSizes = (page: Page, selector: string) =>
	map(page)
		.locator(selector)
		.evaluateAll((texts) =>
			texts.map((t) => ({
				text: t.textContent,
				px: parseFloat(getComputedStyle(t).fontSize) * (t as SVGGraphicsElement).getScreenCTM()!.a
			}))
		);

/** axe on the whole screen, with the rule that a visible label is part of the accessible name. */
async function expectNoAxeViolations(page: Page) {
	const violations = await axeDefaultViolations(page, { 'label-content-name-mismatch': { enabled: true } });
	expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 400)).join(', ')}`)).toEqual([]);
}

/** Two fingers moving apart (factor > 1) or together, in the middle of the map's box. */
async function pinch(page: Page, factor: number) {
	const box = (await map(page).locator('.frame').boundingBox())!;
	const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
	const cdp = await page.context().newCDPSession(page);
	const at = (d: number) => [
		{ x: cx - d, y: cy, id: 1 },
		{ x: cx + d, y: cy, id: 2 }
	];
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(40) });
	for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(40 * (1 + ((factor - 1) * i) / 5)) });
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
	await cdp.detach();
}

test.describe('on each phone', { tag: BOTH_PHONES }, () => {
	test.use({ hasTouch: true });

	test('the map is read and tapped with a finger, zoomed and panned in its own box', async ({ page }) => {
		const name = (screen: string, scheme: string) => `62-voyages-map-${screen}-${phone().width}-${scheme}`;
		await newGame(page);
		for (const t of await fontSizes(page, 'text.name')) expect(t.px, `${t.text} on the setup board`).toBeGreaterThanOrEqual(12);
		for (const scheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme: scheme });
			await expectNoSidewaysScroll(page);
			await shot(page, name('setup', scheme), map(page));
		}
		await page.emulateMedia({ colorScheme: null });

		const targets = await planTravel(page, 3);
		expect(await targets.count()).toBeGreaterThan(4);
		for (const target of await targets.all()) {
			const box = (await target.boundingBox())!;
			const label = await target.getAttribute('aria-label');
			expect(box.width, `width of ${label}`).toBeGreaterThanOrEqual(44);
			expect(box.height, `height of ${label}`).toBeGreaterThanOrEqual(44);
		}
		for (const t of await fontSizes(page, 'text.name, text.hi-label, .badge text')) expect(t.px, `${t.text} on the travel map`).toBeGreaterThanOrEqual(12);
		const frame = await map(page).locator('.frame').boundingBox();
		expect(frame!.width, 'the map nearly as wide as the screen').toBeGreaterThan(phone().width - 50);

		// Route costs on the routes: Alexandria – Oasis G costs 7 coins more.
		await expect(map(page).locator('[data-route="alexandria~oasis-g"].coins')).toHaveText('7');

		// Tapping a destination chooses it: its ways there are offered.
		await targets.filter({ hasText: 'Adana' }).tap();
		await expect(targets.filter({ hasText: 'Adana' })).toHaveAttribute('aria-pressed', 'true');
		await expect(page.getByRole('button', { name: /^Travel to Adana/ }).first()).toBeVisible();
		for (const scheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme: scheme });
			await expectNoSidewaysScroll(page);
			await shot(page, name('travel', scheme), map(page));
		}
		await page.emulateMedia({ colorScheme: null });

		// Zoom: + makes it larger, − smaller again; the whole map fits the box's width; back to the readable scale.
		const readable = await scale(page);
		await page.getByRole('button', { name: 'Zoom in' }).click();
		expect(await scale(page)).toBeGreaterThan(readable);
		await page.getByRole('button', { name: 'Zoom out' }).click();
		expect(await scale(page)).toBeCloseTo(readable, 2);
		await page.getByRole('button', { name: 'Whole map' }).click();
		await expect(page.getByRole('button', { name: 'Whole map' })).toHaveAttribute('aria-pressed', 'true');
		const whole = await map(page).locator('svg').boundingBox();
		expect(whole!.width).toBeLessThanOrEqual(frame!.width);
		await expectNoSidewaysScroll(page);
		await shot(page, name('whole', 'light'), map(page));
		await page.getByRole('button', { name: 'Whole map' }).click();
		expect(await scale(page)).toBeCloseTo(readable, 2);

		// Two fingers apart: larger; together: smaller.
		await pinch(page, 2);
		const pinched = await scale(page);
		expect(pinched).toBeGreaterThan(readable * 1.3);
		await pinch(page, 0.4);
		expect(await scale(page)).toBeLessThan(pinched / 1.5);
		await expectNoSidewaysScroll(page);
	});
});

test.describe('axe at 360 px', () => {
	test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
	for (const locale of ['en', 'ru'])
		test(`the setup board and the travel panel have no violations (${locale})`, async ({ page }) => {
			await newGame(page);
			const url = page.url();
			const inLocale = async () => {
				await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
				await page.goto(url);
				await expect(page.getByRole('group', { name: locale === 'en' ? 'Map of the board' : 'Карта поля' })).toBeVisible();
			};
			const check = async () => {
				for (const scheme of ['light', 'dark'] as const) {
					await page.emulateMedia({ colorScheme: scheme });
					await expectNoAxeViolations(page);
				}
			};
			await inLocale();
			await check();
			await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'en'));
			await page.goto(url);
			await planTravel(page, 2);
			await inLocale();
			await expect(
				page
					.getByRole('group', { name: /Map of the board|Карта поля/ })
					.getByRole('button')
					.first()
			).toBeVisible();
			await check();
		});
});
