/**
 * Malformed entries (fast-check): every kind of entry made wrong in one place — a field missing,
 * a field too many, a value of the wrong type, a hole in a list, a number too big or not a number —
 * at a state of every phase. Each is refused by the entry's shape, never thrown on, and changes nothing.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, parseEntry, replay } from '../../../src/lib/engine/core/replay.ts';
import { marcoPolo2Rules, type MarcoPolo2State } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { finishedGameLog, trackedGameLog, type Log } from './fixtures.ts';

const messages = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>;

/** One entry of every kind, in a shape the schema accepts (whether the rules accept it depends on the state). */
const TEMPLATES: Record<string, unknown>[] = [
	{
		type: 'game.created',
		players: [
			{ name: 'Ada', colour: 'blue' },
			{ name: 'Bo', colour: 'red' }
		],
		seed: 'S1',
		copy: { 'marco-polo-2.coat-track.1': 1 }
	},
	{ type: 'firstPlayer.set', player: 0, drawn: false },
	{ type: 'characters.mode', mode: 'draft' },
	{ type: 'character.chosen', player: 0, character: 'de-wu' },
	{ type: 'setup.completed' },
	{ type: 'round.started', bonuses: [{ player: 0, gain: { coins: 1 } }] },
	{ type: 'dice.rolled', player: 0, faces: [1, 2, 3, 4, 5], compensation: { coins: 0, camels: 0 }, doubles: [4] },
	{ type: 'action', player: 0, dice: [0], space: 'book-1', pay: { jade: 1 }, gain: { pepper: 2 }, jadeFor: { coins: 1 } },
	{ type: 'action', player: 0, dice: [0], space: 'khans-favor' },
	{ type: 'action', player: 0, dice: [0, 1], space: 'guild-seal', guild: 'farmers' },
	{
		type: 'action',
		player: 0,
		dice: [0, 1],
		space: 'travel-middle',
		steps: 2,
		routeCost: { coins: 3 },
		tradingPosts: ['kabul'],
		movedFrom: 'pagan',
		gain: {},
		oases: ['coins'],
		outposts: [{ gold: 2 }]
	},
	{
		type: 'action',
		player: 0,
		dice: [0, 1, 2],
		space: 'travel-upper',
		steps: 2,
		routeCost: {},
		tradingPosts: [],
		gain: {},
		path: ['beijing', 'kabul'],
		figure: 1,
		otherPath: ['beijing', 'kashgar'],
		learned: { 'marco-polo-2.route.beijing~kabul': { coins: 2 } }
	},
	{ type: 'action', player: 0, dice: [0], space: 'contracts', take: 1, discard: [0] },
	{ type: 'action', player: 0, dice: [0], space: 'baghdad', slot: 2, gain: { camels: 2 } },
	{ type: 'action', player: 0, dice: [0], space: 'city-card', card: 3, pay: { points: 1 }, gain: { coins: 3 }, oases: ['camels'] },
	{ type: 'action', player: 0, dice: [0], space: 'city-card', card: 2, pay: {}, gain: {}, guild: 'spicers' },
	{ type: 'bonus.moneyBag', player: 0, die: 0, take: 'coins' },
	{ type: 'bonus.reroll', player: 0, die: 0, face: 6, jadeFor: { camels: 1 } },
	{ type: 'bonus.adjustDie', player: 0, die: 0, delta: 1 },
	{ type: 'bonus.blackDie', player: 0, face: 4 },
	{ type: 'bonus.fulfilContract', player: 0, contract: 0, pay: { pepper: 1 }, reward: { points: 2 }, reward2: { plusOnes: 1, blackDieFace: 3 } },
	{ type: 'bonus.outpostTile', player: 0, tile: 0 },
	{ type: 'contract.taken', player: 0, from: 'pile', discard: 0 },
	{ type: 'bonus.improveSeal', player: 0, guild: 'jewelers', cost: { coins: 9, gold: 2 }, bonus: { camels: 2 } },
	{ type: 'turn.ended', player: 0 },
	{ type: 'table.adjust', player: 0, delta: { coins: -1, points: 2 } },
	{ type: 'table.tradingPost', player: 0, city: 'kabul', gain: {}, movedFrom: 'pagan', outpost: { jade: 1 }, learned: { 'marco-polo-2.coat.kabul': 'c1' } },
	{ type: 'table.seal', player: 0, guild: 'tailors', seal: 'basic' },
	{ type: 'table.figure', player: 0, figure: 1, place: 'kabul' },
	{ type: 'option.set', option: 'isabellaRolls', value: 'every-roll' },
	{ type: 'scoring.started' },
	{ type: 'sheet.number', player: 0, field: 'coins', value: 12 },
	{ type: 'sheet.seal', player: 0, guild: 'spicers', seal: 'improved' },
	{ type: 'sheet.goalCard', player: 0, card: { id: 'g1', seals: ['farmers'], coats: 3 } },
	{ type: 'sheet.confirmed', player: 0, confirmed: true },
	{ type: 'game.finished' },
	{ type: 'printed.recorded', values: { 'marco-polo-2.coat-track.2': 3 } },
	{ type: 'board.corrected', values: { 'marco-polo-2.route.beijing~kabul': { coins: 3 } } }
];

/** Fields that may be left out. */
const OPTIONAL = new Set([
	'copy',
	'movedFrom',
	'reward2',
	'plusOnes',
	'blackDieFace',
	'jadeFor',
	'doubles',
	'oases',
	'outposts',
	'outpost',
	'guild:city-card',
	'path',
	'otherPath',
	'figure',
	'discard:contract.taken',
	'learned'
]);

const holey = (items: readonly unknown[]) => {
	const out = [...items, 'x'];
	// eslint-disable-next-line @typescript-eslint/no-array-delete -- a hole in the list is the malformed input this makes
	delete out[0];
	return out;
};

/** Values that can never stand where `value` stands. */
function wrongFor(value: unknown): unknown[] {
	const junk = [{}, [], null, true];
	if (typeof value === 'number') return ['1', Number.NaN, Infinity, -Infinity, 1e308, 2 ** 53 + 1, ...junk];
	if (typeof value === 'string') return [1, ...junk];
	if (typeof value === 'boolean') return ['true', 1, null, {}];
	if (Array.isArray(value)) return [holey(value), 'x', 1, {}, null];
	return ['x', 1, [], [1], true, null];
}

type Variant = Record<string, unknown>;

/** Every way to make a template wrong in one place, with where: at the top or one level down. */
function variantsOf(template: Record<string, unknown>): Variant[] {
	const out: Variant[] = [{ ...template, extra: 1 }];
	for (const [key, value] of Object.entries(template)) {
		if (key === 'type') continue;
		if (!OPTIONAL.has(key) && !OPTIONAL.has(`${key}:${String(template.space ?? template.type)}`)) {
			const { [key]: _gone, ...rest } = template;
			out.push(rest);
		}
		// A goal card may be null (no card): every other wrong value is wrong there too.
		for (const wrong of wrongFor(value)) if (!(key === 'card' && wrong === null)) out.push({ ...template, [key]: wrong });
		const list: unknown[] | null = Array.isArray(value) ? value : null;
		if (list && list.length > 0) for (const wrong of wrongFor(list[0])) out.push({ ...template, [key]: [wrong, ...list.slice(1)] });
		// Printed values by id (a copy, what an entry records or taught): any id and value in shape, the rules check each.
		if (value && typeof value === 'object' && !Array.isArray(value) && !['copy', 'values', 'learned'].includes(key)) {
			out.push({ ...template, [key]: { ...value, ducats: 1 } });
			for (const [inner, innerValue] of Object.entries(value))
				for (const wrong of wrongFor(innerValue)) out.push({ ...template, [key]: { ...value, [inner]: wrong } });
		}
	}
	return out;
}

const VARIANTS = TEMPLATES.flatMap(variantsOf);

/** Logs ending at a state of every phase, and at every stage of a tracked round. */
function logsOfEveryPhase(): Log[] {
	const finished = finishedGameLog({ players: 3 });
	const tracked = trackedGameLog({ players: 2, rounds: 5, seed: 'MALFORMED' });
	const cuts = (log: Log, key: (s: MarcoPolo2State) => string) => {
		const out: Log[] = [];
		let seen = '';
		for (let i = 0; i <= log.length; i++) {
			const prefix = log.slice(0, i);
			const k = key(replay(marcoPolo2Rules, prefix));
			if (k !== seen) out.push(prefix);
			seen = k;
		}
		return out;
	};
	return [...cuts(finished, (s) => `${s.phase}:${s.characterMode}`), ...cuts(tracked, (s) => `${s.phase}:${s.table?.stage}:${s.table?.round}`)];
}
const LOGS = logsOfEveryPhase();
const junkEntry = fc.oneof(
	fc.constantFrom<unknown>(null, undefined, 0, 'action', [], [{ type: 'undo' }], { type: 'nope' }, { type: 'undo', extra: 1 }),
	fc.anything()
);

describe('properties: malformed entries', () => {
	it('the templates are entries the schema reads, and the states cover every phase', () => {
		for (const t of TEMPLATES) expect(parseEntry(marcoPolo2Rules, t).ok, JSON.stringify(t)).toBe(true);
		const phases = new Set(LOGS.map((log) => replay(marcoPolo2Rules, log).phase));
		expect([...phases].sort()).toEqual(['characters', 'finished', 'first-player', 'new', 'playing', 'scoring', 'setup']);
		expect(VARIANTS.length).toBeGreaterThan(500);
	});

	it('every entry wrong in one place is refused by its shape, with a message the player can read', () => {
		for (const entry of VARIANTS) {
			const parsed = parseEntry(marcoPolo2Rules, entry);
			expect(parsed.ok, JSON.stringify(entry)).toBe(false);
			if (!parsed.ok) expect(messages, `${parsed.refusal.key} for ${JSON.stringify(entry)}`).toHaveProperty(parsed.refusal.key);
		}
	});

	it('an entry wrong in one place is refused by its shape at any state, with a known message, never thrown on, changing nothing', () => {
		fc.assert(
			fc.property(fc.constantFrom(...LOGS), fc.constantFrom(...VARIANTS), (log, entry) => {
				expect(parseEntry(marcoPolo2Rules, entry).ok, JSON.stringify(entry)).toBe(false);
				const before = structuredClone(log);
				const state = replay(marcoPolo2Rules, log);
				const r = append(marcoPolo2Rules, log, entry, 1);
				expect(r.ok).toBe(false);
				if (r.ok) return;
				expect(r.refusal.key).not.toBe('refusal_rules_error');
				expect(messages, r.refusal.key).toHaveProperty(r.refusal.key);
				expect(log).toEqual(before);
				expect(replay(marcoPolo2Rules, log)).toEqual(state);
			}),
			{ numRuns: 600 }
		);
	});

	it('anything at all that is not an entry is refused, never thrown on, changing nothing', () => {
		fc.assert(
			fc.property(fc.constantFrom(...LOGS), junkEntry, (log, entry) => {
				const before = structuredClone(log);
				const r = append(marcoPolo2Rules, log, entry, 1);
				// An undo is an entry: with something to undo it may be accepted.
				if (r.ok) expect(entry).toEqual({ type: 'undo' });
				else expect(r.refusal.key).not.toBe('refusal_rules_error');
				expect(log).toEqual(before);
			}),
			{ numRuns: 300 }
		);
	});
});
