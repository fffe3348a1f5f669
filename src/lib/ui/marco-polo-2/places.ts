import { CITY_CARD_CITY_SPACES, SPECIAL_CITIES } from '$lib/engine/marco-polo-2/tracker.ts';
import { t } from '$lib/ui/i18n.ts';
import { messageKey } from '$lib/engine/core/messages.ts';

/** Places a trading post can be named by: the special cities, the cities by the city-card spaces, others by name. */
export const PLACE_IDS: string[] = [...SPECIAL_CITIES, ...Array.from({ length: CITY_CARD_CITY_SPACES }, (_, i) => `city-card-${i + 1}`)];

export function placeName(id: string): string {
	if ((SPECIAL_CITIES as readonly string[]).includes(id)) return t(messageKey('marco_polo_2_city', id));
	const card = /^city-card-(\d+)$/.exec(id);
	if (card) return t('marco_polo_2_city_card_city', { n: card[1] });
	return id;
}
