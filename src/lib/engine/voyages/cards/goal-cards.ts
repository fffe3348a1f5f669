/**
 * The goal cards and the table printed on each (data §1.1, EN supplement "Goal cards"). Ids are the data's (BGA's internal numbering): the components print no ids.
 * Every number here is a default the copy of the game can correct (../printed.ts), except where marked high.
 */
import type { Confidence } from '../catalog.ts';
import type { LocationId } from '../map/places.ts';

export interface GoalCard {
	id: string;
	/** A large city and a small city (EN supplement "both large and small"); Beijing and Venezia are on none. */
	cities: readonly [LocationId, LocationId];
	/** VP printed for having a trading post in both (data §1.1: BGA = SLG, medium). */
	points: number;
}

const goal = (a: LocationId, b: LocationId, points: number): GoalCard => ({ id: `goal-${a}-${b}`, cities: [a, b], points });

export const GOAL_CARDS: readonly GoalCard[] = [
	goal('moscow', 'xian', 4),
	goal('moscow', 'ormuz', 5),
	goal('moscow', 'kashgar', 7),
	goal('karakorum', 'xian', 4),
	goal('karakorum', 'kochi', 5),
	goal('karakorum', 'adana', 7),
	goal('lan-zhou', 'kochi', 4),
	goal('lan-zhou', 'adana', 5),
	goal('lan-zhou', 'ormuz', 6),
	goal('samarcanda', 'xian', 4),
	goal('samarcanda', 'adana', 5),
	goal('samarcanda', 'kochi', 7),
	goal('alexandria', 'anxi', 4),
	goal('alexandria', 'kashgar', 5),
	goal('sumatra', 'ormuz', 6),
	goal('sumatra', 'anxi', 8),
	goal('karachi', 'kashgar', 5),
	goal('karachi', 'anxi', 7)
];
export const GOAL_CARD_BY_ID: ReadonlyMap<string, GoalCard> = new Map(GOAL_CARDS.map((g) => [g.id, g]));

/**
 * The table on every goal card: VP by how many different cities of your 2 cards
 * hold your post (a city on both cards counts once). 1 → 1 and 2 → 3 are EN text;
 * 3 → 6 and 4 → 10 are BGA = SLG (data §1 S2).
 */
export const GOAL_CITIES_POINTS: readonly { reached: number; points: number; source: string; confidence: Confidence }[] = [
	{ reached: 1, points: 1, source: 'EN supplement (Goal cards)', confidence: 'high' },
	{ reached: 2, points: 3, source: 'EN supplement (Goal cards)', confidence: 'high' },
	{ reached: 3, points: 6, source: 'data §1 S2', confidence: 'medium' },
	{ reached: 4, points: 10, source: 'data §1 S2', confidence: 'medium' }
];
