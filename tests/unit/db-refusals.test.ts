/**
 * Refusals name their field (docs/data.md, "Damaged data stays contained"): a refusal that gives another as its
 * reason — a damaged entry on the phone, a game left out of a file — keeps that one whole, with its field, so the
 * player never reads "undefined: enter a whole number".
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportFile } from '../../src/lib/db/export.ts';
import { fileBytes } from '../../src/lib/db/file-format.ts';
import { openGame, readEntry } from '../../src/lib/db/games.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { refusalText } from '../../src/lib/ui/i18n.ts';
import { loadMessages } from '../../src/lib/ui/messages.ts';
import { closeAll, importBytes, openDb, storeLog } from './db-fixtures.ts';
import { finishedGameLog } from './marco-polo-2/fixtures.ts';
import { finishedGameLog as mervFinishedGameLog } from './merv/fixtures.ts';
import { voyagesFinishedGameLog } from './voyages/fixtures.ts';

afterEach(closeAll);
beforeAll(() => loadMessages(['core', 'marco_polo_2', 'voyages', 'merv'], 'en'));

describe('refusals name their field, through every refusal that gives another as its reason', () => {
	it('an entry with a number that is not whole, damaged on a phone or in a file, says which number', async () => {
		const db = openDb();
		const log = finishedGameLog({ players: 2 });
		const sheet = log.findIndex((s) => s.entry.type === 'sheet.number');
		(log[sheet]!.entry as { value: number }).value = 2.5;
		await storeLog(db, 'marco-polo-2', log, 'typed');
		const game = await openGame(db, 'typed');
		const damaged = 'damaged' in game ? game.damaged : [];
		expect(damaged.map((d) => refusalText(d.refusal))).toEqual([
			'This entry is damaged and has no effect. Trading posts on the board: enter a whole number, 0 or more.'
		]);
		// The same game with a value of its copy not whole in its first entry: left out of a file, with the reason's field.
		const created = log[0]!.entry as { copy: Record<string, number> };
		await db.entries.update(['typed', 1], { entry: { ...created, copy: { ...created.copy, 'marco-polo-2.coat-track.7': 1.5 } } });
		const { file } = await exportFile(db, { games: 'all', copy: false });
		const result = await importBytes(openDb(), await fileBytes(file, false));
		if (!result.ok) throw new Error(result.refusal.key);
		const [left] = result.plan.games;
		expect(left?.action).toBe('left-out');
		expect(refusalText(left!.reason!)).toBe('Its first entry does not start a game. Value: enter a whole number, 0 or more.');
	});

	it('no refusal of a damaged entry reads "undefined" or a bare key: every number and list of the three games’ logs, broken', async () => {
		const logs = {
			'marco-polo-2': finishedGameLog({ players: 3 }).map((s) => s.entry),
			voyages: voyagesFinishedGameLog(3).map((s) => s.entry),
			merv: mervFinishedGameLog().map((s) => s.entry)
		};
		let checked = 0;
		for (const [kind, entries] of Object.entries(logs)) {
			const module = (await moduleOf(kind))!;
			for (const [seq, entry] of entries.entries())
				for (const path of places(entry))
					for (const odd of [2.5, -1, 1e9, 'x', null, [], {}]) {
						const broken = setAt(entry, path, odd);
						const read = readEntry(module, { seq: seq + 1, at: 1, v: 1, entry: broken });
						if (!read.damaged) continue;
						checked++;
						const text = refusalText(read.damaged);
						expect(text, `${kind} ${path.join('.')} = ${JSON.stringify(odd)}`).not.toMatch(/undefined|\{|\}|(^| )[a-z0-9]+(_[a-z0-9]+)+( |$)/);
					}
		}
		expect(checked).toBeGreaterThan(500);
	}, 60_000);
});

/** Every place in an entry holding a number, a text or a list, by its path. */
function places(x: unknown, path: (string | number)[] = []): (string | number)[][] {
	if (typeof x !== 'object' || x === null) return path.length ? [path] : [];
	const here = Array.isArray(x) && path.length ? [path] : [];
	return [...here, ...Object.entries(x).flatMap(([k, v]) => places(v, [...path, Array.isArray(x) ? Number(k) : k]))];
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
	const copy = structuredClone(root) as Record<string | number, unknown>;
	let x = copy;
	for (const k of path.slice(0, -1)) x = x[k] as Record<string | number, unknown>;
	x[path.at(-1)!] = value;
	return copy;
}
