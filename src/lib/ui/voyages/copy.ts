/** The Voyages of Marco Polo in "Your copy of the game": its printed values in its own words. */
import { m } from '$lib/ui/messages.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import type { PrintedDef } from '$lib/engine/core/printed.ts';
import { SMALL_CITY_TILES, ROUTES, type ContractTerms, type Reward } from '$lib/engine/voyages/index.ts';
import { amountsText, parseAmounts, parseWhole } from '$lib/ui/copy/amounts-text.ts';
import type { GameCopyUi } from '$lib/ui/copy/types.ts';
import { t } from '$lib/ui/i18n.ts';
import { goalCardName, largeTileName, locationName, refusalNames, smallTileName } from './words.ts';

const GAINS = ['coins', 'camels', 'pepper', 'silk', 'gold', 'points'] as const;
const COSTS = ['camels', 'pepper', 'silk', 'gold'] as const;

/** The reward icons printed on a contract: no source doubts them, so they are kept as they are. */
function contractExtras(d: PrintedDef): readonly string[] {
	const v = (d.known?.value ?? d.candidates?.[0]?.value) as Partial<ContractTerms> | undefined;
	return v?.reward?.extras ?? [];
}

function label(d: PrintedDef): string {
	const p = d.params;
	switch (d.group) {
		case 'travel-cost':
			return m.voyages_copy_travel_cost({ steps: p.steps ?? 0 });
		case 'route': {
			const route = ROUTES.find((r) => r.id === p.route);
			return m.voyages_copy_route({ a: locationName(route?.a ?? ''), b: locationName(route?.b ?? '') });
		}
		case 'beijing-space':
			return m.voyages_copy_beijing({ space: p.space ?? 0 });
		case 'goal-cities':
			return m.voyages_copy_goal_cities({ reached: p.reached ?? 0 });
		case 'bazaar':
			return m.voyages_copy_bazaar({ good: t(messageKey('res', String(p.good ?? ''))), column: p.column ?? 0 });
		case 'contract': {
			const extras = contractExtras(d).map((e) => t(messageKey('voyages_extra', e)));
			return m.voyages_copy_contract({ contract: String(p.contract ?? ''), extras: extras.length ? ` (+ ${extras.join(', ')})` : '' });
		}
		case 'small-city-tile':
			return m.voyages_copy_small_tile_of({ city: locationName(String(p.city ?? '')) });
		case 'small-city-reward':
			return m.voyages_copy_small_tile_reward({ tile: smallTileName(String(p.tile ?? '')) });
		case 'large-city-reward':
			return m.voyages_copy_large_tile_reward({ tile: largeTileName(String(p.tile ?? '')) });
		default:
			return m.voyages_copy_goal_card({ card: goalCardName(String(p.card ?? '')) });
	}
}

function show(d: PrintedDef, value: unknown): string {
	switch (d.kind) {
		case 'route':
			return amountsText(value as Record<string, number>, ['coins', 'camels']);
		case 'reward':
			return amountsText((value as Reward).amounts);
		case 'contract': {
			const c = value as ContractTerms;
			return `${amountsText(c.cost)} → ${amountsText(c.reward.amounts)}`;
		}
		case 'tile':
			return smallTileName(String(value));
		default:
			return String(value);
	}
}

/** "3" for points or coins; "2 coins, 1 camels" for a route; "2 gold, 2 camels" for a bazaar cell; "2 camels, 1 silk → 6 points, 4 camels" for a contract. */
function parse(d: PrintedDef, raw: string): unknown {
	switch (d.kind) {
		case 'route':
			return parseAmounts(raw, ['coins', 'camels']);
		case 'reward': {
			const amounts = parseAmounts(raw, GAINS);
			// A bazaar cell or a tile keeps the icons printed on it (gold column 5's move).
			const extras = ((d.known?.value ?? d.candidates?.[0]?.value) as Reward | undefined)?.extras ?? [];
			return amounts && { amounts, extras: [...extras] };
		}
		case 'contract': {
			const [cost, reward, more] = raw.split(/→|->|=/);
			const c = parseAmounts(cost ?? '', COSTS);
			const r = parseAmounts(reward ?? '', GAINS);
			return more === undefined && c && r ? { cost: c, reward: { amounts: r, extras: [...contractExtras(d)] } } : undefined;
		}
		case 'tile':
			return raw;
		default:
			return parseWhole(raw);
	}
}

export const voyagesCopyUi: GameCopyUi = {
	title: m.voyages_copy_title,
	terms: m.voyages_copy_terms,
	help: m.voyages_copy_help,
	sections: [
		{ groups: ['small-city-tile'], title: m.voyages_copy_small_tiles, help: m.voyages_copy_small_tiles_help },
		{ groups: ['small-city-reward', 'large-city-reward'], title: m.voyages_copy_tile_rewards, help: m.voyages_copy_tile_rewards_help, folded: true },
		{ groups: ['travel-cost'], title: m.voyages_copy_travel_costs },
		{ groups: ['route'], title: m.voyages_copy_routes, folded: true },
		{ groups: ['bazaar'], title: m.voyages_copy_bazaar_section, folded: true },
		{ groups: ['beijing-space', 'goal-cities'], title: m.voyages_copy_beijing_goals },
		{ groups: ['goal-card'], title: m.voyages_copy_goal_cards, folded: true },
		{ groups: ['contract'], title: m.voyages_copy_contracts, help: m.voyages_copy_contracts_help, folded: true }
	],
	label,
	show,
	parse,
	numeric: (d) => d.kind === 'coins' || d.kind === 'points',
	choices: (d) => (d.kind === 'tile' ? SMALL_CITY_TILES.map((tile) => ({ value: tile.id, label: smallTileName(tile.id) })) : null),
	refusalNames: () => refusalNames
};
export default voyagesCopyUi;
