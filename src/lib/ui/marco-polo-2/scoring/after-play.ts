// The screens after play, loaded together and only for a game past its rounds: the score sheet and the results.
export { default as ScoreEntry } from './ScoreEntry.svelte';
export { default as Results } from './Results.svelte';
