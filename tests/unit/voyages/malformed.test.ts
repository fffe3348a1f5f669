/**
 * Malformed entries (fast-check): an entry the table could have made, then broken (a field too many,
 * a field missing, a value of the wrong type, a huge number, a hole in a list), or random junk, at
 * states of every phase of a game. Each is refused by its shape or by the rules, never thrown on,
 * and leaves the log and the state as they were.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { append, parseEntry, replay } from '../../../src/lib/engine/core/replay.ts';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { voyagesEntrySchema, voyagesRules, type VoyagesState } from '../../../src/lib/engine/voyages/index.ts';
import { playedGame, propose, type Chooser } from './table-play.ts';

const rules = voyagesRules;

/** A game that goes through every phase: a draft, 4 goal cards dealt to keep 2, play, scoring, the end. */
function everyPhaseGame() {
	for (let i = 0; ; i++) {
		const random = createRandom(`malformed-${i}`);
		const game = playedGame({ int: (n) => random.int(n) });
		const phases = new Set(game.states.map((s) => s.phase));
		if (phases.size === 7) return game.log;
	}
}
const LOG = everyPhaseGame();

/** Log lengths to cut at: where each phase begins, and every so often in play. */
const CUTS = (() => {
	const out: number[] = [0];
	let last = '';
	for (let k = 1; k <= LOG.length; k++) {
		const phase = replay(rules, LOG.slice(0, k)).phase;
		if (phase !== last || k % 40 === 0) out.push(k);
		last = phase;
	}
	return out;
})();
const STATES: VoyagesState[] = CUTS.map((k) => replay(rules, LOG.slice(0, k)));

/** Values no field of any entry takes: not the right type, beyond every bound, or with holes. */
// eslint-disable-next-line no-sparse-arrays -- holes are what is tested
const WRONG: unknown[] = [{ bogus: 1 }, 1e308, -1e308, 2 ** 53 + 1, Number.NaN, Infinity, [1, , 3], [{}], Symbol.for('x')];

/** The keys an entry of this type (a main action: on its space) must have, read off its schema. */
function requiredKeys(e: Record<string, unknown>): string[] {
	const shapes = voyagesEntrySchema.options.flatMap((o): { entries: Record<string, v.GenericSchema> }[] => ('entries' in o ? [o] : [...o.options]));
	const option = shapes.find((o) => v.is(o.entries.type!, e.type) && (o.entries.space === undefined || v.is(o.entries.space, e.space)));
	return option
		? Object.entries(option.entries)
				.filter(([, s]) => s.type !== 'optional')
				.map(([k]) => k)
		: [];
}

type Breaking = (e: Record<string, unknown>, r: Chooser) => unknown;
const pickOf = <T>(r: Chooser, items: readonly T[]): T => items[r.int(items.length)]!;
const BREAKINGS: Record<string, Breaking> = {
	'a field too many': (e, r) => ({ ...e, [pickOf(r, ['bogus', 'extra', 'players2', '__proto__x'])]: pickOf(r, [1, 'x', null, {}]) }),
	'a field missing': (e, r) => {
		const out = { ...e };
		delete out[pickOf(r, requiredKeys(e))];
		return out;
	},
	'a wrong value': (e, r) => ({ ...e, [pickOf(r, Object.keys(e))]: pickOf(r, WRONG) }),
	'a hole in a list': (e, r) => {
		const lists = Object.keys(e).filter((k) => Array.isArray(e[k]));
		if (lists.length === 0) return { ...e, type: pickOf(r, WRONG) };
		const key = pickOf(r, lists);
		const holed = [...(e[key] as unknown[])];
		holed.length += 1 + r.int(2);
		return { ...e, [key]: holed };
	}
};

const junk = fc.anything({
	maxDepth: 3,
	withNullPrototype: true,
	withBigInt: true,
	withDate: true,
	withMap: true,
	withTypedArray: true,
	withSparseArray: true
});

describe('properties: malformed entries', () => {
	it('covers every phase of the game', () => {
		expect(new Set(STATES.map((s) => s.phase))).toEqual(new Set(['new', 'characters', 'goal-cards', 'setup', 'playing', 'scoring', 'finished']));
	});

	it('an entry broken in any way, or random junk, is refused at any phase, never thrown on, and changes nothing', () => {
		let viaAppend = 0;
		fc.assert(
			fc.property(fc.nat(CUTS.length - 1), fc.gen(), fc.constantFrom(...Object.keys(BREAKINGS), 'junk'), junk, (at, g, how, anything) => {
				const r: Chooser = { int: (n) => (n <= 1 ? 0 : g(fc.integer, { min: 0, max: n - 1 })) };
				const state = STATES[at]!;
				const made = propose(state, r);
				if (made.type === 'undo') return;
				const entry = how === 'junk' ? anything : BREAKINGS[how]!(made, r);
				const snapshot = structuredClone(state);
				const parsed = parseEntry(rules, entry);
				const outcome = parsed.ok && parsed.entry.type !== 'undo' ? rules.play(state, parsed.entry) : parsed;
				expect(outcome.ok, `${how}: ${fc.stringify(entry)}`).toBe(false);
				expect(isDeepStrictEqual(state, snapshot)).toBe(true);
				// Through append, as the app stores entries (every few runs: it replays the log).
				if (at % 3 === 0) {
					viaAppend++;
					const log = LOG.slice(0, CUTS[at]);
					const before = structuredClone(log);
					const stored = append(rules, log, entry, 1);
					expect(stored.ok).toBe(false);
					expect(isDeepStrictEqual(log, before)).toBe(true);
				}
			}),
			{ numRuns: 400 }
		);
		expect(viaAppend).toBeGreaterThan(0);
	});
});
