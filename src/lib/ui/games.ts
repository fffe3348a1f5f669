/**
 * The registered games as the screens show them: each one's meta (the registry, src/lib/registry.ts) with its card,
 * found by the game's kind, which is the name of its folder: src/lib/ui/<kind>/card.ts (default export), its name and
 * its phases in words for the home screen and the new-game form, loaded with them. (Its words for "Your copy of the
 * game" are found the same way when shown: ui/copy/load.ts.) Storage and the rules never read this file.
 */
import { GAMES as REGISTERED, type RegisteredGame } from '$lib/registry.ts';
import type { GameCard } from '$lib/ui/card.ts';

const cards = import.meta.glob<GameCard>('/src/lib/ui/*/card.ts', { eager: true, import: 'default' });

export interface ShownGame extends RegisteredGame {
	card: GameCard;
}

/** Every registered game with its card, in the registry's order. */
export const GAMES: readonly ShownGame[] = REGISTERED.map((g) => ({ meta: g.meta, card: cards[`/src/lib/ui/${g.meta.kind}/card.ts`]! }));

/** The registered game of this kind with its card; undefined for a kind this app does not know. */
export function gameOf(kind: unknown): ShownGame | undefined {
	return GAMES.find((g) => g.meta.kind === kind);
}
