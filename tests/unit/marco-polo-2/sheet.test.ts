import { describe, expect, it } from 'vitest';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	checkGoalCard,
	checkSheet,
	emptySheet,
	scorePlayerSheet,
	trackPositionOf,
	marcoPolo2Rules,
	SHEET_NUMBER_FIELDS,
	type Guild,
	type MarcoPolo2Entry,
	type SealState,
	type SheetEntryField
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { finishedGameEntries, GOAL_CARDS, logOf, scoringLog, setupEntries, type Log } from './fixtures.ts';
import { acceptAll, expectAccepted, expectRefused } from './helpers.ts';

const num = (field: SheetEntryField, value: number, player = 0): MarcoPolo2Entry => ({ type: 'sheet.number', player, field, value });
const state = (log: Log) => replay(marcoPolo2Rules, log);

describe('sheet entries outside the scoring phase', () => {
	it('are refused before scoring has started', () => {
		const playing = logOf(setupEntries({ players: 2 }));
		for (const entry of [
			num('coins', 5),
			{ type: 'sheet.seal', player: 0, guild: 'farmers', seal: 'basic' },
			{ type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.kabul },
			{ type: 'sheet.confirmed', player: 0, confirmed: true },
			{ type: 'game.finished' }
		] as MarcoPolo2Entry[]) {
			expectRefused(playing, entry, 'refusal_wrong_phase');
			expectRefused([], entry, 'refusal_wrong_phase');
		}
	});

	it('are refused once the game is finished', () => {
		const finished = logOf(finishedGameEntries({ players: 2 }));
		expect(state(finished).phase).toBe('finished');
		expectRefused(finished, num('coins', 5), 'refusal_wrong_phase');
		expectRefused(finished, { type: 'sheet.confirmed', player: 0, confirmed: false }, 'refusal_wrong_phase');
		expectRefused(finished, { type: 'game.finished' }, 'refusal_wrong_phase');
	});
});

describe('sheet.number', () => {
	const log = scoringLog({ players: 3 });

	it('sets a value and starts from an empty sheet', () => {
		expect(state(log).players.map((p) => p.sheet)).toEqual([emptySheet(), emptySheet(), emptySheet()]);
		const { state: s } = expectAccepted(log, num('coins', 37, 2));
		expect(s.players[2]!.sheet.coins).toBe(37);
		expect(s.players[0]!.sheet.coins).toBe(0);
	});

	it('refuses non-whole and negative numbers, naming the field; only the laps and the points total may be below zero (RU L1051)', () => {
		for (const field of SHEET_NUMBER_FIELDS.filter((f) => f !== 'trackLaps'))
			for (const value of [-1, 2.5, 0.1, NaN, Infinity, -Infinity]) expectRefused(log, num(field, value), 'refusal_not_whole_number', { field });
		for (const field of ['trackLaps', 'points'] as const)
			for (const value of [2.5, NaN, Infinity, 10_000, -10_000]) expectRefused(log, num(field, value), 'marco_polo_2_refusal_whole_number', { field });
		expectRefused(log, { type: 'sheet.number', player: 0, field: 'coins', value: '3' as unknown as number }, 'refusal_not_whole_number', { field: 'coins' });
	});

	it('accepts 0 for every field but the score-track space, which is 1–50', () => {
		for (const field of SHEET_NUMBER_FIELDS.filter((f) => f !== 'trackSpace')) expectAccepted(log, num(field, 0));
		expectRefused(log, num('trackSpace', 0), 'marco_polo_2_refusal_min_track_space', { min: 1 });
		expectAccepted(log, num('trackSpace', 1));
		expectAccepted(log, num('trackSpace', 50));
		expectRefused(log, num('trackSpace', 51), 'marco_polo_2_refusal_max_track_space', { max: 50 });
	});

	it('points below zero are kept exactly (RU L1051: trading points for coins may take a player below zero), as a total or as the board shows them', () => {
		// As a total: −3 is the figure on 47 with −1 lap (−50 + 47); the sheet scores exactly −3.
		let s = expectAccepted(log, num('points', -3)).state;
		expect(s.players[0]!.sheet).toMatchObject({ trackSpace: 47, trackLaps: -1 });
		expect(scorePlayerSheet(s.players[0]!.sheet, null, emptyCopy()).breakdown.scoreTrack).toBe(-3);
		s = expectAccepted(log, num('points', -50)).state;
		expect(s.players[0]!.sheet).toMatchObject({ trackSpace: 50, trackLaps: -1 });
		// Above zero as before: 137 is the figure on 37 with 2 laps; 100 on 50 with 2; 0 on 50 with none.
		for (const [points, trackSpace, trackLaps] of [
			[137, 37, 2],
			[100, 50, 2],
			[0, 50, 0],
			[-51, 49, -2]
		] as const) {
			const sheet = expectAccepted(log, num('points', points)).state.players[0]!.sheet;
			expect(sheet).toMatchObject({ trackSpace, trackLaps });
			expect(scorePlayerSheet(sheet, null, emptyCopy()).breakdown.scoreTrack).toBe(points);
		}
		// As the board shows it: the figure's space and the laps (−1: below zero).
		const board = acceptAll(log, num('trackSpace', 48), num('trackLaps', -1));
		expect(scorePlayerSheet(state(board).players[0]!.sheet, null, emptyCopy()).breakdown.scoreTrack).toBe(-2);
		expect(trackPositionOf(-2)).toEqual({ trackSpace: 48, trackLaps: -1 });
	});

	it('refuses more than 11 trading posts', () => {
		expectAccepted(log, num('tradingPosts', 11));
		expectRefused(log, num('tradingPosts', 12), 'marco_polo_2_refusal_max_trading_posts', { max: 11 });
	});

	it('refuses more than 9 different coats (there are 9 on the board)', () => {
		const l = acceptAll(log, num('tradingPosts', 11));
		expectAccepted(l, num('differentCoats', 9));
		expectRefused(l, num('differentCoats', 10), 'marco_polo_2_refusal_max_different_coats', { max: 9 });
	});

	it('refuses more different coats than trading posts, whichever is entered last', () => {
		expectRefused(log, num('differentCoats', 1), 'marco_polo_2_refusal_coats_above_trading_posts', { coats: 1, posts: 0 });
		const l = acceptAll(log, num('tradingPosts', 5));
		expectAccepted(l, num('differentCoats', 5));
		expectRefused(l, num('differentCoats', 6), 'marco_polo_2_refusal_coats_above_trading_posts', { coats: 6, posts: 5 });
		const l2 = acceptAll(l, num('differentCoats', 5));
		expectRefused(l2, num('tradingPosts', 4), 'marco_polo_2_refusal_coats_above_trading_posts', { coats: 5, posts: 4 });
	});

	it('has no upper limit on goods, camels, coins, contracts, "+1"s and laps', () => {
		for (const field of ['pepper', 'silk', 'gold', 'jade', 'camels', 'coins', 'completedContracts', 'otherPlusOnes', 'trackLaps'] as const)
			expectAccepted(log, num(field, 250));
	});

	it('refuses goal coats reached without a goal card', () => {
		const l = acceptAll(log, num('tradingPosts', 5), num('differentCoats', 5));
		expectRefused(l, num('goalCoatsReached', 1), 'marco_polo_2_refusal_goal_coats_without_card');
	});

	it('refuses more goal coats reached than the card shows', () => {
		const l = acceptAll(log, num('tradingPosts', 9), num('differentCoats', 9), { type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.kabul });
		expectAccepted(l, num('goalCoatsReached', 2));
		expectRefused(l, num('goalCoatsReached', 3), 'marco_polo_2_refusal_goal_coats_above_card', { reached: 3, coats: 2 });
	});

	it('refuses more goal coats reached than different coats', () => {
		const l = acceptAll(log, num('tradingPosts', 1), num('differentCoats', 1), { type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.coats });
		expectAccepted(l, num('goalCoatsReached', 1));
		expectRefused(l, num('goalCoatsReached', 2), 'marco_polo_2_refusal_goal_coats_above_coats', { reached: 2, coats: 1 });
		const l2 = acceptAll(l, num('goalCoatsReached', 1));
		expectRefused(l2, num('differentCoats', 0), 'marco_polo_2_refusal_goal_coats_above_coats', { reached: 1, coats: 0 });
	});

	it('refuses a seat that does not exist and a field that does not exist', () => {
		for (const player of [-1, 3, 0.5]) expectRefused(log, num('coins', 1, player), 'refusal_no_such_player');
		expectRefused(log, { type: 'sheet.number', player: 0, field: 'ducats' as SheetEntryField, value: 1 }, 'refusal_no_such_field');
	});
});

describe('sheet.seal', () => {
	const log = scoringLog({ players: 2 });

	it('sets a seal to none, basic or improved', () => {
		let l = log;
		for (const seal of ['basic', 'improved', 'none'] as SealState[]) {
			const r = expectAccepted(l, { type: 'sheet.seal', player: 1, guild: 'jewelers', seal });
			expect(r.state.players[1]!.sheet.seals.jewelers).toBe(seal);
			l = r.log;
		}
	});

	it('refuses an unknown guild, seal state or seat', () => {
		expectRefused(log, { type: 'sheet.seal', player: 0, guild: 'bakers' as Guild, seal: 'basic' }, 'marco_polo_2_refusal_no_such_guild');
		expectRefused(log, { type: 'sheet.seal', player: 0, guild: 'farmers', seal: 'golden' as SealState }, 'marco_polo_2_refusal_no_such_seal_state');
		expectRefused(log, { type: 'sheet.seal', player: 2, guild: 'farmers', seal: 'basic' }, 'refusal_no_such_player');
	});
});

describe('sheet.goalCard', () => {
	const log = scoringLog({ players: 2 });
	const card = (seals: Guild[], coats: number) => ({ type: 'sheet.goalCard', player: 0, card: { id: 'c', seals, coats } }) as MarcoPolo2Entry;

	it('accepts a card with exactly 4 symbols, any mix of seals and coats', () => {
		expectAccepted(log, card([], 4));
		expectAccepted(log, card(['farmers'], 3));
		expectAccepted(log, card(['farmers', 'jewelers'], 2));
		expectAccepted(log, card(['farmers', 'spicers', 'tailors'], 1));
		expectAccepted(log, card(['farmers', 'spicers', 'tailors', 'jewelers'], 0));
		const { state: s } = expectAccepted(log, { type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.kabul });
		expect(s.players[0]!.sheet.goalCard).toEqual(GOAL_CARDS.kabul);
	});

	it('refuses a card without exactly 4 symbols', () => {
		expectRefused(log, card(['farmers', 'jewelers'], 1), 'marco_polo_2_refusal_goal_card_symbols', { count: 3 });
		expectRefused(log, card(['farmers', 'jewelers'], 3), 'marco_polo_2_refusal_goal_card_symbols', { count: 5 });
		expectRefused(log, card([], 0), 'marco_polo_2_refusal_goal_card_symbols', { count: 0 });
		expectRefused(log, card(['farmers'], -1), 'marco_polo_2_refusal_goal_card_symbols');
		expectRefused(log, card(['farmers'], 2.5), 'marco_polo_2_refusal_goal_card_symbols');
	});

	it('refuses a card showing the same guild twice', () => {
		expectRefused(log, card(['tailors', 'tailors'], 2), 'marco_polo_2_refusal_goal_card_seal_twice');
		expectRefused(log, card(['farmers', 'farmers', 'farmers', 'farmers'], 0), 'marco_polo_2_refusal_goal_card_seal_twice');
	});

	it('refuses a card with fewer coats than the goal coats already reached', () => {
		const l = acceptAll(
			log,
			num('tradingPosts', 4),
			num('differentCoats', 4),
			{ type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.coats },
			num('goalCoatsReached', 3)
		);
		expectRefused(l, { type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.kabul }, 'marco_polo_2_refusal_goal_coats_above_card', { reached: 3, coats: 2 });
		expectRefused(l, { type: 'sheet.goalCard', player: 0, card: null }, 'marco_polo_2_refusal_goal_coats_without_card');
		const l2 = acceptAll(l, num('goalCoatsReached', 0));
		const { state: s } = expectAccepted(l2, { type: 'sheet.goalCard', player: 0, card: null });
		expect(s.players[0]!.sheet.goalCard).toBeNull();
	});

	it('stores a copy of the card, not the object given', () => {
		const given = { id: 'x', seals: ['farmers'] as Guild[], coats: 3 };
		const { state: s } = expectAccepted(log, { type: 'sheet.goalCard', player: 0, card: given });
		given.seals.push('jewelers');
		expect(s.players[0]!.sheet.goalCard).toEqual({ id: 'x', seals: ['farmers'], coats: 3 });
	});

	it('checkGoalCard and checkSheet are the checks used', () => {
		expect(checkGoalCard({ seals: ['farmers'], coats: 3 })).toBeNull();
		expect(checkGoalCard({ seals: ['farmers'], coats: 2 })).toEqual({ key: 'marco_polo_2_refusal_goal_card_symbols', params: { count: 3 } });
		expect(checkSheet(emptySheet())).toBeNull();
		expect(checkSheet({ ...emptySheet(), differentCoats: 10, tradingPosts: 11 })).toEqual({
			key: 'marco_polo_2_refusal_max_different_coats',
			params: { max: 9 }
		});
	});
});

describe('sheet.confirmed and game.finished', () => {
	const log = scoringLog({ players: 2 });
	const withCards = acceptAll(
		log,
		{ type: 'sheet.goalCard', player: 0, card: GOAL_CARDS.kabul },
		{ type: 'sheet.goalCard', player: 1, card: GOAL_CARDS.tailors }
	);

	it('refuses confirming a sheet without a goal card, naming the player', () => {
		expectRefused(log, { type: 'sheet.confirmed', player: 1, confirmed: true }, 'marco_polo_2_refusal_goal_card_missing', { name: 'Boris' });
		// Taking a confirmation back needs no card.
		expectAccepted(log, { type: 'sheet.confirmed', player: 1, confirmed: false });
	});

	it('refuses a seat that does not exist', () => {
		expectRefused(withCards, { type: 'sheet.confirmed', player: 2, confirmed: true }, 'refusal_no_such_player');
	});

	it('refuses finishing before every sheet is confirmed, naming who is left', () => {
		expectRefused(withCards, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Ada' });
		const one = acceptAll(withCards, { type: 'sheet.confirmed', player: 0, confirmed: true });
		expectRefused(one, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Boris' });
		const both = acceptAll(one, { type: 'sheet.confirmed', player: 1, confirmed: true });
		const { state: s } = expectAccepted(both, { type: 'game.finished' });
		expect(s.phase).toBe('finished');
	});

	it('any change to a confirmed sheet re-opens it for checking', () => {
		const confirmed = acceptAll(withCards, { type: 'sheet.confirmed', player: 0, confirmed: true }, { type: 'sheet.confirmed', player: 1, confirmed: true });
		for (const change of [
			num('coins', 12, 1),
			{ type: 'sheet.seal', player: 1, guild: 'farmers', seal: 'basic' },
			{ type: 'sheet.goalCard', player: 1, card: GOAL_CARDS.coats }
		] as MarcoPolo2Entry[]) {
			const { log: l, state: s } = expectAccepted(confirmed, change);
			expect(s.players[1]!.sheetConfirmed).toBe(false);
			expect(s.players[0]!.sheetConfirmed).toBe(true);
			expectRefused(l, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Boris' });
		}
	});

	it('a confirmation can be taken back', () => {
		const confirmed = acceptAll(withCards, { type: 'sheet.confirmed', player: 0, confirmed: true }, { type: 'sheet.confirmed', player: 1, confirmed: true });
		const { log: l, state: s } = expectAccepted(confirmed, { type: 'sheet.confirmed', player: 0, confirmed: false });
		expect(s.players[0]!.sheetConfirmed).toBe(false);
		expectRefused(l, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Ada' });
	});

	it('an undone game.finished re-opens scoring', () => {
		const finished = logOf(finishedGameEntries({ players: 3 }));
		const { state: s } = expectAccepted(finished, { type: 'undo' });
		expect(s.phase).toBe('scoring');
	});
});
