export * from './log.ts';
export * from './random.ts';
export * from './replay.ts';
