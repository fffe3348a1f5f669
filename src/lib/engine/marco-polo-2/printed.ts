/**
 * Printed values: numbers that exist only as pictures on the physical components.
 * A few are known from the rulebooks' text and are built in; every other one is
 * unknown until the player reads it off their own copy of the game, once.
 */
import { COAT_TRACK_CAP_INDEX, COAT_TRACK_CAP_POINTS, GUILDS, GOAL_CARD_SYMBOLS, type Guild } from './catalog.ts';

export const RESOURCES = ['coins', 'camels', 'pepper', 'silk', 'gold', 'jade', 'points'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Partial<Record<Resource, number>>;

export type PrintedKind = 'points' | 'resources';
export type PrintedGroup = 'coat-track' | 'guild-upgrade-cost' | 'guild-improved-bonus';

export interface PrintedDef {
	id: string;
	group: PrintedGroup;
	kind: PrintedKind;
	/** Parameters for the translated label, e.g. the track index or the guild. */
	params: { index?: number; guild?: Guild };
	/** Built-in value read in the rulebooks' text, with where. */
	known?: { value: number | Resources; source: string };
}

export const coatTrackId = (index: number) => `marco-polo-2.coat-track.${index}`;
export const guildUpgradeCostId = (guild: Guild) => `marco-polo-2.guild-upgrade-cost.${guild}`;
export const guildImprovedBonusId = (guild: Guild) => `marco-polo-2.guild-improved-bonus.${guild}`;

const COAT_TRACK_KNOWN: Record<number, { value: number; source: string }> = {
	9: { value: 17, source: 'RU L1082' },
	[COAT_TRACK_CAP_INDEX]: { value: COAT_TRACK_CAP_POINTS, source: 'RU L1078' }
};

const UPGRADE_COST_KNOWN: Partial<Record<Guild, { value: Resources; source: string }>> = {
	jewelers: { value: { coins: 9, gold: 2 }, source: 'RU L666' }
};
const IMPROVED_BONUS_KNOWN: Partial<Record<Guild, { value: Resources; source: string }>> = {
	jewelers: { value: { camels: 2 }, source: 'RU L666' }
};

/** Every printed value the app knows of, in the order "Your copy of the game" lists them. */
export const PRINTED_VALUES: readonly PrintedDef[] = [
	...Array.from({ length: COAT_TRACK_CAP_INDEX }, (_, i): PrintedDef => {
		const index = i + 1;
		const known = COAT_TRACK_KNOWN[index];
		return { id: coatTrackId(index), group: 'coat-track', kind: 'points', params: { index }, ...(known ? { known } : {}) };
	}),
	...GUILDS.map((guild): PrintedDef => {
		const known = UPGRADE_COST_KNOWN[guild];
		return { id: guildUpgradeCostId(guild), group: 'guild-upgrade-cost', kind: 'resources', params: { guild }, ...(known ? { known } : {}) };
	}),
	...GUILDS.map((guild): PrintedDef => {
		const known = IMPROVED_BONUS_KNOWN[guild];
		return { id: guildImprovedBonusId(guild), group: 'guild-improved-bonus', kind: 'resources', params: { guild }, ...(known ? { known } : {}) };
	})
];

export const PRINTED_BY_ID: ReadonlyMap<string, PrintedDef> = new Map(PRINTED_VALUES.map((d) => [d.id, d]));

/**
 * A goal card as the player described it from their copy: which seals and how many
 * coats it shows, and the points printed for each seal once they have told us.
 */
export interface GoalCardDef {
	id: string;
	seals: Guild[];
	coats: number;
	points: Partial<Record<Guild, number>>;
}

/** What the player has told the app about their copy of the game. */
export interface CopyOfTheGame {
	values: Record<string, number | Resources>;
	goalCards: GoalCardDef[];
}

export const emptyCopy = (): CopyOfTheGame => ({ values: {}, goalCards: [] });

/** A printed value: built in first (it cannot be lost), else the player's, else unknown (null). */
export function printedValue(copy: CopyOfTheGame, id: string): number | Resources | null {
	const def = PRINTED_BY_ID.get(id);
	if (def?.known) return def.known.value;
	return copy.values[id] ?? null;
}

/** Points under a coat-of-arms track index; no coats means no marker on the track, so 0. */
export function coatTrackPoints(copy: CopyOfTheGame, index: number): number | null {
	if (index <= 0) return 0;
	const v = printedValue(copy, coatTrackId(Math.min(index, COAT_TRACK_CAP_INDEX)));
	return typeof v === 'number' ? v : null;
}

/** The reason a goal card description is refused, or null. */
export function checkGoalCard(card: Pick<GoalCardDef, 'seals' | 'coats'>): { key: string; params?: Record<string, number> } | null {
	if (!Number.isInteger(card.coats) || card.coats < 0)
		return { key: 'marco_polo_2_refusal_goal_card_symbols', params: { count: card.seals.length + card.coats } };
	if (new Set(card.seals).size !== card.seals.length || card.seals.some((g) => !GUILDS.includes(g)))
		return { key: 'marco_polo_2_refusal_goal_card_seal_twice' };
	const count = card.seals.length + card.coats;
	if (count !== GOAL_CARD_SYMBOLS) return { key: 'marco_polo_2_refusal_goal_card_symbols', params: { count } };
	return null;
}
