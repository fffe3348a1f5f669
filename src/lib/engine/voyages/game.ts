/**
 * The Voyages of Marco Polo game log: players and a seeded setup, the character draft, goal cards
 * kept, then an optional table tracker (rounds, dice with compensation, travel with trading posts
 * and their city bonuses, corrections, contracts) and final scoring per player, prefilled from the
 * tracked table. The pieces live in their own files; this one gathers what the app reads.
 */
export * from './state.ts';
export { voyagesEntrySchema, type VoyagesEntry, type VoyagesEntryType } from './entries.ts';
export { voyagesRules } from './rules.ts';
export { postBonusAt, UNKNOWN_SMALL_CITY_TILE } from './posts.ts';
export { roundIncome } from './round.ts';
export { playerScores, sheetFromTable } from './sheet.ts';
export { VOYAGES_PHASES } from './meta.ts';
