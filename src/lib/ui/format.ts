import { getLocale } from '$lib/paraglide/runtime.js';

export function formatDate(ms: number): string {
	return new Date(ms).toLocaleString(getLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

export function listNames(names: readonly string[]): string {
	return new Intl.ListFormat(getLocale(), { style: 'long', type: 'conjunction' }).format(names);
}
