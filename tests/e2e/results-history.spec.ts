/**
 * After the game: two games of different kinds finished, their results shared (Web Share stubbed) and sent to
 * BG Stats, then the history and a player's statistics, with two spellings of a name merged.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeDefaultViolations } from './audit.ts';
import { doneWith, expectNoSidewaysScroll, shot } from './helpers.ts';
import { countsOf, newMervGame, setCount } from './merv-helpers.ts';

/** What the page handed to the Web Share API, recorded instead of opening a share sheet. */
type Shared = { title?: string; text?: string; files: { name: string; type: string; size: number; png: boolean }[] };

async function stubWebShare(page: Page) {
	await page.addInitScript(() => {
		const w = window as unknown as { shared: unknown[] };
		w.shared = [];
		Object.assign(navigator, {
			canShare: (data: ShareData) => Array.isArray(data.files) && data.files.length > 0,
			share: async (data: ShareData) => {
				const files = await Promise.all(
					(data.files ?? []).map(async (f) => {
						const head = new Uint8Array(await f.slice(0, 4).arrayBuffer());
						return { name: f.name, type: f.type, size: f.size, png: head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47 };
					})
				);
				w.shared.push({ title: data.title, text: data.text, files });
			}
		});
	});
}

/** The Voyages of Marco Polo for two, ended at once and scored: Ewa reached Beijing first (17 VP), Filip second (14 VP). */
async function finishVoyages(page: Page) {
	await page.goto('/voyages/new');
	await page.getByLabel('Name of player 1').fill('Ewa');
	await page.getByLabel('Name of player 2').fill('Filip');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	await page.getByLabel('Seed').fill('RESULTS-1');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	for (const [name, space] of [
		['Ewa', '1'],
		['Filip', '2']
	] as const) {
		await page.getByRole('button', { name, exact: true }).click();
		await page.getByRole('group', { name: 'Cities with a trading post' }).getByLabel('Beijing').check();
		await page.getByLabel('Beijing space (arrival order)').selectOption(space);
		await doneWith(page, name);
	}
	await page.getByRole('button', { name: 'Show results' }).click();
}

/** Merv for two with counts only, three yearly scorings, then "Ewka" 40 VP beats Gosia 25 VP at the end. */
async function finishMerv(page: Page) {
	await newMervGame(page, ['Ewka', 'Gosia'], 'RESULTS-2');
	await page.getByRole('button', { name: 'No city on the phone (counts only)' }).click();
	await page.getByRole('button', { name: /^Setup done/ }).click();
	for (const year of [1, 2, 3]) {
		if (year > 1 && (await page.getByRole('button', { name: 'The Mongols attack' }).isVisible())) {
			await page.getByRole('button', { name: 'The Mongols attack' }).click();
			await page.getByRole('button', { name: 'End the invasion: soldiers go home' }).click();
		}
		await page.getByRole('button', { name: `Score year ${year}` }).click();
	}
	await expect(page.getByRole('heading', { name: 'End of the game' })).toBeVisible();
	await countsOf(page, 'Ewka');
	await setCount(page, 'Points (VP track)', 40);
	await countsOf(page, 'Gosia');
	await setCount(page, 'Points (VP track)', 25);
	await page.getByRole('button', { name: 'End the game' }).click();
	await page.getByRole('button', { name: 'Sure? End the game' }).click();
}

/** Every button, link, field and fold on the screen (the header's language choice aside) is at least 44 px tall. */
async function expectTapTargets(page: Page) {
	const small = await page.evaluate(() =>
		[...document.querySelectorAll('main button, main a, main select, main summary')]
			.filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
			.map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40)} ${Math.round(el.getBoundingClientRect().height)}px`)
	);
	expect(small).toEqual([]);
}

/** Screenshots at both phone widths, light and dark, with axe in each scheme and the tap targets measured. */
async function shots(page: Page, name: string) {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		const violations = await axeDefaultViolations(page);
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
		for (const width of [360, 390]) {
			await page.setViewportSize({ width, height: 800 });
			await expectNoSidewaysScroll(page);
			await expectTapTargets(page);
			await shot(page, `${name}-${width}-${scheme}`);
		}
	}
	await page.emulateMedia({ colorScheme: 'light' });
	await page.setViewportSize({ width: 390, height: 844 });
}

test('two games finished, shared as image and text, sent to BG Stats; the history, a player and a game in figures', async ({ page }) => {
	test.setTimeout(180_000);
	await stubWebShare(page);

	await finishVoyages(page);
	await expect(page.getByRole('status').first()).toHaveText('Ewa wins!');
	await expect(page.getByTestId('result-0')).toContainText('17 VP');
	// Each player's bar has a part per scoring category that scored.
	await expect(page.getByTestId('result-0').locator('svg rect:not(.track)')).toHaveCount(2);
	await page.getByTestId('result-0').getByText('Breakdown', { exact: true }).click();
	await expect(page.getByTestId('result-0').getByRole('row', { name: /^Beijing \d/ })).toHaveText(/^\s*Beijing\s+10\s*$/);

	await page.getByRole('button', { name: 'Share the result' }).click();
	await expect(page.getByText('Shared.')).toBeVisible();
	const shared = (await page.evaluate(() => (window as unknown as { shared: Shared[] }).shared))[0]!;
	expect(shared.files).toHaveLength(1);
	expect(shared.files[0]).toMatchObject({ type: 'image/png', png: true });
	expect(shared.files[0]!.size).toBeGreaterThan(2000);
	const lines = shared.text!.split('\n');
	expect(lines[0]).toMatch(/^Voyages of Marco Polo · /);
	expect(lines.slice(1)).toEqual(['Ewa wins!', '1. Ewa: 17 VP (Beijing 10, Contracts majority 7)', '2. Filip: 14 VP (Beijing 7, Contracts majority 7)']);

	const href = (await page.getByTestId('bgstats').getAttribute('href'))!;
	const url = new URL(href);
	expect(`${url.origin}${url.pathname}`).toBe('https://app.bgstatsapp.com/createPlay.html');
	const play = JSON.parse(url.searchParams.get('data')!) as { playDate: string; durationMin: number };
	expect(play).toMatchObject({
		sourceName: 'Silk Ledger',
		game: { bggId: 171623, name: 'The Voyages of Marco Polo', highestWins: true, noPoints: false },
		players: [
			{ name: 'Ewa', score: 17, rank: 1, winner: true },
			{ name: 'Filip', score: 14, rank: 2, winner: false }
		]
	});
	expect(play.playDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
	expect(play.durationMin).toBeGreaterThanOrEqual(1);
	await shots(page, '80-results-voyages');

	await finishMerv(page);
	await expect(page.getByRole('status').first()).toHaveText('Ewka wins!');
	await shots(page, '81-results-merv');

	// The results lead to the game's plays; the home screen to all of them, newest first.
	await page.getByRole('link', { name: 'Every play of this game' }).click();
	await expect(page.getByTestId('play')).toHaveCount(1);
	await expect(page.getByTestId('game-stats')).toContainText('Merv');
	await page.goto('/');
	await page.getByRole('link', { name: 'History and statistics' }).click();
	await expect(page.getByTestId('play')).toHaveCount(2);
	await expect(page.getByTestId('play').first()).toContainText('Merv');
	await shots(page, '82-history');

	// Ewka is Ewa: merged, Ewa has played 2 games and won both.
	await page.getByText('Same player, two spellings').click();
	await page.getByLabel('Spelling').selectOption('Ewka');
	await page.getByLabel('is the same player as').selectOption('Ewa');
	await page.getByRole('button', { name: 'Merge' }).click();
	await page.getByLabel('Player', { exact: true }).selectOption('Ewa');
	const stats = page.getByTestId('player-stats');
	await expect(stats).toContainText('Games: 2');
	await expect(stats).toContainText('Wins: 2');
	await expect(stats).toContainText('Win rate: 100%');
	await expect(stats).toContainText('Best score: 40');
	await expect(page.getByTestId('play')).toHaveCount(2);
	await shots(page, '83-player-stats');

	// One game's figures.
	await page.getByLabel('Game', { exact: true }).selectOption('Voyages of Marco Polo');
	await expect(page.getByTestId('game-stats')).toContainText('Plays: 1');
	await expect(page.getByTestId('game-stats')).toContainText('Average winning score: 17');
	await expect(page.getByTestId('play')).toHaveCount(1);
	await shots(page, '84-game-stats');

	// The plays shown, as CSV.
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Export these plays as CSV' }).click();
	const csv = await readFile(await (await download).path(), 'utf8');
	expect(csv.split('\r\n').slice(0, 3)).toEqual([
		'date,game,play,duration_min,seat,player,character,score,rank,winner,categories',
		expect.stringMatching(/^\d{4}-\d\d-\d\d,Voyages of Marco Polo,[\w-]+,\d+,1,Ewa,[^,]*,17,1,1,scoreTrack=0 goalCards=0 goalCities=0 beijing=10 /),
		expect.stringMatching(/,2,Filip,[^,]*,14,2,0,/)
	]);

	// Undoing the merge splits them again.
	await page.getByRole('button', { name: 'Undo' }).click();
	await page.getByLabel('Game', { exact: true }).selectOption('All games');
	await expect(page.getByTestId('player-stats')).toContainText('Games: 1');
});
