// The stored game is read and replayed, and its rules fetched, as soon as the page's code is here: while the words
// load, and before the screen is drawn (readBeforeDrawn). This game's rules come with the page's code (preloaded
// with it), not fetched once the page runs.
import '$lib/engine/voyages/module.ts';
import { readBeforeDrawn } from '$lib/ui/session.svelte.ts';
import { VoyagesSession } from '$lib/ui/voyages/session.svelte.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ url }) => ({ session: await readBeforeDrawn(new VoyagesSession(url.searchParams.get('id') ?? '')) });
