/**
 * The images the install prompt shows: the maskable icon, drawn from static/icon.svg with the
 * safe-zone padding a round or squircle mask needs, rendered by the system Chromium; and the
 * narrow screenshots, copied from the end-to-end screenshots (run those first).
 *   npx tsx scripts/install-images.ts
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ROOT = new URL('..', import.meta.url).pathname;
const SCREENSHOTS: [from: string, to: string][] = [
	['screenshots/home-cards-390-dark-in-progress.png', 'static/screenshots/home-narrow.png'],
	['screenshots/40-mp2-turn-390-light.png', 'static/screenshots/turn-narrow.png']
];

// The icon's drawing without its rounded tile, on a full-bleed square: the mask may cut anything outside
// the central circle of 80 %, so the drawing is scaled to 78 % (its ring then stays inside that circle) and centred.
const svg = readFileSync(`${ROOT}static/icon.svg`, 'utf8').replace(/<rect[^>]*\/>/, '');
const html = `<!doctype html><html><body style="margin:0;background:#7c2d12">
<div style="width:512px;height:512px;display:grid;place-items:center">
<div style="width:400px;height:400px">${svg.replace('<svg ', '<svg width="400" height="400" ')}</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: `${ROOT}static/icon-maskable-512.png` });
await browser.close();

mkdirSync(`${ROOT}static/screenshots`, { recursive: true });
for (const [from, to] of SCREENSHOTS) copyFileSync(`${ROOT}${from}`, `${ROOT}${to}`);
console.log('static/icon-maskable-512.png and', SCREENSHOTS.length, 'screenshots written');
