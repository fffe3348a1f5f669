// The app is static files: every route is a prerendered shell filled from IndexedDB in the browser.
import { loadMessages } from '$lib/ui/messages.ts';
import { messageGroupsFor } from '$lib/ui/route-messages.ts';
import type { LayoutLoad } from './$types';

export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';

export const load: LayoutLoad = async ({ url }) => {
	await loadMessages(messageGroupsFor(url.pathname));
};
