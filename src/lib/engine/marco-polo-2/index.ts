export * from './catalog.ts';
export * from './printed.ts';
export * from './game.ts';
export * from './scoring.ts';
export * from './tracker.ts';
export * from './created.ts';
export { marcoPolo2 } from './module.ts';
