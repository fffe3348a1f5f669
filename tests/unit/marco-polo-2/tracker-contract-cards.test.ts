/**
 * Contract cards learned as the board is (RU L620: a contract token shows on its left the camels and goods it costs, on
 * its right its reward): the first contract of a card teaches it with itself, undone with it; a contract named as a
 * card of the copy pays and gives what the card prints, or is refused.
 */
import { describe, expect, it } from 'vitest';
import { cardLike, contractCardId, contractCardOf, contractCards, nextContractCard, sameCard } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { isLearnedFact, keptOnPhone } from '../../../src/lib/engine/marco-polo-2/handlers/copy.ts';
import type { Entry } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';
import { extend, give, turnsLog } from './tracker-helpers.ts';

const CARD = { pay: { pepper: 1, silk: 1 }, reward: { coins: 4, points: 3 } };
const fulfil = (more: object = {}, pay: object = CARD.pay, reward: object = CARD.reward): Entry => ({
	type: 'bonus.fulfilContract',
	player: 0,
	contract: 0,
	pay,
	reward,
	...more
});
const logWith = (values: Record<string, unknown> = {}) => extend(turnsLog({ copy: { values } }), give(0, { silk: 2, pepper: 2 }));

describe('contract cards learned in play (RU L620)', () => {
	it('the first contract of a card teaches it with itself; undone, the card is forgotten again', () => {
		const taught = expectAccepted(logWith(), fulfil({ card: 1, learned: { [contractCardId(1)]: CARD } }));
		expect(contractCards(taught.state.copy)).toEqual([{ n: 1, card: CARD }]);
		expect(taught.state.table!.players[0]!.completedContracts).toBe(1);
		const undone = expectAccepted(taught.log, { type: 'undo' });
		expect(contractCards(undone.state.copy)).toEqual([]);
	});

	it('a card the copy knows is named by its number: paid and gained as printed, anything else refused', () => {
		const log = logWith({ [contractCardId(1)]: CARD });
		expect(expectAccepted(log, fulfil({ card: 1 })).state.table!.players[0]!.stock).toMatchObject({ pepper: 1, silk: 1, coins: 12 });
		expectRefused(log, fulfil({ card: 1 }, { pepper: 2 }), 'refusal_printed_mismatch');
		expectRefused(log, fulfil({ card: 1 }, CARD.pay, { coins: 5, points: 3 }), 'refusal_printed_mismatch');
		expectRefused(log, fulfil({ card: 2 }), 'refusal_no_such_contract');
		// A card the game knows otherwise is not taught again: corrected, not overwritten.
		expectRefused(log, fulfil({ card: 1, learned: { [contractCardId(1)]: { ...CARD, reward: { points: 1 } } } }), 'marco_polo_2_refusal_learned_known');
	});

	it('a card is what it prints: zeros are no amounts; the copy numbers cards in the order met, kept on the phone', () => {
		expect(sameCard(CARD, { pay: { pepper: 1, silk: 1, gold: 0 }, reward: { points: 3, coins: 4 }, plusOnes: 0 })).toBe(true);
		expect(sameCard(CARD, { ...CARD, blackDie: true })).toBe(false);
		// A form's card in the copy's shape: its zeros and empty extras left out.
		expect(contractCardOf({ pay: { pepper: 1, silk: 1, gold: 0 }, reward: { coins: 4, points: 3, camels: 0 }, plusOnes: 0, blackDie: false })).toEqual(CARD);
		expect(contractCardOf({ pay: { camels: 1 }, reward: {}, plusOnes: 2, blackDie: true })).toEqual({
			pay: { camels: 1 },
			reward: {},
			plusOnes: 2,
			blackDie: true
		});
		const copy = { values: { [contractCardId(1)]: CARD, [contractCardId(3)]: { pay: { gold: 1 }, reward: { points: 6 } }, [contractCardId(4)]: 'no card' } };
		expect(contractCards(copy).map((c) => c.n)).toEqual([1, 3]);
		expect(cardLike(copy, { pay: { gold: 1 }, reward: { points: 6 } })).toBe(3);
		expect(cardLike(copy, { pay: { gold: 2 }, reward: { points: 6 } })).toBeNull();
		expect(nextContractCard(copy)).toBe(5);
		expect(isLearnedFact(contractCardId(1))).toBe(true);
		expect(keptOnPhone(contractCardId(1))).toBe(true);
	});
});
