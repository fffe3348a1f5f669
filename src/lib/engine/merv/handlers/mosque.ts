/**
 * The mosque (RU L816–L857): the disc goes up its path one step or more, each step at the cost printed
 * on the line below the space, each space giving its reward and points; the first disc on a path takes
 * the camel of its first space.
 */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { MOSQUE_PATHS, type CubeColour } from '../catalog.ts';
import { convertible, hasDiscount } from '../holdings/discoveries.ts';
import { canTake } from '../round/owed.ts';
import { checkHeld, pay, settle, type Cubes } from '../holdings/pay.ts';
import { tallyContext, addFavour, withTally } from '../holdings/participants.ts';
import { SPACES_AT_MOST, MOSQUE_TOP, mervValue, mosqueCostId, mosquePointsId, mosqueRewardId, type MosqueReward } from '../printed.ts';
import type { MervState, Owed } from '../state.ts';
import { checkTally } from '../holdings/tally.ts';
import { withTurn } from '../round/turn.ts';

export interface MosqueAction {
	/** The path chosen on the first advance (RU L824); later the disc's own, so it may be left out. */
	path?: number;
	steps: number;
	paid: Cubes;
}

/** The levels a disc on `from` reaches going up `steps` (no copy's top lies above SPACES_AT_MOST). */
const levelsUp = (from: number, steps: number) => Array.from({ length: Math.max(0, Math.min(steps, SPACES_AT_MOST - from)) }, (_, i) => from + i + 1);

/** The participant's path for this advance: the disc's own once on the track, else the one chosen; null when it does not fit. */
function pathFor(state: MervState, who: number, chosen: number | undefined): number | null {
	const t = state.participants[who]!.tally;
	const path = t.mosqueLevel > 0 ? t.mosquePath : chosen;
	if (path === undefined || !Number.isInteger(path) || path < 1 || path > MOSQUE_PATHS) return null;
	return chosen === undefined || chosen === path ? path : null;
}

/**
 * The printed values an advance needs and the copy lacks, as ids for the screen to ask: the track's
 * top, then each step's cost (unless the step is free), reward and points. Empty when the path is not settled yet.
 */
export function mosqueNeeded(state: MervState, who: number, steps: number, path?: number, free = false): string[] {
	const p = pathFor(state, who, path);
	if (p === null) return [];
	const from = state.participants[who]!.tally.mosqueLevel;
	const top = mervValue<number>(state.copy, MOSQUE_TOP);
	// No step beyond a known top is asked about: it is refused.
	const levels = levelsUp(from, steps).filter((l) => top === null || l <= top);
	const ids = [MOSQUE_TOP, ...levels.flatMap((l) => [...(free ? [] : [mosqueCostId(p, l)]), mosqueRewardId(p, l), mosquePointsId(p, l)])];
	return ids.filter((id) => mervValue(state.copy, id) === null);
}

/** One space's reward (RU L834–L843): at once, owed until chosen, or lost when it cannot be taken. */
function reward(state: MervState, who: number, r: MosqueReward): MervState {
	if (r === 'favour') return addFavour(state, who, 1);
	const owed: Owed | null =
		r === 'white-upgrade'
			? { kind: 'white-upgrade', anySite: false }
			: r === 'extra-upgrade' || r === 'bonus-tile' || r === 'courtier' || r === 'soldier' || r === 'wall-piece'
				? { kind: r }
				: null;
	// The camel is the first space's and is taken on entering it; the top space scores at the yearly scoring (RU L843).
	if (!owed || !state.turn || !canTake(state, who, owed)) return state;
	return withTurn(state, { owed: [...state.turn.owed, owed] });
}

/**
 * Steps up a path, paid or free (a camel-market corner, the third discovery): the first space's camel
 * to the first disc on the path (RU L824), then each space's reward and points (RU L826).
 */
export function climb(state: MervState, who: number, path: number, steps: number): MervState {
	const from = state.participants[who]!.tally.mosqueLevel;
	let next = state;
	for (const level of levelsUp(from, steps))
		next = reward(stepUp(next, who, path, level), who, mervValue<MosqueReward>(next.copy, mosqueRewardId(path, level))!);
	return next;
}

/**
 * The disc onto a level of its path, without the space's reward (the caller's: a player's own, or
 * the judge's instead, RU L1214): the first space's camel to the first disc on the path (RU L824),
 * the points printed on the space (RU L826, L1228; unknown counts none, the callers ask it first).
 */
export function stepUp(state: MervState, who: number, path: number, level: number): MervState {
	let next = withTally(state, who, (t) => ({ ...t, mosquePath: path, mosqueLevel: level }));
	if (level === 1 && next.mosqueCamels[path - 1]) {
		next = { ...next, mosqueCamels: next.mosqueCamels.map((c, i) => c && i !== path - 1) };
		next = withTally(next, who, (t) => ({ ...t, camels: t.camels + 1 }));
	}
	const points = mervValue<number>(next.copy, mosquePointsId(path, level)) ?? 0;
	return withTally(next, who, (t) => ({ ...t, points: t.points + points }));
}

/** Why the disc cannot go up these steps now (path, printed values, the top); null when it can. */
export function checkClimb(state: MervState, who: number, steps: number, path?: number, free = false): Outcome<number> {
	const t = state.participants[who]!.tally;
	if (t.mosqueLevel === 0 && path === undefined) return refused('merv_refusal_choose_path');
	const p = pathFor(state, who, path);
	if (p === null) return refused('merv_refusal_own_path');
	if (!Number.isInteger(steps) || steps < 1) return refused('merv_refusal_mosque_steps');
	const top = mervValue<number>(state.copy, MOSQUE_TOP);
	if (top !== null && t.mosqueLevel + steps > top) return refused('merv_refusal_over', { field: 'mosqueLevel', max: top });
	const needed = mosqueNeeded(state, who, steps, p, free);
	return needed.length ? refused('merv_refusal_printed_needed', { count: needed.length }) : accepted(p);
}

/** The mosque action: the steps' costs, white as any, the discount one cube off the action (RU L722–L723, L822). */
export function mosque(state: MervState, who: number, a: MosqueAction): Outcome<MervState> {
	const checked = checkClimb(state, who, a.steps, a.path);
	if (!checked.ok) return checked;
	const path = checked.state;
	const from = state.participants[who]!.tally.mosqueLevel;
	const price = levelsUp(from, a.steps).flatMap((l) => mervValue<CubeColour[]>(state.copy, mosqueCostId(path, l))!);
	const settled = settle(price, a.paid, { discount: hasDiscount(state, who, 'mosque'), convert: convertible(state, who) });
	if (!settled) return refused('merv_refusal_price_steps', { count: price.length });
	const held = checkHeld(state.participants[who]!.tally, a.paid);
	if (held) return refusedWith(held);
	const paid = withTally(state, who, (t) => pay(t, a.paid));
	const next = climb(settled.converted ? withTurn(paid, { converted: true }) : paid, who, path, a.steps);
	for (const field of ['camels', 'mosqueLevel'] as const) {
		const wrong = checkTally(tallyContext(next), who, field);
		if (wrong) return refusedWith(wrong);
	}
	return accepted(next);
}

/**
 * A free step up with its reward and points (a camel-market corner, RU L398; the third discovery,
 * RU L741); a disc not on the track yet chooses its path.
 */
export function freeStep(state: MervState, who: number, path?: number): Outcome<MervState> {
	const checked = checkClimb(state, who, 1, path, true);
	if (!checked.ok) return checked;
	const next = climb(state, who, checked.state, 1);
	const wrong = checkTally(tallyContext(next), who, 'camels');
	return wrong ? refusedWith(wrong) : accepted(next);
}
