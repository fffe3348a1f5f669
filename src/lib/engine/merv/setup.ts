/** Setup from the seed (RU L227–L319): turn order, the chamberlain and the judge, the camel market, the city, the judge's deck. */
import { createRandom } from '../core/random.ts';
import { ACTIONS, CELLS, caravanCamels, type Action } from './catalog.ts';
import type { MarketSide, SiteTile } from './printed.ts';
import type { Seat, Site } from './state.ts';

/**
 * The turn order the masters start in on the north-west track (RU L229): the players at random;
 * with 2 players the chamberlain on the last space (RU L237); solo the judge 1st, the player 2nd,
 * the chamberlain 3rd (RU L243–L245). Seats: participants by index (the judge after the players), or the chamberlain.
 */
export function drawOrder(seed: string, players: number): Seat[] {
	if (players === 1) return [1, 0, 'chamberlain'];
	const order: Seat[] = createRandom(`${seed}:order`).shuffle(Array.from({ length: players }, (_, i) => i));
	return players === 2 ? [...order, 'chamberlain'] : order;
}

/** The camel market's side, at random (RU L253); some groups choose it instead. */
export const drawMarketSide = (seed: string): MarketSide => (createRandom(`${seed}:market`).int(2) === 0 ? 'a' : 'b');

/** The 24 site tiles shuffled and laid out around the market (RU L255), as the copy describes the tiles. */
export function dealCity(seed: string, tiles: readonly SiteTile[]): (Site | null)[] {
	const shuffled = createRandom(`${seed}:city`).shuffle(tiles);
	const city: (Site | null)[] = Array.from({ length: 25 }, () => null);
	CELLS.forEach((cell, i) => {
		const tile = shuffled[i]!;
		city[cell] = { action: tile.action, colour: tile.colour, building: null, upgrade: null, soldier: null };
	});
	return city;
}

/**
 * The judge's deck, one card per action (RU L1119–L1250), dealt as RU L247–L249 say: Palace set aside, the other five shuffled; two of them at random
 * shuffled with Palace; the top card of the rest set aside; the three on top, the set-aside card on
 * top of them. Palace ends 2nd, 3rd or 4th. Top first.
 */
export function judgeDeck(seed: string): Action[] {
	const random = createRandom(`${seed}:judge`);
	const rest = random.shuffle(ACTIONS.filter((c) => c !== 'palace'));
	const withPalace = random.shuffle([...rest.splice(0, 2), 'palace' as const]);
	const aside = rest.shift()!;
	return [aside, ...withPalace, ...rest];
}

/** One line of the setup checklist: a message key (after `merv_check_`) and its numbers. */
export interface ChecklistItem {
	id: string;
	params?: Record<string, string | number>;
}

/** The setup checklist for this many players, in the rulebook's order (RU L227–L319). */
export function setupChecklist(players: number): ChecklistItem[] {
	return [
		{ id: 'components' },
		...(players <= 2 ? [{ id: 'chamberlain' }] : []),
		...(players === 1 ? [{ id: 'judge' }] : []),
		{ id: 'tracks' },
		{ id: 'market' },
		{ id: 'sites' },
		{ id: 'scrolls' },
		{ id: 'discoveries' },
		{ id: 'goods' },
		{ id: 'near-cities' },
		{ id: 'contracts' },
		{ id: 'upgrades' },
		{ id: 'bonus-tiles' },
		{ id: 'mosque-camels' },
		{ id: 'caravan', params: { camels: caravanCamels(players) } },
		{ id: 'walls' },
		{ id: 'year' },
		{ id: 'cubes' }
	];
}
