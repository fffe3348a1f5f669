// What a tap on the in-play screen shows, in one file fetched once the screen is shown (lazy.ts): the game's own
// bonus actions (a contract fulfilled or taken, a seal improved, an outpost tile used) and its corrections (a trading
// post, a seal or a figure set right).
export { default as ContractDone } from './ContractDone.svelte';
export { default as TakeContract } from './TakeContract.svelte';
export { default as ImproveSeal } from './ImproveSeal.svelte';
export { default as OutpostTiles } from './OutpostTiles.svelte';
export { default as PostFix } from './PostFix.svelte';
export { default as SealFix } from './SealFix.svelte';
export { default as FigureFix } from './FigureFix.svelte';
