/**
 * Marco Polo II game log: setup (players, first player, characters, checklist), the table
 * tracked during play, then final-score entry per player. Each entry is checked before it is stored.
 * This file gathers what screens and storage use of the game; the parts live in the files named below.
 */
export type { SealState } from './catalog.ts';
export * from './state.ts';
export * from './scoring.ts';
export type { FinalScoringEntry, MarcoPolo2Entry, SetupEntry } from './entries.ts';
export { marcoPolo2Entry } from './entries.ts';
export { draftCharacters, draftOrder, drawFirstPlayer, nextToChoose } from './setup.ts';
export { marcoPolo2Rules } from './rules.ts';
