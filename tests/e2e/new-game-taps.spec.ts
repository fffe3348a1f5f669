/**
 * What starting a 3-player game costs, counted as a player enters it (issue 26, "Start with zero typing"): from
 * the new-game form at its top to the game's first screen. Before: three names typed and Start, 4 taps and 13
 * characters (308, 756 and 274 px scrolled for Marco Polo II, The Voyages and Merv).
 */
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { expectWithin, fromTheTop, turn } from './taps.ts';

const GAMES = [
	{ kind: 'marco-polo-2', first: 'Who goes first?' },
	{ kind: 'voyages', first: 'Set up the table' },
	{ kind: 'merv', first: 'Setting up' }
] as const;

for (const game of GAMES) {
	test(`a 3-player game of ${game.kind} starts with one tap, nothing typed: the colours are the names`, async ({ page }) => {
		await page.goto(`/${game.kind}/new`);
		const colours = await Promise.all([1, 2, 3].map((n) => page.getByLabel(`Name of player ${n}`).getAttribute('placeholder')));
		expect(colours.every((c) => c && /^\p{L}+$/u.test(c))).toBe(true);
		await fromTheTop(page);
		const t = turn(page);
		await t.tap(page.getByRole('button', { name: 'Start setup' }));
		await expect(page.getByRole('heading', { name: game.first })).toBeVisible();
		expectWithin(t, { taps: 1, scrolled: 800 }, `a new game of ${game.kind}`);
		// The players are called by their colours, in the player's language.
		await page.goto('/');
		await expect(page.getByRole('link', { name: new RegExp(`${colours[0]}, ${colours[1]}, and ${colours[2]}$`) })).toBeVisible();
	});
}

test('the remembered players are one row that does not push the form down; three taps and Start seat them', async ({ page }) => {
	await page.goto('/merv/new');
	for (const [i, name] of ['Anna', 'Boris', 'Vera'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Setting up' })).toBeVisible();
	// A game started with no names is no one to remember: its colours are not offered.
	await page.goto('/voyages/new');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Set up the table' })).toBeVisible();

	for (const lang of ['en', 'hu'] as const) {
		await page.goto('/marco-polo-2/new');
		if (lang === 'hu') await page.getByLabel('Language').selectOption('hu');
		const remembered = page.getByRole('region', { name: lang === 'en' ? 'Players from earlier games' : 'Korábbi játékosok' });
		// In the language the colours were named in, they are not offered (a phone's group rarely changes its language).
		await expect(remembered.getByRole('button', { name: /Vera/ })).toBeVisible();
		if (lang === 'en') await expect(remembered.getByRole('button')).toHaveText(['Anna', 'Boris', 'Vera']);
		const chips = await remembered.getByRole('button').all();
		const tops = new Set(await Promise.all(chips.map(async (c) => Math.round((await c.boundingBox())!.y))));
		expect(tops.size, 'the chips on one row').toBe(1);
		for (const c of chips) expect((await c.boundingBox())!.height).toBeGreaterThanOrEqual(44);
		// Each seat's labels on one line, its remove button inside its card.
		const card = page.locator('fieldset.player').first();
		const box = (await card.boundingBox())!;
		const remove = (await card.getByRole('button').boundingBox())!;
		expect(remove.y).toBeGreaterThanOrEqual(box.y);
		expect(remove.y + remove.height).toBeLessThanOrEqual(box.y + box.height);
		for (const label of await card.locator('label').all()) expect((await label.boundingBox())!.height).toBeLessThan(30);
		await expectNoSidewaysScroll(page);
		await shots(page, `new-game-360-${lang}`);
	}
	await page.getByLabel('Nyelv').selectOption('en');
	// The language is changed by loading the page again: its English words say it has loaded.
	const remembered = page.getByRole('region', { name: 'Players from earlier games' });
	await expect(remembered).toBeVisible();
	await fromTheTop(page);
	const t = turn(page);
	for (const name of ['Anna', 'Boris', 'Vera']) await t.tap(remembered.getByRole('button', { name: `Add ${name}` }));
	await t.tap(page.getByRole('button', { name: 'Start setup' }));
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	expectWithin(t, { taps: 4, scrolled: 400 }, 'a new game of remembered players');
	console.log('remembered players, then Start:', JSON.stringify(t.cost));
});
