/**
 * A game sent phone to phone as QR codes: one page shows the numbered codes, a second browser's camera is
 * fed those very codes (as the pictures the first page drew, in reverse order, as a video file) and reads
 * the game, which is checked and imported like a file.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, shot } from './helpers.ts';
import { GOLDEN, importFile, readDb, watchCsp } from './data-helpers.ts';
import { cameraSeeing } from './camera.ts';

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
	const other = await cameraSeeing(page, pngs, info.outputPath('codes.y4m'));
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
