/** How the data screens name games, backups and storage sizes. */
import { m } from '$lib/ui/messages.ts';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { StorageProblem } from '$lib/db/storage.ts';
import { gameOf } from '$lib/ui/games.ts';
import { listNames } from '$lib/ui/format.ts';

/** "Marco Polo II: Anna, Boris and Chen". */
export const gameLabel = (kind: string, players: readonly string[]) => `${gameOf(kind)?.card.name() ?? kind}: ${listNames(players)}`;

export function bytesText(n: number): string {
	const [value, unit] = n >= 1e9 ? [n / 1e9, 'gigabyte'] : n >= 1e6 ? [n / 1e6, 'megabyte'] : [n / 1e3, 'kilobyte'];
	return new Intl.NumberFormat(getLocale(), { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

export function problemText(problem: StorageProblem): string {
	return problem === 'full' ? m.storage_full() : problem === 'unavailable' ? m.storage_unavailable() : m.storage_failed();
}
