/**
 * Merv's solo opponent, the corrupt judge (RU L960–L1258): its decisions as pure functions, for the
 * screens that walk a solo player through the judge's turn. Readings of unclear rules follow
 * shared/data/merv-rules-notes.md, by item.
 */
export * from './geometry.ts';
export * from './turn.ts';
export * from './actions.ts';
export * from './discoveries.ts';
export { judgeNeeds } from './needs.ts';
