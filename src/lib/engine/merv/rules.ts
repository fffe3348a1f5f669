/** The rules of Merv: the shape of every entry and one handler per kind of entry. */
import { refusedWith } from '../core/log.ts';
import { recordPrinted } from '../core/printed.ts';
import { camelsOverBox } from './camels.ts';
import { rulesOf, type Rules } from '../core/rules.ts';
import { mervEntry, type MervEntry } from './entries.ts';
import { playHandlers } from './play-handlers.ts';
import { mervPrinted } from './printed.ts';
import { setupHandlers } from './setup-handlers.ts';
import { initialState, type MervState } from './state.ts';
import { yearHandlers } from './year-handlers.ts';
import { turnHandlers } from './turn-handlers.ts';
import { actionHandlers } from './action-handlers.ts';
import { judgeHandlers } from './judge-play.ts';
import { tradeHandlers } from './trade-handlers.ts';

const handled: Rules<MervState, MervEntry> = rulesOf(initialState, mervEntry, {
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
