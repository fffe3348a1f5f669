/**
 * Which folded fields each player opened, kept while the app is open: a field that does not apply to most moves stays
 * folded, and opens by itself on that player's next turns once they have needed it (a player whose moves keep bringing
 * city bonuses finds them open).
 */
const opened = $state<Record<string, boolean>>({});

/** Whether this player's fold is open: as they last left it, else as `fallback` says (a fold holding something opens). */
export const foldOpen = (player: number, field: string, fallback = false): boolean => opened[`${player}:${field}`] ?? fallback;

/** Remembers the player opening or closing the fold. */
export function setFold(player: number, field: string, open: boolean): void {
	opened[`${player}:${field}`] = open;
}
