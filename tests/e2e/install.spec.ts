/** Installing the app: a button once the browser offers it (the offer stubbed), a hint on an iPhone, nothing when installed. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot, phone, BOTH_PHONES } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Fires a stand-in for Chromium's install offer; its prompt() counts the times it is called. */
const offerInstall = (page: Page) =>
	page.evaluate(() => {
		const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
		const w = window as unknown as { prompted: number };
		w.prompted = 0;
		offer.prompt = () => Promise.resolve(void w.prompted++);
		offer.userChoice = Promise.resolve({ outcome: 'accepted' });
		dispatchEvent(offer);
		return offer.defaultPrevented;
	});

test('the Install button shows only once the browser offers it, and asks the browser to install', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Silk Ledger' })).toBeVisible();
	const button = page.getByRole('button', { name: 'Install the app' });
	await expect(button).toHaveCount(0);
	// The offer is kept for the button, the browser's own banner held back.
	expect(await offerInstall(page)).toBe(true);
	await expect(button).toBeVisible();
	expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
	await shot(page, 'install-button-390', button);
	await button.click();
	await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
	await expect(button).toHaveCount(0);
});

test('running as the installed app, no button even when offered', async ({ page }) => {
	await page.addInitScript(() => {
		const real = window.matchMedia.bind(window);
		window.matchMedia = (q: string) => (q.includes('display-mode: standalone') ? { ...real(q), matches: true } : real(q));
	});
	await page.goto('/');
	await expect(page.getByRole('heading', { name: 'Silk Ledger' })).toBeVisible();
	await offerInstall(page);
	await page.waitForTimeout(300);
	await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
});

test.describe('on an iPhone', () => {
	test.use({ userAgent: IPHONE });
	test('Safari gets a short hint, hidden for good when dismissed', { tag: BOTH_PHONES }, async ({ page }) => {
		const { width } = phone();
		await page.goto('/');
		const hint = page.getByRole('note');
		await expect(hint).toContainText('To install: tap Share, then “Add to Home Screen”.');
		await expectNoSidewaysScroll(page);
		await shot(page, `install-hint-${width}-light`, hint);
		await page.emulateMedia({ colorScheme: 'dark' });
		await shot(page, `install-hint-${width}-dark`, hint);
		const hide = hint.getByRole('button', { name: 'Hide this hint' });
		expect((await hide.boundingBox())!.height).toBeGreaterThanOrEqual(44);
		await hide.click();
		await expect(page.getByRole('note')).toHaveCount(0);
		await page.reload();
		await expect(page.getByRole('heading', { name: 'Silk Ledger' })).toBeVisible();
		await page.waitForTimeout(300);
		await expect(page.getByRole('note')).toHaveCount(0);
	});
});
