/**
 * What a move teaches the app of the board, asked once: the cost of a route it does not know, the coat of a city built
 * in, and (this game only) what the first trading post in a city gives and its city bonus marker. The move records them
 * with itself (undone with it); routes, places and coats are kept on the phone too, for every later game.
 */
import type { Copy } from '$lib/engine/core/printed.ts';
import {
	cityBonusId,
	coatId,
	coatLabelId,
	type Guild,
	keptOnPhone,
	learnedBoard,
	nextCoatGroup,
	outpostId,
	placeId,
	routeId,
	routeKey,
	type RouteValue
} from '$lib/engine/marco-polo-2/index.ts';
import type { Bundle } from '$lib/ui/bundle.ts';
import { savePhoneValues } from './learned-phone.ts';
import type { MarcoPolo2Session } from '../session.svelte.ts';

/** A coat chosen for a city: one the copy knows (its group), or a new one with the player's label. */
export type CoatAnswer = { group: string } | { label: string };

/**
 * What a city's outpost bonus tile or city bonus marker gives, as answered: 'nothing' (most cities have no tile or marker),
 * or the amounts it gives. Untouched, or "it gives" with no amount yet, is no answer: nothing is learned and it is asked again.
 */
export type BonusAnswer = Bundle | 'nothing';

export interface TypedBoard {
	/** Route costs typed, by routeKey; `water`: the guild of a water route ('' for a land route). */
	routes: Record<string, { cost: Bundle; water: Guild | '' }>;
	coats: Record<string, CoatAnswer>;
	outposts: Record<string, BonusAnswer>;
	cityBonuses: Record<string, BonusAnswer>;
}
export const noTypedBoard = (): TypedBoard => ({ routes: {}, coats: {}, outposts: {}, cityBonuses: {} });

const BOARD_PREFIXES = ['marco-polo-2.place.', 'marco-polo-2.coat.', 'marco-polo-2.coat-label.', 'marco-polo-2.route.'];

/** The board as this game knows it, the phone's places, routes and coats filling in (they are recorded with the move that uses them). */
export function boardCopy(session: MarcoPolo2Session): Copy {
	const phone = Object.entries(session.phone.values).filter(([id]) => BOARD_PREFIXES.some((p) => id.startsWith(p)));
	return { values: { ...Object.fromEntries(phone), ...session.state.copy.values } };
}

const nonEmpty = (b: Bundle) => Object.values(b).some(Boolean);

/** The answers with this city's changed (undefined: no answer any more). */
export function answered(answers: Record<string, BonusAnswer>, city: string, answer: BonusAnswer | undefined): Record<string, BonusAnswer> {
	const next = { ...answers };
	if (answer === undefined) delete next[city];
	else next[city] = answer;
	return next;
}

/** The value a bonus answer teaches: nothing learned as an empty bundle (a valid value), amounts as typed; null: no answer. */
export const bonusValue = (answer: BonusAnswer | undefined): Bundle | null => (answer === 'nothing' ? {} : answer && nonEmpty(answer) ? { ...answer } : null);

/**
 * What a move records of the board: the phone's facts this game lacks that the path and posts use (`fromPhone`, recorded
 * in the game before the move), and what was typed for it (`taught`, not known before: recorded with the move itself,
 * so undoing the move takes it back; routes and coats are kept on the phone too once the move is taken).
 */
export function boardValues(
	session: MarcoPolo2Session,
	path: readonly string[],
	posts: readonly string[],
	typed: TypedBoard
): { fromPhone: Record<string, unknown>; taught: Record<string, unknown> } {
	const game = session.state.copy.values;
	const board = learnedBoard(boardCopy(session));
	const fromPhone: Record<string, unknown> = {};
	const taught: Record<string, unknown> = {};
	// The phone's facts this game lacks: the path's places and routes, the posts' coats and their labels.
	const used = [...path.map(placeId), ...path.slice(1).map((p, i) => routeId(path[i]!, p)), ...posts.map(coatId)];
	for (const id of used) if (game[id] === undefined && session.phone.values[id] !== undefined) fromPhone[id] = structuredClone(session.phone.values[id]);
	for (let i = 1; i < path.length; i++) {
		const t = typed.routes[routeKey(path[i - 1]!, path[i]!)];
		if (!t || board.routes.has(routeKey(path[i - 1]!, path[i]!))) continue;
		const value: RouteValue = { ...t.cost, ...(t.water ? { water: t.water } : {}) };
		delete (value as Bundle).points;
		taught[routeId(path[i - 1]!, path[i]!)] = value;
	}
	let next = nextCoatGroup(board);
	for (const city of posts) {
		const answer = typed.coats[city];
		if (!answer || board.coatOf.has(city)) continue;
		if ('group' in answer) taught[coatId(city)] = answer.group;
		else if (next) {
			// A new coat without a label of the player's is still a coat: it shows as "Coat n".
			taught[coatId(city)] = next;
			if (answer.label.trim()) taught[coatLabelId(next)] = answer.label.trim();
			next = `c${Number(next.slice(1)) + 1}`;
		}
	}
	for (const city of posts) {
		const outpost = bonusValue(typed.outposts[city]);
		const cityBonus = bonusValue(typed.cityBonuses[city]);
		if (outpost) taught[outpostId(city)] = outpost;
		if (cityBonus) taught[cityBonusId(city)] = cityBonus;
	}
	return { fromPhone, taught };
}

/** What an entry records of the board: the phone's facts first, then what it taught. */
export interface BoardRecord {
	fromPhone: Record<string, unknown>;
	taught: Record<string, unknown>;
}

/** Two records as one: the phone's facts and what was taught, each merged. */
export const joinRecords = (a: BoardRecord, b: BoardRecord): BoardRecord => ({
	fromPhone: { ...a.fromPhone, ...b.fromPhone },
	taught: { ...a.taught, ...b.taught }
});

/** The game's copy as it will be once the entry records what it uses and teaches: the cost shows before the dice are placed. */
export function withBoardValues(copy: Copy, values: BoardRecord): Copy {
	return { values: { ...copy.values, ...values.fromPhone, ...values.taught } };
}

/** Records in this game the phone's facts an entry uses and the game lacks; the refusal, if refused. */
export async function recordFromPhone(session: MarcoPolo2Session, values: Record<string, unknown>) {
	return Object.keys(values).length ? session.send({ type: 'printed.recorded', values }) : null;
}

/** The entry with what it taught (`learned`), when it taught anything. */
export const withLearned = <E extends object>(entry: E, taught: Record<string, unknown>): E & { learned?: Record<string, unknown> } =>
	Object.keys(taught).length ? { ...entry, learned: taught } : entry;

/** Keeps on the phone, for later games, what an entry taught that is kept there (routes, places, coats, the travel spaces). */
export const keepOnPhone = (session: MarcoPolo2Session, taught: Record<string, unknown>) =>
	savePhoneValues(session, Object.fromEntries(Object.entries(taught).filter(([id]) => keptOnPhone(id))));

/** Adds a place the player names: kept on the phone and recorded in this game; its id, or the refusal. */
export async function addPlace(session: MarcoPolo2Session, id: string, name: string, oasis: boolean) {
	const value = { name: name.trim(), oasis };
	const bad = (await session.savePhone(placeId(id), value)) ?? (await session.send({ type: 'printed.recorded', values: { [placeId(id)]: value } }));
	return bad;
}
