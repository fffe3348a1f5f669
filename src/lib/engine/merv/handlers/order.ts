/**
 * The end of a round (RU L421–L445): the masters go to the next turn-order track, the one farthest from
 * it first, each to the lowest free space unless it bribes its way forward with camels. Read as the
 * example plays it (interleaved, one master after another), not all placed first.
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { clockwiseRank, ROUNDS, bribeCost, camelsOf, defaultSpace, nextTrack } from '../round/turn.ts';
import { sideOfRound } from '../city/production.ts';
import { discardJudgeCard } from '../judge/deck.ts';
import type { MervState, Reorder, Seat } from '../state.ts';

/** The masters in the order they decide: farthest from the next track first (RU L423, L429). */
function deciders(state: MervState): Seat[] {
	const side = sideOfRound(state.round);
	const lineOf = (seat: Seat) => state.spaces.findIndex((s) => s === seat);
	return state.order.slice().sort((a, b) => clockwiseRank(side, lineOf(a)) - clockwiseRank(side, lineOf(b)));
}

function withCamels(state: MervState, seat: Seat, by: number): MervState {
	if (seat === 'chamberlain') return { ...state, chamberlainCamels: state.chamberlainCamels + by };
	return { ...state, participants: state.participants.map((p, i) => (i === seat ? { ...p, tally: { ...p.tally, camels: p.tally.camels + by } } : p)) };
}

/** The first decider stands on a space: pays the bribe, takes the camels lying there (RU L429–L431). */
export function standOn(state: MervState, space: number): Outcome<MervState> {
	const r = state.reorder!;
	const seat = r.queue[0]!;
	const lowest = defaultSpace(r);
	if (space < 0 || space > lowest || r.track[space] !== null) return refused('merv_refusal_order_space');
	const cost = bribeCost(r, space);
	if (cost > camelsOf(state, seat)) return refused('merv_refusal_bribe_camels', { count: cost });
	const camels = r.camels.map((n, i) => (r.track[i] === null && i > space ? n + 1 : i === space ? 0 : n));
	const taken = r.camels[space]!;
	const next = withCamels(state, seat, taken - cost);
	const reorder: Reorder = { queue: r.queue.slice(1), track: r.track.map((s, i) => (i === space ? seat : s)), camels };
	return accepted(settleNeutrals({ ...next, reorder }));
}

/** A neutral's move: the frontmost space its camels reach (RU L949, L1065). */
export function neutralSpace(state: MervState): number {
	const r = state.reorder!;
	const have = camelsOf(state, r.queue[0]!);
	for (let space = 0; space <= defaultSpace(r); space++) if (r.track[space] === null && bribeCost(r, space) <= have) return space;
	return defaultSpace(r);
}

const isNeutral = (state: MervState, seat: Seat) => seat === 'chamberlain' || state.participants[seat]?.colour === state.judge;

/** Neutrals decide by themselves; once everyone stands, the next round begins on the new order. */
export function settleNeutrals(state: MervState): MervState {
	let s = state;
	while (s.reorder && s.reorder.queue.length && isNeutral(s, s.reorder.queue[0]!)) {
		const out = standOn(s, neutralSpace(s));
		if (!out.ok) break;
		s = out.state;
	}
	if (!s.reorder || s.reorder.queue.length) return s;
	const r = s.reorder;
	const tracks = s.trackCamels.map((c, i) => (i === nextTrack(s.round) ? [...r.camels, ...c.slice(r.camels.length)] : c));
	return {
		...s,
		order: r.track as Seat[],
		trackCamels: tracks,
		reorder: null,
		round: s.round + 1,
		spaces: [null, null, null, null, null],
		turnAt: 0,
		turn: null
	};
}

/** After the last turn of a round the masters start for the next track; the judge's card of the round is discarded (RU L1067). */
export function startReorder(state: MervState): MervState {
	if (state.round > ROUNDS) return state;
	const camels = state.trackCamels[nextTrack(state.round)]!.slice(0, state.order.length);
	const reorder: Reorder = { queue: deciders(state), track: state.order.map(() => null), camels };
	return settleNeutrals({ ...discardJudgeCard(state), reorder });
}
