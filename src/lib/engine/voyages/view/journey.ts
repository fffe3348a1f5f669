/**
 * What the travel screens read off a state: where a figure can go with the travel action's dice or a move a
 * reward granted, what a journey costs and builds, the entry it sends and why the rules would refuse it. All of
 * it with the rules' own functions, so that no screen works out a rule.
 */
import { occupiedCost } from '../board/actions.ts';
import type { Extra } from '../catalog.ts';
import type { VoyagesEntryOf, VoyagesEntry } from '../entries.ts';
import type { TableAmounts, VoyagesState, MoveGrant, RewardExtras } from '../state.ts';
import { refuse, type Refusal } from '../../core/log.ts';
import { postBonusAt, postsBuilt } from '../map/trading-posts.ts';
import { voyagesRules } from '../rules.ts';
import { pathCost, planRoutes, standardBoard, type Reachable, type TravelCost, type TravelOption } from '../map/travel.ts';

/** Why the rules would refuse this entry now, or null: the screens grey out what would be refused and say why. */
export function refusalOf(state: VoyagesState, entry: VoyagesEntry): Refusal | null {
	const out = voyagesRules.play(state, entry);
	return out.ok ? null : out.refusal;
}

/** The moves rewards granted this player this turn, not made yet. */
export const movesGranted = (state: VoyagesState, player: number): MoveGrant[] => state.moves.filter((g) => g.player === player);

/** The steps a travel action with these dice allows: the lower die (PL:443); null unless exactly 2 dice are selected. */
export function diceSteps(state: VoyagesState, player: number, places: readonly number[]): number | null {
	const dice = places.map((i) => state.players[player]?.dice[i]?.value);
	return dice.length === 2 && dice.every((d) => d !== undefined) ? Math.min(...dice) : null;
}

const oasisJumps = (state: VoyagesState, player: number) => state.players[player]?.character === 'johannes-carpini';

/** Where a figure can end a journey of 1 to maxSteps steps, cheapest first; stepCost false: a move a reward granted (route costs only). */
export function destinations(state: VoyagesState, player: number, maxSteps: number, figure = 0, stepCost = true): Reachable[] {
	const p = state.players[player];
	const from = p?.figures[figure];
	if (!from) return [];
	return planRoutes(standardBoard(state.copy), from, maxSteps, { oasisJumps: oasisJumps(state, player), travelCost: stepCost });
}

/** Niccolò & Marco Polo: where the other figure can go with the steps the first one leaves (their step cost is paid once, for all the steps). */
export const otherFigureDestinations = (state: VoyagesState, player: number, figure: number, stepsLeft: number): Reachable[] =>
	(state.players[player]?.figures.length ?? 0) === 2 && stepsLeft > 0 ? destinations(state, player, stepsLeft, 1 - figure, false) : [];

/** A journey as the travel screens have it. */
export interface JourneyInput {
	player: number;
	/** The chosen way for the figure moved. */
	option: TravelOption;
	figure?: number;
	/** The steps at most: the lower die of the travel action, or the steps a reward granted. */
	maxSteps: number;
	/** Places of the dice selected for the travel action. */
	dice?: readonly number[];
	/** The move a reward granted (MoveGrant.reward): no dice, no step cost. */
	reward?: string;
	/** Niccolò & Marco Polo: where the other figure goes with the steps left. */
	otherTo?: string | null;
	postBonus?: TableAmounts;
	movePosts?: readonly string[];
	extras?: RewardExtras;
}

/** The other figure's cheapest way to otherTo within the steps the first one leaves; null when it stays or cannot get there. */
function otherPath(state: VoyagesState, j: JourneyInput): string[] | null {
	if (!j.otherTo) return null;
	const figure = j.figure ?? 0;
	const reach = otherFigureDestinations(state, j.player, figure, j.maxSteps - j.option.steps).find((r) => r.to === j.otherTo);
	return reach ? reach.options[0]!.path : null;
}

/** Every figure's path of the journey: the one moved, and the other one's when it shares the steps. */
export function journeyPaths(state: VoyagesState, j: JourneyInput): string[][] {
	const other = otherPath(state, j);
	return other ? [j.option.path, other] : [j.option.path];
}

/** The entry a journey sends: a move for a reward, else the travel action with the dice selected (the rules say when they are not 2). */
export function journeyEntry(state: VoyagesState, j: JourneyInput): VoyagesEntryOf<'move'> | VoyagesEntryOf<'action'> {
	const other = otherPath(state, j);
	const more = {
		...(j.figure ? { figure: j.figure } : {}),
		...(other ? { otherPath: other } : {}),
		...(j.postBonus && Object.keys(j.postBonus).length > 0 ? { postBonus: { ...j.postBonus } } : {}),
		...(j.movePosts?.length ? { movePosts: [...j.movePosts] } : {}),
		...(j.extras && Object.values(j.extras).some((x) => x !== undefined) ? { extras: { ...j.extras } } : {})
	};
	if (j.reward !== undefined) return { type: 'move', player: j.player, reward: j.reward, path: [...j.option.path], ...more };
	return { type: 'action', player: j.player, dice: [...(j.dice ?? [])].sort((a, b) => a - b), space: 'travel', path: [...j.option.path], ...more };
}

/**
 * Why the rules would refuse this journey now, or null; also when the other figure cannot get where it was
 * told with the steps the first one leaves.
 */
export function journeyRefusal(state: VoyagesState, j: JourneyInput): Refusal | null {
	if (j.otherTo && !otherPath(state, j)) return refuse('voyages_refusal_travel_out_of_reach', { to: j.otherTo, max: j.maxSteps - j.option.steps });
	return refusalOf(state, journeyEntry(state, j));
}

/** The coins the travel action's dice pay for an occupied travel space (PL:726): none for a move, nor before 2 dice are selected. */
export function occupiedTravelCoins(state: VoyagesState, player: number, places: readonly number[]): number {
	const p = state.players[player];
	const dice = places.map((i) => p?.dice[i]).filter((d) => d !== undefined);
	return p && dice.length === 2 ? occupiedCost(state.spaces, { player, space: 'travel', dice }, p.character) : 0;
}

/** What the whole journey costs: an occupied travel space, the travel action's coins for all the steps (not for a move), and every route's costs. */
export function journeyCost(state: VoyagesState, j: JourneyInput): TravelCost {
	const board = standardBoard(state.copy);
	const paths = journeyPaths(state, j);
	const steps = paths.reduce((n, p) => n + p.length - 1, 0);
	const stepCoins = j.reward === undefined ? (board.travelCost[Math.min(steps, board.travelCost.length - 1)] ?? 0) : 0;
	const cost = { coins: (j.reward === undefined ? occupiedTravelCoins(state, j.player, j.dice ?? []) : 0) + stepCoins, camels: 0 };
	for (const path of paths) {
		const r = pathCost(board, path, path.length - 1, { oasisJumps: oasisJumps(state, j.player), travelCost: false });
		if (r.ok) {
			cost.coins += r.option.extra.coins;
			cost.camels += r.option.extra.camels;
		}
	}
	return cost;
}

/**
 * What the trading posts of a journey along these paths give and ask: the amounts added by themselves, the choices
 * the table enters (postBonusAt's toEnter), a large-city tile's extras, and the cities a post must be moved to
 * once every post is placed (PL:546).
 */
export function journeyBonus(
	state: VoyagesState,
	player: number,
	paths: readonly (readonly string[])[]
): { automatic: TableAmounts; toEnter: string[]; extras: Extra[]; moved: string[] } {
	const none = { automatic: {}, toEnter: [], extras: [], moved: [] };
	if (!state.players[player]) return none;
	const plan = postsBuilt(state, player, paths);
	const automatic: Record<string, number> = {};
	const toEnter: string[] = [];
	const extras: Extra[] = [];
	for (const at of plan.cities) {
		const bonus = postBonusAt(state, player, at);
		for (const [k, n] of Object.entries(bonus.automatic)) automatic[k] = (automatic[k] ?? 0) + (n ?? 0);
		if (bonus.toEnter !== null) toEnter.push(bonus.toEnter);
		extras.push(...bonus.extras);
	}
	return { automatic, toEnter, extras, moved: plan.cities.slice(plan.fresh) };
}
