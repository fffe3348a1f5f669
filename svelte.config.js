import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { WORDS_PRELOAD } from './src/lib/ui/words-preload.js';

/** The relay shared games go through, chosen when the app is built (vite.config.ts, docs/relay.md): the one address besides this origin the app may connect to. */
const relay = process.env.SILK_RELAY ?? 'ws://127.0.0.1:4318';

/** The hash that allows the script preloading the page's words (src/lib/ui/words-preload.js), the same on every page. */
const wordsPreload = /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(WORDS_PRELOAD).digest('base64')}`);

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every page is a prerendered shell; all data lives in IndexedDB on the phone.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		serviceWorker: { register: true },
		// A screen's small stylesheets (under 1 KB) come inside its page: the first paint waits for every stylesheet, and
		// each is a request of its own (Marco Polo II's screen had five).
		inlineStyleThreshold: 1024,
		// No script from another origin, ever: the inline start script and the one preloading the words are allowed
		// by their hashes (a <meta> tag in each prerendered page), everything else comes from this origin. Inline style attributes stay
		// allowed (the app sets a few); images may be data: or blob: URLs (icons, QR codes drawn on a canvas).
		// Connections go to this origin and to the relay of shared games, nowhere else.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', wordsPreload],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'media-src': ['self', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self', /** @type {'self'} */ (relay)],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
