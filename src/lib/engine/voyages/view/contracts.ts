/**
 * A contract completed as the screens enter it (PL:614–636): what it costs and gives as printed, the extras of
 * its reward (a free black die, the special pile's top contract, PL:406, PL:710) and what the form sends for them.
 */
import { CONTRACT_BOARD, GOODS, type Extra } from '../catalog.ts';
import type { VoyagesState, RewardExtras } from '../state.ts';
import { contractTerms } from '../printed.ts';

/** What a reward's extras let the player choose: a free black die (while the board has one); the special pile's top contract, and whether both active spaces are full. */
export function extrasChoice(state: VoyagesState, active: readonly string[], offered: readonly Extra[]) {
	return {
		blackDie: offered.includes('black-die') && state.blackDiceLeft > 0,
		contract:
			offered.includes('contract') && state.specialPile.length > 0 ? { top: state.specialPile[0]!, full: active.length >= CONTRACT_BOARD.activeSlots } : null
	};
}

/** What the extras form says: the free black die's face (null: not taken); with both spaces full, 'decline' (or '') or 'discard:<contract>' (take it, that one put away). */
export interface ExtrasForm {
	blackDie: number | null;
	contract: string;
}

/** The extras an entry sends from the form: the contract taken by itself where there is room. */
export function rewardExtras(choice: ReturnType<typeof extrasChoice>, form: ExtrasForm): RewardExtras {
	const out: RewardExtras = {};
	if (choice.blackDie && form.blackDie !== null) out.blackDie = form.blackDie;
	if (choice.contract && !choice.contract.full) out.contract = 'take';
	else if (choice.contract && (form.contract === 'decline' || form.contract === '')) out.contract = 'decline';
	else if (choice.contract && form.contract.startsWith('discard:')) Object.assign(out, { contract: 'take', discard: form.contract.slice('discard:'.length) });
	return out;
}

/** What a contract is paid with: camels and goods, never coins (PL:616, PL:622). */
export const CONTRACT_PAY_KEYS = ['camels', ...GOODS] as const;

/** A contract to complete: what it costs and gives as printed (when known), its extras, and the player's active contracts once it leaves its space. */
export function contractToComplete(state: VoyagesState, player: number, contract: string) {
	const terms = contract ? contractTerms(state.copy, contract) : null;
	const active = (state.players[player]?.contracts ?? []).filter((c) => c !== contract);
	const offered = terms?.reward.extras ?? [];
	return { pay: { ...(terms?.cost ?? {}) }, reward: { ...(terms?.reward.amounts ?? {}) }, offered, active, choice: extrasChoice(state, active, offered) };
}
