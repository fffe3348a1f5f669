import { m } from '$lib/ui/messages.ts';
import type { MERV_PHASES, PlayerColour } from '$lib/engine/merv/meta.ts';
import type { GameCard } from '$lib/ui/card.ts';

// Named one by one (not looked up by key) so the first screen loads only these messages.
export default {
	name: m.merv_short,
	newGame: m.merv_home_new,
	phase: {
		new: m.phase_new,
		setup: m.phase_setup,
		playing: m.phase_playing,
		finished: m.phase_finished
	},
	colour: { blue: m.colour_blue, yellow: m.colour_yellow, green: m.colour_green, red: m.colour_red },
	dot: { blue: '#2563eb', yellow: '#ca8a04', green: '#16a34a', red: '#dc2626' }
} satisfies GameCard<(typeof MERV_PHASES)[number], PlayerColour>;
