import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openFolds, smallTargets } from './audit.ts';
import { GOLDEN, importFile, voyagesGame } from './data-helpers.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { dealCity, newMervGame } from './merv-helpers.ts';
import { toTable } from './table-helpers.ts';

const LOCALES = ['en', 'ru', 'hu', 'pl', 'pt'] as const;
// A message key left on screen: snake_case words, as no sentence in any language writes them.
const KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+){1,}\b/;

/** Games of each kind, made through the forms; the screens to visit, by name. */
async function gamesOnThePhone(page: Page): Promise<[string, string][]> {
	const mp2 = await toTable(
		page,
		[
			{ name: 'Ana', colour: 'Blue' },
			{ name: 'Ben', colour: 'Green' }
		],
		['Abha Basu', 'Filippo Vitello'],
		'LANG-MP2'
	).then(() => page.url());
	const voyages = await voyagesGame(page, ['Ana', 'Ben', 'Cy'], 'LANG-VOY');
	const merv = await newMervGame(page, ['Ana', 'Boris'], 'LANG-MERV');
	await dealCity(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	await expect(page.getByTestId('turn-panel')).toBeVisible();
	// A finished game from a file: its results screen.
	await importFile(page, GOLDEN);
	const path = (url: string) => new URL(url).pathname + new URL(url).search;
	const id = new URL(merv).searchParams.get('id');
	return [
		['home', '/'],
		['copy', '/copy'],
		['data', '/data'],
		['marco-polo-2-new', '/marco-polo-2/new'],
		['marco-polo-2-table', path(mp2)],
		['marco-polo-2-results', '/marco-polo-2?id=6f1c2a4e-0b7d-4c55-9e0a-3d2b1f0e9a11'],
		['voyages-new', '/voyages/new'],
		['voyages-setup', path(voyages)],
		['merv-new', '/merv/new'],
		['merv-turn', path(merv)],
		['log', `/log?id=${id}`],
		['history', '/history']
	];
}

/** Text that does not fit its box (cut off, or spilling out of a button or label). */
function clippedText(page: Page) {
	return page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('main *, header *')]
			.filter((el) => {
				const style = getComputedStyle(el);
				// Hidden, or only for screen readers (a 1 px box).
				if (style.display === 'none' || style.visibility === 'hidden' || el.clientWidth <= 1) return false;
				if (['auto', 'scroll'].includes(style.overflowX) || el.closest('svg, select')) return false;
				const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
				return ownText && el.scrollWidth > el.clientWidth + 1;
			})
			.map((el) => `${el.tagName.toLowerCase()}: ${el.textContent.trim().slice(0, 60)}`)
	);
}

/**
 * The header and the bar at the thumb stay one row of 44 px targets (with their padding and border): two rows
 * would take a tenth of a 740 px screen from the game.
 */
async function expectOneRow(page: Page, name: string) {
	// One row of 44 px targets (a select stands a few pixels taller), where two would be 90 px and more.
	const ONE_ROW = 60;
	const header = await page.locator('header').first().boundingBox();
	expect(header!.height - 17, `${name}: the header is one row`).toBeLessThanOrEqual(ONE_ROW);
	const bar = page.locator('.thumb-bar .row');
	if (await bar.count()) expect((await bar.boundingBox())!.height, `${name}: the undo bar is one row`).toBeLessThanOrEqual(ONE_ROW);
}

test.describe('every screen in each language, 360 px', () => {
	// In one worker, one after the other: the games are made once for the five languages, not once per worker.
	test.describe.configure({ mode: 'default' });
	const VIEWPORT = { width: 360, height: 740 };
	test.setTimeout(120_000);
	// The games are made once through the forms; each language then opens a phone holding them.
	const phoneLike = (info: TestInfo) => {
		const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
		return { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: VIEWPORT };
	};
	let phone: { screens: [string, string][]; state: Awaited<ReturnType<BrowserContext['storageState']>> };
	test.beforeAll(async ({ browser }, info) => {
		test.setTimeout(120_000);
		const context = await browser.newContext(phoneLike(info));
		const page = await context.newPage();
		const screens = await gamesOnThePhone(page);
		phone = { screens, state: await context.storageState({ indexedDB: true }) };
		await context.close();
	});

	for (const locale of LOCALES)
		test(`${locale}: nothing sideways, nothing cut off, no target under 44 px, no message key on screen`, async ({ browser }, info) => {
			const context = await browser.newContext({ ...phoneLike(info), storageState: phone.state });
			const page = await context.newPage();
			await page.goto('/');
			await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
			for (const [name, path] of phone.screens) {
				await page.goto(path);
				await expect(page.locator('main h1').first()).toBeVisible();
				await page.waitForLoadState('networkidle');
				await expect(page.locator('html'), name).toHaveAttribute('lang', locale);
				const text = await page.locator('body').innerText();
				expect(KEY.exec(text)?.[0], `${name}: a message key is shown`).toBeUndefined();
				expect(await clippedText(page), `${name}: text cut off`).toEqual([]);
				await expectNoSidewaysScroll(page);
				await expectOneRow(page, name);
				await shots(page, `70-lang-${locale}-${name}`);
				// The words' length sets many a button's: every target, folds open, stays a finger's size.
				const close = await openFolds(page);
				expect(await smallTargets(page), `${name}: targets under 44 px`).toEqual([]);
				await close();
			}
			await context.close();
		});
});

test('the first visit speaks the browser’s language; the picker names each language in its own words and keeps the choice', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 390, height: 844 } });
	const page = await context.newPage();
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
	const picker = page.locator('header select');
	await expect(picker).toHaveValue('pl');
	await expect(picker.locator('option')).toHaveText(['English', 'Русский', 'Magyar', 'Polski', 'Português']);
	const polishTitle = await page.locator('main h1').innerText();
	await picker.selectOption('pt');
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
	await expect(picker).toHaveValue('pt');
	const newGame = page.locator('main a.button.primary').first();
	await expect(newGame).not.toHaveText(/New game/);
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
	await expect(picker).toHaveValue('pt');
	expect(polishTitle).toBe('Silk Ledger');
	await context.close();
});
