/**
 * The entries of the table tracker and their shapes. Values printed on components the app does
 * not know (offers, route costs, contract rewards, city cards, bonus markers) come with the entry.
 */
import * as v from 'valibot';
import { seat } from '../../core/schema.ts';
import { GUILDS, MONEY_BAG_TAKES, SEAL_STATES, type Guild, type MoneyBagTake, type SealState } from '../catalog.ts';
import { printedEntrySchema } from '../../core/printed.ts';
import { listOf, notList, num, wholeIn } from '../../core/schema.ts';
import { bundle, jadeFor, place, shaped, signedBundle, UNKNOWN_ENTRY as UNKNOWN } from '../entry-shape.ts';
import { PLACE_ID } from '../board/places.ts';
import type { JadeFor } from '../table/stock.ts';
import {
	CITY_CARD_CITY_SPACES,
	FIGURE_NOS,
	SPECIAL_CITIES,
	TABLE_OPTIONS,
	type Bundle,
	type FigureNo,
	type SpecialCity,
	type TableOptions
} from '../table/state.ts';

/** Reward icons of a contract besides goods and points (RU L975–1001). */
export interface ContractExtras {
	plusOnes?: number;
	blackDieFace?: number;
}

/**
 * Where a contract taken outside the Contracts action comes from: a city with contracts on arriving there
 * with a new trading post (PT L453, HU L434), the top of the pile (a reward icon, RU L975), a city with the
 * player's trading post (a reward icon, RU L977).
 */
export const CONTRACT_SOURCES = ['arrival', 'pile', 'city'] as const;
export type ContractSource = (typeof CONTRACT_SOURCES)[number];

/** What Möngke Khan takes besides 3 VP for an oasis: 2 coins or 1 camel (RU L1120). */
export type OasisChoice = 'coins' | 'camels';

export type BookSpace = 'book-1' | 'book-2' | 'book-3-upper' | 'book-3-lower';
export type TravelSpace = 'travel-lower' | 'travel-middle' | 'travel-upper';

export type ActionDetail =
	| { space: BookSpace; pay: Bundle; gain: Bundle }
	| { space: 'khans-favor' }
	| { space: 'guild-seal'; guild: Guild }
	| {
			space: TravelSpace;
			steps: number;
			routeCost: Bundle;
			tradingPosts: string[];
			/** With all 11 trading posts out, the one that moves to the first city (RU L502). */
			movedFrom?: string;
			gain: Bundle;
			/** Möngke Khan: for each different oasis passed or ended on, 3 VP and 2 coins or 1 camel as chosen (RU L1120). */
			oases?: OasisChoice[];
			/** Outpost bonus tiles of the cities built in first (RU L493–495), kept apart from `gain` for Filippo Vitello (RU L1154). */
			outposts?: Bundle[];
			/** The places of the move, from the figure's to the end (learned board): then the rules price the routes. */
			path?: string[];
			/** The figure `path` moves: Mailin & Tian Chin's second is 1 (RU L1148); the first when left out. */
			figure?: FigureNo;
			/** Mailin & Tian Chin: the other figure's path, when the steps are shared between the two (RU L1148). */
			otherPath?: string[];
	  }
	| { space: 'contracts'; take: number; discard: number[] }
	| { space: SpecialCity; slot: 1 | 2; gain: Bundle }
	| {
			space: 'city-card';
			card: number | 'area-1' | 'area-2';
			pay: Bundle;
			gain: Bundle;
			/** The card that takes a guild seal with 1 die and 1 camel: the seal taken (RU L1059–1061); the card's cost and gain come from the rules then. */
			guild?: Guild;
			/** A card that moves the figure: Möngke Khan's oases (RU L1120, L1164). */
			oases?: OasisChoice[];
	  };

export type TrackerEntry =
	| { type: 'round.started'; bonuses: { player: number; gain: Bundle }[] }
	| {
			type: 'dice.rolled';
			player: number;
			faces: number[];
			compensation: { coins: number; camels: number };
			/** Isabella Donati: the faces of the pairs taken as one double bonus each instead of two die bonuses (RU L1176–1182). */
			doubles?: number[];
	  }
	/** `learned`: the board facts this action taught the game (asked once, not known before), recorded with it (learned-facts.ts). */
	| ({ type: 'action'; player: number; dice: number[]; jadeFor?: JadeFor; learned?: LearnedValues } & ActionDetail)
	| { type: 'bonus.moneyBag'; player: number; die: number; take: MoneyBagTake }
	| { type: 'bonus.reroll'; player: number; die: number; face: number; jadeFor?: JadeFor }
	| { type: 'bonus.adjustDie'; player: number; die: number; delta: 1 | -1; jadeFor?: JadeFor }
	| { type: 'bonus.blackDie'; player: number; face: number; jadeFor?: JadeFor }
	| { type: 'bonus.fulfilContract'; player: number; contract: number; pay: Bundle; reward: Bundle; reward2?: ContractExtras; jadeFor?: JadeFor }
	| { type: 'bonus.improveSeal'; player: number; guild: Guild; cost: Bundle; bonus: Bundle; jadeFor?: JadeFor }
	| { type: 'contract.taken'; player: number; from: ContractSource; discard?: number | 'taken' }
	| { type: 'turn.ended'; player: number }
	| { type: 'table.adjust'; player: number; delta: Bundle }
	| { type: 'bonus.outpostTile'; player: number; tile: number }
	| { type: 'table.tradingPost'; player: number; city: string; gain: Bundle; movedFrom?: string; outpost?: Bundle; learned?: LearnedValues }
	| { type: 'table.seal'; player: number; guild: Guild; seal: SealState }
	/** A correction: where one of the player's figures stands. */
	| { type: 'table.figure'; player: number; figure?: FigureNo; place: string }
	| { type: 'option.set'; option: 'isabellaRolls'; value: TableOptions['isabellaRolls'] };

/** Learned facts by printed-value id (learned-facts.ts): the rules check each as the copy of the game does. */
export type LearnedValues = Record<string, unknown>;

export type ActionEntry = Extract<TrackerEntry, { type: 'action' }>;
export type ActionSpace = ActionEntry['space'];

/** Every space an action may name, as the action area shows them (RU L204–600). */
export const ACTION_SPACES: readonly ActionSpace[] = [
	'book-1',
	'book-2',
	'book-3-upper',
	'book-3-lower',
	'khans-favor',
	'guild-seal',
	'travel-lower',
	'travel-middle',
	'travel-upper',
	'contracts',
	'baghdad',
	'balkh',
	'hormuz',
	'city-card'
];
export type TrackerEntryOf<T extends TrackerEntry['type']> = Extract<TrackerEntry, { type: T }>;

// ——— shapes ———

const NO_DIE = 'refusal_no_such_die';
const NO_CONTRACT = 'refusal_no_such_contract';
const NO_SPACE = 'marco_polo_2_refusal_no_such_space';
const CITY_MISSING = 'marco_polo_2_refusal_trading_post_city_missing';
const TAKE = 'marco_polo_2_refusal_contracts_take';

const guild = v.picklist(GUILDS, 'marco_polo_2_refusal_no_such_guild');
const city = v.pipe(v.string(CITY_MISSING), v.maxLength(60, CITY_MISSING));
const movedFrom = v.optional(v.pipe(v.string(), v.maxLength(60)));
const NO_TILE = 'marco_polo_2_refusal_no_such_tile';
const NO_PLACE = 'marco_polo_2_refusal_travel_path_short';
const NO_PLACE_NAMED = 'marco_polo_2_refusal_figure_place';
const oases = v.optional(listOf(v.picklist(['coins', 'camels'], UNKNOWN), 12));
const placeList = listOf(v.pipe(v.string(NO_PLACE), v.regex(PLACE_ID, NO_PLACE)), 30, NO_PLACE);
const figureNo = v.optional(v.picklist(FIGURE_NOS, 'marco_polo_2_refusal_no_second_figure'));

/** Learned facts by id, a plain object (a record schema reads an array as one), as printed.recorded has them. */
export const learnedValues = notList(printedEntrySchema.entries.values);
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
export const TRACKER_SHAPES = {
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
		jadeFor
	}),
	'bonus.improveSeal': v.strictObject({ type: v.literal('bonus.improveSeal'), player: seat, guild, cost: bundle, bonus: bundle, jadeFor }),
	'contract.taken': v.strictObject({
		type: v.literal('contract.taken'),
		player: seat,
		from: v.picklist(CONTRACT_SOURCES, UNKNOWN),
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
		option: v.literal('isabellaRolls', UNKNOWN),
		value: v.picklist(TABLE_OPTIONS.isabellaRolls, UNKNOWN)
	})
};

/** An action entry's shape by its space, or undefined for a space there is none of. */
export function actionShapeOf(space: unknown): v.StrictObjectSchema<v.ObjectEntries, undefined> | undefined {
	return Object.values(ACTION_SHAPES).find((shape) => v.is(shape.entries.space, space));
}
