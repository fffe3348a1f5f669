/**
 * Waits for Chromium when scripts/test-all.sh installs it side by side with the other tests (CHROMIUM_INSTALL names
 * the install's files: ".status" holds its exit code once it ends, ".log" what it printed). Nothing to wait for
 * when the browser was there already.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const INSTALL_LIMIT_MS = 15 * 60_000;

export default async function browserReady(): Promise<void> {
	const install = process.env.CHROMIUM_INSTALL;
	if (!install) return;
	const status = `${install}.status`;
	const since = Date.now();
	while (!existsSync(status)) {
		if (Date.now() - since > INSTALL_LIMIT_MS) throw new Error(`Chromium's install did not end in 15 minutes:\n${readFileSync(`${install}.log`, 'utf8')}`);
		await sleep(500);
	}
	if (readFileSync(status, 'utf8').trim() !== '0') throw new Error(`Chromium's install failed:\n${readFileSync(`${install}.log`, 'utf8')}`);
	const waited = Math.round((Date.now() - since) / 1000);
	if (waited > 0) console.log(`Waited ${waited} s for Chromium's install.`);
}
