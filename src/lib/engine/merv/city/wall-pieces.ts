/** The wall's 20 pieces (RU L865–L867): walls 1–16 and gates 1–4, each built once, at the price the copy shows. */
import type { CubeColour, Side } from '../catalog.ts';
import { gateId, mervValue, wallId, type WallCost } from '../printed.ts';
import type { MervState } from '../state.ts';

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

/** The pieces not built yet. */
export function piecesLeft(state: MervState): PieceRef[] {
	const all: PieceRef[] = [
		...Array.from({ length: 16 }, (_, i) => ({ kind: 'wall' as const, n: i + 1 })),
		...Array.from({ length: 4 }, (_, i) => ({ kind: 'gate' as const, n: i + 1 }))
	];
	return all.filter((p) => !state.piecesBuilt.includes(pieceId(p)));
}
