/**
 * The solo judge's turn played by the app (RU = shared/seeds/002…txt, L973–L1057): its card, its
 * master, its building, its actions, the camel market, then the turn passes; and the chamberlain's
 * space or site, whichever the judge chooses in a solo game (RU L967–L971). Each leaves the steps for
 * the table in `judgeLast`, so the screen can say what to do with the judge's pieces.
 */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import type { Action } from '../catalog.ts';
import type { MervEntry } from '../entries.ts';
import type { JudgeReport, JudgeStep, MervState, Turn } from '../state.ts';
import { buildingsLeft, judgeDutyNow, seatNow, withCell } from '../round/turn.ts';
import { activate, nextTurn, placeMaster } from '../handlers/turn.ts';
import { frontCell, roundGeometry, type Round } from './geometry.ts';
import {
	canJudgeActivate,
	chamberlainSiteByJudge,
	chamberlainSpaceByJudge,
	judgeDrawCard,
	planJudgeTurn,
	type JudgeDraw,
	type JudgeTurn,
	type JudgeView
} from './turn.ts';
import { judgeWho, retireJudgeCards } from './deck.ts';
import { cellParams, say, type Doing, type JudgeColours } from './doing.ts';
import { judgeMarketVisit, performJudge } from './effects.ts';
import { contractTaken } from '../handlers/contracts.ts';

type JudgeEntry = Extract<MervEntry, { type: 'judge.played' | 'judge.chamberlain' | 'judge.cityOrder' }>;
type Played = Extract<MervEntry, { type: 'judge.played' }>;

function coloursOf(state: MervState): JudgeColours | null {
	const { judge, chamberlain } = state;
	const player = state.participants.find((p) => p.colour !== judge)?.colour;
	return judge && chamberlain && player ? { judge, chamberlain, player } : null;
}

/** What the judge sees of the table now (turn.ts). */
export function judgeViewOf(state: MervState, colours: JudgeColours): JudgeView {
	return {
		city: state.city,
		walls: state.walls,
		round: state.round as Round,
		freeLines: state.spaces.flatMap((s, line) => (s === null ? [line] : [])),
		...colours,
		judgeBuildingsLeft: buildingsLeft(state, colours.judge)
	};
}

export interface JudgePlan {
	who: number;
	colours: JudgeColours;
	/** The state with the cards out of the game put back in the box first (RU L1152, L1230). */
	state: MervState;
	steps: JudgeStep[];
	draw: JudgeDraw;
	/** Its space, site and count, without the first-discovery bonus (performJudge adds it); null with no card. */
	turn: JudgeTurn | null;
}

/** Steps 1–4 decided (RU L979–L1031), nothing done yet; refused when it is not the judge's turn to play. */
export function planOf(state: MervState): JudgePlan | Refusal {
	const seat = seatNow(state);
	const who = judgeWho(state);
	if (seat === null || who < 0 || seat !== who) return refuse('merv_refusal_not_judge_turn');
	if (state.turn) return refuse('merv_refusal_master_placed');
	if (state.cityMode === 'counts') return refuse('merv_refusal_no_city');
	const colours = coloursOf(state);
	if (!colours) return refuse('merv_refusal_no_neutral');
	const retired = retireJudgeCards(state);
	const view = judgeViewOf(retired.state, colours);
	const draw = judgeDrawCard(retired.state.judgeDeck, canJudgeActivate(view));
	const turn = draw.card === null ? null : planJudgeTurn(view, draw.card);
	return { who, colours, state: retired.state, steps: retired.steps, draw, turn };
}

/** Steps 2–3 (RU L985–L1027): the master on its space, its building on the site (algorithm A) or none (B). */
function placeJudge(d: Doing, card: Action, turn: JudgeTurn): Doing {
	const { state } = d;
	const spaces = state.spaces.map((s, line) => (line === turn.line ? d.who : s));
	const built = turn.site === null ? state : withCell(state, turn.site, { building: d.colours.judge });
	const t: Turn = {
		seat: d.who,
		line: turn.line,
		cell: turn.site,
		activated: true,
		built: turn.site !== null,
		produced: null,
		action: card,
		market: turn.visitsMarket,
		owed: [],
		converted: false
	};
	const side = roundGeometry(state.round).side;
	let next = say({ ...d, state: { ...built, spaces, turn: t } }, 'merv_judge_step_card', { action: card });
	next = say(next, 'merv_judge_step_master', { side, ...cellParams(frontCell(state.round, turn.line) ?? 0) });
	return turn.site === null ? say(next, 'merv_judge_step_no_build') : say(next, 'merv_judge_step_build', cellParams(turn.site));
}

/** The end of the judge's turn: the row refilled after caravan cards (RU L1125), the judge's tracks told, the turn passed. */
function finish(d: Doing, card: Action | null, discarded: Action[]): MervState {
	const retired = retireJudgeCards(d.state);
	let next: Doing = { ...d, state: retired.state, steps: [...d.steps, ...retired.steps] };
	if (next.done.includes('caravanserai')) next = say(next, 'merv_judge_step_refill');
	const t = next.state.participants[next.who]!.tally;
	next = say(next, 'merv_judge_step_tracks', { points: t.points, favour: t.favour, influence: t.influence, camels: t.camels });
	const report: JudgeReport = { seat: 'judge', year: d.state.year, round: d.state.round, card, discarded, steps: next.steps };
	return nextTurn({ ...next.state, judgeLast: report });
}

/** The open contract cards as the table gives them: each once, none fulfilled already (it would not lie on a stack, RU L409). */
function checkOpen(state: MervState, cards: readonly number[] | undefined): Refusal | null {
	if (!cards) return null;
	if (new Set(cards).size !== cards.length) return refuse('merv_refusal_judge_contracts');
	return cards.some((card) => contractTaken(state, card)) ? refuse('merv_refusal_contract_taken') : null;
}

/**
 * The judge's turn (RU L975–L1057). With no card it can play, the rulebook does not say what it does
 * (judgeDrawCard): read as a turn passed, its master not placed, until the scoring puts the discards back.
 */
function judgePlayed(state: MervState, e: Played): Outcome<MervState> {
	const plan = planOf(state);
	if ('key' in plan) return refusedWith(plan);
	const bad = checkOpen(state, e.contracts);
	if (bad) return refusedWith(bad);
	const { row, contracts } = e;
	const { draw, turn } = plan;
	const dealt: MervState = { ...plan.state, judgeDeck: draw.deck, judgeDiscards: [...plan.state.judgeDiscards, ...draw.discarded], judgeCard: draw.card };
	const discards = draw.discarded.map((action): JudgeStep => ({ key: 'merv_judge_step_discard', params: { action } }));
	const start: Doing = {
		state: dealt,
		who: plan.who,
		colours: plan.colours,
		steps: [...plan.steps, ...discards],
		row: row ? row.map((card) => ({ ...card })) : null,
		done: [],
		open: contracts ? [...contracts] : null
	};
	if (draw.card === null || turn === null) return accepted(finish(say(start, 'merv_judge_step_no_card'), null, draw.discarded));
	const acted = performJudge(placeJudge(start, draw.card, turn), draw.card, turn.actions);
	if (!acted.ok) return acted;
	// Step 5: the camel market, when it is on the judge's line (RU L1037).
	const visited = turn.visitsMarket ? judgeMarketVisit(acted.state) : acted;
	return visited.ok ? accepted(finish(visited.state, draw.card, draw.discarded)) : visited;
}

/** The chamberlain's master on the space the judge chooses (RU L969), chamberlainSpaceByJudge. */
function judgeSpace(state: MervState, view: JudgeView): { state: MervState; step: JudgeStep } | Refusal {
	const line = chamberlainSpaceByJudge(view);
	if (line === null) return refuse('merv_refusal_space_taken');
	const placed = placeMaster(state, line);
	if (!placed.ok) return placed.refusal;
	const side = roundGeometry(state.round).side;
	return { state: placed.state, step: { key: 'merv_judge_step_chamberlain_master', params: { side, ...cellParams(frontCell(state.round, line) ?? 0) } } };
}

/** The chamberlain's site the judge picks on its line (RU L971): it builds on an empty one, or activates none when there is none (RU L941–L943). */
function judgeSite(state: MervState, view: JudgeView, colour: JudgeColours['chamberlain']): { state: MervState; step: JudgeStep } | Refusal {
	const cell = buildingsLeft(state, colour) > 0 ? chamberlainSiteByJudge(view, state.turn!.line!) : null;
	const built = activate(state, cell);
	if (!built.ok) return built.refusal;
	return {
		state: built.state,
		step: cell === null ? { key: 'merv_judge_step_chamberlain_no_build' } : { key: 'merv_judge_step_chamberlain_build', params: cellParams(cell) }
	};
}

/**
 * The chamberlain's turn in a solo game (RU L967): the two-player split of its duties (RU L937, L941),
 * the judge being one of the two; its part by its own rules (RU L969–L971). `spaceAndSite`: entries
 * written before the split had the judge choose both, and still replay so.
 */
function judgeChamberlain(state: MervState, spaceAndSite: boolean): Outcome<MervState> {
	const duty = spaceAndSite ? (seatNow(state) === 'chamberlain' && state.judge !== null && !state.turn ? 'space' : null) : judgeDutyNow(state);
	if (!duty) return refused('merv_refusal_not_judge_chamberlain');
	if (state.cityMode === 'counts') return refused('merv_refusal_no_city');
	const colours = coloursOf(state);
	if (!colours) return refused('merv_refusal_no_neutral');
	const first = duty === 'space' ? judgeSpace(state, judgeViewOf(state, colours)) : judgeSite(state, judgeViewOf(state, colours), colours.chamberlain);
	if ('key' in first) return refusedWith(first);
	const then = spaceAndSite ? judgeSite(first.state, judgeViewOf(state, colours), colours.chamberlain) : null;
	if (then && 'key' in then) return refusedWith(then);
	const steps = then ? [first.step, then.step] : [first.step];
	const report: JudgeReport = { seat: 'chamberlain', year: state.year, round: state.round, card: null, discarded: [], steps };
	return accepted({ ...(then ?? first).state, judgeLast: report });
}

export const judgeHandlers: Handlers<MervState, JudgeEntry> = {
	'judge.played': (state, e) => judgePlayed(state, e),
	'judge.chamberlain': (state, e) => judgeChamberlain(state, e.spaceAndSite === true),
	// The two printed orders of cities differ (merv-rules-notes item 6): a table whose copy prints them otherwise may switch, any time of a solo game.
	'judge.cityOrder': (state, e) => (state.judge === null ? refused('merv_refusal_no_neutral') : accepted({ ...state, judgeCityOrder: e.order }))
};
