/** Marco Polo II in "Your copy of the game": its printed values in its own words. */
import { m } from '$lib/ui/messages.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import type { PrintedDef } from '$lib/engine/core/printed.ts';
import { learnedBoard, RESOURCES } from '$lib/engine/marco-polo-2/index.ts';
import { amountsText, parseAmounts, parseWhole } from '$lib/ui/copy/amounts-text.ts';
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { t } from '$lib/ui/i18n.ts';
import CopyExtra from './CopyExtra.svelte';
import { placeRefusalNames } from './words.ts';

function label(d: PrintedDef): string {
	if (d.group === 'coat-track') return m.marco_polo_2_copy_coat_index({ index: d.params.index ?? 0 });
	if (d.group === 'travel-space') {
		const space = t(messageKey('marco_polo_2_travel_space', String(d.params.space ?? '')));
		return d.kind === 'steps' ? m.marco_polo_2_copy_travel_steps({ space }) : m.marco_polo_2_copy_travel_cost({ space });
	}
	const guild = t(messageKey('marco_polo_2_guild', String(d.params.guild ?? '')));
	return d.group === 'guild-upgrade-cost' ? m.marco_polo_2_copy_guild_cost({ guild }) : m.marco_polo_2_copy_guild_bonus({ guild });
}

export const marcoPolo2CopyUi: GameCopyUi = {
	title: m.marco_polo_2_short,
	terms: m.marco_polo_2_copy_terms,
	sections: [
		{ groups: ['coat-track'], title: m.marco_polo_2_copy_coat_track },
		{ groups: ['guild-upgrade-cost', 'guild-improved-bonus'], title: m.marco_polo_2_copy_guild_costs },
		{ groups: ['travel-space'], title: m.marco_polo_2_copy_travel_spaces, help: m.marco_polo_2_copy_travel_spaces_help }
	],
	label,
	// "9 coins, 2 gold" in either language.
	show: (d, value) => (d.kind === 'resources' ? amountsText(value as Record<string, number>) : String(value)),
	parse: (d, raw) => (d.kind === 'resources' ? parseAmounts(raw, RESOURCES) : parseWhole(raw)),
	numeric: (d) => d.kind !== 'resources',
	extra: CopyExtra,
	refusalNames: (copy) => placeRefusalNames(() => learnedBoard(copy))
};
export default marcoPolo2CopyUi;
