/**
 * The solo judge's "Silk Road" (RU = shared/seeds/002…txt, L1200–L1208) and its third discovery's
 * trading post (RU L1180–L1184): the city by judgeSilkRoadCity and the table's order of cities, the
 * post founded as anyone's, its goods, then its contracts (contracts.ts). It pays nothing: the
 * judge's rules give it the goods (RU L1204), with no price or route camels.
 */
import { accepted, type Outcome } from '../../core/log.ts';
import { GOODS_OF_EACH_KIND, isNear } from '../catalog.ts';
import { foundPost, postsOf } from '../handlers/silk-road.ts';
import type { MervState } from '../state.ts';
import { withTally } from '../holdings/participants.ts';
import { judgeCityPriority, judgeSilkRoadCity, type SilkRoadChoice, type SilkRoadPosts } from './discoveries.ts';
import { say, type Doing } from './doing.ts';
import { judgeContracts } from './contracts.ts';

/** Goods of a kind left in the box: 24, less those anyone holds or has on contracts (RU L184). */
export const goodsLeft = (state: MervState, kind: 'common' | 'rare') =>
	Math.max(0, GOODS_OF_EACH_KIND - state.participants.reduce((n, p) => n + p.tally[kind] + p.tally[`${kind}OnContracts`], 0));

const postsSeen = (state: MervState, who: number): SilkRoadPosts => ({
	judge: postsOf(state, who),
	others: state.participants.flatMap((p, i) => (i === who ? [] : (p.posts ?? [])))
});

/**
 * The judge's new post, founded as anyone's (RU L786): the camel of a near city with no post yet,
 * which is what the judge's "and take a camel for it" finds there (RU L1180, L1202); a far city holds
 * no camel (RU L267), so its first post gives the judge a favour, as it gives anyone (RU L786; the
 * reading of merv-rules-notes item 5: no camel is made up). The third discovery's token founds a post
 * in any city (RU L740), so that one needs no post of its own on the way.
 */
function post(d: Doing, use: 'silk-road' | 'discovery'): { d: Doing; choice: SilkRoadChoice | null } {
	const priority = judgeCityPriority(d.state.judgeCityOrder, use);
	const choice = judgeSilkRoadCity(postsSeen(d.state, d.who), priority, use === 'silk-road');
	if (choice === null) return { d: say(d, 'merv_judge_step_no_post'), choice };
	const camel = isNear(choice.city) && d.state.roadCamels.includes(choice.city);
	const key = camel ? 'merv_judge_step_post_camel' : choice.far && choice.firstPost ? 'merv_judge_step_post_favour' : 'merv_judge_step_post';
	return { d: say({ ...d, state: foundPost(d.state, d.who, choice.city) }, key, { city: choice.city }), choice };
}

/**
 * The judge's "Silk Road" actions (RU L1202–L1208): 1 new post a turn, however many actions; then 1
 * common good per its post in a near city and 1 rare good per post in a far city (RU L1204), as many
 * as the box holds; then as many contracts as it can fulfil (RU L1206–L1208).
 */
export function judgeSilkRoad(d: Doing, count: number): Outcome<Doing> {
	let next = post(count > 1 ? say(d, 'merv_judge_step_silk_road_once') : d, 'silk-road').d;
	const posts = postsOf(next.state, next.who);
	const near = posts.filter(isNear).length;
	const far = posts.length - near;
	const common = Math.min(near, goodsLeft(next.state, 'common'));
	const rare = Math.min(far, goodsLeft(next.state, 'rare'));
	next = { ...next, state: withTally(next.state, next.who, (t) => ({ ...t, common: t.common + common, rare: t.rare + rare })) };
	next = say(next, 'merv_judge_step_goods', { common, rare });
	if (common < near || rare < far) next = say(next, 'merv_judge_step_goods_short');
	return judgeContracts(next);
}

/**
 * The third discovery's post (RU L1180–L1182): a far city if it can, with a rare good, else a near
 * one with a common good, by the discovery's order of cities; then a contract the new good makes
 * possible (RU L1182). No good is left in the box: none, and no contract for it.
 */
export function judgeDiscoveryPost(d: Doing): Outcome<Doing> {
	const posted = post(d, 'discovery');
	if (posted.choice === null) return accepted(posted.d);
	const kind = posted.choice.far ? 'rare' : 'common';
	if (goodsLeft(posted.d.state, kind) < 1) return accepted(say(posted.d, 'merv_judge_step_no_good'));
	const state = withTally(posted.d.state, posted.d.who, (t) => ({ ...t, [kind]: t[kind] + 1 }));
	return judgeContracts(say({ ...posted.d, state }, kind === 'rare' ? 'merv_judge_step_discovery_rare' : 'merv_judge_step_discovery_common'), kind);
}
