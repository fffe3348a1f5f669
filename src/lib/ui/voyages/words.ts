/** Names and checklist lines of The Voyages of Marco Polo in the player's language. */
import { CHARACTER_TILE_BY_ID } from '$lib/engine/voyages/characters.ts';
import { GOAL_CARD_BY_ID, LARGE_CITY_TILES, SMALL_CITY_TILES } from '$lib/engine/voyages/cards.ts';
import { LOCATION_BY_ID } from '$lib/engine/voyages/map.ts';
import type { ChecklistItem } from '$lib/engine/voyages/setup.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

export const locationName = (id: string) => LOCATION_BY_ID.get(id)?.name ?? id;

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
	const parts = Object.entries(tile.reward.amounts).map(([k, v]) => t('res_amount', { n: v, res: t(messageKey('res', k)) }));
	for (const extra of tile.reward.extras) parts.push(t(messageKey('voyages_extra', extra)));
	return parts.join(', ');
}

export const largeTileName = (id: string) => smallTileName(id, LARGE_CITY_TILES);
