/** What a year asks for next, as the screen offers it (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { mervRules, noTurnYet, turnStep, yearDue, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import { nextTribute } from '../../../src/lib/engine/merv/city/invasion.ts';
import { cityGame, ok } from './turn-fixtures.ts';

const refusal = (state: MervState, entry: MervEntry) => {
	const r = mervRules.play(state, entry);
	return r.ok ? null : r.refusal.key;
};
const apply = (state: MervState, entry: MervEntry): MervState => {
	const r = mervRules.play(state, entry);
	if (!r.ok) throw new Error(`refused ${JSON.stringify(entry)}: ${r.refusal.key}`);
	return r.state;
};

/** The next entry of a table that plays every turn on the phone: the first free space and site, a favour; at the year's end what is due. */
function next(state: MervState): MervEntry | null {
	const now = turnStep(state);
	if (now.step === 'master') return { type: 'turn.master', line: now.free[0]! };
	if (now.step === 'site') return { type: 'turn.site', cell: now.cells[0] ?? null };
	if (now.step === 'act') return now.turn.action ? { type: 'turn.ended' } : { type: 'turn.favour' };
	if (now.step === 'order') return { type: 'order.placed', space: now.spaces[now.spaces.length - 1]!.space };
	const due = yearDue(state);
	if (due === 'invasion' && state.stage !== 'invasion') return { type: 'invasion.started' };
	// Every owner gives up their attacked building, in turn order (RU L457).
	const attacked = nextTribute(state);
	if (due === 'invasion') return attacked ? { type: 'invasion.decided', cell: attacked.cell, tribute: null } : { type: 'invasion.ended' };
	if (due === 'scoring') return { type: 'year.scored', year: state.year };
	return null;
}

describe('what the year asks for next (RU L326–L330, L451, L465)', () => {
	it('L326, L330, L451: the rounds, then in years 2 and 3 the invasion, then the scoring — each accepted when due, refused before', () => {
		let state = ok(cityGame());
		const seen: string[] = [];
		for (let i = 0; i < 400 && state.year <= 2 && state.phase === 'playing'; i++) {
			const due = yearDue(state)!;
			if (seen.at(-1) !== due) seen.push(due);
			if (due === 'rounds') {
				// While the year's rounds are played neither the invasion nor the scoring may start.
				expect(refusal(state, { type: 'year.scored', year: state.year })).not.toBeNull();
				expect(refusal(state, { type: 'invasion.started' })).not.toBeNull();
			}
			if (due === 'scoring') expect(refusal(state, { type: 'invasion.started' })).not.toBeNull();
			const entry = next(state);
			expect(entry, `${due} at year ${state.year}, round ${state.round}`).not.toBeNull();
			expect(refusal(state, entry!), JSON.stringify(entry)).toBeNull();
			state = apply(state, entry!);
		}
		// Year 1 has no invasion (L451); year 2 has one between its rounds and its scoring (L330). Before each
		// year's first turn what would follow the rounds is due already (a table may not enter its turns).
		expect(seen).toEqual(['scoring', 'rounds', 'scoring', 'invasion', 'rounds', 'invasion', 'scoring']);
		expect(state.year).toBe(3);
	});

	it('before the first turn of a year the table may go on without entering turns: what is due then is accepted', () => {
		const start = ok(cityGame());
		expect(noTurnYet(start)).toBe(true);
		expect(yearDue(start)).toBe('scoring');
		expect(refusal(start, { type: 'year.scored', year: 1 })).toBeNull();
		const placed = apply(start, { type: 'turn.master', line: 0 });
		expect(noTurnYet(placed)).toBe(false);
		expect(yearDue(placed)).toBe('rounds');
	});

	it('a counts-only game has no invasion on the phone: its years go straight to the scoring', () => {
		const counts = ok([
			{
				type: 'game.created',
				players: [
					{ name: 'Ana', colour: 'red' },
					{ name: 'Boris', colour: 'blue' },
					{ name: 'Chen', colour: 'yellow' }
				],
				seed: 'C',
				chamberlain: null,
				judge: null
			},
			{ type: 'setup.city', mode: 'counts' },
			{ type: 'setup.completed' },
			{ type: 'year.scored', year: 1 }
		]);
		expect(counts.year).toBe(2);
		expect(yearDue(counts)).toBe('scoring');
		expect(refusal(counts, { type: 'year.scored', year: 2 })).toBeNull();
	});
});
