/** How a game is named on the home screen, in the player's language: small, so the first screen stays light. */
export interface GameCard<Phase extends string = string> {
	/** The game's short name, on each of its games in the list. */
	name: () => string;
	/** The button that starts a new game of it. */
	newGame: () => string;
	/** Each phase as the list shows it. */
	phase: Record<Phase, () => string>;
}
