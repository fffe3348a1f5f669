// Runs when the screens are prerendered at build time (the app has no server): each page's HTML gets the skeleton
// of its screen, shown before the app's code arrives, and the list of its word files in each language, which a
// script in its head preloads for the reader's language.
import type { Handle } from '@sveltejs/kit';
import { skeleton } from '$lib/ui/skeleton.ts';
import { wordsHead } from '$lib/ui/words-files.ts';

export const handle: Handle = ({ event, resolve }) =>
	resolve(event, {
		transformPageChunk: ({ html }) => html.replace('%silk.skeleton%', skeleton(event.url.pathname)).replace('%silk.words%', wordsHead(event.url.pathname))
	});
