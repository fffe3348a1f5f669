import { getLocale } from '$lib/paraglide/runtime.js';

// Every date, number and list in the interface's language, never the browser's: a Polish page writes 14.11.2023 on an English phone.

/** A moment with its time: "14 lis 2023, 18:05" in Polish. */
export function formatDate(ms: number, locale: string = getLocale()): string {
	return new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day in figures: 14.11.2023 in Polish, 2023. 11. 14. in Hungarian. */
export function formatDay(ms: number, locale: string = getLocale()): string {
	return new Date(ms).toLocaleDateString(locale, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

export function listNames(names: readonly string[], locale: string = getLocale()): string {
	return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

// One collator per language: String.localeCompare builds a new one on every call, which sorting a list of places repeats hundreds of times.
const collators = new Map<string, Intl.Collator>();

/** The page's language's collator (numbers by value); sorting.svelte.ts builds the first one after the first paint. */
export function collator(): Intl.Collator {
	const locale = getLocale();
	let found = collators.get(locale);
	if (!found) collators.set(locale, (found = new Intl.Collator(locale, { numeric: true })));
	return found;
}
