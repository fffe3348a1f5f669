/**
 * Every Marco Polo II entry and its shape. The shapes are those stored games were written in:
 * fields may only be added, optional (see module.ts for how a changed shape is carried over).
 */
import * as v from 'valibot';
import { isInt, isObject, MAX_POINTS } from '../core/guards.ts';
import { printedEntrySchema, type PrintedEntry } from '../core/printed.ts';
import { refuse } from '../core/log.ts';
import { issueMessage, playerName, seat } from '../core/schema.ts';
import { scoringEntrySchemas, type ScoringEntry } from '../core/scoring-phase.ts';
import { CHARACTERS, GUILDS, PLAYER_COLOURS, SEAL_STATES, type CharacterId, type Guild, type SealState } from './catalog.ts';
import { listOf, notList, num } from '../core/schema.ts';
import { addShapeIssue, missingField, NOT_WHOLE, shaped, UNKNOWN_ENTRY, type ShapeIssue } from './entry-shape.ts';
import { SHEET_ENTRY_FIELDS, SHEET_NUMBER_FIELDS, SIGNED_SHEET_FIELDS, type GoalCardRef, type SheetEntryField, type SheetNumberField } from './sheet.ts';
import type { PlayerSetup } from './state.ts';
import { ACTION_SHAPES, actionShapeOf, learnedValues, TRACKER_SHAPES, type LearnedValues, type TrackerEntry } from './tracker/entries.ts';

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

/** A learned fact of the board corrected in this game, from then on (learned-facts.ts). */
export type BoardCorrectedEntry = { type: 'board.corrected'; values: LearnedValues };

export type MarcoPolo2Entry = SetupEntry | FinalScoringEntry | TrackerEntry | PrintedEntry | BoardCorrectedEntry;

// ——— shapes ———

const guild = v.picklist(GUILDS, 'marco_polo_2_refusal_no_such_guild');
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
	v.variant(
		'type',
		[
			...Object.values(SETUP_SHAPES),
			...Object.values(SCORING_SHAPES),
			...Object.values(TRACKER_SHAPES),
			v.variant('space', Object.values(ACTION_SHAPES), entryMessage),
			printedRecorded,
			boardCorrected
		],
		entryMessage
	)
);
