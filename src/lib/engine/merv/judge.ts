/**
 * Merv's solo opponent, the corrupt judge (RU L960–L1258): its decisions as pure functions, for the
 * screens that walk a solo player through the judge's turn. Readings of unclear rules follow
 * shared/data/merv-rules-notes.md, by item.
 */
export * from './judge-geometry.ts';
export * from './judge-turn.ts';
export * from './judge-actions.ts';
export * from './judge-discoveries.ts';
export { judgeViewOf } from './judge-play.ts';
export { judgeNeeds, type JudgeNeeds } from './judge-needs.ts';
export { judgeContract, judgeContractGoods, type OpenContract } from './judge-contracts.ts';
