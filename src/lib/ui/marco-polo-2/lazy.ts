import { lazyCode } from '$lib/ui/lazy-code.ts';

/** The in-play screen's later code (table/later.ts): fetched once the screen is shown, drawn at once after that. */
export const later = lazyCode(() => import('./table/later.ts'));
