/**
 * A file the app wrote is always one it can read (docs/data.md, "The Silk Ledger file"): any state this phone can
 * store — games of the three kinds at any point of play, with any names the forms accept (markup such as
 * "<script>" included: names are shown as text), archived or not, with ticked checklists and damaged entries,
 * the copy of the game with place names and labels of any text — is saved to a file that a fresh phone imports
 * back identical: the same rows, the same players remembered, and the same file when saved again.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { canonical } from '../../src/lib/db/canonical.ts';
import { exportFile } from '../../src/lib/db/export.ts';
import { fileBytes } from '../../src/lib/db/file-format.ts';
import { readLog, summaryOf } from '../../src/lib/db/games.ts';
import { loadRememberedPlayers } from '../../src/lib/db/players.ts';
import type { EntryRecord, SilkLedgerDb } from '../../src/lib/db/schema.ts';
import type { Stored } from '../../src/lib/engine/core/log.ts';
import { checkPrintedValue } from '../../src/lib/engine/core/printed.ts';
import { replay } from '../../src/lib/engine/core/replay.ts';
import { nameForComparison, playerName } from '../../src/lib/engine/core/schema.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { closeAll, importBytes, openDb } from './db-fixtures.ts';
import { finishedGameLog } from './marco-polo-2/fixtures.ts';
import { finishedGameLog as mervFinishedGameLog, play as playMerv } from './merv/fixtures.ts';
import { voyagesFinishedGameLog } from './voyages/fixtures.ts';

afterEach(closeAll);

const KINDS = ['marco-polo-2', 'voyages', 'merv'] as const;
type Kind = (typeof KINDS)[number];

/** Finished logs of each kind and player count the fixtures play; a game in progress is the start of one. */
const logs: Record<string, Stored<unknown>[]> = {};
/** Values each game's copy takes as a small whole number, to put in the copy of the game. */
const numbers: { id: string; value: number }[] = [];
beforeAll(async () => {
	for (const players of [2, 3, 4]) {
		logs[`marco-polo-2:${players}`] = finishedGameLog({ players });
		logs[`voyages:${players}`] = voyagesFinishedGameLog(players);
	}
	logs['merv:3'] = playMerv(mervFinishedGameLog().map((e) => e.entry)).log;
	for (const kind of KINDS) {
		const { printed } = (await moduleOf(kind))!;
		const found = printed.defs.flatMap((d) => [1, 2, 3].filter((n) => !checkPrintedValue(printed, d.id, n)).map((value) => ({ id: d.id, value })));
		numbers.push(...found.filter((_, i) => i % 7 === 0).slice(0, 4));
	}
});

const MARKUP = ['<script>f()</script>', '<img src=x onerror=f()>', 'a<b', '</p>', '<!--', 'javascript:f()', '<svg onload=f()>', 'Zoë <Z>', '"><i>'];
const text = (max: number) => fc.oneof(fc.constantFrom(...MARKUP.filter((s) => s.length <= max)), fc.string({ minLength: 1, maxLength: max }));
/** A name as the new-game forms store it: checked, trimmed and normalised by the entry schema. */
const name = text(24).filter((s) => v.is(playerName, s) && v.parse(playerName, s) === s);

const game = fc.record({
	kind: fc.constantFrom(...KINDS),
	players: fc.integer({ min: 2, max: 4 }),
	names: fc.uniqueArray(name, { minLength: 4, maxLength: 4, selector: nameForComparison }),
	/** How many entries of the finished log are played (all of them: finished). */
	played: fc.nat(),
	archived: fc.boolean(),
	checklist: fc.subarray(['black-dice', 'coins', '<b>x</b>']),
	/** An entry after the first that no longer fits its game's schema, or was written by a newer app. */
	damaged: fc.option(fc.record({ at: fc.nat(), newer: fc.boolean() }), { nil: undefined })
});
type GameArb = typeof game extends fc.Arbitrary<infer T> ? T : never;

const copy = fc.record({
	places: fc.uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), name: text(30), oasis: fc.boolean() }), {
		selector: (p) => p.id,
		maxLength: 3
	}),
	labels: fc.array(text(16), { maxLength: 3 }),
	numbers: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
});

/** Stores one game as the app does (its log's rows, then the summary of the log as the app reads it). */
async function store(db: SilkLedgerDb, g: GameArb, id: string): Promise<void> {
	const kind: Kind = g.kind;
	const players = kind === 'merv' ? 3 : g.players;
	const log = logs[`${kind}:${players}`]!;
	const rows: EntryRecord[] = log
		.slice(0, 1 + (g.played % log.length))
		.map((s) => ({ gameId: id, seq: s.seq, at: s.at, v: 1, entry: structuredClone(s.entry) }));
	const created = rows[0]!.entry as { players: { name: string }[] };
	created.players.forEach((p, i) => (p.name = g.names[i]!));
	if (g.damaged && rows.length > 1) {
		const row = rows[1 + (g.damaged.at % (rows.length - 1))]!;
		if (g.damaged.newer) row.v = 2;
		else row.entry = { type: 'no-longer-known', by: g.names[0] };
	}
	await db.entries.bulkAdd(rows);
	const module = (await moduleOf(kind))!;
	const state = replay(module.rules, (await readLog(db, module, id)).log);
	await db.games.add({
		id,
		kind,
		createdAt: rows[0]!.at,
		updatedAt: rows.at(-1)!.at,
		...summaryOf(module, state),
		...(g.checklist.length ? { checklist: g.checklist } : {}),
		...(g.archived ? { archived: true } : {})
	});
}

async function storeCopy(db: SilkLedgerDb, c: typeof copy extends fc.Arbitrary<infer T> ? T : never): Promise<void> {
	for (const p of c.places) await db.printed.put({ id: `marco-polo-2.place.${p.id}`, value: { name: p.name, oasis: p.oasis }, updatedAt: 1 });
	for (const [i, label] of c.labels.entries()) await db.printed.put({ id: `marco-polo-2.coat-label.c${i + 1}`, value: label, updatedAt: 2 });
	for (const n of c.numbers) if (numbers[n]) await db.printed.put({ ...numbers[n], updatedAt: 3 });
}

/** The tables that make a phone's games and copy, in key order, a value's `from` aside (it says which file it came back from). */
async function tables(db: SilkLedgerDb) {
	return {
		games: await db.games.orderBy('id').toArray(),
		entries: await db.entries.toArray(),
		printed: (await db.printed.toArray()).map(({ from: _, ...row }) => row)
	};
}

it('any state the app stores is saved to a file that a fresh phone imports back identical', async () => {
	const seen = { markup: 0, damaged: 0, inProgress: 0, copy: 0 };
	await fc.assert(
		fc.asyncProperty(fc.array(game, { minLength: 1, maxLength: 3 }), copy, async (games, values) => {
			seen.markup += +games.some((g) => g.names.some((n) => /<[a-z/!]/i.test(n)));
			seen.damaged += +games.some((g) => g.damaged);
			seen.inProgress += +games.some((g) => g.played % 10 !== 0);
			seen.copy += +(values.places.length + values.labels.length + values.numbers.length > 0);
			const db = openDb();
			for (const [i, g] of games.entries()) await store(db, g, `game-${i}`);
			await storeCopy(db, values);
			const { file, leftOut } = await exportFile(db, { games: 'all', copy: true }, 4_000_000);
			expect(leftOut).toBe(0);
			const other = openDb();
			const result = await importBytes(other, await fileBytes(file, true), 'all.json.gz');
			if (!result.ok) throw new Error(`the app's own file was refused: ${result.refusal.key}`);
			expect(result.plan.games.map((g) => g.action)).toEqual(games.map(() => 'add'));
			const [here, there] = [await tables(db), await tables(other)];
			expect(there).toEqual(here);
			expect(await loadRememberedPlayers(other)).toEqual(await loadRememberedPlayers(db));
			expect((await other.printed.toArray()).every((row) => row.from?.file === 'all.json.gz')).toBe(true);
			const again = await exportFile(other, { games: 'all', copy: true }, 4_000_000);
			expect(canonical(again.file.content.games)).toBe(canonical(file.content.games));
			await closeAll();
		}),
		{ numRuns: 40, seed: 2024 }
	);
	// The runs held what the property is about: names with markup, damaged entries, games in progress, the copy.
	expect(Object.values(seen).every((n) => n >= 5)).toBe(true);
	expect(numbers.length).toBeGreaterThan(6);
}, 120_000);
