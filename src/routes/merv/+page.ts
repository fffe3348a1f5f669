// The stored game is read and replayed, and its rules fetched, as soon as the page's code is here: while the words
// load, and before the screen is drawn (readBeforeDrawn). This game's rules come with the page's code (preloaded
// with it), not fetched once the page runs.
import '$lib/engine/merv/module.ts';
import { readBeforeDrawn } from '$lib/ui/session.svelte.ts';
import { MervSession } from '$lib/ui/merv/session.svelte.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ url }) => ({ session: await readBeforeDrawn(new MervSession(url.searchParams.get('id') ?? '')) });
