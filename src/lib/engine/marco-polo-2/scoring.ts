/**
 * Final scoring (RU L810–824): goal-card seals, coat-of-arms track, goods, coins,
 * contracts majority and the points already on the score track; ties by camels.
 * A game is scored with its own copy of the printed values; another copy may be given
 * to see what the game would score with it (the phone's current copy, say).
 */
import { majorityPoints } from '../core/majority.ts';
import { rankByPointsThenCamels, type DecidedBy } from '../core/ranking.ts';
import { scoreTrackPoints as trackPoints } from '../core/score-track.ts';
import {
	COAT_TRACK_CAP_INDEX,
	COAT_TRACK_CAP_POINTS,
	DE_WU_FINAL_PLUS_ONES,
	FINAL_SCORING,
	GUILDS,
	SCORE_TRACK_SPACES,
	type CharacterId,
	type Guild
} from './catalog.ts';
import type { Copy } from '../core/printed.ts';
import { coatTrackId, coatTrackPoints, goalCardOf } from './printed.ts';
import type { ScoreSheet } from './sheet.ts';
import type { MarcoPolo2Player } from './state.ts';

/** A printed value scoring needs and the player has not given yet. */
export type Missing = { kind: 'coat-track'; id: string; index: number } | { kind: 'goal-seal'; cardId: string; guild: Guild };

export interface Breakdown {
	goalCard: number;
	coatTrack: number;
	goods: number;
	coins: number;
	contracts: number;
	scoreTrack: number;
}
export const BREAKDOWN_CATEGORIES = ['scoreTrack', 'goalCard', 'coatTrack', 'goods', 'coins', 'contracts'] as const satisfies readonly (keyof Breakdown)[];

export interface PlayerScore {
	player: number;
	breakdown: Breakdown;
	/** Position on the coat-of-arms track: different coats + every "+1". */
	coatIndex: number;
	plusOnes: { goalCard: number; deWu: number; other: number };
	total: number;
	camels: number;
	rank: number;
}

export interface FinalResult {
	/** Players best first; equal rank for a shared place. */
	ranking: PlayerScore[];
	winners: number[];
	/** What decided the winner: points alone, camels on a tie, or a shared victory. */
	decidedBy: DecidedBy;
}

export type ScoreOutcome = { complete: true; result: FinalResult } | { complete: false; missing: Missing[] };

/** Points already on the score track: the start space 50 counts as 0, each lap 50. */
export function scoreTrackPoints(sheet: Pick<ScoreSheet, 'trackSpace' | 'trackLaps'>): number {
	return trackPoints(sheet, SCORE_TRACK_SPACES);
}

export function coatIndexOf(sheet: ScoreSheet, character: CharacterId | null) {
	const plusOnes = { goalCard: sheet.goalCoatsReached, deWu: character === 'de-wu' ? DE_WU_FINAL_PLUS_ONES : 0, other: sheet.otherPlusOnes };
	return { index: sheet.differentCoats + plusOnes.goalCard + plusOnes.deWu + plusOnes.other, plusOnes };
}

/** Contracts majority: all tied for most get 8; all with the next count get 4 (not with 2 players). */
export function contractsPoints(completed: readonly number[]): number[] {
	return majorityPoints(completed, { most: FINAL_SCORING.contractsMost, second: FINAL_SCORING.contractsSecond, secondWithTwoPlayers: false });
}

/**
 * One player's categories except the contracts majority, which needs everyone.
 * Unknown printed values are reported in `missing` and count as 0 meanwhile.
 */
export function scorePlayerSheet(sheet: ScoreSheet, character: CharacterId | null, copy: Copy) {
	const missing: Missing[] = [];
	let goalCard = 0;
	const card = sheet.goalCard;
	if (card) {
		const described = goalCardOf(copy, card.id);
		for (const guild of GUILDS) {
			if (!card.seals.includes(guild) || sheet.seals[guild] !== 'improved') continue;
			const points = described?.points[guild];
			if (points === undefined) missing.push({ kind: 'goal-seal', cardId: card.id, guild });
			else goalCard += points;
		}
	}
	const { index, plusOnes } = coatIndexOf(sheet, character);
	const capped = Math.min(index, COAT_TRACK_CAP_INDEX);
	let coatTrack = coatTrackPoints(copy, capped);
	if (coatTrack === null) {
		missing.push({ kind: 'coat-track', id: coatTrackId(capped), index: capped });
		coatTrack = 0;
	}
	coatTrack = Math.min(coatTrack, COAT_TRACK_CAP_POINTS);
	const goodsCount = sheet.pepper + sheet.silk + sheet.gold + sheet.jade;
	return {
		missing,
		coatIndex: index,
		plusOnes,
		breakdown: {
			goalCard,
			coatTrack,
			goods: Math.floor(goodsCount / FINAL_SCORING.goodsPerPoint),
			coins: Math.floor(sheet.coins / FINAL_SCORING.coinsPerPoint),
			scoreTrack: scoreTrackPoints(sheet)
		}
	};
}

const sum = (b: Breakdown) => b.goalCard + b.coatTrack + b.goods + b.coins + b.contracts + b.scoreTrack;

/** Final result of the game, or the printed values still needed to compute it: with the game's own copy unless another is given. */
export function scoreGame(state: { players: readonly Pick<MarcoPolo2Player, 'sheet' | 'character'>[]; copy: Copy }, copy: Copy = state.copy): ScoreOutcome {
	const partial = state.players.map((p) => scorePlayerSheet(p.sheet, p.character, copy));
	const missing: Missing[] = [];
	const seen = new Set<string>();
	for (const m of partial.flatMap((p) => p.missing)) {
		const key = m.kind === 'coat-track' ? m.id : `${m.cardId}:${m.guild}`;
		if (!seen.has(key)) {
			seen.add(key);
			missing.push(m);
		}
	}
	if (missing.length > 0) return { complete: false, missing };

	const contracts = contractsPoints(state.players.map((p) => p.sheet.completedContracts));
	const scores: PlayerScore[] = partial.map((p, player) => {
		const breakdown: Breakdown = { ...p.breakdown, contracts: contracts[player]! };
		return { player, breakdown, coatIndex: p.coatIndex, plusOnes: p.plusOnes, total: sum(breakdown), camels: state.players[player]!.sheet.camels, rank: 0 };
	});
	const { ranking, winners, decidedBy } = rankByPointsThenCamels(scores);
	return { complete: true, result: { ranking, winners, decidedBy } };
}
