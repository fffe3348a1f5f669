/**
 * The one way into The Voyages of Marco Polo from outside this folder: everything screens, storage, the
 * bench and other folders use of the game. The light entry points are meta.ts (the home screen, the
 * registry, the new-game form) and module.ts (loaded by its path when a game is opened).
 */
export * from './catalog.ts';
export * from './characters.ts';
export * from './map.ts';
export * from './board.ts';
export * from './cards.ts';
export * from './printed.ts';
export * from './travel.ts';
export * from './actions.ts';
export * from './setup.ts';
export * from './scoring.ts';
export * from './state.ts';
export * from './entries.ts';
export * from './rules.ts';
export * from './posts.ts';
export { roundIncome } from './round.ts';
export { playerScores, sheetFromTable, sheetPostsWith } from './sheet.ts';
export * from './view.ts';
export * from './view-turn.ts';
export { VOYAGES_PHASES } from './meta.ts';
export { voyages, setupOptionsFrom } from './module.ts';
