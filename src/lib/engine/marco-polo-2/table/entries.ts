/**
 * The entries of the table tracked in play: what each says. Values printed on components the app does not know (offers,
 * route costs, contract rewards, city cards, bonus markers) come with the entry. Their shapes are with every other
 * entry's, in ../entries.ts.
 */
import type { Guild, MoneyBagTake, SealState } from '../catalog.ts';
import type { JadeFor } from './stock.ts';
import type { Bundle, FigureNo, SpecialCity, TableOptions } from './state.ts';

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
	/** `learned`: the board facts this action taught the game (asked once, not known before), recorded with it (../handlers/copy.ts). */
	| ({ type: 'action'; player: number; dice: number[]; jadeFor?: JadeFor; learned?: LearnedValues } & ActionDetail)
	| { type: 'bonus.moneyBag'; player: number; die: number; take: MoneyBagTake }
	| { type: 'bonus.reroll'; player: number; die: number; face: number; jadeFor?: JadeFor }
	| { type: 'bonus.adjustDie'; player: number; die: number; delta: 1 | -1; jadeFor?: JadeFor }
	| { type: 'bonus.blackDie'; player: number; face: number; jadeFor?: JadeFor }
	| {
			type: 'bonus.fulfilContract';
			player: number;
			contract: number;
			pay: Bundle;
			reward: Bundle;
			reward2?: ContractExtras;
			jadeFor?: JadeFor;
			/** The contract card of the copy it is (table/contract-cards.ts): what is paid and gained must be what it prints. */
			card?: number;
			/** The card, when this contract taught it (undone with it). */
			learned?: LearnedValues;
	  }
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

/** Learned facts by printed-value id (../handlers/copy.ts): the rules check each as the copy of the game does. */
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
