import { GAMES } from '$lib/registry.ts';
import { messageGroups } from '$lib/ui/messages.ts';

/**
 * The words a page shows: the home screen only its own (the group scripts/split-messages.mjs
 * gathers from its imports), a game's screens the shared words and that game's, any other page
 * (log, data, copy) every game's too.
 */
export function messageGroupsFor(path: string): string[] {
	if (path === '/') return ['home'];
	const game = GAMES.find((g) => path === g.meta.route || path.startsWith(`${g.meta.route}/`));
	return game ? ['home', 'core', game.meta.messages] : messageGroups();
}
