/** Marco Polo II's things in the player's language: places by their names, the reasons that name them, contracts. */
import {
	type ActiveContract,
	type ContractCard,
	BUILT_IN_PLACES,
	CITY_CARD_CITY_SPACES,
	isBuiltInPlace,
	type LearnedBoard,
	SPECIAL_CITIES
} from '$lib/engine/marco-polo-2/index.ts';
import { t, type RefusalNames } from '$lib/ui/i18n.ts';
import { m } from '$lib/ui/messages.ts';
import { messageKey } from '$lib/engine/core/messages.ts';
import { bundleText } from '$lib/ui/bundle.ts';

/** Places a trading post can be named by: the places the rulebooks name, the cities by the city-card spaces, others by name. */
export const PLACE_IDS: string[] = [
	...SPECIAL_CITIES,
	...BUILT_IN_PLACES.filter((p) => p !== 'beijing' && !(SPECIAL_CITIES as readonly string[]).includes(p)),
	...Array.from({ length: CITY_CARD_CITY_SPACES }, (_, i) => `city-card-${i + 1}`)
];

/** Places a trading post can be named by, with the cities the player added to the learned board (never an oasis). */
export const postPlaceIds = (board?: LearnedBoard): string[] => [
	...PLACE_IDS,
	...[...(board?.added ?? [])].filter(([, p]) => !p.oasis).map(([place]) => place)
];

/** A place's name in the player's language: the rulebooks' places by message, the player's by the name they gave. */
export function placeName(id: string, board?: LearnedBoard): string {
	if (isBuiltInPlace(id)) return t(messageKey('marco_polo_2_city', id));
	const added = board?.added.get(id);
	if (added) return added.name;
	const card = /^city-card-(\d+)$/.exec(id);
	if (card) return t('marco_polo_2_city_card_city', { n: card[1] });
	return id;
}

/**
 * The parameters by which Marco Polo II's refusals name a place (its id), each shown by the place's name, and a guild;
 * `board` gives the board as the game knows it when the refusal is shown, so a place the player added reads as they named it.
 */
export function placeRefusalNames(board: () => LearnedBoard | undefined): RefusalNames {
	const name = (id: string) => placeName(id, board());
	return { place: name, city: name, from: name, to: name, guild: (id) => t(messageKey('marco_polo_2_guild', id)) };
}

/** Without case or accents, for search as you type. */
const fold = (s: string) =>
	s
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.trim();

/** The places whose name (or id) has the query in it, those starting with it first; every place for an empty query. */
export function searchPlaces(board: LearnedBoard, query: string, except: readonly string[] = []): string[] {
	const q = fold(query);
	const places = board.places.filter((p) => !except.includes(p));
	if (!q) return places;
	const scored = places.flatMap((p) => {
		const names = [fold(placeName(p, board)), p];
		if (names.some((n) => n.startsWith(q))) return [{ p, rank: 0 }];
		return names.some((n) => n.includes(q)) ? [{ p, rank: 1 }] : [];
	});
	return scored.sort((a, b) => a.rank - b.rank).map((x) => x.p);
}

/** A contract as the forms name it: "Contract 1 (starting)". */
export const contractName = (text: string, c: ActiveContract): string => (c.starting ? `${text} (${m.marco_polo_2_tracker_starting_contract()})` : text);

/** A contract card as its face reads: "2 silk, 1 camel → 6 VP, +1". */
export const contractCardText = (c: ContractCard) =>
	`${bundleText(c.pay)} → ${[
		...(Object.keys(c.reward).length ? [bundleText(c.reward)] : []),
		...(c.plusOnes ? [`+1 ×${c.plusOnes}`] : []),
		...(c.blackDie ? [m.marco_polo_2_contract_card_black_die()] : [])
	].join(', ')}`;
