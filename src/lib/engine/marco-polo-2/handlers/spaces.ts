/** What each action space does for the player who placed there (RU L245–600). */
import { isInt } from '../../core/guards.ts';
import { isRefusal, refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { GUILD_SEAL_TAKE, KHANS_FAVOR, SEAL_CARD_COST, type CharacterId, type Guild } from '../catalog.ts';
import { travelSpacePrinted } from '../printed.ts';
import type { ActionEntry } from '../table/entries.ts';
import { checkPathMove, moveFigures, pricedMove, routeCostOf } from './board-travel.ts';
import { mongkeOases } from './characters.ts';
import { buildTradingPost } from '../table/posts.ts';
import { addBundles, gain, pay, type JadeFor } from '../table/stock.ts';
import {
	figuresUnknown,
	ACTIVE_CONTRACT_SLOTS,
	CONTRACTS_ACTION_COINS,
	LOWER_TRAVEL_COINS,
	OFFER_MAX_JADE,
	OFFER_PAY_KEYS,
	TRAVEL_TRADING_POSTS,
	type Bundle,
	type TablePlayer
} from '../table/state.ts';

/** What the effect of a space knows besides the entry: who placed, with which lowest die, what joining the dice there costs. */
export interface Placed {
	character: CharacterId | null;
	lowest: number;
	/** Coins for joining dice already on a blue space: the lowest die placed (RU L757). */
	occupied: number;
	/** Of the coins and camels the action costs, those paid with jade by the player's choice (RU L794). */
	jadeFor?: JadeFor;
	/** The printed values this game is played with (what the travel spaces print). */
	copy: Copy;
}

type ActionOn<S extends ActionEntry['space']> = Extract<ActionEntry, { space: S }>;

/**
 * Pays what the action costs: the occupied space and what the space itself costs, at once, so that jade chosen in
 * place of coins or camels covers any of them (RU L794); paid before anything the action gives (RU L246, L406).
 */
function charge(p: TablePlayer, at: Placed, cost: Bundle, negative = false): TablePlayer | Refusal {
	return pay(p, at.occupied > 0 ? addBundles(cost, { coins: at.occupied }) : cost, negative, at.jadeFor);
}

/** Pays, then gains: the usual shape of an offer or a card. */
function payThenGain(p: TablePlayer, at: Placed, cost: Bundle, got: Bundle, negative = false): TablePlayer | Refusal {
	const paid = charge(p, at, cost, negative);
	return isRefusal(paid) ? paid : gain(paid, got, at.character);
}

/**
 * What a travel space prints, as this game knows it: the lower one allows exactly 1 step for 2 coins (RU L398), the
 * middle one costs nothing (RU L475); the middle and upper ones' most steps and the upper one's cost are printed values,
 * read off the board once (RU L388). Null while the game's copy does not have them.
 */
export function travelPrinted(space: 'travel-lower' | 'travel-middle' | 'travel-upper', copy: Copy): { maxSteps: number; cost: Bundle } | null {
	if (space === 'travel-lower') return { maxSteps: 1, cost: { coins: LOWER_TRAVEL_COINS } };
	const printed = travelSpacePrinted(copy, space === 'travel-middle' ? 'middle' : 'upper');
	return printed.maxSteps === null || printed.cost === null ? null : { maxSteps: printed.maxSteps, cost: printed.cost };
}

/**
 * What a space itself costs for this entry, besides an occupied space: an offer's jade, a travel space and its routes
 * (Gantulga Od pays no coins or camels for routes, jade still, RU L1162), a city card's price (the seal card's 1 camel,
 * RU L1059). Null: a travel space whose printed values the game does not have yet.
 */
export function spaceCost(e: ActionEntry, character: CharacterId | null, copy: Copy, seals: TablePlayer['seals'] = ANY_SEALS): Bundle | null {
	switch (e.space) {
		case 'book-1':
		case 'book-2':
		case 'book-3-upper':
		case 'book-3-lower':
			return e.pay;
		case 'travel-lower':
		case 'travel-middle':
		case 'travel-upper': {
			const printed = travelPrinted(e.space, copy);
			// A path is priced from the learned board, Gantulga Od's part included.
			const routes = routeCostOf(e, seals, character, copy);
			const route = character === 'gantulga-od' && !e.path ? { ...e.routeCost, coins: 0, camels: 0 } : routes;
			return printed && route && addBundles(route, printed.cost);
		}
		case 'city-card':
			return e.guild ? SEAL_CARD_COST : e.pay;
		default:
			return {};
	}
}

/** Seals enough for any water route: what a move costs, before whether it may be made. */
const ANY_SEALS: TablePlayer['seals'] = { farmers: 'basic', spicers: 'basic', tailors: 'basic', jewelers: 'basic' };

/** A move of too many or too few steps: "exactly 1 step" where only one is allowed. */
export const refusedSteps = (max: number): Refusal =>
	max === 1 ? refuse('marco_polo_2_refusal_travel_one_step') : refuse('marco_polo_2_refusal_travel_steps', { max });

/**
 * Guild seal: the lower die decides which seals can be taken; jade comes with it, one seal per guild (RU L330–357);
 * `cost`: what taking it costs besides an occupied space (the city card's 1 camel, RU L1059).
 */
function guildSeal(p: TablePlayer, guild: Guild, at: Placed, cost: Bundle = {}): TablePlayer | Refusal {
	if (p.seals[guild] !== 'none') return refuse('marco_polo_2_refusal_seal_held', { guild });
	const take = GUILD_SEAL_TAKE[guild];
	if (at.lowest < take.minDie) return refuse('marco_polo_2_refusal_die_too_low', { min: take.minDie });
	const paid = charge(p, at, cost);
	return isRefusal(paid) ? paid : gain({ ...paid, seals: { ...paid.seals, [guild]: 'basic' } }, { jade: take.jade }, at.character);
}

/**
 * A city card: pays and gains what it says; only the card trading points for coins may take the score below zero
 * (RU L1051). The card that takes a guild seal does it with its 1 die and 1 camel: the seal's minimum die and jade as
 * on the Guild Seal space (RU L1059–1061); what it costs and gives the rules know, nothing else is entered with it.
 */
function cityCard(p: TablePlayer, e: ActionOn<'city-card'>, at: Placed): TablePlayer | Refusal {
	if (!e.guild) {
		const q = payThenGain(p, at, e.pay, e.gain, (e.pay.points ?? 0) > 0);
		// A card that moves the figure: Möngke Khan's oases on the way (RU L1120, L1164).
		return isRefusal(q) ? q : mongkeOases(q, e.oases, at.character);
	}
	if (e.oases?.length) return refuse('marco_polo_2_refusal_seal_card_extra');
	if (Object.values(e.pay).some(Boolean) || Object.values(e.gain).some(Boolean)) return refuse('marco_polo_2_refusal_seal_card_extra');
	return guildSeal(p, e.guild, at, SEAL_CARD_COST);
}

/** Travel: steps within the dice, the route paid, trading posts built, bonuses gained (RU L373–505). */
function travel(p: TablePlayer, e: ActionOn<'travel-lower' | 'travel-middle' | 'travel-upper'>, at: Placed): TablePlayer | Refusal {
	const { character, lowest } = at;
	const printed = travelPrinted(e.space, at.copy);
	if (!printed) return refuse('marco_polo_2_refusal_travel_printed_unknown');
	// The space's printed most, and the lowest die (RU L388–390); the lower space exactly 1 step (RU L398).
	const maxSteps = Math.min(printed.maxSteps, e.space === 'travel-lower' ? 1 : lowest);
	if (!isInt(e.steps) || e.steps < 1 || e.steps > maxSteps) return refusedSteps(maxSteps);
	const maxPosts = TRAVEL_TRADING_POSTS[e.space];
	if (e.tradingPosts.length > maxPosts)
		return maxPosts === 1 ? refuse('marco_polo_2_refusal_travel_one_post') : refuse('marco_polo_2_refusal_travel_trading_posts', { max: maxPosts });
	// The upper space's extra trading post goes in a city passed through (RU L456, L995): a 1-step move passes none.
	if (e.tradingPosts.length > 1 && e.steps < 2) return refuse('marco_polo_2_refusal_extra_post_one_step');
	// An outpost bonus tile comes with a city built in first: no more tiles than trading posts (RU L493–495).
	if ((e.outposts?.length ?? 0) > e.tradingPosts.length) return refuse('marco_polo_2_refusal_outposts_count');
	const move = pricedMove(e, p, character, at.copy);
	if (isRefusal(move)) return move;
	const wrong = move && checkPathMove(e, p, move, at.copy, character);
	if (wrong) return wrong;
	let q = charge(p, at, spaceCost(e, character, at.copy, p.seals)!);
	// Every figure of the move goes to the end of its leg, after all of it was paid (RU L405, L1148); a move that names
	// no path leaves them somewhere the app does not know.
	if (!isRefusal(q)) q = move ? moveFigures(q, move) : figuresUnknown(q);
	for (const [i, city] of e.tradingPosts.entries()) {
		if (isRefusal(q)) return q;
		q = buildTradingPost(q, city, i === 0 ? e.movedFrom : undefined);
	}
	return isRefusal(q) ? q : mongkeOases(gain(q, e.gain, character), e.oases, character);
}

/**
 * Contracts: only with a trading post, in a city with contracts (RU L506, PT L514, HU L494: which cities have
 * contracts the app does not know, so with none at all it is refused); take 1 or 2, discarding to make room;
 * 3 coins when one is taken (RU L506–542).
 */
function contracts(p: TablePlayer, e: ActionOn<'contracts'>, at: Placed): TablePlayer | Refusal {
	if (p.tradingPosts.length === 0) return refuse('marco_polo_2_refusal_contracts_need_post');
	const discard = [...new Set(e.discard)];
	if (discard.length !== e.discard.length || discard.some((i) => !p.contracts[i])) return refuse('refusal_no_such_contract');
	if (discard.some((i) => p.contracts[i]!.takenThisTurn)) return refuse('marco_polo_2_refusal_discard_new_contract');
	const kept = p.contracts.filter((_, i) => !discard.includes(i));
	if (kept.length + e.take > ACTIVE_CONTRACT_SLOTS) return refuse('marco_polo_2_refusal_contract_slots', { max: ACTIVE_CONTRACT_SLOTS });
	if (discard.length > 0 && e.take === 0) return refuse('marco_polo_2_refusal_contracts_take');
	const paid = charge(p, at, {});
	if (isRefusal(paid)) return paid;
	const q = { ...paid, contracts: [...kept, ...Array.from({ length: e.take }, () => ({ starting: false, takenThisTurn: true }))] };
	return e.take > 0 ? gain(q, { coins: CONTRACTS_ACTION_COINS }, at.character) : q;
}

/** What the space of an action does for the player, or why it cannot. */
export function spaceEffect(p: TablePlayer, e: ActionEntry, at: Placed): TablePlayer | Refusal {
	switch (e.space) {
		case 'book-1':
		case 'book-2':
		case 'book-3-upper':
		case 'book-3-lower':
			// The tile offers cost 1 or 2 jade; the free ones nothing (RU L287).
			if (Object.keys(e.pay).some((k) => !(OFFER_PAY_KEYS as readonly string[]).includes(k)) || (e.pay.jade ?? 0) > OFFER_MAX_JADE)
				return refuse('marco_polo_2_refusal_offer_cost');
			return payThenGain(p, at, e.pay, e.gain);
		case 'khans-favor':
			return payThenGain(p, at, {}, { coins: KHANS_FAVOR.coins, camels: KHANS_FAVOR.camels });
		case 'guild-seal':
			return guildSeal(p, e.guild, at);
		case 'travel-lower':
		case 'travel-middle':
		case 'travel-upper':
			return travel(p, e, at);
		case 'contracts':
			return contracts(p, e, at);
		case 'baghdad':
		case 'balkh':
		case 'hormuz':
			return payThenGain(p, at, {}, e.gain);
		case 'city-card':
			return cityCard(p, e, at);
	}
}
