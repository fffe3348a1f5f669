/**
 * The solo judge's "Palace" and "Wall" actions (RU = shared/seeds/002…txt, L1140–L1142,
 * L1238–L1258), done on the game's state with the decisions of actions.ts: for its card, and
 * for the mosque's spaces that give it a palace or a wall action instead (RU L1224–L1225).
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { COURTIERS_PER_COURT, COURTS, type Court } from '../catalog.ts';
import { reached } from '../city/sites.ts';
import { placeCourtiers } from '../handlers/palace.ts';
import { gateId, mervValue, wallId, type WallCost } from '../printed.ts';
import type { MervState } from '../state.ts';
import { buildPieces } from '../handlers/wall.ts';
import { piecesLeft, type PieceRef } from '../city/wall-pieces.ts';
import { judgePalace, judgeWalls, type WallPiece } from './actions.ts';
import { cellParams, say, type Doing } from './doing.ts';

const inCourt = (state: MervState, court: Court) => state.participants.reduce((n, p) => n + p.tally[`court.${court}`], 0);

/**
 * The judge's "Palace" actions (RU L1140–L1142): 1 courtier for 1–3 actions, 2 for 4–5, each in the
 * court with room that scores it most (judgePalace). The first courtier in a court gains its favour
 * as anyone's does (RU L679): the judge never takes favour as its action (RU L1095) but gains it
 * "as a result of other actions", and the palace is one. None when no servant is left (RU L90).
 */
export function judgePalaceAction(d: Doing, count: number): Doing {
	const free = Object.fromEntries(COURTS.map((c) => [c, COURTIERS_PER_COURT - inCourt(d.state, c)])) as Record<Court, number>;
	const player = d.state.participants.find((p) => p.colour === d.colours.player)!;
	const courts = judgePalace(count, { judge: d.state.participants[d.who]!.tally, player: player.tally }, free);
	if (!courts.length) return say(d, 'merv_judge_step_no_courtier');
	let next = d;
	for (const court of courts) {
		const first = inCourt(next.state, court) === 0;
		const out = placeCourtiers(next.state, next.who, [court]);
		if (!out.ok) return say(next, 'merv_judge_step_no_courtier');
		next = say({ ...next, state: out.state }, first ? 'merv_judge_step_courtier_favour' : 'merv_judge_step_courtier', { court });
	}
	return next;
}

/** Wall pieces as the judge weighs them: walls 1–16 as ids 1–16, gates 1–4 as 17–20. */
const GATE_ID_FROM = 16;
const refOf = (piece: WallPiece): PieceRef => (piece.kind === 'wall' ? { kind: 'wall', n: piece.id } : { kind: 'gate', n: piece.id - GATE_ID_FROM });
const printedId = (p: PieceRef) => (p.kind === 'wall' ? wallId(p.n) : gateId(p.n));

function weighed(state: MervState, p: PieceRef): WallPiece | null {
	if (p.kind === 'gate') {
		const colour = mervValue<WallPiece['colour']>(state.copy, gateId(p.n));
		return colour === null ? null : { id: GATE_ID_FROM + p.n, kind: 'gate', colour, cubes: 3 };
	}
	const cost = mervValue<WallCost>(state.copy, wallId(p.n));
	return cost === null ? null : { id: p.n, kind: 'wall', colour: cost.colour, cubes: cost.cubes };
}

/**
 * The printed values the judge needs to build `count` pieces: to find the cheapest, the cost of every
 * wall piece left; the colour of every gate left too when it will get to the gates (RU L1238).
 */
export function judgeWallNeeds(state: MervState, count: number): string[] {
	const left = piecesLeft(state);
	const walls = left.filter((p) => p.kind === 'wall');
	const looked = count > walls.length ? left : walls;
	return looked.filter((p) => weighed(state, p) === null).map(printedId);
}

/** The judge's "Wall" actions (RU L1238–L1258): a piece each, chosen and placed by judgeWalls; influence as anyone's (RU L873). */
export function judgeWallAction(d: Doing, count: number): Outcome<Doing> {
	const needed = judgeWallNeeds(d.state, count);
	if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
	const pieces = piecesLeft(d.state).flatMap((p) => weighed(d.state, p) ?? []);
	const { city, walls } = d.state;
	const chosen = judgeWalls({ city, walls, judge: d.colours.judge, chamberlain: d.colours.chamberlain }, pieces, count);
	let next = d;
	for (const c of chosen) {
		const out = buildPieces(next.state, next.who, [{ ...refOf(c.piece), side: c.side, slot: c.slot }]);
		if (!out.ok) break;
		const where = cellParams(reached(c.side, c.slot)[0]!);
		const params = { side: c.side, colour: c.piece.colour, influence: c.influence };
		next = say(
			{ ...next, state: out.state },
			c.piece.kind === 'gate' ? 'merv_judge_step_gate' : 'merv_judge_step_wall',
			c.piece.kind === 'gate' ? params : { ...params, ...where }
		);
	}
	return accepted(chosen.length < count ? say(next, 'merv_judge_step_no_wall') : next);
}
