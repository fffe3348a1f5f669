/** Names and checklist lines of The Voyages of Marco Polo in the player's language. */
import {
	CHARACTER_TILE_BY_ID,
	GOAL_CARD_BY_ID,
	LARGE_CITY_TILES,
	SMALL_CITY_TILES,
	LOCATION_BY_ID,
	type ChecklistItem,
	type MapItem
} from '$lib/engine/voyages/index.ts';
import { t, type RefusalNames } from '$lib/ui/i18n.ts';
import { amountText } from '$lib/ui/bundle.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

/** A place by the name the player's language gives it (the board's own spelling where no rulebook gives another). */
export const locationName = (id: string) => (LOCATION_BY_ID.has(id) ? t(messageKey('voyages_place', id)) : id);

/** An action space by name; a city card's space with its city and number. */
export function spaceName(id: string): string {
	const card = /^city-card:([^:]+):(\d+)$/.exec(id);
	return card ? t('voyages_city_card_space', { city: locationName(card[1]!), n: card[2]! }) : t(messageKey('voyages_space', id));
}

/** A bonus the table enters (postBonusAt's toEnter, a tile id or an extra) by what it gives. */
export const extraName = (id: string) => t(messageKey('voyages_extra', id));

/** A character tile by name; Mercator's tiles also say their player count. */
export function tileName(tile: string): string {
	const def = CHARACTER_TILE_BY_ID.get(tile);
	if (!def) return tile;
	const name = t(messageKey('voyages_char', def.character));
	return def.players ? `${name} (${t('voyages_for_players', { count: def.players })})` : name;
}

export function goalCardName(id: string): string {
	const card = GOAL_CARD_BY_ID.get(id);
	if (!card) return id;
	return t('voyages_goal_card_label', { a: locationName(card.cities[0]), b: locationName(card.cities[1]), points: card.points });
}

/** One checklist line, its parameters made readable. */
export function checklistText(item: ChecklistItem, names: readonly string[]): string {
	const p: Record<string, unknown> = { ...item.params };
	if (typeof p.mode === 'string') p.mode = t(messageKey('voyages_mode', p.mode));
	if (typeof p.location === 'string') p.location = locationName(p.location);
	if (typeof p.tile === 'string') p.tile = tileName(p.tile);
	if (typeof p.space === 'string') p.space = t(messageKey('voyages_space', p.space));
	const seat = typeof p.seat === 'number' ? p.seat : item.seat;
	if (typeof seat === 'number') p.name = names[seat] ?? '';
	return t(item.id, p);
}

/** A bonus tile (small or large city) by what it gives. */
export function smallTileName(id: string, tiles: readonly { id: string; reward: { amounts: object; extras: readonly string[] } }[] = SMALL_CITY_TILES): string {
	const tile = tiles.find((t) => t.id === id);
	if (!tile) return id;
	const parts = Object.entries(tile.reward.amounts).map(([k, v]) => amountText(k, v as number));
	for (const extra of tile.reward.extras) parts.push(t(messageKey('voyages_extra', extra)));
	return parts.join(', ');
}

export const largeTileName = (id: string) => smallTileName(id, LARGE_CITY_TILES);

/** What goes on a location at setup, in a few words (the map's badges and the list under it). */
export function mapItemText(item: MapItem, names: readonly string[]): string {
	switch (item.kind) {
		case 'small-city-tile':
			return item.tile ? smallTileName(item.tile) : t('voyages_tile_by_letter');
		case 'large-city-tile':
			return largeTileName(item.tile);
		case 'city-card':
			return item.card;
		case 'figure':
			return `${names[item.seat] ?? ''} ×${item.count}`;
		case 'trading-post':
			return `${names[item.seat] ?? ''} · ${item.beijingSpace}`;
	}
}

/** The parameters by which the Voyages' refusals name places and extras (their ids), each shown by its name. */
export const refusalNames: RefusalNames = {
	location: locationName,
	city: locationName,
	from: locationName,
	to: locationName,
	extra: extraName
};

/** What granted a move (MoveGrant.reward) in a few words. */
export function rewardName(reward: string): string {
	const [kind, a = '', b] = reward.split(':');
	if (kind === 'contract') return t('voyages_reward_contract', { contract: a });
	if (kind === 'bazaar-gold') return t('voyages_reward_bazaar_gold');
	if (kind === 'large-city-tile') return t('voyages_reward_large_tile', { city: locationName(a) });
	if (kind === 'city-card' && b !== undefined) return t('voyages_reward_city_card', { city: locationName(a) });
	return reward;
}
