/**
 * The main action on a space other than travel (view/journey.ts), as the turn's screen builds it with the rules'
 * own functions: the action spaces, the contract columns with their bonus and the contracts put away, the moves
 * a city card gives, and the entry a placement sends.
 */
import { contractColumnBonus } from '../board/actions.ts';
import { MAIN_ACTION_SPACES, type ActionSpaceId, type CityCardSpace } from '../board/action-spaces.ts';
import { CONTRACT_BOARD, type Good } from '../catalog.ts';
import type { ActionOn, VoyagesEntryOf } from '../entries.ts';
import { cityCardAt, cityCardMoves } from '../board/city-card-spaces.ts';
import type { TableAmounts, VoyagesState } from '../state.ts';

/** A main-action space other than travel: the turn's form builds its entry (travel's is chosen on the map). */
export type SpaceBesidesTravel = Exclude<ActionSpaceId, 'travel'>;
/** The spaces of the turn's form, in the board's order. */
export const SPACES_BESIDES_TRAVEL: readonly SpaceBesidesTravel[] = MAIN_ACTION_SPACES.filter((s): s is SpaceBesidesTravel => s !== 'travel');

/**
 * What the action form says besides the dice: the good of choice (Khan's Favor); the contract columns taken,
 * each column 5–6 contract's bonus as coins or camels (coins unless told) and the active contracts put away to
 * make room; what a city card cost and gave, and the moves it gave.
 */
export interface ActionForm {
	good?: Good;
	columns?: readonly number[];
	bonusAs?: Readonly<Record<number, 'coins' | 'camels'>>;
	discard?: readonly string[];
	pay?: TableAmounts;
	gain?: TableAmounts;
	moves?: number;
}

/** The columns taken whose contract comes with coins or camels (5 and 6), with how many (PL:380). */
export const bonusColumns = (columns: readonly number[]): { column: number; bonus: number }[] =>
	[...columns].sort((a, b) => a - b).flatMap((column) => (contractColumnBonus(column) > 0 ? [{ column, bonus: contractColumnBonus(column) }] : []));

/** How many active contracts must go under the special pile to make room for these columns (PL:406); 0 when they fit. */
export function contractsToPutAway(state: VoyagesState, player: number, columns: readonly number[]): number {
	const active = state.players[player]?.contracts.length ?? 0;
	return Math.max(0, active + columns.length - CONTRACT_BOARD.activeSlots);
}

/** The contracts space's fields: the columns, the contracts put away, each column 5–6 bonus as coins or camels. */
function contractsFields(form: ActionForm): Pick<ActionOn<'contracts'>, 'contracts' | 'discard' | 'gain'> {
	const columns = [...(form.columns ?? [])];
	const gain: TableAmounts = {};
	for (const { column, bonus } of bonusColumns(columns)) {
		const as = form.bonusAs?.[column] ?? 'coins';
		gain[as] = (gain[as] ?? 0) + bonus;
	}
	return { contracts: columns, ...(form.discard?.length ? { discard: [...form.discard] } : {}), ...(Object.keys(gain).length ? { gain } : {}) };
}

/** Whether the city card on this space gives "move 1" (its moves are entered with the action). */
export const cityCardGivesMoves = (state: VoyagesState, space: string): boolean => cityCardMoves(cityCardAt(state, space));

/** The one good of choice Khan's Favor gives besides its camels (PL:338–356), as the entry's gain. */
export const khansFavorGain = (good: Good): TableAmounts => ({ [good]: 1 });

const isCityCardSpace = (space: string): space is CityCardSpace => space.startsWith('city-card:');

/** The entry of a main action other than travel (journeyEntry), in the shape of its space: the dice in board order, and what this space reads from the form. */
export function actionEntry<S extends SpaceBesidesTravel>(player: number, dice: readonly number[], space: S, form: ActionForm = {}): ActionOn<S> {
	const sorted = [...dice].sort((a, b) => a - b);
	// Built for this very space, so it has the shape of its kind of space (a generic space is not narrowed by the checks).
	return entryOn(player, sorted, space, form) as ActionOn<S>;
}

function entryOn(player: number, dice: number[], space: SpaceBesidesTravel, form: ActionForm): VoyagesEntryOf<'action'> {
	const entry = { type: 'action' as const, player, dice };
	if (space === 'khans-favor') return { ...entry, space, gain: khansFavorGain(form.good ?? 'silk') };
	if (space === 'contracts') return { ...entry, space, ...contractsFields(form) };
	if (isCityCardSpace(space))
		return { ...entry, space, pay: { ...(form.pay ?? {}) }, gain: { ...(form.gain ?? {}) }, ...(form.moves ? { moves: form.moves } : {}) };
	return { ...entry, space };
}
