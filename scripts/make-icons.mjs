import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const svg = readFileSync('static/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of [48, 192, 512]) {
	const page = await browser.newPage({ viewport: { width: size, height: size } });
	await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
	await page.screenshot({ path: `static/icon-${size}.png`, omitBackground: true });
}
await browser.close();
