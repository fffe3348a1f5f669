/**
 * Table tracker: Möngke Khan's oases (RU L1120–1122) and Filippo Vitello's outpost bonus tiles (RU L1154–1156),
 * played by the tracker rather than typed as corrections.
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from './fixtures.ts';
import { acceptAll, expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, playerOf, retireOthers, tableOf, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
const travel = (player: number, dice: number[], steps: number, extra: object = {}, tradingPosts: string[] = ['jaipur']) =>
	act(player, dice, { space: 'travel-middle', steps, routeCost: {}, tradingPosts, gain: {}, ...extra });
const book1 = (player: number, die = 0) => act(player, [die], { space: 'book-1', pay: {}, gain: {} });

describe("RU L1120–1122: Möngke Khan's oases", () => {
	const log = () => turnsLog({ players: 2, characters: ['mongke-khan', 'abha-basu'], faces: [SIXES, SIXES] });

	it("RU L1122: the rulebook's Xi'an to Jaipur, 2 steps with 2 oases passed: 6 VP and, as chosen, 4 coins, 2 camels, or 2 coins and 1 camel", () => {
		const route = { routeCost: { coins: 8, camels: 4 } };
		const rich = extend(log(), { type: 'table.adjust', player: 0, delta: { camels: 1 } });
		for (const [oases, coins, camels] of [
			[['coins', 'coins'], 8 - 8 + 4, 0],
			[['camels', 'camels'], 0, 2],
			[['coins', 'camels'], 2, 1]
		] as const) {
			const p = expectAccepted(rich, travel(0, [0, 1], 2, { ...route, oases })).state.table!.players[0]!;
			expect(p.points).toBe(6);
			expect(p.stock).toMatchObject({ coins, camels });
		}
	});

	it('only Möngke Khan gains for oases; a city card that moves him gains them too (RU L1120)', () => {
		const l = log();
		expectRefused(extend(l, book1(0), endTurn(0)), travel(1, [0, 1], 2, { oases: ['coins'] }), 'marco_polo_2_refusal_oases_mongke_only');
		const card = act(0, [0], { space: 'city-card', card: 'area-1', pay: {}, gain: {}, oases: ['camels'] });
		const p = expectAccepted(l, card).state.table!.players[0]!;
		expect(p.points).toBe(3);
		expect(p.stock.camels).toBe(4);
		expectRefused(l, travel(0, [0, 1], 2, { oases: ['gold'] }), 'refusal_unknown_entry');
	});
});

describe('RU L1154–1156: Filippo Vitello takes the outpost bonus tiles others gain, and cashes one as a bonus action', () => {
	const log = () => turnsLog({ players: 3, characters: ['filippo-vitello', 'mongke-khan', 'abha-basu'], faces: [SIXES, SIXES, SIXES] });
	const tile = { gold: 2 };

	it('RU L1156: another player first in Kashgar gains its 2 gold; Filippo takes the tile, then cashes it in a later turn of his', () => {
		let l = extend(log(), book1(0), endTurn(0));
		l = extend(l, travel(1, [0, 1], 2, { outposts: [tile] }, ['kashgar']));
		expect(playerOf(l, 1).stock.gold).toBe(2);
		expect(playerOf(l, 0).outpostTiles).toEqual([tile]);
		// Only in his own turn, as a bonus action; then the tile goes back to the box.
		expectRefused(l, { type: 'bonus.outpostTile', player: 0, tile: 0 }, 'refusal_not_your_turn', { name: 'Boris' });
		l = retireOthers(extend(l, endTurn(1)), 0);
		expectRefused(l, { type: 'bonus.outpostTile', player: 0, tile: 1 }, 'marco_polo_2_refusal_no_such_tile');
		const f = expectAccepted(l, { type: 'bonus.outpostTile', player: 0, tile: 0 }).state.table!.players[0]!;
		expect(f.stock.gold).toBe(2);
		expect(f.outpostTiles).toEqual([]);
	});

	it('RU L1154: when Filippo builds first he takes the tile instead of its bonus; the trading-post correction works the same', () => {
		const l = log();
		const f = expectAccepted(l, travel(0, [0, 1], 2, { outposts: [tile] }, ['kashgar'])).state.table!.players[0]!;
		expect(f.stock.gold).toBe(0);
		expect(f.outpostTiles).toEqual([tile]);
		const post: Entry = { type: 'table.tradingPost', player: 2, city: 'pagan', gain: {}, outpost: { jade: 1 } };
		const s = expectAccepted(l, post).state.table!;
		// Abha Basu gains the jade, and 1 VP for it (RU L1132); Filippo holds the tile.
		expect(s.players[2]!.stock.jade).toBe(1);
		expect(s.players[2]!.points).toBe(1);
		expect(s.players[0]!.outpostTiles).toEqual([{ jade: 1 }]);
	});

	it('without Filippo at the table the player simply gains the tile; no more tiles than trading posts built', () => {
		const l = turnsLog({ players: 2, characters: ['mongke-khan', 'abha-basu'], faces: [SIXES, SIXES] });
		const s = expectAccepted(l, travel(0, [0, 1], 2, { outposts: [tile] }, ['kashgar'])).state.table!;
		expect(s.players[0]!.stock.gold).toBe(2);
		expect(s.players.every((p) => p.outpostTiles.length === 0)).toBe(true);
		expectRefused(l, travel(0, [0, 1], 2, { outposts: [tile] }, []), 'marco_polo_2_refusal_outposts_count');
		const upper = act(0, [0, 1, 2], { space: 'travel-upper', steps: 3, routeCost: {}, tradingPosts: ['a', 'b'], gain: {}, outposts: [tile, { jade: 1 }] });
		expect(expectAccepted(l, upper).state.table!.players[0]!.stock).toMatchObject({ gold: 2, jade: 1 });
		expect(tableOf(acceptAll(l, upper)).players[0]!.tradingPosts).toEqual(['a', 'b']);
	});
});
