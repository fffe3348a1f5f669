/**
 * Three phones on one game, live, through the relay started here (`npm run relay`): shared by its link, entries
 * from all three at once, a conflicting pair flagged the same on every phone with the reason on the phone that
 * entered it, one phone offline for several entries then back, the relay lost and started again mid-game, a
 * reload on each phone; every phone ends with the same log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { phone, shots } from './helpers.ts';
import { addCoins, status, storedLog } from './live-helpers.ts';

const RELAY_PORT = 4318;
// One relay on the port the app is built with: the tests of this file take it in turn.
test.describe.configure({ mode: 'default' });

function startRelay(storage: string): Promise<ChildProcess> {
	const relay = spawn('node', ['scripts/relay.mjs', '--port', String(RELAY_PORT), '--storage', storage], { stdio: ['ignore', 'pipe', 'inherit'] });
	return new Promise((resolve, reject) => {
		relay.stdout.on('data', (d: Buffer) => String(d).includes('listening') && resolve(relay));
		relay.once('exit', (code) => reject(new Error(`the relay stopped (${code})`)));
	});
}

/** The relay stopped at once, as a crash or a machine switched off would (nothing written on the way out). */
function killRelay(relay: ChildProcess): Promise<void> {
	return new Promise((resolve) => {
		if (relay.exitCode !== null || relay.signalCode !== null) return resolve();
		relay.once('exit', () => resolve());
		relay.kill('SIGKILL');
	});
}

/** A phone: its own browser context (its own storage), its connection to the relay switchable off as a lost network. */
async function newPhone(browser: Browser) {
	const base = test.info().project.use.baseURL!;
	const context: BrowserContext = await browser.newContext({ viewport: phone(), baseURL: base, hasTouch: true, isMobile: true });
	const state = { offline: false, sockets: [] as WebSocketRoute[] };
	await context.routeWebSocket(/:4318\//, (ws) => {
		if (state.offline) return void ws.close();
		state.sockets.push(ws);
		ws.connectToServer();
	});
	const page = await context.newPage();
	page.setDefaultTimeout(20_000);
	return {
		context,
		page,
		async offline(off: boolean) {
			state.offline = off;
			await context.setOffline(off);
			if (off) for (const ws of state.sockets.splice(0)) await ws.close().catch(() => {});
		}
	};
}

const flaggedList = (page: Page) => page.locator('section.flagged li');

test('three phones play one game live through the relay and end identical', async ({ browser }) => {
	test.setTimeout(180_000);
	let relay = await startRelay(mkdtempSync(join(tmpdir(), 'silk-relay-')));
	const [anna, boris, chen] = [await newPhone(browser), await newPhone(browser), await newPhone(browser)];
	try {
		const a = anna.page;
		await a.goto('/voyages/new');
		await a.getByLabel('Name of player 1').fill('Anna');
		await a.getByLabel('Name of player 2').fill('Boris');
		await a.getByLabel('Name of player 3').fill('Chen');
		await a.getByLabel('Seed').fill('LIVE-TABLE');
		await a.getByRole('button', { name: 'Start setup' }).click();
		await expect(a.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
		const gameId = new URL(a.url()).searchParams.get('id')!;

		// Shared from the header's menu: the invitation as a QR code and a link.
		await a.getByLabel('Game menu').click();
		await a.getByRole('button', { name: 'Share this game live' }).click();
		await expect(status(a)).toHaveText('Connected, in sync', { timeout: 15_000 });
		await expect(a.getByRole('img', { name: 'Invitation to this game' })).toBeVisible();
		await shots(a, 'live-share', a.getByTestId('live'));
		const link = (await a.getByTestId('live-link').getAttribute('href'))!;
		expect(new URL(link).hash).toContain('k=');

		// Two more phones open the link: the whole game arrives, and every phone sees the others.
		for (const p of [boris, chen]) {
			await p.page.goto(link);
			await expect(p.page.getByRole('heading', { name: 'Set up the table' })).toBeVisible({ timeout: 15_000 });
			await expect(status(p.page)).toHaveText('Connected, in sync', { timeout: 15_000 });
		}
		await expect(a.getByTestId('live-peers')).toContainText(/Also on this game: .+, .+/);

		// Play starts from one phone; all three follow.
		await a.getByRole('button', { name: 'Setup done — start playing' }).click();
		for (const p of [anna, boris, chen]) await expect(p.page.getByRole('heading', { name: 'At the table', exact: true })).toBeVisible();

		// Boris loses the connection: he still plays, and ends play on his phone while Anna ends it on hers.
		await boris.offline(true);
		await expect(status(boris.page)).toContainText('Offline', { timeout: 15_000 });
		for (const p of [a, boris.page]) {
			await p.getByRole('button', { name: 'Game over — final scoring' }).click();
			await p.getByRole('button', { name: 'Sure? End play and score' }).click();
		}
		// Several entries while offline, and entries on the two connected phones at the same time.
		await addCoins(boris.page, 'Boris', 2);
		await Promise.all([addCoins(a, 'Anna', 1), addCoins(chen.page, 'Chen', 1)]);

		// Back: his entries and theirs merge; one of the two "final scoring" entries is refused by the rules, on every phone alike.
		await boris.offline(false);
		for (const p of [anna, boris, chen]) await expect(flaggedList(p.page)).toHaveCount(1, { timeout: 20_000 });
		const flagged = await flaggedList(a).textContent();
		for (const p of [boris, chen]) await expect(flaggedList(p.page)).toHaveText(flagged!);
		// The phone whose entry was refused says so, with the reason and what to do; the other two do not.
		const yours = await Promise.all([anna, boris, chen].map((p) => p.page.getByTestId('live-yours-flagged').count()));
		expect([...yours].sort()).toEqual([0, 0, 1]);
		const entering = [anna, boris][yours.indexOf(1)] ?? anna;
		await expect(entering.page.getByTestId('live-yours-flagged')).toContainText('Enter it again, corrected, or undo it.');

		// The relay is lost mid-game (stopped, and started again with nothing kept): the phones play on and give it the game back.
		await killRelay(relay);
		for (const p of [anna, chen]) await expect(status(p.page)).toContainText('Offline', { timeout: 15_000 });
		await addCoins(chen.page, 'Chen', 1);
		relay = await startRelay(mkdtempSync(join(tmpdir(), 'silk-relay-')));
		for (const p of [anna, boris, chen]) await expect(status(p.page)).toHaveText('Connected, in sync', { timeout: 20_000 });
		await addCoins(a, 'Anna', 1);
		// Shown once stored: a reload before that may lose the tap, as on any phone.
		await expect(a.getByLabel('Coins', { exact: true })).toHaveValue('2');

		// A reload on each phone: still shared, still in step.
		for (const p of [anna, boris, chen]) {
			await p.page.reload();
			await expect(status(p.page)).toHaveText('Connected, in sync', { timeout: 20_000 });
		}
		await addCoins(boris.page, 'Boris', 1);

		// Every phone ends with the same log, to the last entry.
		const expected = 1 + 2 + 2 + 2 + 1 + 1 + 1 + 1;
		await expect.poll(async () => (await storedLog(a, gameId)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(expected);
		await expect
			.poll(
				async () => {
					const logs = await Promise.all([anna, boris, chen].map((p) => storedLog(p.page, gameId)));
					return JSON.stringify(logs[1]) === JSON.stringify(logs[0]) && JSON.stringify(logs[2]) === JSON.stringify(logs[0]);
				},
				{ timeout: 15_000 }
			)
			.toBe(true);
		for (const p of [anna, boris, chen]) await expect(p.page.getByLabel('Coins', { exact: true })).toBeVisible();

		// The soft turn signal: while Boris types a number, the other phones say he is entering.
		const borisPhone = await boris.page.getByLabel('This phone is').inputValue();
		await expect(a.getByTestId('live-entering')).toHaveCount(0);
		await boris.page.getByLabel('Coins', { exact: true }).pressSequentially('4');
		for (const p of [a, chen.page]) await expect(p.getByTestId('live-entering')).toHaveText(`${borisPhone} is entering…`);
		await expect(boris.page.getByTestId('live-entering')).toHaveCount(0);

		// Chen stops sharing: the others see one phone fewer; Chen keeps the whole game, no longer shared after a reload.
		const peers = async () => (await a.getByTestId('live-peers').textContent())!.split(':')[1]!.split(',').length;
		expect(await peers()).toBe(2);
		await chen.page.getByRole('button', { name: 'Stop sharing on this phone' }).click();
		await expect(chen.page.getByTestId('live')).toHaveCount(0);
		await expect.poll(peers).toBe(1);
		await chen.page.reload();
		await expect(chen.page.getByLabel('Coins', { exact: true })).toBeVisible();
		await expect(chen.page.getByTestId('live')).toHaveCount(0);
		expect(await storedLog(chen.page, gameId)).toEqual(await storedLog(a, gameId));
	} finally {
		await killRelay(relay);
		for (const p of [anna, boris, chen]) await p.context.close().catch(() => {});
	}
});

/** An entry sealed with the game's key as a phone seals it (IV, then AES-GCM ciphertext), by a phone of a newer app. */
async function sealedByNewerApp(key: string, entry: object): Promise<Uint8Array> {
	const raw = Buffer.from(key.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
	const cryptoKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, new TextEncoder().encode(JSON.stringify(entry))));
	return new Uint8Array([...iv, ...sealed]);
}

test('an entry from a newer app makes the game read-only on this phone, which says to update', async ({ browser }) => {
	test.setTimeout(90_000);
	const relay = await startRelay(mkdtempSync(join(tmpdir(), 'silk-relay-')));
	const anna = await newPhone(browser);
	const doc = new Y.Doc();
	let newer: WebsocketProvider | null = null;
	try {
		const a = anna.page;
		await a.goto('/voyages/new');
		for (const [i, name] of ['Anna', 'Boris'].entries()) await a.getByLabel(`Name of player ${i + 1}`).fill(name);
		await a.getByRole('button', { name: 'Start setup' }).click();
		await a.getByLabel('Game menu').click();
		await a.getByRole('button', { name: 'Share this game live' }).click();
		await expect(status(a)).toHaveText('Connected, in sync', { timeout: 15_000 });
		const fragment = new URLSearchParams(new URL((await a.getByTestId('live-link').getAttribute('href'))!).hash.slice(1));

		// A phone with a newer app joins the room and writes an entry of a shape this app does not know yet.
		newer = new WebsocketProvider(`ws://127.0.0.1:${RELAY_PORT}`, fragment.get('r')!, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true });
		await expect.poll(() => newer!.synced, { timeout: 15_000 }).toBe(true);
		const entry = { seq: 2, at: Date.now(), v: 900, entry: { type: 'setup.something-new' }, by: 'feedfeedfeedfeed', lc: 2 };
		doc.getArray('log').push([await sealedByNewerApp(fragment.get('k')!, entry)]);

		// This phone cannot read it: it says so, and refuses every entry until the app is updated, changing nothing.
		await expect(a.getByTestId('live-read-only')).toHaveText(
			'Another phone entered this game with a newer version of the app: here it is shown, not changed. Update the app on this phone to enter more.'
		);
		await shots(a, 'live-read-only', a.getByTestId('live'));
		// Not counted again among the entries not of this game or damaged.
		await expect(a.getByText(/^Entries refused from the other phones/)).toHaveCount(0);
		await a.getByRole('button', { name: 'Setup done — start playing' }).click();
		await expect(a.getByRole('alert').filter({ hasText: /^Another phone entered this game/ })).not.toHaveCount(0);
		await expect(a.getByRole('heading', { name: 'Set up the table' })).toBeVisible();
		await expect(a.getByRole('heading', { name: 'At the table', exact: true })).toHaveCount(0);
	} finally {
		newer?.destroy();
		await killRelay(relay);
		await anna.context.close().catch(() => {});
	}
});
