import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot, phone } from './helpers.ts';
import { dice, enterRoll, openBonusActions, selectDice } from './table-helpers.ts';

/**
 * The Voyages of Marco Polo's rules through the real screens, one rule a path: a post moved once all are placed
 * (PL:546), a "move 1" reward without the step cost, contracts from columns 5–6 and put away (PL:380, PL:406),
 * free black dice and contracts (PL:710), the player's own turn (PL:600), Niccolò & Marco Polo's shared steps,
 * a refused post on the score sheet (PL:133), a city tile's reward corrected in the copy of the game.
 * Two players, Ewa (seat 0) and Filip (seat 1); seeds chosen for what they deal (see the unit tests' notes).
 */

/** A new 2-player game with this seed, characters drafted (Filip, the last player, chooses first) or the first game's; play started. */
async function newGame(page: Page, seed: string, draft?: { Filip: string; Ewa: string }) {
	await page.goto('/voyages/new');
	await page.getByLabel('Name of player 1').fill('Ewa');
	await page.getByLabel('Name of player 2').fill('Filip');
	await page.getByRole('button', { name: /^Remove player 3$/ }).click();
	if (draft) await page.getByLabel('Characters').selectOption({ label: 'Draft: players + 1 revealed, last player chooses first' });
	await page.getByLabel('Seed').fill(seed);
	await page.getByRole('button', { name: 'Start setup' }).click();
	if (draft)
		for (const name of ['Filip', 'Ewa'] as const) {
			await expect(page.getByText(`Pass the phone to ${name}`)).toBeVisible();
			await page.getByRole('button', { name: draft[name], exact: true }).click();
		}
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await expect(page.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
}

/** Both players' dice for the round just started; Matteo Polo (whoever has him) rolls the white die too. */
async function rollBoth(page: Page, ewa: number[], filip: number[], matteo: 'Ewa' | 'Filip' | null) {
	for (const [name, faces] of [
		['Ewa', ewa],
		['Filip', filip]
	] as const) {
		if (matteo === name) await page.getByLabel(`White die of ${name}`).fill('3');
		await enterRoll(page, name, faces);
	}
}

/** Adds amounts to a player's holdings through the corrections. */
async function give(page: Page, name: string, amounts: Record<string, number>) {
	if (!(await page.locator('details.corrections').evaluate((d) => (d as HTMLDetailsElement).open)))
		await page.getByText('Corrections and free tracking').click();
	await page.getByLabel('Player', { exact: true }).selectOption({ label: name });
	for (const [k, n] of Object.entries(amounts)) {
		await page.locator(`#fix-${k}`).fill(String(n));
		await page.locator(`#fix-${k}`).blur();
	}
	await page.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(page.locator(`#fix-${Object.keys(amounts)[0]}`)).toHaveValue('0');
}

/** Every die of the player whose turn it is on the money bag, then the end of the turn. */
async function bagAllAndEnd(page: Page, name: string) {
	await expect(page.getByRole('heading', { name: `${name}'s turn` })).toBeVisible();
	await openBonusActions(page);
	for (let left = await dice(page).count(); left > 0; left--) {
		await dice(page).first().click();
		await page.getByRole('button', { name: '3 coins (die on the money bag)' }).click();
		await expect(dice(page)).toHaveCount(left - 1);
	}
	await page.getByRole('button', { name: `End ${name}'s turn` }).click();
	await expect(page.getByRole('button', { name: `End ${name}'s turn` })).toHaveCount(0);
}

const blackDice = (page: Page) => page.getByRole('group', { name: /^Dice of / }).getByRole('button', { name: /^Black die/ });

/** Asks for a black die showing this face; unless told it is refused, waits until it is in the hand. */
async function buyBlackDie(page: Page, face: number, refused = false) {
	await openBonusActions(page);
	const before = await blackDice(page).count();
	await page.getByLabel('New face').fill(String(face));
	await page.getByRole('button', { name: 'Take a black die (3 camels)' }).click();
	if (!refused) await expect(blackDice(page)).toHaveCount(before + 1);
}

/** Selects every black die in the hand. */
async function selectBlackDice(page: Page) {
	for (const die of await blackDice(page).all()) {
		await die.click();
		await expect(die).toHaveAttribute('aria-pressed', 'true');
	}
}

const map = (page: Page) => page.getByRole('group', { name: 'Map of the board' });
/** Taps a place on the map (its button's name starts with the place's name). */
const tapOnMap = (page: Page, place: string) =>
	map(page)
		.getByRole('button', { name: new RegExp(`^${place}`) })
		.click();
/** Taps a place on the map, then the way there that costs this ("25 coins + 10 camels, 6 steps"). */
async function travelTo(page: Page, place: string, way: string) {
	await tapOnMap(page, place);
	await page.getByRole('button', { name: `Travel to ${place}: ${way}` }).click();
}
const player = (page: Page, seat: number) => page.getByTestId(`table-player-${seat}`);

// Each path once, on the smaller phone (whole games play on both); its screenshots in light and dark (emulated).
test.describe('the rules at the table', () => {
	/** Screenshots of the screen around one element, light and dark (61-voyages-<name>-<width>-<scheme>), after checking the page does not scroll sideways. */
	const look = async (page: Page, name: string, around?: Parameters<typeof shot>[2]) => {
		for (const colorScheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme });
			await expectNoSidewaysScroll(page);
			await shot(page, `61-voyages-${name}-${phone().width}-${colorScheme}`, around);
		}
		await page.emulateMedia({ colorScheme: null });
	};

	test('13 and 19: Wilhelm von Rubruk with all 11 posts placed moves one to the new city (PL:546); a 10th post on a sheet is unticked (PL:133)', async ({
		page
	}) => {
		test.setTimeout(120_000);
		await newGame(page, 'RULES-0', { Filip: 'Wilhelm von Rubruk', Ewa: 'Matteo Polo' });
		await give(page, 'Filip', { coins: 100, camels: 60 });
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [1, 1, 1, 1, 1], [6, 6, 6, 6, 6], 'Ewa');
		await bagAllAndEnd(page, 'Ewa');

		// Round 1: a post in every city passed (4), then with 2 black dice bought in 2 turns (only his own dice are on the space: nothing for it, PL:726), 4 more.
		await selectDice(page, [6, 6]);
		await travelTo(page, 'Kochi', '25 coins + 10 camels, 6 steps');
		await expect(player(page, 1)).toContainText('Trading posts 4');
		await buyBlackDie(page, 6);
		await page.getByRole('button', { name: "End Filip's turn" }).click();
		await buyBlackDie(page, 6);
		await selectBlackDice(page);
		await travelTo(page, 'Kashgar', '18 coins + 9 camels, 6 steps');
		await expect(player(page, 1)).toContainText('Trading posts 8');
		await page.getByRole('button', { name: "End Filip's turn" }).click();
		await bagAllAndEnd(page, 'Filip');

		// Round 2: Filip travelled last, so he starts: 3 more posts make 11.
		await page.getByRole('button', { name: 'Start round 2' }).click();
		await rollBoth(page, [1, 1, 1, 1, 1], [6, 6, 6, 6, 6], 'Ewa');
		await selectDice(page, [6, 6]);
		await travelTo(page, 'Moscow', '18 coins + 7 camels, 6 steps');
		await expect(player(page, 1)).toContainText('Trading posts 11');
		await buyBlackDie(page, 6);
		await page.getByRole('button', { name: "End Filip's turn" }).click();
		await bagAllAndEnd(page, 'Ewa');

		// All 11 placed: Samarcanda takes one of them; until he says which, the rules say so.
		await buyBlackDie(page, 6);
		await selectBlackDice(page);
		await tapOnMap(page, 'Samarcanda');
		// His own dice only on the space again: 12 coins for the 4 steps, nothing for the space (PL:726).
		const go = page.getByRole('button', { name: 'Travel to Samarcanda: 12 coins + 3 camels, 4 steps' });
		await expect(go).toBeDisabled();
		await expect(page.getByText('All your trading posts are placed: choose the one that moves to Samarcanda.').first()).toBeVisible();
		await page.getByLabel('All your trading posts are placed: the one that moves to Samarcanda').selectOption({ label: 'Kochi' });
		await look(page, 'post-moved', go);
		await go.click();
		await expect(player(page, 1)).toContainText('at Samarcanda');
		await expect(player(page, 1)).toContainText('Trading posts 11');

		// The score sheet: Samarcanda in, Kochi out (the goal cards count the posts as they stand).
		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		// Ending play asks first.
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await page.getByRole('button', { name: 'Filip', exact: true }).click();
		await expect(page.getByRole('checkbox', { name: 'Samarcanda' })).toBeChecked();
		await expect(page.getByRole('checkbox', { name: 'Kochi' })).not.toBeChecked();

		// Ewa has 9 posts at most: a 10th is refused, and its box is unticked again.
		await page.getByRole('button', { name: 'Ewa', exact: true }).click();
		for (const city of ['Moscow', 'Anxi', 'Karakorum', 'Samarcanda', 'Kashgar', 'Lan-Zhou', 'Xian', 'Alexandria', 'Ormuz']) {
			await page.getByRole('checkbox', { name: city }).check();
			await expect(page.getByRole('checkbox', { name: city })).toBeChecked();
		}
		await page.getByRole('checkbox', { name: 'Karachi' }).click();
		await expect(page.getByRole('alert')).toHaveText('At most 9 trading posts.');
		await expect(page.getByRole('checkbox', { name: 'Karachi' })).not.toBeChecked();
		await expect(page.getByRole('checkbox', { name: 'Ormuz' })).toBeChecked();
		await look(page, 'sheet-refused', page.getByRole('checkbox', { name: 'Karachi' }));
	});

	test('14 and 17: contract C42’s move costs the route, not the travel action’s 3 coins; only the player whose turn it is travels or completes a contract (PL:600, PL:616)', async ({
		page
	}) => {
		// RULES-8: Ewa (Raschid ad-Din Sinan, 7 coins) has the starting contract C42: 1 camel, 3 pepper → 1 VP and a move.
		await newGame(page, 'RULES-8');
		await give(page, 'Ewa', { pepper: 3 });
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [3, 3, 3, 3, 3], 'Filip');
		await expect(page.getByRole('heading', { name: "Ewa's turn" })).toBeVisible();

		// Filip cannot travel in Ewa's turn: the way is greyed out with the reason.
		await page.getByLabel('Who travels').selectOption({ label: 'Filip' });
		await tapOnMap(page, 'Alexandria');
		await expect(page.getByRole('button', { name: /^Travel to Alexandria/ }).first()).toBeDisabled();
		await expect(page.getByText("It is Ewa's turn.").first()).toBeVisible();

		// The contract, among Ewa's bonus actions: camels and goods only, no coins to pay.
		await openBonusActions(page);
		await page.getByLabel('Which contract').selectOption({ label: 'C42' });
		await expect(page.locator('#contract-pay-coins')).toHaveCount(0);
		await expect(page.locator('#contract-pay-pepper')).toHaveValue('3');
		await expect(page.getByText('This also gives a move')).toBeVisible();
		await page.getByRole('button', { name: 'Contract fulfilled' }).click();
		await expect(player(page, 0)).toContainText('contracts 1');

		// The move: 1 step, no travel cost; Venezia → Alexandria has no route cost, so it is free.
		await page.getByLabel('Who travels').selectOption({ label: 'Ewa' });
		await page.getByLabel('How').selectOption({ label: 'Move for contract C42 (steps at most: 1, no travel cost)' });
		await expect(page.getByText('Steps at most: 1. No travel cost; the routes’ costs are paid.')).toBeVisible();
		await tapOnMap(page, 'Alexandria');
		const go = page.getByRole('button', { name: 'Travel to Alexandria: 0 coins + 0 camels, 1 step' });
		await look(page, 'move', page.getByLabel('How'));
		await go.click();
		await expect(player(page, 0)).toContainText('at Alexandria');
		await expect(player(page, 0)).toContainText('Trading posts 1');
		await expect(player(page, 0)).toContainText('7 coins');
		// Used up: the choice is gone.
		await expect(page.getByLabel('How')).toHaveCount(0);
	});

	test('15: a contract from column 6 gives 2 camels; with both spaces full one contract is put away first (PL:380, PL:406)', async ({ page }) => {
		// RULES-8: Filip (Matteo Polo) has the starting contract C40, and the special pile's top one from the round start.
		await newGame(page, 'RULES-8');
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [6, 6, 6, 6, 6], [6, 6, 6, 6, 6], 'Filip');

		// Ewa has 1 contract: column 6's fits; its bonus as 2 camels.
		await selectDice(page, [6]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Contracts' });
		await page.getByRole('checkbox', { name: /^Column 6: contract/ }).check();
		await expect(page.getByText(/put \d of these away/)).toHaveCount(0);
		await page.getByLabel('Column 6’s contract gives').selectOption({ label: '2 camels' });
		await look(page, 'contract-bonus', page.getByLabel('Column 6’s contract gives'));
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(player(page, 0)).toContainText('4 camels');
		await bagAllAndEnd(page, 'Ewa');

		// Filip (Matteo Polo) has 2: column 5's needs room. Without a contract put away, the rules refuse it.
		await selectDice(page, [6]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Contracts' });
		await page.getByRole('checkbox', { name: /^Column 5: contract/ }).check();
		await expect(page.getByText('Both contract spaces would be too few: put 1 of these away')).toBeVisible();
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByRole('alert')).toHaveText('Only 2 active contracts: discard one to make room.');
		await page.getByRole('checkbox', { name: /^Put contract C40 away/ }).check();
		await look(page, 'contract-put-away', page.getByRole('checkbox', { name: /^Put contract C40 away/ }));
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByRole('alert')).toHaveCount(0);
		// 8 coins, 6 for the space Ewa's die occupies (PL:726), 1 for column 5.
		await expect(player(page, 1)).toContainText('3 coins');
		await openBonusActions(page);
		await expect(page.getByLabel('Which contract').locator('option')).toHaveCount(3);
		await expect(page.getByLabel('Which contract').locator('option', { hasText: 'C40' })).toHaveCount(0);
	});

	test('16: C40’s black die is free beside the one bought per turn (PL:710); a tile’s contract; Matteo Polo puts one away for his round contract', async ({
		page
	}) => {
		test.setTimeout(90_000);
		// RULES-25: Ewa has C40 (2 camels, 1 pepper, 1 gold → 4 VP and a black die); Alexandria's tile is a contract.
		await newGame(page, 'RULES-25');
		await give(page, 'Ewa', { camels: 10, pepper: 1, gold: 1 });
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [3, 3, 3, 3, 3], 'Filip');

		await openBonusActions(page);
		await page.getByLabel('Which contract').selectOption({ label: 'C40' });
		await page.getByLabel('Free black die (not the one bought per turn): its face').selectOption({ label: '5' });
		await look(page, 'free-black-die', page.getByLabel('Free black die (not the one bought per turn): its face'));
		await page.getByRole('button', { name: 'Contract fulfilled' }).click();
		await expect(page.getByRole('group', { name: 'Dice of Ewa' }).getByRole('button', { name: 'Black die 6: 5' })).toBeVisible();
		// The purchase is still there this turn, once.
		await buyBlackDie(page, 2);
		await expect(dice(page)).toHaveCount(7);
		await buyBlackDie(page, 4, true);
		await expect(page.locator('details.bonus').getByRole('alert')).toHaveText('Only 1 black die per turn.');

		// Alexandria's tile: the special pile's top contract, with room for it.
		await selectDice(page, [3, 3]);
		await tapOnMap(page, 'Alexandria');
		await expect(page.getByText(/^Takes contract C\d+, the top of the special pile\.$/)).toBeVisible();
		await page
			.getByRole('button', { name: /^Travel to Alexandria/ })
			.first()
			.click();
		await expect(player(page, 0)).toContainText('Trading posts 1');
		await expect(page.getByLabel('Which contract').locator('option')).toHaveCount(2);
		await bagAllAndEnd(page, 'Ewa');
		await bagAllAndEnd(page, 'Filip');

		// Round 2: Matteo Polo (Filip) has both spaces full; he puts his starting contract away for the pile's top one.
		const choice = page.getByLabel('Matteo Polo’s contract from the special pile');
		await expect(choice).toBeVisible();
		const top = /for (C\d+)/.exec((await page.getByText(/^Both contract spaces are full: keep both, or put one away for/).textContent()) ?? '')![1]!;
		await choice.selectOption({ label: 'Put C43 away and take it' });
		await look(page, 'round-contract', choice);
		await page.getByRole('button', { name: 'Start round 2' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [3, 3, 3, 3, 3], 'Filip');
		await bagAllAndEnd(page, 'Ewa');
		await openBonusActions(page);
		await expect(page.getByLabel('Which contract').locator('option', { hasText: top })).toHaveCount(1);
		await expect(page.getByLabel('Which contract').locator('option', { hasText: 'C43' })).toHaveCount(0);
	});

	test('issue 24, 12 and 15: a reroll shows the new face for 1 camel (PL:656–672); black dice on a travel space holding only the player’s own dice cost nothing (PL:726)', async ({
		page
	}) => {
		test.setTimeout(90_000);
		// RULES-25: Ewa has C40 (a free black die); Alexandria's tile is a contract.
		await newGame(page, 'RULES-25');
		await give(page, 'Ewa', { coins: 10, camels: 10, pepper: 1, gold: 1 });
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [2, 4, 3, 3, 3], 'Filip');

		// Ewa travels with two of her own dice; the travel space holds her dice only.
		await selectDice(page, [3, 3]);
		await tapOnMap(page, 'Alexandria');
		await page.getByRole('button', { name: 'Travel to Alexandria: 3 coins + 0 camels, 1 step' }).click();
		await expect(player(page, 0)).toContainText('at Alexandria');
		await page.getByRole('button', { name: "End Ewa's turn" }).click();

		// Filip rerolls his 2: the die shows the 5 typed, 1 camel paid.
		await expect(page.getByRole('heading', { name: "Filip's turn" })).toBeVisible();
		const camels = async () => Number(/(\d+) camels?/.exec((await player(page, 1).textContent()) ?? '')![1]);
		const before = await camels();
		await openBonusActions(page);
		await selectDice(page, [2]);
		await page.getByLabel('New face', { exact: true }).fill('5');
		await look(page, 'reroll', page.getByRole('button', { name: 'Reroll the die (1 camel)' }));
		await page.getByRole('button', { name: 'Reroll the die (1 camel)' }).click();
		await expect(page.locator('details.bonus').getByRole('alert')).toHaveCount(0);
		await expect(page.getByRole('group', { name: 'Dice of Filip' }).getByRole('button').first()).toHaveText('5');
		await expect.poll(camels).toBe(before - 1);
		await look(page, 'rerolled', page.getByRole('group', { name: 'Dice of Filip' }));
		await bagAllAndEnd(page, 'Filip');

		// Ewa's two black dice (C40's free one and the one bought) on the travel space: only her own dice are there, so no coins for it.
		await openBonusActions(page);
		await page.getByLabel('Which contract').selectOption({ label: 'C40' });
		await page.getByLabel('Free black die (not the one bought per turn): its face').selectOption({ label: '5' });
		await page.getByRole('button', { name: 'Contract fulfilled' }).click();
		await expect(blackDice(page)).toHaveCount(1);
		await buyBlackDie(page, 2);
		await expect(blackDice(page)).toHaveCount(2);
		await selectBlackDice(page);
		const coins = Number(/(\d+) coins/.exec((await player(page, 0).textContent()) ?? '')![1]);
		await tapOnMap(page, 'Venezia');
		const go = page.getByRole('button', { name: 'Travel to Venezia: 3 coins + 0 camels, 1 step' });
		await look(page, 'black-dice-own-space', go);
		await go.click();
		await expect(player(page, 0)).toContainText('at Venezia');
		await expect(player(page, 0)).toContainText(`${coins - 3} coins`);
	});

	test('issue 24, 16: each score sheet shows its player’s character; a number refused (2.5) leaves the number kept in the field, with the reason', async ({
		page
	}) => {
		// The first game's characters: Ewa Raschid ad-Din Sinan, Filip Matteo Polo.
		await newGame(page, 'RULES-8');
		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await page.getByRole('button', { name: 'Ewa', exact: true }).click();
		await expect(page.getByTestId('sheet-character')).toHaveText('Character: Raschid ad-Din Sinan');
		await look(page, 'sheet-character-top', page.getByTestId('sheet-character'));
		const coins = page.getByLabel('Coins', { exact: true });
		const kept = await coins.inputValue();
		await coins.fill('2.5');
		await coins.press('Enter');
		await expect(page.getByRole('alert')).toHaveText(`2.5 is not a whole number: ${kept} is kept.`);
		await expect(coins).toHaveValue(kept);
		await look(page, 'sheet-character', coins);
		await page.getByRole('button', { name: 'Filip', exact: true }).click();
		await expect(page.getByTestId('sheet-character')).toHaveText('Character: Matteo Polo');
	});

	test('18: Niccolò and Marco Polo share the 3 steps of one travel action, paying its 12 coins once', async ({ page }) => {
		// RULES-1: Alexandria's tile gives 3 camels, Samarcanda's a move.
		await newGame(page, 'RULES-1', { Filip: 'Niccolò and Marco Polo', Ewa: 'Matteo Polo' });
		await give(page, 'Filip', { coins: 10 });
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [3, 3, 3, 3, 3], 'Ewa');
		await bagAllAndEnd(page, 'Ewa');

		await selectDice(page, [3, 3]);
		await expect(page.getByLabel('Figure', { exact: true })).toHaveValue('0');
		await tapOnMap(page, 'Alexandria');
		await page.getByLabel('The other figure (at Venezia) with the steps left').selectOption({ label: 'Samarcanda' });
		const go = page.getByRole('button', { name: 'Travel to Alexandria: 12 coins + 3 camels, 1 step' });
		await expect(page.getByText('Venezia → Alexandria · Venezia → Oasis E → Samarcanda')).toBeVisible();
		await look(page, 'split', page.getByLabel('The other figure (at Venezia) with the steps left'));
		await go.click();
		await expect(player(page, 1)).toContainText('Trading posts 2');
		// 8 + 10 coins, 12 for the 3 steps; 2 camels + 1 (the character's round bonus), 3 for the route, 3 from Alexandria's tile.
		await expect(player(page, 1)).toContainText('6 coins, 3 camels');
		// Samarcanda's tile gave a move, made the same way.
		await expect(page.getByLabel('How')).toBeVisible();
	});

	test('20: a large-city tile’s reward corrected in the copy of the game is what the first post there gives', async ({ page }) => {
		await page.goto('/copy');
		await page.getByText('City bonus tiles', { exact: true }).click();
		const tile = page.getByLabel('Large-city tile “2 gold” gives', { exact: true });
		await expect(tile).toHaveValue('2 gold');
		await tile.fill('3 gold');
		await tile.press('Enter');
		await expect(page.getByText('Saved.')).toBeVisible();
		await expect(page.getByLabel('Small-city tile “1 camel, 3 coins” gives', { exact: true })).toHaveAttribute('readonly', '');
		await look(page, 'copy-tiles', tile);

		// RULES-10: Alexandria's tile is the one the sources call 2 gold.
		await newGame(page, 'RULES-10');
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await rollBoth(page, [3, 3, 3, 3, 3], [3, 3, 3, 3, 3], 'Filip');
		await selectDice(page, [3, 3]);
		await tapOnMap(page, 'Alexandria');
		await expect(page.getByText('A trading post here gives: 3 gold')).toBeVisible();
		await page
			.getByRole('button', { name: /^Travel to Alexandria/ })
			.first()
			.click();
		await expect(player(page, 0)).toContainText('3 gold');
	});
});
