import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	GOAL_CARD_BY_ID,
	ROUTES,
	UNKNOWN_SMALL_CITY_TILE,
	bazaarId,
	emptyVoyagesCopy,
	goalCardPointsId,
	playerScores,
	postBonusAt,
	roundIncome,
	routeCostId,
	smallCityTileId,
	travelCostId,
	voyagesRules,
	voyagesPrinted
} from '../../../src/lib/engine/voyages/index.ts';
import { checkCopyValues, checkPrintedValue } from '../../../src/lib/engine/core/printed.ts';
import { voyagesBuild, voyagesCreated, voyagesExpectAccepted, voyagesExpectRefused, voyagesPlay, voyagesPlayingLog, voyagesTurnOf } from './fixtures.ts';

const VENEZIA_ALEXANDRIA = ROUTES.find((r) => (r.a === 'venezia' && r.b === 'alexandria') || (r.a === 'alexandria' && r.b === 'venezia'))!;

describe("a game keeps the printed values of the group's copy of the game", () => {
	it('a corrected route cost changes what a travel costs; the default stands otherwise', () => {
		const start = (copy?: Record<string, unknown>) =>
			voyagesTurnOf(voyagesBuild([], { ...voyagesCreated(2), ...(copy ? { copy } : {}) }, { type: 'setup.completed' }), 0);
		const plain = start();
		const corrected = start({ [routeCostId(VENEZIA_ALEXANDRIA.id)]: { camels: 1 } });
		const travel = { type: 'travel' as const, player: 0, path: ['venezia', 'alexandria'], maxSteps: 1 };
		const before = replay(voyagesRules, plain).players[0]!.stock;
		const a = voyagesExpectAccepted(plain, travel).state.players[0]!.stock;
		const b = voyagesExpectAccepted(corrected, travel).state.players[0]!.stock;
		expect(before.camels - a.camels).toBe(VENEZIA_ALEXANDRIA.extra.camels ?? 0);
		expect(before.camels - b.camels).toBe(1);
		expect(a.coins).toBe(b.coins);
	});

	it('a value the rulebook prints cannot be changed by a copy, and a malformed copy is refused', () => {
		// 2 steps cost 7 coins by the rulebook text: built in.
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { [travelCostId(2)]: 1 } }, 'refusal_printed_value_built_in');
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { [routeCostId(VENEZIA_ALEXANDRIA.id)]: { gold: 2 } } }, 'refusal_no_such_resource');
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { 'voyages.nothing': 3 } }, 'refusal_no_such_printed_value');
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: [] }, 'voyages_refusal_malformed');
		expect(checkCopyValues(voyagesPrinted, { [travelCostId(4)]: 12 })).toBeNull();
		// A small city's tile must be one of the six tiles.
		expect(checkCopyValues(voyagesPrinted, { 'voyages.small-city-tile.anxi': 'coins-5' })).toBeNull();
		expect(checkCopyValues(voyagesPrinted, { 'voyages.small-city-tile.anxi': 'gold-bars' })).toEqual({ key: 'voyages_refusal_no_such_tile' });
		// A bazaar cell is corrected as a reward (gold column 3 is unknown in the sources).
		expect(checkPrintedValue(voyagesPrinted, 'voyages.bazaar.gold.3', { amounts: { gold: 3, camels: 2 }, extras: [] })).toBeNull();
		expect(checkPrintedValue(voyagesPrinted, 'voyages.bazaar.gold.3', { gold: 3 })).toEqual({ key: 'voyages_refusal_printed_shape' });
		// Contract C02's silk is in doubt (1 or 2): the copy says which; a malformed term is refused.
		expect(
			checkPrintedValue(voyagesPrinted, 'voyages.contract.C02', {
				cost: { camels: 2, silk: 1, gold: 2 },
				reward: { amounts: { points: 6, camels: 4 }, extras: [] }
			})
		).toBeNull();
		expect(checkPrintedValue(voyagesPrinted, 'voyages.contract.C02', { cost: { coins: 2 }, reward: { amounts: {}, extras: [] } })).toEqual({
			key: 'refusal_no_such_resource'
		});
		expect(checkPrintedValue(voyagesPrinted, 'voyages.contract.C02', { cost: {}, reward: { amounts: {}, extras: ['a-castle'] } })).toEqual({
			key: 'voyages_refusal_printed_shape'
		});
	});
});

describe('values read off the copy during the game are recorded in it (printed.recorded)', () => {
	const rolled = (faces: number[][]) => {
		let log = voyagesBuild(voyagesPlayingLog(faces.length), { type: 'round.started' });
		faces.forEach((f, player) => (log = voyagesBuild(log, { type: 'dice.rolled', player, faces: f, compensation: { coins: 0, camels: 0 } })));
		return log;
	};
	const record = (values: Record<string, unknown>) => ({ type: 'printed.recorded' as const, values });

	it('gold column 3 of the bazaar, once recorded, is what a 3 takes there (PL:284; the sources disagree, data GAPS 2)', () => {
		const log = rolled([
			[3, 4, 5, 3, 3],
			[3, 3, 3, 3, 3]
		]);
		const gold = { type: 'action' as const, player: 0, dice: [0, 1, 2], space: 'bazaar-gold' as const };
		voyagesExpectRefused(log, gold, 'voyages_refusal_printed_unknown', { id: bazaarId('gold', 3) });
		const told = voyagesExpectAccepted(log, record({ [bazaarId('gold', 3)]: { amounts: { gold: 3, camels: 2 }, extras: [] } }));
		expect(told.state.copy.values[bazaarId('gold', 3)]).toEqual({ amounts: { gold: 3, camels: 2 }, extras: [] });
		expect(voyagesExpectAccepted(told.log, gold).state.players[0]!.stock).toMatchObject({ gold: 3, camels: 4 });
	});

	it('a small city’s tile placed by letter, once recorded, is paid by itself (PL:92, PL:504)', () => {
		let log = voyagesBuild(voyagesPlayingLog(3), { type: 'table.adjust', player: 0, delta: { coins: 30, camels: 10 } });
		expect(postBonusAt(replay(voyagesRules, log), 0, 'anxi')).toEqual({ automatic: {}, toEnter: UNKNOWN_SMALL_CITY_TILE, extras: [] });
		log = voyagesBuild(log, record({ [smallCityTileId('anxi')]: 'coins-5' }));
		expect(postBonusAt(replay(voyagesRules, log), 0, 'anxi')).toEqual({ automatic: { coins: 5 }, toEnter: null, extras: [] });
		log = voyagesPlay(log, { type: 'travel', player: 0, path: ['venezia', 'oasis-a', 'moscow', 'anxi'], maxSteps: 3 });
		expect(roundIncome(replay(voyagesRules, log), 0)).toEqual({ automatic: { coins: 5 }, toEnter: [] });
		// No tile on two cities.
		voyagesExpectRefused(log, record({ [smallCityTileId('kochi')]: 'coins-5' }), 'voyages_refusal_small_city_tile_twice', { tile: 'coins-5' });
	});

	it('only once the game has started, only values that exist and are not the rulebook’s, in their shape', () => {
		voyagesExpectRefused([], record({ [travelCostId(4)]: 12 }), 'refusal_wrong_phase');
		const log = voyagesPlayingLog(2);
		voyagesExpectRefused(log, record({ [travelCostId(2)]: 8 }), 'refusal_printed_value_built_in');
		voyagesExpectRefused(log, record({ 'voyages.nothing': 8 }), 'refusal_no_such_printed_value');
		voyagesExpectRefused(log, record({ [travelCostId(4)]: -1 }), 'refusal_not_whole_number', { field: 'value' });
		voyagesExpectRefused(log, record({}), 'refusal_unknown_entry');
		voyagesExpectRefused(log, { ...record({ [travelCostId(4)]: 11 }), more: 1 }, 'refusal_unknown_entry');
	});

	it('at final scoring: a goal card’s points recorded change the score of that game only (its own copy)', () => {
		let log = voyagesBuild(voyagesPlayingLog(2), { type: 'scoring.started' });
		const card = GOAL_CARD_BY_ID.get(replay(voyagesRules, log).players[0]!.goalCards[0]!)!;
		log = voyagesBuild(log, { type: 'sheet.posts', player: 0, posts: [...card.cities], beijingSpace: null });
		const before = playerScores(replay(voyagesRules, log));
		log = voyagesBuild(log, record({ [goalCardPointsId(card.id)]: card.points + 20 }));
		const after = playerScores(replay(voyagesRules, log));
		if (!before.complete || !after.complete) throw new Error('incomplete');
		const goal = (o: typeof before) => o.result.ranking.find((s) => s.player === 0)!.breakdown.goalCards;
		expect(goal(after) - goal(before)).toBe(20);
		expect(playerScores(replay(voyagesRules, log), emptyVoyagesCopy())).toEqual(before);
	});
});
