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

/** A player colour of this game in words, from its card; empty for a colour the game does not have (an older row). */
export const colourWord = (game: ShownGame, colour: string): string => game.card.colour[colour]?.() ?? '';

/**
 * The games' player colours as one style sheet, from their cards: for each colour a custom property `--colour-<id>`
 * (a game's own pieces drawn in it) and its dot (`<span class="dot <id>">`, which every screen draws the same way).
 * A colour two games name alike is one colour (the registry test checks they agree).
 */
export function colourSheet(games: readonly ShownGame[] = GAMES): string {
	const dots = new Map<string, string>();
	for (const game of games) for (const colour of game.meta.colours) if (!dots.has(colour)) dots.set(colour, game.card.dot[colour] ?? '');
	const properties = [...dots].map(([colour, dot]) => `--colour-${colour}: ${dot};`).join(' ');
	return [`:root { ${properties} }`, ...[...dots.keys()].map((colour) => `.dot.${colour} { background: var(--colour-${colour}); }`)].join('\n');
}

/** Puts the games' colours in the page, once: the layout does it before any screen is drawn. */
export function showColours(): void {
	if (document.getElementById('player-colours')) return;
	const style = document.createElement('style');
	style.id = 'player-colours';
	style.textContent = colourSheet();
	document.head.append(style);
}
