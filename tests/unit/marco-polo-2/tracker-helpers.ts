/**
 * Helpers for the table-tracker tests: logs in the 'playing' phase at a chosen
 * point of a round, built through the rules (every entry validated).
 */
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	marcoPolo2Rules,
	type CharacterId,
	type MarcoPolo2State,
	type TablePlayer,
	type TableState,
	type TrackerEntry
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import type { Copy } from '../../../src/lib/engine/core/printed.ts';
import { accepted, LogBuilder, setupEntries, travelCopy, type Entry, type Log } from './fixtures.ts';

export interface TableOptions {
	players?: number;
	firstPlayer?: number;
	/**
	 * Characters per seat; default: Möngke Khan and Filippo Vitello on seats 0 and 1 (no rule the tracker
	 * applies, so resources move only as the test says), then De Wu, Mailin & Tian Chin.
	 */
	characters?: readonly CharacterId[];
	/** The printed values the game starts with; default: the made-up travel spaces (see MADE_UP_TRAVEL). */
	copy?: Copy;
}

const DEFAULT_CHARACTERS: readonly CharacterId[] = ['mongke-khan', 'filippo-vitello', 'de-wu', 'mailin-tian-chin'];

export const stateOf = (log: Log): MarcoPolo2State => replay(marcoPolo2Rules, log);
export const tableOf = (log: Log): TableState => stateOf(log).table!;
export const playerOf = (log: Log, seat: number): TablePlayer => tableOf(log).players[seat]!;

/** Appends entries that must all be accepted, in linear time (throws on a refused one). */
export function extend(log: Log, ...entries: Entry[]): Log {
	const b = new LogBuilder();
	b.add(...log.map((s) => s.entry), ...entries);
	return b.log;
}

/** A log just after setup: phase 'playing', table before round 1. */
export function playingLog(options: TableOptions = {}): Log {
	const n = options.players ?? 4;
	const characters = options.characters ?? DEFAULT_CHARACTERS.slice(0, n);
	return extend([], ...setupEntries({ players: n, firstPlayer: options.firstPlayer ?? 0, characters, copy: options.copy ?? travelCopy() }));
}

/** Faces that sum to exactly 15: no compensation. */
export const NO_COMPENSATION = [1, 2, 3, 4, 5];

/** dice.rolled entries for every seat; compensation taken as coins. */
export function rolls(faces: readonly (readonly number[])[]): TrackerEntry[] {
	return faces.map((f, player) => {
		const due = Math.max(0, 15 - f.reduce((a, b) => a + b, 0));
		return { type: 'dice.rolled', player, faces: [...f], compensation: { coins: due, camels: 0 } };
	});
}

export interface TurnsOptions extends TableOptions {
	/** Faces per seat; default 1 2 3 4 5 for everyone. */
	faces?: readonly (readonly number[])[];
	/** Entries before the round starts (corrections: trading posts, seals, resources). */
	before?: readonly Entry[];
}

/** A log in round 1 at the first player's first turn. */
export function turnsLog(options: TurnsOptions = {}): Log {
	const n = options.players ?? 4;
	const faces = options.faces ?? Array.from({ length: n }, () => NO_COMPENSATION);
	return extend(playingLog(options), ...(options.before ?? []), { type: 'round.started', bonuses: [] }, ...rolls(faces));
}

/**
 * Main actions that cost and give nothing when their space is free, in the order `retire` tries them:
 * the contracts action taking no contract (RU L512; only with a trading post, RU L506), the books with an offer of nothing, then the two
 * city cards of the action area (last: tests use them right after others retire).
 */
const QUIET_ACTIONS: readonly { detail: Record<string, unknown>; minDie: number; blue: boolean }[] = [
	{ detail: { space: 'contracts', take: 0, discard: [] }, minDie: 1, blue: true },
	{ detail: { space: 'book-1', pay: {}, gain: {} }, minDie: 1, blue: true },
	{ detail: { space: 'book-2', pay: {}, gain: {} }, minDie: 3, blue: true },
	{ detail: { space: 'book-3-upper', pay: {}, gain: {} }, minDie: 5, blue: true },
	{ detail: { space: 'book-3-lower', pay: {}, gain: {} }, minDie: 5, blue: true },
	{ detail: { space: 'city-card', card: 'area-1', pay: {}, gain: {} }, minDie: 1, blue: false },
	{ detail: { space: 'city-card', card: 'area-2', pay: {}, gain: {} }, minDie: 1, blue: false }
];

/**
 * The main action `retire` takes: a quiet action on a free space with the first die accepted there (no
 * resource changes), else one on an occupied blue space with the lowest die (paying that many coins,
 * RU L757), else Khan's Favor. Throws when none is accepted.
 */
export function quietAction(log: Log, seat: number): Entry {
	const t = tableOf(log);
	const dice = t.players[seat]!.dice.map((d, i) => ({ i, face: d.face }));
	const lowest = [...dice].sort((a, b) => a.face - b.face)[0];
	const tries: Entry[] = [];
	for (const q of QUIET_ACTIONS) {
		if (q.blue && (t.spaces[q.detail.space as string] ?? []).length > 0) continue;
		for (const d of dice) if (d.face >= q.minDie) tries.push(act(seat, [d.i], q.detail));
	}
	for (const q of QUIET_ACTIONS) if (q.blue && lowest && lowest.face >= q.minDie) tries.push(act(seat, [lowest.i], q.detail));
	for (const d of dice) tries.push(act(seat, [d.i], { space: 'khans-favor' }));
	const found = tries.find((e) => accepted(log, e));
	if (!found) throw new Error(`seat ${seat} has no action to retire with`);
	return found;
}

/**
 * A player uses up every die left and ends the turn: out of the round. With dice left after the
 * main action, or one die that was all they had at the start of the turn, only the money bag
 * (coins); otherwise one quiet main action first (see quietAction), as the rules require (RU L679–681).
 */
export function retire(log: Log, seat: number): Log {
	const t = tableOf(log);
	const mayBagAll = t.mainActionTaken || (t.turnStartDice === 1 && t.players[seat]!.dice.length === 1);
	if (!mayBagAll) log = extend(log, quietAction(log, seat));
	const dice = playerOf(log, seat).dice.length;
	const entries: Entry[] = Array.from({ length: dice }, () => ({ type: 'bonus.moneyBag', player: seat, die: 0, take: 'coins' }) as const);
	return extend(log, ...entries, { type: 'turn.ended', player: seat });
}

/** Until it is `seat`'s turn again, every other seat uses up its dice: then only `seat` has turns left this round. */
export function retireOthers(log: Log, seat: number): Log {
	for (let t = tableOf(log); t.stage === 'turns' && t.turn !== seat; t = tableOf(log)) log = retire(log, t.turn!);
	return log;
}

/** Plays a whole quiet round: start, roll, everyone retires (one quiet main action each, the rest in the money bag). */
export function quietRound(log: Log, faces?: readonly (readonly number[])[]): Log {
	const n = tableOf(log).players.length;
	log = extend(log, { type: 'round.started', bonuses: [] }, ...rolls(faces ?? Array.from({ length: n }, () => NO_COMPENSATION)));
	while (tableOf(log).stage === 'turns') log = retire(log, tableOf(log).turn!);
	return log;
}

/** A correction entry that gives a player resources (table.adjust). */
export const give = (player: number, delta: Partial<Record<string, number>>): Entry => ({ type: 'table.adjust', player, delta });

/** An action entry (the detail is not type-checked: tests also send malformed ones). */
export const act = (player: number, dice: number[], detail: Record<string, unknown>): Entry => ({ type: 'action', player, dice, ...detail }) as Entry;

export const endTurn = (player: number): Entry => ({ type: 'turn.ended', player });
