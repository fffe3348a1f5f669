/** Turns played on until a participant's next turn, for rules that need a second action of theirs. */
import type { MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { lineCells } from '../../../src/lib/engine/merv/production.ts';
import { ok } from './turn-fixtures.ts';

/**
 * The entries, then the others' turns until `who` is to place their master: each other takes the
 * first free line of `lines` and a favour there; at the end of a round everyone stands on the lowest
 * free space of the next track (no bribes).
 */
export function untilTurnOf(entries: readonly MervEntry[], who: number, lines: readonly number[] = [0, 4, 3, 2, 1]): MervEntry[] {
	const out = [...entries];
	for (let step = 0; step < 60; step++) {
		const s = ok(out);
		if (s.reorder) {
			out.push({ type: 'order.placed', space: s.reorder.track.lastIndexOf(null) });
			continue;
		}
		if (s.turn === null && s.order[s.turnAt] === who) return out;
		const line = lines.find((l) => s.spaces[l] === null)!;
		const cell = lineCells(s.round, line).find((c) => s.city[c] && (s.judge === null || s.city[c]!.building !== s.judge))!;
		out.push({ type: 'turn.master', line }, { type: 'turn.site', cell }, { type: 'turn.favour' }, { type: 'turn.ended' });
	}
	throw new Error(`no turn of ${who}`);
}
