/** What the home screen loads once its list shows: game actions, the undo of a delete, archived and damaged games, storage problems. */
import './watch.ts';
export { default as Archived } from './Archived.svelte';
export { default as DamagedCard } from '../DamagedCard.svelte';
export { default as GameActions } from './GameActions.svelte';
export { default as Notices } from './Notices.svelte';
