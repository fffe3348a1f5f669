// What a tap on the in-play screen shows, in one file fetched once the screen is shown (lazy.ts): the site editor
// and the counts.
export { default as SiteEditor } from './SiteEditor.svelte';
export { default as Counts } from './Counts.svelte';
