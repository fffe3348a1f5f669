/**
 * What the travel form and the board picture read off the learned board, worked out with the board's own functions:
 * where a figure stands, what a path takes in steps and which of its routes the copy does not know yet, the coats the
 * copy knows, the cheapest known ways to a place, and what is asked once of a city built in.
 */
import type { Copy } from '../../core/printed.ts';
import { cityCardId, COAT_GROUPS, learnedBoard, nextCoatGroup, routeKey, type CoatGroup, type BoardBundle, type LearnedBoard } from '../board/learned.ts';
import { START_PLACE } from '../board/places.ts';
import { cheapestPaths, type PricedPath, type Traveller } from '../board/routes.ts';
import type { CharacterId } from '../catalog.ts';
import { figurePlace, FIGURE_NOS, type FigureNo, type TablePlayer } from '../table/state.ts';

/** Where each of the player's figures stands: Mailin & Tian Chin have a second one, in Beijing at the start (RU L1148). */
export function figuresOf(p: Pick<TablePlayer, 'figure' | 'secondFigure'> | undefined, character: CharacterId | null): { figure: FigureNo; place: string }[] {
	const count = character === 'mailin-tian-chin' ? 2 : 1;
	return FIGURE_NOS.slice(0, count).map((figure) => ({ figure, place: (p && figurePlace(p, figure)) ?? START_PLACE }));
}

/** The city a numbered city card lies by, to record in this game when the player names one the game does not know yet. */
export function cardCityToLearn(board: LearnedBoard, card: number | string, city: string): Record<string, string> | null {
	if (typeof card !== 'number' || !city || board.cityCards.get(card) === city) return null;
	return { [cityCardId(card)]: city };
}

/** The cities a numbered city card may be said to lie by: the one this game knows, then the player's trading-post cities. */
export function cardCityChoices(board: LearnedBoard, card: number, posts: readonly string[]): string[] {
	const known = board.cityCards.get(card);
	const cities = posts.filter((c) => board.places.includes(c) && c !== START_PLACE && !board.oases.has(c));
	return [...new Set([...(known ? [known] : []), ...cities])];
}

/** The steps a path takes: one per place entered, none for Möngke Khan's oases (RU L1120). */
export function pathSteps(board: LearnedBoard, path: readonly string[], character: CharacterId | null): number {
	return path.slice(1).filter((p) => !(character === 'mongke-khan' && board.oases.has(p))).length;
}

/** The routes of a path the copy does not know yet, each once, as [from, to]. */
export function unknownRoutes(board: LearnedBoard, path: readonly string[]): [string, string][] {
	const seen = new Set<string>();
	const out: [string, string][] = [];
	for (let i = 1; i < path.length; i++) {
		const key = routeKey(path[i - 1]!, path[i]!);
		if (board.routes.has(key) || seen.has(key)) continue;
		seen.add(key);
		out.push([path[i - 1]!, path[i]!]);
	}
	return out;
}

/** The coats the copy knows, with their labels and the cities that show them; the next new coat, if one is left. */
export function coatChoices(board: LearnedBoard): { groups: { group: CoatGroup; label: string | null; cities: string[] }[]; next: CoatGroup | null } {
	const groups = COAT_GROUPS.flatMap((group) => {
		const cities = [...board.coatOf].filter(([, g]) => g === group).map(([c]) => c);
		return cities.length ? [{ group, label: board.coatLabels.get(group) ?? null, cities }] : [];
	});
	return { groups, next: nextCoatGroup(board) };
}

/** The cheapest known ways from the figure to a place within the steps allowed, fewest coins first; none when it is out of reach. */
export function cheapestTo(copy: Copy, from: string, to: string, maxSteps: number, who: Traveller): PricedPath[] {
	return cheapestPaths(learnedBoard(copy), from, maxSteps, who).get(to) ?? [];
}

/** The cities of these trading posts whose coat the copy does not know yet: asked once. */
export const coatsToAsk = (board: LearnedBoard, cities: readonly string[]): string[] => cities.filter((c) => !board.oases.has(c) && !board.coatOf.has(c));

/**
 * The cities whose outpost bonus tile (only where the post is the first there: the tile goes with it, RU L493) and city
 * bonus marker (it stays for every builder, RU L445) this game has not been told yet.
 */
export function bonusesToAsk(
	board: LearnedBoard,
	table: { players: readonly TablePlayer[] },
	cities: readonly string[]
): { outposts: string[]; cityBonuses: string[] } {
	const first = cities.filter((c) => table.players.every((p) => !p.tradingPosts.includes(c)));
	return { outposts: first.filter((c) => !board.outposts.has(c)), cityBonuses: cities.filter((c) => !board.cityBonuses.has(c)) };
}

/** What a trading post recorded as a correction asks once, as travel does, and what this game knows offered filled in. */
export interface PostAsks {
	coats: string[];
	outposts: string[];
	cityBonuses: string[];
	/** The outpost bonus tile the game knows (the first post there only) and the city bonus marker; null: nothing to give. */
	outpost: BoardBundle | null;
	cityBonus: BoardBundle | null;
}

/** What recording a player's trading post in this city asks and offers; null when it is no city of the learned board for a new post. */
export function postAsks(board: LearnedBoard, table: { players: readonly TablePlayer[] }, player: number, city: string): PostAsks | null {
	if (!board.places.includes(city) || city === START_PLACE || board.oases.has(city) || table.players[player]?.tradingPosts.includes(city)) return null;
	const first = table.players.every((p) => !p.tradingPosts.includes(city));
	const given = (b: BoardBundle | undefined) => (b && Object.values(b).some(Boolean) ? { ...b } : null);
	return {
		coats: coatsToAsk(board, [city]),
		...bonusesToAsk(board, table, [city]),
		outpost: first ? given(board.outposts.get(city)) : null,
		cityBonus: given(board.cityBonuses.get(city))
	};
}
