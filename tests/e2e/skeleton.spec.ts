/**
 * The prerendered HTML of every screen shows something before any script runs (issue 28): the header with the
 * app's name and the screen's shape, read with the page's scripts off, light and dark; then the app replaces it.
 */
import { expect, test } from './fixtures.ts';
import { shot } from './helpers.ts';

const SCREENS = [
	'/',
	'/marco-polo-2',
	'/marco-polo-2/new',
	'/voyages',
	'/voyages/new',
	'/merv',
	'/merv/new',
	'/data',
	'/copy',
	'/history',
	'/log',
	'/game',
	'/join',
	'/new'
];

test.describe('with scripts off', () => {
	test.use({ javaScriptEnabled: false });

	test('every screen’s HTML draws the header and the screen’s shape', async ({ page }) => {
		for (const path of SCREENS) {
			const response = await page.goto(path);
			expect(response?.status(), path).toBe(200);
			const skeleton = page.locator('#skeleton');
			await expect(skeleton, path).toBeVisible();
			await expect(skeleton.locator('header'), path).toHaveText('Silk Ledger');
			// A title's bar and the screen's blocks, each drawn with a height on the page.
			for (const block of await skeleton.locator('main > div').all()) expect((await block.boundingBox())?.height, path).toBeGreaterThan(20);
			expect(await skeleton.locator('main > div').count(), path).toBeGreaterThanOrEqual(4);
		}
		await page.goto('/merv');
		await shot(page, 'skeleton-merv-360-light');
		await page.emulateMedia({ colorScheme: 'dark' });
		await shot(page, 'skeleton-merv-360-dark');
		await expect(page.locator('#skeleton')).toHaveCSS('background-color', 'rgb(28, 25, 23)');
	});

	// The browser fetches a tab's icon as the page starts and draws an SVG one as a document of its own on the page's
	// main thread, in the middle of the app's start (~60 ms at 4× CPU, seen in a trace); a small PNG is decoded.
	test('every screen’s tab icon is a small picture the page has', async ({ page, request }) => {
		for (const path of SCREENS) {
			await page.goto(path);
			const icons = page.locator('link[rel="icon"]');
			await expect(icons, path).toHaveCount(1);
			await expect(icons, path).toHaveAttribute('type', 'image/png');
			const href = await icons.evaluate((link: HTMLLinkElement) => link.href);
			const icon = await request.get(href);
			expect(icon.headers()['content-type'], path).toBe('image/png');
			expect((await icon.body()).length, path).toBeLessThan(4096);
		}
	});
});

test('the skeleton gives way to the screen once the app has started', async ({ page }) => {
	await page.goto('/merv/new');
	await expect(page.getByRole('heading', { name: 'New game of Merv' })).toBeVisible();
	await expect(page.locator('#skeleton')).toHaveCount(0);
	await expect(page.getByRole('banner')).toHaveCount(1);
});

test('the words of the stored language are asked for with the page, allowed by the page’s policy', async ({ page }) => {
	const blocked: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
	});
	await page.goto('/merv/new');
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'pl'));
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Nowa gra: Merv' })).toBeVisible();
	const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]')].map((l) => l.href));
	const files = JSON.parse((await page.locator('meta[name="silk-words"]').getAttribute('content'))!) as Record<string, string[]>;
	// Polish only: each of the page's groups (the shared words, the home screen's and Merv's) and what they import.
	const paths = preloaded.map((href) => new URL(href).pathname);
	const groups = files.pl!.filter((file) => !files.ru!.includes(file));
	expect(groups).toHaveLength(3);
	for (const file of files.pl!) expect(paths).toContain(file);
	for (const file of files.ru!.filter((f) => !files.pl!.includes(f))) expect(paths).not.toContain(file);
	expect(blocked).toEqual([]);
	// Before the stylesheets: a script after one waits for it to arrive, and the words were asked for a round trip later.
	const before = await page.evaluate(() => {
		const script = [...document.head.querySelectorAll('script')].find((s) => s.textContent?.includes('silk-words'));
		const sheet = document.head.querySelector('link[rel="stylesheet"]');
		return !!script && !!sheet && !!(script.compareDocumentPosition(sheet) & Node.DOCUMENT_POSITION_FOLLOWING);
	});
	expect(before).toBe(true);
});

test('on every screen, each language’s word files are preloaded with the files they import', async ({ page }) => {
	// A preloaded module's imports are found only once it arrives and runs: one round trip later, before the words show.
	for (const route of ['/', '/marco-polo-2', '/voyages', '/merv', '/merv/new', '/copy', '/history']) {
		const html = await (await page.request.get(route)).text();
		const files = JSON.parse(/name="silk-words" content='([^']+)'/.exec(html)![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, string[]>;
		const preloaded = [...html.matchAll(/<link href="\.(\/_app\/[^"]+)" rel="modulepreload"/g)].map(([, href]) => href!);
		for (const [locale, list] of Object.entries(files))
			for (const file of list) {
				const text = await (await page.request.get(file)).text();
				for (const [, imported] of text.matchAll(/from\s*["']\.\/([\w-]+\.js)["']/g)) {
					const path = new URL(imported!, new URL(file, 'http://x')).pathname;
					expect([...list, ...preloaded], `${route} ${locale}: ${file} imports ${path}`).toContain(path);
				}
			}
	}
});

// The screens drawn by their route's own code (the others fetch their screen's code once opened, and its stylesheets with it).
const DRAWN_BY_ROUTE = ['/', '/marco-polo-2', '/marco-polo-2/new', '/voyages', '/voyages/new', '/merv', '/merv/new'];

test('each screen’s stylesheets are linked by its HTML: its code links none again and waits for none before it is drawn', async ({ page }) => {
	// Every stylesheet linked while the skeleton shows: a route's code links those it needs that the page has not linked
	// (a preload is not enough), and waits for them to arrive.
	await page.addInitScript(() => {
		const sheets: string[] = [];
		Object.assign(window, { sheetsBeforeDrawn: sheets });
		let drawn = false;
		new MutationObserver((records) => {
			for (const record of records) {
				for (const node of record.addedNodes)
					if (!drawn && node instanceof HTMLLinkElement && node.rel === 'stylesheet') sheets.push(new URL(node.href).pathname);
				if ([...record.removedNodes].some((node) => node instanceof HTMLElement && node.id === 'skeleton')) drawn = true;
			}
		}).observe(document, { childList: true, subtree: true });
	});
	for (const path of DRAWN_BY_ROUTE) {
		const response = await page.goto(path);
		const html = (await response?.text()) ?? '';
		const inHtml = [...html.matchAll(/<link href="([^"]+)" rel="stylesheet"/g)].map((l) => new URL(l[1]!, response!.url()).pathname);
		await expect(page.locator('#skeleton'), path).toHaveCount(0);
		const linked = await page.evaluate(() => (window as unknown as { sheetsBeforeDrawn: string[] }).sheetsBeforeDrawn);
		expect(linked.length, path).toBeGreaterThan(0);
		for (const sheet of linked) expect(inHtml, `${path} waited for ${sheet}`).toContain(sheet);
		const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
		expect(hrefs.length, `${path}: each stylesheet linked once`).toBe(new Set(hrefs).size);
	}
});

test('a screen is drawn once the stylesheets its page links in the body have arrived, however late', async ({ page }) => {
	// Only those: the head's hold back the app's script anyway.
	const html = await (await page.request.get('/voyages')).text();
	const inBody = [...html.slice(html.indexOf('<body')).matchAll(/<link href="\.\/([^"]+)" rel="stylesheet"/g)].map((l) => `/${l[1]}`);
	expect(inBody.length).toBeGreaterThan(0);
	await page.route(
		(url) => inBody.includes(url.pathname),
		async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 2000));
			await route.continue();
		}
	);
	// When the skeleton gave way to the screen: whether each of them had arrived, and every stylesheet linked.
	await page.addInitScript(() => {
		new MutationObserver((records, observer) => {
			if (!records.some((r) => [...r.removedNodes].some((node) => node instanceof HTMLElement && node.id === 'skeleton'))) return;
			observer.disconnect();
			const arrived = [...document.querySelectorAll<HTMLLinkElement>('body > link[rel="stylesheet"]')].map((link) => !!link.sheet);
			const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname);
			Object.assign(window, { whenDrawn: { arrived, linked } });
		}).observe(document, { childList: true, subtree: true });
	});
	await page.goto('/voyages');
	await expect(page.locator('#skeleton')).toHaveCount(0, { timeout: 15_000 });
	const { arrived, linked } = await page.evaluate(() => (window as unknown as { whenDrawn: { arrived: boolean[]; linked: string[] } }).whenDrawn);
	expect(arrived).toEqual(inBody.map(() => true));
	// Found by the route's code where the page linked them, not linked again (and waited for once more).
	for (const sheet of inBody)
		expect(
			linked.filter((href) => href === sheet),
			sheet
		).toHaveLength(1);
});
