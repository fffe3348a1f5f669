/**
 * Final scoring as entries (PL:776–797): the shared scoring phase (sheets opened, numbers entered,
 * sheets confirmed, the game finished), filled in from the tracked table where there is one, and
 * this game's own sheet entry: the trading posts with the Beijing space.
 */
import { accepted, refusedWith, type Outcome } from '../../core/log.ts';
import { checkSheetEntry, scoringHandlers, withSheet } from '../../core/scoring-phase.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { checkScoreSheet, checkScoreSheets, sheetFromTable, sheetPostsWith } from '../scoring.ts';
import { SCORE_SHEET_NUMBER_FIELDS, type VoyagesScoreSheet, type VoyagesState } from '../state.ts';

const scoringPhase = scoringHandlers<VoyagesState, VoyagesScoreSheet, (typeof SCORE_SHEET_NUMBER_FIELDS)[number]>({
	fields: SCORE_SHEET_NUMBER_FIELDS,
	// Final scoring opens filled in from what was tracked (still editable); the goal cards are always known.
	open: (state) =>
		state.players.map((p) => {
			const sheet = state.tracked ? sheetFromTable(p.sheet, p) : p.sheet;
			return { ...p, sheet: { ...sheet, goalCards: [...p.goalCards] } };
		}),
	checkSheet: (state, player, sheet) => checkScoreSheet(sheet, state.players[player]!.character),
	checkFinish: (state) => checkScoreSheets(state.players.map((p) => ({ sheet: p.sheet, character: p.character })))
});

/** The cities with the player's trading posts and their Beijing space, as the sheet has them. */
function sheetPosts(state: VoyagesState, e: VoyagesEntryOf<'sheet.posts'>): Outcome<VoyagesState> {
	const bad = checkSheetEntry(state, e.player);
	if (bad) return refusedWith(bad);
	const p = state.players[e.player]!;
	const sheet = { ...p.sheet, posts: [...e.posts], beijingSpace: e.beijingSpace };
	const wrong = checkScoreSheet(sheet, p.character);
	return wrong ? refusedWith(wrong) : accepted(withSheet<VoyagesState, VoyagesScoreSheet>(state, e.player, () => sheet));
}

/** One city ticked or unticked on the sheet, against the sheet as stored. */
function sheetPost(state: VoyagesState, e: VoyagesEntryOf<'sheet.post'>): Outcome<VoyagesState> {
	const p = state.players[e.player];
	if (!p) return refusedWith(checkSheetEntry(state, e.player) ?? { key: 'refusal_no_such_player' });
	return sheetPosts(state, { type: 'sheet.posts', player: e.player, ...sheetPostsWith(p.sheet, e.city, e.ticked) });
}

export const sheetHandlers = { ...scoringPhase, 'sheet.posts': sheetPosts, 'sheet.post': sheetPost };
