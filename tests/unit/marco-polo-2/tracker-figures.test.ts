/**
 * Mailin & Tian Chin's second figure on the learned board (RU L1148: a second figure in Beijing; the steps of a move shared
 * between the two at will; the whole move paid before either moves; HU L157 and PT L156 keep the third figure aside for
 * them), corrections of where a figure stands, and the city cards tied to the city they lie by: a card by a city may be
 * used only with a trading post there (RU L575, HU L554, PT L574), from the turn after it was built (RU L428, HU L414,
 * PT L445), once a round (RU L587, HU L556, PT L585); the action area's two need none (RU L598).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityCardId, learnedBoard, marcoPolo2Rules, placeId, pricePath, routeId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { append } from '../../../src/lib/engine/core/replay.ts';
import { actionEntry, newActionForm } from '../../../src/lib/engine/marco-polo-2/view/table.ts';
import { cardCityChoices, cardCityToLearn, figuresOf } from '../../../src/lib/engine/marco-polo-2/view/board.ts';
import type { Entry } from './fixtures.ts';
import { MADE_UP_TRAVEL } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, endTurn, extend, give, playerOf, retire, retireOthers, stateOf, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
const BOARD: Record<string, unknown> = {
	[placeId('oasis-a')]: { name: 'Oasis A', oasis: true },
	[routeId('beijing', 'yangzhou')]: { coins: 1 },
	[routeId('yangzhou', 'fuzhou')]: { coins: 2, camels: 1 },
	[routeId('fuzhou', 'oasis-a')]: { coins: 3 },
	[routeId('beijing', 'kabul')]: { coins: 4 },
	[routeId('kabul', 'balkh')]: { camels: 2 }
};
/** Seat 0 plays Mailin & Tian Chin; seat 1 Filippo Vitello. */
const CHARACTERS = ['mailin-tian-chin', 'filippo-vitello', 'de-wu', 'mongke-khan'] as const;
const logWith = (more: Record<string, unknown> = {}, before: Entry[] = []) =>
	turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], characters: CHARACTERS, copy: { values: { ...MADE_UP_TRAVEL, ...BOARD, ...more } }, before });
const travel = (player: number, detail: Record<string, unknown>): Entry =>
	act(player, [0, 1, 2], { space: 'travel-upper', routeCost: {}, tradingPosts: [], gain: {}, ...detail });

describe('Mailin & Tian Chin’s second figure (RU L1148)', () => {
	it('shares the steps between both figures: each leg priced, all paid at once, each figure to its end', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const before = playerOf(log, 0);
		const e = travel(0, { steps: 3, path: ['beijing', 'yangzhou', 'fuzhou'], otherPath: ['beijing', 'kabul'], tradingPosts: ['kabul'] });
		const p = expectAccepted(log, e).state.table!.players[0]!;
		expect(p.stock.coins).toBe(before.stock.coins - 1 - 2 - 4);
		expect(p.stock.camels).toBe(before.stock.camels - 1);
		expect([p.figure, p.secondFigure]).toEqual(['fuzhou', 'kabul']);
		// The trading post at the end of either leg; never in a place no leg ended in.
		expect(p.tradingPosts).toEqual(['kabul']);
		expectRefused(log, { ...e, tradingPosts: ['yangzhou'] } as Entry, 'marco_polo_2_refusal_post_at_path_end');
	});

	it('the steps of both legs together are the move’s, within what the space and the lowest die allow (RU L388)', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const both = { path: ['beijing', 'yangzhou', 'fuzhou'], otherPath: ['beijing', 'kabul'] };
		expectRefused(log, travel(0, { steps: 2, ...both }), 'marco_polo_2_refusal_travel_path_steps', { steps: 3 });
		const low = act(0, [0], { space: 'travel-lower', steps: 2, routeCost: {}, tradingPosts: [], gain: {}, ...both });
		expectRefused(log, low, 'marco_polo_2_refusal_travel_one_step');
	});

	it('the whole move is paid before either figure moves: each leg affordable alone, both together not, is refused', () => {
		// Mailin starts with 11 coins (8 + 3, RU L1148); the upper space costs nothing here.
		const log = logWith();
		expect(playerOf(log, 0).stock.coins).toBe(11);
		const e = travel(0, { steps: 4, path: ['beijing', 'yangzhou', 'fuzhou', 'oasis-a'], otherPath: ['beijing', 'kabul', 'balkh'] });
		// 1 + 2 + 3 coins, 1 camel on one leg; 4 coins, 2 camels on the other: 10 coins, 3 camels in all; 3 camels at the start.
		const spend = extend(log, give(0, { camels: -1 }));
		expectRefused(spend, { ...e, steps: 5 } as Entry, 'marco_polo_2_refusal_cannot_pay');
	});

	it('each leg starts where its figure stands; the figure it names is the second with figure 1', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		const split = expectAccepted(log, travel(0, { steps: 3, path: ['beijing', 'yangzhou', 'fuzhou'], otherPath: ['beijing', 'kabul'] })).log;
		// Seat 0 keeps 2 dice for its next turn, on the middle space.
		const next = retireOthers(extend(split, endTurn(0)), 0);
		const middle = (detail: Record<string, unknown>) => act(0, [0, 1], { space: 'travel-middle', routeCost: {}, tradingPosts: [], gain: {}, ...detail });
		expectRefused(next, middle({ steps: 1, figure: 1, path: ['fuzhou', 'yangzhou'] }), 'marco_polo_2_refusal_travel_path_start', { place: 'kabul' });
		const p = expectAccepted(next, middle({ steps: 1, figure: 1, path: ['kabul', 'beijing'] })).state.table!.players[0]!;
		expect([p.figure, p.secondFigure]).toEqual(['fuzhou', 'beijing']);
	});

	it('another character has no second figure: naming it, or sharing the steps, is refused', () => {
		let log = extend(logWith(), give(1, { coins: 20, camels: 20 }));
		log = retire(log, 0);
		expect(stateOf(log).table!.turn).toBe(1);
		expectRefused(log, travel(1, { steps: 1, figure: 1, path: ['beijing', 'kabul'] }), 'marco_polo_2_refusal_no_second_figure');
		const shared = travel(1, { steps: 2, path: ['beijing', 'kabul'], otherPath: ['beijing', 'yangzhou'] });
		expectRefused(log, shared, 'marco_polo_2_refusal_no_second_figure');
	});

	it('a correction sets where either figure stands, on a place the board knows; the next move starts there', () => {
		const log = extend(logWith(), give(0, { coins: 20, camels: 20 }));
		expectRefused(log, { type: 'table.figure', player: 1, figure: 1, place: 'kabul' }, 'marco_polo_2_refusal_no_second_figure');
		expectRefused(log, { type: 'table.figure', player: 0, figure: 1, place: 'nowhere' }, 'marco_polo_2_refusal_no_such_place', { place: 'nowhere' });
		const fixed = expectAccepted(log, { type: 'table.figure', player: 0, figure: 1, place: 'kabul' });
		expect(fixed.state.table!.players[0]!.secondFigure).toBe('kabul');
		expectRefused(fixed.log, travel(0, { steps: 1, figure: 1, path: ['beijing', 'yangzhou'] }), 'marco_polo_2_refusal_travel_path_start', {
			place: 'kabul'
		});
		const first = expectAccepted(fixed.log, { type: 'table.figure', player: 1, place: 'oasis-a' });
		expect(first.state.table!.players[1]!.figure).toBe('oasis-a');
	});
});

describe('a shared move on random walks (fast-check)', () => {
	const copy = { values: { ...MADE_UP_TRAVEL, ...BOARD } };
	const board = learnedBoard(copy);
	const neighbours = (at: string) =>
		[...board.routes.keys()].flatMap((k) => (k.split('~')[0] === at ? [k.split('~')[1]!] : k.split('~')[1] === at ? [k.split('~')[0]!] : []));
	/** A walk along known routes from Beijing, each step picking a neighbour by the number drawn. */
	const walk = (picks: readonly number[]) =>
		picks.reduce<string[]>(
			(path, n) => {
				const next = neighbours(path.at(-1)!);
				return next.length ? [...path, next[n % next.length]!] : path;
			},
			['beijing']
		);
	const rich = extend(logWith(), give(0, { coins: 50, camels: 50, jade: 50 }));
	const legArb = fc.array(fc.nat(5), { minLength: 0, maxLength: 4 });

	it('an accepted move leaves every figure on a place the board knows, at its leg’s end, the legs’ costs paid together', () => {
		fc.assert(
			fc.property(legArb, legArb, fc.boolean(), (a, b, second) => {
				const [path, otherPath] = [walk(a), walk(b)];
				const legs = [path, ...(otherPath.length > 1 ? [otherPath] : [])];
				const steps = legs.reduce((n, l) => n + l.length - 1, 0);
				// One figure moving into a city builds there (RU L413); two share the steps and need not.
				const end = path.at(-1)!;
				const post = legs.length === 1 && end !== 'beijing' && !board.oases.has(end) ? [end] : [];
				const e = travel(0, { steps, path, tradingPosts: post, ...(second ? { figure: 1 } : {}), ...(otherPath.length > 1 ? { otherPath } : {}) });
				const r = append(marcoPolo2Rules, rich, e, 42);
				// Too many steps, or none, is refused; the rest moves.
				expect(r.ok).toBe(path.length > 1 && steps <= 6);
				if (!r.ok) return;
				const p = stateOf(r.log).table!.players[0]!;
				for (const at of [p.figure, p.secondFigure]) expect(at === undefined || board.places.includes(at)).toBe(true);
				expect(second ? p.secondFigure : p.figure).toBe(path.at(-1));
				if (otherPath.length > 1) expect(second ? p.figure : p.secondFigure).toBe(otherPath.at(-1));
				const who = { seals: p.seals, character: 'mailin-tian-chin' as const };
				const coins = legs.reduce((n, l) => n + (pricePath(board, l, who) as { ok: true; priced: { cost: { coins: number } } }).priced.cost.coins, 0);
				expect(playerOf(rich, 0).stock.coins - p.stock.coins).toBe(coins);
			}),
			{ numRuns: 200, seed: 20261126 }
		);
	});
});

describe('city cards by the city they lie in (RU L575, HU L554, PT L574)', () => {
	const card = (player: number, n: number | 'area-1'): Entry => act(player, [0], { space: 'city-card', card: n, pay: {}, gain: { coins: 1 } });
	const post = (player: number, city: string): Entry => ({ type: 'table.tradingPost', player, city, gain: {} });

	it('a card by a city the game knows needs the player’s trading post in that city; without one, refused, nothing changed', () => {
		const log = logWith({ [cityCardId(3)]: 'yangzhou' }, [post(0, 'yangzhou'), post(1, 'kabul')]);
		const p = expectAccepted(log, card(0, 3)).state.table!.players[0]!;
		expect(p.stock.coins).toBe(playerOf(log, 0).stock.coins + 1);
		const other = retire(log, 0);
		expectRefused(other, card(1, 3), 'marco_polo_2_refusal_needs_trading_post');
		// Once a round, whoever placed there (RU L587): another player with a post there too finds it taken.
		const both = logWith({ [cityCardId(3)]: 'yangzhou' }, [post(0, 'yangzhou'), post(1, 'yangzhou')]);
		const used = expectAccepted(both, card(0, 3)).log;
		expectRefused(retire(used, 0), card(1, 3), 'marco_polo_2_refusal_brown_space_taken');
	});

	it('from the turn after the trading post was built there (RU L428, HU L414, PT L445)', () => {
		const built = extend(logWith({ [cityCardId(2)]: 'yangzhou' }), post(0, 'yangzhou'));
		expectRefused(built, card(0, 2), 'marco_polo_2_refusal_post_built_this_turn');
		expectAccepted(retireOthers(extend(built, card(0, 'area-1'), endTurn(0)), 0), card(0, 2));
	});

	it('a card whose city the game does not know yet, or by another city, needs a post there; the action area’s two none (RU L598)', () => {
		const log = logWith({ [cityCardId(4)]: 'kabul' }, [post(0, 'yangzhou')]);
		expectRefused(log, card(0, 4), 'marco_polo_2_refusal_needs_trading_post');
		expectRefused(log, card(0, 5), 'marco_polo_2_refusal_needs_trading_post');
		expectAccepted(log, card(0, 'area-1'));
	});

	it('games stored before: a trading post named by the card’s space still opens that card', () => {
		const log = logWith({}, [post(0, 'city-card-5')]);
		expectAccepted(log, card(0, 5));
	});

	it('the city of a card is this game’s (per game, like the city bonus markers): a city, never Beijing, spaces 1–6 only', () => {
		const log = logWith();
		expectRefused(log, { type: 'printed.recorded', values: { [cityCardId(1)]: 'beijing' } }, 'marco_polo_2_refusal_board_name');
		expectRefused(log, { type: 'printed.recorded', values: { [cityCardId(7)]: 'kabul' } }, 'refusal_no_such_printed_value');
		const known = expectAccepted(log, { type: 'printed.recorded', values: { [cityCardId(1)]: 'kabul' } });
		expect(known.state.copy.values[cityCardId(1)]).toBe('kabul');
	});
});

describe('what the table screen sends and offers', () => {
	const board = learnedBoard({ values: { ...BOARD, [cityCardId(2)]: 'kabul' } });

	it('a move names the first figure’s path, the second’s with figure 1 when it moves alone, both when they share the steps', () => {
		const form = (path: string[], secondPath: string[]) => ({ ...newActionForm(), steps: 2, path, secondPath });
		const entry = (f: ReturnType<typeof form>) => actionEntry(0, [0, 1, 2], 'travel-upper', f) as Record<string, unknown>;
		expect(entry(form(['beijing', 'kabul'], []))).toMatchObject({ path: ['beijing', 'kabul'], routeCost: {} });
		expect(entry(form(['beijing', 'kabul'], []))).not.toHaveProperty('figure');
		expect(entry(form([], ['beijing', 'kabul']))).toMatchObject({ path: ['beijing', 'kabul'], figure: 1 });
		expect(entry(form(['beijing', 'kabul'], ['beijing', 'yangzhou']))).toMatchObject({ path: ['beijing', 'kabul'], otherPath: ['beijing', 'yangzhou'] });
	});

	it('Mailin & Tian Chin have two figures, in Beijing until one moves (RU L1148); others one', () => {
		expect(figuresOf({ secondFigure: 'kabul' }, 'mailin-tian-chin')).toEqual([
			{ figure: 0, place: 'beijing' },
			{ figure: 1, place: 'kabul' }
		]);
		expect(figuresOf({ figure: 'kabul' }, 'de-wu')).toEqual([{ figure: 0, place: 'kabul' }]);
	});

	it('the city of a numbered card is recorded only when the game does not know it yet; offered: the known one, then the player’s cities', () => {
		expect(cardCityToLearn(board, 2, 'kabul')).toBeNull();
		expect(cardCityToLearn(board, 'area-1', 'kabul')).toBeNull();
		expect(cardCityToLearn(board, 3, '')).toBeNull();
		expect(cardCityToLearn(board, 3, 'yangzhou')).toEqual({ [cityCardId(3)]: 'yangzhou' });
		expect(cardCityChoices(board, 2, ['yangzhou', 'oasis-a', 'kabul'])).toEqual(['kabul', 'yangzhou']);
	});
});
