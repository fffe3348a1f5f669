/**
 * A game sent phone to phone as QR codes: one page shows the numbered codes, a second browser's camera is
 * fed those very codes (as the pictures the first page drew, in reverse order, as a video file) and reads
 * the game, which is checked and imported like a file.
 */
import { chromium, expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { expectNoSidewaysScroll, shot } from './helpers.ts';
import { GOLDEN, importFile, readDb, watchCsp } from './data-helpers.ts';

const W = 640;
const H = 480;
const SIDE = 460;

/**
 * The code pictures (PNG), turned into grey levels of a SIDE × SIDE square by a blank page of the sending browser.
 * Handed back as base64 text: a list of numbers this long took ~10 s to pass from the page.
 */
async function greyLevels(page: Page, pngs: Buffer[]): Promise<Buffer[]> {
	await page.goto('about:blank');
	const levels = await page.evaluate(
		async ({ pngs, side }) => {
			const out: string[] = [];
			for (const b64 of pngs) {
				const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
				const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
				const canvas = new OffscreenCanvas(side, side);
				const ctx = canvas.getContext('2d')!;
				ctx.fillStyle = '#fff';
				ctx.fillRect(0, 0, side, side);
				ctx.drawImage(bitmap, 0, 0, side, side);
				const { data } = ctx.getImageData(0, 0, side, side);
				const grey = Uint8Array.from({ length: side * side }, (_, i) => Math.round(0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!));
				let text = '';
				for (let i = 0; i < grey.length; i += 0x8000) text += String.fromCharCode(...grey.subarray(i, i + 0x8000));
				out.push(btoa(text));
			}
			return out;
		},
		{ pngs: pngs.map((p) => p.toString('base64')), side: SIDE }
	);
	return levels.map((b64) => Buffer.from(b64, 'base64'));
}

/** A Y4M video (what Chromium's fake camera plays, in a loop): each code on white for a second, the last code first. */
function y4m(codes: Buffer[]): Buffer {
	const fps = 5;
	const frame = (grey: Buffer) => {
		const y = Buffer.alloc(W * H, 235);
		const [x0, y0] = [(W - SIDE) / 2, (H - SIDE) / 2];
		for (let r = 0; r < SIDE; r++) for (let c = 0; c < SIDE; c++) y[(y0 + r) * W + x0 + c] = Math.round(16 + (grey[r * SIDE + c]! * 219) / 255);
		return Buffer.concat([Buffer.from('FRAME\n'), y, Buffer.alloc((W * H) / 2, 128)]);
	};
	const frames = [...codes].reverse().flatMap((grey) => Array.from({ length: fps }, () => frame(grey)));
	return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F${fps}:1 Ip A1:1 C420jpeg\n`), ...frames]);
}

test('a game sent as numbered QR codes is read by another phone’s camera, in any order, and imported', async ({ page }, info) => {
	const csp = watchCsp(page);
	await importFile(page, GOLDEN);
	const sent = await readDb(page);
	await page.goto('/');
	await page.getByRole('button', { name: 'More for Marco Polo II: Ada and Boris' }).click();
	await page.getByRole('link', { name: 'Send to another phone' }).click();
	await expect(page.getByRole('heading', { name: 'Send a game to another phone' })).toBeVisible();
	const count = page.getByText(/^Code 1 of \d+$/);
	await expect(count).toBeVisible();
	const total = Number((await count.innerText()).split(' of ')[1]);
	expect(total).toBeGreaterThan(1);
	await expectNoSidewaysScroll(page);
	await shot(page, 'data-send-codes');
	const pngs: Buffer[] = [];
	for (let n = 1; n <= total; n++) {
		const code = page.getByRole('img', { name: `Code ${n} of ${total}` });
		pngs.push(await code.screenshot());
		if (n < total) await page.getByRole('button', { name: 'Next code ›' }).click();
	}
	expect(csp).toEqual([]);
	const video = info.outputPath('codes.y4m');
	writeFileSync(video, y4m(await greyLevels(page, pngs)));

	// The other phone: its camera sees the codes the first one drew.
	const other = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${video}`
		]
	});
	try {
		const context = await other.newContext({ viewport: { width: 390, height: 844 }, permissions: ['camera'], baseURL: info.project.use.baseURL });
		const phone = await context.newPage();
		const otherCsp = watchCsp(phone);
		await phone.goto('/data?receive');
		await expect(phone.getByRole('heading', { name: 'Receive a game by QR codes' })).toBeVisible();
		await phone.getByRole('button', { name: 'Start the camera' }).click();
		const preview = phone.getByRole('region', { name: 'What this file would change' });
		await expect(preview).toBeVisible({ timeout: 30_000 });
		await expect(preview).toContainText('Marco Polo II: Ada and Boris');
		await expect(preview).toContainText('New on this phone: will be added. Entries: 41.');
		await shot(phone, 'data-receive-preview');
		await preview.getByRole('button', { name: /^Import/ }).click();
		await expect(phone.getByRole('heading', { name: 'Imported' })).toBeVisible();
		await phone.goto('/');
		await expect(phone.getByRole('link', { name: /Marco Polo II: Ada and Boris/ })).toContainText('Winner: Boris');
		const received = await readDb(phone);
		expect(received.games).toEqual(sent.games);
		expect(received.entries).toEqual(sent.entries);
		expect(otherCsp).toEqual([]);
	} finally {
		await other.close();
	}
});
