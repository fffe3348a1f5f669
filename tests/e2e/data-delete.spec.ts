/**
 * Deleting a game (from its card and from its screen) with an undo for a few seconds and a backup first;
 * archiving a finished game; restoring a backup and undoing the restore.
 */
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll, newGame, shot } from './helpers.ts';
import { GOLDEN, importFile, watchCsp } from './data-helpers.ts';

/**
 * A delete can be undone for 10 s (UNDO_DELETE_MS): the page's clock is driven by the test, which moves it on
 * by 11 s where the undo must have passed, rather than waiting that long.
 */
const UNDO_PASSED = 11_000;

// The page's clock is the test's: a tab of its own (see fixtures.ts).
test.use({ ownTab: true });

const TWO = [
	{ name: 'Anna', colour: 'Red' },
	{ name: 'Boris', colour: 'Blue' }
];

test('delete from the card with undo, delete from the game’s screen for good, archive a finished game', async ({ page }) => {
	await page.clock.install();
	const csp = watchCsp(page);
	await importFile(page, GOLDEN);
	await newGame(page, TWO, 'DEL-1');
	await page.goto('/');
	const anna = page.getByRole('link', { name: /Marco Polo II: Anna and Boris/ });
	await expect(anna).toBeVisible();

	// From the card: deleted at once, brought back with Undo.
	await page.getByRole('button', { name: 'More for Marco Polo II: Anna and Boris' }).click();
	await shot(page, 'data-card-actions-360');
	await page.getByRole('button', { name: 'Delete this game' }).click();
	await page.getByRole('button', { name: 'Tap again to delete it' }).click();
	await expect(anna).toHaveCount(0);
	const bar = page.getByRole('status').filter({ hasText: 'Deleted: Marco Polo II: Anna and Boris.' });
	await expect(bar).toBeVisible();
	await expectNoSidewaysScroll(page);
	await shot(page, 'data-deleted-undo-360');
	await bar.getByRole('button', { name: 'Undo' }).click();
	await expect(anna).toBeVisible();
	await expect(bar).toHaveCount(0);

	// From the game's screen: back on the home screen with the undo; once it has passed, the game is gone for good.
	await anna.click();
	// In the game's menu, not on the screen.
	await expect(page.getByRole('button', { name: 'Delete this game' })).toBeHidden();
	await page.getByLabel('Game menu').click();
	await page.getByRole('button', { name: 'Delete this game' }).click();
	await page.getByRole('button', { name: 'Tap again to delete it' }).click();
	await expect(page).toHaveURL(/\/$/);
	await expect(bar).toBeVisible();
	await page.clock.fastForward(UNDO_PASSED);
	await expect(bar).toHaveCount(0);
	await page.reload();
	await expect(anna).toHaveCount(0);
	await expect(page.getByRole('link', { name: /Marco Polo II: Ada and Boris/ })).toBeVisible();

	// A finished game goes to the archive, out of the main list, and comes back.
	await page.getByRole('button', { name: 'More for Marco Polo II: Ada and Boris' }).click();
	await page.getByRole('button', { name: 'Archive (out of the main list)' }).click();
	await expect(page.getByRole('heading', { name: 'Finished' })).toHaveCount(0);
	await page.getByText('Archived (1)').click();
	await expect(page.getByRole('link', { name: /Marco Polo II: Ada and Boris/ })).toBeVisible();
	await shot(page, 'data-archived-360');
	await page.getByRole('button', { name: 'More for Marco Polo II: Ada and Boris' }).click();
	await page.getByRole('button', { name: 'Take out of the archive' }).click();
	await expect(page.getByRole('heading', { name: 'Finished' })).toBeVisible();
	expect(csp).toEqual([]);
});

test('restore a backup, then undo the restore', async ({ page }) => {
	await page.clock.install();
	await importFile(page, GOLDEN);
	await newGame(page, TWO, 'RESTORE-1');
	// Deleting makes a backup with both games in it.
	await page.getByLabel('Game menu').click();
	await page.getByRole('button', { name: 'Delete this game' }).click();
	await page.getByRole('button', { name: 'Tap again to delete it' }).click();
	// The delete is stored (its undo shows), then its few seconds pass and it is for good.
	await expect(page.getByRole('status').filter({ hasText: 'Deleted:' })).toBeVisible();
	await page.clock.fastForward(UNDO_PASSED);
	await expect(page.getByRole('status').filter({ hasText: 'Deleted:' })).toHaveCount(0);
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Ada and Boris/ })).toBeVisible();
	await expect(page.getByRole('link', { name: /Anna and Boris/ })).toHaveCount(0);

	await page.goto('/data');
	const backups = page.getByRole('region', { name: 'Backups on this phone' });
	// The newest backup with both games (made while the game was played, or before it was deleted).
	const beforeDelete = backups.getByRole('listitem').filter({ hasText: 'Games: 2' }).first();
	await expect(beforeDelete).toContainText('Marco Polo II: Anna and Boris');
	await expectNoSidewaysScroll(page);
	await shot(page, 'data-backups-360');
	await beforeDelete.getByRole('button', { name: 'Restore this backup' }).click();
	await beforeDelete.getByRole('button', { name: 'Tap again: every game and your copy as they were then' }).click();
	await expect(backups.getByRole('status')).toContainText('Restored');
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Marco Polo II: Anna and Boris/ })).toBeVisible();

	// Undo the restore: the game deleted is gone again.
	await page.goto('/data');
	await expect(backups.getByRole('listitem').filter({ hasText: 'Before a backup was restored' })).toContainText('Games: 1');
	await backups.getByRole('listitem').filter({ hasText: 'Before a backup was restored' }).getByRole('button', { name: 'Restore this backup' }).click();
	await backups.getByRole('button', { name: 'Tap again: every game and your copy as they were then' }).click();
	await expect(backups.getByRole('status')).toContainText('Restored');
	await page.goto('/');
	await expect(page.getByRole('link', { name: /Marco Polo II: Ada and Boris/ })).toBeVisible();
	await expect(page.getByRole('link', { name: /Anna and Boris/ })).toHaveCount(0);
});
