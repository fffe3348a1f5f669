/**
 * Paying cubes: white stands for any colour (RU L62), a first-discovery discount takes one cube off
 * an action (RU L721–L723), a second-discovery tile lets one cube of its colour stand for another once a turn (RU L729–L731).
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { CUBE_COLOURS, CUBES, type Cube, type CubeColour } from '../catalog.ts';
import type { Tally } from '../state.ts';

export type Cubes = Partial<Record<Cube, number>>;

export const countCubes = (cubes: Cubes) => CUBES.reduce((n, c) => n + (cubes[c] ?? 0), 0);

/** Why the participant cannot hand over these cubes; null when they hold them. */
export function checkHeld(t: Tally, paid: Cubes): Refusal | null {
	for (const c of CUBES) if ((paid[c] ?? 0) > t[`cubes.${c}`]) return refuse('merv_refusal_no_cubes', { colour: c, count: paid[c] ?? 0 });
	return null;
}

export interface PayOptions {
	/** One cube of the price may go unpaid (a first-discovery discount on this action). */
	discount?: boolean;
	/** A colour one cube of which may stand for another (a second-discovery tile not used yet this turn). */
	convert?: CubeColour | null;
}

/**
 * How a payment settles a price: null when it does not; whether the discount and the conversion were used.
 * The one reading of all four discounts (RU L721–L723: "на 1 куб ресурса меньше, чем необходимо"): it may
 * bring a price of one cube to nothing, so one caravan card, a first courtier, a one-cube mosque step or
 * a common good is free with its discount.
 */
export function settle(price: readonly CubeColour[], paid: Cubes, options: PayOptions = {}): { discount: boolean; converted: boolean } | null {
	const need: Record<CubeColour, number> = { purple: 0, sand: 0, turquoise: 0, orange: 0 };
	for (const c of price) need[c]++;
	let loose = 0;
	let converted = false;
	for (const c of CUBE_COLOURS) {
		const extra = (paid[c] ?? 0) - need[c];
		if (extra > 0 && options.convert === c && !converted) {
			converted = true;
			loose += 1;
			if (extra > 1) return null;
		} else if (extra > 0) return null;
		need[c] = Math.max(0, -extra);
	}
	const open = CUBE_COLOURS.reduce((n, c) => n + need[c], 0);
	const stand = (paid.white ?? 0) + loose;
	if (stand === open) return { discount: false, converted };
	if (options.discount && stand === open - 1 && price.length > 0) return { discount: true, converted };
	return null;
}

/** The participant's tally after paying. */
export function pay(t: Tally, paid: Cubes): Tally {
	const out = { ...t };
	for (const c of CUBES) out[`cubes.${c}`] -= paid[c] ?? 0;
	return out;
}

/** The participant's tally after taking cubes, as many as the supply holds (12 a colour, RU L56). */
export function take(t: Tally, cubes: readonly Cube[], inSupply: (c: Cube) => number): Tally {
	const out = { ...t };
	const got: Cubes = {};
	for (const c of cubes) {
		if ((got[c] ?? 0) >= inSupply(c)) continue;
		got[c] = (got[c] ?? 0) + 1;
		out[`cubes.${c}`] += 1;
	}
	return out;
}

/**
 * A payment to offer for a price from what the participant holds: each colour from its own cubes first,
 * then white; one cube less with a discount. Null when the cubes held do not reach.
 */
export function suggestPayment(price: readonly CubeColour[], t: Tally, discount = false): Cubes | null {
	const need: Record<CubeColour, number> = { purple: 0, sand: 0, turquoise: 0, orange: 0 };
	for (const c of price) need[c]++;
	const out: Cubes = {};
	let open = 0;
	for (const c of CUBE_COLOURS) {
		const own = Math.min(need[c], t[`cubes.${c}`]);
		if (own) out[c] = own;
		open += need[c] - own;
	}
	if (discount && price.length > 0) {
		// The discount goes where white would otherwise be spent, else on a cube of the dearest colour.
		if (open > 0) open--;
		else {
			const c = [...CUBE_COLOURS].reverse().find((x) => (out[x] ?? 0) > 0)!;
			out[c]! -= 1;
			if (!out[c]) delete out[c];
		}
	}
	if (open > t['cubes.white']) return null;
	if (open) out.white = open;
	return out;
}
