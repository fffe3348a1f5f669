/** The ids of the games in play the browser benchmarks import (scripts/bench-seed.ts), by their screen's address. */
export const GAMES_IN_PLAY = { '/marco-polo-2': 'bench-marco-polo-2', '/voyages': 'bench-voyages', '/merv': 'bench-merv' } as const;
