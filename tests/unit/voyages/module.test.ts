/** The Voyages of Marco Polo as the app plugs it in: its module's parts, the home list's line, the first entry. */
import { describe, expect, it } from 'vitest';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import { voyagesMeta } from '../../../src/lib/engine/voyages/meta.ts';
import voyages from '../../../src/lib/engine/voyages/module.ts';
import { STANDARD_SETUP, playerScores, routeCostId, setupOptionsFrom, voyagesPrinted, voyagesRules } from '../../../src/lib/engine/voyages/index.ts';
import { voyagesBuild, voyagesFinishedGameLog, voyagesPlayingLog, VOYAGES_NAMES } from './fixtures.ts';

const players = (n: number) => VOYAGES_NAMES.slice(0, n).map((name, i) => ({ name, colour: voyagesMeta.colours[i]! }));

describe('the Voyages module', () => {
	it('has its meta, rules, printed values, and entries of version 1 with no migrations yet', () => {
		expect(voyages.meta).toBe(voyagesMeta);
		expect(voyages.rules).toBe(voyagesRules);
		expect(voyages.printed).toBe(voyagesPrinted);
		expect(voyages.entryVersion).toBe(1);
		expect(voyages.migrations).toEqual([]);
	});

	it('summary: phase, names and seed; winners only once the game is finished and scored with its own copy', () => {
		expect(voyages.summary(voyagesRules.initial())).toEqual({ phase: 'new', players: [], colours: [], seed: '', winners: [] });
		const playing = replay(voyagesRules, voyagesBuild(voyagesPlayingLog(3), { type: 'scoring.started' }));
		expect(voyages.summary(playing)).toEqual({
			phase: 'scoring',
			players: ['Ada', 'Boris', 'Chen'],
			colours: ['blue', 'yellow', 'green'],
			seed: 'mp1-fixture',
			winners: [],
			points: [0, 0, 0]
		});
		const finished = replay(voyagesRules, voyagesFinishedGameLog(3));
		const outcome = playerScores(finished);
		if (!outcome.complete) throw new Error('incomplete');
		const summary = voyages.summary(finished);
		expect(summary.phase).toBe('finished');
		expect(summary.winners).toEqual(outcome.result.winners.map((seat) => finished.players[seat]!.name));
		expect(summary.winners.length).toBeGreaterThan(0);
	});

	it('created: the new-game form’s strings become the typed options; the copy goes with the game', () => {
		const copy = { values: { [routeCostId('venezia~oasis-e')]: { camels: 1 } } };
		const entry = voyages.created(players(3), 'NEW1', copy, { firstPlayer: '2', smallCityTiles: 'random', characters: 'draft', goalCards: 'deal-4-keep-2' });
		expect(entry).toEqual({
			type: 'game.created',
			players: players(3),
			seed: 'NEW1',
			options: { firstPlayer: 2, smallCityTiles: 'random', characters: 'draft', goalCards: 'deal-4-keep-2' },
			copy: copy.values
		});
		const r = append(voyagesRules, [], entry, 1);
		if (!r.ok) throw new Error(JSON.stringify(r.refusal));
		expect(r.state).toMatchObject({ phase: 'characters', seed: 'NEW1', startPlayer: 2, copy });
		// Choices left out are the standard game's; a choice the game does not have is refused by name.
		expect(setupOptionsFrom({})).toEqual(STANDARD_SETUP);
		const odd = append(voyagesRules, [], voyages.created(players(2), 'NEW2', { values: {} }, { goalCards: 'deal-9' }), 1);
		expect(odd.ok ? null : odd.refusal).toEqual({ key: 'voyages_refusal_setup_option', params: { option: 'goalCards' } });
	});
});
