import { lazyCode } from '$lib/ui/lazy-code.ts';

/** What a tap on the in-play screen shows (table/later.ts): fetched once the screen is shown, drawn at once after that. */
export const later = lazyCode(() => import('./table/later.ts'));

/** The board's map and values (board/shown.ts), fetched once one is shown. */
export const boardShown = lazyCode(() => import('./board/shown.ts'));
