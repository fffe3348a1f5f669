/**
 * Contracts (RU L403–L411): any time in one's turn, several a turn, each card once a game. The card's
 * influence level reached, 1 cube paid, its scrolls and goods put on it; its points and bonus at once.
 */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { CONTRACTS } from '../catalog.ts';
import { convertible } from '../holdings/discoveries.ts';
import { checkHeld, countCubes, pay, settle, type Cubes } from '../holdings/pay.ts';
import { tallyContext, addFavour, withTally } from '../holdings/participants.ts';
import { contractCardId, mervValue, type ContractCard } from '../printed.ts';
import type { MervState } from '../state.ts';
import { checkTally } from '../holdings/tally.ts';
import { withTurn } from '../round/turn.ts';

export interface ContractFulfilled {
	card: number;
	paid: Cubes;
	/** Of the card's goods of either kind, how many are rare; left out, common goods go first. */
	anyRare?: number;
}

export const contractTaken = (state: MervState, card: number) => state.participants.some((p) => (p.contractCards ?? []).includes(card));

/** The card's face when the copy lacks it, as ids for the screen to ask. */
export const contractNeeded = (state: MervState, card: number): string[] =>
	mervValue(state.copy, contractCardId(card)) === null ? [contractCardId(card)] : [];

/**
 * The fee: 1 cube, of any colour (RU L407) unless the card shows one (rules notes 18), white as any and
 * the second discovery's colour as another; null when the payment does not settle it.
 */
function fee(state: MervState, who: number, face: ContractCard, paid: Cubes): { converted: boolean } | null {
	if (countCubes(paid) !== 1) return null;
	return face.cube ? settle([face.cube], paid, { convert: convertible(state, who) }) : { converted: false };
}

/** The goods the card takes: its common and rare ones, and those of either kind split as told or common first. */
export function contractGoods(face: ContractCard, common: number, anyRare?: number): { common: number; rare: number } | null {
	const rare = anyRare ?? Math.max(0, face.anyGood - Math.max(0, common - face.common));
	if (!Number.isInteger(rare) || rare < 0 || rare > face.anyGood) return null;
	return { common: face.common + face.anyGood - rare, rare: face.rare + rare };
}

/**
 * The card taken with its scrolls and goods on it, which serve no other contract but still count in
 * the library and the palace (RU L407), and its points at once (RU L409); the bonus is the caller's.
 */
export function onContract(state: MervState, who: number, card: number, face: ContractCard, goods: { common: number; rare: number }): MervState {
	const next = withTally(state, who, (x) => ({
		...x,
		scrolls: x.scrolls - face.scrolls,
		scrollsOnContracts: x.scrollsOnContracts + face.scrolls,
		common: x.common - goods.common,
		commonOnContracts: x.commonOnContracts + goods.common,
		rare: x.rare - goods.rare,
		rareOnContracts: x.rareOnContracts + goods.rare,
		points: x.points + face.points,
		contracts: x.contracts + 1
	}));
	return { ...next, participants: next.participants.map((p, i) => (i === who ? { ...p, contractCards: [...(p.contractCards ?? []), card] } : p)) };
}

export function fulfil(state: MervState, who: number, e: ContractFulfilled): Outcome<MervState> {
	if (!Number.isInteger(e.card) || e.card < 1 || e.card > CONTRACTS) return refused('merv_refusal_no_such_contract');
	if (contractTaken(state, e.card)) return refused('merv_refusal_contract_taken');
	const face = mervValue<ContractCard>(state.copy, contractCardId(e.card));
	if (face === null) return refused('merv_refusal_printed_needed', { count: 1 });
	const t = state.participants[who]!.tally;
	// At or past the space of the card's level on the influence track (RU L405).
	if (t.influence < face.influence) return refused('merv_refusal_contract_influence', { level: face.influence });
	const settled = fee(state, who, face, e.paid);
	if (!settled) return refused('merv_refusal_contract_fee');
	const held = checkHeld(t, e.paid);
	if (held) return refusedWith(held);
	const goods = contractGoods(face, t.common, e.anyRare);
	if (!goods) return refused('merv_refusal_contract_any', { count: face.anyGood });
	// Scrolls and goods already on a contract cannot serve another (RU L407).
	if (t.scrolls < face.scrolls || t.common < goods.common || t.rare < goods.rare)
		return refused('merv_refusal_contract_needs', { scrolls: face.scrolls, common: goods.common, rare: goods.rare });
	let next = onContract(
		withTally(state, who, (x) => pay(x, e.paid)),
		who,
		e.card,
		face,
		goods
	);
	if (settled.converted) next = withTurn(next, { converted: true });
	// The card's bonus: a favour, or a soldier into the city (RU L409).
	next = face.bonus === 'favour' ? addFavour(next, who, 1) : withTurn(next, { owed: [...next.turn!.owed, { kind: 'soldier' }] });
	const wrong = checkTally(tallyContext(next), who, 'contracts');
	return wrong ? refusedWith(wrong) : accepted(next);
}
