/**
 * The phone's "copy of the game" in the shape src/lib/db/copy.ts keeps it today (values by id,
 * goal cards in a list), and the game's own copy made from it when a game starts.
 */
import { cleanCopy, type Copy } from '../core/printed.ts';
import { goalCardId, marcoPolo2Printed, type GoalCardValue, type Resources } from './printed.ts';

/** A goal card on the phone: its id there ('g1', 'g2', …) and its description. */
export interface GoalCardDef extends GoalCardValue {
	id: string;
}

/** What the player has told the app about their copy of the game, as the phone stores it. */
export interface CopyOfTheGame {
	values: Record<string, number | Resources>;
	goalCards: GoalCardDef[];
}

/** The phone's copy before the player has told anything. */
export const emptyCopy = (): CopyOfTheGame => ({ values: {}, goalCards: [] });

/** The phone's values and goal cards as printed values by id (what a game takes when it starts); what no longer fits is left out. */
export function copyOfPhone(phone: CopyOfTheGame): Copy {
	const values: Record<string, unknown> = { ...phone.values };
	for (const card of phone.goalCards) values[goalCardId(card.id)] = { seals: [...card.seals], coats: card.coats, points: { ...card.points } };
	return cleanCopy(marcoPolo2Printed, values);
}
