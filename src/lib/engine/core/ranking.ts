/**
 * Final ranking shared by the Marco Polo games: most points wins; a tie on
 * points goes to the most camels; still tied, the victory is shared.
 */

export type DecidedBy = 'points' | 'camels' | 'shared';

/** What ranking needs of a player's final score. */
export interface Standing {
	player: number;
	total: number;
	camels: number;
}

export interface Ranking<T extends Standing> {
	/** Best first; a full tie (points and camels) shares a rank. */
	ranking: (T & { rank: number })[];
	winners: number[];
	decidedBy: DecidedBy;
}

/** Ranks the players; the seat only keeps the listing stable, it never decides. */
export function rankByPointsThenCamels<T extends Standing>(scores: readonly T[]): Ranking<T> {
	const sorted = [...scores].sort((a, b) => b.total - a.total || b.camels - a.camels || a.player - b.player);
	const ranking: (T & { rank: number })[] = [];
	sorted.forEach((s, i) => {
		const prev = ranking[i - 1];
		const rank = prev && prev.total === s.total && prev.camels === s.camels ? prev.rank : i + 1;
		ranking.push({ ...s, rank });
	});
	const top = ranking[0];
	const winners = ranking.filter((s) => s.rank === 1).map((s) => s.player);
	const tiedOnPoints = top !== undefined && ranking.filter((s) => s.total === top.total).length > 1;
	const decidedBy: DecidedBy = winners.length > 1 ? 'shared' : tiedOnPoints ? 'camels' : 'points';
	return { ranking, winners, decidedBy };
}
