/** The caravanserai (RU L577–L643): caravan cards for cubes of one colour, spice types by influence, pair rewards. */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { playRow, ROW_CARDS, type RowCard, type RowStep } from '../holdings/caravan-row.ts';
import { CUBE_COLOURS, SPICES, type Spice } from '../catalog.ts';
import { convertible, hasDiscount } from '../holdings/discoveries.ts';
import { checkHeld, pay, settle, take, type Cubes } from '../holdings/pay.ts';
import { tallyContext, isJudge, addFavour, inSupply, withTally } from '../holdings/participants.ts';
import type { MervState, Owed } from '../state.ts';
import { checkTally, spiceThresholdsNeeded, spiceTypes, spiceTypesAllowed } from '../holdings/tally.ts';
import { type Tally } from '../state.ts';
import { withTurn } from '../round/turn.ts';

/** A pair is made by each 2nd, 4th, 6th and 8th card of a spice (RU L609). */
export const pairsMade = (before: number, after: number) => Math.floor(Math.min(after, 8) / 2) - Math.floor(Math.min(before, 8) / 2);

/** The judge's pair rewards: cinnamon and pepper give it 3 points instead (RU L1120–L1123). */
export const JUDGE_PAIR_POINTS = 3;

/** A participant's cards with these taken too. */
function holding(state: MervState, who: number, spices: readonly Spice[]): Tally {
	const t = { ...state.participants[who]!.tally };
	for (const spice of spices) t[`spice.${spice}`]++;
	return t;
}

/**
 * What the copy must show before a player may hold these cards too: the influence track's spice symbols
 * once they would hold more than one spice (RU L593–L601). Nothing for the judge (RU L1123).
 */
export function spiceLimitNeeded(state: MervState, who: number, spices: readonly Spice[]): string[] {
	if (isJudge(state, who) || spiceTypes(holding(state, who, spices)) <= 1) return [];
	return spiceThresholdsNeeded(state.copy);
}

/**
 * Why a player may not hold these cards too: more spice types than their influence allows (RU L593–L601).
 * Null when they may, or while the copy does not show the symbols yet (spiceLimitNeeded).
 */
export function spiceLimit(state: MervState, who: number, spices: readonly Spice[]): Refusal | null {
	if (isJudge(state, who)) return null;
	const t = holding(state, who, spices);
	const allowed = spiceTypesAllowed(state.copy, t.influence);
	return allowed !== null && spiceTypes(t) > allowed ? refuse('merv_refusal_spice_types', { allowed }) : null;
}

/**
 * Caravan cards taken, one after another, with the pair rewards (RU L611–L616): ginger a soldier, juniper
 * a favour, cinnamon a white cube, pepper a white upgrade on any site. The judge holds any spices (RU L1115).
 */
export function takeSpices(state: MervState, who: number, spices: readonly Spice[]): Outcome<MervState> {
	const judge = isJudge(state, who);
	let next = state;
	const owed: Owed[] = [];
	for (const spice of spices) {
		const field = `spice.${spice}` as const;
		const before = next.participants[who]!.tally[field];
		next = withTally(next, who, (t) => ({ ...t, [field]: t[field] + 1 }));
		const t = next.participants[who]!.tally;
		const needed = judge || spiceTypes(t) <= 1 ? [] : spiceThresholdsNeeded(next.copy);
		if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
		const wrong = checkTally(tallyContext(next), who, field);
		if (wrong) return refusedWith(wrong);
		if (!pairsMade(before, before + 1)) continue;
		if (spice === 'juniper') next = addFavour(next, who, 1);
		else if (spice === 'ginger') owed.push({ kind: 'soldier' });
		else if (judge) next = withTally(next, who, (x) => ({ ...x, points: x.points + JUDGE_PAIR_POINTS }));
		else if (spice === 'cinnamon') next = withTally(next, who, (x) => take(x, ['white'], (c) => inSupply(next, c)));
		else owed.push({ kind: 'white-upgrade', anySite: true });
	}
	return accepted(owed.length && next.turn ? withTurn(next, { owed: [...next.turn.owed, ...owed] }) : next);
}

/**
 * A caravan card taken outside the caravanserai action, any card of the row (a camel-market corner, RU L395;
 * the third discovery, RU L739), with the camel on it when it held one. The row is not kept between entries,
 * so the table says; the box's 12 bound that camel like any other (holdings/camels.ts).
 */
export function takeCard(state: MervState, who: number, spice: Spice, camel = false): Outcome<MervState> {
	const out = takeSpices(state, who, [spice]);
	return out.ok && camel ? accepted(withTally(out.state, who, (t) => ({ ...t, camels: t.camels + 1 }))) : out;
}

export interface CaravanseraiAction {
	/** The row as it lay and the steps taken on it: then the access rule is checked (RU L587–L591) and the cards and camels follow from them. */
	row?: RowCard[];
	steps?: RowStep[];
	spices: Spice[];
	paid: Cubes;
	/** Camels taken off the cards taken, and camels laid on the row to reach further (RU L591). */
	camelsTaken: number;
	camelsPlaced: number;
}

/** The cards and camels the steps on the row give, which must be those the entry names; without a row, the entry as it is. */
function withRow(state: MervState, who: number, a: CaravanseraiAction): CaravanseraiAction | Refusal {
	if (!a.row && !a.steps) return a;
	if (!a.row || !a.steps || a.row.length > ROW_CARDS) return refuse('merv_refusal_row_card');
	const played = playRow(a.row, a.steps, state.participants[who]!.tally.camels);
	if ('key' in played) return played;
	const same = played.camelsTaken === a.camelsTaken && played.camelsPlaced === a.camelsPlaced && played.spices.join() === a.spices.join();
	return same ? a : refuse('merv_refusal_row_mismatch');
}

/** The caravanserai action: one card a cube, the cubes of one colour, white as any, less one with the discount (RU L585, L721–L723). */
export function caravanserai(state: MervState, who: number, given: CaravanseraiAction): Outcome<MervState> {
	const a = withRow(state, who, given);
	if ('key' in a) return refusedWith(a);
	if (a.spices.length < 1 || a.spices.some((s) => !SPICES.includes(s))) return refused('merv_refusal_take_a_card');
	const colours = CUBE_COLOURS.filter((c) => (a.paid[c] ?? 0) > 0);
	const conv = convertible(state, who);
	const main = colours.find((c) => c !== conv) ?? colours[0] ?? 'purple';
	if (colours.length > 2 || (colours.length === 2 && !colours.includes(conv!))) return refused('merv_refusal_one_colour');
	const settled = settle(
		a.spices.map(() => main),
		a.paid,
		{ discount: hasDiscount(state, who, 'caravanserai'), convert: conv }
	);
	if (!settled) return refused('merv_refusal_price', { count: a.spices.length, colour: main });
	const t = state.participants[who]!.tally;
	const held = checkHeld(t, a.paid);
	if (held) return refusedWith(held);
	if (t.camels + a.camelsTaken < a.camelsPlaced) return refused('merv_refusal_no_camel');
	let next = withTally(state, who, (x) => ({ ...pay(x, a.paid), camels: x.camels + a.camelsTaken - a.camelsPlaced }));
	if (settled.converted) next = withTurn(next, { converted: true });
	const wrong = checkTally(tallyContext(next), who, 'camels');
	return wrong ? refusedWith(wrong) : takeSpices(next, who, a.spices);
}
