import { m } from '$lib/ui/messages.ts';
import type { MERV_PHASES } from '$lib/engine/merv/meta.ts';
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
	}
} satisfies GameCard<(typeof MERV_PHASES)[number]>;
