export * from './catalog.ts';
export * from './printed.ts';
export * from './game.ts';
export * from './scoring.ts';
export * from './tracker.ts';
