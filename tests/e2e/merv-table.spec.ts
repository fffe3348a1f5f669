/**
 * Merv at the table on a 360×740 phone, light and dark: the solo chamberlain's split of duties (RU L937,
 * L941, L967–L971), the judge's Caravanserai card out with the caravan deck (RU L1134), values of the copy
 * asked where they are needed, and the invasion and the scoring offered only once the rounds are played.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shots } from './helpers.ts';
import {
	countsOf,
	enterSpiceSymbols,
	newMervGame,
	playRounds,
	plainTurn,
	setCount,
	setOrder,
	site,
	skipTurns,
	startOnRecordedGrid,
	startSolo,
	startThree,
	turnPanel
} from './merv-helpers.ts';

test('solo, the chamberlain’s duties follow the turn order: the earlier of Ana and the judge places its master, the later picks its site', async ({ page }) => {
	const panel = await startSolo(page);
	// Ana before the judge this round.
	await setOrder(page, ['Ana', 'Corrupt judge', 'Chamberlain']);
	await plainTurn(page);
	await panel.getByRole('button', { name: '+ Ginger' }).click();
	await panel.getByRole('button', { name: 'Play the judge’s turn' }).click();
	await expect(page.getByTestId('judge-report')).toContainText('The judge’s card: Caravanserai.');

	// RU L937: Ana plays before the judge, so she places the chamberlain's master.
	await expect(panel).toContainText('Ana places the chamberlain’s master on an action space.');
	await shots(page, 'merv-solo-chamberlain-master-360', panel);
	await panel.getByRole('button', { name: /^Action space 2: column 2$/ }).click();
	// RU L941, L971: the judge, later, picks its site: the empty one with most of Ana's buildings across it (row 1).
	await expect(panel).toContainText(
		'The chamberlain’s turn: its master stands on an action space; the judge plays after Ana, so it picks the chamberlain’s site.'
	);
	await shots(page, 'merv-solo-chamberlain-judge-site-360', panel);
	await panel.getByRole('button', { name: 'Let the judge choose' }).click();
	await expect(page.getByTestId('judge-report')).toContainText('Put a chamberlain’s building on the site in row 1, column 2.');
	await expect(site(page, 1, 2)).toHaveAccessibleName(/building of Chamberlain/);

	// The round's end: the judge and the chamberlain move by their rule (RU L949, L1065); Ana stays where she lands.
	await expect(panel).toContainText('End of the round: Ana chooses');
	await panel
		.getByRole('button', { name: /^Space \d/ })
		.last()
		.click();
	await expect(panel).toContainText('Year 1, round 2');
	await page.reload();
	await expect(site(page, 1, 2)).toHaveAccessibleName(/building of Chamberlain/);
	await expectNoSidewaysScroll(page);
});

test('solo, the judge before Ana places the chamberlain’s master by its rule, and Ana picks the site', async ({ page }) => {
	const panel = await startSolo(page);
	await panel.getByRole('button', { name: '+ Ginger' }).click();
	await panel.getByRole('button', { name: 'Play the judge’s turn' }).click();
	await plainTurn(page);
	// RU L937, L969: the judge plays before Ana: it puts the master on the free line with most of her buildings.
	await expect(panel).toContainText(
		'The chamberlain’s turn: the judge plays before Ana, so it places the chamberlain’s master on an action space; then Ana picks its site.'
	);
	await shots(page, 'merv-solo-chamberlain-judge-master-360', panel);
	await panel.getByRole('button', { name: 'Let the judge choose' }).click();
	const report = page.getByTestId('judge-report');
	await expect(report).toContainText('The judge chooses for the chamberlain: put its master on the north side');
	// RU L941: Ana, later, picks an empty site of that line; the judge's step stays in sight meanwhile.
	await expect(panel).toContainText(/Ana picks an empty site of column \d for the chamberlain’s building\./);
	await expect(report).toHaveAttribute('open', '');
	await shots(page, 'merv-solo-chamberlain-player-site-360', panel);
	const [, column] = (await panel.textContent())!.match(/empty site of column (\d)/)!;
	await site(page, 5, Number(column)).click();
	await expect(site(page, 5, Number(column))).toHaveAccessibleName(/building of Chamberlain/);
	await expectNoSidewaysScroll(page);
});

test('solo, the judge’s Caravanserai card goes back in the box once the caravan deck is empty (RU L1134)', async ({ page }) => {
	const panel = await startSolo(page);
	// 24 caravan cards, 8 in the row: 16 in the deck while none is taken.
	await expect(panel.getByTestId('caravan-deck')).toHaveText('Cards left in the caravan deck (by the caravan cards taken): 16.');
	await shots(page, 'merv-judge-caravan-deck-360', panel);
	// 16 cards taken: the deck is empty, so the Caravanserai card, on top, leaves before it is turned over.
	await countsOf(page, 'Corrupt judge');
	await setCount(page, 'Cinnamon', 8);
	await setCount(page, 'Ginger', 6);
	await setCount(page, 'Juniper', 2);
	await expect(panel.getByTestId('caravan-deck')).toHaveCount(0);
	await panel.getByRole('button', { name: 'Play the judge’s turn' }).click();
	const report = page.getByTestId('judge-report');
	await expect(report).toContainText('Put the judge’s Caravanserai card back in the box: it is out of the game.');
	await expect(report).not.toContainText('The judge’s card: Caravanserai.');
	await shots(page, 'merv-judge-caravan-out-360', report);
	await expectNoSidewaysScroll(page);
});

test('the caravanserai asks the spice symbols in place and refuses a card over the limit as it is tapped (RU L593–L601)', async ({ page }) => {
	await startThree(page, 'MERV-SPICES');
	await countsOf(page, 'Ana');
	await setCount(page, 'Purple cubes', 2);
	const panel = turnPanel(page);
	// Column 1, row 1: a caravanserai.
	await panel.getByRole('button', { name: /^Action space 1: column 1$/ }).click();
	await site(page, 1, 1).click();
	await panel.getByRole('button', { name: 'Caravanserai', exact: true }).click();
	for (const spice of ['Ginger', 'Juniper', 'Ginger']) await panel.getByRole('button', { name: `+ ${spice}` }).click();
	// Camels on the first two cards: each card of the three can be reached (RU L587–L589).
	await panel.getByTestId('caravan-row').getByRole('checkbox').first().check();
	await panel.getByTestId('caravan-row').getByRole('checkbox').nth(1).check();
	// The row's first card is taken as it is typed (RU L589).
	await expect(panel.getByTestId('caravan-steps').getByRole('listitem')).toHaveText(['Card 1: Ginger']);
	// A second spice: where the influence track's symbols are is asked here, and the cards wait for it.
	await panel.getByRole('button', { name: 'Card 2: Juniper' }).click();
	await expect(panel).toContainText('A second spice: how many spice types you may hold depends on the spice symbols');
	await expect(panel.getByRole('button', { name: 'Take the cards (2)' })).toBeDisabled();
	await shots(page, 'merv-caravanserai-ask-360', panel.getByRole('textbox', { name: 'Influence track: space of the 3× spice symbol' }));
	await enterSpiceSymbols(page);
	// Influence 0 allows one spice: the juniper tapped before is now said to break the limit.
	await expect(panel.getByRole('alert')).toHaveText('This influence allows 1 kind of spice.');
	await panel.getByRole('button', { name: 'Start again' }).click();
	await panel.getByRole('button', { name: 'Card 1: Ginger' }).click();
	// Tapped again, the juniper is refused as it is tapped, and not taken.
	await panel.getByRole('button', { name: 'Card 2: Juniper' }).click();
	await expect(panel.getByRole('alert')).toHaveText('This influence allows 1 kind of spice.');
	await expect(panel.getByTestId('caravan-steps').getByRole('listitem')).toHaveText(['Card 1: Ginger']);
	await shots(page, 'merv-caravanserai-limit-360', panel.getByRole('alert'));
	await panel.getByRole('button', { name: 'Card 3: Ginger' }).click();
	await expect(panel.getByRole('alert')).toHaveCount(0);
	await panel.getByRole('button', { name: 'Take the cards (2)' }).click();
	await expect(panel).toContainText('Action done: Caravanserai.');
	await expectNoSidewaysScroll(page);
});

test('the invasion and the scoring are offered once the year’s rounds are played, and what comes next is said meanwhile', async ({ page }) => {
	const panel = await startOnRecordedGrid(page, { names: ['Ana', 'Boris', 'Chen'], seed: 'MERV-DUE', order: false });
	// Before the first turn a table not entering its turns may score the year: offered folded, below.
	const skip = page.getByTestId('skip-rounds');
	await expect(skip.locator(':scope > summary')).toHaveText('Not entering the year’s turns on the phone: the year’s scoring now');
	await expect(page.getByRole('button', { name: 'Score year 1' })).toBeHidden();
	await skip.locator(':scope > summary').click();
	await page.getByRole('button', { name: 'Score year 1' }).click();
	// Year 2: once a master is placed the rounds are under way; the invasion is not offered until they end (RU L330, L451).
	await expect(panel).toContainText('Year 2, round 1');
	await expect(skip.locator(':scope > summary')).toHaveText('Not entering the year’s turns on the phone: the invasion now');
	await plainTurn(page);
	await expect(skip).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'The Mongols attack' })).toHaveCount(0);
	await expect(page.getByRole('button', { name: /^Score year/ })).toHaveCount(0);
	await expect(panel.getByTestId('year-next')).toHaveText('After round 4 of year 2: the invasion (the Mongols attack), then the year’s scoring.');
	await shots(page, 'merv-year-next-360', panel);
	await playRounds(page);
	// The rounds played: the invasion comes first on the screen, then the year's scoring.
	await expect(panel).toContainText('The four rounds of year 2 are played.');
	await expect(panel.getByTestId('year-next')).toHaveCount(0);
	// Every attacked building is given up: an owner who can pay is asked in turn order (RU L457), the first answer
	// starting the invasion; the rest fall with one tap.
	const invasion = page.getByRole('region', { name: 'Invasion of year 2' });
	const giveUp = invasion.getByRole('button', { name: 'Give up the building' });
	for (let i = 0; i < 24 && (await giveUp.isVisible()); i++) {
		const before = (await invasion.textContent()) ?? '';
		await giveUp.click();
		await expect(invasion).not.toHaveText(before);
		// No turn is played in the invasion: the turn panel, empty, is not shown.
		await expect(panel).toHaveCount(0);
	}
	await invasion.getByRole('button', { name: /^(End the invasion: soldiers go home|Give up the rest \(\d+\) and end the invasion)$/ }).click();
	await expect(page.getByRole('button', { name: 'Score year 2' })).toBeVisible();
	await expect(panel).toHaveCount(0);
	await shots(page, 'merv-year-scoring-due-360');
	await page.getByRole('button', { name: 'Score year 2' }).click();
	await expect(panel).toContainText('Year 3, round 1');
	await expectNoSidewaysScroll(page);
});

test('the invasion offers only the tribute an owner can pay, and says so when there is none (RU L457)', async ({ page }) => {
	await startOnRecordedGrid(page, { names: ['Ana', 'Boris', 'Chen'], seed: 'MERV-TRIBUTE-OFFER', order: false });
	// Years 1 and 2 kept on the counts.
	await skipTurns(page);
	await page.getByRole('button', { name: 'Score year 1' }).click();
	await expect(page.getByTestId('year')).toHaveText('Year 2');
	// Row 2: Ana on the turquoise palace (column 2) and the purple library (column 4), Boris on the orange palace (column 3).
	for (const [column, name] of [
		[2, 'Ana'],
		[4, 'Ana'],
		[3, 'Boris']
	] as const) {
		await site(page, 2, column).click();
		await page.getByRole('button', { name, exact: true }).first().click();
		await expect(site(page, 2, column)).toHaveAccessibleName(new RegExp(`building of ${name}`));
	}
	// Ana holds 1 purple cube, Boris 1 white, nothing else.
	for (const [name, held] of [
		['Ana', 'Purple cubes'],
		['Boris', 'White cubes']
	] as const) {
		await countsOf(page, name);
		for (const colour of ['Purple', 'Sand', 'Turquoise', 'Orange', 'White']) await setCount(page, `${colour} cubes`, `${colour} cubes` === held ? 1 : 0);
	}
	await skipTurns(page);
	const invasion = page.getByRole('region', { name: 'Invasion of year 2' });
	const question = invasion.getByRole('group', { name: /pay tribute for/ });
	// Ana holds no turquoise and no white: her turquoise palace is not asked about, and the list says why.
	await invasion.getByTestId('invasion-lists').locator('summary').click();
	await expect(invasion.getByRole('listitem').filter({ hasText: 'Row 2, column 2' }).getByTestId('tribute-none')).toHaveText(
		'— Ana holds none of the cubes this site takes as tribute (Turquoise, White), so the building can only be given up.'
	);
	await shots(page, 'merv-tribute-none-360', invasion);
	// Only the owners who can pay are asked, each offered what they can pay.
	const offered: Record<string, string[]> = {
		'Row 2, column 3': ['Pay 1 White cube', 'Give up the building'],
		'Row 2, column 4': ['Pay 1 Purple cube', 'Give up the building']
	};
	const seen: string[] = [];
	for (let i = 0; i < 4 && (await question.isVisible()); i++) {
		const asked = (await question.textContent()) ?? '';
		const at = Object.keys(offered).find((where) => asked.includes(`pay tribute for ${where} `))!;
		seen.push(at);
		await expect(question.getByRole('button')).toHaveText(offered[at]!);
		await question.getByRole('button').first().click();
		// Answered once this question is gone: the next owner's, or none (the count above it may change first). Read
		// without waiting for a question to be there: the last one goes for good.
		await expect.poll(async () => (await question.allTextContents()).join('|')).not.toBe(asked);
	}
	expect(seen.sort()).toEqual(Object.keys(offered));
	// Ana's palace falls with the first answer when she comes first in turn order, else with the last tap.
	await invasion.getByRole('button', { name: /^(End the invasion: soldiers go home|Give up the rest \(\d+\) and end the invasion)$/ }).click();
	await expect(site(page, 2, 2)).not.toHaveAccessibleName(/building of Ana/);
	await expect(site(page, 2, 3)).toHaveAccessibleName(/building of Boris/);
	await expect(site(page, 2, 4)).toHaveAccessibleName(/building of Ana/);
	await expectNoSidewaysScroll(page);
});

test('Your copy lists the mosque steps up to the top the copy shows, above 12 too; a dealt city asks once for the site tiles', async ({ page }) => {
	await page.goto('/copy');
	const top = page.getByLabel('Mosque track: level of its top space', { exact: true });
	await top.fill('15');
	await top.press('Enter');
	await expect(page.getByText('Saved.')).toBeVisible();
	await page.getByText('Mosque track: each step').click();
	await expect(page.getByLabel('Mosque path 1, level 15: its points', { exact: true })).toBeVisible();
	await expect(page.getByLabel('Mosque path 1, level 16: its points', { exact: true })).toHaveCount(0);
	await shots(page, 'merv-copy-mosque-steps-360', page.getByLabel('Mosque path 1, level 15: its points', { exact: true }));

	await newMervGame(page, ['Ana', 'Boris'], 'MERV-TILES');
	await page.getByRole('button', { name: 'Deal the tiles from the seed' }).click();
	const list = page.getByTestId('site-tiles');
	await expect(list.getByRole('listitem')).toHaveCount(6);
	await expect(list.getByRole('listitem').first()).toHaveText('Caravanserai: Purple, Sand, Turquoise, Orange');
	await expect(page.getByText('Lay each site tile where the app shows it.')).toHaveCount(0);
	await shots(page, 'merv-deal-tiles-check-360', list);
	await page.getByRole('button', { name: 'These are my tiles: deal them' }).click();
	await expect(page.getByText('Lay each site tile where the app shows it.')).toBeVisible();
	// Confirmed once on this phone: the next game deals at once.
	await newMervGame(page, ['Ana', 'Boris'], 'MERV-TILES-2');
	await page.getByRole('button', { name: 'Deal the tiles from the seed' }).click();
	await expect(page.getByText('Lay each site tile where the app shows it.')).toBeVisible();
	await expect(page.getByTestId('site-tiles')).toHaveCount(0);
	await expectNoSidewaysScroll(page);
});
