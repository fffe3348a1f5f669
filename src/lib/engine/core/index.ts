export * from './log.ts';
export * from './random.ts';
export * from './replay.ts';
export * from './ranking.ts';
export * from './majority.ts';
export * from './resources.ts';
export * from './score-track.ts';
export * from './seats.ts';
