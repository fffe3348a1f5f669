/**
 * Stored games read as they always did. The logs in golden/ were written by the engine before the
 * main action became one shape per action space (played games from table-play.ts, 2 to 4 players):
 * every entry must still read as it was stored, and the log replay, with nothing flagged, to the
 * same states (hashes taken from that engine). If one of these fails, a change would alter stored
 * games: add an entry migration (docs/data.md) instead of updating the hashes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { parseEntry, replayLog } from '../../../src/lib/engine/core/replay.ts';
import { voyagesRules, type VoyagesEntry } from '../../../src/lib/engine/voyages/index.ts';

/** JSON with its keys sorted, so that a hash does not depend on the order fields were written in. */
const stable = (x: unknown): string =>
	Array.isArray(x)
		? `[${x.map(stable).join(',')}]`
		: x !== null && typeof x === 'object'
			? `{${Object.keys(x)
					.sort()
					.map((k) => `${JSON.stringify(k)}:${stable((x as Record<string, unknown>)[k])}`)
					.join(',')}}`
			: JSON.stringify(x);
const hash = (x: unknown) => createHash('sha256').update(stable(x)).digest('hex').slice(0, 16);

const stored = (name: string) => JSON.parse(readFileSync(new URL(`./golden/${name}.json`, import.meta.url), 'utf8')) as Stored<VoyagesEntry>[];

/** Each stored game: its entries, and the hashes of its last state and of all its states, from the engine that stored it. */
const GAMES: Record<string, { entries: number; last: string; states: string }> = {
	'stored-played-15': { entries: 236, last: 'e5e53d3c3340f745', states: '76ae1e49d524e1bf' },
	'stored-played-16': { entries: 205, last: '70c8f2a4b017983a', states: 'c913d1d0f15e5f14' },
	'stored-played-31': { entries: 237, last: '3b2a34d053c5a50c', states: 'fa31d88c404a251c' },
	'stored-played-34': { entries: 115, last: '7632cdae74fe533e', states: '7ffffee512067e7b' }
};

describe('stored Voyages games read and replay as they always did', () => {
	it('hold main actions on every kind of space, with the fields each space takes', () => {
		const fields = new Set<string>();
		for (const name of Object.keys(GAMES))
			for (const { entry } of stored(name)) {
				if (entry.type !== 'action') continue;
				const space = entry.space.startsWith('city-card:') ? 'city-card' : entry.space;
				for (const f of Object.keys(entry)) fields.add(`${space}.${f}`);
			}
		for (const f of [
			'take-5-coins.space',
			'bazaar-camels.column',
			'bazaar-pepper.column',
			'bazaar-silk.column',
			'bazaar-gold.column',
			'bazaar-gold.gain',
			'khans-favor.gain',
			'contracts.contracts',
			'contracts.discard',
			'contracts.gain',
			'travel.path',
			'travel.figure',
			'travel.otherPath',
			'travel.postBonus',
			'travel.extras',
			'city-card.pay',
			'city-card.gain'
		])
			expect(fields.has(f), f).toBe(true);
	});

	for (const [name, pinned] of Object.entries(GAMES))
		it(`${name}: every entry reads as stored, and the log replays to the same states with nothing flagged`, () => {
			const log = stored(name);
			expect(log).toHaveLength(pinned.entries);
			for (const { entry } of log) {
				const read = parseEntry(voyagesRules, entry);
				expect(read, JSON.stringify(entry)).toStrictEqual({ ok: true, entry });
			}
			const r = replayLog(voyagesRules, log);
			expect(r.flagged).toEqual([]);
			expect(hash(r.states.at(-1))).toBe(pinned.last);
			expect(hash(r.states)).toBe(pinned.states);
		});
});
