/**
 * The shape of every entry of a Voyages of Marco Polo log (valibot), checked before the
 * rules see an entry and when a stored row is read. Shapes only: numbers are bounded here,
 * and the rules say what is wrong with one that fits the shape (a die of 7, a step count of 0),
 * with the refusal the player reads. Stored games must still read: fields are only ever added,
 * as optional ones.
 */
import * as v from 'valibot';
import { isObject } from '../core/guards.ts';
import { keyedVariant } from '../core/keyed-variant.ts';
import { printedEntrySchema } from '../core/printed.ts';
import { refuse } from '../core/log.ts';
import { amounts, issueMessage, listOf as listOfOr, num as anyNumber, playerName, seat } from '../core/schema.ts';
import { scoringEntrySchemas } from '../core/scoring-phase.ts';
import { BAZAAR_SPACE, CITY_CARD_SPACES, type ActionSpaceId } from './board/action-spaces.ts';
import { PLAYER_COLOURS } from './meta.ts';
import { SCORE_SHEET_NUMBER_FIELDS, ADJUST_KEYS, STOCK_KEYS } from './state.ts';

/** A field missing, of the wrong type, or one too many. */
const MALFORMED = 'voyages_refusal_malformed';

/** A number within bounds, whole or not: the rules refuse one that is not a die face, a step count, a seat… */
const num = anyNumber(MALFORMED);
const listOf = <T extends v.GenericSchema>(item: T, max = 40) => listOfOr(item, max, MALFORMED);
const text = (max = 60) => v.pipe(v.string(MALFORMED), v.maxLength(max, MALFORMED));
const entry = <T extends v.ObjectEntries>(entries: T) => v.strictObject(entries, MALFORMED);
const anObject = v.custom<Record<string, unknown>>(isObject, MALFORMED);
/** Amounts taken or paid: whole, 0–999 each. */
const bag = <K extends string>(keys: readonly K[]) => v.pipe(anObject, amounts(keys));
/** A correction: each change a number within bounds (the rules refuse a fraction by its resource). */
const changes = <K extends string>(keys: readonly K[]) => v.pipe(anObject, amounts(keys, num));

/** What a reward's extras gave (state.ts RewardExtras): the free black die's face; the special pile's top contract taken or declined, and the contract put away for it. */
const rewardExtras = entry({
	blackDie: v.optional(num),
	contract: v.optional(v.picklist(['take', 'decline'], MALFORMED)),
	discard: v.optional(text())
});

/**
 * What a journey may say besides its path: figure, Niccolò & Marco Polo's second figure (1; default 0); otherPath,
 * the other figure's path when the two share the steps; postBonus, what the table took for the bonuses of the
 * posts built that the app cannot work out (postBonusAt toEnter), all together; movePosts, once every post is
 * placed, the cities whose posts move to the new ones, in the order they are built (PL:546); extras, what a
 * large-city tile's black die or contract gave.
 */
const journeyFields = {
	figure: v.optional(num),
	otherPath: v.optional(listOf(text())),
	postBonus: v.optional(bag(ADJUST_KEYS)),
	movePosts: v.optional(listOf(text(), 11)),
	extras: v.optional(rewardExtras)
};

// ---------------------------------------------------------------- setup

export const gameCreatedSchema = entry({
	type: v.literal('game.created'),
	players: listOf(entry({ name: playerName, colour: v.picklist(PLAYER_COLOURS, 'refusal_no_such_colour') }), 8),
	seed: text(),
	/** The typed choices (created.ts SetupOptions), read as strings so a wrong one is refused by name. */
	options: entry({ firstPlayer: num, smallCityTiles: text(), characters: text(), goalCards: text() }),
	/** Printed values the group read off its own copy of the game, kept with the game. */
	copy: v.optional(
		v.pipe(
			anObject,
			v.record(text(80), v.unknown()),
			v.check((values) => Object.keys(values).length <= 500, MALFORMED)
		)
	)
});

const setupSchemas = [
	gameCreatedSchema,
	entry({ type: v.literal('character.chosen'), player: seat, tile: text() }),
	entry({ type: v.literal('goalCards.kept'), player: seat, cards: listOf(text(), 8) }),
	entry({ type: v.literal('setup.completed') })
] as const;

// ---------------------------------------------------------------- rounds, travel, corrections

const roundSchemas = [
	/**
	 * bonuses: start-of-round bonuses the app cannot work out by itself (a small-city tile with a choice
	 * or one not known yet, see roundIncome), as the table took them; added to the automatic ones.
	 * discard: Matteo Polo's active contract put under the special pile so he can take its top one with
	 * both his spaces full (left out: he keeps both, and the pile's contract stays).
	 */
	entry({
		type: v.literal('round.started'),
		bonuses: v.optional(listOf(entry({ player: seat, gain: bag(ADJUST_KEYS) }), 16)),
		discard: v.optional(text())
	}),
	/** white: Matteo Polo's white die, rolled with the others (not counted for the compensation). */
	entry({ type: v.literal('dice.rolled'), player: seat, faces: listOf(num, 12), compensation: entry({ coins: num, camels: num }), white: v.optional(num) }),
	/** The travel action entered without its dice, as the turn's main action (journeyFields). */
	entry({ type: v.literal('travel'), player: seat, path: listOf(text()), maxSteps: num, ...journeyFields }),
	/** A move a reward granted this turn (state.ts MoveGrant), named by the reward: no travel-action coins (journeyFields). */
	entry({ type: v.literal('move'), player: seat, reward: text(), path: listOf(text()), ...journeyFields }),
	entry({ type: v.literal('table.adjust'), player: seat, delta: changes(ADJUST_KEYS) }),
	/**
	 * contract: the active contract completed (taken off players[].contracts); optional for groups that do not track contracts.
	 * extras: what its black die or special-pile contract gave.
	 */
	entry({
		type: v.literal('contract.completed'),
		player: seat,
		pay: bag(STOCK_KEYS),
		reward: bag(ADJUST_KEYS),
		contract: v.optional(text()),
		extras: v.optional(rewardExtras)
	})
] as const;

// ---------------------------------------------------------------- turns

/** What every main action says: the player, and the dice placed as places in players[player].dice (the dice still on the player's board). */
const mainAction = { type: v.literal('action'), player: seat, dice: listOf(num, 12) };
/** What a space gave or cost, as the table entered it. */
const entered = v.optional(bag(ADJUST_KEYS));

/**
 * A main action, one shape per kind of action space (PL:252–420, PL:570–596), so that a field that is not its
 * space's is refused by its shape. The bazaar: column, the bazaar column (default the lowest die); gain, the cell
 * as printed in this copy of the game (needed where the sources disagree). Khan's Favor: gain, the good of choice
 * ({ silk: 1 }). The contracts: the contract columns 1–6 taken; gain, the coins/camels bonus of columns 5–6;
 * discard, the active contracts put away to make room. Travel: the path and journeyFields. A city card: gain and
 * pay, what it gave and cost; moves, the "move 1" it gave, made as one movement. (Fields in the order stored
 * games have them.)
 */
const actionSchemas = [
	entry({ ...mainAction, space: v.literal('take-5-coins') }),
	entry({ ...mainAction, space: v.picklist(Object.values(BAZAAR_SPACE)), column: v.optional(num), gain: entered }),
	entry({ ...mainAction, space: v.literal('khans-favor'), gain: entered }),
	entry({ ...mainAction, space: v.literal('contracts'), contracts: listOf(num, 8), gain: entered, discard: v.optional(listOf(text(), 8)) }),
	entry({ ...mainAction, space: v.literal('travel'), path: listOf(text()), ...journeyFields }),
	entry({ ...mainAction, space: v.picklist(CITY_CARD_SPACES), gain: entered, pay: entered, moves: v.optional(num) })
] as const;

const turnSchemas = [
	keyedVariant('space', actionSchemas),
	/** Bonus actions during one's turn: reroll (1 camel), ±1 (2 camels), a black die (3 camels), 3 coins for a die on the money bag. */
	entry({ type: v.literal('bonus.reroll'), player: seat, die: num, face: num }),
	entry({ type: v.literal('bonus.adjustDie'), player: seat, die: num, delta: num }),
	entry({ type: v.literal('bonus.blackDie'), player: seat, face: num }),
	/** die: the die put on the money bag; default the lowest one. */
	entry({ type: v.literal('bonus.threeCoins'), player: seat, die: v.optional(num) }),
	entry({ type: v.literal('turn.ended'), player: seat })
] as const;

// ---------------------------------------------------------------- final scoring, the game's copy

const scoringSchemas = [
	...scoringEntrySchemas(SCORE_SHEET_NUMBER_FIELDS),
	entry({ type: v.literal('sheet.posts'), player: seat, posts: listOf(text(), 16), beijingSpace: v.nullable(num) }),
	/** One city ticked or unticked: a change, so ticks from two screens both count. */
	entry({ type: v.literal('sheet.post'), player: seat, city: text(), ticked: v.boolean(MALFORMED) }),
	printedEntrySchema
] as const;

/**
 * An entry of an unknown type is not known; a main action on a space that is none of the board's main-action
 * spaces is refused naming the space, as the rules refuse one that is not read through this shape.
 */
function entryMessage(issue: v.VariantIssue): string {
	if (issue.path?.[0]?.key !== 'space') return 'refusal_unknown_entry';
	const space = issue.input;
	return typeof space === 'string' && space.length <= 60 ? issueMessage(refuse('voyages_refusal_no_such_space', { space })) : MALFORMED;
}

export const voyagesEntrySchema = keyedVariant('type', [...setupSchemas, ...roundSchemas, ...turnSchemas, ...scoringSchemas], entryMessage);

export type VoyagesEntry = v.InferOutput<typeof voyagesEntrySchema>;
export type VoyagesEntryType = VoyagesEntry['type'];
export type VoyagesEntryOf<T extends VoyagesEntryType> = Extract<VoyagesEntry, { type: T }>;
/** The main action on a space (or on any of these spaces): the shape of its kind of space. */
export type ActionOn<S extends ActionSpaceId> =
	VoyagesEntryOf<'action'> extends infer E ? (E extends { space: infer P } ? ([S & P] extends [never] ? never : E) : never) : never;
