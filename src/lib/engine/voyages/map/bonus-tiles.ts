/**
 * The bonus tiles on the cities: small-city tiles and large-city ("outpost") tiles (data §7). Ids are the data's (BGA's internal numbering): the components print no ids.
 * Every number here is a default the copy of the game can correct (../printed.ts), except where marked high.
 */
import type { Amounts } from '../../core/resources.ts';
import type { Confidence, Extra, Good, Reward } from '../catalog.ts';
import type { LocationId } from './places.ts';

export interface BonusTile {
	id: string;
	reward: Reward;
	confidence: Confidence;
}

/**
 * Small-city bonus tiles: paid when a post is placed and again at the start of
 * every later round (PL:504). Their letters A–F are not known (data GAPS 4): the
 * standard setup asks the copy of the game which tile has the city's letter.
 * `hint`: the city BGA uses for the standard setup (one source, low).
 */
export interface SmallCityTile extends BonusTile {
	hint: { city: LocationId; source: 'BGA'; confidence: 'low' };
}
const small = (id: string, reward: Reward, city: LocationId, confidence: Confidence = 'medium'): SmallCityTile => ({
	id,
	reward,
	confidence,
	hint: { city, source: 'BGA', confidence: 'low' }
});
export const SMALL_CITY_TILES: readonly SmallCityTile[] = [
	small('coins-5', { amounts: { coins: 5 }, extras: [] }, 'anxi'),
	small('camels-3', { amounts: { camels: 3 }, extras: [] }, 'ormuz'),
	small('two-different-goods', { amounts: {}, extras: ['two-different-goods'] }, 'kashgar'),
	/** Another small city's bonus each time, no post needed there (EN supplement, high). */
	small('other-city-bonus', { amounts: {}, extras: ['other-small-city-bonus'] }, 'xian', 'high'),
	/** The rulebook's example bonus (PL:510). */
	small('camel-and-coins', { amounts: { camels: 1, coins: 3 }, extras: [] }, 'adana', 'high'),
	small('points-3', { amounts: { points: 3 }, extras: [] }, 'kochi')
];

/** Large-city ("outpost") bonus tiles: the first post in the city takes it (PL:536); 7 of 10 in play. */
const large = (id: string, amounts: Amounts<'coins' | 'camels' | Good>, ...extras: Extra[]): BonusTile => ({
	id,
	reward: { amounts, extras },
	confidence: 'medium'
});
export const LARGE_CITY_TILES: readonly BonusTile[] = [
	large('coins-3', { coins: 3 }),
	large('coins-5', { coins: 5 }),
	large('good-of-choice', {}, 'good-of-choice'),
	large('gold-2', { gold: 2 }),
	large('silk-2', { silk: 2 }),
	large('camels-2', { camels: 2 }),
	large('camels-3', { camels: 3 }),
	large('black-die', {}, 'black-die'),
	large('contract', {}, 'contract'),
	large('move-1', {}, 'move-1')
];
