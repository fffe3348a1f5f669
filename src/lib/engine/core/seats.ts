/** Seats are numbered clockwise from 0, in seating order. */

/** Seats in turn order (clockwise) from the first player. */
export function turnOrder(firstPlayer: number, playerCount: number): number[] {
	return Array.from({ length: playerCount }, (_, i) => (firstPlayer + i) % playerCount);
}

/** Reverse turn order: the last player (right of the first) first, then counter-clockwise — how characters are drafted. */
export function reverseTurnOrder(firstPlayer: number, playerCount: number): number[] {
	return Array.from({ length: playerCount }, (_, i) => (firstPlayer - 1 - i + playerCount * 2) % playerCount);
}
