import { describe, expect, it } from 'vitest';
import { SIDES } from '../../../src/lib/engine/merv/catalog.ts';
import { turnStep, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { cityGame, ok, run, set } from './turn-fixtures.ts';

/** Ana (red) on the caravanserai of cell 6 (column 2), holding a pepper card and 3 purple cubes, with white upgrades on the first cells. */
const pepper = (whites: number): MervEntry[] => [
	...cityGame({ 6: { action: 'caravanserai', colour: 'purple' } }),
	set(0, 'spice.pepper', 1),
	set(0, 'cubes.purple', 2),
	...Array.from({ length: whites }, (_, cell): MervEntry => ({ type: 'site.upgraded', cell, upgrade: 'white' })),
	{ type: 'turn.master', line: 1 },
	{ type: 'turn.site', cell: 6 }
];
const cards = (n: number): MervEntry => ({
	type: 'turn.caravanserai',
	spices: Array.from({ length: n }, () => 'pepper' as const),
	paid: { purple: n },
	camelsTaken: 0,
	camelsPlaced: 0
});
const owedOf = (entries: MervEntry[]) => {
	const step = turnStep(ok(entries));
	return step.step === 'act' ? step.owed : null;
};

describe('a reward that can no longer be placed does not hold up the turn (RU L618, L159)', () => {
	it('RU L618: with 5 white upgrades in the city the pepper pair’s upgrade is owed until placed', () => {
		const taken = [...pepper(5), cards(1)];
		expect(owedOf(taken)).toEqual([{ kind: 'white-upgrade', anySite: true }]);
		expect(run([...taken, { type: 'turn.ended' }]).refusal).toEqual({ key: 'merv_refusal_owed', params: { count: 1 } });
	});

	it('RU L159: with all 6 white upgrades in the city it is not owed, and the turn ends', () => {
		const taken = [...pepper(6), cards(1)];
		expect(owedOf(taken)).toEqual([]);
		expect(run([...taken, { type: 'owed.upgrade', cell: 20 }]).refusal).toEqual({ key: 'merv_refusal_upgrades_used', params: { max: 6 } });
		const ended = ok([...taken, { type: 'turn.ended' }]);
		expect(ended.turn).toBeNull();
		expect(ended.participants[0]!.tally['spice.pepper']).toBe(2);
	});

	it('two pepper pairs with one white upgrade left: the first is placed, the second is lost', () => {
		const taken = [...pepper(5), set(0, 'cubes.purple', 3), cards(3)];
		expect(owedOf(taken)).toHaveLength(2);
		const placed = [...taken, { type: 'owed.upgrade', cell: 20 } as MervEntry];
		expect(owedOf(placed)).toEqual([]);
		expect(ok([...placed, { type: 'turn.ended' }]).city.filter((s) => s?.upgrade === 'white')).toHaveLength(6);
	});

	it('RU L742: the third discovery’s wall piece with every slot of the wall built is not owed either', () => {
		const everySlot = SIDES.flatMap((side) => [0, 1, 2, 3, 4].map((slot): MervEntry => ({ type: 'wall.built', side, slot, by: null })));
		const start: MervEntry[] = [
			...cityGame({ 6: { action: 'library', colour: 'purple' } }),
			...everySlot,
			set(0, 'scrolls', 5),
			{ type: 'turn.master', line: 1 },
			{ type: 'turn.site', cell: 6 },
			{ type: 'turn.library', paid: { purple: 1 } },
			{ type: 'owed.discovery', tile: 'third.wall-piece' }
		];
		expect(ok(start).turn!.owed).toEqual([{ kind: 'wall-piece' }]);
		expect(owedOf(start)).toEqual([]);
		expect(ok([...start, { type: 'turn.ended' }]).participants[0]!.discoveries).toEqual(['third.wall-piece']);
	});
});
