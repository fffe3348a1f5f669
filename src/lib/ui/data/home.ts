/** What the home screen loads once its list shows: game actions, the undo of a delete, storage problems. */
export { default as DeletedBar } from './DeletedBar.svelte';
export { default as GameActions } from './GameActions.svelte';
export { default as StorageAlert } from './StorageAlert.svelte';
