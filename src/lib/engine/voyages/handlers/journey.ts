/**
 * Journeys (PL:423–566): the travel action's (its step cost for the steps moved, PL:456, and the route costs,
 * PL:464), and the moves rewards grant (route costs only, EN supplement "Move 1"). Every journey is made in the
 * player's own turn (PL:600, PL:715). Niccolò & Marco Polo may share the steps between their two figures, all the
 * costs paid once (EN supplement). The posts built, moved once all are placed (PL:546), with their city bonuses.
 */
import { isInt } from '../../core/guards.ts';
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { withPlayer } from '../../core/players.ts';
import { addAmounts } from '../../core/resources.ts';
import { beijingSpaceOnArrival, postMilestonePoints } from '../board/actions.ts';
import type { Extra } from '../catalog.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { applyExtras, checkExtras, grantMove } from './extras.ts';
import { MAX_TRAVEL_STEPS } from '../map/routes.ts';
import { isLargeCity, largeCityTileOn, postBonusAt, postsBuilt, type PostsPlan } from '../map/trading-posts.ts';
import { addStock, gainAll, POST_BONUS_MAX, type PostBonus, type RewardExtras, type TableAmounts, type VoyagesState } from '../state.ts';
import { pathCost, standardBoard, type TravelCost } from '../map/travel.ts';
import { turnRefusal } from './turn-check.ts';

/** A journey as the travel action, the travel entry and a move give it. */
export interface Journey {
	player: number;
	path: readonly string[];
	/** Steps at most, both figures together. */
	maxSteps: number;
	/** true: the travel action's coins for the steps moved; false: a move a reward granted. */
	stepCost: boolean;
	figure?: number | undefined;
	/** Niccolò & Marco Polo: the other figure's path, sharing the steps. */
	otherPath?: readonly string[] | undefined;
	postBonus?: PostBonus | undefined;
	movePosts?: readonly string[] | undefined;
	extras?: RewardExtras | undefined;
}

/** What a checked journey costs, where its figures end and where it builds. */
interface JourneyOutcome {
	cost: TravelCost;
	/** Figure → where it ends. */
	ends: Map<number, string>;
	posts: PostsPlan;
}

/** Each figure's path: the one moved, and for Niccolò & Marco Polo maybe the other one. */
function legsOf(state: VoyagesState, j: Journey): Refusal | { figure: number; path: readonly string[] }[] {
	const p = state.players[j.player]!;
	const figure = j.figure ?? 0;
	if (!isInt(figure) || figure < 0 || figure >= p.figures.length) return refuse('voyages_refusal_no_such_figure');
	const legs = [{ figure, path: j.path }];
	if (j.otherPath !== undefined) {
		if (p.figures.length < 2) return refuse('voyages_refusal_no_such_figure');
		legs.push({ figure: 1 - figure, path: j.otherPath });
	}
	for (const leg of legs) {
		if (leg.path.length < 2) return refuse('voyages_refusal_travel_no_step');
		const from = p.figures[leg.figure]!;
		if (leg.path[0] !== from) return refuse('voyages_refusal_travel_not_from_here', { location: from });
	}
	return legs;
}

/** The cost of every leg's routes, plus the travel action's coins for all the steps together (one cost, paid once). */
function costOf(state: VoyagesState, j: Journey, legs: readonly { path: readonly string[] }[]): Refusal | TravelCost {
	const board = standardBoard(state.copy);
	const options = { oasisJumps: state.players[j.player]!.character === 'johannes-carpini', travelCost: false };
	const steps = legs.reduce((n, l) => n + l.path.length - 1, 0);
	if (steps > j.maxSteps) return refuse('voyages_refusal_travel_too_far', { steps, max: j.maxSteps });
	const cost = { coins: j.stepCost ? board.travelCost[steps]! : 0, camels: 0 };
	for (const leg of legs) {
		const r = pathCost(board, leg.path, leg.path.length - 1, options);
		if (!r.ok) return r.refusal;
		cost.coins += r.option.extra.coins;
		cost.camels += r.option.extra.camels;
	}
	return cost;
}

/** The posts moved once all are placed: one of the player's own for each post still to build, each once (PL:546). */
function checkMovedPosts(state: VoyagesState, j: Journey, plan: PostsPlan): Refusal | null {
	const moved = plan.cities.slice(plan.fresh);
	const from = j.movePosts ?? [];
	if (from.length < moved.length) return refuse('voyages_refusal_post_to_move', { city: moved[from.length]! });
	if (from.length > moved.length) return refuse('voyages_refusal_post_move_not_needed');
	const own = state.players[j.player]!.posts;
	if (new Set(from).size !== from.length || from.some((c) => !own.includes(c))) return refuse('voyages_refusal_post_not_yours');
	return null;
}

/** The extras the posts built offer: a large-city tile's black die, contract or "move 1". */
const extrasOffered = (state: VoyagesState, j: Journey, plan: PostsPlan): Extra[] => plan.cities.flatMap((at) => postBonusAt(state, j.player, at).extras);

/** The reason this journey is refused, or what it costs and builds. */
function checkJourney(state: VoyagesState, j: Journey): Refusal | JourneyOutcome {
	const p = state.players[j.player]!;
	if (j.postBonus !== undefined && Object.values(j.postBonus).some((n) => n > POST_BONUS_MAX))
		return refuse('voyages_refusal_post_bonus_max', { max: POST_BONUS_MAX });
	if (!isInt(j.maxSteps) || j.maxSteps < 1 || j.maxSteps > MAX_TRAVEL_STEPS) return refuse('voyages_refusal_die_value', { value: String(j.maxSteps) });
	const legs = legsOf(state, j);
	if ('key' in legs) return legs;
	const cost = costOf(state, j, legs);
	if ('key' in cost) return cost;
	if (cost.coins > p.stock.coins || cost.camels > p.stock.camels)
		return refuse('voyages_refusal_travel_cannot_pay', { coins: cost.coins, camels: cost.camels, haveCoins: p.stock.coins, haveCamels: p.stock.camels });
	const posts = postsBuilt(
		state,
		j.player,
		legs.map((l) => l.path)
	);
	const wrong = checkMovedPosts(state, j, posts);
	if (wrong) return wrong;
	// An entered bonus only where a post built has one the app cannot work out (or, as games stored before the app
	// took them, a black die, a contract or a move).
	const bonuses = posts.cities.map((at) => postBonusAt(state, j.player, at));
	if (j.postBonus !== undefined && bonuses.every((b) => b.toEnter === null && b.extras.length === 0)) return refuse('voyages_refusal_post_bonus_not_needed');
	const bad = checkExtras(state, p.contracts, extrasOffered(state, j, posts), j.extras);
	if (bad) return bad;
	return { cost, ends: new Map(legs.map((l) => [l.figure, l.path[l.path.length - 1]!])), posts };
}

/** The player's posts after the journey: new ones with their milestone points (PL:522), moved ones (PL:546), Beijing's space by arrival (PL:524). */
function placePosts(state: VoyagesState, j: Journey, plan: PostsPlan): VoyagesState {
	const taken = state.players.flatMap((q, i) => (i !== j.player && q.beijingSpace !== null ? [q.beijingSpace] : []));
	return withPlayer(state, j.player, (p) => {
		let { points, beijingSpace } = p;
		let posts = [...p.posts];
		plan.cities.forEach((at, i) => {
			if (i < plan.fresh) {
				posts.push(at);
				points += postMilestonePoints(posts.length);
			} else {
				const from = j.movePosts![i - plan.fresh]!;
				posts = [...posts.filter((c) => c !== from), at];
				if (from === 'beijing') beijingSpace = null;
			}
			if (at === 'beijing') beijingSpace = beijingSpaceOnArrival(taken);
		});
		return { ...p, posts, points, beijingSpace };
	});
}

/**
 * The journey's costs paid, the figures moved, the posts built or moved, and the city bonuses of the posts built
 * (postBonusAt) with the entered postBonus; the first post in a large city takes its tile, with its extras.
 */
function applyJourney(state: VoyagesState, j: Journey, out: JourneyOutcome): VoyagesState {
	let bonus: TableAmounts = { ...(j.postBonus ?? {}) };
	const largeCityTilesTaken = { ...state.largeCityTilesTaken };
	let next = state;
	for (const at of out.posts.cities) {
		const b = postBonusAt(state, j.player, at);
		bonus = addAmounts(bonus, b.automatic);
		if (b.extras.includes('move-1')) next = grantMove(next, j.player, `large-city-tile:${at}`);
		if (isLargeCity(at) && largeCityTileOn(state, at)) largeCityTilesTaken[at] = j.player;
	}
	next = withPlayer(next, j.player, (p) => {
		const figures = p.figures.map((f, i) => out.ends.get(i) ?? f);
		return gainAll({ ...p, stock: addStock(p.stock, { ...out.cost }, -1), figures, position: figures[0]! }, bonus);
	});
	next = applyExtras(placePosts(next, j, out.posts), j.player, j.extras);
	return { ...next, largeCityTilesTaken, tracked: true };
}

/** A journey checked and made, or why it is refused. */
export function journey(state: VoyagesState, j: Journey): Outcome<VoyagesState> {
	const out = checkJourney(state, j);
	return 'key' in out ? refusedWith(out) : accepted(applyJourney(state, j, out));
}

/** The travel action entered without its dice: the turn's main action, paying the travel action's coins. */
function travel(state: VoyagesState, e: VoyagesEntryOf<'travel'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	if (state.mainActionTaken) return refused('refusal_one_action_per_turn');
	const out = journey(state, { ...e, stepCost: true });
	return out.ok ? accepted({ ...out.state, mainActionTaken: true }) : out;
}

/** A move a reward granted this turn: its steps at most, no travel-action coins, the route costs paid; the grant is used up. */
function move(state: VoyagesState, e: VoyagesEntryOf<'move'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const at = state.moves.findIndex((g) => g.player === e.player && g.reward === e.reward);
	if (at === -1) return refused('voyages_refusal_no_move_granted');
	const granted = { ...state, moves: state.moves.filter((_, i) => i !== at) };
	return journey(granted, { ...e, maxSteps: state.moves[at]!.steps, stepCost: false });
}

export const journeyHandlers = { travel, move };
