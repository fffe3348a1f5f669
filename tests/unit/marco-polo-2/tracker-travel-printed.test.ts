/**
 * Table tracker: what the travel spaces print (RU L388: "each space shows the most steps you may move"). The lower
 * space's exactly 1 step for 2 coins (RU L398) and the middle space's cost of nothing (RU L475) are in the text; the
 * middle and upper spaces' most steps and the upper space's cost are only in the picture: printed values, asked
 * once and kept in the copy of the game, never assumed.
 */
import { describe, expect, it } from 'vitest';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { marcoPolo2Printed, PRINTED_BY_ID, travelMaxStepsId, travelSpacePrinted, TRAVEL_UPPER_COST_ID } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { checkPrintedValue } from '../../../src/lib/engine/core/printed.ts';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { act, extend, give, turnsLog } from './tracker-helpers.ts';

const SIXES = [6, 6, 6, 6, 6];
const travel = (space: string, dice: number[], steps: number, routeCost: object = {}) => act(0, dice, { space, steps, routeCost, tradingPosts: [], gain: {} });
const record = (values: Record<string, unknown>): Entry => ({ type: 'printed.recorded', values });
/** A table whose game knows nothing printed on the travel spaces. */
const unknown = () => turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], copy: emptyCopy() });

describe('RU L388: the most steps printed on the middle and upper travel spaces, and the upper one’s cost', () => {
	it('are printed values of the copy of the game, unknown until read off the board; the lower space needs none', () => {
		for (const id of [travelMaxStepsId('middle'), travelMaxStepsId('upper'), TRAVEL_UPPER_COST_ID]) {
			expect(PRINTED_BY_ID.get(id)?.group).toBe('travel-space');
			expect(PRINTED_BY_ID.get(id)?.known).toBeUndefined();
		}
		expect(travelSpacePrinted(emptyCopy(), 'middle')).toEqual({ maxSteps: null, cost: {} });
		expect(travelSpacePrinted(emptyCopy(), 'upper')).toEqual({ maxSteps: null, cost: null });
		expect(checkPrintedValue(marcoPolo2Printed, travelMaxStepsId('middle'), 4)).toBeNull();
		for (const bad of [0, 13, 2.5, -1, '4']) expect(checkPrintedValue(marcoPolo2Printed, travelMaxStepsId('upper'), bad)).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, TRAVEL_UPPER_COST_ID, { coins: 2 })).toBeNull();
		expectAccepted(unknown(), travel('travel-lower', [0], 1));
	});

	it('RU L388: a move from a space whose printed values the game does not have yet is refused, never assumed', () => {
		const log = unknown();
		expectRefused(log, travel('travel-middle', [0, 1], 2), 'marco_polo_2_refusal_travel_printed_unknown');
		expectRefused(log, travel('travel-upper', [0, 1, 2], 2), 'marco_polo_2_refusal_travel_printed_unknown');
		// The upper space needs both its most steps and its cost.
		expectRefused(extend(log, record({ [travelMaxStepsId('upper')]: 5 })), travel('travel-upper', [0, 1, 2], 2), 'marco_polo_2_refusal_travel_printed_unknown');
	});

	it('RU L388–390: once recorded, the printed most caps the move, as the lowest die does, whichever is lower', () => {
		const log = extend(unknown(), record({ [travelMaxStepsId('middle')]: 4 }));
		expectAccepted(log, travel('travel-middle', [0, 1], 4));
		expectRefused(log, travel('travel-middle', [0, 1], 5), 'marco_polo_2_refusal_travel_steps', { max: 4 });
		const low = extend(turnsLog({ copy: emptyCopy() }), record({ [travelMaxStepsId('middle')]: 4 }));
		// Dice 1 and 2 (the default roll 1 2 3 4 5): the lowest die allows 1 step, said as exactly 1.
		expectRefused(low, travel('travel-middle', [0, 1], 2), 'marco_polo_2_refusal_travel_one_step');
		expectAccepted(low, travel('travel-middle', [0, 1], 1));
	});

	it('the upper space costs what it prints, paid with the route (jade may replace its coins, RU L794); the middle space nothing (RU L475)', () => {
		const log = extend(unknown(), record({ [travelMaxStepsId('upper')]: 6, [TRAVEL_UPPER_COST_ID]: { coins: 2 } }), give(0, { jade: 1 }));
		const p = expectAccepted(log, travel('travel-upper', [0, 1, 2], 3, { coins: 1 })).state.table!.players[0]!;
		expect(p.stock).toMatchObject({ coins: 5, jade: 1 });
		const q = expectAccepted(log, { ...travel('travel-upper', [0, 1, 2], 3, { coins: 1 }), jadeFor: { coins: 1 } } as Entry).state.table!.players[0]!;
		expect(q.stock).toMatchObject({ coins: 6, jade: 0 });
		const middle = extend(log, record({ [travelMaxStepsId('middle')]: 6 }));
		expect(expectAccepted(middle, travel('travel-middle', [0, 1], 3)).state.table!.players[0]!.stock.coins).toBe(8);
	});

	it('asked once: a game started on a phone that knows them has them from its first entry', () => {
		const log = turnsLog({ faces: [SIXES, SIXES, SIXES, SIXES], copy: { values: { [travelMaxStepsId('middle')]: 3 } } });
		expectRefused(log, travel('travel-middle', [0, 1], 4), 'marco_polo_2_refusal_travel_steps', { max: 3 });
		expectAccepted(log, travel('travel-middle', [0, 1], 3));
	});
});
