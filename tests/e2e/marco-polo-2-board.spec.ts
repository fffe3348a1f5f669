/**
 * The app learns the Marco Polo II board from the copy on the table: round 1 teaches two routes, two cities and their
 * coat of arms; round 2 uses them with no cost or coat typed: the known route is paid by itself, an unaffordable one
 * is refused with the reason, and final scoring opens with the coats counted, the goal card's too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot, takingShots, phone } from './helpers.ts';
import { act, bagTheRestAndEnd, clearSelection, enterRoll, nextPlace, selectDice, toTable } from './table-helpers.ts';

const LOWER = 'Travel, lower space (1 die, 2 coins, 1 step)';
const ROUTE = 'Route costs printed on the board';

/** What is on screen around an element, in light and dark mode. */
async function shots(page: Page, name: string, around: ReturnType<Page['locator']>) {
	if (!takingShots) return void (await around.waitFor());
	await shot(page, name, around);
	await page.emulateMedia({ colorScheme: 'dark' });
	await shot(page, `${name}-dark`, around);
	await page.emulateMedia({ colorScheme: 'light' });
}

/** Answers that a city's outpost bonus tile or city bonus marker gives nothing. */
async function nothingHere(page: Page, ask: string) {
	const group = page.getByRole('group', { name: ask });
	await group.getByRole('button', { name: 'Nothing here' }).click();
	await expect(group.getByRole('button', { name: 'Nothing here' })).toHaveAttribute('aria-pressed', 'true');
}

test('two rounds: round 1 teaches routes and coats, round 2 uses them', async ({ page }) => {
	const { width } = phone();
	const players = [
		{ name: 'Anna', colour: 'Red' },
		{ name: 'Boris', colour: 'Blue' }
	];
	await toTable(page, players, ['De Wu', 'Filippo Vitello'], `BOARD${width}`);
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [6, 5, 4, 3, 2]);

	// Round 1, Anna: Beijing → Kashgar. The route is asked once (1 coin, 2 camels), Kashgar's coat is a new one, "Lion".
	await act(page, [2], LOWER, async () => {
		await nextPlace(page, 'kash', 'Kashgar');
		await expect(page.getByText('Route Beijing – Kashgar: what does the board print on it? Asked once.')).toBeVisible();
		// Placed before the route's cost is read off the board: refused, the places named as the board names them.
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByRole('alert')).toHaveText('What the route Beijing – Kashgar costs is not known yet: read it off the board.');
		await page.getByLabel(`${ROUTE}: coins`, { exact: true }).fill('1');
		await page.getByLabel(`${ROUTE}: camels`, { exact: true }).fill('2');
		// A move into a city without her post builds one there (RU L413): ticked already.
		await expect(page.getByLabel('Build a trading post at the end: Kashgar')).toBeChecked();
		await page.getByRole('button', { name: 'A new coat' }).click();
		await page.getByLabel('Short label of the new coat (your own)').fill('Lion');
		// Kashgar's outpost bonus tile and city bonus marker: "nothing" is an answer, one tap each.
		await nothingHere(page, 'Outpost bonus tile in Kashgar, if any');
		await nothingHere(page, 'City bonus marker in Kashgar, if any');
		await expectNoSidewaysScroll(page);
		await shots(page, `60-board-nothing-${width}`, page.getByRole('group', { name: 'City bonus marker in Kashgar, if any' }));
		await shots(page, `60-board-teach-${width}`, page.locator('fieldset.path'));
		await shots(page, `60-board-coat-${width}`, page.locator('fieldset.coat'));
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	// 8 coins − 2 (space) − 1 (route); 3 camels − 2.
	await expect(page.getByTestId('table-player-0')).toContainText('5 coins, 1 camel');
	await expect(page.getByTestId('table-player-0')).toContainText('Trading posts 1/11');
	await bagTheRestAndEnd(page, 'Anna');

	// Boris: Beijing → Kabul, 1 coin; Kabul shows the same coat as Kashgar (a chip).
	await act(page, [2], LOWER, async () => {
		await nextPlace(page, 'kab', 'Kabul');
		await page.getByLabel(`${ROUTE}: coins`, { exact: true }).fill('1');
		await expect(page.getByLabel('Build a trading post at the end: Kabul')).toBeChecked();
		await page.getByRole('button', { name: 'Lion · Kashgar' }).click();
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	// 8 − 2 (space) − 2 (Anna's die already there) − 1 (route).
	await expect(page.getByTestId('table-player-1')).toContainText('3 coins, 3 camels');
	await bagTheRestAndEnd(page, 'Boris');
	await expect(page.getByTestId('stage')).toHaveText('Round 1 is over.');

	// Corrections: Kashgar's bonuses learned as nothing, Kabul's (left untouched) not learned; one corrected.
	await page.getByText('Corrections and free tracking').click();
	const tile = page.getByLabel('Kashgar: outpost bonus tile', { exact: true });
	await expect(tile).toHaveValue('');
	await expect(tile).toHaveAttribute('placeholder', 'Nothing');
	await expect(page.getByLabel('Kashgar: city bonus marker', { exact: true })).toHaveValue('');
	await expect(page.getByLabel(/^Kabul: /)).toHaveCount(0);
	await shots(page, `64-board-bonuses-${width}`, tile);
	await tile.fill('1 gold');
	await tile.press('Enter');
	await expect(tile).toHaveValue('1 gold');
	await expect(page.getByRole('alert')).toHaveCount(0);

	// Boris's forgotten trading post in Yangzhou: its coat asked once (a new one), its bonuses as travel asks them.
	await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Boris' });
	await page.getByLabel('Record a trading post of this player in').selectOption({ label: 'Yangzhou' });
	await page.getByRole('button', { name: 'A new coat' }).click();
	await page.getByLabel('Short label of the new coat (your own)').fill('Dragon');
	await nothingHere(page, 'Outpost bonus tile in Yangzhou, if any');
	const marker = page.getByRole('group', { name: 'City bonus marker in Yangzhou, if any' });
	await marker.getByRole('button', { name: 'It gives…' }).click();
	await page.getByLabel('Yangzhou: city bonus marker: jade', { exact: true }).fill('1');
	await expectNoSidewaysScroll(page);
	await shots(page, `64-board-post-fix-${width}`, marker);
	await page.getByRole('button', { name: 'Build trading post', exact: true }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByTestId('table-player-1')).toContainText('Trading posts 2/11');
	await expect(page.getByTestId('table-player-1')).toContainText('1 jade');
	await expect(page.getByLabel('Yangzhou: city bonus marker', { exact: true })).toHaveValue('1 jade');
	await expect(page.getByLabel('Yangzhou: outpost bonus tile', { exact: true })).toHaveValue('');
	// Anna in Yangzhou too: nothing asked again; the marker the game knows is offered filled in, to see and change.
	await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Anna' });
	await page.getByLabel('Record a trading post of this player in').selectOption({ label: 'Yangzhou' });
	await expect(page.getByLabel('Yangzhou: city bonus marker: jade', { exact: true })).toHaveValue('1');
	await expect(page.getByRole('button', { name: 'A new coat' })).toHaveCount(0);
	await expect(page.getByRole('group', { name: 'Outpost bonus tile in Yangzhou, if any' })).toHaveCount(0);
	await shots(page, `64-board-post-known-${width}`, page.getByLabel('Yangzhou: city bonus marker: jade', { exact: true }));
	await page.getByLabel('Record a trading post of this player in').selectOption({ index: 0 });
	await page.getByText('Corrections and free tracking').click();

	// Round 2: Boris travelled last on the same space, so he goes first.
	await page.getByRole('button', { name: 'Start round 2' }).click();
	await enterRoll(page, 'Anna', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Boris', [6, 5, 4, 3, 2]);
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Boris's turn");
	// Kabul → Beijing: tapped on the map, the cheapest known way taken; nothing asked, paid by itself: 15 − 2 − 1.
	await act(page, [2], LOWER, async () => {
		await page.getByRole('button', { name: 'Beijing', exact: true }).click();
		await expect(page.getByRole('button', { name: 'Beijing: 1 coin', exact: true })).toBeVisible();
		await shots(page, `61-board-map-${width}`, page.getByRole('button', { name: 'Beijing: 1 coin', exact: true }));
		await page.getByRole('button', { name: 'Via Beijing: 1 coin' }).click();
		await expect(page.getByText('Steps: 1')).toBeVisible();
		await expect(page.getByText(/what does the board print on it/)).toHaveCount(0);
		await expect(page.getByLabel(`${ROUTE}: coins`, { exact: true })).toHaveCount(0);
		await shots(page, `61-board-known-${width}`, page.locator('fieldset.path'));
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByTestId('table-player-1')).toContainText('12 coins, 3 camels');
	await bagTheRestAndEnd(page, 'Boris');

	// Anna: Kashgar → Beijing costs 2 camels; she has 1: refused with the reason, nothing changed.
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Anna's turn");
	await act(page, [3], LOWER, async () => {
		await nextPlace(page, 'bei', 'Beijing');
	});
	await expect(page.getByRole('alert')).toHaveText('Not enough camels to pay, even with jade.');
	await expect(page.getByTestId('table-player-0')).toContainText('17 coins, 1 camel');
	await clearSelection(page);
	await act(page, [3], "Khan's Favor");
	await expect(page.getByRole('alert')).toHaveCount(0);
	await bagTheRestAndEnd(page, 'Anna');
	await expect(page.getByTestId('stage')).toHaveText('Round 2 is over.');

	// Final scoring opens with the coats counted: one coat each (Kashgar and Kabul show the same).
	await page.getByRole('button', { name: 'Game over — final scoring' }).click();
	await page.getByRole('button', { name: 'Sure? End play and score' }).click();
	await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
	await page.getByRole('button', { name: 'Anna', exact: true }).click();
	await expect(page.getByLabel('Different coats of arms in your trading-post cities', { exact: true })).toHaveValue('1');
	// A goal card that shows the Lion and another coat: the Lion is reached.
	await page.getByLabel('Goal card', { exact: true }).selectOption({ label: 'Describe a new goal card…' });
	await page.getByLabel("Spicers' seal on the card").check();
	await page.getByLabel("Jewelers' seal on the card").check();
	await page.getByLabel("Points printed for the Jewelers' seal").fill('5');
	await page.getByLabel('Coat of arms no. 1 on the card').selectOption({ label: 'Lion · Kabul, Kashgar' });
	await page.getByLabel('Coat of arms no. 2 on the card').selectOption({ label: 'Another coat (none of these)' });
	await page.getByRole('button', { name: 'Save this goal card' }).click();
	await expect(page.getByLabel('Goal-card coats where you have a trading post', { exact: true })).toHaveValue('1');
	await shots(page, `62-board-scoring-${width}`, page.getByLabel('Goal-card coats where you have a trading post', { exact: true }));

	// "Your copy of the game" lists what was learned, to check and correct: a correction is kept for later games only.
	await page.goto('/copy');
	await expect(page.getByLabel('Beijing – Kashgar', { exact: true })).toHaveValue('1 coins, 2 camels');
	await expect(page.getByLabel('Coat 1', { exact: true })).toHaveValue('Lion');
	await expect(page.getByLabel('Kashgar', { exact: true })).toHaveValue('c1');
	await expect(page.getByText(/Outpost bonus tiles and city bonus markers are laid anew each game/)).toBeVisible();
	await page.getByLabel('Beijing – Kashgar', { exact: true }).fill('1 coins, 1 camels');
	await page.getByLabel('Beijing – Kashgar', { exact: true }).press('Enter');
	await expect(page.getByText('Saved.').last()).toBeVisible();
	await page.reload();
	await expect(page.getByLabel('Beijing – Kashgar', { exact: true })).toHaveValue('1 coins, 1 camels');
	await expectNoSidewaysScroll(page);
	await shots(page, `63-board-copy-${width}`, page.getByLabel('Beijing – Kashgar', { exact: true }));
});

test('Mailin & Tian Chin move their second figure; a city card is picked by its city', async ({ page }) => {
	const { width } = phone();
	const players = [
		{ name: 'Mei', colour: 'Green' },
		{ name: 'Ola', colour: 'Yellow' }
	];
	await toTable(page, players, ['Mailin & Tian Chin', 'De Wu'], `FIGURES${width}`);
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Mei', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Ola', [6, 5, 4, 3, 2]);

	// Mei shares the middle space's 2 steps (RU L1148): her second figure Beijing → Kashgar, building there, her first
	// Beijing → Kabul; both routes asked once, the whole move paid at once.
	await act(page, [2, 3], 'Travel, middle space (2 dice)', async () => {
		await page.locator('#travel-printed-steps').fill('4');
		await page.getByRole('button', { name: 'Figure 2: Beijing' }).click();
		await nextPlace(page, 'kash', 'Kashgar');
		await page.getByLabel('Build a trading post at the end: Kashgar').check();
		await page.getByRole('button', { name: 'A new coat' }).click();
		await page.getByLabel('Short label of the new coat (your own)').fill('Lion');
		await page.getByRole('button', { name: 'Figure 1: Beijing' }).click();
		await nextPlace(page, 'kab', 'Kabul');
		await expect(page.getByText('Steps: 2')).toBeVisible();
		await expect(page.getByText('Figure 2: Beijing → Kashgar')).toBeVisible();
		for (const to of ['Kashgar', 'Kabul']) {
			await expect(page.getByText(`Route Beijing – ${to}: what does the board print on it? Asked once.`)).toBeVisible();
			await page.locator(`[id="route-beijing~${to.toLowerCase()}-coins"]`).fill('1');
		}
		await expectNoSidewaysScroll(page);
		await shots(page, `64-board-second-figure-${width}`, page.locator('fieldset.path'));
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	// 8 + 3 coins (RU L1148) − 1 − 1 (the two routes; the middle space costs nothing, RU L475).
	await expect(page.getByTestId('table-player-0')).toContainText('9 coins');
	await expect(page.getByTestId('table-player-0')).toContainText('Trading posts 1/11');
	await bagTheRestAndEnd(page, 'Mei');
	// Ola cannot use a city card by a city without her trading post there.
	await act(page, [2], 'City card', async () => {
		await page.getByLabel('Which city card', { exact: true }).selectOption({ label: 'City with city-card space 3' });
	});
	await expect(page.getByRole('alert')).toHaveText('You need a trading post in that city first.');
	await clearSelection(page);
	await act(page, [6], "Khan's Favor");
	await bagTheRestAndEnd(page, 'Ola');

	// Round 2: Mei travelled last, so she goes first (RU L798).
	await page.getByRole('button', { name: 'Start round 2' }).click();
	await enterRoll(page, 'Mei', [3, 4, 5, 2, 6]);
	await enterRoll(page, 'Ola', [6, 5, 4, 3, 2]);
	await expect(page.getByTestId('stage')).toHaveText("Round 2 of 5 · Mei's turn");
	const coins = async () => Number(/(\d+) coins/.exec((await page.getByTestId('table-player-0').textContent()) ?? '')?.[1]);
	const before = await coins();
	// The city card by Kashgar, its city said once: Mei has a trading post there since last round (RU L428, L575).
	await act(page, [2], 'City card', async () => {
		await page.getByLabel('Which city card', { exact: true }).selectOption({ label: 'City with city-card space 3' });
		await page.getByLabel('Which city does this card lie by? Asked once this game.').selectOption({ label: 'Kashgar' });
		await page.getByLabel('Gained: coins', { exact: true }).fill('2');
		await shots(page, `65-board-city-card-ask-${width}`, page.getByLabel('Which city does this card lie by? Asked once this game.'));
	});
	await expect(page.getByRole('alert')).toHaveCount(0);
	expect(await coins()).toBe(before + 2);
	// The travel form now offers both figures where they stand; the map shows the city card by Kashgar.
	await selectDice(page, [3]);
	await page.getByLabel('Action', { exact: true }).selectOption({ label: LOWER });
	await expect(page.getByRole('button', { name: 'Figure 1: Kabul' })).toBeVisible();
	await page.getByRole('button', { name: 'Figure 2: Kashgar' }).click();
	await expect(page.locator('fieldset.path .places')).toHaveText('Kashgar');
	await expect(page.getByRole('button', { name: 'Kashgar · city card', exact: true })).toBeVisible();
	await shots(page, `66-board-two-figures-map-${width}`, page.getByRole('button', { name: 'Kashgar · city card', exact: true }));
	await page.getByLabel('Action', { exact: true }).selectOption({ label: 'City card' });
	await expect(page.getByLabel('Which city card', { exact: true }).locator('option', { hasText: 'City card · Kashgar' })).toHaveCount(1);
	// Picked by its city on the map: tapping Kashgar picks its card.
	await page.getByLabel('Which city card', { exact: true }).selectOption({ label: 'Action-area card 1' });
	await page.getByRole('button', { name: 'Kashgar · city card', exact: true }).click();
	await expect(page.getByLabel('Which city card', { exact: true })).toHaveValue('3');
	await shots(page, `67-board-city-card-map-${width}`, page.getByLabel('Which city does this card lie by? Asked once this game.'));
	await clearSelection(page);

	// A correction puts the first figure in Kashgar too.
	await page.getByText('Corrections and free tracking').click();
	await page.getByLabel('Which figure', { exact: true }).selectOption({ label: 'Figure 1: Kabul' });
	await page.getByLabel('Put this player’s figure on', { exact: true }).fill('kash');
	await page.getByRole('group', { name: 'Put this player’s figure on' }).getByRole('button', { name: 'Kashgar', exact: true }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect(page.getByLabel('Which figure', { exact: true }).locator('option', { hasText: 'Figure 1: Kashgar' })).toHaveCount(1);
	await expectNoSidewaysScroll(page);
	await shots(page, `68-board-figure-fix-${width}`, page.getByLabel('Which figure', { exact: true }));
});
