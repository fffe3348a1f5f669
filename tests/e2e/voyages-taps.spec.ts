/**
 * What the common Voyages turns cost a player at 360×740, counted as entered (tests/e2e/taps.ts), in every language:
 * a journey with the route planner (two dice, a destination, the way there) and a contract taken from the board.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type Locale, phone, settled, shots, words } from './helpers.ts';
import { counted, fromTheTop, look, turn, type Turn } from './taps.ts';
import { enterRoll } from './table-helpers.ts';

/** A name that starts (or ends) as the message does up to (or from) its {placeholder} left open. */
const before = (text: string, open: string) => new RegExp(`^${escaped(text.slice(0, text.indexOf(`{${open}}`)))}`);
const after = (text: string, open: string) => new RegExp(`${escaped(text.slice(text.indexOf(`{${open}}`) + open.length + 2))}$`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What each turn costs at most, in every language: a journey 4 taps, a contract with one put away 5, and neither
 * scrolls (issue 26). Each step comes onto the screen between the sticky header and the thumb bar as it opens: the
 * two dice bring the journey's map under them (the dice and the space choice still in sight), sized so that the way
 * there, shown above it once a place is tapped, and the whole map fit together; a space chosen brings its place
 * button with its form, the contracts to put away included. Before the turn's steps: a journey 4 taps and 1,009 px of
 * scrolling, a contract 6 taps and 414 px; before the steps came onto the screen: a journey 179 px (Hungarian 175), a
 * contract 240 px (Hungarian 273, Russian 276, Polish 260, Portuguese 256).
 */
const BUDGET = {
	travel: { taps: 4, scrolled: 0 },
	contract: { taps: 5, scrolled: 0 }
};

/** The page in this language, as the phone's language picker leaves it, on the turn of the player named. */
async function speak(page: Page, locale: Locale, name: string) {
	await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
	await page.reload();
	await expect(page.getByRole('heading', { name: words(locale)('tracker_turn_of', { name }) })).toBeVisible();
}

/** The control is on the screen between the sticky header and the thumb bar, where a thumb reaches it. */
async function inRoom(page: Page, control: Locator) {
	const box = (await control.boundingBox())!;
	const header = (await page.getByRole('banner').boundingBox())!;
	const bar = await page.locator('.thumb-bar').boundingBox();
	return box.y >= header.y + header.height && box.y + box.height <= (bar?.y ?? phone().height);
}

/** A two-player game at its first turn (Ania's: 4 5 1 2 3; Bartek holds 6 5 4 3 2 and the white die), in this language. */
async function firstTurn(page: Page, locale: Locale) {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of The Voyages of Marco Polo' }).click();
	await page.getByRole('button', { name: 'Remove player 3' }).click();
	for (const [i, name] of ['Ania', 'Bartek'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Seed').fill('VOYTAPS');
	await page.getByRole('button', { name: 'Start setup' }).click();
	await page.getByRole('button', { name: 'Setup done — start playing' }).click();
	await page.getByRole('button', { name: 'Start round 1' }).click();
	await enterRoll(page, 'Ania', [4, 5, 1, 2, 3]);
	if (await page.getByLabel('White die of Bartek').count()) await page.getByLabel('White die of Bartek').fill('6');
	await enterRoll(page, 'Bartek', [6, 5, 4, 3, 2]);
	await speak(page, locale, 'Ania');
}

for (const locale of ['en', 'hu', 'ru', 'pl', 'pt'] as const)
	test(`a journey with the route planner and a contract taken, counted at 360×740 in ${locale}: no scrolling`, async ({ page }) => {
		const say = words(locale);
		await firstTurn(page, locale);
		const dieOf = (name: string, face: number) =>
			page
				.getByRole('group', { name: say('tracker_dice_of', { name }) })
				.getByRole('button', { name: new RegExp(`: ${face}$`) })
				.first();
		/**
		 * Each tap as a thumb makes it, once the screen has stopped moving; then (SHOTS=1, in en and hu) the screen as
		 * the player has it, around the next control, on the screen already since no tap scrolls.
		 */
		const tapping = (t: Turn, what: string) => async (control: Locator, next?: [string, Locator]) => {
			await t.tap(control);
			await settled(page);
			if (next && (locale === 'en' || locale === 'hu')) await shots(page, `71-taps-voyages-${what}-${next[0]}-${locale}-360`, next[1]);
		};
		const alexandria = say('voyages_place_alexandria');

		// Ania travels with her 2 and 3 (2 steps at most): the map shows under them; a destination tapped, then the way there.
		await fromTheTop(page);
		await look(page, `71-taps-voyages-turn-${locale}-360`);
		const travel = turn(page);
		const tapTravel = tapping(travel, 'travel');
		const map = page.getByRole('group', { name: say('voyages_map') });
		const city = map.getByRole('button', { name: new RegExp(`^${escaped(alexandria)}`) });
		const go = page.getByRole('button', { name: before(say('voyages_travel_to', { place: alexandria }), 'cost') }).first();
		await tapTravel(dieOf('Ania', 2));
		await tapTravel(dieOf('Ania', 3), ['map', city]);
		// The dice stay in sight above the map: a third one (the gold bazaar takes 3) is a tap away, not a scroll.
		expect(await inRoom(page, dieOf('Ania', 4)), 'the dice above the map, between the sticky bars').toBe(true);
		await tapTravel(city, ['way', go]);
		await tapTravel(go);
		await expect(page.getByTestId('table-player-0')).toContainText(alexandria);
		counted(travel, BUDGET.travel, `${locale}: a journey with the route planner`);
		await page.getByRole('button', { name: say('tracker_end_turn', { name: 'Ania' }) }).click();

		// Bartek takes the contract of column 1 with his 6, putting one of his two away.
		await expect(page.getByRole('heading', { name: say('tracker_turn_of', { name: 'Bartek' }) })).toBeVisible();
		const hand = page.getByRole('group', { name: say('tracker_dice_of', { name: 'Bartek' }) }).getByRole('button');
		const dice = await hand.count();
		await fromTheTop(page);
		const contract = turn(page);
		const tapContract = tapping(contract, 'contract');
		const column = page.getByRole('checkbox', { name: before(say('voyages_contract_column', { n: 1 }), 'contract') });
		const putAway = page.getByRole('checkbox', { name: after(say('voyages_contract_discard'), 'contract') }).first();
		const place = page.getByRole('button', { name: say('tracker_place_dice') });
		await tapContract(dieOf('Bartek', 6));
		await tapContract(page.getByRole('button', { name: say('voyages_space_contracts'), exact: true }), ['columns', column]);
		// Two contracts active already: one is put away to make room (PL:406).
		await tapContract(column, ['put-away', putAway]);
		await tapContract(putAway, ['place', place]);
		await tapContract(place);
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(hand).toHaveCount(dice - 1);
		console.log(`${locale}: journey ${JSON.stringify(travel.cost)}, contract ${JSON.stringify(contract.cost)}`);
		counted(contract, BUDGET.contract, `${locale}: a contract taken`);
	});
