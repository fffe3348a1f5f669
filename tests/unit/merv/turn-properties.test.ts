/** Properties of Merv's turns: production whatever the order buildings came in; random turns replay, refuse cleanly and undo. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { CELLS, COURTS, CUBES, SIDES, SPICES, mervRules, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run } from './turn-fixtures.ts';

const owners = ['red', 'blue', 'yellow'] as const;
const cubes = fc.dictionary(fc.constantFrom(...CUBES), fc.integer({ min: 0, max: 3 }), { maxKeys: 3 });
const turnEntry: fc.Arbitrary<MervEntry | { type: 'undo' }> = fc.oneof(
	fc.record({ type: fc.constant('turn.master' as const), line: fc.integer({ min: 0, max: 4 }) }),
	fc.record({ type: fc.constant('turn.site' as const), cell: fc.constantFrom(null, ...CELLS) }),
	fc.constantFrom({ type: 'turn.favour' as const }, { type: 'turn.ended' as const }, { type: 'undo' as const }),
	fc.record({ type: fc.constant('turn.soldier' as const), cell: fc.constantFrom(null, ...CELLS) }),
	fc.record({ type: fc.constant('turn.library' as const), paid: cubes }),
	fc.record({ type: fc.constant('turn.palace' as const), courts: fc.array(fc.constantFrom(...COURTS), { maxLength: 2 }), paid: cubes }),
	fc.record({
		type: fc.constant('turn.caravanserai' as const),
		spices: fc.array(fc.constantFrom(...SPICES), { maxLength: 3 }),
		paid: cubes,
		camelsTaken: fc.integer({ min: 0, max: 2 }),
		camelsPlaced: fc.integer({ min: 0, max: 2 })
	}),
	fc.record({
		type: fc.constant('turn.wall' as const),
		pieces: fc.array(
			fc.record({
				kind: fc.constantFrom('wall' as const, 'gate' as const),
				n: fc.integer({ min: 1, max: 4 }),
				side: fc.constantFrom(...SIDES),
				slot: fc.integer({ min: 0, max: 4 })
			}),
			{
				maxLength: 2
			}
		),
		paid: cubes
	}),
	fc.record({ type: fc.constant('turn.market' as const), corner: fc.constantFrom(null, 0, 1, 2, 3) }),
	fc.record({ type: fc.constant('owed.soldier' as const), cell: fc.constantFrom(null, ...CELLS) }),
	fc.record({ type: fc.constant('owed.upgrade' as const), cell: fc.constantFrom(...CELLS) }),
	fc.record({
		type: fc.constant('owed.discovery' as const),
		tile: fc.constantFrom('discount.palace' as const, 'convert.sand' as const, 'fourth.points' as const, 'third.wall-piece' as const)
	}),
	fc.record({ type: fc.constant('order.placed' as const), space: fc.integer({ min: 0, max: 3 }) }),
	fc.record({
		type: fc.constant('tally.set' as const),
		who: fc.integer({ min: 0, max: 2 }),
		field: fc.constantFrom(...(['cubes.purple', 'cubes.white', 'camels', 'scrolls'] as const)),
		value: fc.integer({ min: 0, max: 5 })
	})
);

/** Column 2 (line 1) of round 1: its five sites, each in the layout below. */
const COLUMN = [1, 6, 11, 16, 21];
const layout = {
	1: { action: 'palace' as const, colour: 'orange' as const },
	6: { action: 'wall' as const, colour: 'sand' as const },
	16: { action: 'library' as const, colour: 'purple' as const }
};
const buildings = fc.uniqueArray(fc.record({ cell: fc.constantFrom(...COLUMN.filter((c) => c !== 11)), owner: fc.constantFrom(...owners) }), {
	selector: (b) => b.cell,
	maxLength: 4
});
const upgrades = fc.uniqueArray(
	fc.record({ cell: fc.constantFrom(...COLUMN), upgrade: fc.constantFrom('white' as const, 'sand' as const, 'orange' as const) }),
	{ selector: (u) => u.cell, maxLength: 2 }
);

function startLog(entries: readonly MervEntry[]): Stored<MervEntry>[] {
	let log: Stored<MervEntry>[] = [];
	for (const e of entries) {
		const r = append(mervRules, log, e, log.length);
		if (!r.ok) throw new Error(JSON.stringify(r.refusal));
		log = r.log;
	}
	return log;
}

describe('Merv turn properties', () => {
	it('production never depends on the order the buildings were built in (RU L359–L369)', () => {
		fc.assert(
			fc.property(buildings, upgrades, fc.constantFrom(...COLUMN), (built, ups, cell) => {
				const entries = (order: typeof built): MervEntry[] => [
					...cityGame(layout),
					...order.map((b): MervEntry => ({ type: 'site.built', cell: b.cell, owner: b.owner })),
					...ups.map((u): MervEntry => ({ type: 'site.upgraded', cell: u.cell, upgrade: u.upgrade })),
					{ type: 'turn.master', line: 1 },
					{ type: 'turn.site', cell }
				];
				const a = run(entries(built));
				const b = run(entries([...built].reverse()));
				expect(b.refusal).toEqual(a.refusal);
				expect(b.state.turn?.produced ?? null).toEqual(a.state.turn?.produced ?? null);
				expect(b.state.participants.map((p) => p.tally)).toEqual(a.state.participants.map((p) => p.tally));
			}),
			{ numRuns: 150 }
		);
	});

	it('random turns: replay is deterministic, refusals change nothing and never throw, undo restores', () => {
		const start = cityGame({
			6: { action: 'palace', colour: 'orange' },
			8: { action: 'caravanserai', colour: 'sand' },
			2: { action: 'wall', colour: 'purple' }
		});
		const log0 = startLog(start);
		expect(replay(mervRules, log0)).toEqual(ok(start));
		fc.assert(
			fc.property(fc.array(turnEntry, { maxLength: 30 }), (entries) => {
				let log = log0;
				for (const entry of entries) {
					const before = replay(mervRules, log);
					const r = append(mervRules, log, entry, log.length);
					if (!r.ok) {
						expect(r.refusal.key).toMatch(/refusal_/);
						continue;
					}
					log = r.log;
					expect(replay(mervRules, log)).toEqual(r.state);
					if (entry.type !== 'undo') {
						const undone = append(mervRules, log, { type: 'undo' }, log.length);
						expect(undone.ok && undone.state).toEqual(before);
					}
				}
			}),
			{ numRuns: 60 }
		);
	}, 30_000);
});
