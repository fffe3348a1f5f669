/** Properties of the judge's turns played by the app, on random solo games: total, deterministic, and a refusal changes nothing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIONS, CAMELS, CELLS, CONTRACTS, CUBE_COLOURS, GOODS_OF_EACH_KIND, SPICES, type Action } from '../../../src/lib/engine/merv/catalog.ts';
import { JUDGE_CITY_ORDERS } from '../../../src/lib/engine/merv/state.ts';
import { judgeNeeds } from '../../../src/lib/engine/merv/judge/index.ts';
import { mervRules, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import { nextTribute } from '../../../src/lib/engine/merv/city/invasion.ts';
import { MARKET_REWARDS, MOSQUE_REWARDS, MOSQUE_TOP } from '../../../src/lib/engine/merv/printed.ts';
import { turnStep } from '../../../src/lib/engine/merv/view/turn.ts';
import { frozen } from './judge-fixtures.ts';
import { J, playerTurn, soloGame, stateOf, type Row } from './judge-play-fixtures.ts';
import type { Layout } from './turn-fixtures.ts';

const arbLayout = fc
	.array(fc.constantFrom<Action>(...ACTIONS), { minLength: 24, maxLength: 24 })
	.map((actions): Layout => Object.fromEntries(CELLS.map((cell, i) => [cell, { action: actions[i]!, colour: CUBE_COLOURS[i % 4]! }])));
const arbRow: fc.Arbitrary<Row> = fc.array(fc.record({ spice: fc.constantFrom(...SPICES), camel: fc.boolean() }), { maxLength: 8 });
/** A few buildings laid before the first round, and the judge's counts. */
const arbStart = fc.array(
	fc.oneof(
		fc.record({
			type: fc.constant('site.built' as const),
			cell: fc.constantFrom(...CELLS),
			owner: fc.constantFrom('red' as const, 'green' as const, 'blue' as const)
		}),
		fc.record({
			type: fc.constant('tally.set' as const),
			who: fc.constant(J),
			field: fc.constantFrom('scrolls' as const, 'camels' as const, 'spice.ginger' as const, 'spice.pepper' as const, 'common' as const, 'rare' as const),
			value: fc.integer({ min: 0, max: 5 })
		}),
		// The table's order of the judge's cities (rules notes item 6).
		fc.record({ type: fc.constant('judge.cityOrder' as const), order: fc.constantFrom(...JUDGE_CITY_ORDERS) })
	),
	{ maxLength: 10 }
);
const arbGame = fc.record({
	layout: arbLayout,
	seed: fc.stringMatching(/^[A-Z0-9]{1,6}$/),
	start: arbStart,
	rows: fc.array(arbRow, { minLength: 1, maxLength: 6 }),
	/** Printed values given as the app asks for them, from these. */
	pick: fc.array(fc.nat(), { minLength: 8, maxLength: 8 })
});

/** A printed value for an id the judge asks for, from the numbers drawn. */
function printedFor(id: string, n: number): unknown {
	if (id.startsWith('merv.wall.')) return { colour: CUBE_COLOURS[n % 4], cubes: (n % 2) + 1 };
	if (id.startsWith('merv.gate.')) return CUBE_COLOURS[n % 4];
	if (id === MOSQUE_TOP) return 3 + (n % 6);
	if (id.startsWith('merv.mosque.reward.')) return MOSQUE_REWARDS[n % MOSQUE_REWARDS.length];
	if (id.startsWith('merv.mosque.points.')) return n % 4;
	if (id.startsWith('merv.bonus-tile.')) return ACTIONS[n % ACTIONS.length];
	if (id.startsWith('merv.contract-card.'))
		return {
			points: n % 9,
			influence: n % 7,
			scrolls: n % 3,
			common: (n >>> 2) % 3,
			rare: (n >>> 4) % 2,
			anyGood: (n >>> 5) % 3,
			bonus: n % 2 ? 'soldier' : 'favour'
		};
	return MARKET_REWARDS[n % MARKET_REWARDS.length];
}

/**
 * What the screen asks before the judge's turn, answered from the numbers drawn until nothing is
 * left (an answer may lead to another question: a mosque space's reward to the bonus tiles' faces),
 * with the open contracts when it asks for them: returns the state and the entry to play.
 */
function askedAndAnswered(state: MervState, row: Row, pick: readonly number[]): { state: MervState; entry: MervEntry } {
	let s = state;
	let contracts: number[] | undefined;
	for (let pass = 0; pass < 8; pass++) {
		const needs = judgeNeeds(s, contracts);
		if (needs.contracts && contracts === undefined) {
			const open = pick.map((n) => (n % CONTRACTS) + 1).filter((card) => !s.participants.some((p) => (p.contractCards ?? []).includes(card)));
			contracts = [...new Set(open)].slice(0, 6);
			continue;
		}
		if (!needs.printed.length) return { state: s, entry: { type: 'judge.played', ...(needs.row ? { row } : {}), ...(contracts ? { contracts } : {}) } };
		const values = Object.fromEntries(needs.printed.map((id, k) => [id, printedFor(id, pick[(k + pass) % pick.length]! + k)]));
		s = stateOf([{ type: 'printed.recorded', values }], s);
	}
	throw new Error('the judge kept asking');
}

/** The counts the judge's Silk Road, mosque and contracts must keep in bounds. */
function checkBounds(state: MervState) {
	for (const kind of ['common', 'rare'] as const)
		expect(state.participants.reduce((n, p) => n + p.tally[kind] + p.tally[`${kind}OnContracts`], 0)).toBeLessThanOrEqual(GOODS_OF_EACH_KIND);
	const cards = state.participants.flatMap((p) => p.contractCards ?? []);
	expect(new Set(cards).size).toBe(cards.length);
	for (const p of state.participants) {
		expect(new Set(p.posts ?? []).size).toBe((p.posts ?? []).length);
		expect(Object.values(p.tally).every((n) => n >= 0)).toBe(true);
	}
	expect(state.participants.reduce((n, p) => n + p.tally.camels, 0)).toBeLessThanOrEqual(CAMELS);
	const top = state.copy.values[MOSQUE_TOP];
	if (typeof top === 'number') expect(state.participants[J]!.tally.mosqueLevel).toBeLessThanOrEqual(Math.max(top, 0));
}

/** Plays an entry through the rules on a frozen copy (a write to the state throws), twice: both outcomes must agree. */
function playChecked(state: MervState, entry: MervEntry) {
	const a = mervRules.play(frozen(state), entry);
	const b = mervRules.play(frozen(state), entry);
	expect(b).toEqual(a);
	return a;
}

/** The entries the table would make next: the judge's and its part of the chamberlain's by the app, the player's plainly, the year's end. */
function nextEntries(state: MervState, row: Row): MervEntry[] {
	const step = turnStep(state);
	if (step.step === 'judge') return [judgeNeeds(state).row ? { type: 'judge.played', row } : { type: 'judge.played' }];
	if (step.step === 'judge-chamberlain') return [{ type: 'judge.chamberlain' }];
	if (step.step === 'master') return playerTurn(state);
	// The chamberlain's site when the player picks it (RU L941): the first empty one, or none.
	if (step.step === 'site') return [{ type: 'turn.site', cell: step.cells[0] ?? null }];
	if (step.step === 'order') return [{ type: 'order.placed', space: step.spaces[step.spaces.length - 1]!.space }];
	if (state.stage === 'invasion') {
		const next = nextTribute(state);
		return [next ? { type: 'invasion.decided', cell: next.cell, tribute: null } : { type: 'invasion.ended' }];
	}
	if (state.stage === 'scoring') return [{ type: 'year.scored', year: state.year }];
	if (step.step === 'rounds-done') return [state.year === 1 ? { type: 'year.scored', year: 1 } : { type: 'invasion.started' }];
	return [];
}

describe('the judge’s turns on random solo games (property)', () => {
	it('never throw, play the same twice, and a refusal changes nothing; what the app asks first is enough', () => {
		const seen = new Map<string, number>();
		fc.assert(
			fc.property(arbGame, ({ layout, seed, start, rows, pick }) => {
				let state = stateOf(soloGame(layout, seed));
				for (const e of start) {
					const out = mervRules.play(state, e);
					if (out.ok) state = out.state;
				}
				let judgeTurns = 0;
				for (let i = 0; i < 160 && state.phase === 'playing' && state.stage !== 'final'; i++) {
					// Out of turn, the judge's entries are refused, and change nothing (the state is frozen).
					if (turnStep(state).step !== 'judge') expect(playChecked(state, { type: 'judge.played' }).ok).toBe(false);
					if (turnStep(state).step !== 'judge-chamberlain') expect(playChecked(state, { type: 'judge.chamberlain' }).ok).toBe(false);
					const row = rows[judgeTurns % rows.length]!;
					let entries = nextEntries(state, row);
					if (turnStep(state).step === 'judge') {
						// The printed values and the open contracts the app asks for, as the player reads them off the table.
						const asked = askedAndAnswered(state, row, pick);
						state = asked.state;
						entries = [asked.entry];
					}
					if (!entries.length) break;
					for (const entry of entries) {
						const out = playChecked(state, entry);
						if (!out.ok) {
							// What the app asked first is enough: only a count the table broke may refuse the judge now.
							expect(out.refusal.key).not.toBe('merv_refusal_printed_needed');
							expect(out.refusal.key).not.toBe('merv_refusal_judge_row');
							expect(out.refusal.key).not.toBe('merv_refusal_judge_contracts');
							return;
						}
						if (entry.type === 'judge.played') {
							judgeTurns++;
							expect(out.state.judgeLast!.seat).toBe('judge');
							expect(out.state.judgeLast!.steps.length).toBeGreaterThan(0);
							for (const { key } of out.state.judgeLast!.steps) seen.set(key, (seen.get(key) ?? 0) + 1);
						}
						state = out.state;
						checkBounds(state);
					}
				}
				// The judge's six cards are all somewhere, each once: deck, current, discards or the box.
				const cards = [...state.judgeDeck, ...state.judgeDiscards, ...state.judgeOut, ...(state.judgeCard ? [state.judgeCard] : [])];
				expect(cards.sort()).toEqual([...ACTIONS].sort());
			}),
			{ numRuns: 30 }
		);
		// The runs reached the judge's Silk Road, contracts and mosque, not only refusals.
		for (const key of ['merv_judge_step_goods', 'merv_judge_step_contract', 'merv_judge_step_mosque_up'])
			expect(
				[...seen.keys()].some((k) => k.startsWith(key)),
				key
			).toBe(true);
	}, 60_000);

	it('any judge.played, with any row and any open contracts, at any point of a random game, never throws', () => {
		const arbOpen = fc.option(fc.array(fc.integer({ min: 1, max: CONTRACTS }), { maxLength: 6 }), { nil: undefined });
		fc.assert(
			fc.property(arbGame, fc.array(fc.option(arbRow, { nil: undefined }), { maxLength: 6 }), arbOpen, ({ layout, seed, start }, extra, open) => {
				let state = stateOf(soloGame(layout, seed));
				for (const e of [...start, { type: 'order.set', order: [J, 0, 'chamberlain'] } as MervEntry]) {
					const out = mervRules.play(state, e);
					if (out.ok) state = out.state;
				}
				for (const row of extra) {
					const entry: MervEntry = { type: 'judge.played', ...(row ? { row } : {}), ...(open ? { contracts: open } : {}) };
					const out = playChecked(state, entry);
					if (out.ok) state = out.state;
					const more = nextEntries(state, row ?? []);
					for (const e of more) {
						const o = mervRules.play(state, e);
						if (o.ok) state = o.state;
					}
				}
			}),
			{ numRuns: 40 }
		);
	}, 60_000);
});
