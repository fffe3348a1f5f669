/**
 * A second phone whose camera sees QR codes another page drew: Chromium's fake camera plays a Y4M video of the
 * codes' pictures (PNG screenshots), each on white for a second, the last code first.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';

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

/** A browser whose camera sees these codes (in a loop); `args` are added to its command line. */
export async function cameraSeeing(page: Page, pngs: Buffer[], video: string, args: string[] = []): Promise<Browser> {
	writeFileSync(video, y4m(await greyLevels(page, pngs)));
	return chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-video-capture=${video}`,
			...args
		]
	});
}
