// The screen before play, loaded only for a game not yet in play: the city dealt and the sites recorded.
export { default as Setup } from './Setup.svelte';
