/** Every Merv entry and its shape. Fields may only be added, optional (see module.ts for carrying a shape over). */
import * as v from 'valibot';
import { notList, playerName, seat, signed, whole, wholeIn } from '../core/schema.ts';
import { keyedVariant } from '../core/keyed-variant.ts';
import { printedEntrySchema, type PrintedEntry } from '../core/printed.ts';
import {
	ACTIONS,
	BONUS_TILES,
	CELLS,
	CITIES,
	CONTRACTS,
	COURTS,
	CUBE_COLOURS,
	CUBES,
	GOODS_OF_EACH_KIND,
	MOSQUE_PATHS,
	SIDES,
	SLOTS_PER_SIDE,
	SPICES,
	type Action,
	type City,
	type Court,
	type Cube,
	type CubeColour,
	type Side,
	type Spice,
	DISCOVERIES,
	type Discovery
} from './catalog.ts';
import { JUDGE_CITY_ORDERS, type JudgeCityOrder, TALLY_FIELDS, type TallyField } from './state.ts';
import type { Cubes } from './holdings/pay.ts';
import { ROW_CARDS, type RowCard, type RowStep } from './holdings/caravan-row.ts';
import type { Placed } from './city/wall-pieces.ts';
import { PLAYER_COLOURS, type PlayerColour } from './meta.ts';
import { MARKET_SIDES, SPACES_AT_MOST, type MarketSide } from './printed.ts';
import type { CityMode, Seat, Upgrade } from './state.ts';

export type MervEntry =
	| {
			type: 'game.created';
			players: { name: string; colour: PlayerColour }[];
			seed: string;
			/** The neutral colours: the chamberlain's with 1 or 2 players, the judge's solo; otherwise null. */
			chamberlain: PlayerColour | null;
			judge: PlayerColour | null;
			copy?: Record<string, unknown>;
	  }
	| { type: 'setup.city'; mode: CityMode }
	| { type: 'site.recorded'; cell: number; action: Action; colour: CubeColour }
	| { type: 'setup.marketSide'; side: MarketSide }
	| { type: 'setup.completed' }
	| { type: 'order.set'; order: Seat[] }
	| { type: 'tally.set'; who: number; field: TallyField; value: number }
	/** A step (− or +) of a count: a change, so two screens stepping at once both count. */
	| { type: 'tally.change'; who: number; field: TallyField; by: number }
	| { type: 'bonus.tile'; who: number; tile: number; held: boolean }
	| { type: 'site.built'; cell: number; owner: PlayerColour | null }
	| { type: 'site.upgraded'; cell: number; upgrade: Upgrade | null }
	| { type: 'site.soldier'; cell: number; owner: PlayerColour | null }
	| { type: 'wall.built'; side: Side; slot: number; by: number | null }
	| { type: 'invasion.started' }
	| { type: 'invasion.decided'; cell: number; tribute: Cube | null }
	| { type: 'invasion.ended' }
	| { type: 'palace.chosen'; who: number; scoring: Record<Court, number> }
	| { type: 'year.scored'; year: number }
	| { type: 'game.finished' }
	// A turn at the table (RU L337–L413) and the end of the round (RU L403–L427).
	| { type: 'turn.master'; line: number }
	| { type: 'turn.site'; cell: number | null }
	| { type: 'turn.favour' }
	| { type: 'turn.soldier'; cell: number | null }
	| { type: 'turn.caravanserai'; spices: Spice[]; paid: Cubes; camelsTaken: number; camelsPlaced: number; row?: RowCard[]; steps?: RowStep[] }
	| { type: 'turn.palace'; courts: Court[]; paid: Cubes }
	| { type: 'turn.library'; paid: Cubes }
	| { type: 'turn.wall'; pieces: Placed[]; paid: Cubes }
	/** A mosque step's path when the disc is not on the track yet; a caravan card's spice, and camel when one lay on it (RU L395). */
	| { type: 'turn.market'; corner: number | null; spice?: Spice; path?: number; camel?: boolean }
	| { type: 'owed.soldier'; cell: number | null }
	/** A colour: the mosque's extra-cube upgrade of that colour (RU L837); none: a white upgrade. */
	| { type: 'owed.upgrade'; cell: number; colour?: CubeColour }
	/** The third discovery's card (and its camel when one lay on it, RU L739), city or (for a disc not on the track yet) mosque path. */
	| { type: 'owed.discovery'; tile: Discovery; spice?: Spice; city?: City; path?: number; camel?: boolean }
	| { type: 'owed.wall'; piece: Placed }
	| { type: 'turn.ended' }
	| { type: 'order.placed'; space: number }
	// The solo judge's turn, played by the app (RU L973–L1057): only what the app cannot know, the
	// caravanserai's row when the judge takes caravan cards, first the card farthest from the deck,
	// and the contract cards open on top of the stacks when it may fulfil contracts (RU L405, L1206).
	| { type: 'judge.played'; row?: RowCard[]; contracts?: number[] }
	// The chamberlain's space or site, whichever the judge chooses in a solo game (RU L967–L971);
	// spaceAndSite: both, as entries of version 1 had it (module.ts).
	| { type: 'judge.chamberlain'; spaceAndSite?: true }
	// The table's choice of the judge's order of cities (merv-rules-notes item 6), any time in a solo game.
	| { type: 'judge.cityOrder'; order: JudgeCityOrder }
	// The Silk Road (RU L778–L812).
	| { type: 'turn.silkRoad'; post: City; goods: City[]; paid: Cubes; camelsToMarket: number }
	// The mosque (RU L816–L857): the path only on the first advance; rewards owed until chosen.
	| { type: 'turn.mosque'; path?: number; steps: number; paid: Cubes }
	| { type: 'owed.bonusTile'; tile: number }
	| { type: 'owed.courtier'; court: Court }
	// A contract fulfilled (RU L403–L411); anyRare: of the card's goods of either kind, how many are rare.
	| { type: 'contract.fulfilled'; card: number; paid: Cubes; anyRare?: number }
	| PrintedEntry;

const BAD_SEED = 'merv_refusal_bad_seed';
const colour = v.picklist(PLAYER_COLOURS, 'refusal_no_such_colour');
const cell = v.pipe(
	v.number('merv_refusal_no_such_site'),
	v.check((n) => CELLS.includes(n), 'merv_refusal_no_such_site')
);
const slot = wholeIn(0, SLOTS_PER_SIDE - 1, 'merv_refusal_no_such_slot');
const action = v.picklist(ACTIONS, 'merv_refusal_no_such_action');
const cubeColour = v.picklist(CUBE_COLOURS, 'merv_refusal_no_such_cube');
const spice = v.picklist(SPICES, 'merv_refusal_no_such_spice');
const court = v.picklist(COURTS, 'merv_refusal_no_such_court');
const city = v.picklist(CITIES, 'merv_refusal_no_such_city');
const mosquePath = v.pipe(whole(MOSQUE_PATHS), v.minValue(1, 'merv_refusal_no_such_path'));
const contractCard = wholeIn(1, CONTRACTS, 'merv_refusal_no_such_contract');
const cubes = notList(
	v.strictObject(
		Object.fromEntries(CUBES.map((c) => [c, v.optional(whole(12))])) as Record<Cube, v.OptionalSchema<ReturnType<typeof whole>, undefined>>,
		'refusal_unknown_entry'
	),
	'refusal_unknown_entry'
);
const piece = notList(
	v.strictObject({
		kind: v.picklist(['wall', 'gate'], 'merv_refusal_no_such_slot'),
		n: v.pipe(whole(16), v.minValue(1, 'merv_refusal_no_such_slot')),
		side: v.picklist(SIDES, 'merv_refusal_no_such_slot'),
		slot
	}),
	'refusal_unknown_entry'
);
const obj = <T extends v.ObjectEntries>(entries: T) => notList(v.strictObject(entries), 'refusal_unknown_entry');
/** The caravanserai's row as the table sees it, the card farthest from the deck first (RU L581). */
const caravanRow = (tooLong = 'merv_refusal_row_card') =>
	v.pipe(v.array(obj({ spice, camel: v.boolean() }), 'refusal_unknown_entry'), v.maxLength(ROW_CARDS, tooLong));
const copyValues = notList(
	v.pipe(
		v.record(v.pipe(v.string(), v.maxLength(80)), v.unknown()),
		v.check((values) => Object.keys(values).length <= 500)
	),
	'refusal_unknown_entry'
);

const SHAPES = [
	v.strictObject({
		type: v.literal('game.created'),
		players: v.pipe(v.array(obj({ name: playerName, colour }), 'refusal_unknown_entry'), v.maxLength(8, 'refusal_unknown_entry')),
		seed: v.pipe(v.string(BAD_SEED), v.regex(/^[A-Za-z0-9-]{1,32}$/, BAD_SEED)),
		chamberlain: v.nullable(colour),
		judge: v.nullable(colour),
		copy: v.optional(copyValues)
	}),
	v.strictObject({ type: v.literal('setup.city'), mode: v.picklist(['dealt', 'recorded', 'counts'], 'refusal_unknown_entry') }),
	v.strictObject({ type: v.literal('site.recorded'), cell, action, colour: cubeColour }),
	v.strictObject({ type: v.literal('setup.marketSide'), side: v.picklist(MARKET_SIDES, 'refusal_unknown_entry') }),
	v.strictObject({ type: v.literal('setup.completed') }),
	v.strictObject({
		type: v.literal('order.set'),
		order: v.pipe(
			v.array(v.union([seat, v.literal('chamberlain')], 'refusal_no_such_player'), 'refusal_unknown_entry'),
			v.maxLength(8, 'refusal_unknown_entry')
		)
	}),
	v.strictObject({ type: v.literal('tally.set'), who: seat, field: v.picklist(TALLY_FIELDS, 'refusal_no_such_field'), value: whole() }),
	v.strictObject({ type: v.literal('tally.change'), who: seat, field: v.picklist(TALLY_FIELDS, 'refusal_no_such_field'), by: signed() }),
	v.strictObject({ type: v.literal('bonus.tile'), who: seat, tile: v.pipe(whole(4), v.minValue(1, 'merv_refusal_no_such_tile')), held: v.boolean() }),
	v.strictObject({ type: v.literal('site.built'), cell, owner: v.nullable(colour) }),
	v.strictObject({ type: v.literal('site.upgraded'), cell, upgrade: v.nullable(v.picklist([...CUBE_COLOURS, 'white'], 'merv_refusal_no_such_cube')) }),
	v.strictObject({ type: v.literal('site.soldier'), cell, owner: v.nullable(colour) }),
	v.strictObject({ type: v.literal('wall.built'), side: v.picklist(SIDES, 'merv_refusal_no_such_slot'), slot, by: v.nullable(seat) }),
	v.strictObject({ type: v.literal('invasion.started') }),
	v.strictObject({ type: v.literal('invasion.decided'), cell, tribute: v.nullable(v.picklist(CUBES, 'merv_refusal_no_such_cube')) }),
	v.strictObject({ type: v.literal('invasion.ended') }),
	v.strictObject({
		type: v.literal('palace.chosen'),
		who: seat,
		scoring: obj(Object.fromEntries(COURTS.map((c) => [c, whole(3)])) as Record<Court, ReturnType<typeof whole>>)
	}),
	v.strictObject({ type: v.literal('year.scored'), year: v.pipe(whole(3), v.minValue(1, 'refusal_unknown_entry')) }),
	v.strictObject({ type: v.literal('game.finished') }),
	v.strictObject({ type: v.literal('turn.master'), line: slot }),
	v.strictObject({ type: v.literal('turn.site'), cell: v.nullable(cell) }),
	v.strictObject({ type: v.literal('turn.favour') }),
	v.strictObject({ type: v.literal('turn.soldier'), cell: v.nullable(cell) }),
	v.strictObject({
		type: v.literal('turn.caravanserai'),
		spices: v.pipe(v.array(spice, 'refusal_unknown_entry'), v.maxLength(8, 'merv_refusal_take_a_card')),
		paid: cubes,
		camelsTaken: whole(12),
		camelsPlaced: whole(12),
		row: v.optional(caravanRow()),
		steps: v.optional(
			v.pipe(
				v.array(v.union([obj({ take: v.pipe(whole(ROW_CARDS - 1)) }), obj({ camel: v.literal(true) })], 'refusal_unknown_entry'), 'refusal_unknown_entry'),
				v.maxLength(40, 'refusal_unknown_entry')
			)
		)
	}),
	v.strictObject({
		type: v.literal('turn.palace'),
		courts: v.pipe(v.array(court, 'refusal_unknown_entry'), v.maxLength(8, 'merv_refusal_court_full')),
		paid: cubes
	}),
	v.strictObject({ type: v.literal('turn.library'), paid: cubes }),
	v.strictObject({
		type: v.literal('turn.wall'),
		pieces: v.pipe(v.array(piece, 'refusal_unknown_entry'), v.maxLength(20, 'refusal_unknown_entry')),
		paid: cubes
	}),
	v.strictObject({
		type: v.literal('turn.market'),
		corner: v.nullable(v.pipe(whole(3), v.minValue(0))),
		spice: v.optional(spice),
		path: v.optional(mosquePath),
		camel: v.optional(v.boolean())
	}),
	v.strictObject({ type: v.literal('owed.soldier'), cell: v.nullable(cell) }),
	v.strictObject({ type: v.literal('owed.upgrade'), cell, colour: v.optional(cubeColour) }),
	v.strictObject({
		type: v.literal('owed.discovery'),
		tile: v.picklist(DISCOVERIES, 'merv_refusal_no_such_tile'),
		spice: v.optional(spice),
		city: v.optional(city),
		path: v.optional(mosquePath),
		camel: v.optional(v.boolean())
	}),
	v.strictObject({ type: v.literal('owed.wall'), piece }),
	v.strictObject({ type: v.literal('turn.ended') }),
	v.strictObject({ type: v.literal('order.placed'), space: whole(3) }),
	v.strictObject({
		type: v.literal('judge.played'),
		// The caravanserai holds 8 cards, fewer once the caravan deck runs out (RU L583).
		row: v.optional(caravanRow('merv_refusal_judge_row')),
		// One card on top of each stack: 6 stacks (RU L271).
		contracts: v.optional(v.pipe(v.array(contractCard, 'refusal_unknown_entry'), v.maxLength(6, 'merv_refusal_judge_contracts')))
	}),
	v.strictObject({ type: v.literal('judge.chamberlain'), spaceAndSite: v.optional(v.literal(true)) }),
	v.strictObject({ type: v.literal('judge.cityOrder'), order: v.picklist(JUDGE_CITY_ORDERS, 'refusal_unknown_entry') }),
	v.strictObject({
		type: v.literal('turn.silkRoad'),
		post: city,
		goods: v.pipe(v.array(city, 'refusal_unknown_entry'), v.maxLength(8, 'merv_refusal_good_twice')),
		paid: cubes,
		camelsToMarket: whole(12)
	}),
	v.strictObject({
		type: v.literal('turn.mosque'),
		path: v.optional(mosquePath),
		steps: v.pipe(whole(SPACES_AT_MOST), v.minValue(1, 'merv_refusal_mosque_steps')),
		paid: cubes
	}),
	v.strictObject({ type: v.literal('owed.bonusTile'), tile: v.pipe(whole(BONUS_TILES), v.minValue(1, 'merv_refusal_no_such_tile')) }),
	v.strictObject({ type: v.literal('owed.courtier'), court }),
	v.strictObject({
		type: v.literal('contract.fulfilled'),
		card: contractCard,
		paid: cubes,
		anyRare: v.optional(whole(GOODS_OF_EACH_KIND))
	}),
	v.strictObject({ ...printedEntrySchema.entries, values: notList(printedEntrySchema.entries.values, 'refusal_unknown_entry') })
];

/** The shape of every Merv entry (undo excluded). */
const byType = keyedVariant('type', SHAPES, 'refusal_unknown_entry');
export const mervEntry = notList(byType, 'refusal_unknown_entry') as unknown as v.GenericSchema<unknown, MervEntry>;
