/** The end of each year: the invasion (years 2 and 3, RU L451–L461), the yearly scoring (RU L465–L511), the end of the game. */
import { accepted, refused, refusedWith } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { INVASION_YEARS, SPICES, YEARS } from '../catalog.ts';
import { convertColour } from '../holdings/discoveries.ts';
import { attackedBuildings, tributeCubes } from '../city/sites.ts';
import type { MervEntry } from '../entries.ts';
import { checkPalaceChoice, missingForYear, yearScore, bestSpiceSplit } from '../scoring.ts';
import type { MervState } from '../state.ts';
import { whoOf } from '../holdings/participants.ts';
import { roundsLeft } from '../round/turn.ts';
import { reshuffleJudgeDeck } from '../judge/deck.ts';
import { nextTribute, tributeConvert } from '../city/invasion.ts';

type YearEntry = Extract<MervEntry, { type: 'invasion.started' | 'invasion.decided' | 'invasion.ended' | 'palace.chosen' | 'year.scored' | 'game.finished' }>;

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
