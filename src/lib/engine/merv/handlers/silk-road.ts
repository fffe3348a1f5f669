/**
 * The Silk Road (RU L778–L812): a new trading post each action, then goods from the cities around
 * Merv at their printed prices, camels laid on the routes where no post links a city to the network.
 */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { CITIES, isNear, VIA, type City, type CubeColour, type NearCity } from '../catalog.ts';
import { convertible, hasDiscount } from '../holdings/discoveries.ts';
import { checkHeld, pay, settle, type Cubes } from '../holdings/pay.ts';
import { tallyContext, addFavour, withTally } from '../holdings/participants.ts';
import { mervValue, silkRoadId } from '../printed.ts';
import type { MervState } from '../state.ts';
import { checkTally } from '../holdings/tally.ts';
import { withTurn } from '../round/turn.ts';

export interface SilkRoadAction {
	/** The city of the new trading post (RU L784). */
	post: City;
	/** The cities a good is bought from, each once: common from a near city, rare from a far one (RU L792). */
	goods: City[];
	paid: Cubes;
	/**
	 * Of the route camels, how many went onto the camel market's free corners (RU L796): the caravan
	 * row is not kept here, so the table says; the others went onto caravan cards or into the box.
	 */
	camelsToMarket: number;
}

export const postsOf = (state: MervState, who: number): City[] => state.participants[who]?.posts ?? [];
const anyPostIn = (state: MervState, city: City) => state.participants.some((p) => (p.posts ?? []).includes(city));

/**
 * Why the participant cannot found a post in this city; null when they can. The first post goes in a
 * near city; later ones in another near city, or in a far city through a near city holding one of
 * theirs (RU L784); never a second in one city (rules notes 15).
 */
export function checkPost(state: MervState, who: number, city: City): Refusal | null {
	const posts = postsOf(state, who);
	if (!CITIES.includes(city)) return refuse('merv_refusal_no_such_city');
	if (posts.includes(city)) return refuse('merv_refusal_post_there');
	if (isNear(city)) return null;
	if (!posts.length) return refuse('merv_refusal_post_near_first');
	return posts.includes(VIA[city]) ? null : refuse('merv_refusal_post_not_linked');
}

/**
 * The camels laid for goods bought where the participant has no post (RU L794): 1 from Merv to a near
 * city; to a far city 1 from its near city when a post there links it, else 2. A route laid in the same
 * action serves again (rules notes 14): Merv→Rey for Rey's good, then only Rey→Baghdad for Baghdad's.
 */
export function routeCamels(posts: readonly City[], goods: readonly City[]): number {
	const fromMerv = new Set<NearCity>();
	let onward = 0;
	for (const city of goods) {
		if (posts.includes(city)) continue;
		const near = isNear(city) ? city : VIA[city];
		if (!isNear(city)) onward++;
		if (!posts.includes(near)) fromMerv.add(near);
	}
	return fromMerv.size + onward;
}

/** The printed prices the copy lacks for these cities, as ids for the screen to ask. */
export const silkRoadNeeded = (state: MervState, goods: readonly City[]): string[] =>
	[...new Set(goods)].filter((c) => CITIES.includes(c) && mervValue(state.copy, silkRoadId(c)) === null).map(silkRoadId);

/** A city's price: a near city's colour, a far city's two colours (RU L792); null while unknown. */
export function goodPrice(state: MervState, city: City): CubeColour[] | null {
	const value = mervValue<CubeColour | CubeColour[]>(state.copy, silkRoadId(city));
	return value === null ? null : Array.isArray(value) ? value : [value];
}

/** The post founded: a near city's camel to its first post, a favour to a far city's first (RU L786). */
export function foundPost(state: MervState, who: number, city: City): MervState {
	const first = !anyPostIn(state, city);
	let next: MervState = {
		...state,
		participants: state.participants.map((p, i) => (i === who ? { ...p, posts: [...(p.posts ?? []), city] } : p))
	};
	if (isNear(city) && next.roadCamels.includes(city)) {
		next = { ...next, roadCamels: next.roadCamels.filter((c) => c !== city) };
		next = withTally(next, who, (t) => ({ ...t, camels: t.camels + 1 }));
	}
	return !isNear(city) && first ? addFavour(next, who, 1) : next;
}

/** Route camels onto the camel market's free corners, clockwise from the top-left (RU L796), with no reward. */
function toMarket(state: MervState, n: number): MervState {
	let left = n;
	const corners = state.market.corners.map((held) => {
		if (held || left <= 0) return held;
		left--;
		return true;
	});
	return { ...state, market: { camels: state.market.camels + n, corners } };
}

function checkGoods(goods: readonly City[]): Refusal | null {
	if (goods.some((c) => !CITIES.includes(c))) return refuse('merv_refusal_no_such_city');
	return new Set(goods).size === goods.length ? null : refuse('merv_refusal_good_twice');
}

/**
 * The Silk Road action: the post, then the goods, white as any, the discount one cube off the action
 * (RU L721–L723), the camels laid from those held with the camel just taken (RU L804, L809). The route
 * camels leave the player (RU L796, L812).
 */
export function silkRoad(state: MervState, who: number, a: SilkRoadAction): Outcome<MervState> {
	const bad = checkPost(state, who, a.post) ?? checkGoods(a.goods);
	if (bad) return refusedWith(bad);
	const needed = silkRoadNeeded(state, a.goods);
	if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
	const price = a.goods.flatMap((c) => goodPrice(state, c)!);
	const settled = settle(price, a.paid, { discount: hasDiscount(state, who, 'silk-road'), convert: convertible(state, who) });
	if (!settled) return refused('merv_refusal_price_goods', { count: price.length });
	const held = checkHeld(state.participants[who]!.tally, a.paid);
	if (held) return refusedWith(held);
	const posted = foundPost(state, who, a.post);
	const laid = routeCamels(postsOf(posted, who), a.goods);
	if (posted.participants[who]!.tally.camels < laid) return refused('merv_refusal_no_camel');
	const free = state.market.corners.filter((c) => !c).length;
	if (a.camelsToMarket > Math.min(laid, free)) return refused('merv_refusal_camels_to_market', { count: Math.min(laid, free) });
	const common = a.goods.filter(isNear).length;
	let next = withTally(posted, who, (t) => ({
		...pay(t, a.paid),
		camels: t.camels - laid,
		common: t.common + common,
		rare: t.rare + a.goods.length - common
	}));
	if (settled.converted) next = withTurn(next, { converted: true });
	next = toMarket(next, a.camelsToMarket);
	for (const field of ['camels', 'common', 'rare'] as const) {
		const wrong = checkTally(tallyContext(next), who, field);
		if (wrong) return refusedWith(wrong);
	}
	return accepted(next);
}

/**
 * The third discovery's trading post (RU L740): in any city, one's own not there yet, with a good of
 * the city's kind and the first post's camel or favour as usual.
 */
export function postAnywhere(state: MervState, who: number, city: City): Outcome<MervState> {
	if (!CITIES.includes(city)) return refused('merv_refusal_no_such_city');
	if (postsOf(state, who).includes(city)) return refused('merv_refusal_post_there');
	const field = isNear(city) ? 'common' : 'rare';
	const next = withTally(foundPost(state, who, city), who, (t) => ({ ...t, [field]: t[field] + 1 }));
	for (const f of ['camels', field] as const) {
		const wrong = checkTally(tallyContext(next), who, f);
		if (wrong) return refusedWith(wrong);
	}
	return accepted(next);
}
