/**
 * Building blocks for Marco Polo II's entry schemas, on top of the core's. A schema refusal
 * carries no numbers but the field it is in, so a rule whose refusal names numbers (the faces
 * a roll needs, the steps a move may take) is checked by the rules: the schema takes any
 * number within sane bounds there, and a message without numbers where it refuses.
 */
import * as v from 'valibot';
import { isObject, MAX_AMOUNT } from '../core/guards.ts';
import { amounts, signed, wholeIn } from '../core/schema.ts';
import { STOCK } from './catalog.ts';

export const UNKNOWN_ENTRY = 'refusal_unknown_entry';
export const NOT_WHOLE = 'refusal_not_whole_number';

/** A place in a list (a die in a hand, a contract on the board): whole, 0 to 40; the rules check it is there. */
export const place = (message: string) => wholeIn(0, 40, message);

/** A bundle of coins, camels, goods and points gained or paid: each whole, 0–999. */
export const bundle = amounts([...STOCK, 'points']);
/** A change of a player's coins, camels, goods and points: each whole, −999 to 999. */
export const signedBundle = amounts([...STOCK, 'points'], signed(MAX_AMOUNT));
const BUNDLES: ReadonlySet<v.GenericSchema> = new Set([bundle, signedBundle]);
/** Of the coins and camels an entry pays, how many are paid with jade instead (RU L794); left out: coins and camels first. */
export const jadeFor = v.optional(amounts(['coins', 'camels']));

const missingMessages = new WeakMap<v.GenericSchema, string>();
/** How a field's schema refuses nothing at all: the refusal of the field when it is missing. */
function missingMessage(schema: v.GenericSchema): string {
	let message = missingMessages.get(schema);
	if (message === undefined) {
		message = v.safeParse(schema, undefined).issues?.[0]?.message ?? UNKNOWN_ENTRY;
		missingMessages.set(schema, message);
	}
	return message;
}

export interface ShapeIssue {
	message: string;
	/** The field named in the refusal; none: the refusal names no field (a bundle reads as "value"). */
	field?: string;
}

/**
 * Why an object does not have the fields of its schema, as the rules would say it: a missing field is
 * refused as the field refuses nothing; a missing or malformed bundle as a value that is not a whole number.
 */
export function missingField(entries: v.ObjectEntries, input: Record<string, unknown>): ShapeIssue | null {
	for (const [key, schema] of Object.entries(entries)) {
		if (BUNDLES.has(schema)) {
			if (!isObject(input[key])) return { message: NOT_WHOLE };
		} else if (!Object.hasOwn(input, key) && schema.type !== 'optional') return { message: missingMessage(schema), field: key };
	}
	return null;
}

/** Adds a shape issue to a dataset being checked, with the field as its path. */
export function addShapeIssue(issue: ShapeIssue, input: Record<string, unknown>, addIssue: (info: { message: string; path?: [v.ObjectPathItem] }) => void) {
	if (issue.field === undefined) addIssue({ message: issue.message });
	else addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input, key: issue.field, value: input[issue.field] }] });
}

/** A strict object (inside an entry) whose missing fields are refused as `missingField` says; not an object: `notObject`. */
export function shaped<TEntries extends v.ObjectEntries>(schema: v.StrictObjectSchema<TEntries, undefined>, notObject = UNKNOWN_ENTRY) {
	return v.pipe(
		v.unknown(),
		v.rawCheck(({ dataset, addIssue }) => {
			const input = dataset.value;
			if (!isObject(input)) return addIssue({ message: notObject });
			const issue = missingField(schema.entries, input);
			if (issue) addShapeIssue(issue, input, addIssue);
		}),
		schema
	);
}
