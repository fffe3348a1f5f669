/**
 * A round of the year (RU L326–L431): whose turn it is, and the little the turn's entries share (seats, colours,
 * the buildings left, a turn's and a site's changes), the rounds left, the next turn-order track's spaces and bribes.
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { BUILDINGS_PER_COLOUR, type Side } from '../catalog.ts';
import type { PlayerColour } from '../meta.ts';
import type { MervState, Reorder, Seat, Site, Turn } from '../state.ts';

/** The four rounds of a year's action phase (RU L326). */
export const ROUNDS = 4;

/** The seat whose turn it is, or null between rounds and after the fourth. */
export function seatNow(state: MervState): Seat | null {
	if (state.phase !== 'playing' || state.stage !== 'actions' || state.round > ROUNDS || state.reorder) return null;
	return state.order[state.turnAt] ?? null;
}

/**
 * The chamberlain's two duties (RU L937, L941): of the two who play, the earlier in this round's order
 * places its master, the later picks its site. Solo the two are the player and the judge (RU L967).
 */
export function chamberlainHands(state: MervState): { placer: number | null; picker: number | null } {
	const two = state.order.filter((s): s is number => s !== 'chamberlain');
	if (state.chamberlain === null || two.length !== 2) return { placer: null, picker: null };
	return { placer: two[0]!, picker: two[1]! };
}

/** The chamberlain's duty the solo judge has now, by its own rules (RU L969–L971): its space, or its site once the player placed it. */
export function judgeDutyNow(state: MervState): 'space' | 'site' | null {
	if (state.judge === null || seatNow(state) !== 'chamberlain') return null;
	const judge = state.participants.findIndex((p) => p.colour === state.judge);
	const { placer, picker } = chamberlainHands(state);
	if (!state.turn) return placer === judge ? 'space' : null;
	return !state.turn.activated && picker === judge ? 'site' : null;
}

export const colourOfSeat = (state: MervState, seat: Seat): PlayerColour | null =>
	seat === 'chamberlain' ? state.chamberlain : (state.participants[seat]?.colour ?? null);

/** The order of a side's action spaces clockwise (RU L334): 0 is the first after the round's starting track. */
export const clockwiseRank = (side: Side, line: number) => (side === 'north' || side === 'east' ? line : 4 - line);

export const buildingsLeft = (state: MervState, colour: PlayerColour) => BUILDINGS_PER_COLOUR - state.city.filter((s) => s?.building === colour).length;

export const withTurn = (state: MervState, change: Partial<Turn>): MervState => ({ ...state, turn: { ...state.turn!, ...change } });
export function withCell(state: MervState, cell: number, change: Partial<Site>): MervState {
	const city = state.city.slice();
	city[cell] = { ...state.city[cell]!, ...change };
	return { ...state, city };
}

/**
 * The player whose turn it is, from before their master is placed to the end of the turn (RU L405: contracts
 * "в любой момент своего хода"): the seat playing now in the turn order, the city on the phone, neither the
 * chamberlain nor the judge (they fulfil no contracts of the table's). `turn` is null until something starts it.
 */
export function player(state: MervState): { who: number; turn: Turn | null } | Refusal {
	const seat = seatNow(state);
	if (seat === null || (state.turn && state.turn.seat !== seat)) return refuse('merv_refusal_no_turn');
	if (state.cityMode === 'counts') return refuse('merv_refusal_no_city');
	if (seat === 'chamberlain') return refuse('merv_refusal_chamberlain_acts_not');
	if (state.participants[seat]?.colour === state.judge) return refuse('merv_refusal_judge_plays');
	return { who: seat, turn: state.turn };
}

/** The participant whose turn it is and who may act now: after the site is activated, before the turn ends. */
export function actor(state: MervState): { who: number; turn: Turn } | Refusal {
	const seat = seatNow(state);
	const turn = state.turn;
	if (seat === null || !turn || turn.seat !== seat) return refuse('merv_refusal_no_turn');
	if (!turn.activated) return refuse('merv_refusal_site_first');
	if (seat === 'chamberlain') return refuse('merv_refusal_chamberlain_acts_not');
	return { who: seat, turn };
}

/** Whether the table tracks this year's turns and some are still to play: then the year goes on. */
export const roundsLeft = (state: MervState) => (state.round > 1 || state.turnAt > 0 || state.turn !== null) && state.round <= ROUNDS;

/** The corner track the masters reach at the end of round 1–4: NE, SE, SW, NW (RU L334), as 1, 2, 3, 0. */
export const nextTrack = (round: number) => round % 4;

export const defaultSpace = (r: Reorder) => r.track.lastIndexOf(null);

/** Camels a master pays to stand on `space`: one on every free space behind it (RU L429). */
export const bribeCost = (r: Reorder, space: number) => r.track.filter((s, i) => s === null && i > space).length;

export const camelsOf = (state: MervState, seat: Seat) => (seat === 'chamberlain' ? state.chamberlainCamels : (state.participants[seat]?.tally.camels ?? 0));
