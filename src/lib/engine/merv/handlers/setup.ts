/** Setup entries: the players and neutral colours, how the city comes in, the camel market's side. */
import { accepted, refuse, refused, refusedWith, type Refusal } from '../../core/log.ts';
import { checkPlayers } from '../../core/players.ts';
import { checkCopyValues } from '../../core/printed.ts';
import type { Handlers } from '../../core/rules.ts';
import { CELLS } from '../catalog.ts';
import type { MervEntry } from '../entries.ts';
import { mervMeta } from '../meta.ts';
import { mervPrinted, siteTiles } from '../printed.ts';
import { dealCity, drawMarketSide, drawOrder, judgeDeck } from '../setup.ts';
import type { MervState } from '../state.ts';
import { emptyTally } from '../state.ts';

type SetupEntry = Extract<MervEntry, { type: 'game.created' | 'setup.city' | 'site.recorded' | 'setup.marketSide' | 'setup.completed' }>;

/** Why these neutral colours cannot stand: one per neutral the player count has (RU L235, L241), none a player's, not the same twice. */
function checkNeutrals(e: Extract<MervEntry, { type: 'game.created' }>): Refusal | null {
	const n = e.players.length;
	if (n <= 2 !== (e.chamberlain !== null) || (n === 1) !== (e.judge !== null)) return refuse('merv_refusal_no_neutral');
	const taken = new Set<string>(e.players.map((p) => p.colour));
	for (const c of [e.chamberlain, e.judge]) {
		if (c === null) continue;
		if (taken.has(c)) return refuse('refusal_colour_taken', { colour: c });
		taken.add(c);
	}
	return null;
}

export const setupHandlers: Handlers<MervState, SetupEntry> = {
	'game.created': (state, e) => {
		const bad = checkPlayers(e.players, mervMeta) ?? checkNeutrals(e) ?? (e.copy ? checkCopyValues(mervPrinted, e.copy) : null);
		if (bad) return refusedWith(bad);
		const colours = { chamberlain: e.chamberlain, judge: e.judge };
		const players = e.players.map((p) => ({ name: p.name, colour: p.colour }));
		const participants = players.map((p) => ({ ...p, tally: emptyTally(), bonusTiles: [] }));
		// The judge scores like a player (RU L1079); its name is the screens' to give.
		if (colours.judge) participants.push({ name: '', colour: colours.judge, tally: emptyTally(), bonusTiles: [] });
		return accepted({
			...state,
			phase: 'setup',
			seed: e.seed,
			players,
			participants,
			...colours,
			judgeDeck: colours.judge ? judgeDeck(e.seed) : [],
			order: drawOrder(e.seed, players.length),
			marketSide: drawMarketSide(e.seed),
			marketSideDrawn: true,
			copy: { values: structuredClone(e.copy ?? {}) }
		});
	},
	'setup.city': (state, e) => {
		const city = e.mode === 'dealt' ? dealCity(state.seed, siteTiles(state.copy)) : Array.from({ length: 25 }, () => null);
		return accepted({ ...state, cityMode: e.mode, city });
	},
	'site.recorded': (state, e) => {
		if (state.cityMode !== 'recorded') return refused('merv_refusal_city_not_recorded');
		const city = state.city.slice();
		city[e.cell] = { action: e.action, colour: e.colour, building: null, upgrade: null, soldier: null };
		return accepted({ ...state, city });
	},
	'setup.marketSide': (state, e) => accepted({ ...state, marketSide: e.side, marketSideDrawn: false }),
	'setup.completed': (state) => {
		if (state.cityMode === null) return refused('merv_refusal_city_first');
		const missing = state.cityMode === 'counts' ? 0 : CELLS.filter((c) => !state.city[c]).length;
		if (missing) return refused('merv_refusal_sites_missing', { count: missing });
		return accepted({ ...state, phase: 'playing' });
	}
};
