// The screens before play, loaded together and only for a game not yet in play: who goes first, the characters, the setup.
export { default as FirstPlayer } from './FirstPlayer.svelte';
export { default as Characters } from './Characters.svelte';
export { default as SetupChecklist } from './SetupChecklist.svelte';
