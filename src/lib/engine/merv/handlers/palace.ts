/** The palace (RU L647–L683): the nth courtier costs n cubes of its court's colour; the first in a court gains a favour. */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { COURTIERS_PER_COURT, COURTS, SERVANTS_PER_COLOUR, type Court, type CubeColour } from '../catalog.ts';
import { convertible, hasDiscount } from '../holdings/discoveries.ts';
import { checkHeld, pay, settle, type Cubes } from '../holdings/pay.ts';
import { soldiersOf, addFavour, withTally } from '../holdings/participants.ts';
import { courtColourId, mervValue } from '../printed.ts';
import { courtiersOf } from '../holdings/tally.ts';
import type { MervState } from '../state.ts';
import { withTurn } from '../round/turn.ts';

/** The courts whose colour the copy does not know yet, among those named. */
export const courtColoursNeeded = (state: MervState, courts: readonly Court[]) =>
	[...new Set(courts)].filter((c) => mervValue(state.copy, courtColourId(c)) === null).map(courtColourId);

/** The price of these courtiers in order: the participant's nth courtier costs n cubes (RU L654). */
export function courtierPrice(state: MervState, who: number, courts: readonly Court[]): CubeColour[] | null {
	let n = courtiersOf(state.participants[who]!.tally);
	const price: CubeColour[] = [];
	for (const court of courts) {
		const colour = mervValue<CubeColour>(state.copy, courtColourId(court));
		if (colour === null) return null;
		n++;
		for (let i = 0; i < n; i++) price.push(colour);
	}
	return price;
}

const inCourt = (state: MervState, court: Court) => state.participants.reduce((n, p) => n + p.tally[`court.${court}`], 0);

/** Courtiers placed, with what a full court or no servant left refuses; a free courtier (the mosque's) costs nothing. */
export function placeCourtiers(state: MervState, who: number, courts: readonly Court[]): Outcome<MervState> {
	let next = state;
	for (const court of courts) {
		if (!COURTS.includes(court)) return refused('merv_refusal_no_such_court');
		if (inCourt(next, court) >= COURTIERS_PER_COURT) return refused('merv_refusal_court_full', { max: COURTIERS_PER_COURT });
		const t = next.participants[who]!.tally;
		if (courtiersOf(t) + soldiersOf(next, next.participants[who]!.colour) >= SERVANTS_PER_COLOUR)
			return refused('merv_refusal_servants', { max: SERVANTS_PER_COLOUR });
		const first = inCourt(next, court) === 0;
		next = withTally(next, who, (x) => ({ ...x, [`court.${court}`]: x[`court.${court}`] + 1 }));
		// The first courtier of a court stands on the favour space (RU L679).
		if (first) next = addFavour(next, who, 1);
	}
	return accepted(next);
}

/** The palace action: any number of courtiers, none at all too (RU L652: "may"), paid in their courts' colours. */
export function palace(state: MervState, who: number, courts: readonly Court[], paid: Cubes): Outcome<MervState> {
	if (courtColoursNeeded(state, courts).length) return refused('merv_refusal_printed_needed', { count: courtColoursNeeded(state, courts).length });
	const price = courtierPrice(state, who, courts)!;
	const settled = settle(price, paid, { discount: hasDiscount(state, who, 'palace'), convert: convertible(state, who) });
	if (!settled) return refused('merv_refusal_price_courtiers', { count: price.length });
	const held = checkHeld(state.participants[who]!.tally, paid);
	if (held) return refusedWith(held);
	const paidState = withTally(state, who, (t) => pay(t, paid));
	return placeCourtiers(settled.converted ? withTurn(paidState, { converted: true }) : paidState, who, courts);
}
