/** Merv games as the tests play them: entries in order, each accepted by the rules. */
import { append, type Replayed } from '../../../src/lib/engine/core/replay.ts';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { mervRules, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';

export const THREE = [
	{ name: 'Ana', colour: 'red' as const },
	{ name: 'Boris', colour: 'blue' as const },
	{ name: 'Chen', colour: 'yellow' as const }
];

/** Plays the entries one by one; throws (failing the test) on the first one refused. */
export function play(entries: readonly (MervEntry | { type: 'undo' })[]): { log: Stored<MervEntry>[]; state: MervState } {
	let log: Stored<MervEntry>[] = [];
	let state = mervRules.initial();
	// Each entry played on from the replay of the entries before it, as a game's screen does.
	let replayed: Replayed<MervState> | undefined;
	for (const entry of entries) {
		const r = append(mervRules, log, entry, log.length, replayed);
		if (!r.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${JSON.stringify(r.refusal)}`);
		({ log, state, replayed } = r);
	}
	return { log, state };
}

/** A 3-player game dealt from a seed, set up and ready for the first year. */
export const startedGame = (seed = 'MERV3P'): MervEntry[] => [
	{ type: 'game.created', players: THREE, seed, chamberlain: null, judge: null },
	{ type: 'setup.city', mode: 'dealt' },
	{ type: 'setup.completed' }
];

const set = (who: number, field: Extract<MervEntry, { type: 'tally.set' }>['field'], value: number): MervEntry => ({ type: 'tally.set', who, field, value });

/** A whole 3-player game: a few buildings, a wall, counts, three yearly scorings with an invasion each in years 2 and 3. */
export function finishedGameLog(): { entry: MervEntry }[] {
	const entries: MervEntry[] = [
		...startedGame(),
		{ type: 'site.built', cell: 0, owner: 'red' },
		{ type: 'site.built', cell: 6, owner: 'blue' },
		{ type: 'site.built', cell: 24, owner: 'yellow' },
		{ type: 'wall.built', side: 'north', slot: 0, by: 0 },
		set(0, 'court.spices', 2),
		set(0, 'favour', 3),
		set(0, 'spice.ginger', 2),
		set(1, 'scrolls', 3),
		set(2, 'points', 4),
		{ type: 'year.scored', year: 1 },
		{ type: 'site.soldier', cell: 6, owner: 'blue' },
		set(2, 'cubes.white', 1),
		{ type: 'invasion.started' },
		// Turn order Chen, Boris, Ana: Chen pays a white cube for the site in the south-east, Ana gives up hers.
		{ type: 'invasion.decided', cell: 24, tribute: 'white' },
		{ type: 'invasion.decided', cell: 0, tribute: null },
		{ type: 'invasion.ended' },
		{ type: 'year.scored', year: 2 },
		{ type: 'invasion.started' },
		{ type: 'invasion.decided', cell: 24, tribute: null },
		{ type: 'invasion.decided', cell: 6, tribute: null },
		{ type: 'invasion.ended' },
		{ type: 'year.scored', year: 3 },
		{ type: 'game.finished' }
	];
	return entries.map((entry) => ({ entry }));
}
