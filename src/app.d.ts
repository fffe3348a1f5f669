// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {}
	/** The relay's address (ws:// or wss://), set when the app is built (vite.config.ts). */
	const __SILK_RELAY__: string;
}
export {};
