/** Properties of the Silk Road, the mosque and contracts at the table: random entries never throw, a refusal changes nothing. */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
	CELLS,
	CITIES,
	CUBES,
	CUBE_COLOURS,
	GOODS_OF_EACH_KIND,
	TALLY_FIELDS,
	type Action,
	type CubeColour,
	mervRules,
	type MervEntry,
	type MervState
} from '../../../src/lib/engine/merv/index.ts';
import { mervValue, mosqueCostId } from '../../../src/lib/engine/merv/printed.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
import { cityGame, ok, set, type Layout } from './turn-fixtures.ts';
import { fullCopy } from './trade-fixtures.ts';

const ACTIONS_AROUND: Action[] = ['silk-road', 'mosque', 'library', 'palace'];
const layout: Layout = Object.fromEntries(CELLS.map((c) => [c, { action: ACTIONS_AROUND[c % 4]!, colour: CUBE_COLOURS[(c >> 1) % 4]! }]));

const start: MervEntry[] = [
	...cityGame(layout),
	{ type: 'printed.recorded', values: fullCopy() },
	...[0, 1, 2].flatMap((who) => [
		...CUBES.map((c) => set(who, `cubes.${c}`, 3)),
		set(who, 'camels', 2),
		set(who, 'scrolls', 2),
		set(who, 'common', 2),
		set(who, 'rare', 2),
		set(who, 'influence', 3)
	])
];

const cubes = fc.record(Object.fromEntries(CUBES.map((c) => [c, fc.integer({ min: 0, max: 2 })])), { requiredKeys: [] });
const city = fc.constantFrom(...CITIES);
const path = fc.integer({ min: 0, max: 5 });
const entry: fc.Arbitrary<unknown> = fc.oneof(
	{ arbitrary: fc.record({ type: fc.constant('turn.master'), line: fc.integer({ min: 0, max: 4 }) }), weight: 3 },
	{ arbitrary: fc.record({ type: fc.constant('turn.site'), cell: fc.integer({ min: 0, max: 24 }) }), weight: 4 },
	{
		arbitrary: fc.constantFrom({ type: 'turn.ended' }, { type: 'turn.favour' }, { type: 'order.placed', space: 0 }, { type: 'order.placed', space: 2 }),
		weight: 3
	},
	{
		arbitrary: fc.record({
			type: fc.constant('turn.silkRoad'),
			post: city,
			goods: fc.uniqueArray(city, { maxLength: 4 }),
			paid: cubes,
			camelsToMarket: fc.integer({ min: 0, max: 3 })
		}),
		weight: 4
	},
	{
		arbitrary: fc.record(
			{ type: fc.constant('turn.mosque'), path, steps: fc.integer({ min: 0, max: 4 }), paid: cubes },
			{ requiredKeys: ['type', 'steps', 'paid'] }
		),
		weight: 4
	},
	{
		arbitrary: fc.record(
			{ type: fc.constant('contract.fulfilled'), card: fc.integer({ min: 0, max: 19 }), paid: cubes, anyRare: fc.integer({ min: 0, max: 2 }) },
			{ requiredKeys: ['type', 'card', 'paid'] }
		),
		weight: 4
	},
	{
		arbitrary: fc.record(
			{ type: fc.constant('owed.upgrade'), cell: fc.integer({ min: 0, max: 24 }), colour: fc.constantFrom(...CUBE_COLOURS) },
			{ requiredKeys: ['type', 'cell'] }
		),
		weight: 2
	},
	{ arbitrary: fc.record({ type: fc.constant('owed.bonusTile'), tile: fc.integer({ min: 0, max: 5 }) }), weight: 1 },
	{ arbitrary: fc.record({ type: fc.constant('owed.courtier'), court: fc.constantFrom('learning', 'spices', 'commerce', 'faith', 'nope') }), weight: 1 },
	{ arbitrary: fc.record({ type: fc.constant('owed.soldier'), cell: fc.constantFrom(null, 0, 6, 7, 13) }), weight: 1 },
	{
		arbitrary: fc.record({
			type: fc.constant('owed.wall'),
			piece: fc.record({
				kind: fc.constantFrom('wall', 'gate'),
				n: fc.integer({ min: 1, max: 4 }),
				side: fc.constantFrom('north', 'east'),
				slot: fc.integer({ min: 0, max: 4 })
			})
		}),
		weight: 1
	},
	{
		arbitrary: fc.record({ type: fc.constant('turn.market'), corner: fc.constantFrom(null, 0, 1, 2, 3), path }, { requiredKeys: ['type', 'corner'] }),
		weight: 1
	},
	{
		arbitrary: fc.record(
			{
				type: fc.constant('owed.discovery'),
				tile: fc.constantFrom('third.trading-post', 'third.mosque-step', 'discount.silk-road', 'discount.mosque', 'convert.sand'),
				city,
				path
			},
			{ requiredKeys: ['type', 'tile'] }
		),
		weight: 1
	},
	{ arbitrary: fc.record({ type: fc.constant('turn.library'), paid: cubes }), weight: 1 }
);

/**
 * An entry chosen against the state, so that runs get far: the master on a free space, a site of its
 * line, the actions paid in white, the first owed reward settled, the next space of a reorder taken.
 */
const intent = fc.record({ kind: fc.constantFrom('next', 'next', 'next', 'next', 'act', 'contract', 'owed', 'refill'), pick: fc.nat(), n: fc.nat(4) });
type Intent = { kind: string; pick: number; n: number };

function owedEntry(s: MervState, who: number, pick: number): unknown {
	const owed = s.turn?.owed[0];
	const own = CELLS.filter((c) => s.city[c]?.building === s.participants[who]?.colour && !s.city[c]!.upgrade);
	if (!owed) return { type: 'turn.favour' };
	if (owed.kind === 'soldier') return { type: 'owed.soldier', cell: null };
	if (owed.kind === 'white-upgrade' || owed.kind === 'extra-upgrade')
		return {
			type: 'owed.upgrade',
			cell: own[pick % Math.max(1, own.length)] ?? 0,
			...(owed.kind === 'extra-upgrade' ? { colour: CUBE_COLOURS[pick % 4] } : {})
		};
	if (owed.kind === 'bonus-tile') return { type: 'owed.bonusTile', tile: (pick % 4) + 1 };
	if (owed.kind === 'courtier') return { type: 'owed.courtier', court: ['learning', 'spices', 'commerce', 'faith'][pick % 4] };
	if (owed.kind === 'wall-piece') return { type: 'owed.wall', piece: { kind: 'wall', n: (pick % 16) + 1, side: 'north', slot: [0, 1, 3, 4][pick % 4] } };
	const tiles = {
		1: ['discount.silk-road', 'discount.mosque'],
		2: ['convert.sand', 'convert.orange'],
		3: ['third.trading-post', 'third.mosque-step'],
		4: ['fourth.points']
	}[owed.tier];
	return { type: 'owed.discovery', tile: tiles[pick % tiles.length], city: CITIES[pick % 8], path: (pick % 4) + 1 };
}

/** What the turn calls for next: a master, a site, the action, a reward owed, the end, a place in the next order. */
function nextKind(s: MervState): string {
	if (s.reorder) return 'order';
	if (!s.turn) return 'master';
	if (!s.turn.activated) return 'site';
	if (!s.turn.action) return 'act';
	return s.turn.owed.length ? 'owed' : 'end';
}

function guidedEntry(s: MervState, i: Intent): unknown {
	const who = typeof s.turn?.seat === 'number' ? s.turn.seat : (s.order[s.turnAt] as number);
	const free = s.spaces.flatMap((x, l) => (x === null ? [l] : []));
	if (i.kind === 'next') return guidedEntry(s, { ...i, kind: nextKind(s) });
	if (i.kind === 'order') return { type: 'order.placed', space: s.reorder ? s.reorder.track.lastIndexOf(null) : 0 };
	if (i.kind === 'master') return { type: 'turn.master', line: free[i.pick % Math.max(1, free.length)] ?? 0 };
	if (i.kind === 'site') return { type: 'turn.site', cell: s.turn?.line == null ? 0 : lineCells(s.round, s.turn.line)[i.pick % 4] };
	if (i.kind === 'end') return { type: 'turn.ended' };
	if (i.kind === 'refill') return set(who ?? 0, 'cubes.white', 4);
	if (i.kind === 'owed') return owedEntry(s, who, i.pick);
	if (i.kind === 'contract') return { type: 'contract.fulfilled', card: (i.pick % 18) + 1, paid: { white: 1 } };
	// The site's own action, paid in white: the whole price, now and then one cube short.
	const short = i.n === 0 ? 1 : 0;
	const t = s.participants[who]?.tally;
	const action = s.turn?.cell == null ? null : s.city[s.turn.cell]?.action;
	if (!t || (action !== 'mosque' && action !== 'silk-road')) return { type: 'turn.favour' };
	if (action === 'mosque') {
		const steps = (i.pick % 2) + 1;
		const p = t.mosqueLevel > 0 ? t.mosquePath : (i.pick % 4) + 1;
		const price = [1, 2].slice(0, steps).reduce((n, k) => n + (mervValue<CubeColour[]>(s.copy, mosqueCostId(p, t.mosqueLevel + k))?.length ?? 1), 0);
		return { type: 'turn.mosque', steps, paid: { white: price - short }, ...(i.pick % 5 ? { path: p } : {}) };
	}
	const posts = s.participants[who]!.posts ?? [];
	const post = posts.length ? CITIES[i.pick % 8]! : CITIES[i.pick % 4]!;
	const goods = CITIES.filter((_, k) => (i.pick >> (k + 3)) & 1).slice(0, 3);
	const price = goods.reduce((n, c) => n + (CITIES.indexOf(c) < 4 ? 1 : 2), 0);
	return { type: 'turn.silkRoad', post, goods, paid: { white: Math.max(0, price - short) }, camelsToMarket: i.pick % 2 };
}

/** What must hold in any state the rules accept. */
function checkInvariants(s: MervState) {
	for (const p of s.participants) {
		for (const f of TALLY_FIELDS) expect(p.tally[f], f).toBeGreaterThanOrEqual(0);
		expect(new Set(p.posts ?? []).size).toBe((p.posts ?? []).length);
		expect(new Set(p.contractCards ?? []).size).toBe((p.contractCards ?? []).length);
		expect(p.tally.contracts).toBeGreaterThanOrEqual((p.contractCards ?? []).length);
		expect(p.tally.mosqueLevel).toBeLessThanOrEqual(6);
	}
	for (const kind of ['common', 'rare'] as const)
		expect(s.participants.reduce((n, p) => n + p.tally[kind] + p.tally[`${kind}OnContracts`], 0)).toBeLessThanOrEqual(GOODS_OF_EACH_KIND);
	// A camel on the market stands on a corner (RU L387, L796).
	expect(s.market.corners.filter(Boolean).length).toBe(s.market.camels);
}

describe('Silk Road, mosque and contract properties', () => {
	it('random entries never throw; a refused one changes nothing; an accepted one keeps the counts in bounds', () => {
		const initial = ok(start);
		const done = new Map<string, number>();
		fc.assert(
			fc.property(fc.array(fc.oneof({ arbitrary: entry, weight: 1 }, { arbitrary: intent, weight: 4 }), { minLength: 10, maxLength: 60 }), (items) => {
				let state = initial;
				for (const item of items) {
					const raw = 'kind' in (item as object) ? guidedEntry(state, item as Intent) : item;
					const parsed = v.safeParse(mervRules.entry, raw);
					if (!parsed.success) continue;
					const before = structuredClone(state);
					const out = mervRules.play(state, parsed.output);
					expect(state).toEqual(before);
					if (!out.ok) {
						expect(out.refusal.key).toMatch(/refusal_/);
						// Camels only move between places in these entries (no caravan card, no count of camels): never past the box (RU L47).
						expect(out.refusal.key).not.toBe('merv_refusal_camels_box');
						continue;
					}
					done.set(parsed.output.type, (done.get(parsed.output.type) ?? 0) + 1);
					state = out.state;
					checkInvariants(state);
				}
			}),
			{ numRuns: 150 }
		);
		// The runs reached far enough to play the actions, not only to refuse them.
		for (const type of ['turn.silkRoad', 'turn.mosque', 'contract.fulfilled']) expect(done.get(type) ?? 0, type).toBeGreaterThan(10);
		for (const type of ['owed.upgrade', 'owed.bonusTile', 'owed.courtier']) expect(done.get(type) ?? 0, type).toBeGreaterThan(1);
	}, 60_000);
});
