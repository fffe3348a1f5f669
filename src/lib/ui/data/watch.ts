/**
 * A screen whose storage fails without saying so (a read that never shows, a value that cannot be kept):
 * the browser's storage errors left unhandled reach here, and the screen says what happened and what to do,
 * above its content. Storage that never answers is said the same way: a screen passes the reads and writes
 * it waits for to waitFor. Imported by the screens that read or write storage (the home screen loads it after
 * its list, to stay light, and says a slow start itself); listening starts once, for the whole visit.
 */
import { mount, unmount } from 'svelte';
import { SLOW_MS, noticeSlow } from '$lib/db/storage.ts';
import StorageAlert from './StorageAlert.svelte';

const STORAGE_ERRORS = /^(QuotaExceeded|Abort|OpenFailed|DatabaseClosed|MissingAPI|InvalidState|Unknown|Version|DataClone|Timeout)Error$/;

type Shown = { target: HTMLElement; component: ReturnType<typeof mount> };
/** The alert of a storage error left unhandled; the alert that storage is not answering, and how many reads wait past SLOW_MS. */
let error: Shown | null = null;
const slow: { waiting: number; alert: Shown | null } = { waiting: 0, alert: null };

const onScreen = (alert: Shown | null, main: HTMLElement) => !!alert && main.contains(alert.target);

/** Shows the alert above the screen's content, unless one is shown already. */
function show(problem: unknown): Shown | null {
	const main = document.querySelector('main');
	if (!main || onScreen(error, main) || onScreen(slow.alert, main)) return null;
	const target = document.createElement('div');
	main.prepend(target);
	return { target, component: mount(StorageAlert, { target, props: { problem } }) };
}

function caught(event: PromiseRejectionEvent) {
	if (STORAGE_ERRORS.test(String((event.reason as { name?: unknown } | null | undefined)?.name))) error = show(event.reason) ?? error;
}

/**
 * A read or write the screen waits for, unchanged. IndexedDB can hang instead of failing (blocked by an upgrade
 * in another tab, a browser's broken storage): once it has not answered for SLOW_MS, the screen says so, and
 * stops saying it when every read waited for has answered.
 */
export function waitFor<T>(promise: Promise<T>): Promise<T> {
	return noticeSlow(
		promise,
		SLOW_MS,
		() => {
			if (slow.waiting++ === 0) slow.alert = show('slow');
		},
		() => {
			if (--slow.waiting > 0 || !slow.alert) return;
			void unmount(slow.alert.component);
			slow.alert.target.remove();
			slow.alert = null;
		}
	);
}

if (typeof window !== 'undefined') addEventListener('unhandledrejection', caught);
