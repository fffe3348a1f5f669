// Runs when the screens are prerendered at build time (the app has no server): each page's HTML gets the
// skeleton of its screen, shown before the app's code arrives.
import type { Handle } from '@sveltejs/kit';
import { skeleton } from '$lib/ui/skeleton.ts';

export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { transformPageChunk: ({ html }) => html.replace('%silk.skeleton%', skeleton(event.url.pathname)) });
