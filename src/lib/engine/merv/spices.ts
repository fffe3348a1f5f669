/** End-of-game spice sets (RU L899–L915). */
import { SPICE_SET_POINTS } from './catalog.ts';

/**
 * The best split of caravan cards into sets of different spices, and its points. Sets are built
 * layer by layer (as many sets of 4 as the rarest spice allows, then of 3, …): each further card
 * in a set is worth more than the last (1, 2, 3, 4), so evening the sets out never loses.
 * `counts`: cards of each spice, in any order. Returns the sizes of the sets, largest first.
 */
export function bestSpiceSplit(counts: readonly number[]): { points: number; sets: number[] } {
	const c = counts.filter((n) => n > 0).sort((a, b) => b - a);
	const sets: number[] = [];
	for (let size = c.length; size >= 1; size--) {
		const layer = c[size - 1]! - (c[size] ?? 0);
		for (let i = 0; i < layer; i++) sets.push(size);
	}
	return { points: sets.reduce((n, size) => n + SPICE_SET_POINTS[size]!, 0), sets };
}
