/**
 * The contract cards a fulfilled contract names: one this game or this phone knows (picked by what it shows), else the
 * card as typed, taught with the entry (undone with it) and kept on the phone for later games.
 */
import { m } from '$lib/ui/messages.ts';
import type { Copy } from '$lib/engine/core/printed.ts';
import { CONTRACT_CARD_PREFIX, cardLike, type ContractCard, contractCardId, nextContractCard } from '$lib/engine/marco-polo-2/index.ts';
import { bundleText, type Bundle } from '$lib/ui/bundle.ts';
import { recordFromPhone } from '../board/board-typed.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** The cards this game knows, the phone's filling in. */
export function cardsCopy(session: MarcoPolo2Session): Copy {
	const phone = Object.entries(session.phone.values).filter(([id]) => id.startsWith(CONTRACT_CARD_PREFIX));
	return { values: { ...Object.fromEntries(phone), ...session.state.copy.values } };
}

/** A card as its face reads: "2 silk, 1 camel → 6 VP, +1". */
export const contractCardText = (c: ContractCard) =>
	`${bundleText(c.pay)} → ${[
		...(Object.keys(c.reward).length ? [bundleText(c.reward)] : []),
		...(c.plusOnes ? [`+1 ×${c.plusOnes}`] : []),
		...(c.blackDie ? [m.marco_polo_2_contract_card_black_die()] : [])
	].join(', ')}`;

const amounts = (b: Bundle) => Object.fromEntries(Object.entries(b).filter(([, n]) => (n ?? 0) > 0));

/** A card as the form holds it, in the copy's shape (no zeros, no empty extras). */
export const cardOf = (f: { pay: Bundle; reward: Bundle; plusOnes: number; blackDie: boolean }): ContractCard => ({
	pay: amounts(f.pay),
	reward: amounts(f.reward),
	...(f.plusOnes > 0 ? { plusOnes: f.plusOnes } : {}),
	...(f.blackDie ? { blackDie: true } : {})
});

/**
 * What the entry adds to name its card: the card (recorded in the game first when only the phone knew it) and, for a
 * card not met before, the card taught; nothing for a contract that shows nothing. A refusal if recording failed.
 */
export async function namedCard(session: MarcoPolo2Session, card: ContractCard) {
	if (!Object.keys(card.pay).length && !Object.keys(card.reward).length) return { extra: {}, taught: {} };
	const copy = cardsCopy(session);
	const known = cardLike(copy, card);
	if (known === null) {
		const id = contractCardId(nextContractCard(copy));
		const taught = { [id]: card };
		return { extra: { card: nextContractCard(copy), learned: taught }, taught };
	}
	const id = contractCardId(known);
	const bad = session.state.copy.values[id] === undefined ? await recordFromPhone(session, { [id]: structuredClone(session.phone.values[id]) }) : null;
	return bad ? { refusal: bad } : { extra: { card: known }, taught: {} };
}
