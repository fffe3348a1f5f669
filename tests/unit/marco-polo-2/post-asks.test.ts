/**
 * A trading post recorded as a correction asks what travel asks, once: a city's coat of arms when unknown, its outpost
 * bonus tile (first post there only) and city bonus marker when this game does not know them; what it knows is offered.
 */
import { describe, expect, it } from 'vitest';
import { cityBonusId, coatId, learnedBoard, outpostId, placeId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { postAsks } from '../../../src/lib/engine/marco-polo-2/view/board.ts';
import type { TablePlayer } from '../../../src/lib/engine/marco-polo-2/table/state.ts';

const table = (...posts: string[][]) => ({ players: posts.map((tradingPosts) => ({ tradingPosts }) as TablePlayer) });
const board = learnedBoard({
	values: {
		[placeId('oasis-a')]: { name: 'Oasis A', oasis: true },
		[coatId('kabul')]: 'c1',
		[outpostId('kabul')]: { gold: 1 },
		[cityBonusId('kabul')]: { camels: 3 },
		[outpostId('pagan')]: {},
		[cityBonusId('pagan')]: {}
	}
});

describe('a trading post recorded as a correction', () => {
	it('in a city nothing is known of: its coat and both bonuses are asked, nothing offered', () => {
		expect(postAsks(board, table([], []), 0, 'kashgar')).toEqual({
			coats: ['kashgar'],
			outposts: ['kashgar'],
			cityBonuses: ['kashgar'],
			outpost: null,
			cityBonus: null
		});
	});

	it('in a city the game knows: nothing asked, its tile and marker offered filled in', () => {
		expect(postAsks(board, table([], []), 0, 'kabul')).toEqual({ coats: [], outposts: [], cityBonuses: [], outpost: { gold: 1 }, cityBonus: { camels: 3 } });
	});

	it('after someone else built there: the tile is gone (RU L493); the marker stays (RU L445), offered or asked', () => {
		expect(postAsks(board, table([], ['kabul']), 0, 'kabul')).toMatchObject({ outposts: [], outpost: null, cityBonus: { camels: 3 } });
		expect(postAsks(board, table([], ['kashgar']), 0, 'kashgar')).toMatchObject({ coats: ['kashgar'], outposts: [], cityBonuses: ['kashgar'] });
	});

	it('a city learned as having nothing: nothing asked, nothing offered', () => {
		expect(postAsks(board, table([], []), 0, 'pagan')).toMatchObject({ outposts: [], cityBonuses: [], outpost: null, cityBonus: null });
	});

	it('asks nothing for Beijing, an oasis, a place not on the board, or a city the player already has', () => {
		expect(postAsks(board, table([], []), 0, 'beijing')).toBeNull();
		expect(postAsks(board, table([], []), 0, 'oasis-a')).toBeNull();
		expect(postAsks(board, table([], []), 0, 'city-card-4')).toBeNull();
		expect(postAsks(board, table(['kabul'], []), 0, 'kabul')).toBeNull();
	});
});
