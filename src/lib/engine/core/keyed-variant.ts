/**
 * valibot's variant schema, its option found by the discriminator's value in a map instead of by trying the options
 * one after another. Every stored entry is checked as a game opens (and every new entry as it is made), and trying
 * some forty options an entry was most of that check's cost while the app starts.
 *
 * Only a good entry takes the short way: an entry whose option the map names and that option accepts gives exactly
 * what valibot's variant gives (that option is the only one whose discriminator matches, so it is the one valibot
 * would try and take). Anything else — no option named, an option shared by two values, an entry the option refuses —
 * is checked by valibot's own variant, so its issues are valibot's own.
 */
import * as v from 'valibot';

export type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;
type Run = (dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) => v.OutputDataset<unknown, v.BaseIssue<unknown>>;

/** The discriminator values an option accepts, or null when it is not written as values (the map is not used). */
function valuesOf(option: AnySchema, key: string): readonly unknown[] | null {
	if (option.type === 'variant') {
		// A nested variant stands for its options: each must accept the same values of this key.
		const nested = (option as unknown as { options: AnySchema[] }).options.map((o) => valuesOf(o, key));
		const first = nested[0];
		if (!first || nested.some((values) => !values || values.length !== first.length || values.some((x, i) => x !== first[i]))) return null;
		return first;
	}
	const discriminator = (option as unknown as { entries?: Record<string, AnySchema> }).entries?.[key];
	if (discriminator?.type === 'literal') return [(discriminator as unknown as { literal: unknown }).literal];
	if (discriminator?.type === 'picklist') return (discriminator as unknown as { options: readonly unknown[] }).options;
	return null;
}

/** Each discriminator value named by exactly one option, with that option; null when an option is not written as values. */
export function optionsByValue<T extends AnySchema>(key: string, options: readonly T[]): Map<unknown, T> | null {
	const byValue = new Map<unknown, T | null>();
	for (const option of options) {
		const values = valuesOf(option, key);
		if (!values) return null;
		for (const value of values) byValue.set(value, byValue.has(value) ? null : option);
	}
	return new Map([...byValue].filter((pair): pair is [unknown, T] => pair[1] !== null));
}

/** valibot's `variant`, with the same arguments and the same results, that finds a good entry's option at once. */
export function keyedVariant<
	const TKey extends string,
	const TOptions extends v.VariantOptions<TKey>,
	const TMessage extends v.ErrorMessage<v.VariantIssue> | undefined = undefined
>(key: TKey, options: TOptions, message?: TMessage): v.VariantSchema<TKey, TOptions, TMessage> {
	const schema = v.variant(key, options, message as TMessage);
	const byValue = optionsByValue(key, options as unknown as readonly AnySchema[]);
	if (!byValue) return schema;
	const checkAll = schema['~run'].bind(schema) as unknown as Run;
	const run: Run = (dataset, config) => {
		const input = dataset.value;
		if (input && typeof input === 'object') {
			const option = byValue.get((input as Record<string, unknown>)[key]);
			if (option) {
				const found = option['~run']({ value: input }, config);
				if (!found.issues) return found;
			}
		}
		return checkAll(dataset, config);
	};
	const keyed = { ...schema, '~run': run } as unknown as v.VariantSchema<TKey, TOptions, TMessage>;
	(keyed as { '~standard': unknown })['~standard'] = { ...schema['~standard'], validate: (value: unknown) => run({ value }, v.getGlobalConfig()) };
	return keyed;
}
