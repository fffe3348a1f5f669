/** The discovery tiles each participant holds (RU L709–L762), and what they give: a discount, a colour standing for another. */
import { CUBE_COLOURS, type Discovery } from '../catalog.ts';
import type { MervState } from '../state.ts';

export const discoveriesOf = (state: MervState, who: number): Discovery[] => state.participants[who]?.discoveries ?? [];
export const discoveryTaken = (state: MervState, tile: Discovery) => state.participants.some((p) => (p.discoveries ?? []).includes(tile));

/** Whether a discount tile of this action is the participant's (RU L721). */
export const hasDiscount = (state: MervState, who: number, action: string) => discoveriesOf(state, who).includes(`discount.${action}` as Discovery);

/** The colour of the participant's second-discovery tile (RU L729), or null. */
export function convertColour(state: MervState, who: number) {
	const tile = discoveriesOf(state, who).find((d) => d.startsWith('convert.'));
	return tile ? (tile.slice(8) as (typeof CUBE_COLOURS)[number]) : null;
}

/** The colour a second-discovery tile lets stand for another, when not used yet this turn (RU L729–L731). */
export const convertible = (state: MervState, who: number) => (state.turn?.converted ? null : convertColour(state, who));
