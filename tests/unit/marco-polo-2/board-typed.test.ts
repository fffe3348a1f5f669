/**
 * What a move teaches of a city's bonuses: "nothing" is an answer, learned as an empty bundle for this game; a question
 * left untouched (or "it gives" with no amount yet) teaches nothing and is asked again. What a move records, and how the
 * phone's copy follows the game's when a fact is taught, corrected or undone (docs/data.md).
 */
import { describe, expect, it } from 'vitest';
import {
	cityBonusId,
	coatId,
	coatLabelId,
	learnedBoard,
	type MarcoPolo2Entry,
	outpostId,
	placeId,
	routeId
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { postPlaceIds } from '../../../src/lib/ui/marco-polo-2/words.ts';
import { answered, bonusValue, boardValues, noTypedBoard, type TypedBoard } from '../../../src/lib/ui/marco-polo-2/board/board-typed.ts';
import type { MarcoPolo2Session } from '../../../src/lib/ui/marco-polo-2/session.svelte.ts';
import { keptOnPhone } from '../../../src/lib/engine/marco-polo-2/handlers/copy.ts';
import { correctFact, factsOf, phoneAfterUndo } from '../../../src/lib/ui/marco-polo-2/board/learned-phone.ts';

/** A game that knows the route Beijing – Kashgar, and nothing else of the board. */
const session = { state: { copy: { values: { [routeId('beijing', 'kashgar')]: { coins: 1 } } } }, phone: { values: {} } } as unknown as MarcoPolo2Session;
const taught = (typed: Partial<TypedBoard>) => boardValues(session, ['beijing', 'kashgar'], ['kashgar'], { ...noTypedBoard(), ...typed });

describe('a bonus answer', () => {
	it('"nothing" is learned as nothing, in this game only', () => {
		const values = taught({ outposts: { kashgar: 'nothing' }, cityBonuses: { kashgar: 'nothing' } });
		expect(values.taught).toEqual({ [outpostId('kashgar')]: {}, [cityBonusId('kashgar')]: {} });
		expect(Object.keys(values.taught).filter(keptOnPhone)).toEqual([]);
	});

	it('amounts are learned as typed; untouched, or "it gives" with no amount, is no answer', () => {
		expect(taught({ outposts: { kashgar: { gold: 1 } }, cityBonuses: { kashgar: {} } }).taught).toEqual({ [outpostId('kashgar')]: { gold: 1 } });
		expect(taught({}).taught).toEqual({});
		expect(bonusValue(undefined)).toBeNull();
		expect(bonusValue({ coins: 0 })).toBeNull();
	});

	it('is only taught for a city the move builds in', () => {
		const values = boardValues(session, ['beijing', 'kashgar'], [], { ...noTypedBoard(), outposts: { kashgar: 'nothing' } });
		expect(values.taught).toEqual({});
	});

	it('taken back, it is no answer again', () => {
		const once = answered({}, 'kashgar', 'nothing');
		expect(once).toEqual({ kashgar: 'nothing' });
		expect(answered(once, 'kashgar', undefined)).toEqual({});
	});
});

describe('a coat answer', () => {
	it('a new coat is learned with the player’s label, or without one (shown as "Coat n"); a known coat by its group', () => {
		expect(taught({ coats: { kashgar: { label: ' Lion ' } } }).taught).toEqual({ [coatId('kashgar')]: 'c1', [coatLabelId('c1')]: 'Lion' });
		expect(taught({ coats: { kashgar: { label: '  ' } } }).taught).toEqual({ [coatId('kashgar')]: 'c1' });
		expect(taught({ coats: { kashgar: { group: 'c4' } } }).taught).toEqual({ [coatId('kashgar')]: 'c4' });
		// Kept on the phone for later games, unlike the bonuses.
		expect(keptOnPhone(coatId('kashgar')) && keptOnPhone(coatLabelId('c1'))).toBe(true);
	});
});

describe('where a trading post can be named', () => {
	it('the rulebooks’ cities and the city-card spaces, then the cities the player added, never an oasis', () => {
		const board = learnedBoard({ values: { [placeId('samarkand')]: { name: 'Samarkand', oasis: false }, [placeId('palms')]: { name: 'Palms', oasis: true } } });
		const ids = postPlaceIds(board);
		expect(ids).toContain('kashgar');
		expect(ids).toContain('samarkand');
		expect(ids).not.toContain('palms');
		expect(ids).not.toContain('beijing');
		expect(postPlaceIds()).not.toContain('samarkand');
	});
});

describe('what a move records of the board', () => {
	it('the phone’s facts the game lacks are recorded before the move; what was typed, with the move', () => {
		const phoneKnows = {
			state: { copy: { values: {} } },
			phone: { values: { [routeId('beijing', 'kashgar')]: { coins: 1 }, [coatId('kashgar')]: 'c2' } }
		} as unknown as MarcoPolo2Session;
		const values = boardValues(phoneKnows, ['beijing', 'kashgar', 'kabul'], ['kabul'], {
			...noTypedBoard(),
			routes: { 'kabul~kashgar': { cost: { camels: 2 }, water: '' } },
			coats: { kabul: { group: 'c2' } }
		});
		expect(values.fromPhone).toEqual({ [routeId('beijing', 'kashgar')]: { coins: 1 } });
		expect(values.taught).toEqual({ [routeId('kashgar', 'kabul')]: { camels: 2 }, [coatId('kabul')]: 'c2' });
	});
});

describe('the phone follows the game when an entry that taught or corrected a fact is undone', () => {
	const route = routeId('beijing', 'kashgar');
	it('a route a move taught is forgotten on the phone too, so it is asked again; a bonus of the game is no phone’s', () => {
		const move: MarcoPolo2Entry = { type: 'action', player: 0, dice: [0], space: 'travel-lower', steps: 1, routeCost: {}, tradingPosts: [], gain: {} };
		const facts = factsOf({ ...move, learned: { [route]: { coins: 3 }, [outpostId('kashgar')]: {} } });
		expect(phoneAfterUndo(facts, { values: { [route]: { coins: 3 } } }, { values: {} })).toEqual({ [route]: null });
		expect(factsOf(move)).toEqual({});
	});

	it('a correction undone brings the phone back to what the game holds again, where the phone still held the correction', () => {
		const corrected = factsOf({ type: 'board.corrected', values: { [route]: { coins: 5 } } });
		const game = { values: { [route]: { coins: 3 } } };
		expect(phoneAfterUndo(corrected, { values: { [route]: { coins: 5 } } }, game)).toEqual({ [route]: { coins: 3 } });
		// The phone corrected otherwise since (on "Your copy of the game"): left alone.
		expect(phoneAfterUndo(corrected, { values: { [route]: { coins: 6 } } }, game)).toEqual({});
		// A route forgotten in the game and on the phone, the forgetting undone: both know it again.
		const forgot = factsOf({ type: 'board.corrected', values: { [route]: null } });
		expect(phoneAfterUndo(forgot, { values: {} }, game)).toEqual({ [route]: { coins: 3 } });
	});
});

describe('a learned fact corrected from the game’s screen', () => {
	const route = routeId('beijing', 'kashgar');
	/** A session that records what is sent and saved; the game's copy as given, every entry accepted. */
	function stub(game: Record<string, unknown>, phone: Record<string, unknown>) {
		const sent: unknown[] = [];
		const saved: [string, unknown][] = [];
		const session = {
			state: { copy: { values: game } },
			phone: { values: phone },
			send: (entry: { type: string; values: Record<string, unknown> }) => {
				sent.push(entry);
				session.state.copy.values = { ...session.state.copy.values, ...entry.values };
				return Promise.resolve(null);
			},
			savePhone: (id: string, value: unknown) => {
				saved.push([id, value]);
				return Promise.resolve(null);
			}
		};
		return { session: session as unknown as MarcoPolo2Session, sent, saved };
	}

	it('is an entry of the game; the phone is corrected too where it held what the game did', async () => {
		const same = stub({ [route]: { coins: 3 } }, { [route]: { coins: 3 } });
		expect(await correctFact(same.session, route, { coins: 1 })).toBeNull();
		expect(same.sent).toEqual([{ type: 'board.corrected', values: { [route]: { coins: 1 } } }]);
		expect(same.saved).toEqual([[route, { coins: 1 }]]);
		// The phone corrected otherwise already, or a bonus of this game only: the phone is left alone.
		const other = stub({ [route]: { coins: 3 } }, { [route]: { coins: 2 } });
		await correctFact(other.session, route, { coins: 1 });
		expect(other.saved).toEqual([]);
		const bonus = stub({ [outpostId('kashgar')]: {} }, {});
		await correctFact(bonus.session, outpostId('kashgar'), { gold: 1 });
		expect(bonus.saved).toEqual([]);
	});

	it('a fact the game had only from the phone is recorded in the game first, so undoing the correction brings both back', async () => {
		const { session, sent, saved } = stub({}, { [route]: { coins: 3 } });
		await correctFact(session, route, { coins: 1 });
		expect(sent).toEqual([
			{ type: 'printed.recorded', values: { [route]: { coins: 3 } } },
			{ type: 'board.corrected', values: { [route]: { coins: 1 } } }
		]);
		expect(saved).toEqual([[route, { coins: 1 }]]);
	});
});
