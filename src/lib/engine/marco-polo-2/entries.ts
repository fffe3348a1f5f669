/**
 * Every Marco Polo II entry and its shape. The shapes are those stored games were written in:
 * fields may only be added, optional (see module.ts for how a changed shape is carried over).
 * What the entries of the table in play say: table/entries.ts; their shapes are here with the others.
 *
 * A schema refusal carries no numbers but the field it is in, so a rule whose refusal names numbers (the faces a roll
 * needs, the steps a move may take) is checked by the rules: the schema takes any number within sane bounds there,
 * and a message without numbers where it refuses.
 */
import * as v from 'valibot';
import { isInt, isObject, MAX_AMOUNT, MAX_POINTS } from '../core/guards.ts';
import { refuse } from '../core/log.ts';
import { keyedVariant, optionsByValue } from '../core/keyed-variant.ts';
import { printedEntrySchema, type PrintedEntry } from '../core/printed.ts';
import { amounts, issueMessage, listOf, notList, num, playerName, seat, signed, wholeIn } from '../core/schema.ts';
import { scoringEntrySchemas, type ScoringEntry } from '../core/scoring-phase.ts';
import { PLACE_ID } from './board/places.ts';
import {
	CHARACTERS,
	CITY_CARD_CITY_SPACES,
	GUILDS,
	MONEY_BAG_TAKES,
	PLAYER_COLOURS,
	SEAL_STATES,
	STOCK,
	type CharacterId,
	type Guild,
	type SealState
} from './catalog.ts';
import { SHEET_ENTRY_FIELDS, SHEET_NUMBER_FIELDS, SIGNED_SHEET_FIELDS, type GoalCardRef, type SheetEntryField, type SheetNumberField } from './scoring.ts';
import type { PlayerSetup } from './state.ts';
import { CONTRACT_SOURCES, type LearnedValues, type TrackerEntry } from './table/entries.ts';
import { FIGURE_NOS, SPECIAL_CITIES, TABLE_OPTIONS } from './table/state.ts';

export type SetupEntry =
	/** `copy`: the printed values of the phone that starts the game (ids of marco-polo-2 printed values). */
	| { type: 'game.created'; players: PlayerSetup[]; seed: string; copy?: Record<string, unknown> }
	| { type: 'firstPlayer.set'; player: number; drawn: boolean }
	| { type: 'characters.mode'; mode: 'draft' | 'free' }
	| { type: 'character.chosen'; player: number; character: CharacterId }
	| { type: 'setup.completed' };

export type FinalScoringEntry =
	| Exclude<ScoringEntry<SheetEntryField>, { type: 'sheet.change' }>
	| Extract<ScoringEntry<SheetNumberField>, { type: 'sheet.change' }>
	| { type: 'sheet.seal'; player: number; guild: Guild; seal: SealState }
	| { type: 'sheet.goalCard'; player: number; card: GoalCardRef | null };

/** A learned fact of the board corrected in this game, from then on (handlers/copy.ts). */
export type BoardCorrectedEntry = { type: 'board.corrected'; values: LearnedValues };

export type MarcoPolo2Entry = SetupEntry | FinalScoringEntry | TrackerEntry | PrintedEntry | BoardCorrectedEntry;

// ——— building blocks, on top of the core's ———

const UNKNOWN_ENTRY = 'refusal_unknown_entry';
const NOT_WHOLE = 'refusal_not_whole_number';

/** A place in a list (a die in a hand, a contract on the board): whole, 0 to 40; the rules check it is there. */
const place = (message: string) => wholeIn(0, 40, message);

/** A bundle of coins, camels, goods and points gained or paid: each whole, 0–999. */
const bundle = amounts([...STOCK, 'points']);
/** A change of a player's coins, camels, goods and points: each whole, −999 to 999. */
const signedBundle = amounts([...STOCK, 'points'], signed(MAX_AMOUNT));
const BUNDLES: ReadonlySet<v.GenericSchema> = new Set([bundle, signedBundle]);
/** Of the coins and camels an entry pays, how many are paid with jade instead (RU L794); left out: coins and camels first. */
const jadeFor = v.optional(amounts(['coins', 'camels']));
const guild = v.picklist(GUILDS, 'marco_polo_2_refusal_no_such_guild');

const missingMessages = new WeakMap<v.GenericSchema, string>();
/** How a field's schema refuses nothing at all: the refusal of the field when it is missing. */
function missingMessage(schema: v.GenericSchema): string {
	let message = missingMessages.get(schema);
	if (message === undefined) {
		message = v.safeParse(schema, undefined).issues?.[0]?.message ?? UNKNOWN_ENTRY;
		missingMessages.set(schema, message);
	}
	return message;
}

interface ShapeIssue {
	message: string;
	/** The field named in the refusal; none: the refusal names no field (a bundle reads as "value"). */
	field?: string;
}

/**
 * Why an object does not have the fields of its schema, as the rules would say it: a missing field is
 * refused as the field refuses nothing; a missing or malformed bundle as a value that is not a whole number.
 */
function missingField(entries: v.ObjectEntries, input: Record<string, unknown>): ShapeIssue | null {
	for (const [key, schema] of Object.entries(entries)) {
		if (BUNDLES.has(schema)) {
			if (!isObject(input[key])) return { message: NOT_WHOLE };
		} else if (!Object.hasOwn(input, key) && schema.type !== 'optional') return { message: missingMessage(schema), field: key };
	}
	return null;
}

/** Adds a shape issue to a dataset being checked, with the field as its path. */
function addShapeIssue(issue: ShapeIssue, input: Record<string, unknown>, addIssue: (info: { message: string; path?: [v.ObjectPathItem] }) => void) {
	if (issue.field === undefined) addIssue({ message: issue.message });
	else addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input, key: issue.field, value: input[issue.field] }] });
}

/** A strict object (inside an entry) whose missing fields are refused as `missingField` says; not an object: `notObject`. */
function shaped<TEntries extends v.ObjectEntries>(schema: v.StrictObjectSchema<TEntries, undefined>, notObject = UNKNOWN_ENTRY) {
	return v.pipe(
		v.unknown(),
		v.rawCheck(({ dataset, addIssue }) => {
			const input = dataset.value;
			if (!isObject(input)) return addIssue({ message: notObject });
			const issue = missingField(schema.entries, input);
			if (issue) addShapeIssue(issue, input, addIssue);
		}),
		schema
	);
}

// ——— setup and final scoring ———

const BAD_SEED = 'marco_polo_2_refusal_bad_seed';
/** A number that may be below zero and is not whole. */
const WHOLE = 'marco_polo_2_refusal_whole_number';

/** The phone's printed values, by id; the rules check each against the catalog. */
const copyValues = notList(
	v.pipe(
		v.record(v.pipe(v.string(), v.maxLength(80)), v.unknown()),
		v.check((values) => Object.keys(values).length <= 500)
	)
);

const goalCardRef = v.strictObject({
	id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
	seals: listOf(guild, 8),
	// Any number: the rules refuse a card without exactly 4 symbols, saying how many it has.
	coats: num()
});

const SETUP_SHAPES = {
	'game.created': v.strictObject({
		type: v.literal('game.created'),
		players: listOf(shaped(v.strictObject({ name: playerName, colour: v.picklist(PLAYER_COLOURS, 'refusal_no_such_colour') })), 8),
		seed: v.pipe(v.string(BAD_SEED), v.regex(/^[A-Za-z0-9-]{1,32}$/, BAD_SEED)),
		copy: v.optional(copyValues)
	}),
	'firstPlayer.set': v.strictObject({ type: v.literal('firstPlayer.set'), player: seat, drawn: v.boolean() }),
	'characters.mode': v.strictObject({ type: v.literal('characters.mode'), mode: v.picklist(['draft', 'free']) }),
	'character.chosen': v.strictObject({
		type: v.literal('character.chosen'),
		player: seat,
		character: v.picklist(CHARACTERS, 'marco_polo_2_refusal_no_such_character')
	}),
	'setup.completed': v.strictObject({ type: v.literal('setup.completed') })
};

const [scoringStarted, sheetNumber, sheetConfirmed, gameFinished] = scoringEntrySchemas(SHEET_ENTRY_FIELDS);
// A step changes one number of the sheet; the points total is typed, never stepped.
const sheetChange = scoringEntrySchemas(SHEET_NUMBER_FIELDS)[4];

const SCORING_SHAPES = {
	'scoring.started': scoringStarted,
	'sheet.number': sheetNumber,
	'sheet.change': sheetChange,
	'sheet.confirmed': sheetConfirmed,
	'game.finished': gameFinished,
	'sheet.seal': v.strictObject({
		type: v.literal('sheet.seal'),
		player: seat,
		guild,
		seal: v.picklist(SEAL_STATES, 'marco_polo_2_refusal_no_such_seal_state')
	}),
	'sheet.goalCard': v.strictObject({ type: v.literal('sheet.goalCard'), player: seat, card: v.nullable(shaped(goalCardRef)) })
};

// ——— the table in play ———

const NO_DIE = 'refusal_no_such_die';
const NO_CONTRACT = 'refusal_no_such_contract';
const NO_SPACE = 'marco_polo_2_refusal_no_such_space';
const CITY_MISSING = 'marco_polo_2_refusal_trading_post_city_missing';
const TAKE = 'marco_polo_2_refusal_contracts_take';

const city = v.pipe(v.string(CITY_MISSING), v.maxLength(60, CITY_MISSING));
const movedFrom = v.optional(v.pipe(v.string(), v.maxLength(60)));
const NO_TILE = 'marco_polo_2_refusal_no_such_tile';
const NO_PLACE = 'marco_polo_2_refusal_travel_path_short';
const NO_PLACE_NAMED = 'marco_polo_2_refusal_figure_place';
const oases = v.optional(listOf(v.picklist(['coins', 'camels'], UNKNOWN_ENTRY), 12));
const placeList = listOf(v.pipe(v.string(NO_PLACE), v.regex(PLACE_ID, NO_PLACE)), 30, NO_PLACE);
const figureNo = v.optional(v.picklist(FIGURE_NOS, 'marco_polo_2_refusal_no_second_figure'));

/** Learned facts by id, a plain object (a record schema reads an array as one), as printed.recorded has them. */
const learnedValues = notList(printedEntrySchema.entries.values);
const learned = v.optional(learnedValues);

const action = { type: v.literal('action'), player: seat, dice: listOf(place(NO_DIE), 8, NO_DIE), jadeFor, learned };

/** The action entries by the space their dice go to (RU L204–600). */
export const ACTION_SHAPES = {
	books: v.strictObject({ ...action, space: v.picklist(['book-1', 'book-2', 'book-3-upper', 'book-3-lower']), pay: bundle, gain: bundle }),
	khansFavor: v.strictObject({ ...action, space: v.literal('khans-favor') }),
	guildSeal: v.strictObject({ ...action, space: v.literal('guild-seal'), guild }),
	travel: v.strictObject({
		...action,
		space: v.picklist(['travel-lower', 'travel-middle', 'travel-upper']),
		steps: num(),
		routeCost: bundle,
		tradingPosts: listOf(city, 8, CITY_MISSING),
		movedFrom,
		gain: bundle,
		oases,
		outposts: v.optional(listOf(bundle, 4)),
		path: v.optional(placeList),
		figure: figureNo,
		otherPath: v.optional(placeList)
	}),
	contracts: v.strictObject({
		...action,
		space: v.literal('contracts'),
		take: wholeIn(0, 2, TAKE),
		discard: listOf(place(NO_CONTRACT), 8, NO_CONTRACT)
	}),
	specialCity: v.strictObject({ ...action, space: v.picklist(SPECIAL_CITIES), slot: v.picklist([1, 2], NO_SPACE), gain: bundle }),
	cityCard: v.strictObject({
		...action,
		space: v.literal('city-card'),
		card: v.union([v.picklist(['area-1', 'area-2'], NO_SPACE), wholeIn(1, CITY_CARD_CITY_SPACES, NO_SPACE)], NO_SPACE),
		pay: bundle,
		gain: bundle,
		guild: v.optional(guild),
		oases
	})
};

const bonusOfRound = shaped(v.strictObject({ player: seat, gain: bundle }), 'refusal_no_such_player');

/** The tracker's entries other than actions, by type. */
const TRACKER_SHAPES = {
	'round.started': v.strictObject({ type: v.literal('round.started'), bonuses: listOf(bonusOfRound, 40) }),
	'dice.rolled': v.strictObject({
		type: v.literal('dice.rolled'),
		player: seat,
		faces: listOf(num(), 12),
		compensation: shaped(v.strictObject({ coins: num(), camels: num() })),
		doubles: v.optional(listOf(num(), 4))
	}),
	'bonus.moneyBag': v.strictObject({
		type: v.literal('bonus.moneyBag'),
		player: seat,
		die: place(NO_DIE),
		take: v.picklist(MONEY_BAG_TAKES, 'marco_polo_2_refusal_money_bag_choice')
	}),
	'bonus.reroll': v.strictObject({ type: v.literal('bonus.reroll'), player: seat, die: place(NO_DIE), face: num(), jadeFor }),
	'bonus.adjustDie': v.strictObject({
		type: v.literal('bonus.adjustDie'),
		player: seat,
		die: place(NO_DIE),
		delta: v.picklist([1, -1], 'refusal_adjust_by_one'),
		jadeFor
	}),
	'bonus.blackDie': v.strictObject({ type: v.literal('bonus.blackDie'), player: seat, face: num(), jadeFor }),
	'bonus.fulfilContract': v.strictObject({
		type: v.literal('bonus.fulfilContract'),
		player: seat,
		contract: place(NO_CONTRACT),
		pay: bundle,
		reward: bundle,
		reward2: v.optional(shaped(v.strictObject({ plusOnes: v.optional(num()), blackDieFace: v.optional(num()) }))),
		jadeFor,
		card: v.optional(v.pipe(num(), v.minValue(1, NO_CONTRACT))),
		learned
	}),
	'bonus.improveSeal': v.strictObject({ type: v.literal('bonus.improveSeal'), player: seat, guild, cost: bundle, bonus: bundle, jadeFor }),
	'contract.taken': v.strictObject({
		type: v.literal('contract.taken'),
		player: seat,
		from: v.picklist(CONTRACT_SOURCES, UNKNOWN_ENTRY),
		discard: v.optional(v.union([place(NO_CONTRACT), v.literal('taken')], NO_CONTRACT))
	}),
	'turn.ended': v.strictObject({ type: v.literal('turn.ended'), player: seat }),
	'table.adjust': v.strictObject({ type: v.literal('table.adjust'), player: seat, delta: signedBundle }),
	'bonus.outpostTile': v.strictObject({ type: v.literal('bonus.outpostTile'), player: seat, tile: place(NO_TILE) }),
	'table.tradingPost': v.strictObject({
		type: v.literal('table.tradingPost'),
		player: seat,
		city,
		gain: bundle,
		movedFrom,
		outpost: v.optional(bundle),
		learned
	}),
	'table.seal': v.strictObject({
		type: v.literal('table.seal'),
		player: seat,
		guild,
		seal: v.picklist(SEAL_STATES, 'marco_polo_2_refusal_no_such_seal_state')
	}),
	'table.figure': v.strictObject({
		type: v.literal('table.figure'),
		player: seat,
		figure: figureNo,
		place: v.pipe(v.string(NO_PLACE_NAMED), v.regex(PLACE_ID, NO_PLACE_NAMED))
	}),
	'option.set': v.strictObject({
		type: v.literal('option.set'),
		option: v.literal('isabellaRolls', UNKNOWN_ENTRY),
		value: v.picklist(TABLE_OPTIONS.isabellaRolls, UNKNOWN_ENTRY)
	})
};

const ACTION_SHAPE_BY_SPACE = optionsByValue<v.StrictObjectSchema<v.ObjectEntries, undefined>>('space', Object.values(ACTION_SHAPES));

/** An action entry's shape by its space, or undefined for a space there is none of. */
function actionShapeOf(space: unknown): v.StrictObjectSchema<v.ObjectEntries, undefined> | undefined {
	return ACTION_SHAPE_BY_SPACE ? ACTION_SHAPE_BY_SPACE.get(space) : Object.values(ACTION_SHAPES).find((shape) => v.is(shape.entries.space, space));
}

// ——— every entry ———

/** The core's printed.recorded, its values a plain object only (a record schema reads an array as one). */
const printedRecorded = v.strictObject({ ...printedEntrySchema.entries, values: notList(printedEntrySchema.entries.values) });

const boardCorrected = v.strictObject({ type: v.literal('board.corrected'), values: learnedValues });

const SHAPES: Record<string, v.StrictObjectSchema<v.ObjectEntries, undefined> | undefined> = {
	...SETUP_SHAPES,
	...SCORING_SHAPES,
	...TRACKER_SHAPES,
	'printed.recorded': printedRecorded,
	'board.corrected': boardCorrected
};

/** A sheet number that is not a whole number is refused naming the sheet's field ("Coins: …"), not the entry's. */
function sheetNumberIssue(input: Record<string, unknown>): ShapeIssue | null {
	const field = input.field;
	if (!(SHEET_ENTRY_FIELDS as readonly unknown[]).includes(field) || (isInt(input.value) && Math.abs(input.value) <= MAX_POINTS)) return null;
	// A refusal of another key keeps its field only written into the message (the core keeps it for its own key alone).
	if (SIGNED_SHEET_FIELDS.has(field as string)) return { message: issueMessage(refuse(WHOLE, { field: field as string })) };
	return { message: NOT_WHOLE, field: field as string };
}

/** Refuses, before the shape itself is read, an entry whose fields are not all there (see missingField). */
const fieldsPresent = v.rawCheck<unknown>(({ dataset, addIssue }) => {
	const input = dataset.value;
	if (!isObject(input) || typeof input.type !== 'string') return;
	const shape = input.type === 'action' ? actionShapeOf(input.space) : Object.hasOwn(SHAPES, input.type) ? SHAPES[input.type] : undefined;
	const issue = (shape && missingField(shape.entries, input)) ?? (input.type === 'sheet.number' ? sheetNumberIssue(input) : null);
	if (issue) addShapeIssue(issue, input, addIssue);
});

/** An entry of an unknown type is not known; an action on an unknown space names the space. */
const entryMessage = (issue: v.BaseIssue<unknown>) => (issue.path?.[0]?.key === 'space' ? 'marco_polo_2_refusal_no_such_space' : UNKNOWN_ENTRY);

/** The shape of every Marco Polo II entry (undo excluded). */
export const marcoPolo2Entry: v.GenericSchema<unknown, MarcoPolo2Entry> = v.pipe(
	v.unknown(),
	fieldsPresent,
	keyedVariant(
		'type',
		[
			...Object.values(SETUP_SHAPES),
			...Object.values(SCORING_SHAPES),
			...Object.values(TRACKER_SHAPES),
			keyedVariant('space', Object.values(ACTION_SHAPES), entryMessage),
			printedRecorded,
			boardCorrected
		],
		entryMessage
	)
);
