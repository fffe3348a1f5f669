/**
 * A registered game's rules, found by the game's kind, which is the name of its folders:
 * src/lib/engine/<kind>/module.ts (its module as default). Loaded only when a game is opened or stored.
 */
import { gameOf, type AnyGameModule } from '$lib/registry.ts';

const engines = import.meta.glob<{ default: AnyGameModule }>('/src/lib/engine/*/module.ts');

const loaded = new Map<string, Promise<AnyGameModule>>();

/** The module of a registered game's kind, loaded once; undefined for a kind this app does not serve. */
export function moduleOf(kind: unknown): Promise<AnyGameModule> | undefined {
	const game = gameOf(kind);
	const load = game && engines[`/src/lib/engine/${game.meta.kind}/module.ts`];
	if (!game || !load) return undefined;
	let module = loaded.get(game.meta.kind);
	if (!module) {
		module = load().then((m) => m.default);
		loaded.set(game.meta.kind, module);
	}
	return module;
}
