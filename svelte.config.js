import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every page is a prerendered shell; all data lives in IndexedDB on the phone.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		serviceWorker: { register: true }
	}
};

export default config;
