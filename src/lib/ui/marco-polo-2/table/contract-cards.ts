/**
 * The contract cards a fulfilled contract names: one this game or this phone knows (picked by what it shows), else the
 * card as typed, taught with the entry (undone with it) and kept on the phone for later games.
 */
import type { Copy } from '$lib/engine/core/printed.ts';
import { CONTRACT_CARD_PREFIX, cardLike, type ContractCard, contractCardId, nextContractCard } from '$lib/engine/marco-polo-2/index.ts';
import { recordFromPhone } from '../board/board-typed.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** The cards this game knows, the phone's filling in. */
export function cardsCopy(session: MarcoPolo2Session): Copy {
	const phone = Object.entries(session.phone.values).filter(([id]) => id.startsWith(CONTRACT_CARD_PREFIX));
	return { values: { ...Object.fromEntries(phone), ...session.state.copy.values } };
}

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
