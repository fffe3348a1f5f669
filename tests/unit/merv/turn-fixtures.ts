/** Merv games with a city laid as a test needs it, for turns played entry by entry. */
import { append, type Replayed } from '../../../src/lib/engine/core/replay.ts';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { CELLS, CUBE_COLOURS, type Action, type CubeColour } from '../../../src/lib/engine/merv/catalog.ts';
import { mervRules, turnStep, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import type { PlayerColour } from '../../../src/lib/engine/merv/meta.ts';
import { THREE } from './fixtures.ts';

export type Layout = Partial<Record<number, { action: Action; colour: CubeColour }>>;

/** Every cell a library in rotating colours, unless the layout says otherwise. */
export const layoutEntries = (layout: Layout): MervEntry[] =>
	CELLS.map((cell) => ({ type: 'site.recorded', cell, ...(layout[cell] ?? { action: 'library' as const, colour: CUBE_COLOURS[cell % 4]! }) }));

/** A 3-player game (Ana red, Boris blue, Chen yellow in that order) on a recorded city, ready for round 1. */
export function cityGame(
	layout: Layout = {},
	players: { name: string; colour: PlayerColour }[] = THREE,
	neutrals: Pick<Extract<MervEntry, { type: 'game.created' }>, 'chamberlain' | 'judge'> = { chamberlain: null, judge: null }
): MervEntry[] {
	const order: (number | 'chamberlain')[] = players.map((_, i) => i);
	if (neutrals.judge) order.unshift(players.length);
	if (neutrals.chamberlain) order.push('chamberlain');
	return [
		{ type: 'game.created', players, seed: 'TURNS', ...neutrals },
		{ type: 'setup.city', mode: 'recorded' },
		...layoutEntries(layout),
		{ type: 'setup.completed' },
		{ type: 'order.set', order }
	];
}

/** The state after the entries, or the refusal of the first one refused and the state before it. */
export function run(entries: readonly MervEntry[]): {
	state: MervState;
	refusal: { key: string; params?: Record<string, unknown> } | null;
	log: Stored<MervEntry>[];
} {
	let log: Stored<MervEntry>[] = [];
	let state = mervRules.initial();
	// Each entry played on from the replay of the entries before it, as a game's screen does, not replayed whole.
	let replayed: Replayed<MervState> | undefined;
	for (const entry of entries) {
		const r = append(mervRules, log, entry, log.length, replayed);
		if (!r.ok) return { state, refusal: r.refusal, log };
		({ log, state, replayed } = r);
	}
	return { state, refusal: null, log };
}

/** Runs entries that must all be accepted. */
export function ok(entries: readonly MervEntry[]): MervState {
	const r = run(entries);
	if (r.refusal) throw new Error(`refused: ${JSON.stringify(r.refusal)} after ${r.log.length} entries`);
	return r.state;
}

export const set = (who: number, field: Extract<MervEntry, { type: 'tally.set' }>['field'], value: number): MervEntry => ({
	type: 'tally.set',
	who,
	field,
	value
});

/**
 * A tracked 3-player game played for some rounds as a table might: each master on a free space, a site of
 * its line (built on or activated), a favour, the end of the turn; at the round's end everyone stays.
 */
export function trackedMervLog(rounds: number): Stored<MervEntry>[] {
	let log: Stored<MervEntry>[] = [];
	let replayed: Replayed<MervState> | undefined;
	const step = (entry: MervEntry) => {
		const r = append(mervRules, log, entry, log.length, replayed);
		if (!r.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${JSON.stringify(r.refusal)}`);
		({ log, replayed } = r);
		return r.state;
	};
	let state = cityGame().reduce((_, e) => step(e), mervRules.initial());
	for (let guard = 0; guard < rounds * 40 && state.round <= rounds; guard++) {
		const now = turnStep(state);
		if (now.step === 'master') state = step({ type: 'turn.master', line: now.free[(state.turnAt * 2) % now.free.length]! });
		else if (now.step === 'site') state = step({ type: 'turn.site', cell: now.cells[state.turnAt % Math.max(1, now.cells.length)] ?? null });
		else if (now.step === 'act') state = step(now.turn.action ? { type: 'turn.ended' } : { type: 'turn.favour' });
		else if (now.step === 'order') state = step({ type: 'order.placed', space: now.spaces[now.spaces.length - 1]!.space });
		else break;
	}
	return log;
}
