/** Merv: what screens, tests and the bench use of the game. */
export * from './catalog.ts';
export * from './state.ts';
export * from './tally.ts';
export * from './city.ts';
export * from './spices.ts';
export * from './scoring.ts';
export * from './setup.ts';
export * from './printed.ts';
export type { MervEntry } from './entries.ts';
export { mervRules } from './rules.ts';
export { gameCreatedEntry } from './created.ts';
export { tallyContext, whoOf, soldiersOf } from './play-handlers.ts';
export { nextTribute, readyToScore, tributeQueue } from './year-handlers.ts';
export { merv } from './module.ts';
export { contractNeeded, contractTaken } from './contracts.ts';
export { mosqueNeeded } from './mosque.ts';
export { goodPrice, postsOf, routeCamels, silkRoadNeeded } from './silk-road.ts';
