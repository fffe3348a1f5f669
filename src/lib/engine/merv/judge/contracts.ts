/**
 * The solo judge's contracts (RU = shared/seeds/002…txt, L1206–L1208; L1182 after its third
 * discovery's post). Which cards lie open on top of the stacks is not kept by the app: the table
 * gives them with `judge.played`, and the faces come from the copy.
 */
import { accepted, refused, type Outcome } from '../../core/log.ts';
import { CONTRACTS } from '../catalog.ts';
import { contractGoods, contractNeeded, contractTaken, onContract } from '../handlers/contracts.ts';
import { contractCardId, mervValue, type ContractCard } from '../printed.ts';
import type { MervState, Tally } from '../state.ts';
import { addFavour } from '../holdings/participants.ts';
import { best } from './geometry.ts';
import { judgeSoldier, say, type Doing } from './doing.ts';

export interface OpenContract {
	card: number;
	face: ContractCard;
}

/**
 * What the judge puts on a card (RU L1206): its scrolls, and its goods, common ones first for those of
 * either kind; null when it lacks them. Its influence is never looked at (RU L1115, L1206).
 */
export function judgeContractGoods(face: ContractCard, t: Pick<Tally, 'scrolls' | 'common' | 'rare'>): { common: number; rare: number } | null {
	if (!(t.scrolls >= face.scrolls)) return null;
	const goods = contractGoods(face, t.common);
	return goods && t.common >= goods.common && t.rare >= goods.rare ? goods : null;
}

/**
 * The contract the judge fulfils (RU L1206): of the open cards it can fulfil, the one worth most
 * points; of those, the one that "needs the most influence and lets it place a soldier", read as the
 * most influence first, then a soldier's card before a favour's; then the first as the table listed
 * them. Null when it can fulfil none.
 */
export function judgeContract(open: readonly OpenContract[], t: Pick<Tally, 'scrolls' | 'common' | 'rare'>): OpenContract | null {
	const can = open.filter((o) => judgeContractGoods(o.face, t) !== null);
	return best(can, (o) => [o.face.points, o.face.influence, o.face.bonus === 'soldier' ? 1 : 0]);
}

const uniqueCards = (cards: readonly number[]) => [...new Set(cards)].filter((c) => Number.isInteger(c) && c >= 1 && c <= CONTRACTS);

/** The printed faces the judge needs of these open cards, as ids for the screen to ask; cards fulfilled already are left out. */
export const judgeContractFacesNeeded = (state: MervState, cards: readonly number[]): string[] =>
	uniqueCards(cards)
		.filter((c) => !contractTaken(state, c))
		.flatMap((c) => contractNeeded(state, c));

/** Whether every contract card is fulfilled: then nothing is open and the table need not be asked. */
export const allContractsTaken = (state: MervState) => state.participants.reduce((n, p) => n + (p.contractCards ?? []).length, 0) >= CONTRACTS;

/**
 * A card taken by the judge and its bonus (RU L409). No cube is paid: where a player pays 1 cube and
 * puts scrolls and goods on the card (RU L407), the judge's rule has it put "goods and scrolls" on it
 * "by the usual rules" and names no cube (RU L1206); and the judge holds no resources, its turn having
 * no production (RU L975–L1057).
 */
function take(d: Doing, o: OpenContract, goods: { common: number; rare: number }): Doing {
	const { face } = o;
	const state = onContract(d.state, d.who, o.card, face, goods);
	const params = { card: o.card, points: face.points, scrolls: face.scrolls, common: goods.common, rare: goods.rare };
	const next = say({ ...d, state, open: (d.open ?? []).filter((c) => c !== o.card) }, 'merv_judge_step_contract', params);
	if (face.bonus === 'favour') return say({ ...next, state: addFavour(next.state, next.who, 1) }, 'merv_judge_step_contract_favour');
	return judgeSoldier(say(next, 'merv_judge_step_contract_soldier'));
}

/**
 * The judge's contracts (RU L1206–L1208): while it can fulfil an open card, the best by
 * judgeContract; its turn's contracts end when it can fulfil none. After its third discovery's post
 * (`newGood`, RU L1182) only a contract the new good makes possible, and one at most: the one good
 * serves one card (RU L407). Refused without the open cards (unless every card is fulfilled), or
 * while the copy lacks one of their faces.
 */
export function judgeContracts(d: Doing, newGood?: 'common' | 'rare'): Outcome<Doing> {
	const cards = d.open ?? (allContractsTaken(d.state) ? [] : null);
	if (cards === null) return refused('merv_refusal_judge_contracts');
	const needed = judgeContractFacesNeeded(d.state, cards);
	if (needed.length) return refused('merv_refusal_printed_needed', { count: needed.length });
	let left: OpenContract[] = uniqueCards(cards)
		.filter((card) => !contractTaken(d.state, card))
		.map((card) => ({ card, face: mervValue<ContractCard>(d.state.copy, contractCardId(card))! }));
	let next: Doing = { ...d, open: cards };
	let taken = 0;
	for (let i = 0; i < CONTRACTS && left.length; i++) {
		const t = next.state.participants[next.who]!.tally;
		const pool = newGood ? left.filter((o) => judgeContractGoods(o.face, { ...t, [newGood]: t[newGood] - 1 }) === null) : left;
		const pick = judgeContract(pool, t);
		if (pick === null) break;
		next = take(next, pick, judgeContractGoods(pick.face, t)!);
		left = left.filter((o) => o !== pick);
		taken++;
		if (newGood) break;
	}
	return accepted(taken ? next : say(next, 'merv_judge_step_no_contract'));
}
