import { describe, expect, it } from 'vitest';
import { CELLS, CUBES, type Cube } from '../../../src/lib/engine/merv/catalog.ts';
import { tributeAsk, tributeQueue, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { tributeChoices, tributeConvert } from '../../../src/lib/engine/merv/city/invasion.ts';
import { roundsPlayedOut } from './trade-fixtures.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/**
 * Ana (red) takes the purple second discovery in year 1 (3 scrolls and the library's purple make 4, RU L709);
 * in year 2 the city is cleared and she alone has buildings in the north row: purple, sand and turquoise sites.
 */
function invaded(more: MervEntry[] = []): MervEntry[] {
	const year1 = roundsPlayedOut([
		...cityGame({ 6: { action: 'library', colour: 'purple' } }),
		set(0, 'scrolls', 3),
		{ type: 'turn.master', line: 1 },
		{ type: 'turn.site', cell: 6 },
		{ type: 'turn.library', paid: { purple: 1 } },
		{ type: 'owed.discovery', tile: 'convert.purple' },
		{ type: 'turn.ended' }
	]);
	const built = ok([...year1, { type: 'year.scored', year: 1 }]).city;
	return [
		...year1,
		{ type: 'year.scored', year: 1 },
		...CELLS.filter((c) => built[c]?.building).map((cell): MervEntry => ({ type: 'site.built', cell, owner: null })),
		...[0, 1, 2].map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' })),
		{ type: 'site.built', cell: 3, owner: 'blue' },
		set(0, 'cubes.purple', 3),
		set(0, 'cubes.turquoise', 1),
		set(1, 'cubes.purple', 1),
		{ type: 'order.set', order: [0, 1, 2] },
		...more,
		{ type: 'invasion.started' }
	];
}
const pay = (cell: number, tribute: Cube | null): MervEntry => ({ type: 'invasion.decided', cell, tribute });

describe('the second discovery at tribute (RU L731)', () => {
	it('RU L731: once per invasion phase, the discovery’s colour pays for a site of another colour; the building stays', () => {
		const start = invaded();
		const s0 = ok(start);
		expect(tributeQueue(s0).map((a) => a.cell)).toEqual([0, 1, 2, 3]);
		// The purple site takes purple as its own colour (RU L457): the discovery is not used.
		const own = [...start, pay(0, 'purple')];
		expect(ok(own).invasion!.converted).toEqual([]);
		expect(tributeConvert(ok(own), tributeQueue(s0)[1]!)).toBe('purple');
		const sand = [...own, pay(1, 'purple')];
		const s = ok(sand);
		expect(s.city[1]!.building).toBe('red');
		expect(s.participants[0]!.tally['cubes.purple']).toBe(1);
		expect(s.invasion!.converted).toEqual([0]);
		// A second time in the same phase is refused, with the reason; the turquoise site’s own colour still serves.
		expect(tributeConvert(s, tributeQueue(s0)[2]!)).toBeNull();
		const r = run([...sand, pay(2, 'purple')]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_convert_used_invasion' });
		expect(r.state).toEqual(s);
		const red = [...sand, pay(2, 'turquoise')];
		// Boris holds no such discovery: his purple cube is no tribute for the orange site.
		expect(run([...red, pay(3, 'purple')]).refusal).toEqual({ key: 'merv_refusal_tribute_colour', params: { colour: 'purple' } });
		const done = ok([...red, pay(3, null), { type: 'invasion.ended' }]);
		expect([0, 1, 2, 3].map((c) => done.city[c]!.building)).toEqual(['red', 'red', 'red', null]);
	});
});

describe('what the owner of an attacked building is offered to pay (RU L457, L731)', () => {
	/** Ana without sand, orange or white cubes, Boris without orange or white, whatever year 1 produced. */
	const none = [...(['sand', 'orange', 'white'] as const).map((c) => set(0, `cubes.${c}`, 0)), set(1, 'cubes.orange', 0), set(1, 'cubes.white', 0)];
	/** The cubes the rules take as this tribute when it is the next to decide. */
	const taken = (entries: MervEntry[], cell: number) => CUBES.filter((c) => run([...entries, pay(cell, c)]).refusal === null);
	/** What is offered, as one list: the rules must take exactly these. */
	const offered = (entries: MervEntry[]) => {
		const s = ok(entries);
		const { cubes, convert } = tributeChoices(
			s,
			tributeQueue(s).find((a) => !(a.cell in s.invasion!.decided))!
		);
		return convert ? [...cubes, convert] : cubes;
	};

	it('L457: the cubes the site takes that the owner holds, and the discovery’s colour while unused (L731); what the rules take, no more', () => {
		// Ana holds 3 purple and 1 turquoise, no other; Boris 1 purple, for the orange site.
		const start = invaded(none);
		expect(tributeChoices(ok(start), tributeQueue(ok(start))[0]!)).toEqual({ cubes: ['purple'], convert: null });
		expect(taken(start, 0)).toEqual(['purple']);
		const sand = [...start, pay(0, 'purple')];
		expect(tributeChoices(ok(sand), tributeQueue(ok(sand))[1]!)).toEqual({ cubes: [], convert: 'purple' });
		expect(taken(sand, 1)).toEqual(offered(sand));
		const turquoise = [...sand, pay(1, 'purple')];
		expect(offered(turquoise)).toEqual(['turquoise']);
		expect(taken(turquoise, 2)).toEqual(['turquoise']);
		// Boris holds nothing the orange site takes: nothing is offered, and the rules take nothing.
		const orange = [...turquoise, pay(2, 'turquoise')];
		expect(offered(orange)).toEqual([]);
		expect(taken(orange, 3)).toEqual([]);
	});

	it('L457: white is offered whenever it is held; the discovery’s colour not when none is held', () => {
		const start = invaded([...none, set(0, 'cubes.purple', 0), set(1, 'cubes.white', 1)]);
		expect(offered(start)).toEqual([]);
		expect(taken(start, 0)).toEqual([]);
		const sand = [...start, pay(0, null)];
		expect(tributeConvert(ok(sand), tributeQueue(ok(sand))[1]!)).toBe('purple');
		expect(offered(sand)).toEqual([]);
		expect(taken(sand, 1)).toEqual([]);
		const orange = [...sand, pay(1, null), pay(2, 'turquoise')];
		expect(offered(orange)).toEqual(['white']);
		expect(taken(orange, 3)).toEqual(['white']);
	});
});

describe('who the invasion asks (RU L457)', () => {
	/** Ana holds 1 turquoise cube only, Boris 1 white: the purple and sand sites cannot be paid for, the turquoise and orange can. */
	const holding = [
		...(['purple', 'sand', 'orange', 'white'] as const).map((c) => set(0, `cubes.${c}`, 0)),
		set(0, 'cubes.turquoise', 1),
		set(1, 'cubes.orange', 0),
		set(1, 'cubes.white', 1)
	];
	const cells = (attacks: { cell: number }[]) => attacks.map((a) => a.cell);

	it('L457: the first owner in turn order who can pay is asked; the buildings before it, whose owners hold nothing they take, fall without a question', () => {
		const start = invaded(holding);
		const asked = tributeAsk(ok(start));
		expect(asked.ask?.cell).toBe(2);
		expect(asked.choices).toEqual({ cubes: ['turquoise'], convert: null });
		expect(cells(asked.falling)).toEqual([0, 1]);
		expect(cells(asked.undecided)).toEqual([0, 1, 2, 3]);
		// The rules take no tribute for a building said to fall: each in turn, nothing is accepted.
		const fallen = [...start, pay(0, null)];
		expect(CUBES.filter((c) => run([...start, pay(0, c)]).refusal === null)).toEqual([]);
		expect(CUBES.filter((c) => run([...fallen, pay(1, c)]).refusal === null)).toEqual([]);
		// Before the invasion starts, the same question: the attacks as the city stands.
		const before = tributeAsk(ok(start.slice(0, -1)));
		expect([before.ask?.cell, cells(before.falling), cells(before.undecided)]).toEqual([2, [0, 1], [0, 1, 2, 3]]);
	});

	it('L457: once the turquoise is paid Boris is asked; once he pays, no one is left to ask, and nothing falls', () => {
		const paid = [...invaded(holding), pay(0, null), pay(1, null), pay(2, 'turquoise')];
		expect(tributeAsk(ok(paid)).ask?.cell).toBe(3);
		expect(tributeAsk(ok(paid)).falling).toEqual([]);
		const all = tributeAsk(ok([...paid, pay(3, 'white')]));
		expect([all.ask, all.falling, all.undecided]).toEqual([null, [], []]);
	});

	it('L457: with no owner able to pay, no one is asked and every building left falls', () => {
		const poor = invaded([...holding, set(0, 'cubes.turquoise', 0), set(1, 'cubes.white', 0)]);
		const asked = tributeAsk(ok(poor));
		expect(asked.ask).toBeNull();
		expect(cells(asked.falling)).toEqual([0, 1, 2, 3]);
	});
});
