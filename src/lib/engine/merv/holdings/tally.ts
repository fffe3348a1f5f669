/**
 * Each participant's counts (the state's `Tally`: track positions, points and the things in front of them)
 * checked against the box's limits, and favour and influence gained along their tracks.
 */
import { refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import {
	ACTIONS,
	BUILDINGS_PER_COLOUR,
	CONTRACTS,
	COURTIERS_PER_COURT,
	COURTS,
	CUBES_PER_COLOUR,
	GOODS_OF_EACH_KIND,
	SCROLLS,
	SERVANTS_PER_COLOUR,
	SPICE_DECK,
	SPICES,
	type Spice
} from '../catalog.ts';
import { FAVOUR_LAST, FAVOUR_POINTS, INFLUENCE_LAST, INFLUENCE_POINTS, MOSQUE_TOP, mervValue, spiceThresholdId, type TrackPoints } from '../printed.ts';
import type { Tally, TallyField } from '../state.ts';

/** Courtiers in the palace, every court together. */
export const courtiersOf = (t: Tally) => COURTS.reduce((n, c) => n + t[`court.${c}`], 0);

/** For the limits: what every participant holds, and soldiers and tribute cubes in the city. */
export interface TallyContext {
	tallies: readonly Tally[];
	soldiers: (who: number) => number;
	tributeCubes: (cube: string) => number;
	copy: Copy;
	isJudge: (who: number) => boolean;
}

const sum = (tallies: readonly Tally[], field: TallyField) => tallies.reduce((n, t) => n + t[field], 0);
const over = (field: TallyField, max: number) => refuse('merv_refusal_over', { field: field.replace('.', '_'), max });

/** How many spice types this influence allows: 1, or 2/3/4 past the printed symbols (RU L595–L601); null while unknown. */
export function spiceTypesAllowed(copy: Copy, influence: number): number | null {
	let allowed = 1;
	for (const types of [2, 3, 4] as const) {
		const at = mervValue<number>(copy, spiceThresholdId(types));
		if (at === null) return null;
		if (influence >= at) allowed = types;
	}
	return allowed;
}

export const spiceTypes = (t: Tally) => SPICES.filter((s) => t[`spice.${s}`] > 0).length;

/** The influence track's spice symbols the copy does not show yet (RU L597–L601): spiceTypesAllowed needs all three. */
export const spiceThresholdsNeeded = (copy: Copy): string[] => ([2, 3, 4] as const).map(spiceThresholdId).filter((id) => mervValue(copy, id) === null);

/** Why this participant's tally, with `field` changed, breaks a limit of the box or the rules; null when it stands. */
export function checkTally(ctx: TallyContext, who: number, field: TallyField): Refusal | null {
	const mine = ctx.tallies[who]!;
	const value = mine[field];
	const top = (id: string) => mervValue<number>(ctx.copy, id);
	if (field === 'favour' && top(FAVOUR_LAST) !== null && value > top(FAVOUR_LAST)!) return over(field, top(FAVOUR_LAST)!);
	if (field === 'influence' && top(INFLUENCE_LAST) !== null && value > top(INFLUENCE_LAST)!) return over(field, top(INFLUENCE_LAST)!);
	if (field === 'mosqueLevel' && top(MOSQUE_TOP) !== null && value > top(MOSQUE_TOP)!) return over(field, top(MOSQUE_TOP)!);
	if (field.startsWith('cubes.')) {
		const cube = field.slice(6);
		if (sum(ctx.tallies, field) + ctx.tributeCubes(cube) > CUBES_PER_COLOUR) return refuse('merv_refusal_cubes', { colour: cube, max: CUBES_PER_COLOUR });
	}
	if (field.startsWith('court.')) {
		if (value > COURTIERS_PER_COURT || sum(ctx.tallies, field) > COURTIERS_PER_COURT) return refuse('merv_refusal_court_full', { max: COURTIERS_PER_COURT });
		const courtiers = COURTS.reduce((n, c) => n + mine[`court.${c}`], 0);
		if (courtiers + ctx.soldiers(who) > SERVANTS_PER_COLOUR) return refuse('merv_refusal_servants', { max: SERVANTS_PER_COLOUR });
	}
	if (field === 'scrolls' || field === 'scrollsOnContracts') {
		if (sum(ctx.tallies, 'scrolls') + sum(ctx.tallies, 'scrollsOnContracts') > SCROLLS)
			return refuse('merv_refusal_box_has', { field: 'scrolls', max: SCROLLS });
	}
	for (const kind of ['common', 'rare'] as const)
		if ((field === kind || field === `${kind}OnContracts`) && sum(ctx.tallies, kind) + sum(ctx.tallies, `${kind}OnContracts`) > GOODS_OF_EACH_KIND)
			return refuse('merv_refusal_box_has', { field: kind, max: GOODS_OF_EACH_KIND });
	if (field.startsWith('spice.')) {
		const spice = field.slice(6) as Spice;
		if (sum(ctx.tallies, field) > SPICE_DECK[spice]) return refuse('merv_refusal_box_has', { field: `spice_${spice}`, max: SPICE_DECK[spice] });
	}
	if (field.startsWith('spice.') || field === 'influence') {
		// The judge holds any spices whatever its influence (RU L1115).
		const allowed = ctx.isJudge(who) ? 4 : spiceTypesAllowed(ctx.copy, mine.influence);
		if (allowed !== null && spiceTypes(mine) > allowed) return refuse('merv_refusal_spice_types', { allowed });
	}
	if (field === 'mosquePath' && value > 4) return over(field, 4);
	// A disc above the start stands on one of the 4 paths (RU L824): the path is entered first.
	if ((field === 'mosquePath' || field === 'mosqueLevel') && mine.mosqueLevel > 0 && mine.mosquePath === 0) return refuse('merv_refusal_mosque_path');
	if (field === 'contracts' && sum(ctx.tallies, field) > CONTRACTS) return refuse('merv_refusal_box_has', { field: 'contracts', max: CONTRACTS });
	if (field.startsWith('built.') && ACTIONS.reduce((n, a) => n + mine[`built.${a}`], 0) > BUILDINGS_PER_COLOUR)
		return refuse('merv_refusal_buildings', { max: BUILDINGS_PER_COLOUR });
	return null;
}

/**
 * The points of the spaces a disc reaches or passes moving right from `from` to `to` (RU L551, L571):
 * each space once; spending never scores, but a space passed again on a later gain scores again.
 * Nothing while the copy does not say which spaces show points.
 */
function trackPoints(copy: Copy, id: string, from: number, to: number): number {
	const spaces = mervValue<TrackPoints[]>(copy, id);
	return (spaces ?? []).reduce((n, s) => (s.space > from && s.space <= to ? n + s.points : n), 0);
}

type Track = 'favour' | 'influence';
const TRACK_IDS: Record<Track, { last: string; points: string }> = {
	favour: { last: FAVOUR_LAST, points: FAVOUR_POINTS },
	influence: { last: INFLUENCE_LAST, points: INFLUENCE_POINTS }
};

/**
 * A gain on one track: right along it; past its last space, onto the other track; past both, nothing for a
 * player, 2 points a step for the judge (RU L553, L573, L1097). Points printed on spaces reached score.
 * Without the tracks' lengths, no end is known.
 */
function gain(t: Tally, n: number, copy: Copy, judge: boolean, first: Track): Tally {
	const second: Track = first === 'favour' ? 'influence' : 'favour';
	const move = (track: Track, by: number) => {
		const last = mervValue<number>(copy, TRACK_IDS[track].last);
		return last === null ? t[track] + by : Math.min(last, t[track] + by);
	};
	const a = move(first, n);
	const b = move(second, t[first] + n - a);
	const lost = t[second] + (t[first] + n - a) - b;
	const scored = trackPoints(copy, TRACK_IDS[first].points, t[first], a) + trackPoints(copy, TRACK_IDS[second].points, t[second], b);
	return { ...t, [first]: a, [second]: b, points: t.points + scored + (judge ? 2 * lost : 0) };
}

export const gainInfluence = (t: Tally, n: number, copy: Copy, judge: boolean): Tally => gain(t, n, copy, judge, 'influence');
export const gainFavour = (t: Tally, n: number, copy: Copy, judge: boolean): Tally => gain(t, n, copy, judge, 'favour');
