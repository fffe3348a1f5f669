/**
 * Every screen: no tap target under 44 px and nothing sideways at 360 × 740 and 390 × 844; axe with nothing
 * to report at 360 px, light and dark (dark asks only what a scheme changes: contrast). The walk goes once, at
 * 360 px; each screen is measured at both widths where it is. In the other languages, whose words are longer,
 * languages.spec.ts measures the targets and what does not fit at 360 px (axe's findings do not depend on the
 * language of the words).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, drawn, openFolds, sidewaysScroll, smallTargets, uncovered } from './audit.ts';
import { importFile, voyagesGame } from './data-helpers.ts';
import { newGame, pickCharactersFreely } from './helpers.ts';
import { newMervGame } from './merv-helpers.ts';
import { enterRoll } from './table-helpers.ts';

const SIZES = [
	{ width: 360, height: 740 },
	{ width: 390, height: 844 }
];
const STORED = 'tests/e2e/files/home-games.json';

test.use({ viewport: SIZES[0] });
test.setTimeout(240_000);
test.describe.configure({ mode: 'parallel' });

type Screen = {
	/** The screen's task: seen whole on the first screen at both widths, nothing drawn over it. */
	task?: (page: Page) => Locator;
	/** How many folds axe sees open, when not all: where they hold long lists of rows drawn alike (their targets are all measured). */
	axeFolds?: number;
};

/** What the header menu of a game screen holds, measured open; it is closed again. */
async function menuTargets(page: Page): Promise<string[]> {
	const menu = page.locator('details.menu');
	if (!(await menu.count())) return [];
	await menu.evaluate((d: HTMLDetailsElement) => (d.open = true));
	await drawn(page);
	const found = await smallTargets(page, 'details.menu');
	await menu.evaluate((d: HTMLDetailsElement) => (d.open = false));
	return found.map((f) => `menu open: ${f}`);
}

/** One language of a screen: both widths' targets and sideways scroll, the task in view, then axe at 360 px in both schemes. */
async function measure(page: Page, where: string, screen: Screen): Promise<string[]> {
	const found: string[] = [];
	for (const size of SIZES) {
		await page.setViewportSize(size);
		await drawn(page);
		const at = `${where} ${size.width}`;
		if (screen.task) {
			await page.evaluate(() => window.scrollTo(0, 0));
			const task = screen.task(page);
			const box = await task.boundingBox();
			if (!box || box.y < 0 || box.y + box.height > size.height || !(await uncovered(task)))
				found.push(`${at}: the task is not seen whole on the first screen`);
		}
		const close = await openFolds(page);
		found.push(...[...(await smallTargets(page)), ...(await sidewaysScroll(page)), ...(await menuTargets(page))].map((f) => `${at}: ${f}`));
		await close();
	}
	await page.setViewportSize(SIZES[0]!);
	const close = await openFolds(page, screen.axeFolds);
	found.push(...(await axeViolations(page)).map((f) => `${where} light: ${f}`));
	await page.emulateMedia({ colorScheme: 'dark' });
	found.push(...(await axeViolations(page, true)).map((f) => `${where} dark: ${f}`));
	await page.emulateMedia({ colorScheme: 'light' });
	await close();
	return found;
}

/** Measures the screen the walk is on, as it stands. */
async function audit(page: Page, findings: string[], name: string, screen: Screen = {}) {
	findings.push(...(await measure(page, name, screen)));
}

/** Opens a stored game of home-games.json, once its screen shows the game read from its log. */
async function openStored(page: Page, route: string, id: string) {
	await page.goto(`${route}?id=${id}`);
	await expect(page.locator('main header h1')).toBeVisible();
}

test('home, copy of the game, data, log and the new-game forms', async ({ page }) => {
	const findings: string[] = [];
	await page.goto('/');
	await expect(page.getByText('No games on this phone yet.')).toBeVisible();
	await audit(page, findings, 'home-empty');
	await importFile(page, STORED, /added/i);
	await page.goto('/');
	await expect(page.getByRole('button', { name: /^More for/ }).first()).toBeVisible();
	await audit(page, findings, 'home');
	await page.goto('/copy');
	await expect(page.getByRole('heading', { name: 'Your copy of the game' })).toBeVisible();
	// Hundreds of values in folded sections, each drawn by the same row as the values shown unfolded.
	await audit(page, findings, 'copy', { axeFolds: 1 });
	await page.goto('/data');
	await expect(page.getByRole('heading', { name: 'Backups on this phone' })).toBeVisible();
	await audit(page, findings, 'data');
	await page.locator('input[type=file]').setInputFiles(STORED);
	await expect(page.getByRole('region', { name: 'What this file would change' })).toBeVisible();
	await audit(page, findings, 'data-preview');
	await page.goto('/data?send=home-mp2-playing');
	await expect(page.getByText(/^Code 1 of \d+$/)).toBeVisible();
	await audit(page, findings, 'data-send');
	await page.goto('/data?receive');
	await expect(page.getByRole('heading', { name: 'Receive a game by QR codes' })).toBeVisible();
	await audit(page, findings, 'data-receive');
	await page.goto('/log?id=home-mp2-finished');
	await expect(page.locator('main li').first()).toBeVisible();
	// Each entry folds its stored data away, the same for every entry.
	await audit(page, findings, 'log', { axeFolds: 1 });
	for (const route of ['/marco-polo-2/new', '/voyages/new', '/merv/new']) {
		await page.goto(route);
		await expect(page.getByLabel('Name of player 1')).toBeVisible();
		await audit(page, findings, route);
	}
	expect(findings).toEqual([]);
});

/** On the table screens: the first control after the line saying where the game stands. */
const tableTask = (page: Page) => page.locator('[data-testid=stage] ~ * :is(button, select, input)').first();

test('Marco Polo II: first player, characters, setup, the roll, a turn, scoring, a round start, results', async ({ page }) => {
	const findings: string[] = [];
	const players = [
		{ name: 'Anna', colour: 'Red' },
		{ name: 'Boris', colour: 'Blue' }
	];
	await newGame(page, players, 'SWEEP');
	await audit(page, findings, 'mp2-first-player');
	await page.getByRole('button', { name: 'Anna', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Pick freely' })).toBeVisible();
	await audit(page, findings, 'mp2-characters');
	await pickCharactersFreely(page, [
		{ name: 'Anna', character: 'Abha Basu' },
		{ name: 'Boris', character: 'Filippo Vitello' }
	]);
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await expect(page.getByTestId('stage')).toHaveText('Ready for round 1.');
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await expect(page.getByRole('button', { name: "Save Anna's dice" })).toBeVisible();
	await audit(page, findings, 'mp2-roll', { task: tableTask });
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [1, 1, 2, 3, 1], 4);
	await expect(page.getByRole('region', { name: "Anna's turn" })).toBeVisible();
	await audit(page, findings, 'mp2-turn', { task: tableTask });
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	await audit(page, findings, 'mp2-scoring', { task: (p) => p.locator('#goal-card') });
	await importFile(page, STORED, /added/i);
	await openStored(page, '/marco-polo-2', 'home-mp2-playing');
	await expect(page.getByRole('heading', { name: 'Start round 3' })).toBeVisible();
	await audit(page, findings, 'mp2-round-3', { task: tableTask });
	await openStored(page, '/marco-polo-2', 'home-mp2-finished');
	await expect(page.getByTestId('result-0')).toBeVisible();
	await audit(page, findings, 'mp2-results');
	expect(findings).toEqual([]);
});

test('Voyages: setup, the roll, a turn, scoring, results', async ({ page }) => {
	const findings: string[] = [];
	// The seed gives Bartek Matteo Polo, whose white die is entered too.
	await voyagesGame(page, ['Ania', 'Bartek', 'Celina'], 'VOYAGE3');
	await audit(page, findings, 'voyages-setup');
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await expect(page.getByRole('button', { name: "Save Ania's dice" })).toBeVisible();
	await audit(page, findings, 'voyages-roll', { task: tableTask });
	await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
	await page.getByLabel('White die of Bartek').fill('6');
	await enterRoll(page, 'Bartek', [3, 3, 3, 3, 3]);
	await enterRoll(page, 'Celina', [6, 5, 4, 3, 2]);
	await expect(page.getByRole('heading', { name: /'s turn$/ })).toBeVisible();
	await audit(page, findings, 'voyages-turn', { task: tableTask });
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	await audit(page, findings, 'voyages-scoring', { task: (p) => p.locator('fieldset.posts input').first() });
	await importFile(page, STORED, /added/i);
	await openStored(page, '/voyages', 'home-voyages-finished');
	await expect(page.getByTestId('result-0')).toBeVisible();
	await audit(page, findings, 'voyages-results');
	expect(findings).toEqual([]);
});

test('Merv: setup, the dealt city, a turn, results', async ({ page }) => {
	const findings: string[] = [];
	await newMervGame(page, ['Ana', 'Boris'], 'SWEEP');
	await audit(page, findings, 'merv-setup');
	// The site tiles the deal would lay, to confirm first.
	await page.getByRole('button', { name: 'Deal the tiles from the seed' }).click();
	await expect(page.getByTestId('site-tiles')).toBeVisible();
	await audit(page, findings, 'merv-setup-tiles');
	await page.getByRole('button', { name: 'These are my tiles: deal them' }).click();
	await expect(page.getByRole('button', { name: /^Setup done/ })).toBeVisible();
	await audit(page, findings, 'merv-setup-dealt');
	await page.getByRole('button', { name: /^Setup done/ }).click();
	await expect(page.getByTestId('year')).toHaveText('Year 1');
	const turnTask = (p: Page) => p.locator('[data-testid=turn-panel] :is(button, select, input)').first();
	await audit(page, findings, 'merv-turn', { task: turnTask });
	// The year's scoring offered, folded, to a table not entering its turns.
	await page.getByTestId('skip-rounds').locator(':scope > summary').click();
	await expect(page.getByRole('button', { name: 'Score year 1' })).toBeVisible();
	await audit(page, findings, 'merv-turn-skip');
	await importFile(page, STORED, /added/i);
	await openStored(page, '/merv', 'home-merv-finished');
	await expect(page.getByTestId('result-0')).toBeVisible();
	await audit(page, findings, 'merv-results');
	expect(findings).toEqual([]);
});
