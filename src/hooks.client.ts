// The page's words start loading as the app starts, not once its layout's code has arrived and
// runs: one request fewer in the chain before the first screen is drawn. The layout awaits the same load.
import type { ClientInit } from '@sveltejs/kit';
import { loadMessages } from '$lib/ui/messages.ts';
import { messageGroupsFor } from '$lib/ui/route-messages.ts';

export const init: ClientInit = () => {
	// A failure shows where the layout awaits it; not here as well.
	loadMessages(messageGroupsFor(location.pathname)).catch(() => {});
};
