/** Values of the copy the rulebook does not give: never a number of the app's own (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { checkPrintedValue, emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { CELLS, MOSQUE_TOP, mervPrinted, siteTileId, siteTiles, siteTilesUnconfirmed, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { ok } from './turn-fixtures.ts';

describe('the site tiles (RU L255: the rulebook does not list them)', () => {
	it('are the app’s guess until the copy holds them, each tile on its own', () => {
		expect(siteTilesUnconfirmed(emptyCopy())).toHaveLength(24);
		const one = { values: { [siteTileId(3)]: { action: 'palace', colour: 'sand' } } };
		expect(siteTilesUnconfirmed(one)).not.toContain(3);
		expect(siteTilesUnconfirmed(one)).toHaveLength(23);
		const all = { values: Object.fromEntries(siteTiles(emptyCopy()).map((tile, i) => [siteTileId(i + 1), tile])) };
		expect(siteTilesUnconfirmed(all)).toEqual([]);
	});

	it('a city dealt from the copy’s confirmed list lays the table’s tiles, not the guess', () => {
		// A copy with four palaces more and no library: not one of each action in each colour.
		const tiles = siteTiles(emptyCopy()).map((tile) => (tile.action === 'library' ? { action: 'palace' as const, colour: tile.colour } : tile));
		const copy = Object.fromEntries(tiles.map((tile, i) => [siteTileId(i + 1), tile]));
		const s = ok([
			{ type: 'game.created', players: [{ name: 'Ana', colour: 'red' }], seed: 'TILES', chamberlain: 'green', judge: 'blue', copy },
			{ type: 'setup.city', mode: 'dealt' }
		] as MervEntry[]);
		const laid = CELLS.map((c) => s.city[c]!.action);
		expect(laid.filter((a) => a === 'palace')).toHaveLength(8);
		expect(laid).not.toContain('library');
	});
});

describe('the mosque’s height (RU L820 gives none)', () => {
	it('any top a copy shows up to the input bound is taken, and its levels have values to ask', () => {
		expect(checkPrintedValue(mervPrinted, MOSQUE_TOP, 15)).toBeNull();
		expect(checkPrintedValue(mervPrinted, MOSQUE_TOP, 40)).toBeNull();
		for (const id of ['merv.mosque.cost.1.15', 'merv.mosque.reward.4.40', 'merv.mosque.points.2.13']) expect(mervPrinted.byId.get(id), id).toBeDefined();
		expect(checkPrintedValue(mervPrinted, 'merv.mosque.points.2.13', 3)).toBeNull();
	});
});
