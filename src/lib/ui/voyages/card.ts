import { m } from '$lib/ui/messages.ts';
import type { VOYAGES_PHASES } from '$lib/engine/voyages/meta.ts';
import type { GameCard } from '$lib/ui/card.ts';

// Named one by one (not looked up by key) so the first screen loads only these messages.
export default {
	name: m.voyages_short,
	newGame: m.voyages_home_new,
	phase: {
		new: m.phase_new,
		characters: m.phase_characters,
		'goal-cards': m.phase_goal_cards,
		setup: m.phase_setup,
		playing: m.phase_playing,
		scoring: m.phase_scoring,
		finished: m.phase_finished
	}
} satisfies GameCard<(typeof VOYAGES_PHASES)[number]>;
