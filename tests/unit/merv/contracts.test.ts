import { describe, expect, it } from 'vitest';
import { contractNeeded } from '../../../src/lib/engine/merv/handlers/contracts.ts';
import { turnStep, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/** Two cards as a copy shows them: card 3 any cube, card 4 a sand cube (rules notes 18). */
const faces: MervEntry = {
	type: 'printed.recorded',
	values: {
		'merv.contract-card.3': { points: 5, influence: 2, scrolls: 1, common: 1, rare: 0, anyGood: 1, bonus: 'favour' },
		'merv.contract-card.4': { points: 7, influence: 4, scrolls: 0, common: 0, rare: 1, anyGood: 0, bonus: 'soldier', cube: 'sand' }
	}
};
/** Ana on the library site of cell 6 (it produces a turquoise). */
const ana = (more: MervEntry[] = []): MervEntry[] => [...cityGame(), faces, ...more, { type: 'turn.master', line: 1 }, { type: 'turn.site', cell: 6 }];
const held = [set(0, 'influence', 4), set(0, 'scrolls', 1), set(0, 'common', 2), set(0, 'rare', 1), set(0, 'cubes.turquoise', 1), set(0, 'cubes.sand', 1)];
const fulfil = (card: number, paid: Extract<MervEntry, { type: 'contract.fulfilled' }>['paid'], anyRare?: number): MervEntry =>
	anyRare === undefined ? { type: 'contract.fulfilled', card, paid } : { type: 'contract.fulfilled', card, paid, anyRare };
const tallyOf = (s: MervState) => s.participants[0]!.tally;

describe('contracts (RU L403–L411)', () => {
	it('RU L407–L409: 1 cube paid, the scrolls and goods onto the card, its points and favour at once', () => {
		const s = ok([...ana(held), fulfil(3, { turquoise: 1 })]);
		const t = tallyOf(s);
		expect([t.scrolls, t.scrollsOnContracts, t.common, t.commonOnContracts, t.rare, t['cubes.turquoise']]).toEqual([0, 1, 0, 2, 1, 1]);
		expect([t.points, t.favour, t.contracts]).toEqual([5, 1, 1]);
		expect(s.participants[0]!.contractCards).toEqual([3]);
		// Not the turn's one action: the library is still to take (RU L405: any time in one's turn).
		expect(s.turn!.action).toBeNull();
	});

	it('RU L409: several a turn, before and after the action; a soldier bonus is owed until placed', () => {
		const s = ok([...ana(held), fulfil(3, { turquoise: 1 }), { type: 'turn.library', paid: { turquoise: 1 } }, fulfil(4, { sand: 1 })]);
		expect([tallyOf(s).contracts, tallyOf(s).points, tallyOf(s).rareOnContracts]).toEqual([2, 12, 1]);
		// The scroll on card 3 still counts in the library (RU L407): with the new one, 2 scrolls make a discovery.
		expect(s.turn!.owed).toEqual([{ kind: 'discovery', tier: 1 }, { kind: 'soldier' }]);
		expect(run([...ana(held), fulfil(4, { sand: 1 }), { type: 'turn.library', paid: { turquoise: 1 } }, { type: 'turn.ended' }]).refusal?.key).toBe(
			'merv_refusal_owed'
		);
	});

	it('RU L405: influence short of the card’s level is refused, nothing changes', () => {
		const start = ana([...held, set(0, 'influence', 1)]);
		const r = run([...start, fulfil(3, { turquoise: 1 })]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_contract_influence', params: { level: 2 } });
		expect(r.state).toEqual(ok(start));
	});

	it('each card once a game; the fee is 1 cube, of the card’s colour when it shows one, white as any', () => {
		const start = ana([...held, set(0, 'cubes.white', 1)]);
		const once = [...start, fulfil(3, { turquoise: 1 })];
		expect(run([...once, fulfil(3, { purple: 1 })]).refusal?.key).toBe('merv_refusal_contract_taken');
		for (const paid of [{ turquoise: 1, sand: 1 }, {}, { turquoise: 1 }]) {
			const r = run([...start, fulfil(4, paid)]);
			expect(r.refusal?.key).toBe('merv_refusal_contract_fee');
			expect(r.state).toEqual(ok(start));
		}
		expect(tallyOf(ok([...start, fulfil(4, { white: 1 })])).rareOnContracts).toBe(1);
	});

	it('RU L407: goods on a contract serve no other; a good of either kind is common first unless told', () => {
		// Card 3 takes 1 common and 1 of either: with 1 common held, the rare serves.
		const oneCommon = ana([...held, set(0, 'common', 1)]);
		const s = ok([...oneCommon, fulfil(3, { turquoise: 1 })]);
		expect([tallyOf(s).commonOnContracts, tallyOf(s).rareOnContracts]).toEqual([1, 1]);
		const r = run([...oneCommon, fulfil(3, { turquoise: 1 }, 0)]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_contract_needs', params: { scrolls: 1, common: 2, rare: 0 } });
		expect(r.state).toEqual(ok(oneCommon));
		expect(run([...oneCommon, fulfil(3, { turquoise: 1 }, 2)]).refusal).toEqual({ key: 'merv_refusal_contract_any', params: { count: 1 } });
		const onContracts = ana([...held, set(0, 'common', 0), set(0, 'commonOnContracts', 2)]);
		expect(run([...onContracts, fulfil(3, { turquoise: 1 })]).refusal?.key).toBe('merv_refusal_contract_needs');
	});

	it('a card’s face is asked from the copy once; an unknown card is refused', () => {
		const start = ana(held);
		expect(contractNeeded(ok(start), 5)).toEqual(['merv.contract-card.5']);
		expect(contractNeeded(ok(start), 3)).toEqual([]);
		expect(run([...start, fulfil(5, { turquoise: 1 })]).refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 1 } });
		expect(run([...start, fulfil(19, { turquoise: 1 })]).refusal?.key).toBe('merv_refusal_no_such_contract');
	});

	it('RU L405: any time in one’s turn, before the master is placed and before the site too', () => {
		const before = [...cityGame(), faces, ...held];
		const s = ok([...before, fulfil(4, { sand: 1 })]);
		expect([tallyOf(s).points, tallyOf(s).contracts]).toEqual([7, 1]);
		// The turn is Ana’s from then on: its master still to place, the card’s soldier owed and placeable now (RU L409).
		expect(turnStep(s)).toMatchObject({ step: 'master', seat: 0 });
		expect(s.turn).toMatchObject({ seat: 0, line: null, owed: [{ kind: 'soldier' }] });
		const soldier = ok([...before, { type: 'site.built', cell: 11, owner: 'blue' }, fulfil(4, { sand: 1 }), { type: 'owed.soldier', cell: 11 }]);
		expect([soldier.city[11]!.soldier, tallyOf(soldier).influence]).toEqual(['red', 6]);
		const placed = ok([...before, fulfil(4, { sand: 1 }), { type: 'turn.master', line: 1 }]);
		expect(placed.turn).toMatchObject({ line: 1, owed: [{ kind: 'soldier' }] });
		expect(run([...before, fulfil(4, { sand: 1 }), { type: 'turn.master', line: 1 }, { type: 'turn.master', line: 2 }]).refusal?.key).toBe(
			'merv_refusal_master_placed'
		);
		expect(tallyOf(ok([...before, { type: 'turn.master', line: 1 }, fulfil(3, { turquoise: 1 })])).contracts).toBe(1);
	});

	it('RU L405: never outside one’s turn: between rounds, in the chamberlain’s turn, or with the city off the phone', () => {
		const two = [
			{ name: 'Ana', colour: 'red' as const },
			{ name: 'Boris', colour: 'blue' as const }
		];
		const chamberlain = [...cityGame({}, two, { chamberlain: 'green', judge: null }), faces, ...held];
		const turn = (line: number, cell: number): MervEntry[] => [
			{ type: 'turn.master', line },
			{ type: 'turn.site', cell },
			{ type: 'turn.favour' },
			{ type: 'turn.ended' }
		];
		const itsTurn = [...chamberlain, ...turn(0, 0), ...turn(1, 1)];
		expect(run([...itsTurn, fulfil(3, { turquoise: 1 })]).refusal?.key).toBe('merv_refusal_chamberlain_acts_not');
		const roundEnd = [...itsTurn, { type: 'turn.master', line: 2 } as MervEntry, { type: 'turn.site', cell: 2 } as MervEntry];
		expect(ok(roundEnd).reorder).not.toBeNull();
		expect(run([...roundEnd, fulfil(3, { turquoise: 1 })]).refusal?.key).toBe('merv_refusal_no_turn');
		const counts: MervEntry[] = [
			{ type: 'game.created', players: two, seed: 'COUNTS', chamberlain: 'green', judge: null },
			{ type: 'setup.city', mode: 'counts' },
			{ type: 'setup.completed' },
			faces,
			...held
		];
		expect(run([...counts, fulfil(3, { turquoise: 1 })]).refusal?.key).toBe('merv_refusal_no_city');
	});
});
