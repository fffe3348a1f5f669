// What the in-play screen shows only after a tap or once the year's rounds are over, in one file fetched once the
// screen is shown (lazy.ts): the site editor, the counts, a value of the copy asked in place, and the year's end
// (the invasion, the year's scoring, the game's end).
export { default as SiteEditor } from './SiteEditor.svelte';
export { default as Counts } from './Counts.svelte';
export { default as AskPrintedForm } from '../AskPrintedForm.svelte';
export { default as Invasion } from '../scoring/Invasion.svelte';
export { default as YearScoring } from '../scoring/YearScoring.svelte';
export { default as Final } from '../scoring/Final.svelte';
