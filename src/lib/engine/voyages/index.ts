/**
 * The one way into The Voyages of Marco Polo from outside this folder: everything screens, storage, the
 * bench and other folders use of the game. The light entry points are meta.ts (the home screen, the
 * registry, the new-game form) and module.ts (loaded by its path when a game is opened).
 */
export * from './catalog.ts';
export * from './map/places.ts';
export * from './map/routes.ts';
export * from './map/bonus-tiles.ts';
export * from './map/travel.ts';
export * from './map/trading-posts.ts';
export * from './board/action-spaces.ts';
export * from './board/actions.ts';
export * from './board/city-card-spaces.ts';
export * from './cards/goal-cards.ts';
export * from './cards/contracts.ts';
export * from './cards/city-cards.ts';
export * from './printed.ts';
export * from './setup.ts';
export * from './scoring.ts';
export * from './state.ts';
export * from './entries.ts';
export * from './rules.ts';
export * from './view/setup.ts';
export * from './view/round.ts';
export * from './view/action.ts';
export * from './view/journey.ts';
export * from './view/contracts.ts';
export * from './view/scoring.ts';
export * from './created.ts';
