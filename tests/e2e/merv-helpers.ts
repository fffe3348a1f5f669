/** Steps of a Merv game as a table enters them on the phone. */
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { importFile } from './data-helpers.ts';

/** Starts a new game of Merv from the home screen; returns the game's URL. */
export async function newMervGame(page: Page, names: string[], seed: string) {
	await page.goto('/');
	await page.getByRole('link', { name: 'New game of Merv' }).click();
	await expect(page.getByRole('heading', { name: 'New game of Merv' })).toBeVisible();
	while ((await page.getByLabel(/^Name of player \d$/).count()) < names.length) await page.getByRole('button', { name: 'Add a player' }).click();
	while ((await page.getByLabel(/^Name of player \d$/).count()) > names.length)
		await page
			.getByRole('button', { name: /^Remove player/ })
			.last()
			.click();
	for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel('Seed').fill(seed);
	await page.getByRole('button', { name: 'Start setup' }).click();
	await expect(page.getByRole('heading', { name: 'Setting up' })).toBeVisible();
	return page.url();
}

/**
 * Deals the city from the seed: the app first lists the 24 site tiles it would lay (the rulebook does not list
 * them) and deals once the table says these are its tiles; asked once on a phone, and each test's phone is new.
 */
export async function dealCity(page: Page) {
	await page.getByRole('button', { name: 'Deal the tiles from the seed' }).click();
	await page.getByRole('button', { name: 'These are my tiles: deal them' }).click();
	await expect(page.getByText('Lay each site tile where the app shows it.')).toBeVisible();
}

/**
 * Before a year's first turn, the invasion or the scoring is offered folded, for a table that does not enter
 * its turns on the phone: opens it.
 */
export async function skipTurns(page: Page) {
	const fold = page.getByTestId('skip-rounds');
	await expect(fold).toBeVisible();
	if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator(':scope > summary').click();
}

/** The site in this row and column of the city (1–5). */
export const site = (page: Page, row: number, column: number) => page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${column}\\b`) });

/** Opens a panel the play screen folds away (the counts, the turn order), unless it is open or not on the screen. */
export async function unfold(page: Page, testId: 'counts' | 'turn-order') {
	const panel = page.getByTestId(testId);
	if ((await panel.count()) && !(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.locator(':scope > summary').click();
}

/** Sets one of the shown participant's counts by typing into its stepper, and waits for it to be stored. */
export async function setCount(page: Page, label: string, value: number, refused = false) {
	// In the counts panel: the end of the game asks some of the same counts on its own screen.
	const input = page.getByTestId('counts').getByLabel(label, { exact: true });
	if (!(await input.isVisible())) await unfold(page, 'counts');
	// The counts' code is fetched once the screen is shown: on a busy phone their fields come a moment after the unfold.
	await expect(input).toBeAttached();
	if (!(await input.isVisible())) {
		// The innermost group holding the field: the counts panel holds them all.
		const group = page
			.getByTestId('counts')
			.locator('details', { has: page.getByLabel(label, { exact: true }) })
			.last();
		await group.locator(':scope > summary').click();
	}
	await input.fill(String(value));
	await input.press('Enter');
	// Stored once the field shows the rules' value again (a refused one keeps the old).
	if (!refused) await expect(input).toHaveValue(String(value));
}

/** Shows one participant's counts. */
export async function countsOf(page: Page, name: string) {
	await unfold(page, 'counts');
	await page.getByRole('group', { name: 'Counts' }).getByRole('button', { name, exact: true }).click();
}

/** The names on the turn order, its panel opened on the play screen. */
export async function turnOrder(page: Page) {
	// Drawn a frame after the turn (BelowTheFold): waited for, not taken for missing.
	await expect(page.getByTestId('turn-order')).toBeAttached();
	await unfold(page, 'turn-order');
	return page.getByRole('list', { name: 'Turn order' }).getByRole('listitem');
}

const ACTION_NAMES = ['Caravanserai', 'Palace', 'Library', 'Silk Road', 'Mosque', 'Wall'];
const CUBE_NAMES = ['Purple', 'Sand', 'Turquoise', 'Orange'];

/**
 * Records the grid as the table laid it: the n-th site (row by row, the market skipped) gets the
 * (n/4)-th action and the (n mod 4)-th cube: caravanserais on the first four, walls on the last.
 */
export async function recordGrid(page: Page) {
	await page.getByRole('button', { name: 'We lay the tiles ourselves: record the grid' }).click();
	for (let i = 0; i < 24; i++) {
		await page.getByRole('button', { name: ACTION_NAMES[Math.floor(i / 4)], exact: true }).click();
		await page.getByRole('button', { name: CUBE_NAMES[i % 4], exact: true }).click();
		await expect(page.getByText(`${i + 1} of 24 recorded`)).toBeVisible();
	}
}

/** Puts the turn order as given, moving each name up with its ▲ button (before the first turn). */
export async function setOrder(page: Page, names: string[]) {
	const items = await turnOrder(page);
	for (let step = 0; step < names.length * names.length; step++) {
		const shown = (await items.allInnerTexts()).map((t) => t.replace('▲', '').trim());
		const i = shown.findIndex((name, k) => name !== names[k]);
		if (i < 0) break;
		const at = shown.indexOf(names[i]!);
		await page.getByRole('button', { name: `Move ${names[i]} one place earlier` }).click();
		await expect(items.nth(at - 1)).toContainText(names[i]!);
	}
	await expect(items).toHaveText(names.map((n) => new RegExp(n)));
}

/** The turn panel at the top of the game screen. */
export const turnPanel = (page: Page) => page.getByTestId('turn-panel');

/** The n-th action space of the round's side while it is free: a column in rounds 1 and 3, a row in 2 and 4. */
export const space = (page: Page, n: number) => turnPanel(page).getByRole('button', { name: new RegExp(`^Action space ${n}: (column|row)`) });

/** Places the master on the n-th space and waits until the panel asks for the site, so the next tap on the city is the turn's. */
export async function placeMaster(page: Page, n: number) {
	await space(page, n).click();
	await expect(turnPanel(page)).toContainText(/pick a site|for the chamberlain’s building\./);
}

/** The tracks' point spaces, asked once the first time a turn may gain favour or influence. */
export async function enterTrackPoints(page: Page) {
	const panel = turnPanel(page);
	await panel.getByRole('textbox', { name: 'Favour track: spaces showing points' }).fill('4:1 8:2');
	await panel.getByRole('button', { name: 'Save' }).first().click();
	await expect(panel.getByRole('textbox', { name: 'Favour track: spaces showing points' })).toHaveCount(0);
	await panel.getByRole('textbox', { name: 'Influence track: spaces showing points' }).fill('-');
	await panel.getByRole('button', { name: 'Save' }).first().click();
	await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

/** A game's seats and who the table plays with, as the new-game form writes them. */
type Table = {
	names: string[];
	seed: string;
	chamberlain?: string | null;
	judge?: string | null;
	order?: boolean;
	/** Values of the copy of the game kept on the phone ("Your copy"), which a new game takes with it. */
	copy?: Record<string, unknown>;
	/** Entries after the setup's. */
	then?: object[];
};

/**
 * A game on the recorded grid, as the setup screens leave it: the entries newMervGame, recordGrid and "Setup done"
 * write (and setOrder's, in the order of `names`, unless `order` is false), imported as a file and opened. The form,
 * the recording and the order are entered through the screens in merv-game.spec.ts and merv-turns.spec.ts; the tests
 * of a turn, of the solo judge or of a year's end start where they end.
 */
export async function startOnRecordedGrid(page: Page, { names, seed, chamberlain = null, judge = null, order = true, copy, then = [] }: Table) {
	const id = `merv-${names.length}-${seed.toLowerCase()}`;
	const colours = ['red', 'blue', 'yellow', 'green'];
	const entries: object[] = [
		{ type: 'game.created', players: names.map((name, i) => ({ name, colour: colours[i] })), seed, chamberlain, judge, ...(copy && { copy }) },
		{ type: 'setup.city', mode: 'recorded' },
		// Row by row, the camel market (cell 12) skipped: recordGrid's order.
		...Array.from({ length: 24 }, (_, i) => ({
			type: 'site.recorded',
			cell: i < 12 ? i : i + 1,
			action: ['caravanserai', 'palace', 'library', 'silk-road', 'mosque', 'wall'][Math.floor(i / 4)],
			colour: ['purple', 'sand', 'turquoise', 'orange'][i % 4]
		})),
		{ type: 'setup.completed' },
		...(order ? [{ type: 'order.set', order: names.map((_, i) => i) }] : []),
		...then
	];
	const at = Date.UTC(2026, 0, 1);
	const game = { id, kind: 'merv', createdAt: at, updatedAt: at, entries: entries.map((entry, i) => ({ seq: i + 1, at: at + i, v: 1, entry })) };
	const content = { games: [game], copy: Object.entries(copy ?? {}).map(([id, value]) => ({ id, value, updatedAt: at })) };
	const sha256 = createHash('sha256').update(JSON.stringify(content)).digest('hex');
	const file = { format: 'silk-ledger', version: 1, exportedAt: at, holds: 'game', content, sha256 };
	await importFile(page, { name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
	await page.goto(`/merv?id=${id}`);
	await expect(turnPanel(page)).toBeVisible();
	return turnPanel(page);
}

/** A 3-player game on the recorded grid, played turn by turn in the order Ana, Boris, Chen. */
export const startThree = (page: Page, seed = 'MERV-TURNS') => startOnRecordedGrid(page, { names: ['Ana', 'Boris', 'Chen'], seed });

/** A solo game on the recorded grid, the chamberlain blue and the judge yellow as the form gives them; the order as the rules set it. */
export const startSolo = (page: Page, seed = 'SOLO-3') =>
	startOnRecordedGrid(page, { names: ['Ana'], seed, chamberlain: 'blue', judge: 'yellow', order: false });

/** Enters where the influence track's spice symbols are (spaces 4, 7 and 10), asked in place once a second spice is taken. */
export async function enterSpiceSymbols(page: Page) {
	for (const [types, at] of [
		[2, '4'],
		[3, '7'],
		[4, '10']
	] as const)
		await answer(page, `Influence track: space of the ${types}× spice symbol`, at);
}

/** Fills one printed value asked in place (a text field or a list) and saves it; it is asked no more. */
export async function answer(page: Page, label: string, value: string) {
	const field = turnPanel(page).getByLabel(label, { exact: true });
	if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption({ label: value });
	else await field.fill(value);
	// `has` is looked for inside each form: a locator of its own, not one inside the panel.
	await turnPanel(page)
		.locator('form', { has: page.getByLabel(label, { exact: true }) })
		.getByRole('button', { name: 'Save' })
		.click();
	await expect(field).toHaveCount(0);
}

/** Places the master on the first free action space, then activates the first site of its line (a column or a row), for a favour. */
export async function plainTurn(page: Page) {
	const panel = turnPanel(page);
	await panel
		.getByRole('button', { name: /^Action space \d: (column|row) \d$/ })
		.first()
		.click();
	await expect(panel).toContainText(/pick a site of (column|row) \d/);
	const [, kind, n] = (await panel.textContent())!.match(/pick a site of (column|row) (\d)/)!;
	await (kind === 'column' ? site(page, 1, Number(n)) : site(page, Number(n), 1)).click();
	await panel.getByRole('button', { name: 'Gain a favour' }).click();
	await panel.getByRole('button', { name: 'End the turn' }).click();
}

/** Plays the year's turns as the table would, each master staying on the default space at the round's end. */
export async function playRounds(page: Page) {
	const panel = turnPanel(page);
	for (let i = 0; i < 40; i++) {
		await expect(panel).toContainText(/place your master|End of the round|The four rounds of year/);
		const text = (await panel.textContent()) ?? '';
		if (text.includes('The four rounds of year')) return;
		if (text.includes('End of the round'))
			await panel
				.getByRole('button', { name: /^Space \d/ })
				.last()
				.click();
		else await plainTurn(page);
		// The next step shows before it is read: each differs from the last (another name, round or step).
		await expect(panel).not.toHaveText(text);
	}
	throw new Error('the rounds did not end');
}
