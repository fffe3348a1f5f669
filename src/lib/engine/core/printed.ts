/**
 * Printed values: numbers that exist only as pictures on the physical components.
 * Every game lists its own, each with what the sources say:
 * - rulebook text (confidence high): built in, no copy can change it;
 * - researched data (medium/low): a default the player may correct in their copy;
 * - unknown: null until the player reads it off their copy, once; the sources' candidates offered.
 * A copy holds the player's values by id: the phone's ("Your copy of the game") and each game's own,
 * taken when the game starts and added to as it is played, so a finished game keeps what it was scored with.
 */
import * as v from 'valibot';
import { refuse, type Refusal } from './log.ts';
import { notList, refusalOfIssues } from './schema.ts';

/** How sure a fact is: high = rulebook text; medium = two code bases or sources agree; low = one source or a conflict. */
export type Confidence = 'high' | 'medium' | 'low';

export interface PrintedDef<V = unknown> {
	id: string;
	/** For "Your copy of the game": which list it is shown in. */
	group: string;
	/** What kind of value it is (a number of points, an amount of resources, a contract…): how it is entered. */
	kind: string;
	/** For its translated label. */
	params: Record<string, string | number>;
	known?: { value: V; source: string; confidence: Confidence };
	/** For an unknown value: what each source says. */
	candidates?: { value: V; source: string }[];
	note?: string;
}

/** Values of things the player describes themselves, one id each under a prefix (Marco Polo II's goal cards). */
export interface PrintedFamily {
	prefix: string;
	group: string;
	kind: string;
	schema: v.GenericSchema;
	/** The form of what follows the prefix; left out: anything. */
	key?: RegExp;
	/** Laid out anew each game (Marco Polo II's bonus markers): kept in a game's own copy, never on the phone. */
	perGame?: boolean;
}

export interface PrintedCatalog {
	defs: readonly PrintedDef[];
	byId: ReadonlyMap<string, PrintedDef>;
	families: readonly PrintedFamily[];
	/** The shape a value of this id must have (by its def's kind); null: no such printed value. */
	schemaOf(id: string): v.GenericSchema | null;
}

export interface Copy {
	values: Record<string, unknown>;
}

export const emptyCopy = (): Copy => ({ values: {} });

export function printedCatalog(
	defs: readonly PrintedDef[],
	schemaOfKind: (kind: string) => v.GenericSchema,
	families: readonly PrintedFamily[] = []
): PrintedCatalog {
	const byId = new Map(defs.map((d) => [d.id, d]));
	return {
		defs,
		byId,
		families,
		schemaOf(id) {
			const def = byId.get(id);
			if (def) return schemaOfKind(def.kind);
			return familyOf(families, id)?.schema ?? null;
		}
	};
}

/** The family an id belongs to, or undefined. */
export function familyOf(families: readonly PrintedFamily[], id: string): PrintedFamily | undefined {
	return families.find((f) => id.startsWith(f.prefix) && id.length > f.prefix.length && (f.key?.test(id.slice(f.prefix.length)) ?? true));
}

/** Whether the rulebook states this value: then it is built in and cannot be corrected. */
export const isBuiltIn = (def: PrintedDef | undefined) => def?.known?.confidence === 'high';

/** A printed value: the rulebook's first (it cannot be lost), else the copy's, else the sources' default; null: unknown. */
export function printedValue(catalog: PrintedCatalog, copy: Copy, id: string): unknown {
	const def = catalog.byId.get(id);
	if (isBuiltIn(def)) return def!.known!.value;
	return copy.values[id] ?? def?.known?.value ?? null;
}

/** The reason a value the player gives for a printed value is refused, or null. */
export function checkPrintedValue(catalog: PrintedCatalog, id: string, value: unknown): Refusal | null {
	const schema = catalog.schemaOf(id);
	if (!schema) return refuse('refusal_no_such_printed_value');
	if (isBuiltIn(catalog.byId.get(id))) return refuse('refusal_printed_value_built_in');
	const parsed = v.safeParse(schema, value);
	return parsed.success ? null : refusalOfIssues(parsed.issues);
}

/** The reason a set of values cannot stand as a copy, or null. */
export function checkCopyValues(catalog: PrintedCatalog, values: unknown): Refusal | null {
	if (typeof values !== 'object' || values === null || Array.isArray(values)) return refuse('refusal_unknown_entry');
	for (const [id, value] of Object.entries(values)) {
		const bad = checkPrintedValue(catalog, id, value);
		if (bad) return bad;
	}
	return null;
}

/** A copy read back from storage: values that no longer fit (a damaged row, a value now built in) are left out. */
export function cleanCopy(catalog: PrintedCatalog, values: Record<string, unknown>): Copy {
	const out: Record<string, unknown> = {};
	for (const [id, value] of Object.entries(values)) if (!checkPrintedValue(catalog, id, value)) out[id] = value;
	return { values: out };
}

/** A game records the printed values it uses (read off the copy during play, or the current copy to rescore with). */
export type PrintedEntry = { type: 'printed.recorded'; values: Record<string, unknown> };

export const printedEntrySchema = v.strictObject({
	type: v.literal('printed.recorded'),
	values: v.pipe(
		notList(v.record(v.pipe(v.string(), v.maxLength(80)), v.unknown()), 'refusal_unknown_entry'),
		v.check((values) => Object.keys(values).length > 0 && Object.keys(values).length <= 500, 'refusal_unknown_entry')
	)
});

/** Records values in a game's own copy; once the game has started, at any time (scoring may need one): see PRINTED_PHASES. */
export function recordPrinted<S extends { phase: string; copy: Copy }>(
	catalog: PrintedCatalog,
	state: S,
	values: Record<string, unknown>
): { ok: true; state: S } | { ok: false; refusal: Refusal } {
	const bad = checkCopyValues(catalog, values);
	if (bad) return { ok: false, refusal: bad };
	return { ok: true, state: { ...state, copy: { values: { ...state.copy.values, ...structuredClone(values) } } } };
}
