/**
 * Merv rules through the real screens at 360×740: the camel on a caravan card taken outside the
 * caravanserai (RU L395, L739), the box's 12 camels (RU L47), a discount down to nothing (RU L721–L723),
 * the second discovery at tribute (RU L731), contracts before the master (RU L405) and a white upgrade
 * that can no longer be placed (RU L618, L159). The grid is the recorded one of merv-helpers.ts: row 1
 * caravanserais (purple, sand, turquoise, orange) and a purple palace, row 2 palaces then purple and sand
 * libraries, and so on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import { answer, countsOf, enterSpiceSymbols, enterTrackPoints, placeMaster, setCount, site, skipTurns, space, startThree, turnPanel } from './merv-helpers.ts';

/** A count of the participant whose counts are shown. */
const count = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The player whose turn it is takes the n-th action space, the first site of its line (column or row) and a favour. */
async function favourTurn(page: Page, n: number) {
	const panel = turnPanel(page);
	const [, kind, line] = /: (column|row) (\d)$/.exec((await space(page, n).getAttribute('aria-label')) ?? '')!;
	await placeMaster(page, n);
	await (kind === 'column' ? site(page, 1, Number(line)) : site(page, Number(line), 1)).click();
	await panel.getByRole('button', { name: 'Gain a favour' }).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();
}

/** Plays every turn left in the year's rounds with favours, each master on the first free space, everyone staying at a round's end. */
async function playOutYear(page: Page, year: number) {
	const panel = turnPanel(page);
	for (let guard = 0; guard < 40; guard++) {
		await expect(panel).toContainText(/place your master|End of the round|four rounds/);
		const text = await panel.innerText();
		if (text.includes(`The four rounds of year ${year} are played.`)) return;
		if (text.includes('End of the round')) {
			const who = (await panel.getByText(/^End of the round/).textContent()) ?? '';
			await panel
				.getByRole('button', { name: /^Space/ })
				.first()
				.click();
			await expect(panel.getByText(who, { exact: true })).toHaveCount(0);
			continue;
		}
		const free =
			(await panel
				.getByRole('button', { name: /^Action space \d: (column|row)/ })
				.first()
				.getAttribute('aria-label')) ?? '';
		await favourTurn(page, Number(/^Action space (\d)/.exec(free)![1]));
	}
	throw new Error('the year’s rounds did not end');
}

/** Decides the tribute asked now with this button, and waits for the next owner's question (or the end). */
async function decide(page: Page, button: ReturnType<Page['getByRole']>) {
	const line = page.getByText(/^Decided \d+ of \d+/);
	const done = (await line.count()) ? await line.textContent() : null;
	await button.click();
	// The first decision starts the invasion and its count shows; each later one changes it.
	if (done === null) await expect(line).toBeVisible();
	else await expect(page.getByText(done, { exact: true })).toHaveCount(0);
}

/**
 * Ana, holding `scrolls`, builds on the purple library of row 2, column 4 on the first turn and takes 1 scroll for its
 * purple: the discovery of the tier reached (RU L709) is asked; with `tile`, she takes that tile and ends the turn.
 */
async function anaLibrary(page: Page, seed: string, scrolls: number, tile?: string) {
	await startThree(page, seed);
	await countsOf(page, 'Ana');
	await setCount(page, 'Scrolls', scrolls);
	const panel = turnPanel(page);
	await placeMaster(page, 4);
	await site(page, 2, 4).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Library', exact: true }).click();
	await panel.getByRole('button', { name: '+ Purple (you hold 1)' }).click();
	await panel.getByRole('button', { name: 'Take scrolls (1)' }).click();
	if (!tile) return;
	await panel.getByTestId(`tile-${tile}`).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();
}

/**
 * Ana, holding 1 camel (and what `held` says), builds on the turquoise caravanserai of column 3, which holds the camel
 * market, gains a favour and picks a corner of the market; its reward is a picture on the board: asked once.
 */
async function anaAtMarket(page: Page, seed: string, corner: 'top left' | 'top right', reward: string, held: [string, number][] = []) {
	await startThree(page, seed);
	await countsOf(page, 'Ana');
	for (const [label, n] of [['Camels', 1] as [string, number], ...held]) await setCount(page, label, n);
	const panel = turnPanel(page);
	await placeMaster(page, 3);
	await site(page, 1, 3).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Gain a favour' }).click();
	await panel.getByRole('button', { name: new RegExp(`^${corner} corner`) }).click();
	await panel.getByLabel(new RegExp(`^Side [AB], ${corner} corner$`)).selectOption({ label: reward });
	await panel.getByRole('button', { name: 'Save' }).click();
}

/** The spice buttons of a caravan card taken outside the caravanserai. */
const spices = (page: Page) => turnPanel(page).getByRole('group', { name: 'Which caravan card' });

test('a caravan card from a camel-market corner brings the camel on it; a count past the box’s 12 camels is refused (RU L395, L47)', async ({ page }) => {
	await anaAtMarket(page, 'MERV-RULES-CAMEL', 'top left', '1 caravan card');
	const panel = turnPanel(page);
	await spices(page).getByRole('button', { name: 'Ginger' }).click();
	// Three camels lie on the caravan cards at the start (RU L291): the app cannot know which, so it asks.
	await panel.getByRole('checkbox', { name: 'A camel lay on this card (it comes with it)' }).check();
	await shots(page, 'merv-market-card-camel-360', panel);
	await panel.getByRole('button', { name: 'Lay a camel on top left' }).click();
	// The market is visited once a turn (RU L385): its choices go.
	await expect(panel.getByText('Camel market (before or after the action)')).toHaveCount(0);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Camels')).toHaveValue('1');
	await expect(count(page, 'Ginger')).toHaveValue('1');

	// 8 camels on the near cities and the mosque and 1 on the market, Ana's 1 and 1 back in the box at setup: Boris may hold 1, not 2.
	await countsOf(page, 'Boris');
	await setCount(page, 'Camels', 2, true);
	await expect(page.getByRole('alert')).toHaveText(
		'The box has 12 camels in all, and this would make 13: 3 with the players, the chamberlain and the judge, 9 on the board, 1 put back in the box at setup.'
	);
	await shots(page, 'merv-camels-box-360', page.getByRole('alert'));
	await expect(count(page, 'Camels')).toHaveValue('0');
	await setCount(page, 'Camels', 1);
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await expect(panel).toContainText('Boris: place your master');
	await expectNoSidewaysScroll(page);
});

test('a camel-market caravan card keeps the spice-type limit: the symbols asked in place, a spice over it refused as tapped (RU L395, L593–L601)', async ({
	page
}) => {
	await anaAtMarket(page, 'MERV-RULES-MARKET-SPICE', 'top left', '1 caravan card', [['Ginger', 1]]);
	const panel = turnPanel(page);
	const market = panel.getByRole('group', { name: /^Camel market/ });
	const lay = panel.getByRole('button', { name: 'Lay a camel on top left' });
	// Ana holds ginger: a juniper would be a second spice, so where the track's symbols are is asked here, and the camel waits.
	await spices(page).getByRole('button', { name: 'Juniper' }).click();
	await expect(market).toContainText('A second spice: how many spice types you may hold depends on the spice symbols');
	await expect(lay).toBeDisabled();
	await shots(page, 'merv-market-spice-ask-360', market);
	await enterSpiceSymbols(page);
	// Influence 0 allows one spice: the juniper chosen before is now said to break the limit.
	await expect(market.getByRole('alert')).toHaveText('This influence allows 1 kind of spice.');
	await spices(page).getByRole('button', { name: 'Ginger' }).click();
	await expect(market.getByRole('alert')).toHaveCount(0);
	// Tapped again, the juniper is refused as it is tapped: no card is chosen.
	await spices(page).getByRole('button', { name: 'Juniper' }).click();
	await expect(market.getByRole('alert')).toHaveText('This influence allows 1 kind of spice.');
	await expect(spices(page).getByRole('button', { pressed: true })).toHaveCount(0);
	await shots(page, 'merv-market-spice-refused-360', market);
	await spices(page).getByRole('button', { name: 'Ginger' }).click();
	await lay.click();
	await expect(panel.getByText('Camel market (before or after the action)')).toHaveCount(0);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Ginger')).toHaveValue('2');
	await expect(count(page, 'Juniper')).toHaveValue('0');
	await expectNoSidewaysScroll(page);
});

test('a mosque step from a camel-market corner asks the mosque’s printed values in place (RU L395, L820–L826)', async ({ page }) => {
	await anaAtMarket(page, 'MERV-RULES-MARKET-MOSQUE', 'top right', '1 step up the mosque');
	const panel = turnPanel(page);
	const market = panel.getByRole('group', { name: /^Camel market/ });
	const lay = panel.getByRole('button', { name: 'Lay a camel on top right' });
	await market.getByRole('button', { name: 'Path 1' }).click();
	// The step is free (no cost asked); the mosque's top and the space's reward and points are, and the camel waits for them.
	await expect(market.getByLabel('Mosque path 1, level 1: its cost', { exact: true })).toHaveCount(0);
	await expect(lay).toBeDisabled();
	await shots(page, 'merv-market-mosque-ask-360', market);
	await answer(page, 'Mosque track: level of its top space', '12');
	await answer(page, 'Mosque path 1, level 1: its reward', 'nothing');
	await answer(page, 'Mosque path 1, level 1: its points', '1');
	await lay.click();
	await expect(panel.getByText('Camel market (before or after the action)')).toHaveCount(0);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Mosque path (1–4 from the left)')).toHaveValue('1');
	await expect(count(page, 'Mosque level')).toHaveValue('1');
	await expect(count(page, 'Points (VP track)')).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('the third discovery’s caravan card: its camel asked only while one can lie on the cards (RU L739, L47)', async ({ page }) => {
	await anaLibrary(page, 'MERV-RULES-THIRD', 5);
	const panel = turnPanel(page);
	await expect(panel).toContainText('Discovery of tier 3: take one of its tiles.');
	// Boris holds the 3 camels the caravan cards had: with the board's 8 and the 1 put back at setup, none is left there.
	await countsOf(page, 'Boris');
	await setCount(page, 'Camels', 3);
	// The tile chosen first, then its card.
	await panel.getByTestId('tile-third.caravan-card').click();
	await spices(page).getByRole('button', { name: 'Juniper' }).click();
	const camel = panel.getByRole('checkbox', { name: 'A camel lay on this card (it comes with it)' });
	await expect(camel).toHaveCount(0);
	// The count corrected: one of Boris's camels was never his, so one lies on the cards again.
	await countsOf(page, 'Boris');
	await setCount(page, 'Camels', 2);
	await camel.check();
	await shots(page, 'merv-third-card-camel-360', panel);
	await panel.getByRole('button', { name: 'Take the tile: Any caravan card, free' }).click();
	await countsOf(page, 'Ana');
	await expect(count(page, 'Juniper')).toHaveValue('1');
	await expect(count(page, 'Camels')).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('the third discovery’s caravan card keeps the spice-type limit, asking the symbols in place (RU L739, L593–L601)', async ({ page }) => {
	await anaLibrary(page, 'MERV-RULES-THIRD-SPICE', 5);
	const panel = turnPanel(page);
	await countsOf(page, 'Ana');
	await setCount(page, 'Ginger', 1);
	await panel.getByTestId('tile-third.caravan-card').click();
	const take = panel.getByRole('button', { name: 'Take the tile: Any caravan card, free' });
	await spices(page).getByRole('button', { name: 'Juniper' }).click();
	await expect(panel).toContainText('A second spice: how many spice types you may hold depends on the spice symbols');
	await expect(take).toBeDisabled();
	await shots(page, 'merv-third-spice-ask-360', panel.getByRole('region', { name: /^Rewards to take/ }));
	await enterSpiceSymbols(page);
	await expect(panel.getByRole('alert')).toHaveText('This influence allows 1 kind of spice.');
	// With the influence of the 2× symbol a second spice is allowed: the juniper chosen stands.
	await countsOf(page, 'Ana');
	await setCount(page, 'Influence', 4);
	await expect(panel.getByRole('alert')).toHaveCount(0);
	await take.click();
	await expect(panel.getByRole('region', { name: /^Rewards to take/ })).toHaveCount(0);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Juniper')).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('the third discovery’s mosque step asks the mosque’s printed values in place (RU L741, L820–L826)', async ({ page }) => {
	await anaLibrary(page, 'MERV-RULES-THIRD-MOSQUE', 5);
	const panel = turnPanel(page);
	await panel.getByTestId('tile-third.mosque-step').click();
	const take = panel.getByRole('button', { name: 'Take the tile: One step up the mosque, free' });
	await panel.getByRole('button', { name: 'Path 2' }).click();
	// Path 2's first space is the camel in the rulebook (RU L853): only the top and the space's points are asked.
	await expect(panel.getByLabel('Mosque path 2, level 1: its reward', { exact: true })).toHaveCount(0);
	await expect(take).toBeDisabled();
	await shots(page, 'merv-third-mosque-ask-360', panel.getByRole('region', { name: /^Rewards to take/ }));
	await answer(page, 'Mosque track: level of its top space', '12');
	await answer(page, 'Mosque path 2, level 1: its points', '2');
	await take.click();
	await expect(panel.getByRole('region', { name: /^Rewards to take/ })).toHaveCount(0);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Mosque path (1–4 from the left)')).toHaveValue('2');
	await expect(count(page, 'Mosque level')).toHaveValue('1');
	await expect(count(page, 'Points (VP track)')).toHaveValue('2');
	await expectNoSidewaysScroll(page);
});

test('the caravanserai discount makes one card free (RU L721–L723)', async ({ page }) => {
	// Round 1: Ana's library makes 2 scrolls, the first discovery: the caravanserai discount.
	await anaLibrary(page, 'MERV-RULES-DISCOUNT', 1, 'discount.caravanserai');
	const panel = turnPanel(page);
	await favourTurn(page, 1);
	await favourTurn(page, 2);
	for (const n of [3, 2, 1])
		await panel
			.getByRole('button', { name: new RegExp(`^Space ${n}`) })
			.first()
			.click();
	// Round 2, the east side: Ana, first now, builds on the turquoise caravanserai of row 1 and takes one card for nothing.
	await expect(panel).toContainText('Ana: place your master on an action space of the east side.');
	await placeMaster(page, 1);
	await site(page, 1, 3).click();
	await panel.getByRole('button', { name: 'Caravanserai', exact: true }).click();
	await panel.getByRole('button', { name: '+ Ginger' }).click();
	// The row's first card is taken as it is typed: always within reach (RU L589).
	await expect(panel.getByTestId('caravan-steps').getByRole('listitem')).toHaveText(['Card 1: Ginger']);
	// The payment offered is nothing: the discount takes the one cube off (its stepper, beside the contract form's).
	await expect(panel.locator('#caravan-turquoise')).toHaveValue('0');
	await shots(page, 'merv-caravanserai-discount-360', panel);
	await panel.getByRole('button', { name: 'Take the cards (1)' }).click();
	await expect(panel).toContainText('Action done: Caravanserai.');
	await countsOf(page, 'Ana');
	await expect(count(page, 'Ginger')).toHaveValue('1');
	await expect(count(page, 'Turquoise cubes')).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('a contract before the master is placed, its soldier at once (RU L405, L409)', async ({ page }) => {
	await startThree(page, 'MERV-RULES-CONTRACT');
	await countsOf(page, 'Ana');
	await setCount(page, 'Sand cubes', 1);
	// Boris's building on the site in row 2, column 1, set on the city.
	await site(page, 2, 1).click();
	await page.getByRole('button', { name: 'Boris', exact: true }).first().click();
	await expect(site(page, 2, 1)).toHaveAccessibleName(/building of Boris/);
	const panel = turnPanel(page);
	await expect(panel).toContainText('Ana: place your master on an action space of the north side.');
	await panel.getByText('Fulfil a contract', { exact: true }).click();
	await panel.getByTestId('contract-card').selectOption('3');
	await panel.getByRole('textbox', { name: 'Contract card 3' }).fill('4 0 0 0 0 0 s');
	await panel.getByRole('button', { name: 'Save' }).click();
	await panel.getByRole('button', { name: '+ Sand (you hold 1)' }).click();
	await panel.getByRole('button', { name: 'Fulfil it' }).click();
	await expect(panel).toContainText('A soldier to place in the city.');
	// Stored, the form closes, emptied for the next contract.
	const form = panel.locator('details', { has: page.getByText('Fulfil a contract', { exact: true }) });
	await expect(form).not.toHaveAttribute('open');
	await shots(page, 'merv-contract-before-master-360', panel);
	await panel.getByText('Fulfil a contract', { exact: true }).click();
	await expect(panel.getByTestId('contract-card')).toHaveValue('0');
	await panel.getByRole('button', { name: 'Place the soldier' }).click();
	await site(page, 2, 1).click();
	await expect(site(page, 2, 1)).toHaveAccessibleName(/soldier of Ana/);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Points (VP track)')).toHaveValue('4');
	await expect(count(page, 'Influence')).toHaveValue('2');
	// The turn goes on: the master, the site, the action.
	await placeMaster(page, 1);
	await site(page, 1, 1).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Gain a favour' }).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await expect(panel).toContainText('Boris: place your master');
	await expectNoSidewaysScroll(page);
});

test('a pepper pair with all 6 white upgrades in the city owes nothing, and the turn ends (RU L618, L159)', async ({ page }) => {
	await startThree(page, 'MERV-RULES-PEPPER');
	for (const column of [1, 2, 3, 4, 5]) {
		await site(page, 5, column).click();
		await page.getByRole('button', { name: 'White cube', exact: true }).click();
		await expect(site(page, 5, column)).toHaveAccessibleName(/upgrade: White/);
	}
	await site(page, 4, 5).click();
	await page.getByRole('button', { name: 'White cube', exact: true }).click();
	await expect(site(page, 4, 5)).toHaveAccessibleName(/upgrade: White/);
	await countsOf(page, 'Ana');
	await setCount(page, 'Pepper', 1);
	const panel = turnPanel(page);
	await placeMaster(page, 1);
	await site(page, 1, 1).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Caravanserai', exact: true }).click();
	await panel.getByRole('button', { name: '+ Pepper' }).click();
	// The row's first card is taken as it is typed: always within reach (RU L589).
	await expect(panel.getByTestId('caravan-steps').getByRole('listitem')).toHaveText(['Card 1: Pepper']);
	await panel.getByRole('button', { name: 'Take the cards (1)' }).click();
	await expect(panel).toContainText('Action done: Caravanserai.');
	await expect(panel.getByRole('heading', { name: /^Rewards to take/ })).toHaveCount(0);
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await expect(panel).toContainText('Boris: place your master');
	await countsOf(page, 'Ana');
	await expect(count(page, 'Pepper')).toHaveValue('2');
});

test('the second discovery pays one tribute of another colour in the invasion, and the building stays (RU L731)', async ({ page }) => {
	test.setTimeout(180_000);
	// Year 1: Ana's library makes 4 scrolls, the second discovery: purple as any other colour, its two uses said (RU L729–L731).
	await anaLibrary(page, 'MERV-RULES-TRIBUTE', 3);
	const tile = turnPanel(page).getByTestId('tile-convert.purple');
	await expect(tile).toHaveText('A purple cube as any: once a turn, and once per invasion for tribute');
	await tile.click();
	await turnPanel(page).getByRole('button', { name: 'End the turn' }).click();
	await playOutYear(page, 1);
	await page.getByRole('button', { name: 'Score year 1' }).click();
	await expect(page.getByTestId('year')).toHaveText('Year 2');

	// Year 2 on the counts: Ana builds on the turquoise palace of row 2, column 2, and holds 2 purple cubes.
	await site(page, 2, 2).click();
	await page.getByRole('button', { name: 'Ana', exact: true }).first().click();
	await expect(site(page, 2, 2)).toHaveAccessibleName(/building of Ana/);
	await countsOf(page, 'Ana');
	await setCount(page, 'Purple cubes', 2);
	// The year's turns are not entered on the phone: the invasion is offered folded.
	await skipTurns(page);
	const convert = page.getByRole('button', { name: 'Pay 1 Purple cube (second discovery, once this invasion)' });
	const giveUp = page.getByRole('button', { name: 'Give up the building' });
	let converted = false;
	// Only the owners who can pay are asked, in turn order; the first answer starts the invasion.
	for (let guard = 0; guard < 30 && !converted; guard++) {
		const question = (await page.getByText(/: pay tribute for/).textContent()) ?? '';
		if (question.includes('Row 2, column 2')) {
			await shots(page, 'merv-tribute-convert-360', page.getByRole('group', { name: /pay tribute for/ }));
			await decide(page, convert);
			converted = true;
		} else await decide(page, giveUp);
	}
	expect(converted).toBe(true);
	// The invasion is the task now: first on the screen, with no empty turn panel above it.
	await expect(turnPanel(page)).toHaveCount(0);
	const city = await page.getByRole('heading', { name: 'The city' }).boundingBox();
	expect((await page.getByRole('region', { name: 'Invasion of year 2' }).boundingBox())!.y).toBeLessThan(city!.y);
	await page.getByTestId('invasion-lists').locator('summary').click();
	await expect(page.getByText('tribute paid: Purple')).toBeVisible();
	// Once per invasion phase: no longer offered to Ana for her other buildings.
	while (await giveUp.isVisible()) {
		await expect(convert).toHaveCount(0);
		await decide(page, giveUp);
	}
	await page.getByRole('button', { name: /^(End the invasion: soldiers go home|Give up the rest \(\d+\) and end the invasion)$/ }).click();
	await expect(page.getByRole('button', { name: 'Score year 2' })).toBeVisible();
	await expect(turnPanel(page)).toHaveCount(0);
	await expect(site(page, 2, 2)).toHaveAccessibleName(/building of Ana/);
	await countsOf(page, 'Ana');
	await expect(count(page, 'Purple cubes')).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});
