/** For the live-sharing tests: a phone's stored log, its sharing status, coins added on the score sheet. */
import type { Page } from '@playwright/test';

/** The game's log as this phone stores it: each entry's identity and content, in order. */
export async function storedLog(page: Page, gameId: string): Promise<unknown[]> {
	return page.evaluate(
		(id) =>
			new Promise<unknown[]>((resolve, reject) => {
				const request = indexedDB.open('silk-ledger');
				request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
				request.onsuccess = () => {
					const all = request.result.transaction('entries').objectStore('entries').getAll();
					all.onsuccess = () =>
						resolve(
							(all.result as { gameId: string; seq: number; by?: string; lc?: number; entry: unknown }[])
								.filter((row) => row.gameId === id)
								.sort((a, b) => a.seq - b.seq)
								.map(({ seq, by, lc, entry }) => ({ seq, by, lc, entry }))
						);
				};
			}),
		gameId
	);
}

export const status = (page: Page) => page.getByTestId('live-status');

export async function addCoins(page: Page, player: string, times: number) {
	await page.getByRole('button', { name: player, exact: true }).click();
	for (let i = 0; i < times; i++) await page.getByRole('button', { name: '+ Coins', exact: true }).click();
}
