/** The site actions of a turn (RU L575–L897) and the end-of-round order (RU L403–L427). */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import type { Handlers } from '../../core/rules.ts';
import { caravanserai } from './caravanserai.ts';
import type { MervEntry } from '../entries.ts';
import { library } from './library.ts';
import { standOn } from './order.ts';
import { palace } from './palace.ts';
import type { MervState, Turn } from '../state.ts';
import { actor, withTurn } from '../round/turn.ts';
import { mayAct } from './turn.ts';
import { buildPieces, wall } from './wall.ts';

type ActionEntry = Extract<MervEntry, { type: 'turn.caravanserai' | 'turn.palace' | 'turn.library' | 'turn.wall' | 'owed.wall' | 'order.placed' }>;

/** The action checked as the turn's one action, then done; the turn records it. */
export function act(state: MervState, action: NonNullable<Turn['action']>, run: (who: number) => Outcome<MervState>): Outcome<MervState> {
	const a = mayAct(state, action);
	if ('key' in a) return refusedWith(a);
	const out = run(a.who);
	return out.ok ? accepted(withTurn(out.state, { action })) : out;
}

export const actionHandlers: Handlers<MervState, ActionEntry> = {
	'turn.caravanserai': (state, e) => act(state, 'caravanserai', (who) => caravanserai(state, who, e)),
	'turn.palace': (state, e) => act(state, 'palace', (who) => palace(state, who, e.courts, e.paid)),
	'turn.library': (state, e) => act(state, 'library', (who) => library(state, who, e.paid)),
	'turn.wall': (state, e) => act(state, 'wall', (who) => wall(state, who, e.pieces, e.paid)),
	'owed.wall': (state, e) => {
		const a = actor(state);
		if ('key' in a) return refusedWith(a);
		const at = a.turn.owed.findIndex((o) => o.kind === 'wall-piece');
		if (at < 0) return refused('merv_refusal_nothing_owed');
		// The third discovery's piece is free, any piece on any side (RU L713).
		return buildPieces(withTurn(state, { owed: a.turn.owed.filter((_, i) => i !== at) }), a.who, [e.piece]);
	},
	'order.placed': (state, e) => {
		if (!state.reorder || !state.reorder.queue.length) return refused('merv_refusal_no_reorder');
		return standOn(state, e.space);
	}
};
