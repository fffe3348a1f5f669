/**
 * The Mongols' invasion of years 2 and 3 (RU L451–L461): whether it comes before the year's scoring, whose
 * attacked buildings wait for a tribute decision in turn order, and what each owner can pay.
 */
import { INVASION_YEARS, type Cube, type CubeColour } from '../catalog.ts';
import { convertColour } from '../holdings/discoveries.ts';
import { whoOf } from '../holdings/participants.ts';
import type { Attack, MervState } from '../state.ts';
import { tributeCubes } from './sites.ts';

/**
 * The attacked buildings whose owners decide on a tribute, in turn order (RU L457): a player's.
 * The chamberlain never pays (RU L957); the Mongols never destroy the judge's (RU L1071).
 */
export function tributeQueue(state: MervState): Attack[] {
	const attacks = state.invasion?.attacks ?? [];
	const place = (a: Attack) => state.order.indexOf(whoOf(state, a.owner));
	return attacks.filter((a) => a.owner !== state.chamberlain && a.owner !== state.judge).sort((a, b) => place(a) - place(b));
}

/** The next attacked building whose owner has to decide, or null when all have. */
export const nextTribute = (state: MervState): Attack | null => tributeQueue(state).find((a) => !(a.cell in (state.invasion?.decided ?? {}))) ?? null;

/**
 * The colour the owner of an attacked building may pay besides the site's own (RU L457): their second
 * discovery's, for a site of another colour, once per invasion phase (RU L731); null when there is none.
 */
export function tributeConvert(state: MervState, a: Attack): CubeColour | null {
	const who = whoOf(state, a.owner);
	const colour = convertColour(state, who);
	const site = state.city[a.cell];
	if (colour === null || !site || tributeCubes(site).includes(colour) || state.invasion?.converted.includes(who)) return null;
	return colour;
}

/**
 * What the owner of an attacked building can pay now (RU L457, L731): the cubes the site takes that they hold,
 * white among them, and their second discovery's colour when it may stand in and they hold one. Nothing to
 * pay leaves them only giving the building up; the screen offers no more than this.
 */
export function tributeChoices(state: MervState, a: Attack): { cubes: Cube[]; convert: CubeColour | null } {
	const tally = state.participants[whoOf(state, a.owner)]!.tally;
	const holds = (c: Cube) => tally[`cubes.${c}`] > 0;
	const site = state.city[a.cell];
	const convert = tributeConvert(state, a);
	return { cubes: site ? tributeCubes(site).filter(holds) : [], convert: convert && holds(convert) ? convert : null };
}

/** Whether the Mongols come before the year's scoring: in years 2 and 3, when the city is on the phone (RU L451). */
export const invasionDue = (state: MervState): boolean => INVASION_YEARS.includes(state.year) && state.cityMode !== 'counts';
