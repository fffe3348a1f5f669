/**
 * How the app performs the solo judge's actions on the game's state (RU = shared/seeds/002…txt,
 * L1085–L1258), with the decisions of judge-actions.ts: its caravan cards, courtiers, scrolls and wall
 * pieces, and its visit to the camel market (RU L1037–L1057). Each effect returns the turn with
 * the steps the table follows; only what the app cannot know refuses (the caravanserai's row, a
 * printed value not in the copy yet).
 */
import { accepted, refused, type Outcome } from '../core/log.ts';
import { COURTIERS_PER_COURT, COURTS, GOODS_OF_EACH_KIND, SPICES, type Action, type Court, type Spice } from './catalog.ts';
import { reached } from './city.ts';
import { placeCourtiers } from './palace.ts';
import { take } from './pay.ts';
import { CORNERS, gateId, marketCornerId, mervValue, wallId, type MARKET_REWARDS, type WallCost } from './printed.ts';
import type { MervState } from './state.ts';
import { takeSpices } from './caravanserai.ts';
import { addFavour, inSupply, withTally } from './turn.ts';
import { buildPieces, piecesLeft, type PieceRef } from './wall-action.ts';
import { judgeCaravanCards, judgePalace, judgeWalls, type WallPiece } from './judge-actions.ts';
import { judgeMarket } from './judge-turn.ts';
import { announce, cellParams, judgeSoldier, say, type Doing } from './judge-doing.ts';
import { judgeLibrary, settleJudgeOwed } from './judge-library.ts';

/**
 * The judge's "Caravanserai" actions (RU L1119–L1125): a card each, the one that raises its spice
 * sets most, nearest the start of the row on a tie; the camel on it too; a new pair's reward
 * (RU L1129–L1132: ginger a soldier, juniper a favour, cinnamon and pepper 3 points). The row is the
 * table's to tell: refused without it. With the row empty it takes nothing.
 */
function caravanserai(d: Doing, count: number): Outcome<Doing> {
	if (d.row === null) return refused('merv_refusal_judge_row');
	const t = d.state.participants[d.who]!.tally;
	const held = Object.fromEntries(SPICES.map((s) => [s, t[`spice.${s}`]])) as Record<Spice, number>;
	const picks = judgeCaravanCards(d.row, held, count);
	let next = d;
	for (const pick of picks) {
		const out = takeSpices(next.state, next.who, [pick.card.spice]);
		if (!out.ok) return out;
		const state = pick.card.camel ? withTally(out.state, next.who, (x) => ({ ...x, camels: x.camels + 1 })) : out.state;
		const row = next.row!.map((card, i) => (i === pick.index ? null : card));
		const key = pick.card.camel ? 'merv_judge_step_caravan_camel' : 'merv_judge_step_caravan';
		next = say({ ...next, state, row }, key, { place: pick.index + 1, spice: pick.card.spice });
		const bonus = pick.pairBonus;
		if (bonus?.kind === 'points') next = say(next, 'merv_judge_step_pair_points', { spice: pick.card.spice, points: bonus.points });
		if (bonus?.kind === 'favour') next = say(next, 'merv_judge_step_pair_favour', { spice: pick.card.spice });
		if (bonus?.kind === 'soldier') next = say(next, 'merv_judge_step_pair_soldier', { spice: pick.card.spice });
		next = settleJudgeOwed(next);
	}
	return accepted(picks.length < count ? say(next, 'merv_judge_step_no_caravan_card') : next);
}

const inCourt = (state: MervState, court: Court) => state.participants.reduce((n, p) => n + p.tally[`court.${court}`], 0);

/**
 * The judge's "Palace" actions (RU L1140–L1142): 1 courtier for 1–3 actions, 2 for 4–5, each in the
 * court with room that scores it most (judgePalace). The first courtier in a court gains its favour
 * as anyone's does (RU L679): the judge never takes favour as its action (RU L1095) but gains it
 * "as a result of other actions", and the palace is one. None when no servant is left (RU L90).
 */
function palace(d: Doing, count: number): Doing {
	const free = Object.fromEntries(COURTS.map((c) => [c, COURTIERS_PER_COURT - inCourt(d.state, c)])) as Record<Court, number>;
	const player = d.state.participants.find((p) => p.colour === d.colours.player)!;
	const courts = judgePalace(count, { judge: d.state.participants[d.who]!.tally, player: player.tally }, free);
	if (!courts.length) return say(d, 'merv_judge_step_no_courtier');
	let next = d;
	for (const court of courts) {
		const first = inCourt(next.state, court) === 0;
		const out = placeCourtiers(next.state, next.who, [court]);
		if (!out.ok) return say(next, 'merv_judge_step_no_courtier');
		next = say({ ...next, state: out.state }, first ? 'merv_judge_step_courtier_favour' : 'merv_judge_step_courtier', { court });
	}
	return next;
}

/** Wall pieces as the judge weighs them: walls 1–16 as ids 1–16, gates 1–4 as 17–20. */
const GATE_ID_FROM = 16;
const refOf = (piece: WallPiece): PieceRef => (piece.kind === 'wall' ? { kind: 'wall', n: piece.id } : { kind: 'gate', n: piece.id - GATE_ID_FROM });
const printedId = (p: PieceRef) => (p.kind === 'wall' ? wallId(p.n) : gateId(p.n));

function weighed(state: MervState, p: PieceRef): WallPiece | null {
	if (p.kind === 'gate') {
		const colour = mervValue<WallPiece['colour']>(state.copy, gateId(p.n));
		return colour === null ? null : { id: GATE_ID_FROM + p.n, kind: 'gate', colour, cubes: 3 };
	}
	const cost = mervValue<WallCost>(state.copy, wallId(p.n));
	return cost === null ? null : { id: p.n, kind: 'wall', colour: cost.colour, cubes: cost.cubes };
}

/**
 * The printed values the judge needs to build `count` pieces: to find the cheapest, the cost of every
 * wall piece left; the colour of every gate left too when it will get to the gates (RU L1238).
 */
export function judgeWallNeeds(state: MervState, count: number): string[] {
	const left = piecesLeft(state);
	const walls = left.filter((p) => p.kind === 'wall');
	const looked = count > walls.length ? left : walls;
	return looked.filter((p) => weighed(state, p) === null).map(printedId);
}

/** The judge's "Wall" actions (RU L1238–L1258): a piece each, chosen and placed by judgeWalls; influence as anyone's (RU L873). */
function wall(d: Doing, count: number): Outcome<Doing> {
	const needed = judgeWallNeeds(d.state, count);
	if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
	const pieces = piecesLeft(d.state).flatMap((p) => weighed(d.state, p) ?? []);
	const { city, walls } = d.state;
	const chosen = judgeWalls({ city, walls, judge: d.colours.judge, chamberlain: d.colours.chamberlain }, pieces, count);
	let next = d;
	for (const c of chosen) {
		const out = buildPieces(next.state, next.who, [{ ...refOf(c.piece), side: c.side, slot: c.slot }]);
		if (!out.ok) break;
		const where = cellParams(reached(c.side, c.slot)[0]!);
		const params = { side: c.side, colour: c.piece.colour, influence: c.influence };
		next = say(
			{ ...next, state: out.state },
			c.piece.kind === 'gate' ? 'merv_judge_step_gate' : 'merv_judge_step_wall',
			c.piece.kind === 'gate' ? params : { ...params, ...where }
		);
	}
	return accepted(chosen.length < count ? say(next, 'merv_judge_step_no_wall') : next);
}

/** The judge performs an action `count` times (its first-discovery bonus added), with the steps for the table. */
export function performJudge(d: Doing, action: Action, count: number): Outcome<Doing> {
	const a = announce(d, action, count);
	if (action === 'caravanserai') return caravanserai(a.d, a.count);
	if (action === 'palace') return accepted(palace(a.d, a.count));
	if (action === 'library') return judgeLibrary(a.d, a.count);
	if (action === 'wall') return wall(a.d, a.count);
	// Silk Road and Mosque (MANUAL_ACTIONS): announce told the table to do them and count them on the judge's sheet.
	return accepted(a.d);
}

type Reward = (typeof MARKET_REWARDS)[number];

/** Goods of a kind left in the box (RU L184). */
const rareLeft = (state: MervState) => GOODS_OF_EACH_KIND - state.participants.reduce((n, p) => n + p.tally.rare + p.tally.rareOnContracts, 0);

/**
 * A corner's reward for the judge (RU L1043–L1057): a scroll is 1 "Library" action, a caravan card
 * 1 "Caravanserai" action, a mosque step 1 "Mosque" action, a rare good a rare good. The upper
 * corners hold only these four in the rulebook's list; any other reward a copy shows there is given
 * as printed, as to anyone (a soldier by the judge's rule, RU L1107).
 */
function marketReward(d: Doing, reward: Reward): Outcome<Doing> {
	if (reward === 'scroll') return performJudge(d, 'library', 1);
	if (reward === 'caravan-card') return performJudge(d, 'caravanserai', 1);
	if (reward === 'mosque-step') return performJudge(d, 'mosque', 1);
	if (reward === 'soldier') return accepted(judgeSoldier(d));
	if (reward === 'favour') return accepted({ ...d, state: addFavour(d.state, d.who, 1) });
	if (reward === 'white-cube') return accepted({ ...d, state: withTally(d.state, d.who, (t) => take(t, ['white'], (c) => inSupply(d.state, c))) });
	if (rareLeft(d.state) < 1) return accepted(say(d, 'merv_judge_step_no_rare'));
	return accepted({ ...d, state: withTally(d.state, d.who, (t) => ({ ...t, rare: t.rare + 1 })) });
}

/** The corner the judge would put a camel on, before it acts: null when it would take the camels or find both upper corners taken. */
export function judgeMarketCorner(state: MervState, judgeCamels: number): (typeof CORNERS)[number] | null {
	const corners = state.market.corners;
	const choice = judgeMarket(
		corners.filter(Boolean).length,
		judgeCamels,
		CORNERS.filter((_, i) => !corners[i])
	);
	return choice === 'take' ? null : choice;
}

/**
 * Step 5, the camel market when it is on the judge's line (RU L1037–L1041): all its camels when it
 * holds 2 or more or the judge has none, else a camel on the upper-left corner, or the upper-right,
 * and the corner's reward; a corner the copy does not show yet is asked for first.
 */
export function judgeMarketVisit(d: Doing): Outcome<Doing> {
	const { corners } = d.state.market;
	const camels = corners.filter(Boolean).length;
	const judgeCamels = d.state.participants[d.who]!.tally.camels;
	const choice = judgeMarket(
		camels,
		judgeCamels,
		CORNERS.filter((_, i) => !corners[i])
	);
	if (choice === null) return accepted(say(d, 'merv_judge_step_market_full'));
	if (choice === 'take') {
		if (camels < 1) return accepted(say(d, 'merv_judge_step_market_empty'));
		const state = withTally(d.state, d.who, (t) => ({ ...t, camels: t.camels + camels }));
		return accepted(say({ ...d, state: { ...state, market: { camels: 0, corners: corners.map(() => false) } } }, 'merv_judge_step_market_take', { camels }));
	}
	const reward = mervValue<Reward>(d.state.copy, marketCornerId(d.state.marketSide, choice));
	if (reward === null) return refused('merv_refusal_printed_needed', { count: 1 });
	const at = CORNERS.indexOf(choice);
	const paid = withTally(d.state, d.who, (t) => ({ ...t, camels: t.camels - 1 }));
	const state = { ...paid, market: { camels: d.state.market.camels + 1, corners: corners.map((c, i) => c || i === at) } };
	return marketReward(say({ ...d, state }, 'merv_judge_step_market_place', { corner: choice, reward }), reward);
}
