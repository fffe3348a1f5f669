/**
 * The final-scoring phase: the core's sheet entries (opened prefilled from the tracked table),
 * plus the seals and the goal card on a Marco Polo II sheet (RU L810–824, L1086–1108).
 */
import { isInt, MAX_POINTS } from '../../core/guards.ts';
import { accepted, refuse, refused, refusedWith } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { checkSheetEntry, scoringHandlers, withSheet, type ScoringEntry } from '../../core/scoring-phase.ts';
import type { FinalScoringEntry } from '../entries.ts';
import { checkSheet, coatsFromBoard, sheetFromTable, SHEET_NUMBER_FIELDS, trackPositionOf, type ScoreSheet, type SheetNumberField } from '../scoring.ts';
import type { MarcoPolo2State } from '../state.ts';

const coreSheetHandlers: Handlers<MarcoPolo2State, ScoringEntry<SheetNumberField>> = scoringHandlers<MarcoPolo2State, ScoreSheet, SheetNumberField>({
	fields: SHEET_NUMBER_FIELDS,
	// Final scoring opens filled in from what was tracked (still editable).
	open: (state) => {
		const table = state.table;
		return table?.tracked ? state.players.map((p, i) => ({ ...p, sheet: sheetFromTable(p.sheet, table, i, state.copy) })) : state.players;
	},
	checkSheet: (_state, _player, sheet, field) => checkSheet(sheet, field),
	checkConfirm: (state, player) => {
		const p = state.players[player]!;
		return p.sheet.goalCard ? null : refuse('marco_polo_2_refusal_goal_card_missing', { name: p.name });
	}
});

type SheetNumberEntry = Extract<FinalScoringEntry, { type: 'sheet.number' }>;

/**
 * A number of the sheet, or the points on the score track as one signed total: they set the figure's space
 * and the laps, below zero too (RU L1051), so a player enters the total or the board, whichever they prefer.
 */
function sheetNumber(state: MarcoPolo2State, e: SheetNumberEntry) {
	if (e.field !== 'points') return coreSheetHandlers['sheet.number'](state, { ...e, field: e.field });
	const bad = checkSheetEntry(state, e.player);
	if (bad) return refusedWith(bad);
	if (!isInt(e.value) || Math.abs(e.value) > MAX_POINTS) return refused('marco_polo_2_refusal_whole_number', { field: 'points' });
	return accepted(withSheet(state, e.player, (s: ScoreSheet) => ({ ...s, ...trackPositionOf(e.value) })));
}

export const finalScoringHandlers: Handlers<MarcoPolo2State, FinalScoringEntry> = {
	...coreSheetHandlers,
	'sheet.number': sheetNumber,
	'sheet.seal': (state, e) => {
		const bad = checkSheetEntry(state, e.player);
		if (bad) return refusedWith(bad);
		// Copied, then the one seal set: replay does this for every stored seal.
		return accepted(
			withSheet(state, e.player, (s: ScoreSheet) => {
				const seals = { ...s.seals };
				seals[e.guild] = e.seal;
				return { ...s, seals };
			})
		);
	},
	'sheet.goalCard': (state, e) => {
		const bad = checkSheetEntry(state, e.player);
		if (bad) return refusedWith(bad);
		// A copy of the card: the state never shares objects with the entry.
		const chosen: ScoreSheet = { ...state.players[e.player]!.sheet, goalCard: e.card && { id: e.card.id, seals: [...e.card.seals], coats: e.card.coats } };
		// The goal card's coats reached, counted when the learned board knows them (still editable).
		const counted = state.table?.tracked
			? coatsFromBoard(state.copy, state.table.players[e.player]!.tradingPosts, chosen.goalCard).goalCoatsReached
			: undefined;
		const sheet = counted === undefined ? chosen : { ...chosen, goalCoatsReached: counted };
		const wrong = checkSheet(sheet);
		return wrong ? refusedWith(wrong) : accepted(withSheet(state, e.player, () => sheet));
	}
};
