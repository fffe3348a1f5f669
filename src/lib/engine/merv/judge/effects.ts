/**
 * How the app performs the solo judge's actions on the game's state (RU = shared/seeds/002…txt,
 * L1085–L1258), with the decisions of actions.ts: its caravan cards here, its courtiers and
 * wall pieces (palace-wall.ts), scrolls (library.ts), Silk Road (silk-road.ts)
 * and mosque (mosque.ts), and its visit to the camel market (RU L1037–L1057). Each effect
 * returns the turn with the steps the table follows; only what the app cannot know refuses (the
 * caravanserai's row, the open contracts, a printed value not in the copy yet).
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { SPICES, type Action, type Spice } from '../catalog.ts';
import { take } from '../holdings/pay.ts';
import { CORNERS, marketCornerId, mervValue, type MARKET_REWARDS } from '../printed.ts';
import type { MervState } from '../state.ts';
import { takeSpices } from '../handlers/caravanserai.ts';
import { addFavour, inSupply, withTally } from '../holdings/participants.ts';
import { camelsFree } from '../holdings/camels.ts';
import { judgeCaravanCards } from './actions.ts';
import { judgeMarket } from './turn.ts';
import { announce, judgeSoldier, say, type Doing } from './doing.ts';
import { judgeLibrary, settleJudgeOwed } from './library.ts';
import { judgeMosque } from './mosque.ts';
import { judgePalaceAction, judgeWallAction } from './palace-wall.ts';
import { goodsLeft, judgeSilkRoad } from './silk-road.ts';

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
		// A camel the row shows past the box's 12 is not there to take (RU L47).
		const camel = pick.card.camel && camelsFree(out.state) > 0;
		const state = camel ? withTally(out.state, next.who, (x) => ({ ...x, camels: x.camels + 1 })) : out.state;
		const row = next.row!.map((card, i) => (i === pick.index ? null : card));
		const key = camel ? 'merv_judge_step_caravan_camel' : 'merv_judge_step_caravan';
		next = say({ ...next, state, row }, key, { place: pick.index + 1, spice: pick.card.spice });
		const bonus = pick.pairBonus;
		if (bonus?.kind === 'points') next = say(next, 'merv_judge_step_pair_points', { spice: pick.card.spice, points: bonus.points });
		if (bonus?.kind === 'favour') next = say(next, 'merv_judge_step_pair_favour', { spice: pick.card.spice });
		if (bonus?.kind === 'soldier') next = say(next, 'merv_judge_step_pair_soldier', { spice: pick.card.spice });
		const settled = settleJudgeOwed(next);
		if (!settled.ok) return settled;
		next = settled.state;
	}
	return accepted(picks.length < count ? say(next, 'merv_judge_step_no_caravan_card') : next);
}

/** The judge performs an action `count` times (its first-discovery bonus added), with the steps for the table. */
export function performJudge(d: Doing, action: Action, count: number): Outcome<Doing> {
	const a = announce(d, action, count);
	if (action === 'caravanserai') return caravanserai(a.d, a.count);
	if (action === 'palace') return accepted(judgePalaceAction(a.d, a.count));
	if (action === 'library') return judgeLibrary(a.d, a.count);
	if (action === 'wall') return judgeWallAction(a.d, a.count);
	if (action === 'silk-road') return judgeSilkRoad(a.d, a.count);
	return judgeMosque(a.d, a.count);
}

type Reward = (typeof MARKET_REWARDS)[number];

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
	if (goodsLeft(d.state, 'rare') < 1) return accepted(say(d, 'merv_judge_step_no_rare'));
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
