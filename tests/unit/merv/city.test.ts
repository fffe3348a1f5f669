/** Merv's city: setup from the seed, the grid's entries, the invasion (RU = shared/seeds/002…txt, by line). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateAfter } from '../play.ts';
import {
	attackedBuildings,
	CELLS,
	dealCity,
	drawMarketSide,
	drawOrder,
	isProtected,
	judgeDeck,
	mervRules,
	sidesReaching,
	siteTiles,
	SIDES,
	type MervEntry,
	type MervState,
	type Site
} from '../../../src/lib/engine/merv/index.ts';
import { nextTribute } from '../../../src/lib/engine/merv/city/invasion.ts';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { play, startedGame, THREE } from './fixtures.ts';

const after = (state: MervState, ...entries: MervEntry[]) => entries.reduce((s, e) => stateAfter(mervRules, s, e), state);
const refusal = (state: MervState, entry: MervEntry) => {
	const r = mervRules.play(state, entry);
	return r.ok ? null : r.refusal.key;
};

describe('setup from the seed (RU L227–L319)', () => {
	it('the same seed deals the same city, each of the 24 tiles once around the market (L253–L255)', () => {
		const tiles = siteTiles(emptyCopy());
		const a = dealCity('SEED', tiles);
		expect(dealCity('SEED', tiles)).toEqual(a);
		expect(a[12]).toBeNull();
		expect(CELLS.map((c) => `${a[c]!.action}/${a[c]!.colour}`).sort()).toEqual(tiles.map((t) => `${t.action}/${t.colour}`).sort());
	});

	it('golden: a stored game is never re-dealt by a code change (the seed strings and draws are pinned)', () => {
		const city = dealCity('GOLDEN', siteTiles(emptyCopy()));
		expect(drawOrder('GOLDEN', 4)).toEqual([2, 1, 3, 0]);
		expect(drawMarketSide('GOLDEN')).toBe('a');
		expect(judgeDeck('GOLDEN')).toEqual(['caravanserai', 'palace', 'library', 'wall', 'silk-road', 'mosque']);
		expect(CELLS.slice(0, 6).map((c) => `${city[c]!.action}/${city[c]!.colour}`)).toEqual([
			'mosque/turquoise',
			'wall/sand',
			'palace/purple',
			'library/sand',
			'silk-road/turquoise',
			'palace/orange'
		]);
	});

	it('2 players: the chamberlain on the last space (L237); solo: judge 1st, player 2nd, chamberlain 3rd (L243–L245)', () => {
		expect(drawOrder('X', 2).at(-1)).toBe('chamberlain');
		expect(drawOrder('X', 1)).toEqual([1, 0, 'chamberlain']);
		expect([...drawOrder('X', 4)].sort()).toEqual([0, 1, 2, 3]);
	});

	it('the judge’s deck puts Palace 2nd, 3rd or 4th, every card once (L247–L249)', () => {
		fc.assert(
			fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
				const deck = judgeDeck(seed);
				expect([...deck].sort()).toEqual(['caravanserai', 'library', 'mosque', 'palace', 'silk-road', 'wall']);
				expect([1, 2, 3]).toContain(deck.indexOf('palace'));
			})
		);
	});

	it('a solo game takes the chamberlain and the judge in colours no player has; a 2-player game only the chamberlain', () => {
		const solo = play([{ type: 'game.created', players: [THREE[0]!], seed: 'S', chamberlain: 'green', judge: 'blue' }]).state;
		expect(solo.participants.map((p) => p.colour)).toEqual(['red', 'blue']);
		expect(solo.judgeDeck).toHaveLength(6);
		const two = mervRules.play(mervRules.initial(), { type: 'game.created', players: THREE.slice(0, 2), seed: 'S', chamberlain: 'blue', judge: null });
		expect(two).toMatchObject({ ok: false, refusal: { key: 'refusal_colour_taken' } });
	});

	it('a recorded city must have all 24 sites before play', () => {
		let s = play([
			{ type: 'game.created', players: THREE, seed: 'R', chamberlain: null, judge: null },
			{ type: 'setup.city', mode: 'recorded' }
		]).state;
		expect(refusal(s, { type: 'setup.completed' })).toBe('merv_refusal_sites_missing');
		for (const cell of CELLS) s = after(s, { type: 'site.recorded', cell, action: 'library', colour: 'sand' });
		expect(after(s, { type: 'setup.completed' }).phase).toBe('playing');
	});
});

describe('the city on the phone', () => {
	const s0 = () => play(startedGame()).state;

	it('a step of a count is a change: two screens stepping from the same view both count; checked as the number it makes', () => {
		const s = after(s0(), { type: 'tally.change', who: 0, field: 'court.spices', by: 1 }, { type: 'tally.change', who: 0, field: 'court.spices', by: 1 });
		expect(s.participants[0]!.tally['court.spices']).toBe(2);
		// A court holds 3 courtiers (L650); a step past it is refused like a typed 4, and nothing goes below zero.
		const full = after(s, { type: 'tally.change', who: 0, field: 'court.spices', by: 1 });
		expect(refusal(full, { type: 'tally.change', who: 0, field: 'court.spices', by: 1 })).toBe('merv_refusal_court_full');
		expect(refusal(s0(), { type: 'tally.change', who: 1, field: 'scrolls', by: -1 })).toBe('merv_refusal_below_zero');
	});

	it('at most 9 buildings of a colour (L66)', () => {
		let s = s0();
		for (const cell of CELLS.slice(0, 9)) s = after(s, { type: 'site.built', cell, owner: 'red' });
		expect(refusal(s, { type: 'site.built', cell: CELLS[9]!, owner: 'red' })).toBe('merv_refusal_buildings');
	});

	it('a soldier needs a building, no upgrade, no full walls; it gives 1 influence on one’s own, 2 on another’s (L563–L565)', () => {
		let s = after(s0(), { type: 'site.built', cell: 0, owner: 'blue' });
		expect(refusal(s, { type: 'site.soldier', cell: 1, owner: 'red' })).toBe('merv_refusal_soldier_needs_building');
		s = after(s, { type: 'site.soldier', cell: 0, owner: 'red' });
		expect(s.participants[0]!.tally.influence).toBe(2);
		s = after(
			s,
			{ type: 'site.built', cell: 4, owner: 'blue' },
			{ type: 'wall.built', side: 'north', slot: 4, by: 1 },
			{ type: 'wall.built', side: 'east', slot: 0, by: null }
		);
		expect(refusal(s, { type: 'site.soldier', cell: 4, owner: 'blue' })).toBe('merv_refusal_soldier_walled');
	});

	it('a wall piece gives 1 per own and 2 per other building on the 2 nearest sites in its line (L873, example L889)', () => {
		const s = after(
			s0(),
			{ type: 'site.built', cell: 2, owner: 'red' },
			{ type: 'site.built', cell: 7, owner: 'yellow' },
			{ type: 'wall.built', side: 'north', slot: 2, by: 0 }
		);
		expect(s.participants[0]!.tally.influence).toBe(3);
	});

	it('most sites are reached from 2 sides, those in line with the market from 1, where a gate protects them (L453)', () => {
		const counts = CELLS.map((c) => sidesReaching(c).length);
		expect(counts.filter((n) => n === 2)).toHaveLength(16);
		expect(counts.filter((n) => n === 1)).toHaveLength(8);
		expect(sidesReaching(7)).toEqual([{ side: 'north', slot: 2 }]);
	});
});

describe('the invasion (RU L451–L461)', () => {
	const ready = () => {
		const s = play(startedGame()).state;
		return after(
			s,
			{ type: 'site.built', cell: 0, owner: 'red' },
			{ type: 'site.built', cell: 7, owner: 'blue' },
			{ type: 'site.built', cell: 18, owner: 'yellow' },
			{ type: 'wall.built', side: 'north', slot: 2, by: null },
			{ type: 'site.soldier', cell: 18, owner: 'yellow' },
			{ type: 'tally.set', who: 0, field: 'cubes.white', value: 1 },
			{ type: 'year.scored', year: 1 }
		);
	};

	it('attacks unprotected buildings once, asks owners in turn order, returns soldiers after (L453–L461)', () => {
		let s = after(ready(), { type: 'order.set', order: [1, 2, 0] }, { type: 'invasion.started' });
		expect(s.invasion!.attacks.map((a) => a.cell)).toEqual([0]);
		expect(refusal(s, { type: 'invasion.decided', cell: 0, tribute: 'purple' })).toBe(
			s.city[0]!.colour === 'purple' ? 'merv_refusal_no_cube' : 'merv_refusal_tribute_colour'
		);
		s = after(s, { type: 'invasion.decided', cell: 0, tribute: 'white' });
		expect(nextTribute(s)).toBeNull();
		s = after(s, { type: 'invasion.ended' });
		expect(s.city[0]!.building).toBe('red');
		expect(s.city[18]!.soldier).toBeNull();
		expect(s.participants[0]!.tally['cubes.white']).toBe(0);
	});

	it('no invasion in year 1 (L451)', () => {
		expect(refusal(play(startedGame()).state, { type: 'invasion.started' })).toBe('merv_refusal_no_invasion');
	});

	it('never removes a protected building, and attacks each site at most once (property)', () => {
		const site = fc.record({
			building: fc.constantFrom(null, 'red', 'blue', 'yellow'),
			soldier: fc.constantFrom(null, null, 'red'),
			upgrade: fc.constantFrom(null, 'white', 'purple')
		});
		fc.assert(
			fc.property(fc.array(site, { minLength: 25, maxLength: 25 }), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (sites, wallBits) => {
				const city = sites.map((s, cell): Site | null => (cell === 12 ? null : { action: 'palace', colour: 'sand', ...s }));
				const walls = Object.fromEntries(SIDES.map((side, i) => [side, wallBits.slice(i * 5, i * 5 + 5)])) as MervState['walls'];
				const attacks = attackedBuildings(city, walls);
				expect(new Set(attacks.map((a) => a.cell)).size).toBe(attacks.length);
				for (const a of attacks) expect(isProtected(city[a.cell]!, walls, a.cell)).toBe(false);
				for (const cell of CELLS) if (city[cell]!.building && !isProtected(city[cell]!, walls, cell)) expect(attacks.some((a) => a.cell === cell)).toBe(true);
			})
		);
	});

	it('played through the rules, an invasion never removes a protected building, whatever the owners decide (property)', () => {
		const base = after(play(startedGame()).state, { type: 'year.scored', year: 1 });
		const owner = fc.constantFrom(null, 'red', 'blue', 'yellow');
		fc.assert(
			fc.property(
				fc.array(fc.record({ building: owner, soldier: fc.constantFrom(null, null, 'red') }), { minLength: 25, maxLength: 25 }),
				fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
				fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
				(sites, wallBits, pays) => {
					const city = base.city.map((site, cell) => (site ? { ...site, ...sites[cell], upgrade: null } : null));
					const walls = Object.fromEntries(SIDES.map((side, i) => [side, wallBits.slice(i * 5, i * 5 + 5)])) as MervState['walls'];
					// Ana (red) has white cubes to pay with; the others give up whatever is attacked.
					const participants = base.participants.map((p, i) => (i === 0 ? { ...p, tally: { ...p.tally, 'cubes.white': 12 } } : p));
					let s: MervState = after({ ...base, city, walls, participants }, { type: 'invasion.started' });
					for (let i = 0; nextTribute(s); i++) {
						const next = nextTribute(s)!;
						const paying = pays[i % 24]! && next.owner === 'red';
						s = after(s, { type: 'invasion.decided', cell: next.cell, tribute: paying ? 'white' : null });
					}
					s = after(s, { type: 'invasion.ended' });
					for (const cell of CELLS)
						if (city[cell]!.building && isProtected(city[cell]!, walls, cell)) expect(s.city[cell]!.building).toBe(city[cell]!.building);
					expect(s.city.every((site) => !site?.soldier)).toBe(true);
				}
			),
			{ numRuns: 100 }
		);
	});
});
