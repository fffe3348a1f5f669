/**
 * A turn at the table (RU L337–L413): the master on an action space, a site activated (built on when
 * empty), production, the one action, the camel market, then the turn ends. Rewards needing a choice
 * (a soldier, an upgrade, a discovery) are owed until the player makes it.
 */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { CELLS } from '../catalog.ts';
import type { MervEntry } from '../entries.ts';
import { startReorder } from './order.ts';
import { lineCells, marketOnLine, production } from '../city/production.ts';
import { take } from '../holdings/pay.ts';
import { marketCornerId, mervValue, type MARKET_REWARDS } from '../printed.ts';
import { placeSoldier, placeUpgrade } from './play.ts';
import { tallyContext, addFavour, inSupply, withTally } from '../holdings/participants.ts';
import { resolveDiscovery, withScrolls } from './library.ts';
import type { MervState, Owed, Turn } from '../state.ts';
import { takeCard } from './caravanserai.ts';
import { freeStep } from './mosque.ts';
import { postAnywhere } from './silk-road.ts';
import { actor, buildingsLeft, colourOfSeat, judgeDutyNow, player, seatNow, withCell, withTurn } from '../round/turn.ts';
import { checkTally } from '../holdings/tally.ts';
import { owedNow } from '../round/owed.ts';

type TurnEntry = Extract<
	MervEntry,
	{ type: 'turn.master' | 'turn.site' | 'turn.favour' | 'turn.soldier' | 'turn.market' | 'owed.soldier' | 'owed.upgrade' | 'owed.discovery' | 'turn.ended' }
>;

/** A turn starts with its master on a space, or before it with a contract (RU L405): then `line` is null until the master is placed. */
export const newTurn = (seat: Turn['seat'], line: number | null): Turn => ({
	seat,
	line,
	cell: null,
	activated: false,
	built: false,
	produced: null,
	action: null,
	market: false,
	owed: [],
	converted: false
});

/** The turn passes to the next place in the order; after the last, the round ends (RU L403). */
export function nextTurn(state: MervState): MervState {
	const turnAt = state.turnAt + 1;
	const next = { ...state, turn: null, turnAt };
	return turnAt >= state.order.length ? startReorder(next) : next;
}

/** Owes the rewards, in order, that need the player's choice. */
export const owe = (state: MervState, ...owed: Owed[]): MervState => (owed.length ? withTurn(state, { owed: [...state.turn!.owed, ...owed] }) : state);

/** The first owed reward of a kind taken off the list, or a refusal. Only a contract's soldier is owed before the site (RU L409), and taken then. */
export function settleOwed(state: MervState, kind: Owed['kind']): { state: MervState; owed: Owed } | Refusal {
	const p = player(state);
	const owed = 'key' in p ? [] : (p.turn?.owed ?? []);
	const at = owed.findIndex((o) => o.kind === kind);
	if (at < 0) {
		const a = actor(state);
		return 'key' in a ? a : refuse('merv_refusal_nothing_owed');
	}
	return { state: withTurn(state, { owed: owed.filter((_, i) => i !== at) }), owed: owed[at]! };
}

/** The master of whoever plays now on a free action space of the round's side (RU L346). */
export function placeMaster(state: MervState, line: number): Outcome<MervState> {
	const seat = seatNow(state);
	if (seat === null) return refused('merv_refusal_no_turn');
	if (state.cityMode === 'counts') return refused('merv_refusal_no_city');
	if (state.turn && state.turn.line !== null) return refused('merv_refusal_master_placed');
	if (seat !== 'chamberlain' && seat === state.participants.findIndex((p) => p.colour === state.judge)) return refused('merv_refusal_judge_plays');
	if (state.spaces[line] !== null) return refused('merv_refusal_space_taken');
	const spaces = state.spaces.map((s, i) => (i === line ? seat : s));
	// A turn started by a contract keeps what it owes and whether the second discovery was used.
	return accepted({ ...state, spaces, turn: state.turn ? { ...state.turn, line } : newTurn(seat, line) });
}

/** The site activated (built on when empty), production taken; the chamberlain's built on or passed (RU L941–L943). */
export function activate(state: MervState, cell: number | null): Outcome<MervState> {
	const seat = seatNow(state);
	const turn = state.turn;
	if (seat === null || !turn || turn.line === null) return refused('merv_refusal_master_first');
	if (turn.activated) return refused('merv_refusal_site_done');
	const cells = lineCells(state.round, turn.line);
	const empty = cells.filter((c) => state.city[c] && !state.city[c].building);
	const colour = colourOfSeat(state, seat)!;
	if (cell === null) {
		// The chamberlain activates nothing on a line without an empty site (RU L941).
		if (seat !== 'chamberlain' || (empty.length > 0 && buildingsLeft(state, colour) > 0)) return refused('merv_refusal_choose_site');
		return accepted(nextTurn(withTurn(state, { activated: true })));
	}
	if (!cells.includes(cell) || !state.city[cell]) return refused('merv_refusal_site_off_line');
	const site = state.city[cell];
	if (seat === 'chamberlain') {
		if (site.building) return refused('merv_refusal_chamberlain_empty_site');
		if (buildingsLeft(state, colour) <= 0) return refused('merv_refusal_no_buildings_left');
		// The chamberlain builds and ends its turn: it neither produces nor acts (RU L943).
		return accepted(nextTurn(withTurn(withCell(state, cell, { building: colour }), { cell, activated: true, built: true })));
	}
	if (site.building && site.building === state.judge && colour !== state.judge) return refused('merv_refusal_judge_building');
	if (!site.building && buildingsLeft(state, colour) <= 0) return refused('merv_refusal_no_buildings_left');
	const built = !site.building;
	const after = built ? withCell(state, cell, { building: colour }) : state;
	const made = production(after.city, state.round, turn.line, cell, colour);
	const owner = after.city[cell]!.building!;
	const ownerWho = owner === colour ? -1 : after.participants.findIndex((p) => p.colour === owner);
	let next = withTally(after, seat, (t) => take(t, made.activator, (c) => inSupply(after, c)));
	if (ownerWho >= 0) next = withTally(next, ownerWho, (t) => take(t, made.owner, (c) => inSupply(next, c)));
	const produced = { activator: made.activator, owner: ownerWho >= 0 ? { who: ownerWho, cubes: made.owner } : null };
	return accepted(withTurn(next, { cell, activated: true, built, produced }));
}

/** The one action of the turn: refused when one is done already, or when it is the site's and the site shows another. */
export function mayAct(state: MervState, action: Turn['action']): { who: number; turn: Turn } | Refusal {
	const a = actor(state);
	if ('key' in a) return a;
	if (a.turn.action !== null) return refuse('merv_refusal_action_done');
	if (action !== 'favour' && action !== 'soldier' && state.city[a.turn.cell!]?.action !== action)
		return refuse('merv_refusal_not_this_site', { action: action! });
	return a;
}

type Reward = (typeof MARKET_REWARDS)[number];

/** A camel-market corner's reward (RU L393–L399); a caravan card names its spice, a first mosque step its path. */
function marketReward(state: MervState, who: number, reward: Reward, e: Extract<TurnEntry, { type: 'turn.market' }>): Outcome<MervState> {
	if (reward === 'white-cube') return accepted(withTally(state, who, (t) => take(t, ['white'], (c) => inSupply(state, c))));
	if (reward === 'favour') return accepted(addFavour(state, who, 1));
	if (reward === 'soldier') return accepted(owe(state, { kind: 'soldier' }));
	if (reward === 'scroll') return withScrolls(state, who, 1);
	if (reward === 'caravan-card') return e.spice ? takeCard(state, who, e.spice, e.camel) : refused('merv_refusal_name_spice');
	if (reward === 'mosque-step') return freeStep(state, who, e.path);
	const next = withTally(state, who, (t) => ({ ...t, rare: t.rare + 1 }));
	const wrong = checkTally(tallyContext(next), who, 'rare');
	return wrong ? refusedWith(wrong) : accepted(next);
}

export const turnHandlers: Handlers<MervState, TurnEntry> = {
	// Solo, the chamberlain's space or site is the judge's to choose when its turn order says so (RU L937, L941, L967).
	'turn.master': (state, e) => (judgeDutyNow(state) === 'space' ? refused('merv_refusal_judge_places_chamberlain') : placeMaster(state, e.line)),
	'turn.site': (state, e) => (judgeDutyNow(state) === 'site' ? refused('merv_refusal_judge_picks_chamberlain_site') : activate(state, e.cell)),
	'turn.favour': (state) => {
		const a = mayAct(state, 'favour');
		return 'key' in a ? refusedWith(a) : accepted(withTurn(addFavour(state, a.who, 1), { action: 'favour' }));
	},
	'turn.soldier': (state, e) => {
		const a = mayAct(state, 'soldier');
		if ('key' in a) return refusedWith(a);
		const done = withTurn(state, { action: 'soldier' });
		// A soldier may be left in the supply (RU L563).
		return e.cell === null ? accepted(done) : placeSoldier(done, e.cell, state.participants[a.who]!.colour);
	},
	'turn.market': (state, e) => {
		const a = actor(state);
		if ('key' in a) return refusedWith(a);
		if (!marketOnLine(a.turn.line!)) return refused('merv_refusal_market_off_line');
		if (a.turn.market) return refused('merv_refusal_market_done');
		const visited = withTurn(state, { market: true });
		const corners = state.market.corners;
		if (e.corner === null) {
			const camels = corners.filter(Boolean).length;
			const next = withTally(visited, a.who, (t) => ({ ...t, camels: t.camels + camels }));
			return accepted({ ...next, market: { camels: 0, corners: corners.map(() => false) } });
		}
		if (corners[e.corner]) return refused('merv_refusal_corner_taken');
		if (state.participants[a.who]!.tally.camels < 1) return refused('merv_refusal_no_camel');
		const side = state.marketSide;
		const corner = (['nw', 'ne', 'se', 'sw'] as const)[e.corner]!;
		const reward = mervValue<Reward>(state.copy, marketCornerId(side, corner));
		if (reward === null) return refused('merv_refusal_printed_needed', { count: 1 });
		if (e.camel && reward !== 'caravan-card') return refused('merv_refusal_camel_card');
		const placed = {
			...withTally(visited, a.who, (t) => ({ ...t, camels: t.camels - 1 })),
			market: { camels: state.market.camels + 1, corners: corners.map((c, i) => c || i === e.corner) }
		};
		return marketReward(placed, a.who, reward, e);
	},
	'owed.soldier': (state, e) => {
		const s = settleOwed(state, 'soldier');
		if ('key' in s) return refusedWith(s);
		return e.cell === null ? accepted(s.state) : placeSoldier(s.state, e.cell, state.participants[state.turn!.seat as number]!.colour);
	},
	'owed.upgrade': (state, e) => {
		// A colour names the mosque's extra-cube upgrade (RU L837); without one it is a white upgrade.
		const s = settleOwed(state, e.colour ? 'extra-upgrade' : 'white-upgrade');
		if ('key' in s) return refusedWith(s);
		const own = state.participants[state.turn!.seat as number]!.colour;
		// Pepper's upgrade goes on any site; the mosque's on a site with one's own building (RU L613, L835, L837).
		const anySite = s.owed.kind === 'white-upgrade' && s.owed.anySite;
		if (!anySite && state.city[e.cell]?.building !== own) return refused('merv_refusal_upgrade_own_building');
		return CELLS.includes(e.cell) ? placeUpgrade(s.state, e.cell, e.colour ?? 'white') : refused('merv_refusal_no_such_site');
	},
	'owed.discovery': (state, e) => {
		const s = settleOwed(state, 'discovery');
		if ('key' in s) return refusedWith(s);
		const who = state.turn!.seat as number;
		// The third discovery's caravan card: any card of the row, free, the influence limit kept (RU L739).
		if (e.tile === 'third.caravan-card' && !e.spice) return refused('merv_refusal_name_spice');
		if (e.camel && e.tile !== 'third.caravan-card') return refused('merv_refusal_camel_card');
		if (e.tile === 'third.trading-post' && !e.city) return refused('merv_refusal_name_city');
		const out = resolveDiscovery(s.state, who, (s.owed as Extract<Owed, { kind: 'discovery' }>).tier, e.tile);
		if (!out.ok) return out;
		if (e.tile === 'third.caravan-card') return takeCard(out.state, who, e.spice!, e.camel);
		// The trading post in any city with its good (RU L740); the mosque step free with its reward (RU L741).
		if (e.tile === 'third.trading-post') return postAnywhere(out.state, who, e.city!);
		return e.tile === 'third.mosque-step' ? freeStep(out.state, who, e.path) : out;
	},
	'turn.ended': (state) => {
		const seat = seatNow(state);
		const turn = state.turn;
		if (seat === null || !turn) return refused('merv_refusal_no_turn');
		if (!turn.activated) return refused('merv_refusal_site_first');
		if (turn.action === null) return refused('merv_refusal_action_first');
		const owed = typeof seat === 'number' ? owedNow(state, seat, turn.owed) : turn.owed;
		if (owed.length) return refused('merv_refusal_owed', { count: owed.length });
		return accepted(nextTurn(state));
	}
};
