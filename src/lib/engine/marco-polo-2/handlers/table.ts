/**
 * The table's entries as rules of the game: each plays on the table while the game is being played. Their rules: a round,
 * its dice and turns in round.ts; the main action in actions.ts (where the dice go: placement.ts; what the space does:
 * spaces.ts; a move on the learned board: board-travel.ts); bonus actions in bonus.ts; what characters change in
 * characters.ts; contracts taken in contracts.ts; corrections in corrections.ts.
 */
import { accepted, type Outcome } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import type { Handlers } from '../../core/rules.ts';
import type { MarcoPolo2State } from '../state.ts';
import { playAction } from './actions.ts';
import { buyBlackDie, changeDie, fulfilContract, improveSeal, moneyBag } from './bonus.ts';
import { cashOutpostTile } from './characters.ts';
import { takeContract } from './contracts.ts';
import { adjustStock, placeFigure, placeTradingPost, setSeal } from './corrections.ts';
import type { LearnedValues, TrackerEntry } from '../table/entries.ts';
import { recordLearned } from './copy.ts';
import { endTurn, rollDice, setOption, startRound } from './round.ts';
import { tableAtSetup, type Seats, type TableState } from '../table/state.ts';

/** A rule of the table: the table, who sits at it, the entry, and the printed values the game is played with. */
type TableRule<E> = (table: TableState, seats: Seats, entry: E, copy: Copy) => Outcome<TableState>;

/** A rule of the table as a rule of the game, while playing; anything entered marks the table as tracked. */
function onTable<E>(rule: TableRule<E>) {
	return (state: MarcoPolo2State, entry: E): Outcome<MarcoPolo2State> => {
		const played = rule(state.table ?? tableAtSetup(state), state.players, entry, state.copy);
		return played.ok ? accepted({ ...state, table: { ...played.state, tracked: true } }) : played;
	};
}

/**
 * A rule of the table whose entry may carry what it taught the game (`learned`): recorded in the game's copy first, the
 * entry then played with it; either refused, nothing is kept. Undoing the entry takes back what it taught with it.
 */
function learning<E extends { learned?: LearnedValues }>(rule: TableRule<E>) {
	const played = onTable(rule);
	return (state: MarcoPolo2State, entry: E): Outcome<MarcoPolo2State> => {
		if (!entry.learned) return played(state, entry);
		const taught = recordLearned(state, entry.learned, true);
		return taught.ok ? played(taught.state, entry) : taught;
	};
}

export const tableHandlers: Handlers<MarcoPolo2State, TrackerEntry> = {
	'round.started': onTable(startRound),
	'dice.rolled': onTable(rollDice),
	action: learning(playAction),
	'bonus.moneyBag': onTable(moneyBag),
	'bonus.reroll': onTable(changeDie),
	'bonus.adjustDie': onTable(changeDie),
	'bonus.blackDie': onTable(buyBlackDie),
	'bonus.fulfilContract': learning(fulfilContract),
	'bonus.improveSeal': onTable(improveSeal),
	'bonus.outpostTile': onTable(cashOutpostTile),
	'contract.taken': onTable(takeContract),
	'turn.ended': onTable(endTurn),
	'table.adjust': onTable(adjustStock),
	'table.tradingPost': learning(placeTradingPost),
	'table.seal': onTable(setSeal),
	'table.figure': onTable(placeFigure),
	'option.set': onTable(setOption)
};
