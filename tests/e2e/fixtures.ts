import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every test gets a page as a new phone would have it: no games, no settings, nothing cached but the app's own files.
 * Each worker keeps one tab for that and wipes it between tests, instead of a new browser context per test: a new
 * context and page cost ~0.9 CPU-s before a test does anything (a renderer process started, and every script of the
 * app fetched and compiled again), a sixth of the end-to-end tests' time on the two cores they run on.
 *
 * Wiped between tests: the origin's storage (IndexedDB, local storage, caches, service workers), cookies,
 * permissions, the other pages a test opened, its routes, listeners and init scripts, the viewport, the emulated
 * media and the network. A test with other context options (`test.use`) gets a tab made with them. A tab whose test
 * failed is closed, not reused. What cannot be taken back — a fake clock — asks for a tab of its own:
 * `test.use({ ownTab: true })`; the kept tab refuses a clock, so a test cannot forget it.
 */
type Options = { ownTab: boolean };
type Tab = { context: BrowserContext; page: Page };
type Kept = { keptTab: KeptTab };

const CLOCK_STARTS = ['install', 'setFixedTime', 'setSystemTime'] as const;

class KeptTab {
	private context: BrowserContext | null = null;
	private page: Page | null = null;
	private made = '';
	private disposables: { dispose(): Promise<unknown> }[] = [];

	constructor(private readonly browser: Browser) {}

	/** The kept tab, made anew when there is none or the test asks for other options. */
	async open(options: BrowserContextOptions): Promise<Tab> {
		const wanted = JSON.stringify(options);
		if (!this.context || !this.page || this.made !== wanted) {
			await this.close();
			this.context = await this.browser.newContext(options);
			this.page = await this.context.newPage();
			this.made = wanted;
			this.watch(this.context, this.page);
		}
		return { context: this.context, page: this.page };
	}

	/** Init scripts are recorded to be taken back; a clock cannot be, so it is refused here. */
	private watch(context: BrowserContext, page: Page) {
		for (const target of [context, page]) {
			const add = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<{ dispose(): Promise<unknown> }>;
			target.addInitScript = (async (...args: unknown[]) => {
				const added = await add(...args);
				this.disposables.push(added);
				return added;
			}) as typeof target.addInitScript;
		}
		for (const method of CLOCK_STARTS)
			page.clock[method] = () => Promise.reject(new Error('a test with a fake clock needs a tab of its own: test.use({ ownTab: true })'));
	}

	/** Back to a new phone's blank tab: the test's origin emptied, all it changed put back; dropped when that cannot be done cleanly. */
	async wipe(options: BrowserContextOptions): Promise<void> {
		const { context, page } = this;
		if (!context || !page) return;
		try {
			for (const other of context.pages()) if (other !== page) await other.close();
			for (const added of this.disposables.splice(0)) await added.dispose();
			page.removeAllListeners();
			await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
			await context.setOffline(false);
			await Promise.all([context.clearCookies(), context.clearPermissions()]);
			if (!options.baseURL || !(await cleared(context, page, new URL(options.baseURL).origin))) return await this.close();
			if (options.viewport) await page.setViewportSize(options.viewport);
			await page.emulateMedia({ media: null, colorScheme: options.colorScheme ?? 'light', reducedMotion: 'no-preference', forcedColors: 'none' });
		} catch {
			await this.close();
		}
	}

	async close(): Promise<void> {
		const context = this.context;
		this.context = this.page = null;
		this.disposables = [];
		await context?.close().catch(() => {});
	}
}

/**
 * The origin's storage cleared and found empty (no database, nothing in local or session storage), from a file of the
 * origin that runs no script; then the tab is left blank, with no history to go back to.
 */
async function cleared(context: BrowserContext, page: Page, origin: string): Promise<boolean> {
	await page.goto(`${origin}/icon.svg`);
	const cdp = await context.newCDPSession(page);
	try {
		await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
		const empty = await page.evaluate(async () => {
			sessionStorage.clear();
			return (await indexedDB.databases()).length === 0 && localStorage.length === 0;
		});
		await page.goto('about:blank');
		await cdp.send('Page.resetNavigationHistory');
		return empty;
	} finally {
		await cdp.detach();
	}
}

/** What the failed test's page showed, as Playwright's own `screenshot: 'only-on-failure'` would attach it. */
async function attachFailure(page: Page, info: TestInfo) {
	if (info.status === info.expectedStatus) return;
	const shot = await page.screenshot({ timeout: 5_000 }).catch(() => null);
	if (shot) await info.attach('screenshot', { body: shot, contentType: 'image/png' });
}

export const test = base.extend<Options & { tabOptions: BrowserContextOptions; tab: Tab }, Kept>({
	ownTab: [false, { option: true }],
	keptTab: [
		async ({ browser }, use) => {
			const kept = new KeptTab(browser);
			await use(kept);
			await kept.close();
		},
		{ scope: 'worker' }
	],
	// The context options Playwright would make a test's context with: the project's, with the test's own over them.
	tabOptions: async (
		{ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, colorScheme, locale, javaScriptEnabled, serviceWorkers, contextOptions },
		use
	) => {
		await use({
			...contextOptions,
			baseURL,
			viewport,
			userAgent,
			isMobile,
			hasTouch,
			deviceScaleFactor,
			colorScheme,
			locale,
			javaScriptEnabled,
			serviceWorkers
		});
	},
	tab: async ({ browser, keptTab, ownTab, tabOptions }, use, info) => {
		if (ownTab) {
			const context = await browser.newContext(tabOptions);
			const page = await context.newPage();
			await use({ context, page });
			await attachFailure(page, info);
			await context.close();
			return;
		}
		const tab = await keptTab.open(tabOptions);
		await use(tab);
		await attachFailure(tab.page, info);
		if (info.status === info.expectedStatus) await keptTab.wipe(tabOptions);
		else await keptTab.close();
	},
	context: async ({ tab }, use) => use(tab.context),
	page: async ({ tab }, use) => use(tab.page)
});
