/** The shared core every game plugs into: rules that never throw, entry shapes, players, dice, scoring phase, printed values, migrations. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Stored } from '../../../src/lib/engine/core/log.ts';
import { rulesOf } from '../../../src/lib/engine/core/rules.ts';
import { append, parseEntry, replayLog } from '../../../src/lib/engine/core/replay.ts';
import { amounts, nameForComparison, playerName, refusalOfIssues, signed, whole, wholeIn } from '../../../src/lib/engine/core/schema.ts';
import { checkPlayers } from '../../../src/lib/engine/core/players.ts';
import { checkAdjust, checkCompensation, compensationDue, nextWithDice, takeDice } from '../../../src/lib/engine/core/dice.ts';
import { SCORING_PHASES, scoringEntrySchemas, scoringHandlers, trackPosition, type ScoringEntry } from '../../../src/lib/engine/core/scoring-phase.ts';
import { checkPrintedValue, cleanCopy, printedCatalog, printedValue, recordPrinted } from '../../../src/lib/engine/core/printed.ts';
import { migrateEntry } from '../../../src/lib/engine/core/game.ts';
import { payFrom, type Substitute } from '../../../src/lib/engine/core/resources.ts';
import { strict, type Step } from './step-rules.ts';

const stored = (entries: (Step | { type: 'undo' })[]): Stored<Step>[] => entries.map((entry, i) => ({ seq: i + 1, at: i, entry }));

describe('replay never throws and keeps every entry', () => {
	it('an entry the rules refuse now is flagged, has no effect, and stays in the log', () => {
		const log = stored([
			{ type: 'step', n: 2 },
			{ type: 'step', n: 7 },
			{ type: 'step', n: 1 }
		]);
		const r = replayLog(strict, log);
		expect(r.states[r.states.length - 1]).toEqual({ total: 3 });
		expect(r.flagged).toEqual([{ seq: 2, refusal: { key: 'refusal_step_too_big', params: { max: 5 } } }]);
	});

	it('undo after a flagged entry takes back that entry, not the one before; once undone it is no longer listed', () => {
		const r = replayLog(strict, stored([{ type: 'step', n: 2 }, { type: 'step', n: 7 }, { type: 'undo' }, { type: 'step', n: 1 }]));
		expect(r.states[r.states.length - 1]).toEqual({ total: 3 });
		expect(r.live).toEqual([1, 4]);
		expect(r.flagged).toEqual([]);
	});

	it('a rule that throws refuses the entry instead of breaking the game', () => {
		const r = replayLog(strict, stored([{ type: 'step', n: 2 }, { type: 'boom' }]));
		expect(r.states[r.states.length - 1]).toEqual({ total: 2 });
		expect(r.flagged[0]).toMatchObject({ seq: 2, refusal: { key: 'refusal_rules_error', params: { detail: 'a bug' } } });
		expect(append(strict, [], { type: 'boom' }, 1)).toMatchObject({ ok: false, refusal: { key: 'refusal_rules_error' } });
	});
});

describe('entry shapes are checked before the rules see them', () => {
	it.each([
		null,
		7,
		'step',
		[],
		{ type: 'undo', extra: 1 },
		{ type: 'step' },
		{ type: 'step', n: 1.5 },
		{ type: 'step', n: 1e308 },
		{ type: 'step', n: 1, more: true },
		{ type: 'nope' }
	])('%j is refused, never thrown on', (entry) => {
		const r = append(strict, [], entry, 1);
		expect(r.ok).toBe(false);
	});

	it('the schema says what is wrong where it can', () => {
		expect(parseEntry(strict, { type: 'step', n: -1 })).toEqual({ ok: false, refusal: { key: 'refusal_not_whole_number', params: { field: 'n' } } });
		expect(parseEntry(strict, { type: 'undo' })).toEqual({ ok: true, entry: { type: 'undo' } });
	});

	it('numbers must be whole, exact on a phone, and within sane bounds', () => {
		for (const bad of [1e308, 2 ** 53 + 1, -1, 0.5, Number.NaN, Infinity, '3', 1000]) expect(v.safeParse(whole(), bad).success, String(bad)).toBe(false);
		expect(v.safeParse(whole(), 999).success).toBe(true);
		expect(v.safeParse(signed(), -40).success).toBe(true);
		expect(v.safeParse(amounts(['coins', 'camels']), { coins: 2, jade: 1 }).success).toBe(false);
		expect(v.safeParse(amounts(['coins', 'camels']), []).success).toBe(false);
		expect(refusalOfIssues(v.safeParse(wholeIn(1, 6, 'refusal_die_face'), 7).issues ?? [])).toEqual({ key: 'refusal_die_face' });
		expect(refusalOfIssues(v.safeParse(amounts(['coins']), { gold: 1 }).issues ?? [])).toEqual({ key: 'refusal_no_such_resource' });
	});
});

describe('player names and seats', () => {
	const name = (s: unknown) => v.safeParse(playerName, s);
	it('names are trimmed and normalised; empty, invisible or reordering ones refused', () => {
		expect(name('  Anna ').output).toBe('Anna');
		expect(name('   ').success).toBe(false);
		for (const sneaky of ['\u200b', 'An\u200bna', '\u202eannA', 'Anna\u2066', '\u00ad', 'A\u0000'])
			expect(refusalOfIssues(name(sneaky).issues ?? [])).toEqual({ key: 'refusal_player_name_invisible' });
		expect(refusalOfIssues(name('x'.repeat(25)).issues ?? [])).toEqual({ key: 'refusal_player_name_long', params: { max: 24 } });
	});

	it('two names that look the same are the same name', () => {
		expect(nameForComparison('ＡＮＮＡ')).toBe(nameForComparison('anna'));
		const limits = { players: { min: 2, max: 4 }, colours: ['red', 'blue'] };
		expect(
			checkPlayers(
				[
					{ name: 'Anna', colour: 'red' },
					{ name: 'ａｎｎａ', colour: 'blue' }
				],
				limits
			)
		).toEqual({ key: 'refusal_player_name_twice', params: { name: 'ａｎｎａ' } });
		expect(checkPlayers([{ name: 'A', colour: 'red' }], limits)).toEqual({ key: 'refusal_player_count', params: { min: 2, max: 4 } });
		expect(
			checkPlayers(
				[
					{ name: 'A', colour: 'red' },
					{ name: 'B', colour: 'red' }
				],
				limits
			)
		).toEqual({ key: 'refusal_colour_taken', params: { colour: 'red' } });
		expect(
			checkPlayers(
				[
					{ name: 'A', colour: 'red' },
					{ name: 'B', colour: 'green' }
				],
				limits
			)
		).toEqual({ key: 'refusal_no_such_colour' });
	});
});

describe('dice', () => {
	it('compensation below 15 (MP2 RU L786: 1+2+3+2+1 = 9 gives 6)', () => {
		expect(compensationDue([1, 2, 3, 2, 1])).toBe(6);
		expect(compensationDue([6, 6, 6, 6, 6])).toBe(0);
		expect(checkCompensation([1, 2, 3, 2, 1], 6, { coins: 4, camels: 2 })).toBeNull();
		expect(checkCompensation([1, 2, 3, 2, 1], 6, { coins: 4, camels: 1 })).toEqual({ key: 'refusal_compensation', params: { due: 6, sum: 9 } });
	});

	it('takes dice by place, each once; the next seat with dice', () => {
		expect(takeDice(['a', 'b', 'c'], [2, 0])).toEqual({ dice: ['c', 'a'], rest: ['b'] });
		for (const bad of [[3], [0, 0], [-1], [0.5]]) expect(takeDice(['a', 'b', 'c'], bad)).toEqual({ key: 'refusal_no_such_die' });
		expect(nextWithDice([{ dice: [1] }, { dice: [] }, { dice: [2] }], 0)).toBe(2);
		expect(nextWithDice([{ dice: [1] }, { dice: [] }, { dice: [] }], 0)).toBe(0);
		expect(nextWithDice([{ dice: [] }, { dice: [] }], 1)).toBeNull();
	});

	it('±1 never wraps a 6 to a 1 (MP2 RU L713, Voyages PL:676)', () => {
		expect(checkAdjust(5, 1)).toBeNull();
		expect(checkAdjust(6, 1)).toEqual({ key: 'refusal_adjust_wrap', params: { value: 6 } });
		expect(checkAdjust(1, -1)).toEqual({ key: 'refusal_adjust_wrap', params: { value: 1 } });
		expect(checkAdjust(3, 2)).toEqual({ key: 'refusal_adjust_by_one' });
	});
});

describe('the scoring phase both games share', () => {
	type Sheet = { coins: number; cards: number };
	type S = { phase: string; players: { name: string; sheet: Sheet; sheetConfirmed: boolean }[] };
	const sheet = (coins: number): Sheet => ({ coins, cards: 0 });
	const handlers = scoringHandlers<S, Sheet, 'coins' | 'cards'>({
		fields: ['coins', 'cards'],
		open: (s) => s.players.map((p) => ({ ...p, sheet: sheet(5) })),
		checkSheet: (_s, _p, sh) => (sh.cards > 2 ? { key: 'refusal_too_many_cards' } : null),
		checkConfirm: (s, p) => (s.players[p]!.sheet.coins === 0 ? { key: 'refusal_no_coins' } : null)
	});
	const game = rulesOf<S, ScoringEntry<'coins' | 'cards'>>(
		() => ({ phase: 'playing', players: [{ name: 'A', sheet: sheet(0), sheetConfirmed: false }] }),
		v.variant('type', [...scoringEntrySchemas(['coins', 'cards'] as const)]),
		{ of: (s) => s.phase, accepts: SCORING_PHASES },
		handlers
	);
	const play = (log: Stored<ScoringEntry<'coins' | 'cards'>>[], e: unknown) => append(game, log, e, 1);

	it('opens the sheets filled in, checks each change, confirms, and finishes', () => {
		const opened = play([], { type: 'scoring.started' });
		expect(opened.ok && opened.state.players[0]!.sheet).toEqual(sheet(5));
		if (!opened.ok) return;
		expect(play(opened.log, { type: 'sheet.number', player: 0, field: 'cards', value: 3 })).toEqual({ ok: false, refusal: { key: 'refusal_too_many_cards' } });
		expect(play(opened.log, { type: 'sheet.number', player: 1, field: 'cards', value: 1 })).toEqual({ ok: false, refusal: { key: 'refusal_no_such_player' } });
		expect(play(opened.log, { type: 'sheet.number', player: 0, field: 'gold', value: 1 })).toEqual({ ok: false, refusal: { key: 'refusal_no_such_field' } });
		expect(play(opened.log, { type: 'game.finished' })).toEqual({ ok: false, refusal: { key: 'refusal_sheet_not_confirmed', params: { name: 'A' } } });
		const confirmed = play(opened.log, { type: 'sheet.confirmed', player: 0, confirmed: true });
		expect(confirmed.ok).toBe(true);
		if (!confirmed.ok) return;
		const changed = play(confirmed.log, { type: 'sheet.number', player: 0, field: 'cards', value: 2 });
		expect(changed.ok && changed.state.players[0]!.sheetConfirmed).toBe(false);
		const finished = play(confirmed.log, { type: 'game.finished' });
		expect(finished.ok && finished.state.phase).toBe('finished');
	});

	it('a step (− or +) is stored as a change: two screens stepping from the same view both count', () => {
		const opened = play([], { type: 'scoring.started' });
		if (!opened.ok) throw new Error('not opened');
		// Both screens showed 5 coins; each tapped + once.
		const one = play(opened.log, { type: 'sheet.change', player: 0, field: 'coins', by: 1 });
		if (!one.ok) throw new Error('refused');
		const two = play(one.log, { type: 'sheet.change', player: 0, field: 'coins', by: 1 });
		expect(two.ok && two.state.players[0]!.sheet.coins).toBe(7);
		// A step is checked as the number it makes: 0 cards + 3 is refused like a typed 3.
		expect(play(opened.log, { type: 'sheet.change', player: 0, field: 'cards', by: 3 })).toEqual({ ok: false, refusal: { key: 'refusal_too_many_cards' } });
		expect(play(opened.log, { type: 'sheet.change', player: 0, field: 'gold', by: 1 })).toEqual({ ok: false, refusal: { key: 'refusal_no_such_field' } });
		expect(play(opened.log, { type: 'sheet.change', player: 0, field: 'coins', by: 0.5 }).ok).toBe(false);
	});

	it('the score figure: the start space 50 is 0, each lap a 50/100 card', () => {
		expect(trackPosition(0)).toEqual({ trackSpace: 50, trackLaps: 0 });
		expect(trackPosition(57)).toEqual({ trackSpace: 7, trackLaps: 1 });
		expect(trackPosition(100)).toEqual({ trackSpace: 50, trackLaps: 2 });
	});
});

describe('printed values', () => {
	const catalog = printedCatalog(
		[
			{ id: 'g.rule', group: 'track', kind: 'points', params: {}, known: { value: 17, source: 'RU L1082', confidence: 'high' } },
			{ id: 'g.default', group: 'track', kind: 'points', params: {}, known: { value: 4, source: 'data', confidence: 'medium' } },
			{ id: 'g.unknown', group: 'track', kind: 'points', params: {} }
		],
		() => whole(),
		[{ prefix: 'g.card.', group: 'cards', kind: 'card', schema: v.strictObject({ coats: whole(4) }) }]
	);

	it('the rulebook first, then the copy, then the default; unknown is null', () => {
		const copy = { values: { 'g.rule': 20, 'g.default': 6 } };
		expect(printedValue(catalog, copy, 'g.rule')).toBe(17);
		expect(printedValue(catalog, copy, 'g.default')).toBe(6);
		expect(printedValue(catalog, { values: {} }, 'g.default')).toBe(4);
		expect(printedValue(catalog, copy, 'g.unknown')).toBeNull();
	});

	it('checks what the player gives; a damaged copy keeps only what still fits', () => {
		expect(checkPrintedValue(catalog, 'g.rule', 3)).toEqual({ key: 'refusal_printed_value_built_in' });
		expect(checkPrintedValue(catalog, 'g.nope', 3)).toEqual({ key: 'refusal_no_such_printed_value' });
		expect(checkPrintedValue(catalog, 'g.unknown', -3)).toEqual({ key: 'refusal_not_whole_number', params: { field: 'value' } });
		expect(checkPrintedValue(catalog, 'g.card.g1', { coats: 2 })).toBeNull();
		expect(cleanCopy(catalog, { 'g.unknown': 5, 'g.rule': 3, 'g.card.g1': { coats: 9 }, other: 1 })).toEqual({ values: { 'g.unknown': 5 } });
	});

	it('a game records the values it uses, once started', () => {
		const state = { phase: 'playing', copy: { values: { 'g.unknown': 1 } } };
		expect(recordPrinted(catalog, state, { 'g.default': 7 })).toEqual({
			ok: true,
			state: { phase: 'playing', copy: { values: { 'g.unknown': 1, 'g.default': 7 } } }
		});
		expect(recordPrinted(catalog, state, { 'g.rule': 7 })).toEqual({ ok: false, refusal: { key: 'refusal_printed_value_built_in' } });
	});
});

describe('entry migrations', () => {
	const module = {
		entryVersion: 3,
		migrations: [
			{ from: 1, describe: 'seat renamed player', migrate: ({ seat, ...e }: Record<string, unknown>) => ({ ...e, player: seat }) },
			{
				from: 2,
				describe: 'a travel without steps cannot be carried over',
				migrate: (e: Record<string, unknown>) => (e.type === 'travel' && e.steps === undefined ? null : e)
			}
		]
	};
	it('bring a stored entry to the current version, step by step', () => {
		expect(migrateEntry(module, { type: 'x', seat: 1 }, 1)).toEqual({ type: 'x', player: 1 });
		expect(migrateEntry(module, { type: 'x', player: 1 }, 3)).toEqual({ type: 'x', player: 1 });
	});
	it('say when an entry cannot be carried over, never throw', () => {
		expect(migrateEntry(module, { type: 'travel', seat: 0 }, 1)).toBeNull();
		expect(migrateEntry(module, { type: 'x' }, 4)).toBeNull();
		expect(migrateEntry(module, null, 1)).toBeNull();
		expect(migrateEntry({ entryVersion: 2, migrations: [] }, { type: 'x' }, 1)).toBeNull();
	});
});

describe('payments', () => {
	const have = { coins: 3, camels: 1, jade: 2, gold: 1 };
	type Thing = keyof typeof have;
	const jade: Substitute<Thing> = { with: 'jade', for: ['coins', 'camels'] };
	it('pay each thing from itself; jade pays for coins and camels that run short, one for one (MP2 RU L794)', () => {
		expect(payFrom(have, { coins: 3, gold: 1 }, jade)).toEqual({ ok: true, left: { coins: 0, camels: 1, jade: 2, gold: 0 } });
		expect(payFrom(have, { coins: 4, camels: 2 }, jade)).toEqual({ ok: true, left: { coins: 0, camels: 0, jade: 0, gold: 1 } });
		expect(payFrom(have, { coins: 5, camels: 2 }, jade)).toEqual({ ok: false, short: 'coins' });
		expect(payFrom(have, { gold: 2 }, jade)).toEqual({ ok: false, short: 'gold' });
		expect(payFrom(have, { coins: 4 })).toEqual({ ok: false, short: 'coins' });
	});
});
