/**
 * Marco Polo II: everything screens, storage, the bench and other folders use of the game, the one way into this
 * folder from outside it. Two light parts are read alone: meta.ts (the registry, the home screen, the new-game form)
 * and module.ts (loaded by its path when a game is opened).
 *
 * The game's parts: its components and the rulebook's numbers (catalog.ts), the values printed only as pictures
 * (printed.ts), the first entry (created.ts), every entry's shape (entries.ts), the state a log replays to (state.ts),
 * the seeded setup draws (setup.ts), the final scoring (scoring.ts), the rules (rules.ts: the phases and the handler
 * tables of handlers/), what screens read off a state (view/), the board as the player's copy teaches it (board/) and
 * the table as tracked in play (table/).
 */
export * from './catalog.ts';
export * from './printed.ts';
export * from './created.ts';
export * from './entries.ts';
export * from './state.ts';
export * from './setup.ts';
export * from './scoring.ts';
export { marcoPolo2Rules } from './rules.ts';
export { keptOnPhone, sameValue } from './handlers/copy.ts';
export { doublesOffered } from './handlers/round.ts';
export * from './board/places.ts';
export * from './board/learned.ts';
export * from './board/coats.ts';
export * from './board/routes.ts';
export * from './table/state.ts';
export * from './table/entries.ts';
export * from './table/contract-cards.ts';
export { addBundles } from './table/stock.ts';
export * from './view/table.ts';
export * from './view/board.ts';
export * from './view/turn.ts';
