/**
 * The table as the tracker keeps it during play: the round, whose turn it is, the dice on the
 * action spaces this round and each player's stock, dice, trading posts, seals and contracts.
 */
import { refuse, type Refusal } from '../../core/log.ts';
import { checkSeat, withPlayer } from '../../core/players.ts';
import { START_PLACE } from '../board/places.ts';
import { BLACK_DICE, BLOCKING_DICE, MAILIN_TIAN_CHIN_EXTRA_COINS, STARTING, type CharacterId, type Guild, type SealState, type Stock } from '../catalog.ts';

export { STOCK, type Stock } from '../catalog.ts';
/** Coins, camels, goods and points gained or paid at once. */
export type Bundle = Partial<Record<Stock | 'points', number>>;

export interface Die {
	face: number;
	black: boolean;
}

/** Where a trading post stands: a special city, a city with city-card space N, or another city by name. */
export type SpecialCity = 'baghdad' | 'balkh' | 'hormuz';
export const SPECIAL_CITIES: readonly SpecialCity[] = ['baghdad', 'balkh', 'hormuz'];
/** The trading-post name of the city next to city-card space n (1–6). */
export const cityCardCity = (n: number) => `city-card-${n}`;

export interface ActiveContract {
	/** Starting contracts go back to the box when discarded, others under the pile (RU L531). */
	starting: boolean;
	/** Taken during this turn: may not be discarded in the same turn (RU L542). */
	takenThisTurn: boolean;
}

export interface TablePlayer {
	stock: Record<Stock, number>;
	/** Points on the score track (0 = the start space). */
	points: number;
	dice: Die[];
	rolled: boolean;
	tradingPosts: string[];
	seals: Record<Guild, SealState>;
	contracts: ActiveContract[];
	completedContracts: number;
	/** "+1" coat-of-arms icons gained (contract rewards and others). */
	plusOnes: number;
	/** Filippo Vitello: the outpost bonus tiles he holds, each what it gives when he cashes it (RU L1154). */
	outpostTiles: Bundle[];
	blackDieBoughtThisTurn: boolean;
	/** Where the figure stands: Beijing at the start (RU L158), then where a move named place by place or a correction
	 * put it; unknown after a move that named no path. */
	figure?: string;
	/** Mailin & Tian Chin's second figure (RU L1148), likewise. */
	secondFigure?: string;
}

/** Which of a player's figures: the first, or Mailin & Tian Chin's second (RU L1148). */
export type FigureNo = 0 | 1;
export const FIGURE_NOS: readonly FigureNo[] = [0, 1];

/** Where one of the player's figures stands, when a move or a correction named it. */
export const figurePlace = (p: Pick<TablePlayer, 'figure' | 'secondFigure'>, n: FigureNo): string | undefined => (n === 0 ? p.figure : p.secondFigure);

/** The player after a move that named no path: where the figures stand is no longer known. */
export function figuresUnknown(p: TablePlayer): TablePlayer {
	const { figure: _first, secondFigure: _second, ...rest } = p;
	return rest;
}

/** The player with one figure standing somewhere else. */
export const withFigure = (p: TablePlayer, n: FigureNo, place: string): TablePlayer => (n === 0 ? { ...p, figure: place } : { ...p, secondFigure: place });

export type BlueSpace = 'book-1' | 'book-2' | 'book-3-upper' | 'book-3-lower' | 'guild-seal' | 'travel-lower' | 'travel-middle' | 'travel-upper' | 'contracts';
export const BLUE_SPACES: readonly BlueSpace[] = [
	'book-1',
	'book-2',
	'book-3-upper',
	'book-3-lower',
	'guild-seal',
	'travel-lower',
	'travel-middle',
	'travel-upper',
	'contracts'
];

/** Dice a blue space needs and the lowest face it takes (RU L263–281, L332, L375, L508). */
export const BLUE_SPACE_RULES: Record<BlueSpace, { dice: number; minDie: number }> = {
	'book-1': { dice: 1, minDie: 1 },
	'book-2': { dice: 1, minDie: 3 },
	'book-3-upper': { dice: 1, minDie: 5 },
	'book-3-lower': { dice: 1, minDie: 5 },
	'guild-seal': { dice: 2, minDie: 1 },
	'travel-lower': { dice: 1, minDie: 1 },
	'travel-middle': { dice: 2, minDie: 1 },
	'travel-upper': { dice: 3, minDie: 1 },
	contracts: { dice: 1, minDie: 1 }
};

/** Trading posts a travel space may build: the upper one two, the others one (RU L456). */
export const TRAVEL_TRADING_POSTS: Record<'travel-lower' | 'travel-middle' | 'travel-upper', number> = {
	'travel-lower': 1,
	'travel-middle': 1,
	'travel-upper': 2
};

/** What a book's tile offer may cost: 1 or 2 jade, the free ones nothing (RU L287). */
export const OFFER_PAY_KEYS = ['jade'] as const;
export const OFFER_MAX_JADE = 2;
/** What a contract is paid with: goods and camels, jade also for camels; never coins or points (RU L612–630). */
export const CONTRACT_PAY_KEYS = ['camels', 'pepper', 'silk', 'gold', 'jade'] as const;

/** Lower travel space: 2 coins, exactly 1 step (RU L398). */
export const LOWER_TRAVEL_COINS = 2;
/** Contracts action: 3 coins when at least one contract is taken (RU L508–512). */
export const CONTRACTS_ACTION_COINS = 3;
export const ACTIVE_CONTRACT_SLOTS = 2;

export interface Placement {
	/** The seat, or null for a neutral blocking die. */
	player: number | null;
	dice: Die[];
}

/** A trading post built during the turn now being played: its city's action is the player's from their next turn (RU L428, L434, L445). */
export interface TurnPost {
	player: number;
	city: string;
	/** A contract was taken on arriving with it (a city with contracts, PT L453, HU L434). */
	contract: boolean;
}

/**
 * Choices the table makes where the rulebooks differ. Isabella Donati's bonus per die: for the first roll of each die in a
 * round (RU L1172, the default) or for every roll (the English text), rerolls included.
 */
export const TABLE_OPTIONS = { isabellaRolls: ['first-roll', 'every-roll'] } as const;
export type TableOptions = { [K in keyof typeof TABLE_OPTIONS]: (typeof TABLE_OPTIONS)[K][number] };
export const defaultOptions = (): TableOptions => ({ isabellaRolls: 'first-roll' });

export interface TableState {
	round: number;
	stage: 'before-round' | 'rolling' | 'turns' | 'round-over' | 'game-over';
	turn: number | null;
	mainActionTaken: boolean;
	/**
	 * Dice the player whose turn it is held when the turn passed to them, plus the black dice
	 * gained during the turn (they count as dice, RU L681). Before the main action the money bag
	 * may take the last die only when this is 1: the special case of RU L681 (0 outside turns).
	 */
	turnStartDice: number;
	/** Placements this round by space id (blue and brown), neutral dice included. */
	spaces: Record<string, Placement[]>;
	blackDiceInSupply: number;
	firstPlayer: number;
	/** The first player of the next round, from the travel spaces used (RU L798). */
	nextFirstPlayer: number;
	highestTravelRank: number;
	players: TablePlayer[];
	/** Something was tracked: final scoring then opens prefilled from the table. */
	tracked: boolean;
	/** Trading posts built during the turn now being played (by anyone, corrections too); emptied when a turn ends or a round starts. */
	turnPosts: TurnPost[];
	options: TableOptions;
}

/** Who sits at the table, as the tracker needs them: characters change rules, names go into refusals. */
export type Seats = readonly { name: string; character: CharacterId | null }[];

export function newTablePlayer(character: CharacterId | null): TablePlayer {
	return {
		stock: {
			coins: STARTING.coins + (character === 'mailin-tian-chin' ? MAILIN_TIAN_CHIN_EXTRA_COINS : 0),
			camels: STARTING.camels,
			pepper: 0,
			silk: 0,
			gold: 0,
			jade: 0
		},
		points: 0,
		dice: [],
		rolled: false,
		tradingPosts: [],
		seals: { farmers: 'none', spicers: 'none', tailors: 'none', jewelers: 'none' },
		contracts: [{ starting: true, takenThisTurn: false }],
		completedContracts: 0,
		plusOnes: 0,
		outpostTiles: [],
		blackDieBoughtThisTurn: false,
		// Every figure starts in Beijing, Mailin & Tian Chin's second one beside the first (RU L158, L1148).
		figure: START_PLACE,
		...(character === 'mailin-tian-chin' ? { secondFigure: START_PLACE } : {})
	};
}

/** Neutral dice placed for the whole game with 2 and 3 players (RU L828–842). */
export function neutralSpaces(playerCount: number): Record<string, Placement[]> {
	const spaces: Record<string, Placement[]> = {};
	for (const b of BLOCKING_DICE[playerCount] ?? []) (spaces[b.space] ??= []).push({ player: null, dice: [{ face: b.face, black: false }] });
	return spaces;
}

/** The table laid at the end of setup, for these players with their characters and the first player. */
export const tableAtSetup = (state: { players: Seats; firstPlayer: number | null }): TableState =>
	newTable(
		state.players.map((p) => p.character),
		state.firstPlayer ?? 0
	);

function newTable(characters: readonly (CharacterId | null)[], firstPlayer: number): TableState {
	return {
		round: 0,
		stage: 'before-round',
		turn: null,
		mainActionTaken: false,
		turnStartDice: 0,
		spaces: neutralSpaces(characters.length),
		blackDiceInSupply: BLACK_DICE[characters.length] ?? 0,
		firstPlayer,
		nextFirstPlayer: firstPlayer,
		highestTravelRank: -1,
		players: characters.map(newTablePlayer),
		tracked: false,
		turnPosts: [],
		options: defaultOptions()
	};
}

/** The table with one player's things replaced. */
export const withTablePlayer = (t: TableState, i: number, p: TablePlayer): TableState => withPlayer(t, i, () => p);

/** Why `player` cannot do something that belongs to their turn now, or null. */
export function checkTurn(table: TableState, seats: Seats, player: number): Refusal | null {
	const bad = checkSeat(player, table.players.length);
	if (bad) return bad;
	if (table.stage !== 'turns') return refuse('refusal_not_during_turns');
	if (table.turn !== player) return refuse('refusal_not_your_turn', { name: seats[table.turn ?? 0]?.name ?? '' });
	return null;
}
