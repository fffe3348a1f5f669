/** The main action of a turn: dice from the hand onto an action space (RU L190–236, L753–806). */
import { takeDice } from '../../core/dice.ts';
import type { Copy } from '../../core/printed.ts';
import { accepted, isRefusal, refused, refusedWith, type Outcome } from '../../core/log.ts';
import type { ActionEntry } from '../table/entries.ts';
import { colourUsedRow, resolvePlacement, rowOf } from './placement.ts';
import { knownCityBonuses, knownOutposts } from './board-travel.ts';
import { takeOutposts } from './characters.ts';
import { gain } from '../table/stock.ts';
import { notePostsBuilt } from '../table/posts.ts';
import { spaceEffect } from './spaces.ts';
import { checkTurn, withTablePlayer, type Seats, type TableState } from '../table/state.ts';

/** The travel spaces, lowest first: the next first player is the last to use one at least as high as any before (RU L798). */
const TRAVEL_RANK: Partial<Record<ActionEntry['space'], number>> = { 'travel-lower': 0, 'travel-middle': 1, 'travel-upper': 2 };

export function playAction(table: TableState, seats: Seats, e: ActionEntry, copy: Copy): Outcome<TableState> {
	const bad = checkTurn(table, seats, e.player);
	if (bad) return refusedWith(bad);
	if (table.mainActionTaken) return refused('refusal_one_action_per_turn');
	const before = table.players[e.player]!;
	const taken = takeDice(before.dice, e.dice);
	if (isRefusal(taken)) return refusedWith(taken);
	if (taken.dice.length === 0) return refused('marco_polo_2_refusal_no_dice');
	const lowest = Math.min(...taken.dice.map((d) => d.face));
	const character = seats[e.player]?.character ?? null;
	const placement = resolvePlacement(table, before, character, e, taken.dice, lowest, copy);
	if (isRefusal(placement)) return refusedWith(placement);
	if (taken.dice.some((d) => !d.black) && colourUsedRow(table, e.player, rowOf(placement.spaceId))) return refused('marco_polo_2_refusal_colour_used_space');

	const placed = { character, lowest, occupied: placement.occupiedCost, copy, ...(e.jadeFor ? { jadeFor: e.jadeFor } : {}) };
	const after = spaceEffect({ ...before, dice: taken.rest }, e, placed);
	if (isRefusal(after)) return refusedWith(after);

	let next: TableState = table;
	const rank = TRAVEL_RANK[e.space];
	if (rank !== undefined && rank >= table.highestTravelRank) next = { ...next, highestTravelRank: rank, nextFirstPlayer: e.player };
	const spaces = { ...next.spaces, [placement.spaceId]: [...(next.spaces[placement.spaceId] ?? []), { player: e.player, dice: taken.dice }] };
	// The city bonus markers this game's copy knows, for the cities built in: taken at once (RU L445).
	const built = after.tradingPosts.filter((c) => !before.tradingPosts.includes(c));
	const withBonus = built.length ? gain(after, knownCityBonuses(built, copy), character) : after;
	const played = notePostsBuilt(withTablePlayer({ ...next, spaces, mainActionTaken: true }, e.player, withBonus), e.player, before, after);
	// Outpost bonus tiles as entered, else those the game's copy knows for the cities built in first (RU L493).
	const tiles = 'outposts' in e && e.outposts ? e.outposts : knownOutposts(table, built, copy);
	return accepted(tiles.length ? takeOutposts(played, seats, e.player, tiles) : played);
}
