/**
 * The invasion as the screen asks it (RU L451–L461): only the owners who can pay a tribute are asked, in turn order;
 * a building whose owner holds nothing it takes falls without a question, and one tap lets everything left fall.
 */
import { attackedBuildings } from '../city/sites.ts';
import { tributeChoices, tributeQueue } from '../city/invasion.ts';
import type { Cube, CubeColour } from '../catalog.ts';
import type { Attack, MervState } from '../state.ts';

export interface TributeAsk {
	/** The next building whose owner can pay, or null when no one left can. */
	ask: Attack | null;
	/** What that owner can pay (RU L457, L731): the screen offers no more. */
	choices: { cubes: Cube[]; convert: CubeColour | null };
	/** The undecided buildings before it in turn order: their owners hold nothing they take, so they fall. */
	falling: Attack[];
	/** Every building still undecided, in turn order: what falls when the table lets everything else go. */
	undecided: Attack[];
}

/** The state as the invasion starts it, for the question before the first entry: the attacks as the city stands. */
const started = (state: MervState): MervState =>
	state.invasion ? state : { ...state, invasion: { attacks: attackedBuildings(state.city, state.walls), decided: {}, converted: [] } };

export function tributeAsk(state: MervState): TributeAsk {
	const s = started(state);
	const undecided = tributeQueue(s).filter((a) => !(a.cell in s.invasion!.decided));
	const choices = undecided.map((a) => tributeChoices(s, a));
	const at = choices.findIndex(({ cubes, convert }) => cubes.length > 0 || convert !== null);
	if (at < 0) return { ask: null, choices: { cubes: [], convert: null }, falling: undecided, undecided };
	return { ask: undecided[at]!, choices: choices[at]!, falling: undecided.slice(0, at), undecided };
}
