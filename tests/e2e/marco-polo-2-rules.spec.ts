/**
 * Marco Polo II rules through the screens, each in a few taps: points below zero on the sheet (RU L1051), goal cards
 * told apart by their points; contracts not from the Contracts action (PT L453, RU L975–977) and that action's trading
 * post (RU L506); jade by choice (RU L794); the seal city card (RU L1059–1061); Isabella Donati's doubles (RU L1176–1182);
 * the travel spaces' printed limits (RU L388), asked once; the upper space's extra post (RU L456); no black die left
 * (RU L1001); a city's card from the turn after its post (RU L428); Möngke Khan (RU L1120) and Filippo Vitello (RU L1154).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { describeGoalCard, expectNoSidewaysScroll, openBreakdown, setField, shot, shots, phone } from './helpers.ts';
import { act, bagTheRestAndEnd, clearSelection, enterRoll, openBonusActions, selectDice, toTable } from './table-helpers.ts';

/** What the goal card form says of a card that looks like goal card 1, the coats not said. */
const MAYBE_SAME =
	'Goal card 1 shows the same seals, points and number of coats of arms: only its coats can tell the two apart. If they are other coats, this is another card.';

const TWO = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' }
];

/** Takes a contract outside the Contracts action, from where the list offers it first unless told. */
/** The newest line of the game log, opened as a player opens it (the folded log is drawn only once opened). */
async function newestLogLine(page: Page) {
	const log = page.locator('details.log');
	if (!(await log.evaluate((d: HTMLDetailsElement) => d.open))) await log.locator('summary').click();
	return log.locator('li').first();
}

async function takeContract(page: Page, from?: string, discard?: string) {
	if (from) await page.getByLabel('Where it comes from (not the Contracts action)').selectOption({ label: from });
	if (discard) await page.getByLabel('Both spaces are taken: discard').selectOption({ label: discard });
	await page.getByRole('button', { name: 'Take a contract' }).click();
}

/** Fulfils the first active contract for 2 VP, its reward with a black die (rolled as `face`, when one is left). */
async function fulfilWithBlackDie(page: Page, face?: number) {
	await page.getByLabel('Reward of the contract: VP', { exact: true }).fill('2');
	await page.getByLabel('The reward includes a black die').check();
	if (face !== undefined) await page.getByLabel(/^The black die you took/).fill(String(face));
	await page.getByRole('button', { name: 'Fulfil a contract' }).last().click();
	await expect(page.getByLabel('The reward includes a black die')).not.toBeChecked();
}

// Each rule once, on the smaller phone in dark (whole games play on both phones, light and dark).
test.describe('the rules at the table', () => {
	test.use({ colorScheme: 'dark' });
	const name = (screen: string) => `50-mp2-rules-${screen}-${phone().width}-dark`;

	test('the score sheet: points below zero as a total or as the board shows them; goal cards told apart by their points', async ({ page }) => {
		await toTable(page, TWO, ['Abha Basu', 'Gantulga Od'], 'RULES-SHEET');
		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		// Ending play asks first.
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await page.getByRole('button', { name: 'Anna', exact: true }).click();

		// RU L1051: Anna traded points for coins below zero: −12 as a total; the board's figure and cards follow.
		await setField(page, 'Points on the score track (below zero too)', -12);
		await expect(page.getByLabel('Score figure’s space (start 50 = 0)', { exact: true })).toHaveValue('38');
		await expect(page.getByLabel('50/100 cards: laps (−1 below zero)', { exact: true })).toHaveValue('-1');
		await expect(page.getByText(/^Below zero/)).toBeVisible();
		// What the form cannot take is refused with a message, never cut down; the field shows the number kept again.
		await expect(page.getByTestId('sheet-character')).toHaveText('Character: Abha Basu');
		await shots(page, name('sheet-character'), page.getByTestId('sheet-character'));
		await setField(page, 'Points on the score track (below zero too)', 2.5);
		await expect(page.getByRole('alert')).toHaveText('2.5 is not a whole number: -12 is kept.');
		await expect(page.getByLabel('Points on the score track (below zero too)', { exact: true })).toHaveValue('-12');
		await shots(page, name('sheet-refused'), page.getByLabel('Points on the score track (below zero too)', { exact: true }));
		await page.getByRole('button', { name: '+ Points on the score track (below zero too)' }).click();
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(page.getByLabel('Points on the score track (below zero too)', { exact: true })).toHaveValue('-11');

		// Goal cards show their printed points: two with the same symbols are told apart; the same card twice is refused.
		await describeGoalCard(page, 5);
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
		await page.getByRole('button', { name: 'Done with Anna' }).click();

		// Boris: the figure on space 45 and one card turned to −1: −5 points.
		await expect(page.getByRole('button', { name: 'Done with Boris' })).toBeVisible();
		await expect(page.getByTestId('sheet-character')).toHaveText('Character: Gantulga Od');
		await setField(page, 'Score figure’s space (start 50 = 0)', 45);
		await setField(page, '50/100 cards: laps (−1 below zero)', -1);
		await expect(page.getByLabel('Points on the score track (below zero too)', { exact: true })).toHaveValue('-5');
		// The same seals, points and number of coats: the app asks (the coats, not said, tell cards apart); other points do.
		await describeGoalCard(page, 5);
		await expect(page.getByText(MAYBE_SAME)).toBeVisible();
		await page.getByLabel("Points printed for the Jewelers' seal").fill('3');
		await expect(page.getByText(MAYBE_SAME)).toHaveCount(0);
		await page.getByRole('button', { name: 'Save this goal card' }).click();
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g2');
		const options = await page.getByLabel('Goal card', { exact: true }).locator('option').allTextContents();
		expect(options.filter((o) => o.startsWith('Goal card '))).toHaveLength(2);
		expect(options.some((o) => o.startsWith('Goal card 1:') && o.includes('Jewelers 5 VP'))).toBe(true);
		expect(options.some((o) => o.startsWith('Goal card 2:') && o.includes('Jewelers 3 VP'))).toBe(true);
		await expectNoSidewaysScroll(page);
		await shot(page, name('sheet-track'), page.getByLabel('Points on the score track (below zero too)', { exact: true }));
		await page.getByRole('button', { name: 'Done with Boris' }).click();
		await page.getByRole('button', { name: 'Show results' }).click();
		await expect((await openBreakdown(page, 0)).getByRole('row', { name: /Score track/ })).toContainText('-11');
		await expect((await openBreakdown(page, 1)).getByRole('row', { name: /Score track/ })).toContainText('-5');
	});

	test('issue 24, 13: two players’ different goal cards with the same seals, points and number of coats are both described (RU L1094–1096)', async ({
		page
	}) => {
		await toTable(page, TWO, ['Abha Basu', 'Gantulga Od'], 'RULES-GOALS');
		await page.getByRole('button', { name: 'Game over — final scoring' }).click();
		await page.getByRole('button', { name: 'Sure? End play and score' }).click();
		await page.getByRole('button', { name: 'Anna', exact: true }).click();
		await describeGoalCard(page, 5);
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
		await page.getByRole('button', { name: 'Done with Anna' }).click();

		// Boris's card shows the same seals, the same 5 VP and 2 coats: other coats, so another card.
		await expect(page.getByRole('button', { name: 'Done with Boris' })).toBeVisible();
		await describeGoalCard(page, 5);
		await expect(page.getByText(MAYBE_SAME)).toBeVisible();
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('__new');
		await expectNoSidewaysScroll(page);
		await shots(page, name('goal-maybe-same'), page.getByRole('button', { name: 'Its coats are others: save it as another card' }));
		await page.getByRole('button', { name: 'Its coats are others: save it as another card' }).click();
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g2');
		const options = await page.getByLabel('Goal card', { exact: true }).locator('option').allTextContents();
		expect(options.filter((o) => /^Goal card [12]: .*Jewelers 5 VP, coats of arms: 2$/.test(o))).toHaveLength(2);
		// Anna still has goal card 1.
		await page.getByRole('button', { name: 'Anna done', exact: true }).click();
		await expect(page.getByLabel('Goal card', { exact: true })).toHaveValue('g1');
	});

	test('a table of Isabella Donati, Möngke Khan and Filippo Vitello: doubles, travel limits asked once, jade by choice, contracts, a city built this turn', async ({
		page
	}) => {
		await toTable(page, [...TWO, { name: 'Chen', colour: 'Green' }], ['Isabella Donati', 'Möngke Khan', 'Filippo Vitello'], 'RULES-TABLE');
		await page.getByRole('button', { name: 'Start round 1' }).click();

		// Which rolls give Isabella's bonus: the table chooses (RU L1172 against the English text); stored in the log.
		await page.getByText('Rules the table chooses').click();
		await page.getByLabel('Isabella Donati’s bonus per die').selectOption({ label: 'For every roll, rerolls too (English rulebook)' });
		await expect(await newestLogLine(page)).toContainText('For every roll');

		// RU L1176–1182: her pair of 6s gives 1 jade instead of 2 coins twice.
		for (const [i, f] of [6, 6, 4, 5, 3].entries()) await page.getByLabel(`Die ${i + 1} of Anna`, { exact: true }).fill(String(f));
		await page.getByRole('checkbox', { name: 'The pair of 6s: 1 jade instead of 4 coins' }).check();
		await shot(page, name('doubles'), page.getByText('Isabella Donati: a pair may give a double bonus'));
		await page.getByRole('button', { name: "Save Anna's dice" }).click();
		await expect(page.getByTestId('table-player-0')).toContainText('1 jade');
		await enterRoll(page, 'Boris', [5, 5, 5, 4, 4]);
		await enterRoll(page, 'Chen', [6, 5, 4, 3, 2]);

		// RU L506: no Contracts action without a trading post; the reason goes once the entry changes.
		await act(page, [3], 'Contracts');
		await expect(page.getByRole('alert')).toHaveText('The Contracts action needs one of your trading posts in a city with contracts.');
		await selectDice(page, [4]);
		await expect(page.getByRole('alert')).toHaveCount(0);
		await clearSelection(page);

		// RU L388: the upper space's most steps and cost are asked once; the cost shows before the dice are placed.
		await selectDice(page, [4, 5, 6]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Travel, upper space (3 dice)' });
		await page.getByLabel('Most steps printed on the upper travel space').fill('3');
		await page.getByLabel('Cost printed on the upper travel space (nothing if none): coins', { exact: true }).fill('3');
		await page.getByLabel('Cost printed on the upper travel space (nothing if none): coins', { exact: true }).press('Tab');
		await expect(page.getByTestId('action-payment')).toContainText('This action costs 3 coins · you give 3 coins');
		// RU L794: jade for 1 of the coins, as the player chooses.
		await page.getByTestId('action-payment').getByLabel('Pay with jade instead of (jade may replace any coin or camel): coins', { exact: true }).fill('1');
		await page.getByTestId('action-payment').getByLabel('Pay with jade instead of (jade may replace any coin or camel): coins', { exact: true }).press('Tab');
		await expect(page.getByTestId('action-payment')).toContainText('you give 2 coins, 1 jade');
		await page.getByLabel('Trading post built in').selectOption({ label: 'Hormuz' });
		await page.getByLabel('Extra trading post (upper space) in a city you passed through').selectOption({ label: 'City with city-card space 2' });
		await expectNoSidewaysScroll(page);
		await shot(page, name('travel-upper'), page.getByTestId('action-payment'));
		// RU L456: the extra post is refused on a 1-step move.
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByRole('alert')).toHaveText('The extra trading post goes in a city you passed through: a move of 1 step passes through none.');
		await page.getByRole('button', { name: '+ Steps' }).click();
		await expect(page.getByRole('alert')).toHaveCount(0);
		await page.getByRole('button', { name: 'Place the selected dice' }).click();
		await expect(page.getByLabel('Action', { exact: true })).toHaveValue('');
		await expect(page.getByTestId('table-player-0')).toContainText('0 jade');
		await expect(page.getByTestId('table-player-0')).toContainText('Trading posts 2/');

		// PT L453, HU L434: arriving with a new post, a contract goes onto the active ones; RU L975: the top of the pile.
		await openBonusActions(page);
		await takeContract(page, 'On arriving with a new trading post in a city with contracts');
		await expect(page.getByTestId('table-player-0')).toContainText('contracts 2 active');
		await takeContract(page, 'Top of the contract pile (a reward icon)', 'The one just taken (back under the pile)');
		await expect(page.getByTestId('table-player-0')).toContainText('contracts 2 active');
		await shot(page, name('take-contract'), page.getByRole('button', { name: 'Take a contract' }));
		await bagTheRestAndEnd(page, 'Anna');

		// RU L428: a city's card from the turn after the trading post there (here recorded as a correction).
		await page.getByText('Corrections and free tracking').click();
		await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Boris' });
		await page.getByLabel('Record a trading post of this player in').selectOption({ label: 'City with city-card space 4' });
		await page.getByRole('button', { name: 'Build trading post' }).click();
		await expect(page.getByTestId('table-player-1')).toContainText('Trading posts 1/');
		await act(page, [4], 'City card', async () => {
			await page.getByLabel('Which city card').selectOption({ label: 'City with city-card space 4' });
		});
		await expect(page.getByRole('alert')).toHaveText('You built your trading post in this city this turn: its action is yours from your next turn.');
		await clearSelection(page);

		// The upper space's values are known now: not asked again.
		await selectDice(page, [4, 4, 5]);
		await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Travel, upper space (3 dice)' });
		await expect(page.getByText('This move may have 1 to 3 steps.')).toBeVisible();
		await expect(page.getByLabel('Most steps printed on the upper travel space')).toHaveCount(0);
		// What was read off the board is among the corrections of this game, to correct from the next move on.
		await expect(page.getByLabel('Most steps of the upper travel space', { exact: true })).toHaveValue('3');
		await shots(page, name('travel-fix'), page.getByLabel('Most steps of the upper travel space', { exact: true }));
		// Anna's dice are on it: joining costs the lowest die in coins, shown before the dice are placed (RU L757).
		await expect(page.getByTestId('action-payment')).toContainText('This space is taken: joining it costs 4 coins (your lowest die).');
		await clearSelection(page);

		// RU L1120: Möngke Khan's oases; RU L1154: the outpost bonus tile he takes goes to Filippo Vitello.
		await act(page, [5], 'Travel, lower space (1 die, 2 coins, 1 step)', async () => {
			await expect(page.getByText('This move is exactly 1 step.')).toBeVisible();
			await page.getByLabel('Trading post built in').selectOption({ label: 'Balkh' });
			await page.getByLabel('Outpost bonus tile in Balkh (if you built there first): camels', { exact: true }).fill('2');
			await page.getByRole('button', { name: '+ Oases taken as 3 VP + 2 coins' }).click();
			await page.getByRole('button', { name: '+ Oases taken as 3 VP + 1 camel' }).click();
			await shot(page, name('oases'), page.getByText('Möngke Khan: oases on this move'));
		});
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(await newestLogLine(page)).toContainText('oases: 2');
		await expect(page.getByTestId('table-player-2')).toContainText('Outpost bonus tiles held: 2 camels');
		await bagTheRestAndEnd(page, 'Boris');

		// Filippo cashes the tile as a bonus action.
		await openBonusActions(page);
		await page.getByRole('button', { name: 'Cash a tile: 2 camels' }).click();
		await expect(page.getByTestId('table-player-2')).not.toContainText('Outpost bonus tiles held');
		await expect(await newestLogLine(page)).toContainText('Chen cashed an outpost bonus tile');
		await expectNoSidewaysScroll(page);
	});

	test('a black die taken first, then its face; no black die left for a contract; the seal city card; jade for a bonus action', async ({ page }) => {
		await toTable(page, TWO, ['Abha Basu', 'De Wu'], 'RULES-DICE');
		await page.getByRole('button', { name: 'Start round 1' }).click();
		await enterRoll(page, 'Anna', [4, 5, 6, 3, 2]);
		await enterRoll(page, 'Boris', [3, 4, 5, 6, 6]);

		// RU L1059–1061: the city card taking a seal with 1 die and 1 camel; the die decides, the seal's jade comes with it.
		await act(page, [4], 'City card', async () => {
			await page.getByLabel('This card takes a guild seal with 1 die and 1 camel').check();
			await page.getByLabel('Guild seal taken').selectOption({ label: 'Jewelers' });
			await expect(page.getByTestId('action-payment')).toContainText('This action costs 1 camel');
			await shot(page, name('seal-card'), page.getByTestId('action-payment'));
		});
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(page.getByTestId('table-player-0')).toContainText('Jewelers: Basic');

		// A black die is taken first, then rolled or typed (3 camels: 1 paid with jade, as chosen).
		await openBonusActions(page);
		await setField(page, 'Camels of a reroll, ±1 or black die paid with jade (up to its cost)', 1);
		const before = await page.getByTestId('table-player-0').textContent();
		const jade = Number(/(\d+) jade/.exec(before ?? '')![1]);
		await page.getByRole('button', { name: 'Take a black die (3 camels)' }).click();
		await expect(page.getByRole('group', { name: 'Black die taken' })).toBeVisible();
		await shot(page, name('black-die'), page.getByRole('group', { name: 'Black die taken' }));
		await page.getByLabel(/^The black die you took/).fill('9');
		await page.getByRole('button', { name: 'Put it on my board' }).click();
		await expect(page.getByRole('alert')).toHaveText('A die shows a whole number from 1 to 6.');
		await page.getByLabel(/^The black die you took/).fill('5');
		await page.getByRole('button', { name: 'Put it on my board' }).click();
		await expect(page.getByRole('button', { name: /^Black die \d: 5$/ })).toBeVisible();
		await expect(page.getByTestId('table-player-0')).toContainText(`${jade - 1} jade`);
		await setField(page, 'Camels of a reroll, ±1 or black die paid with jade (up to its cost)', 0);

		// RU L1001: the last 3 black dice come with contracts from the pile; with none left the contract is still fulfilled.
		for (const face of [1, 2, 3]) {
			await fulfilWithBlackDie(page, face);
			await takeContract(page);
		}
		await page.getByLabel('The reward includes a black die').check();
		await expect(page.getByText('No black die is left in the supply: the contract is still fulfilled, the die is simply not received.')).toBeVisible();
		await expect(page.getByLabel(/^The black die you took/)).toHaveCount(0);
		await shot(page, name('no-black-die'), page.getByText(/^No black die is left/));
		await fulfilWithBlackDie(page);
		await expect(page.getByTestId('table-player-0')).toContainText('4 done');
		await expectNoSidewaysScroll(page);
	});
});
