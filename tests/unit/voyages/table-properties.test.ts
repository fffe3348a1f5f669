/**
 * Property tests of the Voyages turn engine (fast-check): whole games played from the first entry
 * to the last, each entry made from the state it follows (table-play.ts): the deal and the draft,
 * rounds with rolls, actions on every kind of space, journeys, bonus actions, contracts taken and
 * completed, corrections, values recorded from the copy, undos, final scoring; now and then an
 * entry a hurried player gets wrong. Runs are kept small so the suite stays within a few seconds; the
 * timeout leaves room for a busy machine.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { refuse, type Refusal, type Stored, type UndoEntry } from '../../../src/lib/engine/core/log.ts';
import { append, parseEntry, replay, replayLog } from '../../../src/lib/engine/core/replay.ts';
import { KHANS_FAVOR, voyagesRules, type VoyagesEntry, type VoyagesState } from '../../../src/lib/engine/voyages/index.ts';
import { propose, spoil, type Chooser } from './table-play.ts';

const RUNS = Number(process.env.VOYAGES_PROPS_RUNS ?? 10);
const rules = voyagesRules;
type Log = Stored<VoyagesEntry>[];

const deepFreeze = <T>(o: T): T => {
	if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
		Object.freeze(o);
		for (const x of Object.values(o)) deepFreeze(x);
	}
	return o;
};

/** fast-check's values drawn one by one, as the game goes. */
const chooserOf = (g: fc.GeneratorValue): Chooser => ({ int: (n) => (n <= 1 ? 0 : g(fc.integer, { min: 0, max: n - 1 })) });

/**
 * The finer points of the rules an accepted entry used: shared steps, posts moved (PL:546), a reward's extras
 * (PL:710), contracts put away (PL:406), a contract column's bonus (PL:380).
 */
function fieldsOf(entry: { type: string }): string[] {
	const e = entry as Record<string, unknown>;
	return ['otherPath', 'movePosts', 'extras', 'discard', 'gain']
		.filter((k) => e[k] !== undefined && (!Array.isArray(e[k]) || e[k].length > 0) && (k !== 'gain' || e.contracts !== undefined))
		.map((k) => `${entry.type}.${k}`);
}

type Check = 'refused' | 'undo' | 'holdings';

/** What runs saw: accepted entries by kind (actions by space), refusals by key, entries tried. */
interface Seen {
	accepted: Map<string, number>;
	refused: Map<string, number>;
	tried: number;
}
const newSeen = (): Seen => ({ accepted: new Map(), refused: new Map(), tried: 0 });
const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const kindOf = (e: { type: string; space?: unknown }) =>
	e.type === 'action' ? `action:${String(e.space).startsWith('city-card:') ? 'city-card' : String(e.space)}` : e.type;

/** What is wrong with the holdings, dice and pieces, as the table can never have them; empty when all is well. */
function holdingsProblems(s: VoyagesState): string[] {
	const problems: string[] = [];
	for (const [seat, p] of s.players.entries()) {
		for (const [k, n] of Object.entries(p.stock)) if (!Number.isInteger(n) || n < 0) problems.push(`${k} of seat ${seat}: ${n}`);
		// No entry pays points a player does not have (the track starts at 0).
		if (!Number.isInteger(p.points) || p.points < 0) problems.push(`points of seat ${seat}: ${p.points}`);
		if (p.dice.some((d) => !Number.isInteger(d.value) || d.value < 1 || d.value > 6)) problems.push(`a die of seat ${seat}`);
		if (p.contracts.length > 2) problems.push(`contracts of seat ${seat}`);
		if (new Set(p.posts).size !== p.posts.length || p.posts.length > s.setup!.players[seat]!.tradingPosts) problems.push(`posts of seat ${seat}`);
	}
	if (s.blackDiceLeft < 0) problems.push('black dice');
	const favor = (s.spaces.uses['khans-favor'] ?? []).map((u) => u.dice[0]!.value ?? 0);
	if (favor.length > KHANS_FAVOR.spaces || favor.some((v, i) => i > 0 && v < favor[i - 1]!)) problems.push(`Khan's Favor ${favor.join()}`);
	return problems;
}

/**
 * One entry as append takes it: its shape read by the schema, then the rules on the state (an undo
 * needs an entry to take back). The entry as read and the state after it (null for an undo), or why not.
 */
function step(s: VoyagesState, depth: number, raw: unknown): { refusal: Refusal } | { entry: VoyagesEntry | UndoEntry; state: VoyagesState | null } {
	const parsed = parseEntry(rules, raw);
	if (!parsed.ok) return { refusal: parsed.refusal };
	if (parsed.entry.type === 'undo') return depth > 1 ? { entry: parsed.entry, state: null } : { refusal: refuse('refusal_nothing_to_undo') };
	// Frozen: a rule that changed the state it was given would throw here.
	const outcome = rules.play(s, parsed.entry);
	return outcome.ok ? { entry: parsed.entry, state: outcome.state } : { refusal: outcome.refusal };
}

/** Plays a whole game entry by entry, with the checks asked for after each entry; returns the log and the states kept along the way. */
function playGame(r: Chooser, checks: readonly Check[], seen: Seen = newSeen()): { log: Log; states: VoyagesState[] } {
	const states: VoyagesState[] = [rules.initial()];
	const log: Log = [];
	for (let i = 0; i < 900; i++) {
		const s = deepFreeze(states[states.length - 1]!);
		if (s.phase === 'finished' && r.int(3) === 0) break;
		const raw = r.int(100) < 10 ? spoil(propose(s, r), r) : propose(s, r);
		seen.tried++;
		const done = step(s, states.length, raw);
		if ('refusal' in done) {
			const key = done.refusal.key;
			count(seen.refused, key);
			expect(key).toMatch(/^([a-z0-9]+_)*refusal_[a-z0-9_]+$/);
			if (checks.includes('refused') && seen.tried % 6 === 0) {
				// Through append, as the app stores entries: refused alike, the log as it was, its state the one kept.
				const before = structuredClone(log);
				const stored = append(rules, log, raw, i);
				expect(stored.ok ? null : stored.refusal.key).toBe(key);
				expect(isDeepStrictEqual(log, before)).toBe(true);
				if (seen.tried % 24 === 0) expect(isDeepStrictEqual(replay(rules, log), s)).toBe(true);
			}
			continue;
		}
		count(seen.accepted, kindOf(done.entry));
		for (const f of fieldsOf(done.entry)) count(seen.accepted, f);
		log.push({ seq: log.length + 1, at: i, entry: done.entry });
		if (done.state) states.push(done.state);
		else states.pop();
		const now = states[states.length - 1]!;
		if (checks.includes('holdings') && now.setup) expect(holdingsProblems(now)).toEqual([]);
		if (checks.includes('undo') && done.state && i % 15 === 0) {
			const undone = append(rules, log, { type: 'undo' }, i);
			expect(undone.ok && isDeepStrictEqual(undone.state, s)).toBe(true);
		}
	}
	return { log, states };
}

const gameArb = fc.gen();

describe('properties: whole games through the Voyages turn engine', { timeout: 30_000 }, () => {
	it('the player at the table gets games played to the end: most entries accepted, every kind of entry at least once', () => {
		const seen = newSeen();
		let finished = 0;
		fc.assert(
			fc.property(gameArb, (g) => {
				const { states } = playGame(chooserOf(g), [], seen);
				if (states[states.length - 1]!.phase === 'finished') finished++;
			}),
			{ numRuns: RUNS * 2, seed: 20260207 }
		);
		const accepted = [...seen.accepted.values()].reduce((a, b) => a + b, 0);
		if (process.env.VOYAGES_PROPS_DEBUG) console.log(accepted, seen);
		expect(accepted / seen.tried).toBeGreaterThan(0.6);
		expect(finished).toBeGreaterThanOrEqual(RUNS);
		const kinds = [
			...['game.created', 'character.chosen', 'goalCards.kept', 'setup.completed'],
			...['round.started', 'dice.rolled', 'travel', 'move', 'table.adjust', 'contract.completed', 'printed.recorded', 'undo'],
			...['take-5-coins', 'bazaar-camels', 'bazaar-pepper', 'bazaar-silk', 'bazaar-gold', 'khans-favor', 'contracts', 'travel', 'city-card'].map(
				(s) => `action:${s}`
			),
			...['bonus.reroll', 'bonus.adjustDie', 'bonus.blackDie', 'bonus.threeCoins', 'turn.ended'],
			...['scoring.started', 'sheet.number', 'sheet.posts', 'sheet.confirmed', 'game.finished'],
			// Posts moved once all 9 are placed are too rare in random games to ask for here (rules-truth.test.ts has them).
			...['action.otherPath', 'action.extras', 'action.discard', 'action.gain', 'contract.completed.extras', 'round.started.discard']
		];
		for (const kind of kinds) expect(seen.accepted.get(kind), kind).toBeGreaterThan(0);
		// The entries gone wrong are refused for many different reasons.
		expect(seen.refused.size).toBeGreaterThanOrEqual(15);
	});

	it('no entry throws; a refused entry changes neither the log nor the state; undo gives back the state before', () => {
		fc.assert(
			fc.property(gameArb, (g) => {
				playGame(chooserOf(g), ['refused', 'undo']);
			}),
			{ numRuns: RUNS }
		);
	});

	it('no stock or points ever below zero, dice show 1–6, at most 2 contracts, each post once, Khan’s Favor rising (PL:404, PL:342–356)', () => {
		fc.assert(
			fc.property(gameArb, (g) => {
				playGame(chooserOf(g), ['holdings']);
			}),
			{ numRuns: RUNS }
		);
	});

	it('replay is deterministic, also of a stored copy, and gives the states kept entry by entry, with nothing flagged', () => {
		fc.assert(
			fc.property(gameArb, (g) => {
				const { log, states } = playGame(chooserOf(g), []);
				const r = replayLog(rules, log);
				expect(r.flagged).toEqual([]);
				// Deep equality of every state (node's, much faster than expect's on hundreds of states).
				expect(isDeepStrictEqual(r.states, states)).toBe(true);
				// A stored copy of the log (as read back from storage) replays to the same game.
				expect(isDeepStrictEqual(replay(rules, JSON.parse(JSON.stringify(log)) as Log), states[states.length - 1])).toBe(true);
			}),
			{ numRuns: RUNS }
		);
	});
});
