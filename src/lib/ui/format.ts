import { getLocale } from '$lib/paraglide/runtime.js';
import { whenIdle } from './after-paint.ts';

export function formatDate(ms: number): string {
	return new Date(ms).toLocaleString(getLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function listNames(names: readonly string[]): string {
	return new Intl.ListFormat(getLocale(), { style: 'long', type: 'conjunction' }).format(names);
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

/** Builds the language's collator while the phone is idle: the first one takes tens of milliseconds, too long for the tap that first sorts. */
export function prepareSorting(): void {
	whenIdle(() => collator());
}
