/**
 * What a main action teaches this game besides the travel space's print: the board facts of both of Mailin & Tian Chin's
 * paths (RU L1148), and the city a numbered city card lies by, asked once a game (the cards are dealt anew, RU L105).
 */
import { type ActionForm, cardCityToLearn, learnedBoard } from '$lib/engine/marco-polo-2/index.ts';
import { boardValues, joinRecords, type BoardRecord, type TypedBoard } from '../board/board-typed.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** What a move records: the first path's facts with the posts built, the second figure's path's, and the city a card lies by. */
export function moveValues(session: MarcoPolo2Session, space: string, fields: ActionForm, typed: TypedBoard): BoardRecord {
	const first = boardValues(session, fields.path, fields.posts.filter(Boolean), typed);
	const both = fields.secondPath.length < 2 ? first : joinRecords(boardValues(session, fields.secondPath, [], typed), first);
	// The city a numbered city card lies by, when the player named one this game did not know: this game's only.
	const card = space === 'city-card' ? cardCityToLearn(learnedBoard(session.state.copy), fields.card, fields.cardCity) : null;
	return card ? joinRecords(both, { fromPhone: {}, taught: card }) : both;
}
