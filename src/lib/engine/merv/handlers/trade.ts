/** The Silk Road (RU L778–L812), the mosque (RU L816–L857) and contracts (RU L403–L411) at the table. */
import { accepted, refused, refusedWith } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { act } from './actions.ts';
import { fulfil } from './contracts.ts';
import type { MervEntry } from '../entries.ts';
import { mosque } from './mosque.ts';
import { placeCourtiers } from './palace.ts';
import { silkRoad } from './silk-road.ts';
import type { MervState } from '../state.ts';
import { player } from '../round/turn.ts';
import { newTurn, settleOwed } from './turn.ts';

type TradeEntry = Extract<MervEntry, { type: 'turn.silkRoad' | 'turn.mosque' | 'owed.bonusTile' | 'owed.courtier' | 'contract.fulfilled' }>;

export const tradeHandlers: Handlers<MervState, TradeEntry> = {
	'turn.silkRoad': (state, e) => act(state, 'silk-road', (who) => silkRoad(state, who, e)),
	'turn.mosque': (state, e) => act(state, 'mosque', (who) => mosque(state, who, e)),
	'owed.bonusTile': (state, e) => {
		const s = settleOwed(state, 'bonus-tile');
		if ('key' in s) return refusedWith(s);
		const holder = state.participants.find((p) => p.bonusTiles.includes(e.tile));
		if (holder) return refused('merv_refusal_tile_held', { name: holder.name || '—' });
		// A bonus tile is kept in front of its holder (RU L838).
		const who = state.turn!.seat as number;
		const participants = s.state.participants.map((p, i) => (i === who ? { ...p, bonusTiles: [...p.bonusTiles, e.tile].sort() } : p));
		return accepted({ ...s.state, participants });
	},
	// A free courtier on any free place (RU L841): it counts as the participant's next courtier and takes a court's first favour (rules notes 16).
	'owed.courtier': (state, e) => {
		const s = settleOwed(state, 'courtier');
		return 'key' in s ? refusedWith(s) : placeCourtiers(s.state, state.turn!.seat as number, [e.court]);
	},
	// Any time in one's turn, before the master is placed too, besides the one action (RU L405, L409).
	'contract.fulfilled': (state, e) => {
		const p = player(state);
		return 'key' in p ? refusedWith(p) : fulfil(p.turn ? state : { ...state, turn: newTurn(p.who, null) }, p.who, e);
	}
};
