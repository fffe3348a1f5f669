/** The Silk Road (RU L778–L812), the mosque (RU L816–L857) and contracts (RU L403–L411) at the table. */
import type { Handlers } from '../core/rules.ts';
import { act } from './action-handlers.ts';
import type { MervEntry } from './entries.ts';
import { silkRoad } from './silk-road.ts';
import type { MervState } from './state.ts';

type TradeEntry = Extract<MervEntry, { type: 'turn.silkRoad' }>;

export const tradeHandlers: Handlers<MervState, TradeEntry> = {
	'turn.silkRoad': (state, e) => act(state, 'silk-road', (who) => silkRoad(state, who, e))
};
