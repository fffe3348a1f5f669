/**
 * The caravanserai's row (RU L579–L605) as the player takes from it: the card farthest from the deck is
 * the first; a card may be taken when it is the first still in the row, when it holds a camel, or when
 * the card before it still in the row holds one; a camel may be laid at any time on the first card still
 * in the row without one. Taken cards leave gaps until the action ends (RU L605, rules notes 8).
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { SPICE_DECK, SPICES, type Spice } from '../catalog.ts';
import type { MervState } from '../state.ts';

/** A card of the row: its spice and whether a camel lies on it. */
export interface RowCard {
	spice: Spice;
	camel: boolean;
}
/** One step of the action: a card taken by its place in the row (0 = farthest from the deck), or a camel laid. */
export type RowStep = { take: number } | { camel: true };

/** The row holds 8 cards, fewer once the caravan deck runs out (RU L583). */
export const ROW_CARDS = 8;
/** The 24 caravan cards (RU L96–L98): 8 laid in the row at setup (RU L289), the rest the deck that refills it (RU L605). */
export const CARAVAN_CARDS = SPICES.reduce((n, s) => n + SPICE_DECK[s], 0);

/**
 * Cards left in the caravan deck, from the cards taken: a card taken is never given up (RU L603), so
 * every one is in a participant's hand, and each was replaced from the deck while it lasted (RU L605).
 */
export function caravanDeckLeft(state: MervState): number {
	const taken = state.participants.reduce((n, p) => n + SPICES.reduce((k, s) => k + p.tally[`spice.${s}`], 0), 0);
	return Math.max(0, CARAVAN_CARDS - ROW_CARDS - taken);
}

export interface RowOutcome {
	spices: Spice[];
	camelsTaken: number;
	camelsPlaced: number;
}

/** Plays the steps on the row; the refusal of the first step the rules do not allow. `camels`: what the player holds before. */
export function playRow(row: readonly RowCard[], steps: readonly RowStep[], camels: number): RowOutcome | Refusal {
	const cards = row.map((c) => ({ ...c, taken: false }));
	const out: RowOutcome = { spices: [], camelsTaken: 0, camelsPlaced: 0 };
	const inRow = (i: number) => cards[i] !== undefined && !cards[i].taken;
	for (const step of steps) {
		if ('camel' in step) {
			const at = cards.findIndex((c) => !c.taken && !c.camel);
			if (at < 0) return refuse('merv_refusal_row_camel');
			if (camels + out.camelsTaken - out.camelsPlaced < 1) return refuse('merv_refusal_no_camel');
			cards[at]!.camel = true;
			out.camelsPlaced++;
			continue;
		}
		const i = step.take;
		if (!Number.isInteger(i) || !inRow(i)) return refuse('merv_refusal_row_card');
		const first = cards.findIndex((c) => !c.taken);
		const before = cards.slice(0, i).findLastIndex((c) => !c.taken);
		if (i !== first && !cards[i]!.camel && !(before >= 0 && cards[before]!.camel)) return refuse('merv_refusal_row_reach', { place: i + 1 });
		cards[i]!.taken = true;
		out.spices.push(cards[i]!.spice);
		if (cards[i]!.camel) out.camelsTaken++;
	}
	return out;
}
