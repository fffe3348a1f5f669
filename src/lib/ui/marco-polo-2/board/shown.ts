// The board as this game learned it, drawn as a map (a move, a city card) or as its values (the corrections):
// fetched once one is shown (lazy.ts).
export { default as BoardMapDrawing } from './BoardMapDrawing.svelte';
export { default as BoardCopy } from './BoardCopy.svelte';
export { default as BoardBonuses } from '../table/BoardBonuses.svelte';
