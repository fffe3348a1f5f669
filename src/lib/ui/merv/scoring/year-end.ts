// The screens after a year's rounds, fetched once one is due (lazy.ts): the invasion, the year's scoring, the game's end.
export { default as Invasion } from './Invasion.svelte';
export { default as YearScoring } from './YearScoring.svelte';
export { default as Final } from './Final.svelte';
