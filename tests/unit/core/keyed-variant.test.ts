/**
 * keyedVariant finds a good entry's option by its discriminator, and gives exactly what valibot's variant gives for
 * every input: the same output for a good entry, the same issues for a bad one. Checked on a small schema by hand,
 * then (fast-check) on each game's entry schema with the entries of whole games, broken in every way.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keyedVariant } from '../../../src/lib/engine/core/keyed-variant.ts';
import { marcoPolo2Entry } from '../../../src/lib/engine/marco-polo-2/entries.ts';
import { mervEntry } from '../../../src/lib/engine/merv/entries.ts';
import { voyagesEntrySchema } from '../../../src/lib/engine/voyages/entries.ts';
import { realisticLog, trackedGameLog } from '../marco-polo-2/fixtures.ts';
import { trackedMervLog } from '../merv/turn-fixtures.ts';
import { voyagesFinishedGameLog } from '../voyages/fixtures.ts';

type Variant = v.VariantSchema<string, v.VariantOptions<string>, v.ErrorMessage<v.VariantIssue> | undefined>;

/** The same schema as valibot's own variant, which tries its options one after another. */
const plain = (keyed: Variant) => v.variant(keyed.key, keyed.options, keyed.message);

/** What a check gives, comparable: the output, or each issue's message and path. */
function outcome(schema: v.GenericSchema, input: unknown) {
	const r = v.safeParse(schema, input);
	return r.success ? { output: r.output } : { issues: r.issues.map((i) => ({ message: i.message, path: i.path?.map((p) => p.key) })) };
}

const sameAsPlain = (keyed: Variant, input: unknown) => expect(outcome(keyed, input)).toEqual(outcome(plain(keyed), input));

describe('keyedVariant on a small schema', () => {
	const move = v.strictObject({ type: v.literal('move'), space: v.picklist(['a', 'b']), steps: v.number('steps') });
	const rest = v.strictObject({ type: v.literal('move'), space: v.literal('rest') });
	const schema = keyedVariant(
		'type',
		[
			v.strictObject({ type: v.literal('start'), name: v.pipe(v.string(), v.trim()) }),
			keyedVariant('space', [move, rest], 'no such space'),
			v.strictObject({ type: v.picklist(['end', 'stop']), at: v.optional(v.number()) }),
			v.strictObject({ type: v.literal('twice'), first: v.boolean() }),
			v.strictObject({ type: v.literal('twice'), second: v.boolean() })
		],
		'unknown entry'
	) as unknown as Variant;

	it('gives a good entry as valibot does, transformed', () => {
		expect(outcome(schema, { type: 'start', name: '  Ann ' })).toEqual({ output: { type: 'start', name: 'Ann' } });
		expect(outcome(schema, { type: 'move', space: 'b', steps: 2 })).toEqual({ output: { type: 'move', space: 'b', steps: 2 } });
		expect(outcome(schema, { type: 'stop' })).toEqual({ output: { type: 'stop' } });
		// Two options of one value: valibot takes the first that accepts the entry.
		expect(outcome(schema, { type: 'twice', second: true })).toEqual({ output: { type: 'twice', second: true } });
	});

	it('refuses a bad entry with valibot’s own issues', () => {
		for (const input of [
			{ type: 'move', space: 'c', steps: 1 },
			{ type: 'move', space: 'a', steps: 'x' },
			{ type: 'move', space: 'rest', steps: 1 },
			{ type: 'start' },
			{ type: 'nothing' },
			{ type: 'twice' },
			{},
			[],
			null,
			'move'
		])
			sameAsPlain(schema, input);
		expect(outcome(schema, { type: 'move', space: 'c' })).toMatchObject({ issues: [{ message: 'unknown entry', path: ['space'] }] });
		expect(outcome(schema, { type: 'nothing' })).toMatchObject({ issues: [{ message: 'unknown entry', path: ['type'] }] });
	});

	it('tries the options in turn where an option’s discriminator is not written as values', () => {
		const open = v.strictObject({ type: v.string(), any: v.number() });
		const loose = keyedVariant('type', [v.strictObject({ type: v.literal('x') }), open]);
		expect(outcome(loose, { type: 'y', any: 1 })).toEqual({ output: { type: 'y', any: 1 } });
		expect(outcome(loose, { type: 'x', any: 1 })).toEqual({ output: { type: 'x', any: 1 } });
	});
});

/** The keyed variant a game's entry schema ends in (inside its pipe). */
function variantOf(schema: v.GenericSchema): Variant {
	const found = schema.type === 'variant' ? schema : (schema as unknown as { pipe: v.GenericSchema[] }).pipe.find((s) => s.type === 'variant');
	if (!found) throw new Error('no variant in the schema');
	return found as unknown as Variant;
}

/** Values no field takes, and values of the right types that are out of place. */
const ODD = [undefined, null, 0, -1, 1.5, 1e308, Number.NaN, '', 'x', 'action', 'travel-lower', 'book-1', true, [], [1], {}, { coins: 1 }];

/** An entry broken (or not) as fast-check chooses: a field dropped, set to an odd value, or one field too many. */
const brokenFrom = (entries: readonly Record<string, unknown>[]) =>
	fc
		.tuple(fc.constantFrom(...entries), fc.nat(), fc.constantFrom(...ODD), fc.constantFrom('keep', 'drop', 'set', 'add', 'type', 'space'))
		.map(([entry, k, odd, how]) => {
			const keys = Object.keys(entry);
			const key = keys[k % keys.length]!;
			const copy: Record<string, unknown> = { ...entry };
			if (how === 'drop') delete copy[key];
			else if (how === 'set') copy[key] = odd;
			else if (how === 'add') copy.bogus = odd;
			else if (how === 'type') copy.type = entries[k % entries.length]!.type;
			else if (how === 'space') copy.space = entries[k % entries.length]!.space ?? odd;
			return copy;
		});

const GAMES = [
	{
		name: 'Marco Polo II',
		schema: marcoPolo2Entry,
		log: [...trackedGameLog({ players: 4, rounds: 5, seed: 'KEYED' }), ...realisticLog(300, { players: 3, finish: true })]
	},
	{ name: 'The Voyages of Marco Polo', schema: voyagesEntrySchema, log: voyagesFinishedGameLog(4) },
	{ name: 'Merv', schema: mervEntry, log: trackedMervLog(3) }
];

describe.each(GAMES)('keyedVariant on $name’s entries', ({ schema, log }) => {
	const keyed = variantOf(schema);
	const entries = log.map((s) => s.entry as Record<string, unknown>).filter((e) => e.type !== 'undo');

	it('gives every entry of a whole game as valibot’s variant does, and finds it good', () => {
		expect(new Set(entries.map((e) => e.type)).size).toBeGreaterThan(8);
		for (const entry of entries) {
			expect(outcome(keyed, entry)).not.toHaveProperty('issues');
			sameAsPlain(keyed, entry);
		}
	});

	it('gives every broken entry and anything else as valibot’s variant does (fast-check)', () => {
		fc.assert(
			fc.property(fc.oneof(brokenFrom(entries), fc.anything()), (input) => {
				sameAsPlain(keyed, input);
			}),
			{ numRuns: 400 }
		);
	});
});
