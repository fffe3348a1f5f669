// The stored game is read, and its rules fetched, as soon as the page's code is here: while the words load and before the page is drawn.
// This game's rules come with the page's code (preloaded with it), not fetched once the page runs.
import '$lib/engine/voyages/module.ts';
import { VoyagesSession } from '$lib/ui/voyages/session.svelte.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = ({ url }) => {
	const session = new VoyagesSession(url.searchParams.get('id') ?? '');
	// Not awaited: the page shows "Loading…" until the game is read (load() never rejects).
	return { session, loaded: session.load().then(() => session) };
};
