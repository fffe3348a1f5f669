/** The city cards on the board's city-card spaces, as the setup dealt them (PL:570–596), read off a game's state. */
import { cityOfSpace } from './action-spaces.ts';
import { CITY_CARD_BY_ID, type CityCard } from '../cards/city-cards.ts';
import type { VoyagesState } from '../state.ts';

/** The city card on a city card's space, as the setup dealt it; null when it is not one. */
export function cityCardAt(state: VoyagesState, space: string): CityCard | null {
	const city = cityOfSpace(space);
	const n = Number(space.split(':')[2]);
	const item = city === null ? undefined : state.setup?.map[city]?.find((i) => i.kind === 'city-card' && i.space === n);
	return item?.kind === 'city-card' ? (CITY_CARD_BY_ID.get(item.card) ?? null) : null;
}

/** Whether a city card gives "move 1" (CC13, CC30): its moves, up to the die, are made as one movement later in the turn. */
export function cityCardMoves(card: CityCard | null): boolean {
	const trades = card?.effect.kind === 'repeat' ? [card.effect.trade] : card?.effect.kind === 'choice' ? card.effect.trades : [];
	return trades.some((t) => t.gain.extras.includes('move-1'));
}
