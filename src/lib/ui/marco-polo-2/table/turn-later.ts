// What a turn may open, in one file fetched once the turn is shown (TurnPanel), not before: the game's own bonus
// actions (a contract fulfilled or taken, a seal improved, an outpost tile used) and the board map a move shows.
export { default as ContractDone } from './ContractDone.svelte';
export { default as TakeContract } from './TakeContract.svelte';
export { default as ImproveSeal } from './ImproveSeal.svelte';
export { default as OutpostTiles } from './OutpostTiles.svelte';
export { default as BoardMapDrawing } from '../board/BoardMapDrawing.svelte';
