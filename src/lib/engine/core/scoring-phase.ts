/**
 * The final-scoring phase both Marco Polo games share: sheets open (filled in from the tracked
 * table where there is one), each number entered and checked, each player confirms, the game ends.
 */
import * as v from 'valibot';
import { accepted, refused, refusedWith, type Outcome, type Refusal } from './log.ts';
import { checkSeat, withPlayer } from './players.ts';
import type { Handlers } from './rules.ts';
import { seat, signed } from './schema.ts';
import { SCORE_TRACK_SPACES, type TrackPosition } from './score-track.ts';

export type ScoringEntry<F extends string = string> =
	| { type: 'scoring.started' }
	| { type: 'sheet.number'; player: number; field: F; value: number }
	/** A step of a number (the − and + buttons): a change, so two screens stepping at once both count. */
	| { type: 'sheet.change'; player: number; field: F; by: number }
	| { type: 'sheet.confirmed'; player: number; confirmed: boolean }
	| { type: 'game.finished' };

export interface SheetPlayer<Sheet> {
	name: string;
	sheet: Sheet;
	sheetConfirmed: boolean;
}

export interface ScoringState<Sheet> {
	phase: string;
	players: readonly SheetPlayer<Sheet>[];
}

export interface ScoringRules<S extends ScoringState<Sheet>, Sheet, F extends string> {
	/** The number fields of a sheet. */
	fields: readonly F[];
	/** The players with their sheets as scoring opens (filled in from the tracked table where there is one). */
	open(state: S): S['players'];
	/** Why a player's sheet with this change (of `field`, for a number) cannot stand, or null. */
	checkSheet(state: S, player: number, sheet: Sheet, field?: F): Refusal | null;
	/** Why this player cannot confirm their sheet yet, or null. */
	checkConfirm?(state: S, player: number): Refusal | null;
	/** Why the game cannot end on these sheets (what players cannot share), or null. */
	checkFinish?(state: S): Refusal | null;
}

/** The entry schemas of the scoring phase, for a game's entry variant. */
export function scoringEntrySchemas<F extends string>(fields: readonly F[]) {
	return [
		v.strictObject({ type: v.literal('scoring.started') }),
		v.strictObject({ type: v.literal('sheet.number'), player: seat, field: v.picklist(fields, 'refusal_no_such_field'), value: signed() }),
		v.strictObject({ type: v.literal('sheet.confirmed'), player: seat, confirmed: v.boolean() }),
		v.strictObject({ type: v.literal('game.finished') }),
		v.strictObject({ type: v.literal('sheet.change'), player: seat, field: v.picklist(fields, 'refusal_no_such_field'), by: signed() })
	] as const;
}

/** A player's sheet changed: it must be confirmed again. */
export function withSheet<S extends ScoringState<Sheet>, Sheet>(state: S, player: number, change: (sheet: Sheet) => Sheet): S {
	const players = state.players.slice();
	const p = players[player]!;
	players[player] = { ...p, sheet: change(p.sheet), sheetConfirmed: false };
	return { ...state, players };
}

/** Checks a sheet entry's seat (its phase is the game's phase table's); the sheet change itself is the game's. */
export function checkSheetEntry(state: ScoringState<unknown>, player: number): Refusal | null {
	return checkSeat(player, state.players.length);
}

/** Which entries of the scoring phase each phase accepts, for a game's phase table. */
export const SCORING_PHASES = {
	playing: ['scoring.started'],
	scoring: ['sheet.number', 'sheet.change', 'sheet.confirmed', 'game.finished']
} as const satisfies Record<string, readonly ScoringEntry['type'][]>;

/** The handlers of the scoring-phase entries. */
export function scoringHandlers<S extends ScoringState<Sheet>, Sheet, F extends string>(rules: ScoringRules<S, Sheet, F>): Handlers<S, ScoringEntry<F>> {
	const fields = new Set<string>(rules.fields);
	function setNumber(state: S, player: number, field: F, value: (now: number) => number): Outcome<S> {
		const bad = checkSheetEntry(state, player);
		if (bad) return refusedWith(bad);
		if (!fields.has(field)) return refused('refusal_no_such_field');
		// Copied, then the one field set: a computed key in a literal is slower, and replay does this for every stored number.
		const sheet = { ...state.players[player]!.sheet };
		const now = (sheet as Record<string, unknown>)[field];
		(sheet as Record<string, unknown>)[field] = value(typeof now === 'number' ? now : 0);
		const wrong = rules.checkSheet(state, player, sheet, field);
		return wrong ? refusedWith(wrong) : accepted(withSheet<S, Sheet>(state, player, () => sheet));
	}
	return {
		'scoring.started': (state) => accepted({ ...state, phase: 'scoring', players: rules.open(state) }),
		'sheet.number': (state, e): Outcome<S> => setNumber(state, e.player, e.field, () => e.value),
		'sheet.change': (state, e): Outcome<S> => setNumber(state, e.player, e.field, (now) => now + e.by),
		'sheet.confirmed': (state, e) => {
			const bad = checkSheetEntry(state, e.player) ?? (e.confirmed ? (rules.checkConfirm?.(state, e.player) ?? null) : null);
			return bad ? refusedWith(bad) : accepted(withPlayer(state, e.player, (p) => ({ ...p, sheetConfirmed: e.confirmed })));
		},
		'game.finished': (state) => {
			const waiting = state.players.find((p) => !p.sheetConfirmed);
			if (waiting) return refused('refusal_sheet_not_confirmed', { name: waiting.name });
			const bad = rules.checkFinish?.(state) ?? null;
			return bad ? refusedWith(bad) : accepted({ ...state, phase: 'finished' });
		}
	};
}

/** Where the score figure stands for these points: the start space 50 is 0, each lap a 50/100 card. Below 0 is shown as 0. */
export function trackPosition(points: number, spaces = SCORE_TRACK_SPACES): TrackPosition {
	const p = Math.max(0, points);
	return { trackLaps: Math.floor(p / spaces), trackSpace: p % spaces === 0 ? spaces : p % spaces };
}
