/**
 * Rewards that are not plain amounts, as the engine applies them (EN supplement "Symbols"): a black die
 * taken for free, the top contract of the special pile, and "move 1". A free black die is not the bonus
 * action that buys one, so it does not count towards its once per turn (PL:710); a contract taken with
 * both active spaces full puts one of them under the special pile (PL:406; EN: or the new one is declined);
 * a move is made later in the turn with its own entry (journey.ts), or lost when the turn ends.
 */
import { isFace } from '../../core/guards.ts';
import { refuse, type Refusal } from '../../core/log.ts';
import { withPlayer } from '../../core/players.ts';
import type { Die } from '../board/actions.ts';
import { STARTING_CONTRACTS } from '../cards/contracts.ts';
import { CONTRACT_BOARD, type Extra } from '../catalog.ts';
import type { RewardExtras, VoyagesState } from '../state.ts';

/** A contract put away goes under the special pile; a starting contract leaves the game (PL:406). */
export const underSpecialPile = (pile: readonly string[], discarded: readonly string[]): string[] => [
	...pile,
	...discarded.filter((c) => !STARTING_CONTRACTS.includes(c))
];

/**
 * The reason these extras cannot be taken from a reward showing `offered`, with the player's active contracts
 * as they stand when it is taken; null when they can (left out, an extra is not taken: a game stored before
 * the app took them keeps replaying as it was).
 */
export function checkExtras(state: VoyagesState, active: readonly string[], offered: readonly Extra[], x: RewardExtras = {}): Refusal | null {
	if (x.blackDie !== undefined) {
		if (!offered.includes('black-die')) return refuse('voyages_refusal_extra_not_offered', { extra: 'black-die' });
		if (!isFace(x.blackDie)) return refuse('refusal_dice_faces', { count: 1 });
		if (state.blackDiceLeft < 1) return refuse('voyages_refusal_no_black_dice_left');
	}
	if (x.contract === undefined && x.discard === undefined) return null;
	if (!offered.includes('contract')) return refuse('voyages_refusal_extra_not_offered', { extra: 'contract' });
	const full = active.length >= CONTRACT_BOARD.activeSlots;
	if (x.contract === 'decline') {
		// Declining is the choice of a player whose spaces are full (EN supplement "Contract").
		if (!full) return refuse('voyages_refusal_contract_reward_room');
		return x.discard === undefined ? null : refuse('voyages_refusal_malformed');
	}
	if (x.contract !== 'take') return refuse('voyages_refusal_malformed');
	if (state.specialPile.length === 0) return refuse('voyages_refusal_special_pile_empty');
	if (x.discard === undefined) return full ? refuse('voyages_refusal_contract_slots_full', { slots: CONTRACT_BOARD.activeSlots }) : null;
	if (!active.includes(x.discard)) return refuse('refusal_no_such_contract');
	return full ? null : refuse('voyages_refusal_contract_discard_not_needed');
}

/** The extras checkExtras accepted, taken by the player: the free black die rolled onto their board, the special pile's top contract. */
export function applyExtras(state: VoyagesState, player: number, x: RewardExtras = {}): VoyagesState {
	let next = state;
	if (x.blackDie !== undefined) {
		const black: Die = { value: x.blackDie, kind: 'black' };
		next = { ...withPlayer(next, player, (p) => ({ ...p, dice: [...p.dice, black] })), blackDiceLeft: next.blackDiceLeft - 1 };
	}
	if (x.contract === 'take') {
		const [top, ...rest] = next.specialPile;
		const discard = x.discard === undefined ? [] : [x.discard];
		next = {
			...withPlayer(next, player, (p) => ({ ...p, contracts: [...p.contracts.filter((c) => !discard.includes(c)), top!] })),
			specialPile: underSpecialPile(rest, discard)
		};
	}
	return next;
}

/** A move the reward grants the player, to make before the turn ends. */
export function grantMove(state: VoyagesState, player: number, reward: string, steps = 1): VoyagesState {
	return steps > 0 ? { ...state, moves: [...state.moves, { player, reward, steps }] } : state;
}
