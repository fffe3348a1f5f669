import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: no browser is ever downloaded.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Another port lets two checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.PORT ?? 4173);

/**
 * The two phones every screen is built for. Every test runs on the smaller one, where room is tightest; the
 * tests tagged BOTH_PHONES (whole games and the screens' layout) run on the larger one too.
 */
const PHONES = [
	{ name: 'phone-360', use: { viewport: { width: 360, height: 740 } } },
	{ name: 'phone-390', use: { viewport: { width: 390, height: 844 } }, grep: /@both-phones/ }
];

export default defineConfig({
	testDir: 'tests/e2e',
	// scripts/test-all.sh may still be installing Chromium when these tests start.
	globalSetup: './tests/e2e/browser-ready.ts',
	// Tests are independent (each makes its own games): spread over the workers one by one, not file by file.
	fullyParallel: true,
	// Three browsers on two cores: a browser waits on its page about half the time.
	workers: 3,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [['list']],
	outputDir: 'test-results',
	webServer: {
		// build/ as a static host serves it; unlike `vite preview`, nothing is zipped per request (about 7 % of a
		// test's CPU on this one machine, where zipping saves no time).
		command: `npx tsx scripts/serve-build.ts --port ${PORT}`,
		port: PORT,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	},
	projects: PHONES,
	use: {
		baseURL: `http://localhost:${PORT}`,
		...devices['Pixel 7'],
		// Layout is in CSS pixels; the phone's 2.6 device pixels only made every frame slower to draw.
		deviceScaleFactor: 1,
		browserName: 'chromium',
		launchOptions: {
			executablePath: CHROMIUM,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync'
			]
		},
		screenshot: 'only-on-failure',
		trace: 'off',
		// The service worker caches the whole app (~150 files) in every new context, a quarter of a short test's
		// time; app.spec.ts, which tests it (offline after a first visit), lets it run.
		serviceWorkers: 'block'
	}
});
