/**
 * Two phones on the same Wi-Fi without internet (the relay out of reach) share a game over a direct link: the
 * first shows its offer as a QR code, the second reads it with its camera (Chromium's fake camera, fed the code
 * the first page drew) and shows its answer, which the first takes as pasted text; then entries from both phones
 * at once reach both, and both end with the same log to the last entry.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cameraSeeing } from './camera.ts';
import { voyagesGame, watchCsp } from './data-helpers.ts';
import { shots } from './helpers.ts';
import { addCoins, status, storedLog } from './live-helpers.ts';
import { axeViolations, sidewaysScroll, smallTargets } from './audit.ts';

/**
 * Chromium hides a page's own addresses behind mDNS names (….local), which this machine cannot resolve: the
 * phones' real addresses are offered instead, as on a phone whose app is allowed to see them.
 */
const REAL_ADDRESSES = '--disable-features=WebRtcHideLocalIpsWithMdns';

/** A phone with no way to the relay (no internet): its own browser, the relay's WebSocket refused. */
async function phoneIn(browser: Browser, camera = false): Promise<Page> {
	const base = test.info().project.use.baseURL!;
	const viewport = test.info().project.use.viewport!;
	const context = await browser.newContext({ viewport, baseURL: base, hasTouch: true, isMobile: true, permissions: camera ? ['camera'] : [] });
	await context.routeWebSocket(/:4318\//, (ws) => ws.close());
	const page = await context.newPage();
	page.setDefaultTimeout(20_000);
	return page;
}

test('two phones on one Wi-Fi without internet link directly by QR codes and end identical', async ({ playwright }, info) => {
	test.setTimeout(60_000);
	const first = await playwright.chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', REAL_ADDRESSES]
	});
	let second: Browser | null = null;
	try {
		const a = await phoneIn(first);
		const csp = watchCsp(a);
		const gameId = new URL(await voyagesGame(a, ['Anna', 'Boris', 'Chen'], 'LIVE-DIRECT'), 'http://x').searchParams.get('id')!;
		await a.getByLabel('Game menu').click();
		await a.getByRole('button', { name: 'Share this game live' }).click();
		// No internet: the relay is not reached.
		await expect(status(a)).not.toHaveText('Connected, in sync');
		await a.getByText('Same Wi-Fi, no internet').click();
		await a.getByRole('button', { name: 'Show a code for a direct link' }).click();
		const offer = a.getByRole('img', { name: 'Code for a direct link to this game' });
		await expect(offer).toBeVisible();
		await shots(a, 'live-direct-offer', offer);

		// The second phone's camera sees the code the first one drew.
		second = await cameraSeeing(await a.context().newPage(), [await offer.screenshot()], info.outputPath('offer.y4m'), [REAL_ADDRESSES]);
		const b = await phoneIn(second, true);
		const otherCsp = watchCsp(b);
		await b.goto('/join');
		await b.getByRole('button', { name: 'Start the camera' }).click();
		const answer = b.getByRole('textbox', { name: 'Answer for a direct link' });
		await expect(answer).toBeVisible();
		await expect(b.getByRole('img', { name: 'Answer for a direct link' })).toBeVisible();
		await expect(b.getByTestId('live-direct-state')).toHaveText('Waiting for the other phone…');
		await shots(b, 'live-direct-answer', b.getByTestId('live-direct'));

		await shots(a, 'live-direct-offer-paste', a.getByRole('button', { name: 'Connect', exact: true }));
		// The first phone takes the answer as text; the game goes over the link and opens on the second phone.
		await a.getByLabel('Or paste the other phone’s answer').fill(await answer.inputValue());
		await a.getByRole('button', { name: 'Connect', exact: true }).click();
		await expect(b.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
		for (const p of [a, b]) await expect(status(p)).toHaveText('Connected directly, in sync');
		await expect(a.getByTestId('live-peers')).toBeVisible();
		await shots(a, 'live-direct-connected', a.getByTestId('live-direct'));

		// Play starts on the second phone and ends on the first; entries from both at once reach both.
		await b.getByRole('button', { name: 'Setup done — start playing' }).click();
		await expect(a.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();
		await a.getByRole('button', { name: 'Game over — final scoring' }).click();
		await a.getByRole('button', { name: 'Sure? End play and score' }).click();
		await expect(b.getByRole('button', { name: 'Boris', exact: true })).toBeVisible();
		await Promise.all([addCoins(a, 'Anna', 2), addCoins(b, 'Boris', 1)]);

		// Both phones end with the same log, to the last entry.
		await expect.poll(async () => (await storedLog(a, gameId)).length).toBeGreaterThanOrEqual(1 + 1 + 1 + 2 + 1);
		await expect.poll(async () => JSON.stringify(await storedLog(b, gameId))).toBe(JSON.stringify(await storedLog(a, gameId)));
		for (const p of [a, b]) await expect(status(p)).toHaveText('Connected directly, in sync');
		expect(csp).toEqual([]);
		expect(otherCsp).toEqual([]);
	} finally {
		await second?.close();
		await first.close();
	}
});

test('a network that keeps the phones apart is said, with the relay and the file or QR codes offered instead', async ({ browser }) => {
	const a = await phoneIn(browser);
	// The phones try for 20 s before giving up: the page's clock is moved on instead of waiting.
	await a.clock.install();
	await voyagesGame(a, ['Anna', 'Boris'], 'LIVE-BLOCKED');
	await a.getByLabel('Game menu').click();
	await a.getByRole('button', { name: 'Share this game live' }).click();
	await a.getByText('Same Wi-Fi, no internet').click();
	await a.getByRole('button', { name: 'Show a code for a direct link' }).click();
	const offer = await a.getByRole('textbox', { name: 'Code for a direct link to this game' }).inputValue();

	// The other phone takes the offer as pasted text and answers, then is gone before its answer is read.
	const b = await phoneIn(browser);
	await b.goto('/join');
	await shots(b, 'live-join-code', b.getByLabel('Or paste the code’s text'));
	// Each screen of the link, at the phone's size: every target at least 44 px, nothing sideways, nothing axe objects to.
	const audit = async (page: Page, within: string) => [...(await smallTargets(page, within)), ...(await sidewaysScroll(page)), ...(await axeViolations(page))];
	expect(await audit(b, 'main')).toEqual([]);
	await b.getByLabel('Or paste the code’s text').fill(offer);
	await b.getByRole('button', { name: 'Join', exact: true }).click();
	const answer = await b.getByRole('textbox', { name: 'Answer for a direct link' }).inputValue();
	expect(await audit(b, 'main')).toEqual([]);
	await b.context().close();

	await a.getByLabel('Or paste the other phone’s answer').fill(offer);
	await a.getByRole('button', { name: 'Connect', exact: true }).click();
	await expect(a.getByRole('alert')).toHaveText('This is not an answer to this phone’s code: scan the code the other phone shows.');
	await a.getByLabel('Or paste the other phone’s answer').fill(answer);
	await a.getByRole('button', { name: 'Connect', exact: true }).click();
	const direct = a.getByTestId('live-direct');
	await expect(direct.getByTestId('live-direct-state')).toHaveText('Connecting directly…');
	await a.clock.fastForward(21_000);
	await expect(direct.getByRole('alert')).toHaveText(
		'This network does not let the phones connect directly. Invite the other phone through the relay (above), or send it the game as a file or QR codes.'
	);
	await expect(direct.getByRole('link', { name: 'Send to another phone' })).toBeVisible();
	await expect(a.getByRole('img', { name: 'Invitation to this game' })).toBeVisible();
	await shots(a, 'live-direct-blocked', direct);
	expect([...(await smallTargets(a, '[data-testid=live-direct]')), ...(await sidewaysScroll(a))]).toEqual([]);
	await direct.getByRole('button', { name: 'Make a new code' }).click();
	await expect(a.getByRole('img', { name: 'Code for a direct link to this game' })).toBeVisible();
	await a.context().close();
});
