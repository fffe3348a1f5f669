/** The wall (RU L855–L897): pieces bought at their printed price and built at once, influence from the two nearest sites. */
import { accepted, refused, refusedWith, type Outcome } from '../core/log.ts';
import { GATE_SLOT, SIDES, type CubeColour, type Side } from './catalog.ts';
import { wallInfluence } from './city.ts';
import { convertible } from './library.ts';
import { checkHeld, pay, settle, type Cubes } from './pay.ts';
import { gateId, mervValue, wallId, type WallCost } from './printed.ts';
import type { MervState } from './state.ts';
import { addInfluence, withTally, withTurn } from './turn.ts';

/** A wall piece by its number: walls 1–16, gates 1–4 (RU L865). */
export interface PieceRef {
	kind: 'wall' | 'gate';
	n: number;
}
export interface Placed extends PieceRef {
	side: Side;
	slot: number;
}

export const pieceId = (p: PieceRef) => (p.kind === 'wall' ? wallId(p.n) : gateId(p.n));
/** A gate costs 3 cubes of its colour (RU L867). */
export const GATE_CUBES = 3;

/** A piece's price as the copy shows it, or null while unknown. */
export function piecePrice(state: MervState, p: PieceRef): CubeColour[] | null {
	if (p.kind === 'gate') {
		const colour = mervValue<CubeColour>(state.copy, gateId(p.n));
		return colour === null ? null : Array.from({ length: GATE_CUBES }, () => colour);
	}
	const cost = mervValue<WallCost>(state.copy, wallId(p.n));
	return cost === null ? null : Array.from({ length: cost.cubes }, () => cost.colour);
}

/**
 * Pieces built, each in a free slot of its kind (the middle slot for gates only, RU L871), each piece
 * once; a new piece's influence from the buildings behind it (RU L873). Payment is the caller's.
 */
export function buildPieces(state: MervState, who: number, pieces: readonly Placed[]): Outcome<MervState> {
	let next = state;
	for (const p of pieces) {
		const max = p.kind === 'wall' ? 16 : 4;
		if (!Number.isInteger(p.n) || p.n < 1 || p.n > max || !SIDES.includes(p.side)) return refused('merv_refusal_no_such_slot');
		if (next.piecesBuilt.includes(pieceId(p))) return refused('merv_refusal_piece_built');
		if ((p.slot === GATE_SLOT) !== (p.kind === 'gate')) return refused('merv_refusal_gate_slot');
		if (next.walls[p.side][p.slot]) return refused('merv_refusal_wall_there');
		const influence = wallInfluence(next.city, p.side, p.slot, next.participants[who]!.colour);
		next = {
			...next,
			walls: { ...next.walls, [p.side]: next.walls[p.side].map((b, i) => b || i === p.slot) },
			piecesBuilt: [...next.piecesBuilt, pieceId(p)]
		};
		next = addInfluence(next, who, influence);
	}
	return accepted(next);
}

/** The wall action: one or more pieces at their printed prices, white as any (RU L863–L869). */
export function wall(state: MervState, who: number, pieces: readonly Placed[], paid: Cubes): Outcome<MervState> {
	if (pieces.length < 1) return refused('merv_refusal_take_a_piece');
	const prices = pieces.map((p) => piecePrice(state, p));
	const unknown = prices.filter((p) => p === null).length;
	if (unknown) return refused('merv_refusal_printed_needed', { count: unknown });
	const price = prices.flatMap((p) => p!);
	const settled = settle(price, paid, { convert: convertible(state, who) });
	if (!settled) return refused('merv_refusal_price_pieces', { count: price.length });
	const held = checkHeld(state.participants[who]!.tally, paid);
	if (held) return refusedWith(held);
	const paidState = withTally(state, who, (t) => pay(t, paid));
	return buildPieces(settled.converted ? withTurn(paidState, { converted: true }) : paidState, who, pieces);
}

/** The pieces not built yet. */
export function piecesLeft(state: MervState): PieceRef[] {
	const all: PieceRef[] = [
		...Array.from({ length: 16 }, (_, i) => ({ kind: 'wall' as const, n: i + 1 })),
		...Array.from({ length: 4 }, (_, i) => ({ kind: 'gate' as const, n: i + 1 }))
	];
	return all.filter((p) => !state.piecesBuilt.includes(pieceId(p)));
}
