/**
 * A player's turn (PL:196–250, PL:638–760): one main action with dice on an action space,
 * any bonus actions before and after it (reroll, ±1, a black die, 3 coins on the money bag),
 * then the turn passes clockwise to the next player with dice.
 */
import { nextWithDice, takeDice } from '../../core/dice.ts';
import { isFace, isInt } from '../../core/guards.ts';
import { accepted, isRefusal, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { turnRefusal } from './turn-check.ts';
import { withPlayer } from '../../core/players.ts';
import { checkAdjustDie, checkBlackDie, checkPlacement, checkReroll, occupiedCost, place, type Die } from '../board/actions.ts';
import { isMainActionSpace } from '../board/action-spaces.ts';
import { BONUS_ACTIONS } from '../catalog.ts';
import { takeContracts } from './contracts.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { bazaar, cityCard, khansFavor, mercatorGifts, take5Coins, travelAction, type PlacedAction } from './spaces.ts';
import { addStock, gainAll, type VoyagesPlayer, type VoyagesState } from '../state.ts';

/** What the space gives once its dice are placed and paid for, by the kind of space the entry's shape is for. */
function spaceAction(a: PlacedAction): Outcome<VoyagesState> {
	const e = a.entry;
	switch (e.space) {
		case 'take-5-coins':
			return take5Coins(a);
		case 'bazaar-camels':
		case 'bazaar-pepper':
		case 'bazaar-silk':
		case 'bazaar-gold':
			return bazaar({ ...a, entry: e });
		case 'khans-favor':
			return khansFavor({ ...a, entry: e });
		case 'contracts':
			return takeContracts({ ...a, entry: e });
		case 'travel':
			return travelAction({ ...a, entry: e });
		default:
			return cityCard({ ...a, entry: e });
	}
}

/** A main action: the dice taken from the player's board, placed and paid for (PL:246–250), then what the space gives. */
function action(state: VoyagesState, e: VoyagesEntryOf<'action'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	if (state.mainActionTaken) return refused('refusal_one_action_per_turn');
	const p = state.players[e.player]!;
	const taken = takeDice(p.dice, e.dice);
	if (isRefusal(taken)) return refusedWith(taken);
	// The entry's shape names a main-action space; an entry played without it is refused the same way.
	if (!isMainActionSpace(e.space)) return refused('voyages_refusal_no_such_space', { space: e.space });
	const placement = { player: e.player, space: e.space, dice: taken.dice };
	const wrong = checkPlacement(state.spaces, placement, { character: p.character, coins: p.stock.coins, posts: p.posts });
	if (wrong) return refusedWith(wrong);
	const cost = occupiedCost(state.spaces, placement, p.character);
	const me: VoyagesPlayer = { ...p, dice: taken.rest, stock: addStock(p.stock, { coins: cost }, -1) };
	const placed = withPlayer({ ...state, spaces: place(state.spaces, placement), mainActionTaken: true, tracked: true }, e.player, () => me);
	const out = spaceAction({ state: placed, entry: e, dice: taken.dice });
	return out.ok ? accepted(mercatorGifts(out.state, e.player, e.space)) : out;
}

/** A bonus action changes the acting player (and maybe the board); the turn goes on. */
function bonus(state: VoyagesState, player: number, change: (p: VoyagesPlayer) => VoyagesPlayer, more: Partial<VoyagesState> = {}): Outcome<VoyagesState> {
	return accepted({ ...withPlayer(state, player, change), ...more, tracked: true });
}

/** The die at this place on the player's board, or null. */
const dieAt = (p: VoyagesPlayer, i: number): Die | null => (isInt(i) && i >= 0 && i < p.dice.length ? p.dice[i]! : null);

/** Reroll a die for 1 camel (PL:658). */
function reroll(state: VoyagesState, e: VoyagesEntryOf<'bonus.reroll'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	if (!dieAt(p, e.die)) return refused('refusal_no_such_die');
	if (!isFace(e.face)) return refused('refusal_dice_faces', { count: 1 });
	const short = checkReroll(p.stock.camels);
	if (short) return refusedWith(short);
	const dice = p.dice.map((d, i) => (i === e.die ? { ...d, value: e.face } : d));
	return bonus(state, e.player, (q) => ({ ...gainAll(q, { camels: BONUS_ACTIONS.rerollCamels }, -1), dice }));
}

/** ±1 on a die for 2 camels, never 6 ↔ 1 (PL:676). */
function adjustDie(state: VoyagesState, e: VoyagesEntryOf<'bonus.adjustDie'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	const die = dieAt(p, e.die);
	if (!die) return refused('refusal_no_such_die');
	const wrong = checkAdjustDie(die.value, e.delta, p.stock.camels);
	if (wrong) return refusedWith(wrong);
	const dice = p.dice.map((d, i) => (i === e.die ? { ...d, value: d.value + e.delta } : d));
	return bonus(state, e.player, (q) => ({ ...gainAll(q, { camels: BONUS_ACTIONS.adjustCamels }, -1), dice }));
}

/** A black die for 3 camels, 1 per turn, while the board has one (PL:694–710). */
function blackDie(state: VoyagesState, e: VoyagesEntryOf<'bonus.blackDie'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	const wrong = checkBlackDie({ camels: p.stock.camels, takenThisTurn: state.blackDieTakenThisTurn ? 1 : 0, onBoard: state.blackDiceLeft });
	if (wrong) return refusedWith(wrong);
	if (!isFace(e.face)) return refused('refusal_dice_faces', { count: 1 });
	const black: Die = { value: e.face, kind: 'black' };
	return bonus(state, e.player, (q) => ({ ...gainAll(q, { camels: BONUS_ACTIONS.blackDieCamels }, -1), dice: [...q.dice, black] }), {
		blackDiceLeft: state.blackDiceLeft - 1,
		blackDieTakenThisTurn: true
	});
}

/** 3 coins for a die on the money bag: any die, any number of times, never a cost; it may be the last die (PL:640–656). */
function threeCoins(state: VoyagesState, e: VoyagesEntryOf<'bonus.threeCoins'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	if (p.dice.length === 0) return refused('voyages_refusal_no_dice_left');
	const lowest = p.dice.reduce((best, d, i) => (d.value < p.dice[best]!.value ? i : best), 0);
	const index = e.die ?? lowest;
	const die = dieAt(p, index);
	if (!die) return refused('refusal_no_such_die');
	const placement = { player: e.player, space: 'money-bag' as const, dice: [die] };
	const wrong = checkPlacement(state.spaces, placement, { character: p.character, coins: p.stock.coins, posts: p.posts });
	if (wrong) return refusedWith(wrong);
	return bonus(state, e.player, (q) => ({ ...gainAll(q, { coins: BONUS_ACTIONS.moneyBagCoins }), dice: q.dice.filter((_, i) => i !== index) }), {
		spaces: place(state.spaces, placement)
	});
}

/** The turn passes to the next player with dice; a player with dice must have taken an action (PL:204). */
function turnEnded(state: VoyagesState, e: VoyagesEntryOf<'turn.ended'>): Outcome<VoyagesState> {
	const bad = turnRefusal(state, e.player);
	if (bad) return refusedWith(bad);
	if (!state.mainActionTaken && state.players[e.player]!.dice.length > 0) return refused('refusal_action_required');
	const turn = nextWithDice(state.players, e.player);
	// Moves a reward granted and not made are lost (EN supplement "Move 1").
	return accepted({ ...state, turn, mainActionTaken: false, blackDieTakenThisTurn: false, moves: [], tracked: true });
}

export const turnHandlers = {
	action,
	'bonus.reroll': reroll,
	'bonus.adjustDie': adjustDie,
	'bonus.blackDie': blackDie,
	'bonus.threeCoins': threeCoins,
	'turn.ended': turnEnded
};
