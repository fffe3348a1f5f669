/**
 * The interface's words, in the player's language only. Paraglide compiles every message; the
 * compiled modules are split by language and group (scripts/split-messages.mjs), and a screen
 * loads its language's groups before it is shown: the shared words ("core") everywhere, a game's
 * words on that game's screens. Switching language reloads the page, so one language is loaded.
 */
import type * as Messages from '$lib/paraglide/messages/_index.js';
import { getLocale } from '$lib/paraglide/runtime.js';

type MessageFn = (inputs?: Record<string, unknown>) => string;
type Dictionary = Record<string, MessageFn | undefined>;

const modules = import.meta.glob<Dictionary>('/src/lib/paraglide/groups/*/*.js');
const words: Dictionary = {};
const loaded = new Map<string, Promise<void>>();

/** Loads these message groups of the page's language (once each); unknown groups are skipped. */
export function loadMessages(groups: readonly string[], locale: string = getLocale()): Promise<void> {
	return Promise.all(
		groups.map((group) => {
			const id = `${locale}/${group}`;
			let done = loaded.get(id);
			if (!done) {
				const load = modules[`/src/lib/paraglide/groups/${id}.js`];
				done = load ? load().then((module) => void Object.assign(words, module)) : Promise.resolve();
				loaded.set(id, done);
			}
			return done;
		})
	).then(() => undefined);
}

/** The message groups there are: "core" and each game's messages prefix. */
export const messageGroups = (): string[] => [...new Set(Object.keys(modules).map((path) => path.split('/').at(-1)!.replace(/\.js$/, '')))];

/** A message by key, in the loaded language; the key itself when it is not loaded (never throws). */
export function message(key: string, inputs: Record<string, unknown> = {}): string {
	const fn = words[key];
	return fn ? fn(inputs) : key;
}

/** Every message as a function, typed by Paraglide's compiled index: `m.app_name()`. */
export const m = new Proxy({} as typeof Messages, {
	get: (_, key) => (typeof key === 'string' ? (inputs?: Record<string, unknown>) => message(key, inputs) : undefined)
});
