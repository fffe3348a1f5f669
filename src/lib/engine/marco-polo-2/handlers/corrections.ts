/** Free corrections while playing, at any time: resources and points, trading posts, seals, where a figure stands. */
import { accepted, isRefusal, refused, refusedWith, type Outcome } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { learnedBoard } from '../board/learned.ts';
import { checkSeat } from '../../core/players.ts';
import { STOCK } from '../catalog.ts';
import type { TrackerEntryOf } from '../table/entries.ts';
import { takeOutposts } from './characters.ts';
import { buildTradingPost, notePostsBuilt } from '../table/posts.ts';
import { gain } from '../table/stock.ts';
import { withFigure, withTablePlayer, type Seats, type TableState } from '../table/state.ts';

/** Adds or takes resources and points; nothing goes below zero. */
export function adjustStock(table: TableState, _seats: Seats, e: TrackerEntryOf<'table.adjust'>): Outcome<TableState> {
	const bad = checkSeat(e.player, table.players.length);
	if (bad) return refusedWith(bad);
	const p = table.players[e.player]!;
	for (const k of STOCK) if (p.stock[k] + (e.delta[k] ?? 0) < 0) return refused('refusal_below_zero', { resource: k });
	// Points may already be below zero (city card, RU L1051): only a change that lowers them is checked.
	const points = e.delta.points ?? 0;
	if (points < 0 && p.points + points < 0) return refused('refusal_below_zero', { resource: 'points' });
	const stock = { ...p.stock };
	for (const k of STOCK) stock[k] += e.delta[k] ?? 0;
	return accepted(withTablePlayer(table, e.player, { ...p, stock, points: p.points + points }));
}

/** A trading post built, with what building it gave (a city bonus, RU L450). */
export function placeTradingPost(table: TableState, seats: Seats, e: TrackerEntryOf<'table.tradingPost'>): Outcome<TableState> {
	const bad = checkSeat(e.player, table.players.length);
	if (bad) return refusedWith(bad);
	const before = table.players[e.player]!;
	const built = buildTradingPost(before, e.city, e.movedFrom);
	if (isRefusal(built)) return refusedWith(built);
	const next = notePostsBuilt(withTablePlayer(table, e.player, gain(built, e.gain, seats[e.player]?.character ?? null)), e.player, before, built);
	// Its outpost bonus tile, when the player built there first (and Filippo Vitello's part in it, RU L1154).
	return accepted(e.outpost ? takeOutposts(next, seats, e.player, [e.outpost]) : next);
}

export function setSeal(table: TableState, _seats: Seats, e: TrackerEntryOf<'table.seal'>): Outcome<TableState> {
	const bad = checkSeat(e.player, table.players.length);
	if (bad) return refusedWith(bad);
	const p = table.players[e.player]!;
	return accepted(withTablePlayer(table, e.player, { ...p, seals: { ...p.seals, [e.guild]: e.seal } }));
}

/** Where one of the player's figures stands, on a place the game's board knows; the second only for Mailin & Tian Chin (RU L1148). */
export function placeFigure(table: TableState, seats: Seats, e: TrackerEntryOf<'table.figure'>, copy: Copy): Outcome<TableState> {
	const bad = checkSeat(e.player, table.players.length);
	if (bad) return refusedWith(bad);
	if (e.figure === 1 && seats[e.player]?.character !== 'mailin-tian-chin') return refused('marco_polo_2_refusal_no_second_figure');
	if (!learnedBoard(copy).places.includes(e.place)) return refused('marco_polo_2_refusal_no_such_place', { place: e.place });
	return accepted(withTablePlayer(table, e.player, withFigure(table.players[e.player]!, e.figure ?? 0, e.place)));
}
