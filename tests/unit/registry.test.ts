/**
 * Every registered game has all the parts the app reads, and games cannot be mixed up:
 * no game's rules accept another game's entries, and malformed entries are refused, never thrown on.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { append, replayLog } from '../../src/lib/engine/core/replay.ts';
import { GAMES, type RegisteredGame } from '../../src/lib/registry.ts';
import { moduleOf } from '../../src/lib/modules.ts';
import { colourSheet, colourWord, GAMES as SHOWN, type ShownGame } from '../../src/lib/ui/games.ts';
import { loadMessages } from '../../src/lib/ui/messages.ts';
import { GUILDS } from '../../src/lib/engine/marco-polo-2/index.ts';
import { CUBE_COLOURS } from '../../src/lib/engine/merv/index.ts';
import { copyUiOf } from '../../src/lib/ui/copy/load.ts';
import { finishedGameLog as marcoPolo2Game } from './marco-polo-2/fixtures.ts';
import { voyagesFinishedGameLog as voyagesGame } from './voyages/fixtures.ts';
import { finishedGameLog as mervGame } from './merv/fixtures.ts';

/** A whole game of each kind, as its own tests play it. */
const SAMPLE_LOGS: Record<string, { entry: unknown }[]> = {
	'marco-polo-2': marcoPolo2Game({ players: 3 }),
	voyages: voyagesGame(),
	merv: mervGame()
};

const modules = async () => Promise.all((GAMES as readonly RegisteredGame[]).map(async (g) => ({ game: g, module: (await moduleOf(g.meta.kind))! })));
/** A registered game's card, found by its kind beside its screens. */
const cardOf = (kind: string) => SHOWN.find((g) => g.meta.kind === kind)?.card;

describe('the registry', () => {
	it('lists each game once, with one name used for its kind, route and messages', async () => {
		const kinds = GAMES.map((g) => g.meta.kind);
		expect(new Set(kinds).size).toBe(kinds.length);
		// The screens show the same games, in the same order, with the same meta.
		expect(SHOWN.map((g) => g.meta)).toEqual(GAMES.map((g) => g.meta));
		for (const { game, module } of await modules()) {
			expect(module.meta).toBe(game.meta);
			expect(game.meta.route).toBe(`/${game.meta.kind}`);
			expect(game.meta.messages).toBe(game.meta.kind.replaceAll('-', '_'));
		}
	});

	it('every game has all its parts', async () => {
		for (const { game, module } of await modules()) {
			const { meta } = game;
			expect(meta.players.min).toBeGreaterThanOrEqual(1);
			expect(meta.players.max).toBeGreaterThanOrEqual(meta.players.min);
			expect(meta.colours.length).toBeGreaterThanOrEqual(meta.players.max);
			expect(meta.phases.length).toBeGreaterThan(1);
			// Its card, for the home screen and the new-game form, found by its kind.
			const card = cardOf(meta.kind)!;
			expect(card, meta.kind).toBeDefined();
			for (const phase of meta.phases) expect(typeof card.phase[phase], `${meta.kind} ${phase}`).toBe('function');
			expect(card.name()).not.toBe('');
			expect(card.newGame()).not.toBe('');
			// Its words for "Your copy of the game" show every group of its printed values.
			const copyUi = (await copyUiOf(meta.kind))!;
			const shown = copyUi.sections.flatMap((s) => s.groups);
			for (const def of module.printed.defs) expect(shown, `${meta.kind} ${def.group}`).toContain(def.group);
			for (const def of module.printed.defs) expect(copyUi.label(def), def.id).not.toBe('');
			expect(module.entryVersion).toBeGreaterThanOrEqual(1);
			for (const [i, m] of module.migrations.entries()) expect(m.from, m.describe).toBe(i + 1);
			expect(module.migrations.length).toBe(module.entryVersion - 1);
			expect(module.printed.defs.length).toBeGreaterThan(0);
			const initial = module.rules.initial();
			expect(initial.phase).toBe(meta.phases[0]);
			expect(module.summary(initial)).toMatchObject({ phase: meta.phases[0], players: [], winners: [] });
		}
	});

	it('each game says and draws its own player colours: its card has a word and a dot for each colour of its meta', async () => {
		await loadMessages(['home'], 'en');
		for (const game of SHOWN) {
			const { meta, card } = game;
			expect(Object.keys(card.colour).sort(), meta.kind).toEqual([...meta.colours].sort());
			expect(Object.keys(card.dot).sort(), meta.kind).toEqual([...meta.colours].sort());
			for (const colour of meta.colours) {
				expect(colourWord(game, colour), `${meta.kind} ${colour}`).toMatch(/^\p{Lu}/u);
				expect(card.dot[colour], `${meta.kind} ${colour}`).toMatch(/^#[0-9a-f]{6}$/);
			}
		}
		expect(colourWord(SHOWN[0]!, 'blue')).toBe('Blue');
		// A colour two games both have is one dot on every screen: they agree on it.
		const dots = new Map<string, string>();
		for (const { card } of SHOWN)
			for (const [colour, dot] of Object.entries(card.dot)) expect(dots.set(colour, dots.get(colour) ?? dot).get(colour), colour).toBe(dot);
	});

	it('a fourth game with other colours gets its colour words and dots from its own card', () => {
		const fourth: ShownGame = {
			meta: {
				kind: 'fourth',
				route: '/fourth',
				messages: 'fourth',
				players: { min: 2, max: 2 },
				colours: ['black', 'ivory'],
				phases: ['new', 'finished'],
				bgg: { id: 1, name: 'Fourth' }
			},
			card: {
				name: () => 'Fourth',
				newGame: () => 'New game of Fourth',
				phase: { new: () => 'New', finished: () => 'Finished' },
				colour: { black: () => 'Black', ivory: () => 'Ivory' },
				dot: { black: '#111111', ivory: '#fffff0' }
			}
		};
		expect(colourWord(fourth, 'ivory')).toBe('Ivory');
		expect(colourWord(fourth, 'blue')).toBe('');
		const sheet = colourSheet([...SHOWN, fourth]);
		expect(sheet).toContain('--colour-ivory: #fffff0;');
		expect(sheet).toContain('.dot.ivory { background: var(--colour-ivory); }');
		expect(sheet).toContain('.dot.black { background: var(--colour-black); }');
		// The games there are keep theirs.
		expect(sheet).toContain(`--colour-blue: ${SHOWN[0]!.card.dot.blue};`);
		expect(colourSheet()).not.toContain('ivory');
	});

	it("shared code names no game: no game's kind, messages, colours or guilds in the words, the dice roll or the page's style", () => {
		const terms = [...GAMES.flatMap((g) => [g.meta.kind, g.meta.messages, ...g.meta.colours]), ...CUBE_COLOURS, ...GUILDS, 'white'];
		for (const file of ['src/lib/ui/i18n.ts', 'src/lib/ui/DiceRoll.svelte', 'src/app.css']) {
			const text = readFileSync(file, 'utf8').toLowerCase();
			expect(
				terms.filter((term) => new RegExp(`(^|[^a-z0-9-])${term}([^a-z0-9-]|$)`).test(text)),
				file
			).toEqual([]);
		}
	});

	it('each phase of every game declares the entries it accepts; an entry outside its phase is refused before its handler', async () => {
		for (const { game, module } of await modules()) {
			const { phases, types } = module.rules;
			const declared = Object.values(phases.accepts).flat();
			for (const type of types) expect(declared, `${game.meta.kind}: ${type} in no phase`).toContain(type);
			for (const type of declared) expect(types, `${game.meta.kind}: ${type} has no handler`).toContain(type);
			// A new game accepts only its first entry; printed values come once it has started.
			const initial = module.rules.initial();
			expect(phases.accepts[phases.of(initial)]).toEqual(['game.created']);
			const printed = { type: 'printed.recorded', values: { x: 1 } };
			expect(module.rules.play(initial, printed as never)).toEqual({ ok: false, refusal: { key: 'refusal_wrong_phase' } });
			// Once finished, printed values are still taken (a rescore), and the game does not end again.
			const stored = SAMPLE_LOGS[game.meta.kind]!.map((s, i) => ({ seq: i + 1, at: i, entry: s.entry as { type: string } }));
			const finished = replayLog(module.rules, stored).states.at(-1)!;
			expect(phases.accepts[phases.of(finished)], game.meta.kind).toContain('printed.recorded');
			expect(module.rules.accepts(finished, 'game.finished'), game.meta.kind).toBe(false);
		}
	});

	it('a whole sample game of each kind replays with no entry flagged, and its first entry is what created() writes', async () => {
		for (const { game, module } of await modules()) {
			const log = SAMPLE_LOGS[game.meta.kind]!;
			const stored = log.map((s, i) => ({ seq: i + 1, at: i, entry: s.entry as { type: string } }));
			const r = replayLog(module.rules, stored);
			expect(r.flagged, game.meta.kind).toEqual([]);
			expect(r.states.at(-1)!.phase).toBe(game.meta.phases.at(-1));
			expect(module.summary(r.states.at(-1)!).winners.length).toBeGreaterThan(0);
			const first = stored[0]!.entry as unknown as { players: { name: string; colour: string }[]; seed: string };
			const created = module.created(first.players, first.seed, { values: {} }, {});
			expect(append(module.rules, [], created, 1).ok, game.meta.kind).toBe(true);
		}
	});

	it("no game's rules accept another game's entries", async () => {
		const all = await modules();
		for (const { game: a } of all)
			for (const { game: b, module } of all) {
				if (a === b) continue;
				const log = SAMPLE_LOGS[a.meta.kind]!;
				// Not its first entry, nor any later one from the start.
				for (const { entry } of log) expect(append(module.rules, [], entry, 1).ok, `${b.meta.kind} accepted ${JSON.stringify(entry)}`).toBe(false);
			}
	});
});

/** Random shapes: nothing like an entry, entry types with wrong fields, huge and odd numbers, holes. */
const junkValue = fc.oneof(
	// A list with a hole in it is exactly what is tried.
	// eslint-disable-next-line no-sparse-arrays
	fc.constantFrom(null, undefined, true, 0, -1, 1.5, 1e308, 2 ** 53 + 1, Number.NaN, Infinity, '', 'x', [], {}, [1, , 3]),
	fc.string({ maxLength: 8 }),
	fc.integer(),
	fc.array(fc.integer({ min: -3, max: 9 }), { maxLength: 6 })
);

function junkEntry(types: readonly string[]) {
	return fc.oneof(
		junkValue,
		fc.record({ type: fc.constantFrom(...types) }),
		fc
			.tuple(
				fc.dictionary(fc.constantFrom('player', 'players', 'seed', 'faces', 'dice', 'space', 'field', 'value', 'gain', 'pay', 'path', 'values'), junkValue, {
					maxKeys: 6
				}),
				fc.constantFrom(...types)
			)
			.map(([fields, type]) => ({ ...fields, type }))
	);
}

const entryTypes = (kind: string) => [...new Set(SAMPLE_LOGS[kind]!.map((s) => (s.entry as { type: string }).type)), 'printed.recorded', 'nope'];

describe('malformed entries', () => {
	it('are refused at every phase of every game, never thrown on, and change nothing', async () => {
		for (const { game, module } of await modules()) {
			const log = SAMPLE_LOGS[game.meta.kind]!.map((s, i) => ({ seq: i + 1, at: i, entry: s.entry as { type: string } }));
			const types = entryTypes(game.meta.kind);
			// A state of each phase: the log cut where the phase changes.
			const cuts = [
				0,
				...log.flatMap((_, i) =>
					i > 0 && replayLog(module.rules, log.slice(0, i)).states.at(-1)!.phase !== replayLog(module.rules, log.slice(0, i + 1)).states.at(-1)!.phase
						? [i + 1]
						: []
				)
			];
			fc.assert(
				fc.property(fc.constantFrom(...cuts), junkEntry(types), (cut, entry) => {
					const prefix = log.slice(0, cut);
					const before = structuredClone(prefix);
					const r = append(module.rules, prefix, entry, 1);
					expect(prefix).toEqual(before);
					if (r.ok) {
						// Whatever was accepted is a real entry of this game: the stored entry replays with no flag.
						expect(replayLog(module.rules, r.log).flagged).toEqual([]);
					} else expect(r.refusal.key).toMatch(/(^|_)refusal_[a-z0-9_]+$/);
				}),
				{ numRuns: 300 }
			);
		}
	});
});
