/** The merged spellings of players' names, kept on this phone (not in the games: undoing a merge changes no game). */
import type { Aliases } from '$lib/stats/names.ts';

const KEY = 'silk-ledger.player-aliases';

export function loadAliases(): Aliases {
	try {
		const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
		if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
		return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
	} catch {
		return {};
	}
}

export function saveAliases(aliases: Aliases): void {
	try {
		localStorage.setItem(KEY, JSON.stringify(aliases));
	} catch {
		// Private browsing may refuse: the merge then lasts while the screen is open.
	}
}
