/** The players at the table, as every game's first entry names them. */
import { refuse, type Refusal } from './log.ts';
import { nameForComparison } from './schema.ts';

export interface PlayerSetup {
	name: string;
	colour: string;
}

export interface PlayerLimits {
	players: { min: number; max: number };
	colours: readonly string[];
}

/**
 * The reason these players cannot sit down together: how many they are, a name twice
 * (whatever the case, width or look-alike form), a colour that is not the game's or is taken.
 * Names arrive trimmed and visible (the entry schema saw to it).
 */
export function checkPlayers(players: readonly PlayerSetup[], limits: PlayerLimits): Refusal | null {
	const { min, max } = limits.players;
	if (players.length < min || players.length > max) return refuse('refusal_player_count', { min, max });
	const names = new Set<string>();
	const colours = new Set<string>();
	for (const p of players) {
		const name = nameForComparison(p.name);
		if (!name) return refuse('refusal_player_name_missing');
		if (names.has(name)) return refuse('refusal_player_name_twice', { name: p.name });
		if (!limits.colours.includes(p.colour)) return refuse('refusal_no_such_colour');
		if (colours.has(p.colour)) return refuse('refusal_colour_taken', { colour: p.colour });
		names.add(name);
		colours.add(p.colour);
	}
	return null;
}

/** A state's players with one of them changed. */
export function withPlayer<S extends { players: readonly unknown[] }>(state: S, index: number, change: (p: S['players'][number]) => S['players'][number]): S {
	return { ...state, players: state.players.map((p, i) => (i === index ? change(p) : p)) };
}

/** The reason `player` is not a seat at this table, or null. */
export function checkSeat(player: number, count: number): Refusal | null {
	return Number.isInteger(player) && player >= 0 && player < count ? null : refuse('refusal_no_such_player');
}
