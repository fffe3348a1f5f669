/**
 * Contracts: taken from the contract spaces with a die (PL:362–416), completed by paying their
 * camels and goods for their reward (PL:614–636).
 */
import { accepted, refused, refusedWith, type Outcome } from '../core/log.ts';
import { checkSeat, withPlayer } from '../core/players.ts';
import { sameAmounts, shortfall } from '../core/resources.ts';
import { checkTakeContracts, contractColumnBonus } from './actions.ts';
import { STARTING_CONTRACTS } from './cards.ts';
import type { VoyagesEntryOf } from './entries.ts';
import { contractTerms } from './printed.ts';
import type { PlacedAction } from './spaces.ts';
import { addStock, gainAll, type VoyagesState } from './state.ts';

/** The board's contracts after these are taken: the rest slide left (PL:398); an empty board gets 2 from the special pile (PL:402). */
function afterTaking(state: VoyagesState, picked: readonly string[], discard: readonly string[]): Pick<VoyagesState, 'contractSpaces' | 'specialPile'> {
	// Discarded contracts go under the special pile, starting contracts out of the game (PL:406).
	const specialPile = [...state.specialPile, ...discard.filter((c) => !STARTING_CONTRACTS.includes(c))];
	const contractSpaces = state.contractSpaces.filter((c) => !picked.includes(c));
	return contractSpaces.length > 0 ? { contractSpaces, specialPile } : { contractSpaces: specialPile.slice(0, 2), specialPile: specialPile.slice(2) };
}

/** The contracts space: 1 or 2 from the columns up to the die, room made on the 2 active spaces; columns 5 and 6 add coins or camels (PL:380). */
export function takeContracts(a: PlacedAction): Outcome<VoyagesState> {
	const { player, contracts: columns, discard = [], gain = {} } = a.entry;
	if (columns === undefined) return refused('voyages_refusal_malformed');
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
	if (Object.keys(gain).some((k) => k !== 'coins' && k !== 'camels') || (gain.coins ?? 0) + (gain.camels ?? 0) !== bonus)
		return refused('voyages_refusal_contract_bonus', { bonus });
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

function contractCompleted(state: VoyagesState, e: VoyagesEntryOf<'contract.completed'>): Outcome<VoyagesState> {
	if (state.phase !== 'playing') return refused('refusal_wrong_phase');
	const bad = checkSeat(e.player, state.players.length);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	if (e.contract !== undefined && !p.contracts.includes(e.contract)) return refused('refusal_no_such_contract');
	// A contract whose terms are known is paid and rewarded as printed.
	if (!asPrinted(state, e)) return refused('refusal_printed_mismatch');
	if ((e.pay.coins ?? 0) > p.stock.coins) return refused('refusal_below_zero', { resource: 'coins' });
	const short = shortfall(p.stock, { ...e.pay, coins: 0 });
	if (Object.keys(short).length > 0)
		return refused('voyages_refusal_contract_cannot_pay', {
			camels: short.camels ?? 0,
			pepper: short.pepper ?? 0,
			silk: short.silk ?? 0,
			gold: short.gold ?? 0
		});
	const next = withPlayer(state, e.player, (q) => ({
		...q,
		stock: addStock(addStock(q.stock, e.pay, -1), e.reward),
		points: q.points + (e.reward.points ?? 0),
		completedContracts: q.completedContracts + 1,
		contracts: e.contract === undefined ? q.contracts : q.contracts.filter((c) => c !== e.contract)
	}));
	return accepted({ ...next, tracked: true });
}

export const contractHandlers = { 'contract.completed': contractCompleted };
