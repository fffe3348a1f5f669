/** Bonus actions: any number, in one's own turn, before or after the main action (RU L600–751). */
import { checkAdjust, takeDice } from '../../core/dice.ts';
import { isFace, isWhole } from '../../core/guards.ts';
import { accepted, isRefusal, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { sameAmounts } from '../../core/resources.ts';
import { BONUS_ACTION_COSTS, CHARACTER_RULES, moneyBagGain } from '../catalog.ts';
import { guildImprovedBonusId, guildUpgradeCostId } from '../printed.ts';
import type { TrackerEntryOf } from '../table/entries.ts';
import type { Copy } from '../../core/printed.ts';
import { contractCards, sameCard } from '../table/contract-cards.ts';
import { dieBonus } from './round.ts';
import { addBundles, builtInBundle, gain, pay } from '../table/stock.ts';
import { CONTRACT_PAY_KEYS, checkTurn, withTablePlayer, type Seats, type TablePlayer, type TableState } from '../table/state.ts';

/** The player whose turn it is, before a bonus action, or why it is not theirs. */
function turnPlayer(table: TableState, seats: Seats, player: number): TablePlayer | Refusal {
	return checkTurn(table, seats, player) ?? table.players[player]!;
}

/** Money bag: any die for 3 coins, 2 camels or 1 jade; not an action space (RU L672–690). */
export function moneyBag(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.moneyBag'>): Outcome<TableState> {
	const p = turnPlayer(table, seats, e.player);
	if (isRefusal(p)) return refusedWith(p);
	const taken = takeDice(p.dice, [e.die]);
	if (isRefusal(taken)) return refusedWith(taken);
	// Before the main action, dice left after the money bag must still go to an action (RU L679);
	// only a player whose one die was all they had at the start of the turn may bag it and stop (RU L681).
	if (!table.mainActionTaken && taken.rest.length === 0 && table.turnStartDice !== 1) return refused('marco_polo_2_refusal_money_bag_last_die');
	return accepted(withTablePlayer(table, e.player, gain({ ...p, dice: taken.rest }, moneyBagGain(e.take), seats[e.player]?.character ?? null)));
}

/** Reroll a die for 1 camel (RU L692–701); ±1 on a die for 2 camels, never 6 to 1 or 1 to 6 (RU L703–717). */
export function changeDie(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.reroll' | 'bonus.adjustDie'>): Outcome<TableState> {
	const p = turnPlayer(table, seats, e.player);
	if (isRefusal(p)) return refusedWith(p);
	const die = p.dice[e.die];
	if (!die) return refused('refusal_no_such_die');
	const face = e.type === 'bonus.reroll' ? e.face : die.face + e.delta;
	const bad = e.type === 'bonus.reroll' ? (isFace(e.face) ? null : refuse('refusal_die_face')) : checkAdjust(die.face, e.delta);
	if (bad) return refusedWith(bad);
	const paid = pay(p, { camels: e.type === 'bonus.reroll' ? BONUS_ACTION_COSTS.reroll : BONUS_ACTION_COSTS.plusMinusOne }, false, e.jadeFor);
	if (isRefusal(paid)) return refusedWith(paid);
	const changed = { ...paid, dice: paid.dice.map((d, i) => (i === e.die ? { ...d, face } : d)) };
	// Isabella Donati's bonus for a reroll only when the table counts every roll (the English text; RU L1172: the first roll only).
	const character = seats[e.player]?.character ?? null;
	const everyRoll = e.type === 'bonus.reroll' && table.options.isabellaRolls === 'every-roll';
	return accepted(withTablePlayer(table, e.player, everyRoll ? gain(changed, dieBonus(character, face), character) : changed));
}

/** Take a black die for 3 camels, once per turn, from the supply (RU L719–737). */
export function buyBlackDie(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.blackDie'>): Outcome<TableState> {
	const p = turnPlayer(table, seats, e.player);
	if (isRefusal(p)) return refusedWith(p);
	if (p.blackDieBoughtThisTurn) return refused('marco_polo_2_refusal_black_die_once_per_turn');
	if (table.blackDiceInSupply <= 0) return refused('marco_polo_2_refusal_no_black_dice');
	if (!isFace(e.face)) return refused('refusal_die_face');
	const paid = pay(p, { camels: BONUS_ACTION_COSTS.blackDie }, false, e.jadeFor);
	if (isRefusal(paid)) return refusedWith(paid);
	const character = seats[e.player]?.character ?? null;
	// Isabella Donati: a bonus for every die's first roll in the round, black ones too (RU L1172).
	const q = gain({ ...paid, dice: [...paid.dice, { face: e.face, black: true }], blackDieBoughtThisTurn: true }, dieBonus(character, e.face), character);
	return accepted({ ...withTablePlayer(table, e.player, q), blackDiceInSupply: table.blackDiceInSupply - 1, turnStartDice: table.turnStartDice + 1 });
}

/** Why a contract cannot be fulfilled so, or null: paid in goods and camels; extras a black die (if one is left) or "+1"s (RU L612–656, L975–1001). */
function checkContract(table: TableState, p: TablePlayer, e: TrackerEntryOf<'bonus.fulfilContract'>): Refusal | null {
	if (!p.contracts[e.contract]) return refuse('refusal_no_such_contract');
	const paidWith = Object.entries(e.pay).filter(([, n]) => (n ?? 0) > 0);
	if (paidWith.some(([k]) => !(CONTRACT_PAY_KEYS as readonly string[]).includes(k))) return refuse('marco_polo_2_refusal_contract_cost');
	const extras = e.reward2;
	// With no black die left the contract is still fulfilled: the die is simply not received (RU L1001).
	if (extras?.blackDieFace !== undefined && table.blackDiceInSupply > 0 && !isFace(extras.blackDieFace)) return refuse('refusal_die_face');
	if (extras?.plusOnes !== undefined && !isWhole(extras.plusOnes)) return refuse('refusal_not_whole_number', { field: 'value' });
	return null;
}

/** A contract named as a card of the copy pays and gives what the card prints (the copy learned it, table/contract-cards.ts). */
function checkCard(table: TableState, copy: Copy, e: TrackerEntryOf<'bonus.fulfilContract'>): Refusal | null {
	if (e.card === undefined) return null;
	const card = contractCards(copy).find((c) => c.n === e.card)?.card;
	if (!card) return refuse('refusal_no_such_contract');
	// A black die the card gives is not received with none left in the supply (RU L1001): no face then.
	const blackDie = e.reward2?.blackDieFace !== undefined || (card.blackDie === true && table.blackDiceInSupply <= 0);
	const entered = { pay: e.pay, reward: e.reward, plusOnes: e.reward2?.plusOnes, blackDie };
	return sameCard(card, entered) ? null : refuse('refusal_printed_mismatch');
}

export function fulfilContract(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.fulfilContract'>, copy: Copy): Outcome<TableState> {
	const p = turnPlayer(table, seats, e.player);
	if (isRefusal(p)) return refusedWith(p);
	const bad = checkContract(table, p, e) ?? checkCard(table, copy, e);
	if (bad) return refusedWith(bad);
	// Contracts are paid in goods and camels; jade only replaces camels here.
	const paid = pay(p, e.pay, false, e.jadeFor);
	if (isRefusal(paid)) return refusedWith(paid);
	const character = seats[e.player]?.character ?? null;
	let q: TablePlayer = { ...paid, contracts: paid.contracts.filter((_, i) => i !== e.contract), completedContracts: paid.completedContracts + 1 };
	// Abha Basu: 1 jade per completed contract (and its VP through gain) (RU L1130).
	q = gain(q, character === 'abha-basu' ? addBundles(e.reward, { jade: CHARACTER_RULES['abha-basu'].jadePerContract }) : e.reward, character);
	q = { ...q, plusOnes: q.plusOnes + (e.reward2?.plusOnes ?? 0) };
	const face = e.reward2?.blackDieFace;
	if (face === undefined || table.blackDiceInSupply <= 0) return accepted(withTablePlayer(table, e.player, q));
	// The black die counts as a die of the turn; Isabella Donati gains its bonus too (RU L681, L1172).
	q = gain({ ...q, dice: [...q.dice, { face, black: true }] }, dieBonus(character, face), character);
	return accepted({ ...withTablePlayer(table, e.player, q), blackDiceInSupply: table.blackDiceInSupply - 1, turnStartDice: table.turnStartDice + 1 });
}

/** Improve a guild seal: pay what is printed on it, gain its bonus now and every round; De Wu takes 1 jade (RU L658–666, L1140). */
export function improveSeal(table: TableState, seats: Seats, e: TrackerEntryOf<'bonus.improveSeal'>): Outcome<TableState> {
	const p = turnPlayer(table, seats, e.player);
	if (isRefusal(p)) return refusedWith(p);
	if (p.seals[e.guild] === 'none') return refused('marco_polo_2_refusal_improve_seal_not_held');
	if (p.seals[e.guild] === 'improved') return refused('marco_polo_2_refusal_seal_already_improved');
	const knownCost = builtInBundle(guildUpgradeCostId(e.guild));
	const knownBonus = builtInBundle(guildImprovedBonusId(e.guild));
	if ((knownCost && !sameAmounts(knownCost, e.cost)) || (knownBonus && !sameAmounts(knownBonus, e.bonus))) return refused('refusal_printed_mismatch');
	const paid = pay(p, e.cost, false, e.jadeFor);
	if (isRefusal(paid)) return refusedWith(paid);
	const character = seats[e.player]?.character ?? null;
	const deWu = character === 'de-wu' ? { jade: CHARACTER_RULES['de-wu'].jadePerImprovedSeal } : {};
	const q = gain({ ...paid, seals: { ...paid.seals, [e.guild]: 'improved' } }, addBundles(e.bonus, deWu), character);
	return accepted(withTablePlayer(table, e.player, q));
}
