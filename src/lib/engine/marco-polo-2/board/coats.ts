/**
 * Coats of arms counted from the learned board: the track index is the number of different coats among the cities
 * with the player's trading posts, each coat once, plus the "+1" icons they own (RU L1069–1082); each coat a goal card
 * shows gives one "+1" when the player has a trading post in a city with that coat (RU L1096–1100).
 */
import type { CoatGroup, LearnedBoard } from './learned.ts';

/** The different coats of these trading posts, and the cities among them whose coat the copy does not know yet. */
export function coatsOfPosts(board: LearnedBoard, posts: readonly string[]): { coats: Set<CoatGroup>; unknown: string[] } {
	const coats = new Set<CoatGroup>();
	const unknown: string[] = [];
	for (const city of posts) {
		const coat = board.coatOf.get(city);
		if (coat) coats.add(coat);
		else unknown.push(city);
	}
	return { coats, unknown };
}

/** How many of the coats a goal card shows the player reached: a trading post in a city with that coat (RU L1096–1100). */
export function goalCoatsReached(board: LearnedBoard, posts: readonly string[], cardCoats: readonly CoatGroup[]): number {
	const mine = coatsOfPosts(board, posts).coats;
	return cardCoats.filter((c) => mine.has(c)).length;
}
