/** Contracts taken outside the Contracts action: on arriving in a city with contracts, or from a reward icon (RU L436, L975–977). */
import { accepted, refuse, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import type { TrackerEntryOf } from '../table/entries.ts';
import { ACTIVE_CONTRACT_SLOTS, checkTurn, withTablePlayer, type ActiveContract, type Seats, type TablePlayer, type TableState } from '../table/state.ts';

type Taken = TrackerEntryOf<'contract.taken'>;

/**
 * Why this source gives no contract now, or null. On arriving: one per trading post built this turn (in a city with
 * contracts, which the app does not know); onto the active contracts as the Portuguese and Hungarian rulebooks say
 * (PT L453, HU L434; the Russian one, RU L436, puts it on the completed ones: the majority is followed). A contract
 * from a city needs a trading post there (RU L977); the top of the pile needs nothing (RU L975).
 */
function checkSource(table: TableState, p: TablePlayer, e: Taken): Refusal | null {
	if (e.from === 'arrival' && !table.turnPosts.some((tp) => tp.player === e.player && !tp.contract)) return refuse('marco_polo_2_refusal_arrival_contract');
	if (e.from === 'city' && p.tradingPosts.length === 0) return refuse('marco_polo_2_refusal_needs_trading_post');
	return null;
}

/**
 * The active contracts after the new one, or why not: with a free space it goes there and nothing is discarded;
 * with both taken one is discarded to make room (RU L531, L977), never one taken this turn from the board (RU L542),
 * while from the top of the pile the one just taken may go back under it instead (RU L975).
 */
function contractsAfter(p: TablePlayer, e: Taken): ActiveContract[] | Refusal {
	const taken: ActiveContract = { starting: false, takenThisTurn: true };
	if (p.contracts.length < ACTIVE_CONTRACT_SLOTS)
		return e.discard === undefined ? [...p.contracts, taken] : refuse('marco_polo_2_refusal_contract_discard_room');
	if (e.discard === undefined) return refuse('marco_polo_2_refusal_contract_slots', { max: ACTIVE_CONTRACT_SLOTS });
	if (e.discard === 'taken') return e.from === 'pile' ? p.contracts : refuse('marco_polo_2_refusal_discard_new_contract');
	const old = p.contracts[e.discard];
	if (!old) return refuse('refusal_no_such_contract');
	if (e.from === 'arrival' && old.takenThisTurn) return refuse('marco_polo_2_refusal_discard_new_contract');
	return [...p.contracts.filter((_, i) => i !== e.discard), taken];
}

/** A contract taken outside the Contracts action, in the player's own turn. */
export function takeContract(table: TableState, seats: Seats, e: Taken): Outcome<TableState> {
	const bad = checkTurn(table, seats, e.player);
	if (bad) return refusedWith(bad);
	const p = table.players[e.player]!;
	const wrong = checkSource(table, p, e);
	if (wrong) return refusedWith(wrong);
	const contracts = contractsAfter(p, e);
	if (!Array.isArray(contracts)) return refusedWith(contracts);
	let next = withTablePlayer(table, e.player, { ...p, contracts });
	if (e.from === 'arrival') {
		const i = table.turnPosts.findIndex((tp) => tp.player === e.player && !tp.contract);
		next = { ...next, turnPosts: table.turnPosts.map((tp, j) => (j === i ? { ...tp, contract: true } : tp)) };
	}
	return accepted(next);
}
