/**
 * A Merv round played turn by turn through the screens. The grid is recorded so the sites are known:
 * row 1 caravanserais (purple, sand, turquoise, orange) and a palace, row 2 palaces and libraries, …
 * (see recordGrid). Round 1 is the north side: each action space activates its column.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot, phone } from './helpers.ts';
import {
	countsOf,
	enterTrackPoints,
	newMervGame,
	placeMaster,
	recordGrid,
	setCount,
	setOrder,
	site,
	space,
	startOnRecordedGrid,
	startThree,
	turnOrder,
	turnPanel
} from './merv-helpers.ts';

test('a 3-player round turn by turn, refusals and a reload, in dark', async ({ page }) => {
	const { width } = phone();
	const scheme = 'dark';
	await page.emulateMedia({ colorScheme: scheme });
	await startThree(page);
	const panel = turnPanel(page);
	await expect(panel).toContainText('Year 1, round 1');
	await expect(panel).toContainText('Ana: place your master on an action space of the north side.');
	await shot(page, `merv-turn-master-${width}-${scheme}`, panel);

	// Ana: the 4th space, column 4. A site off the column is refused; the library on row 2 is built on.
	await placeMaster(page, 4);
	await expect(panel).toContainText('Ana: pick a site of column 4.');
	await site(page, 1, 1).click();
	await expect(panel.getByRole('alert')).toHaveText('That site is not on the active line.');
	await expect(site(page, 1, 1)).not.toHaveAccessibleName(/building/);
	await site(page, 2, 4).click();
	await expect(site(page, 2, 4)).toHaveAccessibleName(/building of Ana/);
	await expect(panel.getByTestId('produced')).toHaveText('Ana takes: Purple.');
	await shot(page, `merv-turn-act-${width}-${scheme}`, panel);
	await enterTrackPoints(page);
	// Ending the turn before its action says why.
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await expect(panel.getByRole('alert')).toHaveText('Take the turn’s one action first.');
	await panel.getByRole('button', { name: 'Library', exact: true }).click();
	await panel.getByRole('button', { name: '+ Purple (you hold 1)' }).click();
	await panel.getByRole('button', { name: 'Take scrolls (1)' }).click();
	await expect(panel).toContainText('Action done: Library.');
	await panel.getByRole('button', { name: 'End the turn' }).click();

	// Boris: the 1st space is taken by nobody; the 4th is Ana's.
	await expect(space(page, 4)).toHaveCount(0);
	await expect(panel.getByRole('button', { name: 'Action space 4: Ana' })).toBeDisabled();
	await placeMaster(page, 1);
	await site(page, 2, 1).click();
	await expect(panel.getByTestId('produced')).toHaveText('Boris takes: Sand.');
	await panel.getByRole('button', { name: 'Palace', exact: true }).click();
	// The courts of Learning and Spices show their colours on the board: asked once.
	await panel.getByLabel('Court of Learning: cube colour').selectOption({ label: 'Purple' });
	await panel.getByRole('button', { name: 'Save' }).first().click();
	// Stored: its question goes, and the next "Save" is the other court's.
	await expect(panel.getByLabel('Court of Learning: cube colour')).toHaveCount(0);
	await panel.getByLabel('Court of Spices: cube colour').selectOption({ label: 'Turquoise' });
	await panel.getByRole('button', { name: 'Save' }).first().click();
	await panel.getByRole('button', { name: '+ Court of Commerce' }).click();
	await expect(panel).toContainText('Price: Sand');
	await panel.getByRole('button', { name: 'Place the courtiers (1)' }).click();
	await expect(panel).toContainText('Action done: Palace.');
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await expect(panel).toContainText('Chen: place your master on an action space of the north side.');

	// Reload mid-round: nothing lost.
	await page.reload();
	await expect(turnPanel(page)).toContainText('Chen: place your master on an action space of the north side.');
	await expect(site(page, 2, 1)).toHaveAccessibleName(/building of Boris/);
	await countsOf(page, 'Boris');
	await expect(page.getByLabel('Courtiers: Court of Commerce', { exact: true })).toHaveValue('1');
	// The first courtier of a court gains a favour (RU L679).
	await expect(page.getByLabel('Favour', { exact: true })).toHaveValue('1');

	// Chen: the middle column, with the camel market on it. No camel to lay: refused with the reason.
	await placeMaster(page, 3);
	await site(page, 1, 3).click();
	await expect(turnPanel(page).getByTestId('produced')).toHaveText('Chen takes: Turquoise.');
	await turnPanel(page).getByRole('button', { name: 'Gain a favour' }).click();
	await expect(turnPanel(page).getByText('Camel market (before or after the action)')).toBeVisible();
	await turnPanel(page).getByRole('button', { name: 'Take the market’s camels (0)' }).click();
	await turnPanel(page).getByRole('button', { name: 'End the turn' }).click();

	// The end of the round: Boris (farthest from the next track) has no camel and takes the last space.
	await expect(turnPanel(page)).toContainText('End of the round: Boris chooses a space on the next turn-order track.');
	await expect(turnPanel(page).getByRole('button', { name: /^Space/ })).toHaveCount(1);
	await shot(page, `merv-turn-order-${width}-${scheme}`, turnPanel(page));
	await turnPanel(page)
		.getByRole('button', { name: /^Space 3/ })
		.click();
	await turnPanel(page)
		.getByRole('button', { name: /^Space 2/ })
		.click();
	await turnPanel(page)
		.getByRole('button', { name: /^Space 1/ })
		.click();
	await expect(turnPanel(page)).toContainText('Year 1, round 2');
	await expect(await turnOrder(page)).toHaveText([/Ana/, /Chen/, /Boris/]);
	await expect(turnPanel(page)).toContainText('Ana: place your master on an action space of the east side.');
	await expectNoSidewaysScroll(page);
});

test('a 2-player round with the chamberlain: the earlier player places its master, the later picks its site', async ({ page }) => {
	// The form gives the chamberlain the third colour; the order as setOrder(['Ana', 'Boris', 'Chamberlain']) leaves it.
	await startOnRecordedGrid(page, { names: ['Ana', 'Boris'], seed: 'MERV-TWO-TURNS', chamberlain: 'yellow', order: false });
	await setOrder(page, ['Ana', 'Boris', 'Chamberlain']);
	const panel = turnPanel(page);
	const favour = async () => {
		await panel.getByRole('button', { name: 'Gain a favour' }).click();
		await panel.getByRole('button', { name: 'End the turn' }).click();
	};

	await placeMaster(page, 1);
	await site(page, 1, 1).click();
	await favour();
	await placeMaster(page, 2);
	await site(page, 2, 2).click();
	await favour();

	await expect(panel).toContainText('Ana places the chamberlain’s master on an action space.');
	await placeMaster(page, 5);
	await expect(panel).toContainText('Boris picks an empty site of column 5 for the chamberlain’s building.');
	await site(page, 1, 1).click();
	await expect(panel.getByRole('alert')).toHaveText('That site is not on the active line.');
	await shot(page, 'merv-turn-chamberlain-360-light', panel);
	await site(page, 1, 5).click();
	await expect(site(page, 1, 5)).toHaveAccessibleName(/building of Chamberlain/);

	// The round's end: Ana, farthest from the next track, stays last; the chamberlain takes the first space.
	await expect(panel).toContainText('End of the round: Ana chooses');
	await panel.getByRole('button', { name: /^Space 3/ }).click();
	await panel.getByRole('button', { name: /^Space 2/ }).click();
	await expect(await turnOrder(page)).toHaveText([/Chamberlain/, /Boris/, /Ana/]);

	// Round 2, the east side and its rows: now Boris plays before Ana, so he places and she picks.
	await expect(panel).toContainText('Boris places the chamberlain’s master on an action space.');
	await turnPanel(page)
		.getByRole('button', { name: /^Action space 2: row 2/ })
		.click();
	await expect(panel).toContainText('for the chamberlain’s building.');
	await site(page, 2, 2).click();
	await expect(panel.getByRole('alert')).toHaveText('The chamberlain must take an empty site while the line has one.');
	await site(page, 2, 1).click();
	await expect(site(page, 2, 1)).toHaveAccessibleName(/building of Chamberlain/);

	// Boris activates the chamberlain's building: he takes its cube, the chamberlain nothing (RU L955).
	await turnPanel(page)
		.getByRole('button', { name: /^Action space 1: row 1/ })
		.click();
	await expect(panel).toContainText('pick a site');
	await site(page, 1, 5).click();
	await expect(panel.getByTestId('produced')).toHaveText('Boris takes: Purple.');
	await expectNoSidewaysScroll(page);
});

test('a solo round: the judge turns over its card and plays it, and places the chamberlain’s master before Ana picks its site', async ({ page }) => {
	// Seed SOLO-3: the judge's deck starts with the Caravanserai card.
	await newMervGame(page, ['Ana'], 'SOLO-3');
	await recordGrid(page);
	await page.getByRole('button', { name: /^Setup done/ }).click();
	const panel = turnPanel(page);
	await expect(panel).toContainText('The judge’s turn: the app turns over its card and plays it by the rules.');
	// Caravan cards may be taken: the row is asked first. Playing without it is refused with the reason.
	await panel.getByRole('button', { name: '+ Ginger' }).click();
	await panel.getByRole('button', { name: '+ Pepper' }).click();
	await panel.getByRole('button', { name: '+ Cinnamon' }).click();
	await panel.getByTestId('caravan-row').getByRole('checkbox').first().check();
	await panel.getByTestId('caravan-row').getByRole('checkbox').nth(1).check();
	// The judge's city order: as printed unless the table's rules differ (rules notes 6).
	await panel.getByText('The judge’s order of cities').click();
	await expect(panel.getByRole('button', { name: 'Each where the rulebook prints it' })).toHaveAttribute('aria-pressed', 'true');
	await panel.getByRole('button', { name: 'The Silk Road order everywhere' }).click();
	await expect(panel.getByRole('button', { name: 'The Silk Road order everywhere' })).toHaveAttribute('aria-pressed', 'true');
	await shot(page, 'merv-judge-row-390-light', panel);
	await panel.getByRole('button', { name: 'Play the judge’s turn' }).click();

	// Algorithm A (RU L987–L999): columns 1–4 have an empty caravanserai; all tie, so the one farthest
	// from the north-west track, column 4. It builds there and takes one card: the first of the row, with its camel.
	const report = page.getByTestId('judge-report');
	await expect(report).toContainText('The judge’s card: Caravanserai.');
	await expect(report).toContainText('Put a judge’s building on the site in row 1, column 4.');
	await expect(report).toContainText('Give the judge the caravan card at place 1 from the start of the row (Ginger), and the camel on it.');
	await expect(site(page, 1, 4)).toHaveAccessibleName(/building of Corrupt judge/);
	await shot(page, 'merv-judge-report-390-light', panel);
	await expect(page.getByTestId('master-3')).toBeVisible();

	// Ana's turn: the judge's action space is taken.
	await expect(panel.getByRole('button', { name: /^Action space 4/ })).toBeDisabled();
	await placeMaster(page, 1);
	await site(page, 1, 1).click();
	await panel.getByRole('button', { name: 'Gain a favour' }).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();

	// The chamberlain: the judge plays before Ana, so it places the master (RU L937, L967): on the free line
	// with most of Ana's buildings — none; the fewest of its own — none; the nearest to the track: column 2 (RU L969).
	await expect(panel).toContainText(
		'The chamberlain’s turn: the judge plays before Ana, so it places the chamberlain’s master on an action space; then Ana picks its site.'
	);
	await panel.getByRole('button', { name: 'Let the judge choose' }).click();
	// Ana, later, picks its site: an empty one of column 2 (RU L941).
	await expect(panel).toContainText('Ana picks an empty site of column 2 for the chamberlain’s building.');
	await site(page, 1, 2).click();
	await expect(site(page, 1, 2)).toHaveAccessibleName(/building of Chamberlain/);

	await page.reload();
	await expect(site(page, 1, 2)).toHaveAccessibleName(/building of Chamberlain/);
	await countsOf(page, 'Corrupt judge');
	await expect(page.getByLabel('Camels', { exact: true })).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('the Silk Road as the rulebook’s example plays it, then a contract (RU L800–L812, L403–L411)', async ({ page }) => {
	await startThree(page);
	await countsOf(page, 'Ana');
	for (const [label, n] of [
		['Orange cubes', 1],
		['Purple cubes', 1],
		['Turquoise cubes', 1],
		['Sand cubes', 1],
		['Camels', 1]
	] as const)
		await setCount(page, label, n);
	const panel = turnPanel(page);
	// Column 4, row 3: a Silk Road site, purple.
	await placeMaster(page, 4);
	await site(page, 3, 4).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Silk Road', exact: true }).click();
	await panel.getByRole('button', { name: 'Found the post and buy' }).click();
	await expect(panel.getByRole('alert')).toHaveText('Choose the city of the new trading post first.');
	// Samarkand for the post (its camel comes with it); goods from Samarkand, Rey and Kashgar.
	await panel.getByRole('button', { name: 'Samarkand', exact: true }).click();
	await panel.getByRole('button', { name: 'Samarkand: Orange' }).click();
	await panel.getByRole('button', { name: 'Rey: Purple' }).click();
	await panel.getByRole('button', { name: 'Kashgar: Turquoise + Sand' }).click();
	// Merv→Rey, and Samarkand→Kashgar through the new post: 2 route camels.
	await expect(panel.getByTestId('route-camels')).toHaveText('Route camels to lay: 2');
	await shot(page, 'merv-silk-road-360-light', panel);
	await panel.getByRole('button', { name: 'Found the post and buy' }).click();
	await expect(panel).toContainText('Action done: Silk Road.');
	await countsOf(page, 'Ana');
	await expect(page.getByLabel('Common goods', { exact: true })).toHaveValue('2');
	await expect(page.getByLabel('Rare goods', { exact: true })).toHaveValue('1');
	await expect(page.getByLabel('Camels', { exact: true })).toHaveValue('0');

	// A contract: its face is typed once, then it is fulfilled for 1 cube, a common good put on it.
	await panel.getByText('Fulfil a contract').click();
	await panel.getByTestId('contract-card').selectOption('3');
	await panel.getByRole('textbox', { name: 'Contract card 3' }).fill('5 0 0 1 0 0 f');
	await panel.getByRole('button', { name: 'Save' }).click();
	await panel.getByRole('button', { name: '+ Purple (you hold 1)' }).click();
	await panel.getByRole('button', { name: 'Fulfil it' }).click();
	await expect(page.getByLabel('Points (VP track)', { exact: true })).toHaveValue('5');
	await expect(page.getByLabel('Common goods on contracts', { exact: true })).toHaveValue('1');
	await expect(page.getByLabel('Favour', { exact: true })).toHaveValue('1');
	await expectNoSidewaysScroll(page);
});

test('the caravanserai on its row: the camel rule checked step by step (RU L619–L635)', async ({ page }) => {
	await startThree(page);
	await countsOf(page, 'Ana');
	await setCount(page, 'Purple cubes', 1);
	await setCount(page, 'White cubes', 1);
	const panel = turnPanel(page);
	// Column 1, row 1: a caravanserai, purple.
	await placeMaster(page, 1);
	await site(page, 1, 1).click();
	await enterTrackPoints(page);
	await panel.getByRole('button', { name: 'Caravanserai', exact: true }).click();
	for (const spice of ['Ginger', 'Juniper', 'Ginger', 'Juniper', 'Ginger']) await panel.getByRole('button', { name: `+ ${spice}` }).click();
	await panel.getByTestId('caravan-row').getByRole('checkbox').nth(0).check();
	await panel.getByTestId('caravan-row').getByRole('checkbox').nth(1).check();
	// The first ginger with its camel, taken as the row is typed; the next after the juniper's camel; the third is out of reach.
	await expect(panel.getByTestId('caravan-steps').getByRole('listitem')).toHaveText(['Card 1: Ginger']);
	await panel.getByRole('button', { name: 'Card 3: Ginger' }).click();
	await panel.getByRole('button', { name: 'Card 5: Ginger' }).click();
	await expect(panel.getByRole('alert')).toContainText('Card 5 cannot be reached');
	await panel.getByRole('button', { name: 'Start again' }).click();
	await panel.getByRole('button', { name: 'Card 1: Ginger' }).click();
	await panel.getByRole('button', { name: 'Card 3: Ginger' }).click();
	await panel.getByRole('button', { name: 'Lay a camel' }).click();
	await panel.getByRole('button', { name: 'Card 5: Ginger' }).click();
	await shot(page, 'merv-caravanserai-390-light', panel);
	await panel.getByRole('button', { name: 'Take the cards (3)' }).click();
	await expect(panel).toContainText('Action done: Caravanserai.');
	// A pair of ginger: a soldier to place, or none.
	await panel.getByRole('button', { name: 'No soldier' }).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();
	await countsOf(page, 'Ana');
	await expect(page.getByLabel('Ginger', { exact: true })).toHaveValue('3');
	await expect(page.getByLabel('Camels', { exact: true })).toHaveValue('0');
	await expectNoSidewaysScroll(page);
});
