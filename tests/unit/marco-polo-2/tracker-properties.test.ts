/**
 * Property tests of the table tracker (fast-check): random sequences of mostly
 * plausible tracker entries (rolls, actions on random spaces with random dice,
 * bonus actions, turn ends, corrections, undos), legal and illegal alike, from a
 * log in the 'playing' phase cut anywhere in a tracked game. Runs are modest so
 * the unit suite stays within a few seconds.
 */
import { stateAfter } from '../play.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, replay, replayStates } from '../../../src/lib/engine/core/replay.ts';
import {
	BLACK_DICE,
	BLUE_SPACES,
	cityBonusId,
	coatId,
	GUILDS,
	marcoPolo2Rules,
	type MarcoPolo2State,
	STARTING,
	STOCK,
	type TableState
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { TRACKED_CITIES, trackedGameLog, type Entry, type Log } from './fixtures.ts';

const RUNS = Number(process.env.TRACKER_PROPS_RUNS ?? 40);

/** Whole tracked games to cut: 5 rounds for 2, 3 and 4 players. */
const GAMES: Record<number, Log> = Object.fromEntries([2, 3, 4].map((n) => [n, trackedGameLog({ players: n, rounds: 5, seed: `PROPS${n}` })]));
const firstPlaying = (log: Log) => log.findIndex((s) => s.entry.type === 'setup.completed') + 1;

/** Random numbers an entry is made from; interpreted against the state it would follow. */
interface Step {
	kind: number;
	a: number;
	b: number;
	c: number;
	odd: number;
}
const stepArb: fc.Arbitrary<Step> = fc.record({ kind: fc.nat(999), a: fc.nat(1000), b: fc.nat(1000), c: fc.nat(1000), odd: fc.nat(99) });

const ACTION_SPACES = [...BLUE_SPACES, 'khans-favor', 'baghdad', 'balkh', 'hormuz', 'city-card'] as const;
const RESOURCES = [...STOCK, 'points'] as const;

/**
 * An entry for the state: usually what a player at the table would enter now
 * (the player whose turn it is, dice they hold, plausible amounts), sometimes
 * off (another player, a die they do not have, a face of 7, a negative amount,
 * a missing field).
 */
function propose(state: MarcoPolo2State, s: Step): Entry {
	const t = state.table!;
	const n = t.players.length;
	const odd = s.odd < 10;
	const unrolled = t.players.findIndex((p) => !p.rolled);
	const natural = t.stage === 'rolling' && unrolled >= 0 ? unrolled : (t.turn ?? s.a % n);
	const seat = s.odd >= 90 ? (s.a % (n + 2)) - 1 : natural;
	const p = t.players[seat] ?? t.players[0]!;
	const held = p.dice.length;
	const pick = <T>(items: readonly T[], x: number): T => items[x % items.length]!;
	const dieIndex = (x: number) => (odd && x % 3 === 0 ? pick([-1, held, 0.5], x) : x % Math.max(1, held));
	const face = (x: number) => (odd && x % 4 === 0 ? pick([0, 7, 2.5], x) : 1 + (x % 6));
	const bundle = (x: number, signed = false): Record<string, number> => {
		const out: Record<string, number> = {};
		const k = pick(RESOURCES, x);
		out[k] = (x % 4) + (signed && x % 2 ? -((x >> 3) % 3) - (x % 4) : 0);
		if (odd && x % 5 === 0) out[k] = -1;
		if (x % 7 === 0) out[pick(RESOURCES, x >> 2)] = 1;
		return out;
	};
	const kind = s.kind % 100;

	if (kind < 3) return { type: 'undo' };
	if (t.stage === 'before-round' || t.stage === 'round-over' || t.stage === 'game-over' ? kind < 60 : kind < 5) {
		const bonuses = s.b % 3 === 0 ? [{ player: s.a % n, gain: bundle(s.c) }] : [];
		return { type: 'round.started', bonuses };
	}
	if (t.stage === 'rolling' ? kind < 70 : kind < 8) {
		const faces = [s.a, s.a >> 3, s.b, s.b >> 3, s.c].map((x) => 1 + (x % 6));
		if (odd && s.c % 2) faces.pop();
		const due = Math.max(0, 15 - faces.reduce((x, y) => x + y, 0));
		const coins = odd ? s.c % 4 : s.c % (due + 1);
		// Now and then a double bonus asked for (Isabella Donati's, a pair or not).
		const doubles = s.b % 5 === 0 ? { doubles: [faces[s.c % faces.length]!] } : {};
		return { type: 'dice.rolled', player: seat, faces, compensation: { coins, camels: odd ? due : due - coins }, ...doubles };
	}
	if (kind < 45) {
		// An action: a space, then as many dice as it usually takes (sometimes not).
		const space = pick(ACTION_SPACES, s.a);
		const count = odd ? s.b % 4 : space === 'guild-seal' || space === 'travel-middle' ? 2 : space === 'travel-upper' ? 3 : 1;
		const order = Array.from({ length: held }, (_, i) => i).sort((x, y) => ((x * 7 + s.b) % 11) - ((y * 7 + s.b) % 11));
		const dice = odd && s.c % 3 === 0 ? [dieIndex(s.c), dieIndex(s.c)] : order.slice(0, count);
		const lowest = Math.min(7, ...dice.map((i) => p.dice[i]?.face ?? 7));
		const detail = ((): Record<string, unknown> => {
			switch (space) {
				case 'book-1':
				case 'book-2':
				case 'book-3-upper':
				case 'book-3-lower':
					return { space, pay: s.c % 4 === 0 ? { jade: s.c % 3 } : {}, gain: bundle(s.b) };
				case 'khans-favor':
					return { space };
				case 'guild-seal':
					return { space, guild: odd && s.c % 2 ? 'bakers' : pick(GUILDS, s.c) };
				case 'travel-lower':
				case 'travel-middle':
				case 'travel-upper': {
					const posts = s.c % 3 === 0 ? [] : [pick(TRACKED_CITIES, s.b), ...(space === 'travel-upper' && s.c % 2 ? [pick(TRACKED_CITIES, s.a)] : [])];
					return {
						space,
						steps: space === 'travel-lower' ? 1 : 1 + (s.c % Math.max(1, lowest)),
						routeCost: bundle(s.c >> 2),
						tradingPosts: odd && s.b % 5 === 0 ? ['Beijing'] : posts,
						gain: s.b % 4 ? {} : bundle(s.b),
						...(s.a % 7 === 0 ? { oases: ['coins', 'camels'].slice(0, 1 + (s.b % 2)) } : {}),
						...(s.a % 5 === 0 ? { outposts: [bundle(s.a >> 2)] } : {}),
						// Now and then what the move taught this game of a city's bonus marker (sometimes what it knows otherwise).
						...(s.b % 6 === 0 ? { learned: { [cityBonusId(pick(TRACKED_CITIES, s.c))]: bundle(s.a >> 1) } } : {})
					};
				}
				case 'contracts':
					return { space, take: odd ? s.c % 4 : 1 + (s.c % 2), discard: p.contracts.length + 1 + (s.c % 2) > 2 ? [s.b % 2] : [] };
				case 'baghdad':
				case 'balkh':
				case 'hormuz':
					return { space, slot: 1 + (s.c % 2), gain: bundle(s.b) };
				case 'city-card':
					// Now and then the card that takes a guild seal (RU L1059).
					if (s.a % 9 === 0) return { space, card: pick(['area-1', 'area-2'], s.b), pay: {}, gain: {}, guild: pick(GUILDS, s.c) };
					return {
						space,
						card: s.c % 3 === 0 ? 1 + (s.b % 7) : pick(['area-1', 'area-2'], s.b),
						pay: s.b % 5 === 0 ? { points: 1 + (s.c % 3) } : bundle(s.c >> 3),
						gain: bundle(s.b >> 2)
					};
			}
		})();
		if (odd && s.b % 6 === 0) delete detail.gain;
		// Now and then jade chosen for some of the coins or camels paid (RU L794).
		if (s.c % 6 === 0) detail.jadeFor = { [pick(['coins', 'camels'], s.a)]: 1 + (s.b % 2) };
		return { type: 'action', player: seat, dice, ...detail } as Entry;
	}
	if (kind < 62) {
		switch (s.a % 8) {
			case 6:
				return { type: 'contract.taken', player: seat, from: pick(['arrival', 'pile', 'city'] as const, s.b), ...(s.c % 3 ? {} : { discard: s.c % 2 }) };
			case 7:
				return { type: 'bonus.outpostTile', player: seat, tile: s.b % 2 };
			case 0:
				return {
					type: 'bonus.moneyBag',
					player: seat,
					die: dieIndex(s.b),
					take: odd && s.c % 2 ? ('gold' as 'coins') : pick(['coins', 'camels', 'jade'] as const, s.c)
				};
			case 1:
				return { type: 'bonus.reroll', player: seat, die: dieIndex(s.b), face: face(s.c), ...(s.b % 4 === 0 ? { jadeFor: { camels: 1 } } : {}) };
			case 2:
				return { type: 'bonus.adjustDie', player: seat, die: dieIndex(s.b), delta: odd && s.c % 2 ? (2 as 1) : s.c % 2 ? 1 : -1 };
			case 3:
				return { type: 'bonus.blackDie', player: seat, face: face(s.c) };
			case 4: {
				const reward2 = s.c % 5 === 0 ? { plusOnes: s.c % 2 } : s.c % 5 === 1 ? { blackDieFace: face(s.b) } : undefined;
				return {
					type: 'bonus.fulfilContract',
					player: seat,
					contract: dieIndex(s.b) % 3,
					pay: bundle(s.c >> 1),
					reward: bundle(s.b >> 1),
					...(reward2 ? { reward2 } : {})
				};
			}
			default: {
				const guild = pick(GUILDS, s.b);
				const jewelers = guild === 'jewelers' && !odd;
				return {
					type: 'bonus.improveSeal',
					player: seat,
					guild,
					cost: jewelers ? { coins: 9, gold: 2 } : bundle(s.c),
					bonus: jewelers ? { camels: 2 } : bundle(s.c >> 2)
				};
			}
		}
	}
	if (kind < 85) return { type: 'turn.ended', player: seat };
	if (kind < 90) return { type: 'table.adjust', player: seat, delta: bundle(s.c, true) };
	// A learned fact corrected: a city's bonus marker, or (odd) a value that is no fact of the board.
	if (kind < 92) return { type: 'board.corrected', values: { [odd ? 'marco-polo-2.coat-track.3' : cityBonusId(pick(TRACKED_CITIES, s.b))]: bundle(s.c) } };
	if (kind < 97)
		return {
			type: 'table.tradingPost',
			player: seat,
			city: odd && s.b % 2 ? 'beijing' : pick(TRACKED_CITIES, s.b),
			gain: s.c % 3 ? {} : bundle(s.c),
			...(s.a % 4 === 0 ? { learned: { [coatId(pick(TRACKED_CITIES, s.b))]: `c${1 + (s.c % 9)}` } } : {})
		};
	if (kind < 99) return { type: 'table.seal', player: seat, guild: pick(GUILDS, s.b), seal: pick(['none', 'basic', 'improved'] as const, s.c) };
	return { type: 'option.set', option: 'isabellaRolls', value: pick(['first-roll', 'every-roll'] as const, s.b) };
}

/** A log cut somewhere in the playing phase of a tracked game, and the steps to try after it. */
const runArb = fc
	.record({
		n: fc.constantFrom(2, 3, 4),
		cut: fc.double({ min: 0, max: 1, noNaN: true }),
		steps: fc.array(stepArb, { minLength: 10, maxLength: 60, size: 'max' })
	})
	.map(({ n, cut, steps }) => {
		const game = GAMES[n]!;
		const from = firstPlaying(game);
		return { n, log: game.slice(0, from + Math.floor(cut * (game.length - from))), steps };
	});

/** Seats whose points may be below zero: they used a card paying points (RU L1051). */
function mayBeNegative(log: Log): Set<number> {
	const out = new Set<number>();
	for (const { entry } of log) {
		if (entry.type === 'action' && entry.space === 'city-card' && (entry.pay?.points ?? 0) > 0) out.add(entry.player);
	}
	return out;
}

function checkTable(t: TableState, n: number, negativeOk: Set<number>) {
	expect(t.players).toHaveLength(n);
	expect(t.round).toBeGreaterThanOrEqual(0);
	expect(t.round).toBeLessThanOrEqual(5);
	expect(t.blackDiceInSupply).toBeGreaterThanOrEqual(0);
	let blackOut = 0;
	for (const placements of Object.values(t.spaces)) for (const pl of placements) blackOut += pl.dice.filter((d) => d.black).length;
	t.players.forEach((p, seat) => {
		for (const k of STOCK) {
			expect(Number.isInteger(p.stock[k]), `${k} of seat ${seat}`).toBe(true);
			expect(p.stock[k], `${k} of seat ${seat}`).toBeGreaterThanOrEqual(0);
		}
		expect(Number.isInteger(p.points)).toBe(true);
		if (!negativeOk.has(seat)) expect(p.points, `points of seat ${seat}`).toBeGreaterThanOrEqual(0);
		for (const d of p.dice) expect(Number.isInteger(d.face) && d.face >= 1 && d.face <= 6).toBe(true);
		blackOut += p.dice.filter((d) => d.black).length;
		expect(p.tradingPosts.length).toBeLessThanOrEqual(STARTING.tradingPosts);
		expect(new Set(p.tradingPosts).size).toBe(p.tradingPosts.length);
		expect(p.tradingPosts.map((c) => c.toLowerCase())).not.toContain('beijing');
		expect(p.contracts.length).toBeLessThanOrEqual(2);
		expect(p.completedContracts).toBeGreaterThanOrEqual(0);
		expect(p.plusOnes).toBeGreaterThanOrEqual(0);
	});
	// Black dice on the board, held and in the supply never exceed those in the game (money-bag ones are not recorded).
	expect(blackOut + t.blackDiceInSupply).toBeLessThanOrEqual(BLACK_DICE[n]!);
	if (t.stage === 'turns') {
		expect(t.turn).not.toBeNull();
		// Before the main action the player's dice only go to the money bag or grow by black dice, counted in turnStartDice;
		// none left before it only with the one die the turn started with (RU L679–681).
		const p = t.players[t.turn!]!;
		if (!t.mainActionTaken) expect(p.dice.length).toBeLessThanOrEqual(t.turnStartDice);
		if (!t.mainActionTaken && p.dice.length === 0) expect(t.turnStartDice).toBe(1);
	} else expect(t.turnStartDice).toBe(0);
}

type Check = 'refused' | 'deterministic' | 'resources' | 'undo';

/** What a run saw: accepted entry kinds and refusal keys. */
interface Seen {
	accepted: Map<string, number>;
	refused: Map<string, number>;
}
const kindOf = (e: Entry) => (e.type === 'action' ? `action:${(e as { space: string }).space}` : e.type);
const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Tries every step in turn with `append`, checking the properties asked for after each. */
function run({ n, log: start, steps }: { n: number; log: Log; steps: Step[] }, checks: readonly Check[], seen?: Seen) {
	let log = start;
	let states = replayStates(marcoPolo2Rules, log);
	let accepted = 0;
	for (const [i, step] of steps.entries()) {
		const state = states[states.length - 1]!;
		if (state.phase !== 'playing') break;
		const entry = propose(state, step);
		const snapshot = checks.includes('refused') ? structuredClone(log) : log;
		const r = append(marcoPolo2Rules, log, entry, 1_800_000_000_000 + i);
		if (!r.ok) {
			if (seen) count(seen.refused, r.refusal.key);
			if (checks.includes('refused')) {
				expect(log).toEqual(snapshot);
				expect(replay(marcoPolo2Rules, log)).toEqual(state);
			}
			continue;
		}
		accepted++;
		if (seen) count(seen.accepted, kindOf(entry));
		if (checks.includes('undo') && entry.type !== 'undo') {
			const undone = append(marcoPolo2Rules, r.log, { type: 'undo' }, 1);
			expect(undone.ok).toBe(true);
			if (undone.ok) expect(replay(marcoPolo2Rules, undone.log)).toEqual(state);
		}
		log = r.log;
		if (entry.type === 'undo') states = states.length > 1 ? states.slice(0, -1) : states;
		else states = [...states, stateAfter(marcoPolo2Rules, state, entry)];
		const now = states[states.length - 1]!;
		if (checks.includes('resources') && now.table) checkTable(now.table, n, mayBeNegative(log));
	}
	if (checks.includes('deterministic')) {
		const a = replay(marcoPolo2Rules, log);
		expect(replay(marcoPolo2Rules, log)).toEqual(a);
		expect(replay(marcoPolo2Rules, structuredClone(log))).toEqual(a);
		expect(replay(marcoPolo2Rules, JSON.parse(JSON.stringify(log)) as Log)).toEqual(a);
		// The state kept entry by entry is the replayed one.
		expect(states[states.length - 1]).toEqual(a);
	}
	return accepted;
}

/** Log lengths at which a turn has just passed to a player (after the last roll or a turn.ended), in each game. */
const TURN_STARTS: Record<number, number[]> = Object.fromEntries(
	[2, 3, 4].map((n) => {
		const out: number[] = [];
		const stack: { state: MarcoPolo2State; type: string }[] = [{ state: marcoPolo2Rules.initial(), type: '' }];
		GAMES[n]!.forEach(({ entry }, i) => {
			if (entry.type === 'undo') stack.pop();
			else stack.push({ state: stateAfter(marcoPolo2Rules, stack[stack.length - 1]!.state, entry), type: entry.type });
			const top = stack[stack.length - 1]!;
			if (top.state.table?.stage === 'turns' && (top.type === 'turn.ended' || top.type === 'dice.rolled')) out.push(i + 1);
		});
		return [n, out];
	})
);

// Whole games per run: the timeout leaves room for a busy machine (the figures are measured by the bench, not here).
describe('properties: table tracker', { timeout: 30_000 }, () => {
	it('before the main action the money bag takes any die but the last; the last only when it was the only die at the start of the turn (RU L679–681)', () => {
		let special = 0;
		let refused = 0;
		fc.assert(
			fc.property(fc.constantFrom(2, 3, 4), fc.nat(), fc.boolean(), fc.array(fc.nat(9), { minLength: 6, maxLength: 6 }), (n, pick, buyBlack, dice) => {
				const starts = TURN_STARTS[n]!;
				let log = GAMES[n]!.slice(0, starts[pick % starts.length]);
				const t = replay(marcoPolo2Rules, log).table!;
				const seat = t.turn!;
				const atStart = t.players[seat]!.dice.length;
				const add = (entry: Entry) => {
					const r = append(marcoPolo2Rules, log, entry, 1);
					if (r.ok) log = r.log;
					return r;
				};
				// A black die bought first counts as a die of the turn.
				const bought = buyBlack && add({ type: 'bonus.blackDie', player: seat, face: 1 + (pick % 6) }).ok;
				const held = () => replay(marcoPolo2Rules, log).table!.players[seat]!.dice.length;
				for (const x of dice) {
					if (held() <= 1) break;
					expect(add({ type: 'bonus.moneyBag', player: seat, die: x % held(), take: 'coins' }).ok).toBe(true);
				}
				expect(held()).toBe(1);
				const last = add({ type: 'bonus.moneyBag', player: seat, die: 0, take: 'jade' });
				if (atStart === 1 && !bought) {
					special++;
					expect(last.ok).toBe(true);
					expect(add({ type: 'turn.ended', player: seat }).ok).toBe(true);
				} else {
					refused++;
					expect(last.ok ? null : last.refusal.key).toBe('marco_polo_2_refusal_money_bag_last_die');
					const end = add({ type: 'turn.ended', player: seat });
					expect(end.ok ? null : end.refusal.key).toBe('refusal_action_required');
				}
			}),
			{ numRuns: RUNS * 3 }
		);
		expect(special).toBeGreaterThan(0);
		expect(refused).toBeGreaterThan(0);
	});

	it('the generator proposes every kind of entry, legal often enough to get through rounds, and illegal ones of many kinds', () => {
		let accepted = 0;
		let tried = 0;
		const seen: Seen = { accepted: new Map(), refused: new Map() };
		fc.assert(
			fc.property(runArb, (r) => {
				tried += r.steps.length;
				accepted += run(r, [], seen);
			}),
			{ numRuns: RUNS * 3, seed: 20261125 }
		);
		if (process.env.TRACKER_PROPS_DEBUG) console.log(accepted, tried, seen);
		expect(accepted / tried).toBeGreaterThan(0.25);
		for (const kind of [
			'undo',
			'round.started',
			'dice.rolled',
			'turn.ended',
			'bonus.moneyBag',
			'bonus.reroll',
			'bonus.adjustDie',
			'bonus.blackDie',
			'table.adjust',
			'table.tradingPost',
			'board.corrected',
			'table.seal',
			'contract.taken',
			'option.set'
		])
			expect(seen.accepted.get(kind), kind).toBeGreaterThan(0);
		expect([...seen.accepted.keys()].filter((k) => k.startsWith('action:')).length).toBeGreaterThanOrEqual(10);
		expect(seen.refused.size).toBeGreaterThanOrEqual(15);
	});

	it('an illegal entry never changes the log or the state', () => {
		fc.assert(
			fc.property(runArb, (r) => {
				run(r, ['refused']);
			}),
			{ numRuns: RUNS }
		);
	});

	it('replay is deterministic, also of a stored copy, and equals the state built entry by entry', () => {
		fc.assert(
			fc.property(runArb, (r) => {
				run(r, ['deterministic']);
			}),
			{ numRuns: RUNS }
		);
	});

	it('no resource is ever below zero after an accepted entry; points only after a card paying points', () => {
		fc.assert(
			fc.property(runArb, (r) => {
				run(r, ['resources']);
			}),
			{ numRuns: RUNS }
		);
	});

	it('undo after any accepted entry gives back the state before it, deep-equal', () => {
		fc.assert(
			fc.property(runArb, (r) => {
				run(r, ['undo']);
			}),
			{ numRuns: RUNS }
		);
	});
});
