/** The home list: a game of each kind in play and finished, each card saying where it stands and who leads or won, on a phone's width, light and dark. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { importFile } from './data-helpers.ts';
import { expectNoSidewaysScroll, shot, phone, BOTH_PHONES } from './helpers.ts';

const FILE = 'tests/e2e/files/home-games.json';
const card = (page: Page, name: RegExp) => page.getByRole('link', { name });

async function expectCards(page: Page) {
	const inPlay = page.getByRole('region', { name: 'In progress' });
	const finished = page.getByRole('region', { name: 'Finished' });
	await expect(inPlay.getByRole('link')).toHaveCount(3);
	await expect(finished.getByRole('link')).toHaveCount(3);

	const mp2 = inPlay.getByRole('link', { name: /^Marco Polo II: Ada, Boris, Chen,? and Dana$/ });
	await expect(mp2).toContainText('Round 2');
	await expect(mp2).toContainText('Last played: ');
	await expect(mp2).toContainText(/Leading: .+ \(points: \d+\)/);
	await expect(mp2).toHaveAccessibleDescription(/Ada \(Blue\), Boris \(Yellow\), Chen \(Green\), Dana \(Red\)/);

	const voyages = card(page, /^Voyages of Marco Polo: Ada, Boris,? and Chen$/);
	await expect(voyages.first()).toContainText('Round 1');
	await expect(voyages.first()).toContainText('Leading: Boris (points: 3)');
	await expect(voyages.last()).toContainText('Winner: Ada (points: 10)');

	const merv = card(page, /^Merv: Ana, Boris,? and Chen$/);
	await expect(merv.first()).toContainText('Year 1, round 1');
	await expect(merv.first()).toContainText('Leading: Chen (points: 4)');
	await expect(merv.first()).toHaveAccessibleDescription(/Ana \(Red\), Boris \(Blue\), Chen \(Yellow\)/);
	await expect(merv.last()).toContainText('Winner: Ana (points: 9)');

	await expect(finished.getByRole('link', { name: /^Marco Polo II/ })).toContainText('Winner: Boris (points: 210)');
	// A finished game says its winner, not a leader, nor a round.
	for (const link of await finished.getByRole('link').all()) {
		await expect(link).not.toContainText('Leading');
		await expect(link).not.toContainText(/Round \d/);
	}
}

async function expectTargets(page: Page) {
	for (const target of await page.locator('main a, main button').all()) {
		if (!(await target.isVisible())) continue;
		const box = (await target.boundingBox())!;
		expect(box.height, await target.innerText()).toBeGreaterThanOrEqual(44);
		expect(box.width, await target.innerText()).toBeGreaterThanOrEqual(44);
	}
}

test('the home list: round, leader and winner of each game, light and dark', { tag: BOTH_PHONES }, async ({ page }) => {
	const { width } = phone();
	await importFile(page, FILE, /6 games? added|added/i);
	await page.goto('/');
	await expectCards(page);
	await expectNoSidewaysScroll(page);
	await expectTargets(page);
	await shot(page, `home-cards-${width}-light`);
	await shot(page, `home-cards-${width}-light-finished`, page.getByRole('heading', { name: 'Finished' }));
	await page.emulateMedia({ colorScheme: 'dark' });
	await expectNoSidewaysScroll(page);
	await shot(page, `home-cards-${width}-dark`);
	await shot(page, `home-cards-${width}-dark-in-progress`, page.getByRole('heading', { name: 'In progress' }));
});
