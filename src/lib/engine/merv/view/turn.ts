/** What the table does next in the year's rounds, for the screens: whose step it is and what it may choose. */
import { lineCells, marketOnLine, sideOfRound } from '../city/production.ts';
import { bribeCost, camelsOf, defaultSpace, roundsLeft, buildingsLeft, chamberlainHands, colourOfSeat, judgeDutyNow, ROUNDS, seatNow } from '../round/turn.ts';
import { INVASION_YEARS, type Side } from '../catalog.ts';
import type { MervState, Owed, Seat, Turn } from '../state.ts';
import { owedNow } from '../round/owed.ts';

export type TurnStep =
	| { step: 'none' }
	/** The four rounds are played: the invasion or the scoring comes next. */
	| { step: 'rounds-done' }
	/** A master to place; for the chamberlain, `by` is the player who places it (RU L937). */
	| { step: 'master'; seat: Seat; by: number | null; side: Side; free: number[] }
	/** A site to activate on the line; for the chamberlain, `by` is the player who picks it, empty sites only while any (RU L941). */
	| { step: 'site'; seat: Seat; by: number | null; line: number; cells: number[]; mayPass: boolean }
	| { step: 'act'; who: number; turn: Turn; market: boolean; owed: Owed[] }
	/** The end of the round: this seat chooses a space of the next track. */
	| { step: 'order'; seat: Seat; spaces: { space: number; cost: number; camels: number }[] }
	/** The judge's turn: the app plays it (judge.played). */
	| { step: 'judge'; who: number }
	/**
	 * The chamberlain's turn in a solo game, the judge's duty (judge.chamberlain): its space when the judge plays
	 * before the player, its site when after (RU L937, L941, L967–L971); the player does the other.
	 */
	| { step: 'judge-chamberlain'; duty: 'space' | 'site' };

export function turnStep(state: MervState): TurnStep {
	if (state.phase !== 'playing' || state.stage !== 'actions' || state.cityMode === 'counts') return { step: 'none' };
	const r = state.reorder;
	if (r && r.queue.length) {
		const seat = r.queue[0]!;
		const lowest = defaultSpace(r);
		const spaces = r.track.flatMap((s, space) => (s === null && space <= lowest ? [{ space, cost: bribeCost(r, space), camels: r.camels[space]! }] : []));
		return { step: 'order', seat, spaces: spaces.filter((o) => o.cost <= camelsOf(state, seat)) };
	}
	if (state.round > ROUNDS) return { step: 'rounds-done' };
	const seat = seatNow(state);
	if (seat === null) return { step: 'none' };
	const judge = seat !== 'chamberlain' && state.participants[seat]?.colour === state.judge;
	if (judge) return { step: 'judge', who: seat };
	const duty = judgeDutyNow(state);
	if (duty) return { step: 'judge-chamberlain', duty };
	const hands = seat === 'chamberlain' ? chamberlainHands(state) : { placer: null, picker: null };
	const turn = state.turn;
	if (!turn || turn.line === null)
		return { step: 'master', seat, by: hands.placer, side: sideOfRound(state.round), free: state.spaces.flatMap((s, i) => (s === null ? [i] : [])) };
	if (!turn.activated) {
		const all = lineCells(state.round, turn.line).filter((c) => state.city[c]);
		const empty = all.filter((c) => !state.city[c]!.building);
		const colour = colourOfSeat(state, seat)!;
		if (seat === 'chamberlain') {
			const can = buildingsLeft(state, colour) > 0 ? empty : [];
			return { step: 'site', seat, by: hands.picker, line: turn.line, cells: can, mayPass: can.length === 0 };
		}
		const cells = all.filter((c) => {
			const b = state.city[c]!.building;
			return b ? b !== state.judge : buildingsLeft(state, colour) > 0;
		});
		return { step: 'site', seat, by: null, line: turn.line, cells, mayPass: false };
	}
	return { step: 'act', who: seat as number, turn, market: marketOnLine(turn.line) && !turn.market, owed: owedNow(state, seat as number, turn.owed) };
}

/** What a year of play asks for: its rounds, the invasion (years 2 and 3), its scoring, or the final ranking. */
export type YearStage = 'rounds' | 'invasion' | 'scoring' | 'final';

/**
 * What the year asks for now (RU L326–L330, L451, L465): its rounds while the table plays them on the phone,
 * then in years 2 and 3 the invasion (only with the city on the phone), then the scoring. Null out of play.
 */
export function yearDue(state: MervState): YearStage | null {
	if (state.phase !== 'playing') return null;
	if (state.stage !== 'actions') return state.stage;
	if (roundsLeft(state)) return 'rounds';
	return INVASION_YEARS.includes(state.year) && state.cityMode !== 'counts' ? 'invasion' : 'scoring';
}

/** Whether no turn of this year is on the phone yet: a table that does not enter its turns may go on to the invasion or the scoring. */
export const noTurnYet = (state: MervState) =>
	state.phase === 'playing' && state.stage === 'actions' && state.round === 1 && state.turnAt === 0 && state.turn === null && !state.reorder;
