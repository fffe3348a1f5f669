/**
 * Every screen at 360 × 740 and 390 × 844, light and dark, English and Russian: no tap target under
 * 44 px, nothing sideways, nothing axe finds. Each test walks its screens and reports all findings at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, sidewaysScroll, smallTargets } from './audit.ts';
import { importFile, voyagesGame } from './data-helpers.ts';
import { newGame, pickCharactersFreely } from './helpers.ts';
import { newMervGame } from './merv-helpers.ts';

const SIZES = [
	{ width: 360, height: 740 },
	{ width: 390, height: 844 }
];
const LOCALES = ['en', 'ru'] as const;
const SCHEMES = ['light', 'dark'] as const;
const STORED = 'tests/e2e/files/home-games.json';

/** Audits the screen at the page's address in both languages and both schemes; leaves it in English, light. */
async function audit(page: Page, findings: string[], screen: string, ready = 'main h1') {
	const url = page.url();
	const width = page.viewportSize()!.width;
	for (const locale of LOCALES) {
		await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		await page.goto(url);
		await page.locator(ready).first().waitFor();
		// What a player opens is measured too: corrections, bonus actions, the counts.
		await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
		for (const scheme of SCHEMES) {
			await page.emulateMedia({ colorScheme: scheme });
			const where = `${screen} ${width} ${scheme} ${locale}`;
			for (const f of [...(await smallTargets(page)), ...(await sidewaysScroll(page)), ...(await axeViolations(page))]) findings.push(`${where}: ${f}`);
		}
	}
	await page.emulateMedia({ colorScheme: 'light' });
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'en'));
	await page.goto(url);
	await page.locator(ready).first().waitFor();
	// The next tap must reach a screen that has loaded its game, not one still settling.
	await page.waitForLoadState('networkidle');
}

/** Opens a stored game of home-games.json and audits it. */
async function auditStored(page: Page, findings: string[], route: string, id: string) {
	await page.goto(`${route}?id=${id}`);
	await audit(page, findings, id);
}

for (const viewport of SIZES)
	test.describe(`${viewport.width}×${viewport.height}`, () => {
		test.use({ viewport });
		test.setTimeout(300_000);

		test('home, copy of the game, data, log and the new-game forms', async ({ page }) => {
			const findings: string[] = [];
			await page.goto('/');
			await audit(page, findings, 'home-empty');
			await importFile(page, STORED, /added/i);
			await audit(page, findings, 'data-imported');
			await page.goto('/');
			await audit(page, findings, 'home', 'main a[href*="?id="]');
			await page.goto('/copy');
			await audit(page, findings, 'copy');
			await page.goto('/data');
			await audit(page, findings, 'data');
			await page.getByLabel('Choose a file…').setInputFiles(STORED);
			await expect(page.getByRole('region', { name: 'What this file would change' })).toBeVisible();
			for (const f of [...(await smallTargets(page)), ...(await axeViolations(page))]) findings.push(`data-preview: ${f}`);
			await page.goto('/log?id=home-mp2-finished');
			await audit(page, findings, 'log', 'main li');
			for (const route of ['/marco-polo-2/new', '/voyages/new', '/merv/new']) {
				await page.goto(route);
				await audit(page, findings, route);
			}
			expect(findings).toEqual([]);
		});

		test('Marco Polo II: first player, characters, the roll, scoring, results', async ({ page }) => {
			const findings: string[] = [];
			const players = [
				{ name: 'Anna', colour: 'Red' },
				{ name: 'Boris', colour: 'Blue' }
			];
			await newGame(page, players, 'TARGETS');
			await audit(page, findings, 'mp2-first-player');
			await page.getByRole('button', { name: 'Anna', exact: true }).click();
			await audit(page, findings, 'mp2-characters');
			await pickCharactersFreely(page, [
				{ name: 'Anna', character: 'Abha Basu' },
				{ name: 'Boris', character: 'Mailin & Tian Chin' }
			]);
			await page.getByRole('button', { name: 'Setup done — start playing' }).click();
			await page.getByRole('button', { name: 'Start round 1' }).click();
			await audit(page, findings, 'mp2-roll');
			await page.getByRole('button', { name: 'Game over — final scoring' }).click();
			await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
			await audit(page, findings, 'mp2-scoring');
			await importFile(page, STORED, /added/i);
			await auditStored(page, findings, '/marco-polo-2', 'home-mp2-playing');
			await auditStored(page, findings, '/marco-polo-2', 'home-mp2-finished');
			expect(findings).toEqual([]);
		});

		test('Voyages: setup, table, scoring, results', async ({ page }) => {
			const findings: string[] = [];
			await voyagesGame(page, ['Ada', 'Boris', 'Chen'], 'TARGETS');
			await audit(page, findings, 'voyages-setup');
			await importFile(page, STORED, /added/i);
			await auditStored(page, findings, '/voyages', 'home-voyages-playing');
			await page.getByRole('button', { name: 'Game over — final scoring' }).click();
			await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
			await audit(page, findings, 'voyages-scoring');
			await auditStored(page, findings, '/voyages', 'home-voyages-finished');
			expect(findings).toEqual([]);
		});

		test('Merv: setup, the city and turn, results', async ({ page }) => {
			const findings: string[] = [];
			await newMervGame(page, ['Ana', 'Boris'], 'TARGETS');
			await audit(page, findings, 'merv-setup');
			await page.getByRole('button', { name: 'Deal the tiles from the seed' }).click();
			await audit(page, findings, 'merv-setup-dealt');
			await importFile(page, STORED, /added/i);
			await auditStored(page, findings, '/merv', 'home-merv-playing');
			await auditStored(page, findings, '/merv', 'home-merv-finished');
			expect(findings).toEqual([]);
		});
	});
