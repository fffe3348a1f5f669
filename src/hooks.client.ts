// As the app starts, not once the screen's code has arrived and runs: the page's words start loading (one request
// fewer in the chain before the first screen is drawn; the layout awaits the same load), and a game screen's stored
// game starts being read (the screen takes the rows when it asks for them).
import type { ClientInit } from '@sveltejs/kit';
import { beginFirstRead } from '$lib/db/first-read.ts';
import { GAMES } from '$lib/registry.ts';
import { loadMessages } from '$lib/ui/messages.ts';
import { messageGroupsFor } from '$lib/ui/route-messages.ts';

export const init: ClientInit = () => {
	// A failure shows where the layout awaits it; not here as well.
	loadMessages(messageGroupsFor(location.pathname)).catch(() => {});
	const game = GAMES.find((g) => g.meta.route === location.pathname);
	const id = new URLSearchParams(location.search).get('id');
	// It never fails: anything but the database as left answers null, and the screen reads through the storage library.
	if (game && id) void beginFirstRead(id, game.meta.kind);
};
