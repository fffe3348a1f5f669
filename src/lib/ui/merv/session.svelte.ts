/** An open game of Merv, and the names the screens give its participants. */
import { m } from '$lib/ui/messages.ts';
import type { MervEntry, MervState } from '$lib/engine/merv/index.ts';
import { LogSession } from '$lib/ui/session.svelte.ts';
import { TableSender } from '$lib/ui/table/sender.svelte.ts';

export class MervSession extends LogSession<'merv'> {
	/** Sends this screen's entries, each refusal shown where it was tapped. */
	readonly sender = new TableSender<MervEntry>(this);

	constructor(id: string) {
		super(id, 'merv');
	}
}

/** A participant's name: the player's, or "the judge". */
export const nameOf = (state: MervState, who: number): string => state.participants[who]?.name || m.merv_judge();

/** Whoever owns a colour in the city: a participant, or the chamberlain. */
export function ownerName(state: MervState, colour: string): string {
	if (colour === state.chamberlain) return m.merv_chamberlain();
	const who = state.participants.findIndex((p) => p.colour === colour);
	return who < 0 ? colour : nameOf(state, who);
}

/** The colours that can own a building: the participants', then the chamberlain's. */
export const ownerColours = (state: MervState): string[] => [...state.participants.map((p) => p.colour), ...(state.chamberlain ? [state.chamberlain] : [])];

/** A seat on the turn-order track: a participant's name, or the chamberlain. */
export const seatName = (state: MervState, seat: number | 'chamberlain'): string => (seat === 'chamberlain' ? m.merv_chamberlain() : nameOf(state, seat));
export const seatColour = (state: MervState, seat: number | 'chamberlain'): string =>
	seat === 'chamberlain' ? (state.chamberlain ?? '') : (state.participants[seat]?.colour ?? '');
