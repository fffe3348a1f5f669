/**
 * The solo judge's turn (RU = shared/seeds/002…txt, L973–L1067): its card, its action space and
 * site, how many times it acts, the camel market; and the choices it makes for the chamberlain
 * (RU L969–L971). Pure: each takes what it needs and returns the judge's decision, changing nothing.
 */
import type { Action, Side } from '../catalog.ts';
import type { PlayerColour } from '../meta.ts';
import type { CORNERS } from '../printed.ts';
import type { Site } from '../state.ts';
import { best, clockwiseRank, countOwned, distanceFromSide, isLine, MARKET_LINE, perpendicularCells, roundGeometry, siteAt, type Round } from './geometry.ts';
import { lineCells } from '../city/production.ts';

/** What the judge sees of the table on its turn. */
export interface JudgeView {
	city: readonly (Site | null)[];
	walls: Record<Side, readonly boolean[]>;
	round: Round;
	/** The lines whose action space on this round's side is free (RU L346). */
	freeLines: readonly number[];
	judge: PlayerColour;
	chamberlain: PlayerColour;
	/** The solo player. */
	player: PlayerColour;
	/** Buildings the judge still has off the board (RU L1013). */
	judgeBuildingsLeft: number;
}

export type JudgeAlgorithm = 'A' | 'B';
export interface JudgeSpace {
	line: number;
	algorithm: JudgeAlgorithm;
}

const freeLinesOf = (view: JudgeView) => [...new Set(view.freeLines.filter(isLine))];
const hasBuildings = (view: JudgeView) => view.judgeBuildingsLeft > 0;
const on = (view: JudgeView, line: number, colour: PlayerColour) => countOwned(view.city, lineCells(view.round, line), colour);
const isEmpty = (site: Site | null): site is Site => site !== null && !site.building;
const emptyOfType = (view: JudgeView, line: number, desired: Action) =>
	lineCells(view.round, line).filter((cell) => {
		const site = siteAt(view.city, cell);
		return isEmpty(site) && site.action === desired;
	});

/**
 * Step 2, the judge's action space (RU L985–L1013). Algorithm A: a free space whose line has an
 * empty site of the desired type; most judge's, then chamberlain's, then player's buildings on the
 * line, then the space farthest from the current track (RU L989–L997). Algorithm B, when A finds
 * none (RU L999) or the judge has no buildings left (RU L1013): a free space whose line has a site of
 * the desired type with the judge's or the chamberlain's building; most of both together, then most
 * of the judge's, then of the player's, then farthest from the track (RU L1003–L1011).
 * Null when neither finds a space: the card is discarded (RU L981, merv-rules-notes item 22).
 */
export function judgeSpace(view: JudgeView, desired: Action): JudgeSpace | null {
	const lines = freeLinesOf(view);
	const rank = (line: number) => clockwiseRank(view.round, line);
	if (hasBuildings(view)) {
		const a = lines.filter((line) => emptyOfType(view, line, desired).length > 0);
		const line = best(a, (l) => [on(view, l, view.judge), on(view, l, view.chamberlain), on(view, l, view.player), rank(l)]);
		if (line !== null) return { line, algorithm: 'A' };
	}
	const ours = (site: Site | null) => site !== null && site.action === desired && (site.building === view.judge || site.building === view.chamberlain);
	const b = lines.filter((line) => lineCells(view.round, line).some((cell) => ours(siteAt(view.city, cell))));
	const line = best(b, (l) => {
		const judge = on(view, l, view.judge);
		return [judge + on(view, l, view.chamberlain), judge, on(view, l, view.player), rank(l)];
	});
	return line === null ? null : { line, algorithm: 'B' };
}

/**
 * Step 3, the site the judge builds on (RU L1021–L1027): an empty site of the desired type on the
 * line (RU L1023; the tie-break of L1025 read among those, merv-rules-notes item 21) with most of the
 * judge's buildings on the line across it, then most of the player's, then the one farthest from the
 * action space. Null when it follows algorithm B and builds nothing (RU L1027): with no buildings
 * left (RU L1013), or no such site on the line (then judgeSpace could only have chosen it by B).
 */
export function judgeSite(view: JudgeView, line: number, desired: Action): number | null {
	if (!hasBuildings(view)) return null;
	const { side } = roundGeometry(view.round);
	const across = (cell: number, colour: PlayerColour) => countOwned(view.city, perpendicularCells(view.round, cell), colour);
	return best(emptyOfType(view, line, desired), (c) => [across(c, view.judge), across(c, view.player), distanceFromSide(side, c)]);
}

/**
 * Step 4, how many times the judge performs its card's action: once per judge's and chamberlain's
 * building on its active line (RU L1031), the one it has just built included (merv-rules-notes
 * item 24: pass the city after step 3). Once more when the action is the one on its first-discovery
 * token and it performs it at least once (RU L1170).
 */
export function judgeActionCount(
	city: readonly (Site | null)[],
	cells: readonly number[],
	judge: PlayerColour,
	chamberlain: PlayerColour,
	firstDiscoveryBonus = false
): number {
	const count = [...new Set(cells)].reduce((n, cell) => {
		const owner = siteAt(city, cell)?.building;
		return n + (owner === judge || owner === chamberlain ? 1 : 0);
	}, 0);
	return count + (firstDiscoveryBonus && count >= 1 ? 1 : 0);
}

export interface JudgeTurn extends JudgeSpace {
	/** The cell it builds on, or null (algorithm B). */
	site: number | null;
	/** How many times it performs the card's action. */
	actions: number;
	/** Its line runs past the camel market, which it always visits (RU L1037). */
	visitsMarket: boolean;
}

/**
 * Steps 2 to 5 for a card: the space, the site, the count with the new building in place, the market.
 * `firstDiscovery`: the action on the judge's first-discovery token, if it has one (RU L1170).
 * Null when the card cannot be played (RU L981).
 */
export function planJudgeTurn(view: JudgeView, desired: Action, firstDiscovery: Action | null = null): JudgeTurn | null {
	const space = judgeSpace(view, desired);
	if (space === null) return null;
	const site = space.algorithm === 'A' ? judgeSite(view, space.line, desired) : null;
	const city = view.city.map((s, cell) => (cell === site && s ? { ...s, building: view.judge } : s));
	const actions = judgeActionCount(city, lineCells(view.round, space.line), view.judge, view.chamberlain, firstDiscovery === desired);
	return { ...space, site, actions, visitsMarket: space.line === MARKET_LINE };
}

/** Whether the judge can play a card at all this turn: by algorithm A or B (RU L981, merv-rules-notes item 22). */
export const canJudgeActivate =
	(view: JudgeView) =>
	(card: Action): boolean =>
		judgeSpace(view, card) !== null;

export interface JudgeDraw {
	/** The card played, or null when none in the deck can be. */
	card: Action | null;
	/** The cards turned over and discarded before it, in the order they came (RU L981). */
	discarded: Action[];
	/** The deck left, top first. */
	deck: Action[];
}

/**
 * Step 1 (RU L979–L981): turn over the top card; when the judge cannot activate a site of its type
 * in any way, discard it and turn over the next. Cards out of the game (Caravanserai with the caravan
 * cards gone, RU L1134; Library at 8 scrolls, RU L1152; Mosque at the top, RU L1230) are not in the
 * deck passed in. When no card can be played the whole deck is discarded and `card` is null: the
 * rulebook does not say what the judge does then.
 */
export function judgeDrawCard(deck: readonly Action[], canActivate: (card: Action) => boolean): JudgeDraw {
	const i = deck.findIndex((card) => canActivate(card));
	if (i < 0) return { card: null, discarded: [...deck], deck: [] };
	return { card: deck[i]!, discarded: deck.slice(0, i), deck: deck.slice(i + 1) };
}

/**
 * The end of a scoring phase (RU L1079): the discarded cards shuffled and put on top of the deck.
 * The round's current card is discarded at the end of the round (RU L1067): pass it among the
 * discards. `shuffle` returns a shuffled copy; it gets a copy, so the discards are never changed.
 */
export function reshuffledDeck(deck: readonly Action[], discards: readonly Action[], shuffle: (cards: Action[]) => Action[]): Action[] {
	return [...shuffle([...discards]), ...deck];
}

/**
 * The chamberlain's action space when the judge chooses it (RU L969, L937): most of the player's
 * buildings on the line, then fewest of the judge's, then the space nearest the current track.
 * Null when no space is free.
 */
export function chamberlainSpaceByJudge(view: JudgeView): number | null {
	const rank = (line: number) => clockwiseRank(view.round, line);
	return best(freeLinesOf(view), (l) => [on(view, l, view.player), -on(view, l, view.judge), -rank(l)]);
}

/**
 * The chamberlain's site when the judge chooses it (RU L971): an empty site of the line if there is
 * one, else none (RU L941); most of the player's buildings across it, then fewest of the judge's,
 * then the site nearest the chamberlain's action space.
 */
export function chamberlainSiteByJudge(view: JudgeView, line: number): number | null {
	const { side } = roundGeometry(view.round);
	const across = (cell: number, colour: PlayerColour) => countOwned(view.city, perpendicularCells(view.round, cell), colour);
	const empty = lineCells(view.round, line).filter((cell) => isEmpty(siteAt(view.city, cell)));
	return best(empty, (c) => [across(c, view.player), -across(c, view.judge), -distanceFromSide(side, c)]);
}

export type MarketCorner = (typeof CORNERS)[number];

/**
 * Step 5, the camel market (RU L1037–L1041): take every camel there when it holds at least 2 or the
 * judge has none; otherwise put 1 camel on the upper-left corner, else the upper-right, and take its
 * reward. Null when it should put a camel down and both upper corners are taken ("if it can", RU L1041).
 */
export function judgeMarket(marketCamels: number, judgeCamels: number, freeCorners: readonly MarketCorner[]): 'take' | 'nw' | 'ne' | null {
	if (marketCamels >= 2 || !(judgeCamels > 0)) return 'take';
	if (freeCorners.includes('nw')) return 'nw';
	if (freeCorners.includes('ne')) return 'ne';
	return null;
}
