/** The end of each year: the invasion (years 2 and 3, RU L451–L461), the yearly scoring (RU L465–L511), the end of the game. */
import { accepted, refused, refusedWith } from '../core/log.ts';
import type { Handlers } from '../core/rules.ts';
import { INVASION_YEARS, SPICES, YEARS, type Cube, type CubeColour } from './catalog.ts';
import { convertColour } from './library.ts';
import { attackedBuildings, tributeCubes } from './city.ts';
import type { MervEntry } from './entries.ts';
import { checkPalaceChoice, missingForYear, yearScore } from './scoring.ts';
import { bestSpiceSplit } from './spices.ts';
import type { Attack, MervState } from './state.ts';
import { whoOf } from './play-handlers.ts';
import { ROUNDS } from './turn.ts';
import { reshuffleJudgeDeck } from './judge-deck.ts';

type YearEntry = Extract<MervEntry, { type: 'invasion.started' | 'invasion.decided' | 'invasion.ended' | 'palace.chosen' | 'year.scored' | 'game.finished' }>;

/**
 * The attacked buildings whose owners decide on a tribute, in turn order (RU L457): a player's.
 * The chamberlain never pays (RU L957); the Mongols never destroy the judge's (RU L1071).
 */
export function tributeQueue(state: MervState): Attack[] {
	const attacks = state.invasion?.attacks ?? [];
	const place = (a: Attack) => state.order.indexOf(whoOf(state, a.owner));
	return attacks.filter((a) => a.owner !== state.chamberlain && a.owner !== state.judge).sort((a, b) => place(a) - place(b));
}

/** The next attacked building whose owner has to decide, or null when all have. */
export const nextTribute = (state: MervState): Attack | null => tributeQueue(state).find((a) => !(a.cell in (state.invasion?.decided ?? {}))) ?? null;

/**
 * The colour the owner of an attacked building may pay besides the site's own (RU L457): their second
 * discovery's, for a site of another colour, once per invasion phase (RU L731); null when there is none.
 */
export function tributeConvert(state: MervState, a: Attack): CubeColour | null {
	const who = whoOf(state, a.owner);
	const colour = convertColour(state, who);
	const site = state.city[a.cell];
	if (colour === null || !site || tributeCubes(site).includes(colour) || state.invasion?.converted.includes(who)) return null;
	return colour;
}

/**
 * What the owner of an attacked building can pay now (RU L457, L731): the cubes the site takes that they hold,
 * white among them, and their second discovery's colour when it may stand in and they hold one. Nothing to
 * pay leaves them only giving the building up; the screen offers no more than this.
 */
export function tributeChoices(state: MervState, a: Attack): { cubes: Cube[]; convert: CubeColour | null } {
	const tally = state.participants[whoOf(state, a.owner)]!.tally;
	const holds = (c: Cube) => tally[`cubes.${c}`] > 0;
	const site = state.city[a.cell];
	const convert = tributeConvert(state, a);
	return { cubes: site ? tributeCubes(site).filter(holds) : [], convert: convert && holds(convert) ? convert : null };
}

/** Whether the table tracks this year's turns and some are still to play: then the year goes on. */
export const roundsLeft = (state: MervState) => (state.round > 1 || state.turnAt > 0 || state.turn !== null) && state.round <= ROUNDS;

/** Whether the Mongols come before the year's scoring: in years 2 and 3, when the city is on the phone (RU L451). */
export const invasionDue = (state: MervState): boolean => INVASION_YEARS.includes(state.year) && state.cityMode !== 'counts';

/** Whether the year's scoring may come now: after the invasion in years 2 and 3 when the city is on the phone. */
export function readyToScore(state: MervState): boolean {
	if (state.phase !== 'playing') return false;
	return state.stage === 'scoring' || (state.stage === 'actions' && !invasionDue(state));
}

export const yearHandlers: Handlers<MervState, YearEntry> = {
	'invasion.started': (state) => {
		if (!INVASION_YEARS.includes(state.year)) return refused('merv_refusal_no_invasion');
		if (roundsLeft(state)) return refused('merv_refusal_rounds_left');
		if (state.cityMode === 'counts') return refused('merv_refusal_no_city');
		return accepted({ ...state, stage: 'invasion', invasion: { attacks: attackedBuildings(state.city, state.walls), decided: {}, converted: [] } });
	},
	'invasion.decided': (state, e) => {
		const next = nextTribute(state);
		if (!next) return refused('merv_refusal_invasion_decided');
		if (next.cell !== e.cell) return refused('merv_refusal_not_next_tribute', { name: state.participants[whoOf(state, next.owner)]?.name ?? '' });
		const decided = { ...state.invasion!.decided, [e.cell]: e.tribute };
		const invasion = { ...state.invasion!, decided };
		const city = state.city.slice();
		const site = city[e.cell]!;
		if (e.tribute === null) {
			city[e.cell] = { ...site, building: null };
			return accepted({ ...state, city, invasion });
		}
		const who = whoOf(state, next.owner);
		const converts = !tributeCubes(site).includes(e.tribute);
		if (converts && e.tribute !== tributeConvert(state, next)) {
			const used = e.tribute === convertColour(state, who);
			return used ? refused('merv_refusal_convert_used_invasion') : refused('merv_refusal_tribute_colour', { colour: e.tribute });
		}
		const field = `cubes.${e.tribute}` as const;
		const owner = state.participants[who]!;
		if (owner.tally[field] < 1) return refused('merv_refusal_no_cube', { name: owner.name, colour: e.tribute });
		const participants = state.participants.map((p, i) => (i === who ? { ...p, tally: { ...p.tally, [field]: p.tally[field] - 1 } } : p));
		return accepted({ ...state, participants, invasion: converts ? { ...invasion, converted: [...invasion.converted, who] } : invasion });
	},
	'invasion.ended': (state) => {
		if (nextTribute(state)) return refused('merv_refusal_tribute_waiting');
		// Unprotected chamberlain buildings go (RU L957); every soldier goes home, tribute cubes to the supply (RU L461).
		const lost = new Set(state.invasion!.attacks.filter((a) => a.owner === state.chamberlain).map((a) => a.cell));
		const city = state.city.map((s, cell) => (s ? { ...s, soldier: null, building: lost.has(cell) ? null : s.building } : s));
		return accepted({ ...state, city, stage: 'scoring', invasion: null });
	},
	'palace.chosen': (state, e) => {
		if (e.who >= state.participants.length) return refused('refusal_no_such_player');
		const wrong = checkPalaceChoice(state, e.who, e.scoring);
		return wrong ? refusedWith(wrong) : accepted({ ...state, palaceChoices: { ...state.palaceChoices, [e.who]: { ...e.scoring } } });
	},
	'year.scored': (state, e) => {
		if (e.year !== state.year) return refused('merv_refusal_other_year', { year: state.year });
		if (roundsLeft(state)) return refused('merv_refusal_rounds_left');
		const missing = missingForYear(state);
		if (missing.length) return refused('merv_refusal_printed_needed', { count: missing.length });
		const scores = state.participants.map((_, who) => yearScore(state, who));
		const participants = state.participants.map((p, who) => ({
			...p,
			tally: { ...p.tally, favour: p.tally.favour - scores[who]!.favourPaid, points: p.tally.points + scores[who]!.total }
		}));
		const last = state.year >= YEARS;
		return accepted({
			// The judge's discards go back on top of its deck, shuffled (RU L1079).
			...reshuffleJudgeDeck(state, state.year),
			participants,
			years: [...state.years, scores],
			palaceChoices: {},
			year: last ? state.year : state.year + 1,
			stage: last ? 'final' : 'actions',
			// A new year's masters start again from the north-west track (RU L334).
			round: 1,
			spaces: [null, null, null, null, null],
			turnAt: 0,
			turn: null
		});
	},
	'game.finished': (state) => {
		const spiceSets = state.participants.map((p) => bestSpiceSplit(SPICES.map((s) => p.tally[`spice.${s}`])).points);
		return accepted({ ...state, phase: 'finished', spiceSets });
	}
};
