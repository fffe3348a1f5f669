/**
 * What each action space gives once its dice are placed and paid for (PL:252–420, PL:570–596):
 * 5 coins, the bazaar, Khan's Favor, travel, a city card; the contracts space is in contracts.ts, the card
 * on a city card's space in board/city-card-spaces.ts.
 * Each takes the state with the dice already placed and returns the state after the action.
 */
import { isInt, isObject } from '../../core/guards.ts';
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { withPlayer } from '../../core/players.ts';
import { sameAmounts, type Amounts } from '../../core/resources.ts';
import { bazaarTake, lowestDie, travelSteps, type Die } from '../board/actions.ts';
import { BAZAAR, BAZAAR_GOODS, BAZAAR_SPACE, type BazaarSpace, type CityCardSpace } from '../board/action-spaces.ts';
import { cityCardAt, cityCardMoves } from '../board/city-card-spaces.ts';
import { GOODS, KHANS_FAVOR, TAKE_5_COINS, MERCATOR } from '../catalog.ts';
import type { ActionOn, VoyagesEntryOf } from '../entries.ts';
import { grantMove } from './extras.ts';
import { journey } from './journey.ts';
import { gainAll, holdings, type VoyagesState } from '../state.ts';

/** An action with its dice placed: the state has them on the space and the occupied cost paid (PL:246–250); the entry has its space's shape. */
export interface PlacedAction<E extends VoyagesEntryOf<'action'> = VoyagesEntryOf<'action'>> {
	state: VoyagesState;
	entry: E;
	dice: readonly Die[];
}

/** The state with the acting player gaining (or, sign -1, paying) these amounts. */
const gain = (a: PlacedAction, amounts: Amounts, sign = 1) => withPlayer(a.state, a.entry.player, (p) => gainAll(p, amounts, sign));

export function take5Coins(a: PlacedAction): Outcome<VoyagesState> {
	return accepted(gain(a, { coins: TAKE_5_COINS }));
}

/** The bazaar: the column of the lowest die or a lower one (PL:284, PL:302); the copy of the game may correct a cell the rulebook does not print. */
export function bazaar(a: PlacedAction<ActionOn<BazaarSpace>>): Outcome<VoyagesState> {
	const { space, column, gain: entered } = a.entry;
	const good = BAZAAR_GOODS.find((g) => BAZAAR_SPACE[g] === space)!;
	if (column !== undefined && !isInt(column)) return refused('voyages_refusal_malformed');
	const r = bazaarTake(a.state.copy, good, a.dice, column);
	const cell = BAZAAR[good][(column ?? lowestDie(a.dice)) - 1];
	if (r.ok) {
		if (entered !== undefined && cell?.confidence === 'high' && !sameAmounts(entered, r.value.amounts)) return refused('refusal_printed_mismatch');
		// Gold column 5's "move 1" (data §3.3) is made later in the turn.
		const moves = r.value.extras.filter((x) => x === 'move-1').length;
		return accepted(grantMove(gain(a, entered ?? r.value.amounts), a.entry.player, space, moves));
	}
	// An unknown cell is taken as the table enters it.
	if (r.refusal.key === 'voyages_refusal_printed_unknown' && entered !== undefined) return accepted(gain(a, entered));
	return refusedWith(r.refusal);
}

/** Khan's Favor: 2 camels and one good of choice (PL:338–356). */
export function khansFavor(a: PlacedAction<ActionOn<'khans-favor'>>): Outcome<VoyagesState> {
	const g = a.entry.gain;
	const [good, n] = isObject(g) && Object.keys(g).length === 1 ? Object.entries(g)[0]! : [];
	if (!(GOODS as readonly (string | undefined)[]).includes(good) || n !== 1) return refused('voyages_refusal_good_of_choice');
	return accepted(withPlayer(a.state, a.entry.player, (p) => gainAll(gainAll(p, KHANS_FAVOR.reward.amounts), g!)));
}

/** The travel action: steps up to the lower of its 2 dice (PL:443), the journey paid after the occupied cost. */
export function travelAction(a: PlacedAction<ActionOn<'travel'>>): Outcome<VoyagesState> {
	const steps = travelSteps(a.dice);
	if (!steps.ok) return refusedWith(steps.refusal);
	const { player, path, figure, otherPath, postBonus, movePosts, extras } = a.entry;
	return journey(a.state, { player, path, maxSteps: steps.value, stepCost: true, figure, otherPath, postBonus, movePosts, extras });
}

/** A city card: what it cost and gave, as the table enters it (PL:570–596); nothing paid below zero. */
export function cityCard(a: PlacedAction<ActionOn<CityCardSpace>>): Outcome<VoyagesState> {
	const give = a.entry.gain ?? {};
	const pay = a.entry.pay ?? {};
	const moves = a.entry.moves ?? 0;
	const have = holdings(a.state.players[a.entry.player]!);
	for (const [k, n] of Object.entries(pay)) if (have[k]! < n) return refused('refusal_below_zero', { resource: k });
	// A card's moves: as many as it was used, up to the die (PL:588); a post only where the movement ends (EN supplement).
	if (moves !== 0 && (!cityCardMoves(cityCardAt(a.state, a.entry.space)) || !isInt(moves) || moves < 0 || moves > a.dice[0]!.value))
		return refused('voyages_refusal_city_card_moves', { max: a.dice[0]!.value });
	const paid = withPlayer(a.state, a.entry.player, (p) => gainAll(gainAll(p, pay, -1), give));
	return accepted(grantMove(paid, a.entry.player, a.entry.space, moves));
}

/** Mercator ex Tabriz's gifts when another player acts (EN supplement; data §2). */
export function mercatorGifts(state: VoyagesState, actor: number, space: string): VoyagesState {
	const n = state.players.length;
	const good = space.startsWith('bazaar-') ? space.slice('bazaar-'.length) : null;
	const gift: Amounts =
		good !== null
			? { [good]: MERCATOR.bazaarGoods }
			: space === 'khans-favor' && n <= 3
				? { camels: MERCATOR.khansFavorCamels }
				: space === 'take-5-coins' && n <= 2
					? { coins: MERCATOR.take5CoinsCoins }
					: {};
	if (Object.keys(gift).length === 0) return state;
	return { ...state, players: state.players.map((p, i) => (i !== actor && p.character === 'mercator-ex-tabriz' ? gainAll(p, gift) : p)) };
}
