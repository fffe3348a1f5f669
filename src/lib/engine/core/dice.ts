/** Dice on a player's board during a round, as both Marco Polo games use them. */
import { refuse, type Refusal } from './log.ts';

/** Below this round-start total, the difference comes as coins and/or camels (MP2 RU L786, Voyages PL:764). */
export const COMPENSATION_THRESHOLD = 15;

/** The compensation due for these round-start faces. */
export const compensationDue = (faces: readonly number[], threshold = COMPENSATION_THRESHOLD): number =>
	Math.max(0, threshold - faces.reduce((a, b) => a + b, 0));

/** The reason a compensation taken as coins and camels is not the one due for these faces, or null. */
export function checkCompensation(faces: readonly number[], due: number, taken: { coins: number; camels: number }): Refusal | null {
	const ok = [taken.coins, taken.camels].every((n) => Number.isInteger(n) && n >= 0) && taken.coins + taken.camels === due;
	return ok ? null : refuse('refusal_compensation', { due, sum: faces.reduce((a, b) => a + b, 0) });
}

/** Dice taken from a hand by their places in it, and the dice left; each place once. */
export function takeDice<D>(hand: readonly D[], places: readonly number[]): { dice: D[]; rest: D[] } | Refusal {
	if (!Array.isArray(places) || new Set(places).size !== places.length || places.some((i) => !Number.isInteger(i) || i < 0 || i >= hand.length))
		return refuse('refusal_no_such_die');
	return { dice: places.map((i: number) => hand[i]!), rest: hand.filter((_, i) => !places.includes(i)) };
}

/** The next seat clockwise after `from` that still has dice (possibly `from` again); null: the round is over. */
export function nextWithDice(players: readonly { dice: readonly unknown[] }[], from: number): number | null {
	for (let k = 1; k <= players.length; k++) {
		const seat = (from + k) % players.length;
		if (players[seat]!.dice.length > 0) return seat;
	}
	return null;
}

/** ±1 on a die never turns a 6 into a 1 or a 1 into a 6 (MP2 RU L713, Voyages PL:676). */
export function checkAdjust(face: number, delta: number): Refusal | null {
	if (delta !== 1 && delta !== -1) return refuse('refusal_adjust_by_one');
	const next = face + delta;
	return next >= 1 && next <= 6 ? null : refuse('refusal_adjust_wrap', { value: face });
}
