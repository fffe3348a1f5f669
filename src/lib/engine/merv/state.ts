/** The state a Merv log replays to. */
import { emptyCopy, type Copy } from '../core/printed.ts';
import { ACTIONS, COURTS, CUBES, NEAR_CITIES, SPICES } from './catalog.ts';
import type { Action, City, Court, Cube, CubeColour, Discovery, NearCity, Side } from './catalog.ts';
import type { PlayerColour } from './meta.ts';
import type { MarketSide } from './printed.ts';

export type Phase = 'new' | 'setup' | 'playing' | 'finished';

/** How the table gives the app its city: dealt by the app, laid by the players and recorded, or not at all (counts only). */
export type CityMode = 'dealt' | 'recorded' | 'counts';

/**
 * The solo judge's city orders, its Silk Road's (RU L1202) and its third discovery's (RU L1180–L1182), differ
 * (merv-rules-notes item 6), perhaps on purpose, perhaps an erratum. The table chooses: each as printed (the
 * default), or one of them for both.
 */
export const JUDGE_CITY_ORDERS = ['as-printed', 'silk-road-order', 'discovery-order'] as const;
export type JudgeCityOrder = (typeof JUDGE_CITY_ORDERS)[number];

/** Each participant's counts: track positions, points and the things in front of them, each a number the table steps up and down. */
export const TALLY_FIELDS = [
	'points',
	'favour',
	'influence',
	'camels',
	...CUBES.map((c) => `cubes.${c}` as const),
	...COURTS.map((c) => `court.${c}` as const),
	'scrolls',
	'scrollsOnContracts',
	'common',
	'rare',
	'commonOnContracts',
	'rareOnContracts',
	...SPICES.map((s) => `spice.${s}` as const),
	'mosqueLevel',
	'mosquePath',
	'contracts',
	// Only when the city is not on the phone: buildings counted by the action of their sites.
	...ACTIONS.map((a) => `built.${a}` as const)
] as const;
export type TallyField = (typeof TALLY_FIELDS)[number];
export type Tally = Record<TallyField, number>;

export const emptyTally = (): Tally => Object.fromEntries(TALLY_FIELDS.map((f) => [f, 0])) as Tally;

/** An extra-cube upgrade of a colour, or a white-cube upgrade (RU L153–L157). */
export type Upgrade = CubeColour | 'white';

/** A site tile in the city and what stands on it; owners and soldiers by colour (a player's, the chamberlain's, the judge's). */
export interface Site {
	action: Action;
	colour: CubeColour;
	building: PlayerColour | null;
	upgrade: Upgrade | null;
	soldier: PlayerColour | null;
}

/** A participant who scores: each player, then the judge in a solo game. */
export interface Participant {
	name: string;
	colour: PlayerColour;
	tally: Tally;
	/** Bonus tiles held, by number (1–4). */
	bonusTiles: number[];
	/** Discovery tiles taken in the library (RU L681–L727), in the order taken. */
	discoveries?: Discovery[];
	/** Trading posts founded on the Silk Road (RU L784), in the order founded. */
	posts?: City[];
	/** Contract cards fulfilled (RU L409), by number, in the order fulfilled. */
	contractCards?: number[];
}

/** Who is on the turn-order track: a participant by index, or the chamberlain. */
export type Seat = number | 'chamberlain';

/** One attacked building of the invasion under way, in the order the Mongols reach it. */
export interface Attack {
	cell: number;
	side: Side;
	owner: PlayerColour;
}

export interface Invasion {
	attacks: Attack[];
	/** Per attacked cell: the tribute cube paid, or null when the building was given up. */
	decided: Record<number, Cube | null>;
	/** The participants who paid a tribute with their second discovery's colour, once per invasion phase (RU L731). */
	converted: number[];
}

/** One participant's yearly score, as it was added (RU L465–L511). */
export interface YearScore {
	palace: number;
	/** Courtiers that scored, per court. */
	courtiers: Record<Court, number>;
	favourPaid: number;
	buildings: number;
	bonusTiles: number;
	mosqueTop: number;
	total: number;
}

/** A cube a site gives: its colour, or white with a white upgrade (RU L1381). */
export interface Produced {
	/** What the one who activates the site takes. */
	activator: Cube[];
	/** What another participant owning the site takes with them (RU L366–L369); null when nobody does. */
	owner: { who: number; cubes: Cube[] } | null;
}

/** Something a reward gives that needs the player's choice before the turn ends. */
export type Owed =
	| { kind: 'soldier' }
	| { kind: 'white-upgrade'; anySite: boolean }
	| { kind: 'discovery'; tier: 1 | 2 | 3 | 4 }
	| { kind: 'wall-piece' }
	/** The mosque's extra-cube upgrade of the player's choice, on a site with their building (RU L837). */
	| { kind: 'extra-upgrade' }
	/** One of the 4 bonus tiles (RU L838). */
	| { kind: 'bonus-tile' }
	/** A courtier on any free place of the palace, free (RU L841). */
	| { kind: 'courtier' };

/** The turn under way: whose, the action space and site taken, what it produced and what is done. */
export interface Turn {
	seat: Seat;
	/** The line of the action space taken this turn (a column in rounds 1 and 3, a row in 2 and 4). */
	line: number | null;
	/** The site activated; null before, or when the chamberlain finds no empty site. */
	cell: number | null;
	activated: boolean;
	built: boolean;
	produced: Produced | null;
	/** The one action done (RU L375): the site's, favour or a soldier. */
	action: Action | 'favour' | 'soldier' | null;
	market: boolean;
	owed: Owed[];
	/** The second discovery's colour used as another this turn (RU L699). */
	converted: boolean;
}

/** The end of a round: the masters go to the next turn-order track, farthest first, and may bribe (RU L405–L427). */
export interface Reorder {
	/** Who decides, in order: the master farthest from the next track first. */
	queue: Seat[];
	/** The next track's spaces, first to last. */
	track: (Seat | null)[];
	/** Camels lying on each space of the next track. */
	camels: number[];
}

/** One thing to do at the table: a message key and its params (a side, court, action, spice, corner or colour as its id, for the screen to name). */
export interface JudgeStep {
	key: string;
	params?: Record<string, string | number>;
}

/** The judge's last turn, or its choice for the chamberlain (RU L969–L971), as steps for the table to follow with the pieces. */
export interface JudgeReport {
	seat: 'judge' | 'chamberlain';
	year: number;
	round: number;
	/** The card played (RU L979), or null: none could be, or the chamberlain's turn. */
	card: Action | null;
	/** The cards turned over and discarded before it (RU L981). */
	discarded: Action[];
	steps: JudgeStep[];
}

export interface MervState {
	phase: Phase;
	seed: string;
	/** The players at the table, in seating order (for the home list and the core). */
	players: { name: string; colour: PlayerColour }[];
	/** The players, then the judge in a solo game. */
	participants: Participant[];
	/** The neutral colours: the chamberlain's (2 players, solo) and the judge's (solo). */
	chamberlain: PlayerColour | null;
	judge: PlayerColour | null;
	/** The judge's deck as set up (RU L247–L249), top first; the cards turned over leave it. */
	judgeDeck: Action[];
	/** The judge's card turned over this round (RU L979), discarded at the end of the round (RU L1067). */
	judgeCard: Action | null;
	/** The judge's discarded cards, in the order discarded (RU L981, L1067); shuffled back on top after a scoring (RU L1079). */
	judgeDiscards: Action[];
	/** The judge's cards put back in the box: Library at 8 scrolls (RU L1152), Mosque at the top (RU L1230). */
	judgeOut: Action[];
	/** The judge's last turn as steps for the table. */
	judgeLast: JudgeReport | null;
	/** Which of the judge's two printed orders of cities it follows (merv-rules-notes item 6): the table's choice, each as printed until it says. */
	judgeCityOrder: JudgeCityOrder;
	order: Seat[];
	marketSide: MarketSide;
	marketSideDrawn: boolean;
	cityMode: CityMode | null;
	/** 25 cells, row by row from the north-west; the camel market's cell and sites not recorded yet are null. */
	city: (Site | null)[];
	/** Wall pieces built, per side, slot by slot along the side (the middle slot the gate's). */
	walls: Record<Side, boolean[]>;
	year: number;
	stage: 'actions' | 'invasion' | 'scoring' | 'final';
	invasion: Invasion | null;
	/** The palace choices made for the coming yearly scoring, by participant. */
	palaceChoices: Record<number, Record<Court, number>>;
	/** Each year's scores, by participant. */
	years: YearScore[][];
	/** The spice sets each participant scored at the end (RU L899–L915), once the game is over. */
	spiceSets: number[];
	copy: Copy;
	/** The round of the year's action phase (1–4); 5 once the four are played (RU L326). */
	round: number;
	/** Who took each action space on this round's side, by line. */
	spaces: (Seat | null)[];
	/** Which place in the turn order plays now. */
	turnAt: number;
	turn: Turn | null;
	reorder: Reorder | null;
	/** Camels on the camel market and which corners hold one (RU L389–L399). */
	market: { camels: number; corners: boolean[] };
	/** The chamberlain's camels from bribes (RU L951–L953). */
	chamberlainCamels: number;
	/** Camels lying on the spaces of the four turn-order tracks: NW, NE, SE, SW (RU L425). */
	trackCamels: number[][];
	/** The wall pieces built so far, by their printed-value id. */
	piecesBuilt: string[];
	/** The near cities still holding their camel (RU L267): the first trading post there takes it (RU L786). */
	roadCamels: NearCity[];
	/** Per mosque path, whether its first space still holds its camel (RU L283, L824). */
	mosqueCamels: boolean[];
}

const noWalls = (): Record<Side, boolean[]> => ({
	north: [false, false, false, false, false],
	east: [false, false, false, false, false],
	south: [false, false, false, false, false],
	west: [false, false, false, false, false]
});

export const initialState = (): MervState => ({
	phase: 'new',
	seed: '',
	players: [],
	participants: [],
	chamberlain: null,
	judge: null,
	judgeDeck: [],
	judgeCard: null,
	judgeDiscards: [],
	judgeOut: [],
	judgeLast: null,
	judgeCityOrder: 'as-printed',
	order: [],
	marketSide: 'a',
	marketSideDrawn: true,
	cityMode: null,
	city: Array.from({ length: 25 }, () => null),
	walls: noWalls(),
	year: 1,
	stage: 'actions',
	invasion: null,
	palaceChoices: {},
	years: [],
	spiceSets: [],
	copy: emptyCopy(),
	round: 1,
	spaces: [null, null, null, null, null],
	turnAt: 0,
	turn: null,
	reorder: null,
	market: { camels: 0, corners: [false, false, false, false] },
	chamberlainCamels: 0,
	trackCamels: [0, 1, 2, 3].map(() => [0, 0, 0, 0]),
	piecesBuilt: [],
	roadCamels: [...NEAR_CITIES],
	mosqueCamels: [true, true, true, true]
});
