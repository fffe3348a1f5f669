/**
 * Majority awards (completed contracts in both Marco Polo games): everyone tied
 * for the most gets `most`; everyone with the next count gets `second`.
 */
export interface MajorityRule {
	most: number;
	second: number;
	/** Whether second place scores in a 2-player game. */
	secondWithTwoPlayers: boolean;
}

/** Points per player, in the order of `counts`. A count of 0 can still be the most (all tied at 0). */
export function majorityPoints(counts: readonly number[], rule: MajorityRule): number[] {
	const distinct = [...new Set(counts)].sort((a, b) => b - a);
	const most = distinct[0];
	const secondScores = rule.second > 0 && (counts.length > 2 || rule.secondWithTwoPlayers);
	const second = secondScores ? distinct[1] : undefined;
	return counts.map((c) => (c === most ? rule.most : c === second ? rule.second : 0));
}
