// The game's own corrections, loaded once a player opens the corrections: a trading post, a seal or a figure set
// right, and the board as this game learned it.
export { default as PostFix } from './PostFix.svelte';
export { default as SealFix } from './SealFix.svelte';
export { default as FigureFix } from './FigureFix.svelte';
export { default as BoardCopy } from '../board/BoardCopy.svelte';
export { default as BoardBonuses } from './BoardBonuses.svelte';
