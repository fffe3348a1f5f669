/**
 * A screen whose storage fails without saying so (a read that never shows, a value that cannot be kept):
 * the browser's storage errors left unhandled reach here, and the screen says what happened and what to do,
 * above its content. Imported by the screens that read or write storage (the home screen loads it after its
 * list, to stay light); listening starts once, for the whole visit.
 */
import { mount } from 'svelte';
import StorageAlert from './StorageAlert.svelte';

const STORAGE_ERRORS = /^(QuotaExceeded|Abort|OpenFailed|DatabaseClosed|MissingAPI|InvalidState|Unknown|Version|DataClone|Timeout)Error$/;
let shown: HTMLElement | null = null;

function caught(event: PromiseRejectionEvent) {
	if (!STORAGE_ERRORS.test(String(event.reason?.name))) return;
	const main = document.querySelector('main');
	if (!main || (shown && main.contains(shown))) return;
	shown = document.createElement('div');
	main.prepend(shown);
	mount(StorageAlert, { target: shown, props: { problem: event.reason } });
}

if (typeof window !== 'undefined') addEventListener('unhandledrejection', caught);
