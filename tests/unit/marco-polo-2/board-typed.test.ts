/**
 * What a move teaches of a city's bonuses: "nothing" is an answer, learned as an empty bundle for this game; a question
 * left untouched (or "it gives" with no amount yet) teaches nothing and is asked again.
 */
import { describe, expect, it } from 'vitest';
import { cityBonusId, coatId, coatLabelId, learnedBoard, outpostId, placeId, routeId } from '../../../src/lib/engine/marco-polo-2/board/index.ts';
import { postPlaceIds } from '../../../src/lib/ui/marco-polo-2/places.ts';
import { answered, bonusValue, boardValues, noTypedBoard, type TypedBoard } from '../../../src/lib/ui/marco-polo-2/board-typed.ts';
import type { MarcoPolo2Session } from '../../../src/lib/ui/marco-polo-2/session.svelte.ts';

/** A game that knows the route Beijing – Kashgar, and nothing else of the board. */
const session = { state: { copy: { values: { [routeId('beijing', 'kashgar')]: { coins: 1 } } } }, phone: { values: {} } } as unknown as MarcoPolo2Session;
const taught = (typed: Partial<TypedBoard>) => boardValues(session, ['beijing', 'kashgar'], ['kashgar'], { ...noTypedBoard(), ...typed });

describe('a bonus answer', () => {
	it('"nothing" is learned as nothing, in this game only', () => {
		const values = taught({ outposts: { kashgar: 'nothing' }, cityBonuses: { kashgar: 'nothing' } });
		expect(values.game).toEqual({ [outpostId('kashgar')]: {}, [cityBonusId('kashgar')]: {} });
		expect(values.phone).toEqual({});
	});

	it('amounts are learned as typed; untouched, or "it gives" with no amount, is no answer', () => {
		expect(taught({ outposts: { kashgar: { gold: 1 } }, cityBonuses: { kashgar: {} } }).game).toEqual({ [outpostId('kashgar')]: { gold: 1 } });
		expect(taught({}).game).toEqual({});
		expect(bonusValue(undefined)).toBeNull();
		expect(bonusValue({ coins: 0 })).toBeNull();
	});

	it('is only taught for a city the move builds in', () => {
		const values = boardValues(session, ['beijing', 'kashgar'], [], { ...noTypedBoard(), outposts: { kashgar: 'nothing' } });
		expect(values.game).toEqual({});
	});

	it('taken back, it is no answer again', () => {
		const once = answered({}, 'kashgar', 'nothing');
		expect(once).toEqual({ kashgar: 'nothing' });
		expect(answered(once, 'kashgar', undefined)).toEqual({});
	});
});

describe('a coat answer', () => {
	it('a new coat is learned with the player’s label, or without one (shown as "Coat n"); a known coat by its group', () => {
		expect(taught({ coats: { kashgar: { label: ' Lion ' } } }).phone).toEqual({ [coatId('kashgar')]: 'c1', [coatLabelId('c1')]: 'Lion' });
		expect(taught({ coats: { kashgar: { label: '  ' } } }).phone).toEqual({ [coatId('kashgar')]: 'c1' });
		expect(taught({ coats: { kashgar: { group: 'c4' } } }).phone).toEqual({ [coatId('kashgar')]: 'c4' });
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
