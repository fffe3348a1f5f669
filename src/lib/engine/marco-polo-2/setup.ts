/** Setup: the first player drawn, the characters revealed for the draft and the order they are chosen in (RU L140–181). */
import { createRandom } from '../core/random.ts';
import { reverseTurnOrder } from '../core/seats.ts';
import { CHARACTERS, type CharacterId } from './catalog.ts';
import type { MarcoPolo2State } from './state.ts';

/** The first player drawn at random from the seed. */
export function drawFirstPlayer(seed: string, playerCount: number): number {
	return createRandom(`${seed}:first-player`).int(playerCount);
}

/** The players+1 characters revealed for the draft, from the seed. */
export function draftCharacters(seed: string, playerCount: number): CharacterId[] {
	return createRandom(`${seed}:characters`)
		.shuffle(CHARACTERS)
		.slice(0, playerCount + 1);
}

/** Draft order: the last player (right of the first) chooses first, then counter-clockwise. */
export function draftOrder(firstPlayer: number, playerCount: number): number[] {
	return reverseTurnOrder(firstPlayer, playerCount);
}

/** The seat whose turn it is to choose a character, or null when all have one. */
export function nextToChoose(state: MarcoPolo2State): number | null {
	return state.choosingOrder.find((p) => state.players[p]?.character === null) ?? null;
}
