/**
 * What a main action teaches this game besides the travel space's print: the board facts of both of Mailin & Tian Chin's
 * paths (RU L1148), and the city a numbered city card lies by, asked once a game (the cards are dealt anew, RU L105).
 */
import { learnedBoard } from '$lib/engine/marco-polo-2/board/index.ts';
import type { ActionForm } from '$lib/engine/marco-polo-2/view.ts';
import { cardCityToLearn } from '$lib/engine/marco-polo-2/view-board.ts';
import { boardValues, type TypedBoard } from './board-typed.ts';
import type { MarcoPolo2Session } from './session.svelte.ts';

/** The values a move records: the first path's with the posts built, and the second figure's path's. */
export function moveValues(session: MarcoPolo2Session, fields: ActionForm, typed: TypedBoard) {
	const first = boardValues(session, fields.path, fields.posts.filter(Boolean), typed);
	if (fields.secondPath.length < 2) return first;
	const second = boardValues(session, fields.secondPath, [], typed);
	return { phone: { ...second.phone, ...first.phone }, game: { ...second.game, ...first.game } };
}

/** Records in this game the city the city card lies by, when the player named one it did not know; the refusal, if refused. */
export async function recordCardCity(session: MarcoPolo2Session, space: string, fields: ActionForm) {
	if (space !== 'city-card') return null;
	const values = cardCityToLearn(learnedBoard(session.state.copy), fields.card, fields.cardCity);
	return values ? session.send({ type: 'printed.recorded', values }) : null;
}
