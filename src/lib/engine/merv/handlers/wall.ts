/** The wall (RU L855–L897): pieces bought at their printed price and built at once, influence from the two nearest sites. */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { GATE_SLOT, SIDES } from '../catalog.ts';
import { wallInfluence } from '../city/sites.ts';
import { convertible } from '../holdings/discoveries.ts';
import { checkHeld, pay, settle, type Cubes } from '../holdings/pay.ts';
import type { MervState } from '../state.ts';
import { addInfluence, withTally } from '../holdings/participants.ts';
import { withTurn } from '../round/turn.ts';
import { pieceId, piecePrice, type Placed } from '../city/wall-pieces.ts';

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
