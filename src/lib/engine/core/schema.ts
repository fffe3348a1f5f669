/**
 * Building blocks for entry schemas (valibot): every number whole and within sane bounds,
 * every list a real list, every name trimmed and visible. A schema's refusal is a message
 * key like the rules' own, so the player reads why an entry is not understood.
 */
import * as v from 'valibot';
import { refuse, type Refusal } from './log.ts';
import { MAX_AMOUNT, MAX_POINTS } from './guards.ts';

const NOT_WHOLE = 'refusal_not_whole_number';
const UNKNOWN_ENTRY = 'refusal_unknown_entry';

/** A whole number from min to max, refused with `message` (a die face, a seat, a site, a card's number). */
export const wholeIn = (min: number, max: number, message: string) =>
	v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));
/** A whole number from 0 to max (default: the most of one thing an entry may carry). */
export const whole = (max = MAX_AMOUNT) => wholeIn(0, max, NOT_WHOLE);
/** A whole number from -max to max: a correction or a change of points. */
export const signed = (max = MAX_POINTS) => wholeIn(-max, max, NOT_WHOLE);
/** A number the rules check themselves (a rule's refusal names numbers a schema's cannot): any from −9,999 to 9,999, not NaN. */
export const num = (message = UNKNOWN_ENTRY) => v.pipe(v.number(message), v.minValue(-MAX_POINTS, message), v.maxValue(MAX_POINTS, message));
/** A seat at the table (0–3; the rules check it against the players there). */
export const seat = wholeIn(0, 7, 'refusal_no_such_player');
/** A list refused as a whole with `message` (not an array, too long) or item by item. */
export const listOf = <T extends v.GenericSchema>(item: T, max: number, message = UNKNOWN_ENTRY) => v.pipe(v.array(item, message), v.maxLength(max, message));

/** A plain object, not a list (valibot's object schemas alone take a list for an object). */
export const notList = <T extends v.GenericSchema>(schema: T, message = UNKNOWN_ENTRY) =>
	v.pipe(
		v.custom<v.InferInput<T>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), message),
		schema
	);

/** Amounts of the given things (coins, camels, goods, points): each key optional, each value whole. */
export function amounts<K extends string>(keys: readonly K[], value: v.GenericSchema<unknown, number> = whole()) {
	return notList(
		v.strictObject(
			Object.fromEntries(keys.map((k) => [k, v.optional(value)])) as { [P in K]: v.OptionalSchema<typeof value, undefined> },
			'refusal_no_such_resource'
		),
		'refusal_no_such_resource'
	);
}

/** Characters that do not show or reorder text: a name made of them, or hiding in one, is refused. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\ufff0-\ufff8]/u;

/** A player's name: trimmed, Unicode-normalised, 1–24 characters, nothing invisible or reordering in it. */
export const playerName = v.pipe(
	v.string('refusal_player_name_missing'),
	v.transform((s) => s.normalize('NFC').trim()),
	v.check((s) => !INVISIBLE.test(s), 'refusal_player_name_invisible'),
	v.nonEmpty('refusal_player_name_missing'),
	v.maxLength(24, 'refusal_player_name_long')
);

/** How two names are compared: the same letters whatever the case, width or compatibility form. */
export const nameForComparison = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ');

/** Params a schema issue can give its message: the bound it broke, the field it is in. */
function issueParams(issue: v.BaseIssue<unknown>): Record<string, string | number> {
	const params: Record<string, string | number> = {};
	const last = issue.path?.[issue.path.length - 1];
	if (last && typeof last.key === 'string') params.field = last.key;
	if (issue.type === 'max_length' && typeof issue.requirement === 'number') params.max = issue.requirement;
	return params;
}

/** A refusal as a schema issue's message, params and all, for a check that knows them (refusalOfIssues reads it back). */
export const issueMessage = (refusal: Refusal): string => (refusal.params ? `${refusal.key}${JSON.stringify(refusal.params)}` : refusal.key);

/** The refusal of a schema's first issue: its message when it is a refusal key, else "not understood". */
export function refusalOfIssues(issues: readonly v.BaseIssue<unknown>[]): Refusal {
	const issue = issues[0];
	if (!issue) return refuse('refusal_unknown_entry');
	const withParams = /^((?:[a-z0-9]+_)*refusal_[a-z0-9_]+)(\{.*\})$/.exec(issue.message);
	if (withParams) return refuse(withParams[1]!, JSON.parse(withParams[2]!) as Record<string, string | number>);
	const params = issueParams(issue);
	if (/^([a-z0-9]+_)*refusal_[a-z0-9_]+$/.test(issue.message)) {
		if (issue.message === NOT_WHOLE && params.field === undefined) params.field = 'value';
		if (issue.message !== 'refusal_player_name_long') delete params.max;
		if (issue.message !== NOT_WHOLE) delete params.field;
		return refuse(issue.message, Object.keys(params).length ? params : undefined);
	}
	return refuse('refusal_unknown_entry');
}
