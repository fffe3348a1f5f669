import { getLocale } from '$lib/paraglide/runtime.js';

export function formatDate(ms: number): string {
	return new Date(ms).toLocaleString(getLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function listNames(names: readonly string[]): string {
	return new Intl.ListFormat(getLocale(), { style: 'long', type: 'conjunction' }).format(names);
}

// One collator per language: String.localeCompare builds a new one on every call, which sorting a list of places repeats hundreds of times.
const collators = new Map<string, Intl.Collator>();

/** Compares two texts as the page's language sorts them (numbers by value). */
export function compareText(a: string, b: string): number {
	const locale = getLocale();
	let collator = collators.get(locale);
	if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true })));
	return collator.compare(a, b);
}
