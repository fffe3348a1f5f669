import { lazyCode } from '$lib/ui/lazy-code.ts';

/** What a tap on the in-play screen shows (table/later.ts): fetched once the screen is shown, drawn at once after that. */
export const later = lazyCode(() => import('./table/later.ts'));

/** The year's end screens (scoring/year-end.ts), fetched once one is due. */
export const yearEnd = lazyCode(() => import('./scoring/year-end.ts'));

/** A value of the copy asked in place (AskPrintedForm, with the copy's labels and choices), fetched once one is asked. */
export const askPrinted = lazyCode(() => import('./AskPrintedForm.svelte'));
