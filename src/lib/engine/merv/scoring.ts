/**
 * The yearly scoring phase (RU L465–L511) and the end of the game (RU L899–L923): palace, city
 * presence, mosque; spice sets; the ranking with its tie-break.
 */
import { refuse, type Refusal } from '../core/log.ts';
import { ACTIONS, COURTS, SPICE_SET_POINTS, SPICES, type Action, type Court } from './catalog.ts';
import { bonusTileId, MOSQUE_TOP, mervValue } from './printed.ts';
import type { MervState, Participant, YearScore, Tally } from './state.ts';
import { isJudge } from './holdings/participants.ts';
import { courtiersOf } from './holdings/tally.ts';

/** What one courtier scores in a court (RU L475–L489; scrolls and goods on contracts count, RU L1380–L1384). */
export function courtPoints(t: Tally, court: Court): number {
	if (court === 'learning') return t.scrolls + t.scrollsOnContracts;
	if (court === 'spices') return SPICES.reduce((n, s) => n + t[`spice.${s}`], 0);
	if (court === 'commerce') return t.common + t.rare + t.commonOnContracts + t.rareOnContracts;
	return t.mosqueLevel;
}

/** A participant's buildings by the action of their sites: from the city on the phone, or the counts entered. */
export function buildingsByAction(state: MervState, who: number): Record<Action, number> {
	const p = state.participants[who]!;
	const out = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
	if (state.cityMode === 'counts') {
		for (const a of ACTIONS) out[a] = p.tally[`built.${a}`];
		return out;
	}
	for (const site of state.city) if (site?.building === p.colour) out[site.action]++;
	return out;
}

/**
 * Which courtiers score: all of them when the favour pays for them (the judge never pays, RU L1077);
 * otherwise as many as the favour pays, those the table chose, else the ones worth most (RU L493).
 */
export function scoringCourtiers(state: MervState, who: number): Record<Court, number> {
	const p = state.participants[who]!;
	const all = Object.fromEntries(COURTS.map((c) => [c, p.tally[`court.${c}`]])) as Record<Court, number>;
	if (isJudge(state, who) || p.tally.favour >= courtiersOf(p.tally)) return all;
	// A choice made before the favour changed no longer fits: then the best courtiers score again.
	const chosen = state.palaceChoices[who];
	if (chosen && !checkPalaceChoice(state, who, chosen)) return chosen;
	const out = Object.fromEntries(COURTS.map((c) => [c, 0])) as Record<Court, number>;
	let left = p.tally.favour;
	for (const court of [...COURTS].sort((a, b) => courtPoints(p.tally, b) - courtPoints(p.tally, a)))
		while (left > 0 && out[court] < all[court]) {
			out[court]++;
			left--;
		}
	return out;
}

/** The reason a palace choice cannot stand: more courtiers than sit in a court, or than the favour pays for. */
export function checkPalaceChoice(state: MervState, who: number, scoring: Record<Court, number>): Refusal | null {
	const t = state.participants[who]!.tally;
	if (COURTS.some((c) => scoring[c] > t[`court.${c}`])) return refuse('merv_refusal_not_your_courtiers');
	const total = COURTS.reduce((n, c) => n + scoring[c], 0);
	const pays = isJudge(state, who) ? courtiersOf(t) : Math.min(t.favour, courtiersOf(t));
	return total === pays ? null : refuse('merv_refusal_courtiers_to_score', { count: pays });
}

/** The printed values a yearly scoring needs and the copy lacks: the mosque's top (when it could count) and held bonus tiles. */
export function missingForYear(state: MervState): string[] {
	const out = new Set<string>();
	state.participants.forEach((p, who) => {
		for (const n of p.bonusTiles) if (mervValue(state.copy, bonusTileId(n)) === null) out.add(bonusTileId(n));
		if (p.tally.mosqueLevel > 0 && buildingsByAction(state, who).mosque > 0 && mervValue(state.copy, MOSQUE_TOP) === null) out.add(MOSQUE_TOP);
	});
	return [...out];
}

/** One participant's yearly score with the game's copy; it needs missingForYear to be empty. */
export function yearScore(state: MervState, who: number): YearScore {
	const p = state.participants[who]!;
	const courtiers = scoringCourtiers(state, who);
	const palace = COURTS.reduce((n, c) => n + courtiers[c] * courtPoints(p.tally, c), 0);
	const favourPaid = isJudge(state, who) ? 0 : Math.min(p.tally.favour, courtiersOf(p.tally));
	const built = buildingsByAction(state, who);
	const buildings = ACTIONS.reduce((n, a) => n + built[a], 0);
	const bonusTiles = p.bonusTiles.reduce((n, tile) => {
		const action = mervValue<Action>(state.copy, bonusTileId(tile));
		return n + (action ? 3 * built[action] : 0);
	}, 0);
	const top = mervValue<number>(state.copy, MOSQUE_TOP);
	const mosqueTop = top !== null && p.tally.mosqueLevel >= top && top > 0 ? 4 * built.mosque : 0;
	return { palace, courtiers, favourPaid, buildings, bonusTiles, mosqueTop, total: palace + buildings + bonusTiles + mosqueTop };
}

/**
 * The best split of caravan cards into sets of different spices at the end (RU L899–L915), and its points. Sets are built
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

export interface FinalScore {
	who: number;
	name: string;
	/** Points on the track before the spice sets; of them, what each year's scoring added. */
	track: number;
	years: number[];
	duringPlay: number;
	spiceSets: number;
	sets: number[];
	total: number;
	favour: number;
	influence: number;
	/** Place in the turn order at the end: earlier wins a tie (RU L923). */
	turn: number;
	rank: number;
}

export interface FinalResult {
	ranking: FinalScore[];
	winners: number[];
	decidedBy: 'points' | 'favour' | 'influence' | 'turn-order';
}

const spiceCounts = (p: Participant) => SPICES.map((s) => p.tally[`spice.${s}`]);

/**
 * The final ranking: most points; a tie goes to the most favour, then the most influence, then
 * whoever is earlier in turn order (RU L919–L923). Needs no particular order of the participants.
 */
export function finalScores(state: MervState): FinalResult {
	const scores: FinalScore[] = state.participants.map((p, who) => {
		const split = bestSpiceSplit(spiceCounts(p));
		const years = state.years.map((y) => y[who]?.total ?? 0);
		const addedByYears = years.reduce((a, b) => a + b, 0);
		const turn = state.order.indexOf(who);
		return {
			who,
			name: p.name,
			track: p.tally.points,
			years,
			duringPlay: p.tally.points - addedByYears,
			spiceSets: split.points,
			sets: split.sets,
			total: p.tally.points + split.points,
			favour: p.tally.favour,
			influence: p.tally.influence,
			turn: turn < 0 ? 99 : turn,
			rank: 0
		};
	});
	const keys = (s: FinalScore) => [s.total, s.favour, s.influence, -s.turn];
	const sorted = scores.sort((a, b) => {
		const ka = keys(a);
		const kb = keys(b);
		for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
		return a.who - b.who;
	});
	sorted.forEach((s, i) => (s.rank = i > 0 && keys(sorted[i - 1]!).every((k, j) => k === keys(s)[j]) ? sorted[i - 1]!.rank : i + 1));
	const winners = sorted.filter((s) => s.rank === 1).map((s) => s.who);
	const top = sorted[0];
	const tied = sorted.filter((s) => top && s.total === top.total);
	const decidedBy =
		tied.length < 2
			? 'points'
			: tied.filter((s) => s.favour === top!.favour).length < 2
				? 'favour'
				: tied.filter((s) => s.favour === top!.favour && s.influence === top!.influence).length < 2
					? 'influence'
					: 'turn-order';
	return { ranking: sorted, winners, decidedBy };
}
