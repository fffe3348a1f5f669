import { getLocale } from '$lib/paraglide/runtime.js';
import { whenSettled } from './after-paint.ts';

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

function collator(): Intl.Collator {
	const locale = getLocale();
	let found = collators.get(locale);
	if (!found) collators.set(locale, (found = new Intl.Collator(locale, { numeric: true })));
	return found;
}

/** Compares two texts as the page's language sorts them (numbers by value). */
export function compareText(a: string, b: string): number {
	return collator().compare(a, b);
}

/**
 * Builds the language's collator once the screen is shown and the phone is idle: the first one takes tens of
 * milliseconds, too long for the tap that first sorts, and too long to come before a screen's content that does not
 * sort (a screen that does builds it as it is drawn).
 */
export function prepareSorting(): void {
	whenSettled(() => collator());
}
