/**
 * A registered game's rules and its words for "Your copy of the game", found by the game's kind,
 * which is the name of its folders: src/lib/engine/<kind>/module.ts and src/lib/ui/<kind>/copy.ts
 * (each exports its part as default). Loaded only when a game is opened or its copy is shown.
 */
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { gameOf, type AnyGameModule } from '$lib/registry.ts';

const engines = import.meta.glob<{ default: AnyGameModule }>('/src/lib/engine/*/module.ts');
const copies = import.meta.glob<{ default: GameCopyUi }>('/src/lib/ui/*/copy.ts');

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

/** How "Your copy of the game" shows a registered game's printed values; undefined for a kind this app does not serve. */
export function copyUiOf(kind: unknown): Promise<GameCopyUi> | undefined {
	const game = gameOf(kind);
	const load = game && copies[`/src/lib/ui/${game.meta.kind}/copy.ts`];
	return load?.().then((m) => m.default);
}
