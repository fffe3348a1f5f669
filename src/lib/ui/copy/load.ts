/**
 * A registered game's words for "Your copy of the game", found by its kind, which is the name of its folder:
 * src/lib/ui/<kind>/copy.ts (default export). Loaded only when the copy is shown (the copy and log screens).
 */
import { gameOf } from '$lib/registry.ts';
import type { GameCopyUi } from './types.ts';

const copies = import.meta.glob<GameCopyUi>('/src/lib/ui/*/copy.ts', { import: 'default' });

/** How "Your copy of the game" shows a registered game's printed values; undefined for a kind this app does not serve. */
export function copyUiOf(kind: unknown): Promise<GameCopyUi> | undefined {
	const game = gameOf(kind);
	return game && copies[`/src/lib/ui/${game.meta.kind}/copy.ts`]?.();
}
