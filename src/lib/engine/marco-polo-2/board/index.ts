/** The Marco Polo II board as the player's copy of the game teaches it: places, coats of arms, routes, bonuses. */
export * from './places.ts';
export * from './learned.ts';
export * from './coats.ts';
export * from './routes.ts';
