/**
 * Fixtures for The Voyages of Marco Polo game log: logs built through the rules
 * (every entry validated exactly as `append` would), and a finished game.
 */
import { expect } from 'vitest';
import type { Stored, UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import {
	STANDARD_SETUP,
	contractTermsId,
	emptyVoyagesCopy,
	voyagesRules,
	printedValue,
	type VoyagesEntry,
	type VoyagesState,
	type SetupOptions
} from '../../../src/lib/engine/voyages/index.ts';
import { PLAYER_COLOURS } from '../../../src/lib/engine/voyages/meta.ts';

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

/** Entries that belong to a player's turn (PL:600, PL:715): the turn is brought round to their player first. */
const IN_TURN = new Set(['action', 'travel', 'move', 'contract.completed', 'bonus.reroll', 'bonus.adjustDie', 'bonus.blackDie', 'bonus.threeCoins']);
/** What the other players do with a die to pass their turn. */
const FILLERS = ['take-5-coins', 'bazaar-camels', 'bazaar-pepper'] as const;
/** Entries that are the turn's main action. */
const MAIN_ACTION = new Set(['action', 'travel']);

/**
 * What the player whose turn it is does to pass it: their lowest die on 5 coins or the bazaar's camels or pepper
 * (a space their colour has not used this round, PL:236), else on the money bag, then the end of the turn (drain:
 * every die left on the money bag first).
 */
function passing(s: VoyagesState, now: number, drain = false): VoyagesEntry {
	const p = s.players[now]!;
	const lowest = p.dice.reduce((best, d, i) => (d.value < p.dice[best]!.value ? i : best), 0);
	const space = FILLERS.find((sp) => !(s.spaces.uses[sp] ?? []).some((u) => u.player === now));
	if (s.mainActionTaken || p.dice.length === 0)
		return drain && p.dice.length > 0 ? { type: 'bonus.threeCoins', player: now, die: lowest } : { type: 'turn.ended', player: now };
	if (!space || (p.stock.coins < 6 && p.dice.length > 1)) return { type: 'bonus.threeCoins', player: now, die: lowest };
	return { type: 'action', player: now, dice: [lowest], space };
}

/**
 * The log brought to `player`'s turn with their main action still to take (mainAction) or as it is: a round started
 * and rolled where none is under way (five 3s each: no compensation), the players before them each placing their
 * lowest die on 5 coins or the bazaar's camels or pepper (else on the money bag), or ending a turn whose action is taken.
 */
export function voyagesTurnOf(log: VoyagesLog, player: number, mainAction = true): VoyagesLog {
	for (let guard = 0; guard < 200; guard++) {
		const s = replay(voyagesRules, log);
		if (s.round === 0 || s.turn === null) {
			log = voyagesBuild(log, { type: 'round.started' });
			continue;
		}
		const unrolled = s.rolled.findIndex((r) => !r);
		if (unrolled !== -1) {
			log = voyagesBuild(log, {
				type: 'dice.rolled',
				player: unrolled,
				faces: Array<number>(s.setup!.players[unrolled]!.dice).fill(3),
				compensation: { coins: 0, camels: 0 }
			});
			continue;
		}
		const now = s.turn;
		if (now === player && (!mainAction || !s.mainActionTaken)) return log;
		log = voyagesBuild(log, passing(s, now));
	}
	throw new Error(`no turn of seat ${player}`);
}

/** The round played out, so that the next may start: every die left goes on a space or the money bag (a round nobody rolled in may simply be started again). */
export function voyagesRoundOver(log: VoyagesLog): VoyagesLog {
	for (let guard = 0; guard < 200; guard++) {
		const s = replay(voyagesRules, log);
		if (s.turn === null || !s.rolled.every(Boolean)) return log;
		log = voyagesBuild(log, passing(s, s.turn, true));
	}
	throw new Error('the round does not end');
}

/** Like voyagesBuild, each entry of a player's turn entered in that player's turn (voyagesTurnOf). */
export function voyagesPlay(log: VoyagesLog, ...entries: VoyagesAnyEntry[]): VoyagesLog {
	for (const e of entries) {
		if (IN_TURN.has(e.type) && 'player' in e) log = voyagesTurnOf(log, e.player, MAIN_ACTION.has(e.type));
		log = voyagesBuild(log, e);
	}
	return log;
}

/** A game set up with the standard options (first-game characters, 2 goal cards each) and play started. */
export function voyagesPlayingLog(players = 3, options: Partial<Omit<SetupOptions, 'players'>> = {}): VoyagesLog {
	return voyagesBuild([], voyagesCreated(players, options), { type: 'setup.completed' });
}

/**
 * Setup → round 1 with dice → a travel action each (trading posts in Alexandria and
 * Moscow), a contract completed → scoring prefilled from the table → every sheet confirmed → finished.
 */
export function voyagesFinishedGameLog(players = 3): VoyagesLog {
	let log = voyagesPlayingLog(players);
	log = voyagesBuild(log, { type: 'round.started' });
	for (let p = 0; p < players; p++) log = voyagesBuild(log, { type: 'dice.rolled', player: p, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } });
	// Travellers after the first pay for the occupied travel space (3 coins) besides the journey: 10 coins more each.
	for (let p = 1; p < players; p++) log = voyagesBuild(log, { type: 'table.adjust', player: p, delta: { coins: 10 } });
	for (let p = 0; p < players; p++)
		log = voyagesPlay(
			log,
			p % 2 === 0
				? { type: 'action', player: p, dice: [0, 1], space: 'travel', path: ['venezia', 'alexandria'] }
				: { type: 'action', player: p, dice: [0, 1], space: 'travel', path: ['venezia', 'oasis-a', 'moscow'] }
		);
	log = voyagesPlay(log, { type: 'contract.completed', player: 0, pay: {}, reward: { points: 3, silk: 1 } });
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
