/**
 * What the table corrects or records outside the rules' own steps: a change of a player's
 * holdings or points (a reward the app does not work out, a mistake put right), and the
 * printed values read off the game's own copy during play or at scoring.
 */
import { isInt } from '../../core/guards.ts';
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { checkSeat, withPlayer } from '../../core/players.ts';
import { recordPrinted, type PrintedEntry } from '../../core/printed.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { checkVoyagesCopy, voyagesPrinted } from '../printed.ts';
import { addStock, holdings, type VoyagesState } from '../state.ts';

function tableAdjust(state: VoyagesState, e: VoyagesEntryOf<'table.adjust'>): Outcome<VoyagesState> {
	const bad = checkSeat(e.player, state.players.length);
	if (bad) return refusedWith(bad);
	const changes = Object.entries<number>(e.delta);
	const fraction = changes.find(([, n]) => !isInt(n));
	if (fraction) return refused('voyages_refusal_whole_change', { resource: fraction[0] });
	if (changes.every(([, n]) => n === 0)) return refused('voyages_refusal_malformed');
	const have = holdings(state.players[e.player]!);
	const below = changes.find(([k, n]) => have[k]! + n < 0);
	if (below) return refused('refusal_below_zero', { resource: below[0] });
	const next = withPlayer(state, e.player, (p) => ({ ...p, stock: addStock(p.stock, e.delta), points: p.points + (e.delta.points ?? 0) }));
	return accepted({ ...next, tracked: true });
}

/** Values read off the game's own copy are kept in it; no small-city tile may then stand on two cities. */
function printedRecorded(state: VoyagesState, e: PrintedEntry): Outcome<VoyagesState> {
	const r = recordPrinted(voyagesPrinted, state, e.values);
	if (!r.ok) return r;
	const bad = checkVoyagesCopy(r.state.copy);
	return bad ? refusedWith(bad) : r;
}

export const correctionHandlers = {
	'table.adjust': tableAdjust,
	'printed.recorded': printedRecorded
};
