/**
 * The box's 12 camels (RU L47), wherever they are: held by the participants and the chamberlain, on the
 * board where the app places them (the camel market, the turn-order tracks, the near cities, the mosque
 * paths), on the caravan cards, or back in the box. The setup puts back in the box those it does not place
 * (RU L294), and no rule takes a camel out of the box again. The caravan cards' camels are not followed one
 * by one: with the box's, they are what the others leave of the 12.
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { CAMELS, MOSQUE_PATHS, NEAR_CITIES, caravanCamels } from '../catalog.ts';
import type { MervState } from '../state.ts';

/** Put back in the box at setup (RU L294): those not on the near cities (RU L267), the mosque paths (RU L283) or the caravan cards (RU L291–L292). */
export const camelsBoxedAtSetup = (state: MervState) =>
	state.players.length ? CAMELS - NEAR_CITIES.length - MOSQUE_PATHS - caravanCamels(state.players.length) : 0;

/** Held by the participants (the judge too) and the chamberlain. */
export const camelsHeld = (state: MervState) => state.participants.reduce((n, p) => n + p.tally.camels, 0) + state.chamberlainCamels;

/** On the board where the app places them: the market, the turn-order tracks, the near cities and the mosque paths. */
export function camelsOnBoard(state: MervState): number {
	// Counted without building arrays: every entry of a tracked year checks the box's limit with it.
	let count = state.market.camels + state.roadCamels.length;
	for (const placed of state.mosqueCamels) if (placed) count++;
	// While the masters move, the next track's camels (round % 4, `nextTrack` in round/turn.ts) are the reorder's.
	const r = state.reorder;
	for (const [i, track] of state.trackCamels.entries()) {
		const moving = r && i === state.round % 4 ? r.camels : [];
		for (const camels of moving) count += camels;
		for (let space = moving.length; space < track.length; space++) count += track[space]!;
	}
	return count;
}

/**
 * Whether the board's camels are followed: the city is on the phone and this year's turns are entered on it.
 * In a year kept on the counts alone the market, the tracks, the near cities and the mosque stay as the
 * app last knew them, so only what is held counts then.
 */
export const boardFollowed = (state: MervState) =>
	state.cityMode !== 'counts' && (state.round > 1 || state.turnAt > 0 || state.turn !== null || state.reorder !== null);

/** Camels that may lie on the caravan cards: the 12 less those held, on the board and put back at setup. */
export const camelsFree = (state: MervState) => Math.max(0, CAMELS - camelsBoxedAtSetup(state) - camelsHeld(state) - camelsOnBoard(state));

/**
 * Why an entry may not bring these camels into play: with them, those held, those on the board and those put
 * back at setup would be more than the box's 12. Only a rise is refused: camels moving from one place to
 * another never are, so a count already past the limit (a year kept on the counts) blocks no later move.
 */
export function camelsOverBox(before: MervState, after: MervState): Refusal | null {
	const board = boardFollowed(after);
	const inPlay = (s: MervState) => camelsHeld(s) + (board ? camelsOnBoard(s) : 0);
	const boxed = camelsBoxedAtSetup(after);
	const total = inPlay(after) + boxed;
	if (total <= CAMELS || inPlay(after) <= inPlay(before)) return null;
	return refuse('merv_refusal_camels_box', { max: CAMELS, total, held: camelsHeld(after), board: board ? camelsOnBoard(after) : 0, boxed });
}
