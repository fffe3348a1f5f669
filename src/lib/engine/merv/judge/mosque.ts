/**
 * The solo judge's "Mosque" (RU = shared/seeds/002…txt, L1212–L1230): 1 step up per action, on the
 * leftmost path with a camel when its disc enters, each space giving the judge its own reward instead
 * of the printed one, and the points printed on it. For its Mosque card, its third discovery's Mosque
 * action (RU L1186) and a camel-market corner's step (RU L1055).
 *
 * It pays no step's cost: its rule says only that it goes up 1 space per action (RU L1214), where a
 * player pays the cubes on the line (RU L822), and the judge holds no resources to pay with.
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { createRandom } from '../../core/random.ts';
import { BONUS_TILES, MOSQUE_PATHS, type Action } from '../catalog.ts';
import { mosqueNeeded, stepUp } from '../handlers/mosque.ts';
import { bonusTileId, MOSQUE_TOP, mervValue, mosquePointsId, mosqueRewardId, type MosqueReward } from '../printed.ts';
import { buildingsByAction } from '../scoring.ts';
import type { MervState } from '../state.ts';
import { addFavour, withTally } from '../holdings/participants.ts';
import { judgeMosquePath } from './actions.ts';
import { best } from './geometry.ts';
import { judgeSoldier, say, type Doing } from './doing.ts';
import { judgePalaceAction, judgeWallAction, judgeWallNeeds } from './palace-wall.ts';

/** An upgrade's space gives the judge 3 points instead (RU L1219–L1220). */
export const JUDGE_UPGRADE_POINTS = 3;
/** A bonus tile scores 3 points per building on a site of its action at each scoring (RU L838). */
const BONUS_TILE_POINTS = 3;

/** The judge's path: its disc's once on the track, else the leftmost with a camel (RU L1214, judgeMosquePath). */
function judgePath(state: MervState, who: number): number {
	const t = state.participants[who]!.tally;
	return t.mosqueLevel > 0 && t.mosquePath >= 1 && t.mosquePath <= MOSQUE_PATHS ? t.mosquePath : judgeMosquePath(state.mosqueCamels);
}

/** The levels `steps` actions take the judge's disc to: 1 each, none past the top (RU L1230); null while the copy does not show the top. */
function levelsFor(state: MervState, who: number, steps: number): number[] | null {
	const top = mervValue<number>(state.copy, MOSQUE_TOP);
	if (top === null) return null;
	const from = state.participants[who]!.tally.mosqueLevel;
	const last = Math.min(top, from + Math.max(0, Math.floor(steps)));
	return Array.from({ length: Math.max(0, last - from) }, (_, i) => from + i + 1);
}

const tilesLeft = (state: MervState) =>
	Array.from({ length: BONUS_TILES }, (_, i) => i + 1).filter((n) => !state.participants.some((p) => p.bonusTiles.includes(n)));

export interface JudgeMosqueNeeds {
	/** Printed ids to ask first: the top, each space's reward and points, the faces of the bonus tiles left when a space gives one. */
	printed: string[];
	/** Wall actions its spaces give (RU L1225): their pieces' costs are judgeWallNeeds'. */
	walls: number;
}

/**
 * What `steps` of the judge's mosque actions need from the copy. Never a step's cost (it pays none).
 * What a reward needs is known only once the reward is: the screen asks again until nothing is left.
 */
export function judgeMosqueNeeds(state: MervState, who: number, steps: number): JudgeMosqueNeeds {
	if (!(steps >= 1)) return { printed: [], walls: 0 };
	const path = judgePath(state, who);
	const printed = mosqueNeeded(state, who, steps, path, true);
	let walls = 0;
	for (const level of levelsFor(state, who, steps) ?? []) {
		const reward = mervValue<MosqueReward>(state.copy, mosqueRewardId(path, level));
		if (reward === 'bonus-tile') printed.push(...tilesLeft(state).map(bonusTileId));
		if (reward === 'wall-piece') walls++;
	}
	const unknown = [...new Set(printed)].filter((id) => mervValue(state.copy, id) === null);
	return { printed: unknown, walls };
}

/**
 * The bonus tile worth most to the judge (RU L1221): 3 points per its building on a site of the
 * tile's action; several alike, one at random, drawn from the game's seed, the turn and the tiles
 * it holds, so every phone and replay draws the same. Kept by the judge's pieces.
 */
function bonusTile(d: Doing): Doing {
	const built = buildingsByAction(d.state, d.who);
	const tiles = tilesLeft(d.state).flatMap((tile) => {
		const action = mervValue<Action>(d.state.copy, bonusTileId(tile));
		return action === null ? [] : [{ tile, action, points: BONUS_TILE_POINTS * built[action] }];
	});
	const top = best(tiles, (t) => [t.points]);
	if (top === null) return say(d, 'merv_judge_step_mosque_no_bonus');
	const ties = tiles.filter((t) => t.points === top.points);
	const held = d.state.participants[d.who]!.bonusTiles.length;
	const random = createRandom(`${d.state.seed}:judge-bonus-tile:${d.state.year}:${d.state.round}:${held}`);
	const pick = ties.length > 1 ? ties[random.int(ties.length)]! : top;
	const participants = d.state.participants.map((p, i) => (i === d.who ? { ...p, bonusTiles: [...p.bonusTiles, pick.tile].sort() } : p));
	const key = ties.length > 1 ? 'merv_judge_step_mosque_bonus_drawn' : 'merv_judge_step_mosque_bonus';
	return say({ ...d, state: { ...d.state, participants } }, key, { tile: pick.tile, action: pick.action, points: pick.points });
}

/**
 * The judge's reward for a space instead of the printed one (RU L1218–L1226). Its table lists the
 * player's rewards (RU L834–L843) in their order, read row by row: the camel there (taken on
 * entering, stepUp), 3 points for either upgrade, the bonus tile worth most, a soldier, a favour,
 * 1 "Palace" action for the free courtier, 1 "Wall" action for the free piece, and at the top 4
 * points per its Mosque building at each scoring (yearScore counts it as anyone's).
 */
function judgeReward(d: Doing, reward: MosqueReward): Outcome<Doing> {
	if (reward === 'white-upgrade' || reward === 'extra-upgrade') {
		const state = withTally(d.state, d.who, (t) => ({ ...t, points: t.points + JUDGE_UPGRADE_POINTS }));
		return accepted(say({ ...d, state }, 'merv_judge_step_mosque_upgrade', { points: JUDGE_UPGRADE_POINTS }));
	}
	if (reward === 'favour') return accepted(say({ ...d, state: addFavour(d.state, d.who, 1) }, 'merv_judge_step_mosque_favour'));
	if (reward === 'bonus-tile') return accepted(bonusTile(d));
	if (reward === 'soldier') return accepted(judgeSoldier(d));
	if (reward === 'courtier') return accepted(judgePalaceAction(say(d, 'merv_judge_step_mosque_palace'), 1));
	if (reward === 'wall-piece') return judgeWallAction(say(d, 'merv_judge_step_mosque_wall'), 1);
	return accepted(reward === 'top' ? say(d, 'merv_judge_step_mosque_top') : d);
}

/** One step up onto `level`: the camel there, the space's printed points (RU L1228), then the judge's reward. */
function judgeStep(d: Doing, path: number, level: number): Outcome<Doing> {
	const reward = mervValue<MosqueReward>(d.state.copy, mosqueRewardId(path, level));
	const points = mervValue<number>(d.state.copy, mosquePointsId(path, level));
	if (reward === null || points === null) return refused('merv_refusal_printed_needed', { count: (reward === null ? 1 : 0) + (points === null ? 1 : 0) });
	const camel = level === 1 && d.state.mosqueCamels[path - 1] === true;
	const up = { ...d, state: stepUp(d.state, d.who, path, level) };
	let next = points > 0 ? say(up, 'merv_judge_step_mosque_up_points', { level, points }) : say(up, 'merv_judge_step_mosque_up', { level });
	if (camel) next = say(next, 'merv_judge_step_mosque_camel');
	return judgeReward(next, reward);
}

/**
 * The judge's "Mosque" actions (RU L1214–L1228): a step each, none past the top, where its disc
 * stays; its Mosque card leaves the game there (RU L1230, deck.ts). Refused while the copy
 * lacks what the steps need (judgeMosqueNeeds, and the wall pieces' costs of a Wall reward).
 */
export function judgeMosque(d: Doing, count: number): Outcome<Doing> {
	const needs = judgeMosqueNeeds(d.state, d.who, count);
	const needed = [...needs.printed, ...(needs.walls > 0 ? judgeWallNeeds(d.state, needs.walls) : [])];
	if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
	const path = judgePath(d.state, d.who);
	const levels = levelsFor(d.state, d.who, count) ?? [];
	if (!levels.length) return accepted(say(d, 'merv_judge_step_mosque_at_top'));
	let next = d.state.participants[d.who]!.tally.mosqueLevel === 0 ? say(d, 'merv_judge_step_mosque_path', { path }) : d;
	for (const level of levels) {
		const out = judgeStep(next, path, level);
		if (!out.ok) return out;
		next = out.state;
	}
	return accepted(next);
}
