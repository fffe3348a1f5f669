/**
 * Printed values: numbers that exist only as pictures on the physical components.
 * A few are known from the rulebooks' text and are built in; every other one is
 * unknown until the player reads it off their own copy of the game, once. Goal cards
 * are described by the player (which symbols, how many points per seal), one id each.
 */
import * as v from 'valibot';
import { isWhole } from '../core/guards.ts';
import { refuse, type Refusal } from '../core/log.ts';
import { printedCatalog, printedValue as corePrintedValue, type Copy, type PrintedCatalog, type PrintedDef as CorePrintedDef } from '../core/printed.ts';
import { amounts, issueMessage, whole } from '../core/schema.ts';
import { COAT_TRACK_CAP_INDEX, COAT_TRACK_CAP_POINTS, GOAL_CARD_SYMBOLS, GUILDS, STOCK, type Guild } from './catalog.ts';
import { CONTRACT_CARD_FAMILY } from './table/contract-cards.ts';
import { BOARD_FAMILIES, COAT_GROUPS } from './board/learned.ts';
import { listOf, notList } from '../core/schema.ts';

export const RESOURCES = [...STOCK, 'points'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Resources = Partial<Record<Resource, number>>;

export type PrintedKind = 'points' | 'resources' | 'steps';
export type PrintedGroup = 'coat-track' | 'guild-upgrade-cost' | 'guild-improved-bonus' | 'travel-space';

/** A printed value of Marco Polo II: points or an amount of resources. */
export type PrintedDef = CorePrintedDef<number | Resources> & { group: PrintedGroup; kind: PrintedKind };

export const coatTrackId = (index: number) => `marco-polo-2.coat-track.${index}`;
export const guildUpgradeCostId = (guild: Guild) => `marco-polo-2.guild-upgrade-cost.${guild}`;
export const guildImprovedBonusId = (guild: Guild) => `marco-polo-2.guild-improved-bonus.${guild}`;
/** The middle and upper travel spaces: the most steps each prints (RU L388), and what the upper one costs. */
export type PrintedTravelSpace = 'middle' | 'upper';
export const travelMaxStepsId = (space: PrintedTravelSpace) => `marco-polo-2.travel-max-steps.${space}`;
export const TRAVEL_UPPER_COST_ID = 'marco-polo-2.travel-cost.upper';

/** Stated in the rulebook text: built in, no copy can change it. */
const rulebook = <V>(value: V, source: string) => ({ value, source, confidence: 'high' as const });

const COAT_TRACK_KNOWN: Record<number, PrintedDef['known']> = {
	9: rulebook(17, 'RU L1082'),
	[COAT_TRACK_CAP_INDEX]: rulebook(COAT_TRACK_CAP_POINTS, 'RU L1078')
};
const UPGRADE_COST_KNOWN: Partial<Record<Guild, PrintedDef['known']>> = { jewelers: rulebook({ coins: 9, gold: 2 }, 'RU L666') };
const IMPROVED_BONUS_KNOWN: Partial<Record<Guild, PrintedDef['known']>> = { jewelers: rulebook({ camels: 2 }, 'RU L666') };

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
	}),
	// Each travel space prints the most steps it allows (RU L388); the lower one's 1 step and 2 coins and the middle one's
	// cost of nothing are in the text (RU L398, L475), the rest only in the picture.
	{
		id: travelMaxStepsId('middle'),
		group: 'travel-space',
		kind: 'steps',
		params: { space: 'middle' },
		note: 'At least 3: the rulebook example moves 3 steps from it (RU L477–491).'
	},
	{ id: travelMaxStepsId('upper'), group: 'travel-space', kind: 'steps', params: { space: 'upper' } },
	{ id: TRAVEL_UPPER_COST_ID, group: 'travel-space', kind: 'resources', params: { space: 'upper' } }
];

export const PRINTED_BY_ID: ReadonlyMap<string, PrintedDef> = new Map(PRINTED_VALUES.map((d) => [d.id, d]));

// ——— goal cards ———

/** A goal card as the player describes it: the seals and coats it shows, the points printed for its seals (RU L1088–1108). */
export interface GoalCardValue {
	seals: Guild[];
	coats: number;
	points: Partial<Record<Guild, number>>;
	/**
	 * Which coats of the learned board its coat symbols show (coat groups), once the player said so; a symbol showing a coat
	 * the board did not know then is left out (none of the player's cities shows it, so it is not reached).
	 */
	coatGroups?: string[];
}

export const GOAL_CARD_PREFIX = 'marco-polo-2.goal-card.';
/** The printed id of a goal card, by the id the player's copy gives it ('g1', 'g2', …). */
export const goalCardId = (cardId: string) => `${GOAL_CARD_PREFIX}${cardId}`;

/** The reason a goal card description is refused, or null: exactly 4 symbols, each guild's seal at most once (RU L1088). */
export function checkGoalCard(card: Pick<GoalCardValue, 'seals' | 'coats'>): Refusal | null {
	if (!isWhole(card.coats)) return refuse('marco_polo_2_refusal_goal_card_symbols', { count: card.seals.length + Number(card.coats) });
	if (new Set(card.seals).size !== card.seals.length || card.seals.some((g) => !GUILDS.includes(g))) return refuse('marco_polo_2_refusal_goal_card_seal_twice');
	const count = card.seals.length + card.coats;
	return count === GOAL_CARD_SYMBOLS ? null : refuse('marco_polo_2_refusal_goal_card_symbols', { count });
}

const GUILD = v.picklist(GUILDS, 'marco_polo_2_refusal_no_such_guild');

/** A goal card's value in a copy, refused as checkGoalCard says. */
export const goalCardValueSchema = v.pipe(
	v.strictObject({
		seals: v.pipe(v.array(GUILD), v.maxLength(GOAL_CARD_SYMBOLS)),
		coats: whole(),
		points: notList(
			v.strictObject(Object.fromEntries(GUILDS.map((g) => [g, v.optional(whole())])) as Record<Guild, v.OptionalSchema<ReturnType<typeof whole>, undefined>>)
		),
		coatGroups: v.optional(listOf(v.picklist(COAT_GROUPS, 'refusal_unknown_entry'), GOAL_CARD_SYMBOLS))
	}),
	v.rawCheck(({ dataset, addIssue }) => {
		const bad = dataset.typed ? checkGoalCard(dataset.value) : null;
		if (bad) addIssue({ message: issueMessage(bad) });
		else if (dataset.typed && dataset.value.coatGroups && dataset.value.coatGroups.length > dataset.value.coats)
			addIssue({ message: 'marco_polo_2_refusal_goal_card_coats' });
	})
);

// ——— the catalog ———

/** The most steps a travel space may print: 1 to 12 (a die caps a move at 6 anyway). */
const MAX_PRINTED_STEPS = 12;

function schemaOfKind(kind: string): v.GenericSchema {
	if (kind === 'points') return whole();
	if (kind === 'steps') return v.pipe(whole(MAX_PRINTED_STEPS), v.minValue(1, 'refusal_not_whole_number'));
	if (kind === 'resources') return notList(amounts(RESOURCES));
	return v.never();
}

/** Marco Polo II's printed values for the core: the defs above and the goal cards the player describes. */
export const marcoPolo2Printed: PrintedCatalog = printedCatalog(PRINTED_VALUES, schemaOfKind, [
	{ prefix: GOAL_CARD_PREFIX, group: 'goal-card', kind: 'goal-card', schema: goalCardValueSchema },
	...BOARD_FAMILIES,
	CONTRACT_CARD_FAMILY
]);

/** A printed value: built in first (it cannot be lost), else the copy's, else unknown (null). */
export function printedValue(copy: Copy, id: string): number | Resources | null {
	return corePrintedValue(marcoPolo2Printed, copy, id) as number | Resources | null;
}

/** Points under a coat-of-arms track index; no coats means no marker on the track, so 0. */
export function coatTrackPoints(copy: Copy, index: number): number | null {
	if (index <= 0) return 0;
	const value = printedValue(copy, coatTrackId(Math.min(index, COAT_TRACK_CAP_INDEX)));
	return typeof value === 'number' ? value : null;
}

/**
 * Whether two descriptions may be of one card. A card is its 4 symbols (RU L1088): its seals with the points printed for
 * each, and its coats of arms, each a coat of particular cities (RU L1094, L1096), so two cards with the same seals,
 * points and number of coats differ by their coats. 'same': nothing can tell them apart (no coats, or the same coats
 * said for every symbol); 'maybe': the coats said do not tell them apart, but not every coat is said (a coat the board
 * did not know is left out, coatGroups); 'different' otherwise.
 */
export function goalCardMatch(a: GoalCardValue, b: GoalCardValue): 'same' | 'maybe' | 'different' {
	const seals = (c: GoalCardValue) => [...c.seals].sort().join();
	if (seals(a) !== seals(b) || a.coats !== b.coats || GUILDS.some((g) => a.points[g] !== b.points[g])) return 'different';
	const said = (c: GoalCardValue) => new Set(c.coats ? (c.coatGroups ?? []) : []);
	const [coatsA, coatsB] = [said(a), said(b)];
	// A card shows each coat once: what the two say together must fit on one card.
	if (new Set([...coatsA, ...coatsB]).size > a.coats) return 'different';
	return coatsA.size === a.coats && coatsB.size === b.coats ? 'same' : 'maybe';
}

/**
 * A card the copy already describes (another than `except`) that this one may be: the same card is not described twice
 * by mistake. `sure`: nothing tells them apart; else only the coats, not all said, might (the player says so).
 */
export function describedAlready(copy: Copy, card: GoalCardValue, except?: string): { id: string; sure: boolean } | null {
	let maybe: string | null = null;
	for (const id of Object.keys(copy.values)) {
		if (!id.startsWith(GOAL_CARD_PREFIX)) continue;
		const cardId = id.slice(GOAL_CARD_PREFIX.length);
		const other = cardId === except ? null : goalCardOf(copy, cardId);
		const match = other ? goalCardMatch(other, card) : 'different';
		if (match === 'same') return { id: cardId, sure: true };
		if (match === 'maybe') maybe ??= cardId;
	}
	return maybe === null ? null : { id: maybe, sure: false };
}

/** A goal card as a copy describes it, or null when the copy does not (or not in a shape that can be read). */
export function goalCardOf(copy: Copy, cardId: string): GoalCardValue | null {
	const parsed = v.safeParse(goalCardValueSchema, copy.values[goalCardId(cardId)]);
	return parsed.success ? parsed.output : null;
}

/** What the game's copy says a travel space prints: its most steps and its cost; null where the copy does not say yet. */
export function travelSpacePrinted(copy: Copy, space: PrintedTravelSpace): { maxSteps: number | null; cost: Resources | null } {
	const steps = printedValue(copy, travelMaxStepsId(space));
	const cost = space === 'upper' ? printedValue(copy, TRAVEL_UPPER_COST_ID) : {};
	return { maxSteps: typeof steps === 'number' ? steps : null, cost: cost && typeof cost === 'object' ? cost : null };
}
