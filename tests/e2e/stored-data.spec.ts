/**
 * Stored data the app no longer accepts stays contained: a damaged home-list row, an entry a
 * stricter rule refuses, a damaged entry. The rest of the app works; nothing is dropped.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, newGame, shot } from './helpers.ts';

/** Writes rows straight into the app's IndexedDB, as an older version or a damaged phone might have left them. */
async function putRows(page: Page, store: 'games' | 'entries', rows: unknown[]) {
	await page.evaluate(
		({ store, rows }) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('silk-ledger');
				open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
				open.onsuccess = () => {
					const tx = open.result.transaction(store, 'readwrite');
					for (const row of rows) tx.objectStore(store).put(row);
					tx.oncomplete = () => {
						open.result.close();
						resolve();
					};
					tx.onerror = () => reject(tx.error ?? new Error('the transaction failed'));
				};
			}),
		{ store, rows }
	);
}

test('a damaged game summary shows as a damaged card; the other games open as usual; its log can be read and the game deleted', async ({ page }) => {
	const url = await newGame(
		page,
		[
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		],
		'SAFE-1'
	);
	await putRows(page, 'games', [{ id: 'broken', kind: 'marco-polo-2', phase: 'no-such-phase', createdAt: 1, updatedAt: 2, seed: 'X', winners: [] }]);
	await putRows(page, 'entries', [{ gameId: 'broken', seq: 1, at: 1, entry: { type: 'game.created', players: 7 } }]);
	await putRows(page, 'games', [{ id: 'alien', kind: 'chess', phase: 'new', createdAt: 1, updatedAt: 3, players: ['X'], seed: 'Y', winners: [] }]);

	await page.goto('/');
	await expect(page.getByRole('link', { name: /Marco Polo II: Anna and Boris/ })).toBeVisible();
	const damaged = page.getByRole('group', { name: 'A damaged game' });
	await expect(damaged).toHaveCount(2);
	await expect(damaged.first()).toContainText('It is of a game this app does not know (chess).');
	await expect(damaged.last()).toContainText('Its saved summary is damaged (players).');
	await expectNoSidewaysScroll(page);
	await shot(page, 'stored-damaged-home');

	// The log of the damaged game, entry by entry as stored.
	await damaged.last().getByRole('link', { name: 'Open the log' }).click();
	await expect(page.getByRole('heading', { name: "The game's log" })).toBeVisible();
	await expect(page.getByText('1. game.created')).toBeVisible();
	await shot(page, 'stored-damaged-log');
	await page.getByRole('button', { name: 'Delete this game' }).click();
	await page.getByRole('button', { name: 'Tap again to delete it for good' }).click();
	await expect(page.getByRole('link', { name: /Marco Polo II: Anna and Boris/ })).toBeVisible();
	await expect(page.getByRole('group', { name: 'A damaged game' })).toHaveCount(1);

	// The good game still opens where it was.
	await page.goto(url);
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
});

test('an entry the rules no longer accept is kept, shown with its reason, has no effect, and can be undone', async ({ page }) => {
	const url = await newGame(
		page,
		[
			{ name: 'Anna', colour: 'Red' },
			{ name: 'Boris', colour: 'Blue' }
		],
		'SAFE-2'
	);
	const id = new URL(url).searchParams.get('id')!;
	// Written by a looser version of the rules: a third player does not exist; then a damaged row.
	await putRows(page, 'entries', [
		{ gameId: id, seq: 2, at: 2, entry: { type: 'firstPlayer.set', player: 2, drawn: false } },
		{ gameId: id, seq: 3, at: 3, entry: { type: 'firstPlayer.set', player: 'Anna' } }
	]);
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Who goes first?' })).toBeVisible();
	const flagged = page.getByRole('region', { name: 'Entries no longer accepted by the rules' });
	await expect(flagged.getByRole('listitem')).toHaveCount(2);
	await expect(flagged).toContainText('Entry 2:');
	await expect(flagged).toContainText('Entry 3: This entry is damaged and has no effect. This entry is not known.');
	await shot(page, 'stored-flagged');

	// Undo takes back the last entry (the damaged one), then the refused one; the game goes on.
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(flagged.getByRole('listitem')).toHaveCount(1);
	await page.getByRole('button', { name: /Undo last entry/ }).click();
	await expect(flagged).toHaveCount(0);
	await page.getByRole('button', { name: 'Boris' }).click();
	await expect(page.getByRole('heading', { name: 'Characters' })).toBeVisible();
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Characters' })).toBeVisible();
	// The players are in the header's menu.
	await page.getByLabel('Game menu').click();
	await expect(page.getByText('Boris').first()).toBeVisible();
});
