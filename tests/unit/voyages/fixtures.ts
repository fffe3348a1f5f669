/**
 * Fixtures for The Voyages of Marco Polo game log: logs built through the rules
 * (every entry validated exactly as `append` would), and a finished game.
 */
import { expect } from 'vitest';
import type { Stored, UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import {
	PLAYER_COLOURS,
	STANDARD_SETUP,
	contractTermsId,
	emptyVoyagesCopy,
	voyagesRules,
	printedValue,
	type VoyagesEntry,
	type VoyagesState,
	type SetupOptions
} from '../../../src/lib/engine/voyages/index.ts';

export type VoyagesAnyEntry = VoyagesEntry | UndoEntry;
export type VoyagesLog = Stored<VoyagesEntry>[];

export const VOYAGES_NAMES = ['Ada', 'Boris', 'Chen', 'Dana'] as const;

/** The game.created entry for n players (names and colours in seat order). */
export function voyagesCreated(players = 3, options: Partial<Omit<SetupOptions, 'players'>> = {}, seed = 'mp1-fixture'): VoyagesEntry {
	return {
		type: 'game.created',
		players: Array.from({ length: players }, (_, i) => ({ name: VOYAGES_NAMES[i]!, colour: PLAYER_COLOURS[i]! })),
		seed,
		options: { ...STANDARD_SETUP, ...options }
	};
}

/** Appends entries that must all be accepted; a refusal is a bug in the fixture or the engine. */
export function voyagesBuild(log: VoyagesLog, ...entries: VoyagesAnyEntry[]): VoyagesLog {
	for (const e of entries) {
		const r = append(voyagesRules, log, e, 1000 + log.length);
		if (!r.ok) throw new Error(`fixture entry ${JSON.stringify(e)} refused: ${JSON.stringify(r.refusal)}`);
		log = r.log;
	}
	return log;
}

/** Appends an entry that must be refused with this key (and params); the log and its state stay as they were. */
export function voyagesExpectRefused(log: VoyagesLog, entry: unknown, key: string, params?: Record<string, string | number>) {
	const before = structuredClone(log);
	const stateBefore = replay(voyagesRules, log);
	const r = append(voyagesRules, log, entry as VoyagesEntry, 42);
	expect(r.ok, `expected ${JSON.stringify(entry)} to be refused with ${key}`).toBe(false);
	if (r.ok) return;
	expect(r.refusal.key).toBe(key);
	if (params) expect(r.refusal.params).toEqual(params);
	expect(log).toEqual(before);
	expect(replay(voyagesRules, log)).toEqual(stateBefore);
}

/** Appends an entry that must be accepted; the new log and state. */
export function voyagesExpectAccepted(log: VoyagesLog, entry: VoyagesAnyEntry): { log: VoyagesLog; state: VoyagesState } {
	const r = append(voyagesRules, log, entry, 42);
	if (!r.ok) throw new Error(`expected ${JSON.stringify(entry)} to be accepted, got ${JSON.stringify(r.refusal)}`);
	expect(r.log).toHaveLength(log.length + 1);
	return { log: r.log, state: replay(voyagesRules, r.log) };
}

/** A game set up with the standard options (first-game characters, 2 goal cards each) and play started. */
export function voyagesPlayingLog(players = 3, options: Partial<Omit<SetupOptions, 'players'>> = {}): VoyagesLog {
	return voyagesBuild([], voyagesCreated(players, options), { type: 'setup.completed' });
}

/**
 * Setup → round 1 with dice → a few travels (trading posts in Alexandria and
 * Moscow) → scoring prefilled from the table → every sheet confirmed → finished.
 */
export function voyagesFinishedGameLog(players = 3): VoyagesLog {
	let log = voyagesPlayingLog(players);
	log = voyagesBuild(log, { type: 'round.started' });
	for (let p = 0; p < players; p++) log = voyagesBuild(log, { type: 'dice.rolled', player: p, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } });
	for (let p = 0; p < players; p++)
		log = voyagesBuild(
			log,
			p % 2 === 0
				? { type: 'travel', player: p, path: ['venezia', 'alexandria'], maxSteps: 3 }
				: { type: 'travel', player: p, path: ['venezia', 'oasis-a', 'moscow'], maxSteps: 2 }
		);
	log = voyagesBuild(log, { type: 'contract.completed', player: 0, pay: {}, reward: { points: 3, silk: 1 } });
	log = voyagesBuild(log, { type: 'scoring.started' });
	for (let p = 0; p < players; p++) log = voyagesBuild(log, { type: 'sheet.confirmed', player: p, confirmed: true });
	return voyagesBuild(log, { type: 'game.finished' });
}

/**
 * The entries that complete an active contract as printed (default terms of the
 * data): first enough goods and camels for its cost, then the completion.
 */
export function voyagesCompleteContract(player: number, contract: string): VoyagesEntry[] {
	const terms = printedValue(emptyVoyagesCopy(), contractTermsId(contract));
	if (!terms || typeof terms !== 'object' || !('cost' in terms)) return [{ type: 'contract.completed', player, pay: {}, reward: {}, contract }];
	const cost = { ...(terms.cost as Record<string, number>) };
	const reward = { ...(terms.reward.amounts as Record<string, number>) };
	const entries: VoyagesEntry[] = [];
	if (Object.keys(cost).length) entries.push({ type: 'table.adjust', player, delta: cost });
	entries.push({ type: 'contract.completed', player, pay: cost, reward, contract });
	return entries;
}
