/**
 * Contracts: taken from the contract spaces with a die (PL:362–416), completed as a bonus action of the
 * player's own turn by paying their camels and goods for their reward (PL:600, PL:614–636, PL:715).
 */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { withPlayer } from '../../core/players.ts';
import { sameAmounts, shortfall } from '../../core/resources.ts';
import { checkTakeContracts, contractBonusCoins, contractColumnBonus } from '../board/actions.ts';
import type { Extra } from '../catalog.ts';
import type { ActionOn, VoyagesEntryOf } from '../entries.ts';
import { applyExtras, checkExtras, grantMove, underSpecialPile } from './extras.ts';
import { contractTerms } from '../printed.ts';
import type { PlacedAction } from './spaces.ts';
import { addStock, gainAll, type VoyagesState } from '../state.ts';
import { turnRefusal } from './turn-check.ts';

/** The board's contracts after these are taken: the rest slide left (PL:398); an empty board gets 2 from the special pile (PL:402). */
function afterTaking(state: VoyagesState, picked: readonly string[], discard: readonly string[]): Pick<VoyagesState, 'contractSpaces' | 'specialPile'> {
	// Discarded contracts go under the special pile, starting contracts out of the game (PL:406).
	const specialPile = underSpecialPile(state.specialPile, discard);
	const contractSpaces = state.contractSpaces.filter((c) => !picked.includes(c));
	return contractSpaces.length > 0 ? { contractSpaces, specialPile } : { contractSpaces: specialPile.slice(0, 2), specialPile: specialPile.slice(2) };
}

/**
 * The contracts space: 1 or 2 from the columns up to the die, old contracts put away only to make room (PL:406);
 * columns 5 and 6 add coins or camels, each contract's bonus all one or the other (PL:380).
 */
export function takeContracts(a: PlacedAction<ActionOn<'contracts'>>): Outcome<VoyagesState> {
	const { player, contracts: columns, discard = [], gain = {} } = a.entry;
	const p = a.state.players[player]!;
	if (new Set(discard).size !== discard.length || discard.some((c) => !p.contracts.includes(c))) return refused('refusal_no_such_contract');
	const bad = checkTakeContracts({
		die: a.dice[0]!.value,
		columns,
		onBoard: a.state.contractSpaces.length,
		active: p.contracts.length,
		discard: discard.length
	});
	if (bad) return refusedWith(bad);
	const bonus = columns.reduce((sum, c) => sum + contractColumnBonus(c), 0);
	const coins = gain.coins ?? 0;
	if (Object.keys(gain).some((k) => k !== 'coins' && k !== 'camels') || coins + (gain.camels ?? 0) !== bonus)
		return refused('voyages_refusal_contract_bonus', { bonus });
	if (!contractBonusCoins(columns).includes(coins)) return refused('voyages_refusal_contract_bonus_split');
	const picked = columns.map((c) => a.state.contractSpaces[c - 1]!);
	const next = withPlayer(a.state, player, (q) => gainAll({ ...q, contracts: [...q.contracts.filter((c) => !discard.includes(c)), ...picked] }, gain));
	return accepted({ ...next, ...afterTaking(a.state, picked, discard) });
}

/** Whether a completion matches the contract's printed terms, when they are known: its cost exactly, at least its reward (extras may add more). */
function asPrinted(state: VoyagesState, e: VoyagesEntryOf<'contract.completed'>): boolean {
	const terms = e.contract === undefined ? null : contractTerms(state.copy, e.contract);
	if (!terms) return true;
	return sameAmounts(terms.cost, e.pay) && Object.entries(terms.reward.amounts).every(([k, n]) => (e.reward[k as keyof typeof e.reward] ?? 0) >= (n ?? 0));
}

/** The extras printed on the completed contract's reward; none when it is not named or its terms are not known. */
const extrasOf = (state: VoyagesState, contract: string | undefined): readonly Extra[] =>
	contract === undefined ? [] : (contractTerms(state.copy, contract)?.reward.extras ?? []);

/**
 * A contract completed, a bonus action of the player's own turn (PL:600, PL:715): paid with its camels and goods,
 * never coins (PL:616, PL:622), its reward taken. The contract leaves its active space first, so a contract reward
 * finds room (as Board Game Arena plays it: the rulebook lists the face-down contract last, PL:626); its black die
 * is free (PL:710 limits the purchase), its "move 1" is granted for later in the turn.
 */
function contractCompleted(state: VoyagesState, e: VoyagesEntryOf<'contract.completed'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	if (e.contract !== undefined && !p.contracts.includes(e.contract)) return refused('refusal_no_such_contract');
	if ((e.pay.coins ?? 0) > 0) return refused('voyages_refusal_contract_no_coins');
	// A contract whose terms are known is paid and rewarded as printed.
	if (!asPrinted(state, e)) return refused('refusal_printed_mismatch');
	const short = shortfall(p.stock, e.pay);
	if (Object.keys(short).length > 0)
		return refused('voyages_refusal_contract_cannot_pay', {
			camels: short.camels ?? 0,
			pepper: short.pepper ?? 0,
			silk: short.silk ?? 0,
			gold: short.gold ?? 0
		});
	const active = e.contract === undefined ? p.contracts : p.contracts.filter((c) => c !== e.contract);
	const offered = extrasOf(state, e.contract);
	const wrong = checkExtras(state, active, offered, e.extras);
	if (wrong) return refusedWith(wrong);
	const next = withPlayer(state, e.player, (q) => ({
		...q,
		stock: addStock(addStock(q.stock, e.pay, -1), e.reward),
		points: q.points + (e.reward.points ?? 0),
		completedContracts: q.completedContracts + 1,
		contracts: active
	}));
	const rewarded = applyExtras(next, e.player, e.extras);
	const moves = offered.filter((x) => x === 'move-1').length;
	return accepted({ ...grantMove(rewarded, e.player, `contract:${e.contract}`, moves), tracked: true });
}

export const contractHandlers = { 'contract.completed': contractCompleted };
