/** Turns played on until a participant's next turn, or to the end of the year's rounds, for rules that need a later turn or the invasion; a copy with every value the actions ask for. */
import { CITIES, CUBE_COLOURS, turnStep, type CubeColour, type MervEntry } from '../../../src/lib/engine/merv/index.ts';
import { CORNERS, MARKET_REWARDS, MARKET_SIDES, MOSQUE_REWARDS, marketCornerId } from '../../../src/lib/engine/merv/printed.ts';
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
		const cell = lineCells(s.round, line).find((c) => s.city[c] && (s.judge === null || s.city[c].building !== s.judge))!;
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

/** A copy with every value these actions ask for (test values, not the game's). */
export function fullCopy(): Record<string, unknown> {
	const values: Record<string, unknown> = { 'merv.mosque.top': 6 };
	CITIES.forEach((city, i) => {
		if (['samarkand', 'rey', 'kashgar'].includes(city)) return;
		values[`merv.silk-road.${city}`] = i < 4 ? CUBE_COLOURS[i]! : [CUBE_COLOURS[i % 4]!, CUBE_COLOURS[(i + 1) % 4]!];
	});
	for (let path = 1; path <= 4; path++)
		for (let level = 1; level <= 6; level++) {
			const cost: CubeColour[] = level % 2 ? [CUBE_COLOURS[(path + level) % 4]!] : [CUBE_COLOURS[path % 4]!, CUBE_COLOURS[level % 4]!];
			if (!((path === 2 && level <= 3) || (path > 2 && level === 1))) values[`merv.mosque.cost.${path}.${level}`] = cost;
			if (!(path === 2 && level <= 3)) values[`merv.mosque.reward.${path}.${level}`] = MOSQUE_REWARDS[(path + level * 3) % MOSQUE_REWARDS.length];
			values[`merv.mosque.points.${path}.${level}`] = level % 3;
		}
	for (let n = 1; n <= 18; n++)
		values[`merv.contract-card.${n}`] = {
			points: n,
			influence: n % 6,
			scrolls: n % 3,
			common: n % 2,
			rare: (n >> 1) % 2,
			anyGood: n % 4 === 0 ? 1 : 0,
			bonus: n % 2 ? 'favour' : 'soldier',
			...(n % 5 === 0 ? { cube: CUBE_COLOURS[n % 4] } : {})
		};
	for (const side of MARKET_SIDES)
		CORNERS.forEach((corner, i) => (values[marketCornerId(side, corner)] = MARKET_REWARDS[(i * 2 + (side === 'a' ? 0 : 1)) % 7]));
	for (let n = 1; n <= 16; n++) values[`merv.wall.${n}`] = { colour: CUBE_COLOURS[n % 4], cubes: (n % 2) + 1 };
	for (let n = 1; n <= 4; n++) values[`merv.gate.${n}`] = CUBE_COLOURS[n % 4];
	return values;
}
