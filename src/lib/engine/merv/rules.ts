/** The rules of Merv: the shape of every entry, the entries each phase of the game accepts, and one handler per kind of entry. */
import { refusedWith } from '../core/log.ts';
import { recordPrinted } from '../core/printed.ts';
import { camelsOverBox } from './holdings/camels.ts';
import { rulesOf, type Phases, type Rules } from '../core/rules.ts';
import { mervEntry, type MervEntry } from './entries.ts';
import { playHandlers } from './handlers/play.ts';
import { mervPrinted } from './printed.ts';
import { setupHandlers } from './handlers/setup.ts';
import { initialState, type MervState } from './state.ts';
import { invasionDue } from './city/invasion.ts';
import { yearHandlers } from './handlers/year.ts';
import { turnHandlers } from './handlers/turn.ts';
import { actionHandlers } from './handlers/actions.ts';
import { judgeHandlers } from './judge/play.ts';
import { tradeHandlers } from './handlers/trade.ts';

type Type = MervEntry['type'];
const typesOf = (handlers: object) => Object.keys(handlers) as Type[];

/** Any time of a year, the end of the game included (the last contracts, the spices before the sets are counted). */
const COUNTS: Type[] = ['tally.set', 'tally.change', 'bonus.tile', 'order.set', 'judge.cityOrder', 'printed.recorded'];
/** The year's actions: the turns at the table, and the city changed by hand (RU L337–L431). */
const ACTIONS: Type[] = [
	...COUNTS,
	...typesOf(turnHandlers),
	...typesOf(actionHandlers),
	...typesOf(tradeHandlers),
	'judge.played',
	'judge.chamberlain',
	'site.built',
	'site.soldier',
	'site.upgraded',
	'wall.built',
	'invasion.started'
];

const phases: Phases<MervState, MervEntry> = {
	// A year is its actions, in years 2 and 3 the invasion (RU L451), its scoring (RU L465), and after the third the final ranking.
	of: (state) => (state.phase !== 'playing' ? state.phase : state.stage === 'actions' && invasionDue(state) ? 'actions-before-invasion' : state.stage),
	accepts: {
		new: ['game.created'],
		setup: ['setup.city', 'site.recorded', 'setup.marketSide', 'setup.completed', 'order.set', 'judge.cityOrder', 'printed.recorded'],
		// The year's scoring may follow its actions at once when no invasion comes first.
		actions: [...ACTIONS, 'palace.chosen', 'year.scored'],
		'actions-before-invasion': ACTIONS,
		invasion: [...COUNTS, 'invasion.decided', 'invasion.ended'],
		scoring: [...COUNTS, 'palace.chosen', 'year.scored'],
		final: [...COUNTS, 'game.finished'],
		finished: ['printed.recorded']
	}
};

const handled: Rules<MervState, MervEntry> = rulesOf(initialState, mervEntry, phases, {
	...setupHandlers,
	...playHandlers,
	...yearHandlers,
	...turnHandlers,
	...actionHandlers,
	...judgeHandlers,
	...tradeHandlers,
	// Printed values read off the copy when first needed become the game's own.
	'printed.recorded': (state, e) => recordPrinted(mervPrinted, state, e.values)
});

/** Every entry's camels checked against the box's 12 wherever they come from: a count, a reward, a caravan card (RU L47). */
export const mervRules: Rules<MervState, MervEntry> = {
	...handled,
	play(state, e) {
		const out = handled.play(state, e);
		const over = out.ok ? camelsOverBox(state, out.state) : null;
		return over ? refusedWith(over) : out;
	}
};
