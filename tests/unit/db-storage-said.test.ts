/**
 * What the screens say of the data (docs/data.md, "Nothing lost"): storage that never answers is noticed, and the
 * notice ends when it answers; the CSV of the plays stored writes a name that begins like a formula as text.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { listGames } from '../../src/lib/db/list.ts';
import { loadPlays } from '../../src/lib/db/plays.ts';
import { SilkLedgerDb } from '../../src/lib/db/schema.ts';
import { noticeSlow } from '../../src/lib/db/storage.ts';
import { playsCsv } from '../../src/lib/stats/csv.ts';
import { isFinished } from '../../src/lib/stats/play.ts';
import { closeAll, openDb, storeNamed } from './db-fixtures.ts';

afterEach(closeAll);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('storage that never answers', () => {
	it('a read blocked by another tab’s open database is noticed as slow, neither answered nor failed, until that tab lets go', async () => {
		// Another tab holds the database open at an older version and does not let go: this one's upgrade waits on it.
		const name = `blocked-${Math.random().toString(36).slice(2)}`;
		const other = await new Promise<IDBDatabase>((resolve) => {
			const open = indexedDB.open(name, 1);
			open.onsuccess = () => resolve(open.result);
		});
		const db = new SilkLedgerDb(name);
		const said: string[] = [];
		const read = noticeSlow(
			listGames(db),
			50,
			() => said.push('slow'),
			() => said.push('answered')
		);
		let settled = false;
		read.then(
			() => (settled = true),
			() => (settled = true)
		);
		await pause(200);
		expect([said, settled]).toEqual([['slow'], false]);
		other.close();
		expect(await read).toEqual([]);
		expect(said).toEqual(['slow', 'answered']);
		db.close();
	});

	it('a read that answers in time is not said at all', async () => {
		const said: string[] = [];
		await noticeSlow(
			listGames(openDb()),
			1000,
			() => said.push('slow'),
			() => said.push('answered')
		);
		await pause(20);
		expect(said).toEqual([]);
	});
});

describe('the CSV of the plays stored', () => {
	it('a player named like a formula is written with an apostrophe, a score as a number', async () => {
		const db = openDb();
		await storeNamed(db, ['=HYPERLINK("x")', '@Boris'], 'formula');
		const plays = (await loadPlays(db)).filter(isFinished);
		const rows = playsCsv(plays, () => 'Marco Polo II').split('\r\n');
		expect(rows[1]).toMatch(/^\d{4}-\d\d-\d\d,Marco Polo II,formula,\d+,1,"'=HYPERLINK\(""x""\)",[^,]*,172,2,0,/);
		expect(rows[2]).toMatch(/^\d{4}-\d\d-\d\d,Marco Polo II,formula,\d+,2,'@Boris,[^,]*,206,1,1,/);
	});
});
