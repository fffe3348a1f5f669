/** How a game is named on the home screen and the new-game form, in the player's language: small, so the first screen stays light. */
export interface GameCard<Phase extends string = string, Colour extends string = string> {
	/** The game's short name, on each of its games in the list. */
	name: () => string;
	/** The button that starts a new game of it. */
	newGame: () => string;
	/** Each phase as the list shows it. */
	phase: Record<Phase, () => string>;
	/** Each player colour (the meta's `colours`) in words: in the new-game form, and beside its dot for who cannot see it. */
	colour: Record<Colour, () => string>;
	/** Each player colour's dot (and pieces) on every screen, as a CSS colour, light and dark alike. */
	dot: Record<Colour, string>;
}
