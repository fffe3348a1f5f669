/**
 * Contract cards as the player's copy teaches them, learned the way the board is: the first time a card is fulfilled its
 * cost and reward are typed (RU L612–656), kept as a card of the copy, and offered by what it shows from then on. The
 * rulebooks list no card, so the copy numbers them in the order they were met; a card is what it prints.
 */
import * as v from 'valibot';
import type { Copy, PrintedFamily } from '../../core/printed.ts';
import { amounts, notList, whole } from '../../core/schema.ts';
import { STOCK } from '../catalog.ts';

export const CONTRACT_CARD_PREFIX = 'marco-polo-2.contract-card.';
export const contractCardId = (n: number) => `${CONTRACT_CARD_PREFIX}${n}`;

type CardBundle = Partial<Record<(typeof STOCK)[number] | 'points', number>>;
/** What a contract card prints: its cost, its reward, and the reward's "+1"s and black die. */
export interface ContractCard {
	pay: CardBundle;
	reward: CardBundle;
	plusOnes?: number;
	blackDie?: boolean;
}

const bundle = amounts([...STOCK, 'points']);
const cardValue = notList(
	v.strictObject({ pay: bundle, reward: bundle, plusOnes: v.optional(whole()), blackDie: v.optional(v.boolean()) }, 'refusal_no_such_resource')
);

/** The family of contract cards in a copy, for the game's printed catalog: kept on the phone for every later game. */
export const CONTRACT_CARD_FAMILY: PrintedFamily = {
	prefix: CONTRACT_CARD_PREFIX,
	group: 'contract-card',
	kind: 'contract-card',
	schema: cardValue,
	key: /^[1-9]\d{0,2}$/
};

/** The contract cards a copy knows, by number, in the order they were met; values that do not fit a card are left out. */
export function contractCards(copy: Copy): { n: number; card: ContractCard }[] {
	const out: { n: number; card: ContractCard }[] = [];
	for (const [id, value] of Object.entries(copy.values)) {
		if (!id.startsWith(CONTRACT_CARD_PREFIX) || !CONTRACT_CARD_FAMILY.key!.test(id.slice(CONTRACT_CARD_PREFIX.length))) continue;
		const parsed = v.safeParse(cardValue, value);
		if (parsed.success) out.push({ n: Number(id.slice(CONTRACT_CARD_PREFIX.length)), card: parsed.output });
	}
	return out.sort((a, b) => a.n - b.n);
}

const amountsOf = (b: CardBundle) => Object.fromEntries(Object.entries(b).filter(([, n]) => (n ?? 0) > 0));

/** A card as a form holds it (zeros, no "+1"s, no black die), in the copy's shape: no zeros, no empty extras. */
export const contractCardOf = (f: { pay: CardBundle; reward: CardBundle; plusOnes: number; blackDie: boolean }): ContractCard => ({
	pay: amountsOf(f.pay),
	reward: amountsOf(f.reward),
	...(f.plusOnes > 0 ? { plusOnes: f.plusOnes } : {}),
	...(f.blackDie ? { blackDie: true } : {})
});
/** Two cards print the same: the same amounts (a zero is no amount), "+1"s and black die. */
export function sameCard(a: ContractCard, b: ContractCard): boolean {
	const plain = (c: ContractCard) =>
		JSON.stringify(
			[amountsOf(c.pay), amountsOf(c.reward), c.plusOnes ?? 0, c.blackDie ?? false].map((x) => (typeof x === 'object' ? Object.entries(x).sort() : x))
		);
	return plain(a) === plain(b);
}

/** The card of the copy that prints this, or null. */
export const cardLike = (copy: Copy, card: ContractCard): number | null => contractCards(copy).find((c) => sameCard(c.card, card))?.n ?? null;

/** The number the next card met takes in this copy: after every number in use (a value that is no card still holds its id). */
export const nextContractCard = (copy: Copy): number =>
	Math.max(
		0,
		...Object.keys(copy.values)
			.filter((id) => id.startsWith(CONTRACT_CARD_PREFIX) && CONTRACT_CARD_FAMILY.key!.test(id.slice(CONTRACT_CARD_PREFIX.length)))
			.map((id) => Number(id.slice(CONTRACT_CARD_PREFIX.length)))
	) + 1;
