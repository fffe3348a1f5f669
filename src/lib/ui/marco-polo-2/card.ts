import { m } from '$lib/ui/messages.ts';
import type { MARCO_POLO_2_PHASES, PlayerColour } from '$lib/engine/marco-polo-2/meta.ts';
import type { GameCard } from '$lib/ui/card.ts';

// Named one by one (not looked up by key) so the first screen loads only these messages.
export default {
	name: m.marco_polo_2_short,
	newGame: m.marco_polo_2_home_new,
	phase: {
		new: m.phase_new,
		'first-player': m.phase_first_player,
		characters: m.phase_characters,
		setup: m.phase_setup,
		playing: m.phase_playing,
		scoring: m.phase_scoring,
		finished: m.phase_finished
	},
	colour: { blue: m.colour_blue, yellow: m.colour_yellow, green: m.colour_green, red: m.colour_red },
	dot: { blue: '#2563eb', yellow: '#ca8a04', green: '#16a34a', red: '#dc2626' }
} satisfies GameCard<(typeof MARCO_POLO_2_PHASES)[number], PlayerColour>;
