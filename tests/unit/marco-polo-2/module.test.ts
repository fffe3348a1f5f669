/**
 * The game module the app reads Marco Polo II through, the game's own copy of the printed values
 * (taken when the game starts, added to by printed.recorded, what it is scored with), and the
 * rule helpers the screens use instead of re-typing rules.
 */
import { describe, expect, it } from 'vitest';
import { checkPrintedValue, emptyCopy, printedValue as corePrintedValue } from '../../../src/lib/engine/core/printed.ts';
import { append, replay } from '../../../src/lib/engine/core/replay.ts';
import {
	coatTrackId,
	describedAlready,
	goalCardMatch,
	gameCreatedEntry,
	goalCardId,
	goalCardOf,
	GUILDS,
	marcoPolo2Printed,
	MONEY_BAG_CHOICES,
	MONEY_BAG_TAKES,
	moneyBagGain,
	scoreGame,
	type Guild
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { marcoPolo2Meta } from '../../../src/lib/engine/marco-polo-2/meta.ts';
import marcoPolo2 from '../../../src/lib/engine/marco-polo-2/module.ts';
import { compensationFor, dieBonus, rollBonus } from '../../../src/lib/engine/marco-polo-2/handlers/round.ts';
import { finishedGameEntries, finishedGameLog, fullCopy, logOf, players, withoutGoalCards } from './fixtures.ts';
import { expectAccepted, expectRefused } from './helpers.ts';

describe('the module', () => {
	it('has the meta, rules, entry version 1 with no migrations, and the printed values', () => {
		expect(marcoPolo2.meta).toBe(marcoPolo2Meta);
		expect(marcoPolo2.entryVersion).toBe(1);
		expect(marcoPolo2.migrations).toEqual([]);
		expect(marcoPolo2.printed).toBe(marcoPolo2Printed);
		expect(marcoPolo2.rules.initial().phase).toBe(marcoPolo2Meta.phases[0]);
	});

	it('created() writes the first entry with the values of the copy that fit; the game keeps them', () => {
		const copy = { values: { [coatTrackId(5)]: 8, [coatTrackId(9)]: 99, [coatTrackId(6)]: -1, 'voyages.x': 1 } };
		const entry = marcoPolo2.created(players(2), 'SEED', copy, {});
		// The built-in 9 and the negative 6 do not fit; another game's id is not Marco Polo II's.
		expect(entry).toEqual({ type: 'game.created', players: players(2), seed: 'SEED', copy: { [coatTrackId(5)]: 8 } });
		const { state } = expectAccepted([], entry);
		expect(state.copy).toEqual({ values: { [coatTrackId(5)]: 8 } });
		// An empty copy writes no copy at all: the entry as stored games have it.
		expect(marcoPolo2.created(players(2), 'SEED', emptyCopy(), {})).toEqual({ type: 'game.created', players: players(2), seed: 'SEED' });
		expect(gameCreatedEntry(players(2), 'SEED', emptyCopy())).toEqual(marcoPolo2.created(players(2), 'SEED', emptyCopy(), {}));
	});

	it('game.created refuses a copy with a value that does not fit', () => {
		const created = (copy: Record<string, unknown>) => ({ type: 'game.created' as const, players: players(2), seed: 'S', copy });
		expectRefused([], created({ [coatTrackId(9)]: 17 }), 'refusal_printed_value_built_in');
		expectRefused([], created({ [coatTrackId(5)]: -1 }), 'refusal_not_whole_number', { field: 'value' });
		expectRefused([], created({ 'marco-polo-2.nothing': 1 }), 'refusal_no_such_printed_value');
		expectRefused([], created({ [goalCardId('g1')]: { seals: ['farmers'], coats: 2, points: {} } }), 'marco_polo_2_refusal_goal_card_symbols', { count: 3 });
		expectAccepted([], created({}));
	});

	it('summary(): phase, names and seed; winners once the game is finished and scores completely with its own copy', () => {
		expect(marcoPolo2.summary(marcoPolo2.rules.initial())).toEqual({ phase: 'new', players: [], colours: [], seed: '', winners: [] });
		const finished = replay(marcoPolo2.rules, finishedGameLog({ players: 4 }));
		expect(marcoPolo2.summary(finished)).toEqual({
			phase: 'finished',
			players: ['Ada', 'Boris', 'Chen', 'Dana'],
			colours: ['blue', 'yellow', 'green', 'red'],
			seed: 'FIXTURE',
			winners: ['Boris'],
			points: [172, 210, 120, 118]
		});
		// The same game started without a copy cannot be scored yet: no winners.
		const bare = replay(marcoPolo2.rules, logOf(finishedGameEntries({ players: 4, copy: emptyCopy() })));
		expect(bare.phase).toBe('finished');
		expect(marcoPolo2.summary(bare).winners).toEqual([]);
		// Not finished: no winners even when it could be scored.
		const scoring = replay(marcoPolo2.rules, logOf(finishedGameEntries({ players: 4 }).slice(0, -1)));
		expect(marcoPolo2.summary(scoring)).toMatchObject({ phase: 'scoring', winners: [] });
	});
});

describe('the game’s own copy and printed.recorded', () => {
	const bareFinished = () => logOf(finishedGameEntries({ players: 4, copy: emptyCopy() }));

	it('a finished game is scored with its own copy; another copy can be given to rescore it (the phone’s, say)', () => {
		const state = replay(marcoPolo2.rules, bareFinished());
		expect(scoreGame(state).complete).toBe(false);
		expect(scoreGame(state, fullCopy()).complete).toBe(true);
		const own = replay(marcoPolo2.rules, finishedGameLog({ players: 4 }));
		expect(scoreGame(own)).toEqual(scoreGame(own, fullCopy()));
	});

	it('records values answered at scoring in the game: it then scores with them, and undo takes them back', () => {
		const log = bareFinished();
		const missing = scoreGame(replay(marcoPolo2.rules, log));
		expect(missing.complete).toBe(false);
		const { log: recorded, state } = expectAccepted(log, { type: 'printed.recorded', values: fullCopy().values });
		expect(state.copy).toEqual(fullCopy());
		expect(scoreGame(state).complete).toBe(true);
		expect(marcoPolo2.summary(state).winners).toEqual(['Boris']);
		expect(expectAccepted(recorded, { type: 'undo' }).state.copy).toEqual(emptyCopy());
	});

	it('printed.recorded adds to what the game has, is refused before the game starts and for values that do not fit', () => {
		expectRefused([], { type: 'printed.recorded', values: { [coatTrackId(5)]: 8 } }, 'refusal_wrong_phase');
		const log = logOf(finishedGameEntries({ players: 2, copy: { values: { [coatTrackId(5)]: 8 } } }));
		const { state } = expectAccepted(log, { type: 'printed.recorded', values: { [coatTrackId(6)]: 10 } });
		expect(state.copy.values).toEqual({ [coatTrackId(5)]: 8, [coatTrackId(6)]: 10 });
		expectRefused(log, { type: 'printed.recorded', values: { [coatTrackId(13)]: 43 } }, 'refusal_printed_value_built_in');
		expectRefused(log, { type: 'printed.recorded', values: { [coatTrackId(6)]: 2.5 } }, 'refusal_not_whole_number', { field: 'value' });
		expectRefused(log, { type: 'printed.recorded', values: {} }, 'refusal_unknown_entry');
	});

	it('stores what the entry held, not the object given', () => {
		const values = { [goalCardId('g1')]: { seals: ['farmers'], coats: 3, points: { farmers: 4 } } };
		const r = append(marcoPolo2.rules, finishedGameLog({ players: 2, copy: emptyCopy() }), { type: 'printed.recorded', values }, 1);
		expect(r.ok).toBe(true);
		values[goalCardId('g1')]!.points.farmers = 99;
		if (r.ok) expect(goalCardOf(r.state.copy, 'g1')).toEqual({ seals: ['farmers'], coats: 3, points: { farmers: 4 } });
	});
});

describe('printed values of Marco Polo II', () => {
	it('the values the rulebook states are built in with their source, confidence high (RU L666, L1078, L1082)', () => {
		const known = marcoPolo2Printed.defs.filter((d) => d.known);
		expect(known.map((d) => [d.id, d.known])).toEqual([
			[coatTrackId(9), { value: 17, source: 'RU L1082', confidence: 'high' }],
			[coatTrackId(13), { value: 43, source: 'RU L1078', confidence: 'high' }],
			['marco-polo-2.guild-upgrade-cost.jewelers', { value: { coins: 9, gold: 2 }, source: 'RU L666', confidence: 'high' }],
			['marco-polo-2.guild-improved-bonus.jewelers', { value: { camels: 2 }, source: 'RU L666', confidence: 'high' }]
		]);
		expect(corePrintedValue(marcoPolo2Printed, { values: { [coatTrackId(9)]: 1 } }, coatTrackId(9))).toBe(17);
		expect(checkPrintedValue(marcoPolo2Printed, coatTrackId(9), 17)).toEqual({ key: 'refusal_printed_value_built_in' });
	});

	it('points are whole numbers; resources are amounts of the game’s resources', () => {
		expect(checkPrintedValue(marcoPolo2Printed, coatTrackId(3), 4)).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, coatTrackId(3), -1)).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		expect(checkPrintedValue(marcoPolo2Printed, 'marco-polo-2.guild-upgrade-cost.farmers', { coins: 5, pepper: 1 })).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, 'marco-polo-2.guild-upgrade-cost.farmers', { ducats: 1 })?.key).toBe('refusal_no_such_resource');
		expect(checkPrintedValue(marcoPolo2Printed, 'marco-polo-2.guild-upgrade-cost.farmers', [])?.key).toBe('refusal_unknown_entry');
	});

	it('a goal card the player describes: exactly 4 symbols, each seal at most once, whole points (RU L1088–1108)', () => {
		const card = (seals: string[], coats: number, points: object = {}) => checkPrintedValue(marcoPolo2Printed, goalCardId('g3'), { seals, coats, points });
		expect(card(['spicers', 'jewelers'], 2, { jewelers: 5 })).toBeNull();
		expect(card([], 4)).toBeNull();
		expect(card(['spicers'], 2)).toEqual({ key: 'marco_polo_2_refusal_goal_card_symbols', params: { count: 3 } });
		expect(card(['spicers', 'spicers'], 2)).toEqual({ key: 'marco_polo_2_refusal_goal_card_seal_twice' });
		expect(card(['bakers'], 3)?.key).toBe('marco_polo_2_refusal_no_such_guild');
		expect(card(['spicers'], 3, { spicers: -2 })?.key).toBe('refusal_not_whole_number');
		expect(checkPrintedValue(marcoPolo2Printed, goalCardId(''), { seals: [], coats: 4, points: {} })).toEqual({ key: 'refusal_no_such_printed_value' });
	});

	it('the same goal card is not described twice; two with the same symbols are told apart by their printed points', () => {
		const jewelers = (points: number) => ({ seals: ['spicers', 'jewelers'] as Guild[], coats: 2, points: { jewelers: points } });
		const copy = { values: { [goalCardId('g1')]: jewelers(5), [coatTrackId(5)]: 8 } };
		expect(describedAlready(copy, jewelers(5))?.id).toBe('g1');
		expect(describedAlready(copy, { ...jewelers(5), seals: ['jewelers', 'spicers'] })?.id).toBe('g1');
		expect(describedAlready(copy, jewelers(3))).toBeNull();
		expect(describedAlready(copy, { ...jewelers(5), coats: 1 })).toBeNull();
		// Saving a card again as itself is no second description.
		expect(describedAlready(copy, jewelers(5), 'g1')).toBeNull();
	});

	it('RU L1088, L1094–1096: a goal card is its seals with their points and the coats it shows; the same seals, points and number of coats may be two cards', () => {
		const card = (coatGroups?: string[], coats = 2) => ({
			seals: ['spicers', 'jewelers'].slice(0, 4 - coats) as Guild[],
			coats,
			points: { jewelers: 5 },
			...(coatGroups ? { coatGroups } : {})
		});
		// Every coat said: the same coats are the same card; other coats, another card.
		expect(goalCardMatch(card(['c1', 'c2']), card(['c2', 'c1']))).toBe('same');
		expect(goalCardMatch(card(['c1', 'c2']), card(['c1', 'c3']))).toBe('different');
		// Coats not said (the board did not know them), or not all: they may be one card or two.
		expect(goalCardMatch(card(), card())).toBe('maybe');
		expect(goalCardMatch(card(['c1']), card(['c1', 'c3']))).toBe('maybe');
		expect(goalCardMatch(card(['c1']), card(['c3']))).toBe('maybe');
		// Three coats said between them for a card of two: two cards.
		expect(goalCardMatch(card(['c1']), card(['c2', 'c3']))).toBe('different');
		// No coat at all: only its seals and points are the card.
		expect(goalCardMatch({ seals: [...GUILDS], coats: 0, points: { farmers: 2 } }, { seals: [...GUILDS], coats: 0, points: { farmers: 2 } })).toBe('same');

		const copy = { values: { [goalCardId('g1')]: card(), [goalCardId('g2')]: card(['c1', 'c2']) } };
		// A second player's card with the same seals, points and number of coats: maybe g1, which the player may say it is not.
		expect(describedAlready(copy, card(['c3', 'c4']))).toEqual({ id: 'g1', sure: false });
		// Told apart from g2 by its coats; nothing tells it from g2 when it shows the same ones.
		expect(describedAlready(copy, card(['c2', 'c1']))).toEqual({ id: 'g2', sure: true });
		expect(describedAlready({ values: { [goalCardId('g2')]: card(['c1', 'c2']) } }, card(['c3', 'c1']))).toBeNull();
	});

	it("the phone's copy becomes a game's copy: values by id, goal cards by marco-polo-2.goal-card.<id>, what does not fit left out", () => {
		const phone = {
			values: {
				[coatTrackId(5)]: 8,
				[coatTrackId(13)]: 40,
				[goalCardId('g1')]: { seals: ['farmers'], coats: 3, points: { farmers: 2 } },
				[goalCardId('g2')]: { seals: ['farmers'], coats: 1, points: {} }
			}
		};
		expect(gameCreatedEntry(players(2), 'SEED', phone).copy).toEqual({
			[coatTrackId(5)]: 8,
			[goalCardId('g1')]: { seals: ['farmers'], coats: 3, points: { farmers: 2 } }
		});
		expect(withoutGoalCards(fullCopy()).values[goalCardId('goal-kabul')]).toBeUndefined();
	});
});

describe('rules the screens show, computed by the engine', () => {
	it('compensation: 15 − the sum of the round-start faces, never below 0 (RU L784–790)', () => {
		expect(compensationFor([1, 2, 3, 3, 4])).toBe(2);
		expect(compensationFor([1, 1, 1, 1, 1])).toBe(10);
		expect(compensationFor([6, 6, 6, 6, 6])).toBe(0);
	});

	it("Isabella Donati's bonus per die and per roll; nothing for other characters (RU L1172–1174)", () => {
		expect(dieBonus('isabella-donati', 1)).toEqual({ coins: 2 });
		expect(dieBonus('isabella-donati', 5)).toEqual({ points: 1 });
		expect(dieBonus('isabella-donati', 7)).toEqual({});
		expect(dieBonus('de-wu', 1)).toEqual({});
		expect(rollBonus('isabella-donati', [1, 2, 3, 4, 6])).toEqual({ coins: 4, points: 1, camels: 2 });
		expect(rollBonus(null, [1, 2, 3, 4, 6])).toEqual({});
	});

	it('the money bag: what each choice gives (RU L672–681)', () => {
		expect(MONEY_BAG_TAKES).toEqual(['coins', 'camels', 'jade']);
		expect(MONEY_BAG_TAKES.map(moneyBagGain)).toEqual([...MONEY_BAG_CHOICES]);
	});
});
