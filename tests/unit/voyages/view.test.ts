/**
 * What the screens of The Voyages of Marco Polo read off a state and send (view.ts): each helper
 * agrees with the rules, so an entry built by one is accepted where the table is.
 *
 * First game, 3 players: Ada is Raschid ad-Din Sinan (7 coins), Boris Matteo Polo (8), Chen Berke Khan (9).
 * Seed 'mp1-fixture' with random small-city tiles: Alexandria's large-city tile gives 2 gold, Samarcanda's a good of choice.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	CITY_CARD_SPACES,
	voyagesRules,
	type VoyagesEntry,
	type VoyagesState,
	MAIN_ACTION_SPACES,
	actingPlayer,
	actionEntry,
	bonusColumns,
	contractsToPutAway,
	nextToKeep,
	playedOut,
	rollOf,
	roundToStart,
	sheetFieldRange,
	toRoll,
	destinations,
	diceSteps,
	journeyBonus,
	journeyCost,
	journeyEntry,
	occupiedTravelCoins,
	refusalOf,
	checkScoreSheet,
	emptyScoreSheet,
	sheetPostsWith
} from '../../../src/lib/engine/voyages/index.ts';
import { voyagesBuild, voyagesCreated, voyagesExpectAccepted, voyagesPlayingLog, voyagesTurnOf, type VoyagesLog } from './fixtures.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const roll = (player: number, faces: number[], white?: number): VoyagesEntry => ({
	type: 'dice.rolled',
	player,
	faces,
	compensation: { coins: 0, camels: 0 },
	...(white !== undefined ? { white } : {})
});
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });
/** Round 1 started and every die rolled: Ada's turn. */
const rolled = (log = voyagesPlayingLog(3)) =>
	voyagesBuild(log, { type: 'round.started' }, roll(0, [1, 2, 3, 4, 5]), roll(1, [3, 3, 3, 3, 3], 6), roll(2, [6, 5, 4, 3, 2]));
const withCharacter = (s: VoyagesState, player: number, character: VoyagesState['players'][number]['character'], at?: string): VoyagesState => ({
	...s,
	players: s.players.map((p, i) => (i === player ? { ...p, character, ...(at ? { position: at, figures: [at] } : {}) } : p))
});

describe('mp1 view: rounds and dice', () => {
	it('a round may start before the first and once every die is placed, never after the last', () => {
		let log = voyagesPlayingLog(3);
		expect(roundToStart(state(log))).toBe(1);
		log = voyagesBuild(log, { type: 'round.started' });
		expect(roundToStart(state(log))).toBeNull();
		expect(roundToStart({ ...state(log), turn: null })).toBe(2);
		expect(roundToStart({ ...state(log), turn: null, round: 5 })).toBeNull();
		expect(roundToStart(state(voyagesBuild([], voyagesCreated(3))))).toBeNull();
		expect(playedOut({ ...state(log), turn: null, round: 5 })).toBe(true);
		expect(playedOut({ ...state(log), turn: 1, round: 5 })).toBe(false);
		expect(playedOut({ ...state(log), turn: null })).toBe(false);
	});

	it('who still rolls, and whose turn it is once all have', () => {
		let log = voyagesBuild(voyagesPlayingLog(3), { type: 'round.started' });
		expect(toRoll(state(voyagesPlayingLog(3)))).toEqual([]);
		expect(toRoll(state(log))).toEqual([0, 1, 2]);
		expect(actingPlayer(state(log))).toBeNull();
		log = voyagesBuild(log, roll(0, [3, 3, 3, 3, 3]));
		expect(toRoll(state(log))).toEqual([1, 2]);
		expect(actingPlayer(state(rolled()))).toBe(0);
		expect(toRoll(state(rolled()))).toEqual([]);
	});

	it('what each player rolls: 5 dice, Matteo Polo a white one too; no compensation for Raschid ad-Din Sinan', () => {
		const s = state(voyagesPlayingLog(3));
		expect(rollOf(s, 0)).toMatchObject({ count: 5, white: false });
		expect(rollOf(s, 1)).toMatchObject({ count: 5, white: true });
		expect(rollOf(s, 0).due([1, 1, 1, 1, 1])).toBe(0);
		expect(rollOf(s, 2).due([1, 1, 1, 1, 1])).toBe(10);
		expect(rollOf(s, 2).due([3, 3, 3, 3, 3])).toBe(0);
	});
});

describe('mp1 view: a main action', () => {
	it('offers every main-action space, the money bag aside', () => {
		expect(MAIN_ACTION_SPACES).toContain('travel');
		expect(MAIN_ACTION_SPACES).toContain('khans-favor');
		expect(MAIN_ACTION_SPACES).not.toContain('money-bag');
		for (const space of CITY_CARD_SPACES) expect(MAIN_ACTION_SPACES).toContain(space);
	});

	it('builds entries the rules accept: the bazaar, Khan’s Favor with its good of choice', () => {
		const log = rolled();
		// Ada's dice 1 2 3 4 5: places 3 and 4 are the faces 4 and 5 (PL:277–286: 3 silk).
		const silk = voyagesExpectAccepted(log, actionEntry(0, [4, 3], 'bazaar-silk'));
		expect(silk.state.players[0]!.stock.silk).toBe(3);
		expect(actionEntry(0, [4, 3], 'bazaar-silk', { good: 'gold', columns: [1] })).toEqual({ type: 'action', player: 0, dice: [3, 4], space: 'bazaar-silk' });
		const khan = actionEntry(0, [0], 'khans-favor', { good: 'gold' });
		expect(khan.gain).toEqual({ gold: 1 });
		expect(voyagesExpectAccepted(log, khan).state.players[0]!.stock).toMatchObject({ gold: 1, camels: 4 });
	});

	it('sends contract columns to the contracts space, and what a city card cost and gave to its space', () => {
		expect(actionEntry(1, [2], 'contracts', { columns: [1, 2], gain: { coins: 1 } })).toEqual({
			type: 'action',
			player: 1,
			dice: [2],
			space: 'contracts',
			contracts: [1, 2]
		});
		const card = CITY_CARD_SPACES[0]!;
		expect(actionEntry(1, [0], card, { pay: { coins: 2 }, gain: { points: 3 } })).toMatchObject({ space: card, pay: { coins: 2 }, gain: { points: 3 } });
		const log = rolled();
		const r = voyagesExpectAccepted(log, actionEntry(0, [1], 'contracts', { columns: [1] }));
		expect(r.state.players[0]!.contracts).toHaveLength(2);
	});

	it('columns 5 and 6 give their bonus, each contract’s all as coins or all as camels (PL:380)', () => {
		expect(bonusColumns([6, 1, 5])).toEqual([
			{ column: 5, bonus: 1 },
			{ column: 6, bonus: 2 }
		]);
		expect(actionEntry(0, [4], 'contracts', { columns: [5] }).gain).toEqual({ coins: 1 });
		expect(actionEntry(0, [4], 'contracts', { columns: [5, 6], bonusAs: { 6: 'camels' } }).gain).toEqual({ coins: 1, camels: 2 });
		expect(actionEntry(0, [4], 'contracts', { columns: [6], bonusAs: { 6: 'camels' } }).gain).toEqual({ camels: 2 });
		expect(actionEntry(0, [4], 'contracts', { columns: [6] }).gain).toEqual({ coins: 2 });
		expect(actionEntry(0, [4], 'contracts', { columns: [1, 2], bonusAs: { 6: 'camels' } }).gain).toBeUndefined();
		const log = rolled();
		// Ada's die of 5 is at place 4.
		const r = voyagesExpectAccepted(log, actionEntry(0, [4], 'contracts', { columns: [5], bonusAs: { 5: 'camels' } }));
		expect(r.state.players[0]!.stock.camels).toBe(3);
	});

	it('puts active contracts away to make room', () => {
		let log = rolled();
		const starting = state(log).players[0]!.contracts[0]!;
		log = voyagesBuild(log, actionEntry(0, [0], 'contracts', { columns: [1] }), { type: 'turn.ended', player: 0 });
		log = voyagesBuild(log, actionEntry(1, [0], 'take-5-coins'), { type: 'turn.ended', player: 1 });
		log = voyagesBuild(log, actionEntry(2, [0], 'take-5-coins'), { type: 'turn.ended', player: 2 });
		expect(state(log).players[0]!.contracts).toHaveLength(2);
		// Her colour is on the contracts space this round: a black die goes there (PL:745).
		log = voyagesBuild(log, adjust(0, { camels: 3 }), { type: 'bonus.blackDie', player: 0, face: 4 });
		expect(contractsToPutAway(state(log), 0, [1])).toBe(1);
		expect(contractsToPutAway(state(log), 0, [1, 2])).toBe(2);
		expect(contractsToPutAway(state(log), 1, [1])).toBe(1);
		expect(contractsToPutAway(state(log), 2, [1])).toBe(0);
		const entry = actionEntry(0, [4], 'contracts', { columns: [1], discard: [starting] });
		expect(entry.discard).toEqual([starting]);
		expect(voyagesExpectAccepted(log, entry).state.players[0]!.contracts).not.toContain(starting);
	});
});

describe('mp1 view: travel', () => {
	it('plans from the figure with the character’s own moves: Johannes Carpini jumps between oases', () => {
		const s = state(voyagesPlayingLog(3));
		expect(destinations(s, 0, 1).map((r) => r.to)).toEqual(expect.arrayContaining(['oasis-a', 'oasis-e', 'alexandria']));
		const atOasis = withCharacter(s, 0, 'berke-khan', 'oasis-a');
		expect(destinations(atOasis, 0, 1).map((r) => r.to)).not.toContain('oasis-j');
		expect(destinations(withCharacter(s, 0, 'johannes-carpini', 'oasis-a'), 0, 1).map((r) => r.to)).toContain('oasis-j');
		expect(destinations(s, 9, 1)).toEqual([]);
	});

	it('says why the rules would refuse a journey: another player’s turn, dice not selected, more than the player has', () => {
		const log = voyagesTurnOf(voyagesPlayingLog(3), 0);
		const s = state(log);
		const sumatra = destinations(s, 0, 6).find((r) => r.to === 'sumatra')!.options[0]!;
		const dice = [0, 1];
		expect(refusalOf(s, journeyEntry(s, { player: 0, option: sumatra, maxSteps: 6, dice }))?.key).toBe('voyages_refusal_travel_too_far');
		const alexandria = destinations(s, 0, 1).find((r) => r.to === 'alexandria')!.options[0]!;
		expect(refusalOf(s, journeyEntry(s, { player: 0, option: alexandria, maxSteps: 3, dice }))).toBeNull();
		expect(refusalOf(s, journeyEntry(s, { player: 0, option: alexandria, maxSteps: 3, dice: [] }))).toEqual({
			key: 'voyages_refusal_dice_count',
			params: { need: 2, got: 0 }
		});
		expect(refusalOf(s, journeyEntry(s, { player: 1, option: alexandria, maxSteps: 3, dice }))).toEqual({
			key: 'refusal_not_your_turn',
			params: { name: 'Ada' }
		});
		const poor = state(voyagesBuild(log, adjust(0, { coins: -7 })));
		expect(refusalOf(poor, journeyEntry(poor, { player: 0, option: alexandria, maxSteps: 3, dice }))).toEqual({
			key: 'voyages_refusal_travel_cannot_pay',
			params: { coins: 3, camels: 0, haveCoins: 0, haveCamels: 2 }
		});
		expect(diceSteps(s, 0, [0, 1])).toBe(3);
		expect(diceSteps(s, 0, [0])).toBeNull();
	});

	it('a post bonus goes with the journey only where a post built has one to enter; a large-city tile’s extras are listed', () => {
		const log = voyagesTurnOf(
			voyagesBuild([], voyagesCreated(3, { smallCityTiles: 'random' }), { type: 'setup.completed' }, adjust(0, { coins: 30, camels: 10 })),
			0
		);
		const s = state(log);
		expect(journeyBonus(s, 0, [['venezia', 'alexandria']])).toEqual({ automatic: { gold: 2 }, toEnter: [], extras: [], moved: [] });
		expect(journeyBonus(s, 0, [['venezia', 'oasis-e', 'samarcanda']])).toEqual({ automatic: {}, toEnter: ['good-of-choice'], extras: [], moved: [] });
		expect(journeyBonus(s, 0, [['venezia', 'oasis-a', 'moscow']])).toEqual({ automatic: {}, toEnter: [], extras: ['black-die'], moved: [] });
		expect(journeyBonus(s, 0, [['venezia', 'oasis-e']])).toEqual({ automatic: {}, toEnter: [], extras: [], moved: [] });

		const to = (place: string) => destinations(s, 0, 3).find((r) => r.to === place)!.options[0]!;
		const plain = journeyEntry(s, { player: 0, option: to('alexandria'), maxSteps: 3, dice: [0, 1], postBonus: {} });
		expect(plain).toEqual({ type: 'action', player: 0, dice: [0, 1], space: 'travel', path: ['venezia', 'alexandria'] });
		expect(voyagesExpectAccepted(log, plain).state.players[0]!.stock.gold).toBe(2);
		const choice = journeyEntry(s, { player: 0, option: to('samarcanda'), maxSteps: 3, dice: [0, 1], postBonus: { silk: 1 } });
		expect(choice).toMatchObject({ type: 'action', postBonus: { silk: 1 } });
		expect(voyagesExpectAccepted(log, choice).state.players[0]!.stock.silk).toBe(1);
		expect(journeyCost(s, { player: 0, option: to('samarcanda'), maxSteps: 3, dice: [0, 1] })).toEqual({ coins: 7, camels: 3 });
		expect(journeyCost(s, { player: 0, option: to('samarcanda'), maxSteps: 3, reward: 'contract:C42' })).toEqual({ coins: 0, camels: 3 });
	});

	it('a journey’s cost counts an occupied travel space, the lower die in coins (PL:726), for the travel action only', () => {
		let log = voyagesBuild(
			rolled(),
			{ type: 'action', player: 0, dice: [0, 1], space: 'travel', path: ['venezia', 'alexandria'] },
			{ type: 'turn.ended', player: 0 }
		);
		const s = state(log);
		const option = destinations(s, 1, 3).find((r) => r.to === 'alexandria')!.options[0]!;
		expect(occupiedTravelCoins(s, 1, [0, 1])).toBe(3);
		expect(journeyCost(s, { player: 1, option, maxSteps: 3, dice: [0, 1] })).toEqual({ coins: 3 + 3, camels: 0 });
		expect(journeyCost(s, { player: 1, option, maxSteps: 1, reward: 'contract:C42' })).toEqual({ coins: 0, camels: 0 });
		log = voyagesBuild(log, journeyEntry(s, { player: 1, option, maxSteps: 3, dice: [0, 1] }));
		expect(state(log).players[1]!.stock.coins).toBe(8 - 6);
	});

	it('is the travel action with the dice selected, or the move a reward granted', () => {
		const log = voyagesBuild(rolled(), adjust(0, { coins: 20 }));
		const s = state(log);
		const option = destinations(s, 0, 1).find((r) => r.to === 'alexandria')!.options[0]!;
		const action = journeyEntry(s, { player: 0, option, maxSteps: 3, dice: [4, 3] });
		expect(action).toEqual({ type: 'action', player: 0, dice: [3, 4], space: 'travel', path: option.path });
		expect(voyagesExpectAccepted(log, action).state.players[0]!.position).toBe('alexandria');
		expect(journeyEntry(s, { player: 0, option, maxSteps: 1, reward: 'contract:C42' })).toEqual({
			type: 'move',
			player: 0,
			reward: 'contract:C42',
			path: option.path
		});
	});
});

describe('mp1 view: goal cards and the score sheet', () => {
	it('the first player without goal cards keeps next', () => {
		let log = voyagesBuild([], voyagesCreated(3, { goalCards: 'deal-4-keep-2' }));
		expect(nextToKeep(state(log))).toBe(0);
		const dealt = state(log).setup!.players[0]!.goalCardsDealt;
		log = voyagesBuild(log, { type: 'goalCards.kept', player: 0, cards: dealt.slice(0, 2) });
		expect(nextToKeep(state(log))).toBe(1);
		expect(nextToKeep(state(voyagesPlayingLog(3)))).toBeNull();
	});

	it('a sheet number is whole from 0; the score figure stands on 1–50, as the rules check it', () => {
		expect(sheetFieldRange('coins')).toEqual({ min: 0 });
		expect(sheetFieldRange('trackSpace')).toEqual({ min: 1, max: 50 });
		const sheet = emptyScoreSheet();
		expect(checkScoreSheet({ ...sheet, trackSpace: 51 })?.key).toBe('voyages_refusal_track_space');
		expect(checkScoreSheet({ ...sheet, trackSpace: 0 })?.key).toBe('voyages_refusal_track_space');
		expect(checkScoreSheet({ ...sheet, trackSpace: 50 })).toBeNull();
	});

	it('a Beijing post on the sheet keeps its space, the first by default; none without it', () => {
		const sheet = { ...emptyScoreSheet(), posts: ['moscow'] };
		expect(sheetPostsWith(sheet, 'beijing', true)).toEqual({ posts: ['moscow', 'beijing'], beijingSpace: 1 });
		expect(sheetPostsWith({ ...sheet, posts: ['moscow', 'beijing'], beijingSpace: 3 }, 'anxi', true)).toEqual({
			posts: ['moscow', 'beijing', 'anxi'],
			beijingSpace: 3
		});
		expect(sheetPostsWith({ ...sheet, posts: ['moscow', 'beijing'], beijingSpace: 3 }, 'beijing', false)).toEqual({ posts: ['moscow'], beijingSpace: null });
		expect(sheetPostsWith(sheet, 'moscow', true).posts).toEqual(['moscow']);
	});
});
