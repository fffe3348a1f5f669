/** Turns played on until a participant's next turn, or to the end of the year's rounds, for rules that need a later turn or the invasion. */
import { turnStep, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
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

/** The entries, then every turn left in the year's four rounds: a master on the first free line, a favour there, everyone staying at the round's end. */
export function roundsPlayedOut(entries: readonly MervEntry[]): MervEntry[] {
	const out = [...entries];
	for (let step = 0; step < 200; step++) {
		const s = ok(out);
		const now = turnStep(s);
		if (now.step === 'rounds-done') return out;
		if (now.step === 'order') out.push({ type: 'order.placed', space: now.spaces[now.spaces.length - 1]!.space });
		else if (now.step === 'master') out.push({ type: 'turn.master', line: now.free[0]! });
		else if (now.step === 'site') out.push({ type: 'turn.site', cell: now.cells[0] ?? null });
		else if (now.step === 'act') out.push(now.turn.action ? { type: 'turn.ended' } : { type: 'turn.favour' });
		else throw new Error(`no turn to play: ${now.step}`);
	}
	throw new Error('the rounds do not end');
}
