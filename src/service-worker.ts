/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * Offline after the first visit: the app shell, every prerendered page and the
 * static files are cached at install; later requests are served from the cache.
 */
import { build, files, prerendered, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `silk-ledger-${version}`;
const ASSETS = [...build, ...files, ...prerendered];

sw.addEventListener('install', (event) => {
	event.waitUntil(
		caches
			.open(CACHE)
			.then((cache) => cache.addAll(ASSETS))
			.then(() => sw.skipWaiting())
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
			.then(() => sw.clients.claim())
	);
});

sw.addEventListener('fetch', (event) => {
	if (event.request.method !== 'GET') return;
	const url = new URL(event.request.url);
	if (url.origin !== sw.location.origin) return;

	event.respondWith(
		(async () => {
			const cache = await caches.open(CACHE);
			// Pages are matched without their query (?id=…): the shell reads the game from IndexedDB.
			const path = url.pathname === '/' ? '/' : url.pathname.replace(/\/$/, '');
			const cached = ASSETS.includes(path) ? await cache.match(path) : await cache.match(event.request, { ignoreSearch: event.request.mode === 'navigate' });
			if (cached) return cached;
			try {
				const response = await fetch(event.request);
				if (response.ok && response.type === 'basic') cache.put(event.request, response.clone());
				return response;
			} catch (error) {
				if (event.request.mode === 'navigate') {
					const shell = await cache.match('/');
					if (shell) return shell;
				}
				throw error;
			}
		})()
	);
});
