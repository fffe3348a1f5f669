/**
 * Each participant's holdings as the rules change them: whose a colour is, the judge among them, their
 * soldiers in the city, favour and influence gained on the tracks, the cubes left in the supply, and the
 * limits' view of the table.
 */
import { CUBES_PER_COLOUR, type Cube } from '../catalog.ts';
import type { PlayerColour } from '../meta.ts';
import type { MervState, Participant, Site } from '../state.ts';
import { gainFavour, gainInfluence, type TallyContext } from './tally.ts';
import { type Tally } from '../state.ts';

export const whoOf = (state: MervState, colour: PlayerColour) => state.participants.findIndex((p) => p.colour === colour);
export const isJudge = (state: MervState, who: number) => state.judge !== null && state.participants[who]?.colour === state.judge;
const sites = (state: MervState) => state.city.filter((s): s is Site => s !== null);
export const soldiersOf = (state: MervState, colour: PlayerColour) => sites(state).filter((s) => s.soldier === colour).length;

/** The limits' view of the table. */
export function tallyContext(state: MervState): TallyContext {
	const tribute = state.invasion?.decided ?? {};
	return {
		tallies: state.participants.map((p) => p.tally),
		soldiers: (who) => soldiersOf(state, state.participants[who]!.colour),
		tributeCubes: (cube) => Object.values(tribute).filter((c) => c === cube).length,
		copy: state.copy,
		isJudge: (who) => isJudge(state, who)
	};
}

/** Cubes of a colour left in the supply: 12 less those held and those paid as tribute (RU L56). */
export function inSupply(state: MervState, cube: Cube): number {
	const held = state.participants.reduce((n, p) => n + p.tally[`cubes.${cube}`], 0);
	const tribute = Object.values(state.invasion?.decided ?? {}).filter((c) => c === cube).length;
	return CUBES_PER_COLOUR - held - tribute;
}

export const withTally = (state: MervState, who: number, change: (t: Tally, p: Participant) => Tally): MervState => ({
	...state,
	participants: state.participants.map((p, i) => (i === who ? { ...p, tally: change(p.tally, p) } : p))
});

export const addFavour = (state: MervState, who: number, n: number) => withTally(state, who, (t) => gainFavour(t, n, state.copy, isJudge(state, who)));
export const addInfluence = (state: MervState, who: number, n: number) => withTally(state, who, (t) => gainInfluence(t, n, state.copy, isJudge(state, who)));
