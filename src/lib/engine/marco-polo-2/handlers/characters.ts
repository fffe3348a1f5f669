/** What two characters change on the table: Möngke Khan's oases (RU L1120) and Filippo Vitello's outpost bonus tiles (RU L1154). */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { CHARACTER_RULES, type CharacterId } from '../catalog.ts';
import type { OasisChoice, TrackerEntryOf } from '../table/entries.ts';
import { addBundles, gain } from '../table/stock.ts';
import { checkTurn, withTablePlayer, type Bundle, type Seats, type TablePlayer, type TableState } from '../table/state.ts';

/**
 * Möngke Khan after a move: for each different oasis passed or ended on, 3 VP and, as chosen, 2 coins or 1 camel
 * (RU L1120–1122). Oases cost him no steps, so the steps entered leave them out. Only his.
 */
export function mongkeOases(p: TablePlayer, oases: readonly OasisChoice[] | undefined, character: CharacterId | null): TablePlayer | Refusal {
	if (!oases?.length) return p;
	if (character !== 'mongke-khan') return refuse('marco_polo_2_refusal_oases_mongke_only');
	const per = CHARACTER_RULES['mongke-khan'].perOasis;
	const got = oases.reduce<Bundle>((sum, choice) => addBundles(sum, { points: per.points, ...(choice === 'coins' ? per.choice[0] : per.choice[1]) }), {});
	return gain(p, got, character);
}

/** The seat of Filippo Vitello, if he plays. */
const filippoSeat = (seats: Seats): number => seats.findIndex((s) => s.character === 'filippo-vitello');

/**
 * Outpost bonus tiles taken by a player who built first in their cities (RU L493–495): the player gains each, and
 * Filippo Vitello, if another player at the table, takes the tile; when Filippo builds first he takes the tile instead
 * of its bonus (RU L1154).
 */
export function takeOutposts(table: TableState, seats: Seats, player: number, tiles: readonly Bundle[]): TableState {
	if (tiles.length === 0) return table;
	const filippo = filippoSeat(seats);
	const character = seats[player]?.character ?? null;
	let next = table;
	if (filippo !== player)
		next = withTablePlayer(
			next,
			player,
			tiles.reduce((p, t) => gain(p, t, character), next.players[player]!)
		);
	if (filippo < 0) return next;
	const f = next.players[filippo]!;
	return withTablePlayer(next, filippo, { ...f, outpostTiles: [...f.outpostTiles, ...tiles.map((t) => ({ ...t }))] });
}

/** Filippo Vitello's bonus action: one of his outpost bonus tiles gives its bonus and goes back to the box (RU L1154–1156). */
export function cashOutpostTile(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.outpostTile'>): Outcome<TableState> {
	const bad = checkTurn(table, seats, e.player);
	if (bad) return refusedWith(bad);
	const p = table.players[e.player]!;
	const tile = p.outpostTiles[e.tile];
	if (!tile) return refused('marco_polo_2_refusal_no_such_tile');
	const character = seats[e.player]?.character ?? null;
	return accepted(withTablePlayer(table, e.player, gain({ ...p, outpostTiles: p.outpostTiles.filter((_, i) => i !== e.tile) }, tile, character)));
}
