import { m } from '$lib/ui/messages.ts';

// Named one by one (not looked up by key) so the first screen loads only these words.
/** A player colour said in words, for screen readers beside its dot. */
export const COLOUR_WORDS: Record<string, () => string> = {
	blue: m.colour_blue,
	yellow: m.colour_yellow,
	green: m.colour_green,
	red: m.colour_red
};
