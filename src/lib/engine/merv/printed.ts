/**
 * Merv's printed values: what the Russian rulebook shows only as pictures (its icons were lost).
 * Each is built in where the text states it, a researched default the player may correct, or
 * unknown until the player reads it off their own copy, once, when the app first needs it.
 */
import * as v from 'valibot';
import { printedCatalog, printedValue, type Copy, type PrintedCatalog, type PrintedDef } from '../core/printed.ts';
import { whole } from '../core/schema.ts';
import {
	ACTIONS,
	BONUS_TILES,
	CITIES,
	CONTRACTS,
	COURTS,
	CUBE_COLOURS,
	GOODS_OF_EACH_KIND,
	isNear,
	MOSQUE_PATHS,
	SCROLLS,
	type Action,
	type City,
	type Court,
	type CubeColour
} from './catalog.ts';

/** The rewards of the camel market's corners (RU L393–L399). */
export const MARKET_REWARDS = ['white-cube', 'scroll', 'caravan-card', 'favour', 'rare-good', 'mosque-step', 'soldier'] as const;
export const MARKET_SIDES = ['a', 'b'] as const;
export type MarketSide = (typeof MARKET_SIDES)[number];
export const CORNERS = ['nw', 'ne', 'se', 'sw'] as const;

export type MervPrintedKind =
	'site' | 'space' | 'action' | 'colour' | 'wall' | 'reward' | 'points' | 'track-points' | 'colour-pair' | 'mosque-cost' | 'mosque-reward' | 'contract';

/** What a mosque space gives (RU L834–L843); 'none' for a space that shows points only, should the player's copy have one. */
export const MOSQUE_REWARDS = ['camel', 'white-upgrade', 'favour', 'extra-upgrade', 'bonus-tile', 'soldier', 'courtier', 'wall-piece', 'top', 'none'] as const;
export type MosqueReward = (typeof MOSQUE_REWARDS)[number];

/**
 * The highest space a copy may give for a track (a track's last space, the mosque's top): a bound on
 * what is typed, not a printed value. The mosque's height is the copy's (MOSQUE_TOP): the text gives
 * none (RU L820: the lower levels in 4 parts, the next two in 2, the top ones undivided).
 */
export const SPACES_AT_MOST = 99;

export const siteTileId = (n: number) => `merv.site-tile.${n}`;
export const FAVOUR_LAST = 'merv.favour-track.last';
export const INFLUENCE_LAST = 'merv.influence-track.last';
/** The spaces of a track that show points, and how many: reached or passed while gaining, they score (RU L551, L571). */
export const FAVOUR_POINTS = 'merv.favour-track.points';
export const INFLUENCE_POINTS = 'merv.influence-track.points';
/** One track space with points printed on it; spaces counted from the start space, 0. */
export interface TrackPoints {
	space: number;
	points: number;
}
/** Where the influence track's 2×, 3×, 4× spice symbols are (RU L597–L601). */
export const spiceThresholdId = (types: 2 | 3 | 4) => `merv.influence-track.spices-${types}`;
export const MOSQUE_TOP = 'merv.mosque.top';
export const bonusTileId = (n: number) => `merv.bonus-tile.${n}`;
export const courtColourId = (court: Court) => `merv.court-colour.${court}`;
export const wallId = (n: number) => `merv.wall.${n}`;
export const gateId = (n: number) => `merv.gate.${n}`;
export const marketCornerId = (side: MarketSide, corner: (typeof CORNERS)[number]) => `merv.market.${side}.${corner}`;
export const contractId = (n: number) => `merv.contract.${n}`;
/** A contract card's whole face (RU L405–L409); the older points-only ids stay as stored copies hold them. */
export const contractCardId = (n: number) => `merv.contract-card.${n}`;
/** A Silk Road city's price: a near city's one colour, a far city's two different colours (RU L792). */
export const silkRoadId = (city: City) => `merv.silk-road.${city}`;
/**
 * A mosque step onto a path's level (RU L820–L826), three printed things: the cost on the line below
 * the space (1 or 2 cubes), the reward at the space, the points at the space. Kept apart so that what
 * the worked example gives is built in while the rest (the points it does not mention) is asked.
 * Above level 1 paths share spaces (2 parts, then undivided, RU L820; which paths meet is not
 * stated), so the ids stay per path: a shared space is entered once for each path that reaches it.
 */
export const mosqueCostId = (path: number, level: number) => `merv.mosque.cost.${path}.${level}`;
export const mosqueRewardId = (path: number, level: number) => `merv.mosque.reward.${path}.${level}`;
export const mosquePointsId = (path: number, level: number) => `merv.mosque.points.${path}.${level}`;

const rulebook = <V>(value: V, source: string) => ({ value, source, confidence: 'high' as const });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * 24 tiles for 6 actions and 4 colours suggest one of each pair: an inference, not the rulebook's word,
 * so a default the player corrects if their tiles differ.
 */
const siteTileDefault = (n: number) => ({
	value: { action: ACTIONS[Math.floor((n - 1) / 4)]!, colour: CUBE_COLOURS[(n - 1) % 4]! },
	source: '24 = 6 × 4',
	confidence: 'low' as const
});

const COURT_KNOWN: Partial<Record<Court, PrintedDef['known']>> = {
	faith: rulebook('orange', 'RU L693'),
	commerce: rulebook('sand', 'RU L697')
};

/** The Silk Road example (RU L808–L810): Samarkand orange, Rey purple, Kashgar turquoise and sand. */
const SILK_ROAD_KNOWN: Partial<Record<City, PrintedDef['known']>> = {
	samarkand: rulebook('orange', 'RU L808'),
	rey: rulebook('purple', 'RU L809'),
	kashgar: rulebook(['turquoise', 'sand'], 'RU L810')
};

/**
 * The mosque example (RU L851–L857), path 2 from the left: turquoise to level 1 for its camel, orange
 * to level 2 for a white-cube upgrade, sand to level 3 for a favour; paths 3 and 4 start with purple.
 * The points of these spaces are not told, so they stay unknown; so do the rewards of paths 3 and 4.
 */
const MOSQUE_COST_KNOWN: Record<string, PrintedDef['known']> = {
	[mosqueCostId(2, 1)]: rulebook(['turquoise'], 'RU L853'),
	[mosqueCostId(2, 2)]: rulebook(['orange'], 'RU L855'),
	[mosqueCostId(2, 3)]: rulebook(['sand'], 'RU L857'),
	[mosqueCostId(3, 1)]: rulebook(['purple'], 'RU L851'),
	[mosqueCostId(4, 1)]: rulebook(['purple'], 'RU L851')
};
const MOSQUE_REWARD_KNOWN: Record<string, PrintedDef['known']> = {
	[mosqueRewardId(2, 1)]: rulebook('camel', 'RU L853'),
	[mosqueRewardId(2, 2)]: rulebook('white-upgrade', 'RU L855'),
	[mosqueRewardId(2, 3)]: rulebook('favour', 'RU L857')
};

const def = (id: string, group: string, kind: MervPrintedKind, params: Record<string, string | number> = {}, more: Partial<PrintedDef> = {}): PrintedDef => ({
	id,
	group,
	kind,
	params,
	...more
});

function mosqueStepDefs(path: number, level: number): PrintedDef[] {
	const known = (table: Record<string, PrintedDef['known']>, id: string) => (table[id] ? { known: table[id] } : {});
	return [
		def(mosqueCostId(path, level), 'mosque-steps', 'mosque-cost', { path, level }, known(MOSQUE_COST_KNOWN, mosqueCostId(path, level))),
		def(mosqueRewardId(path, level), 'mosque-steps', 'mosque-reward', { path, level }, known(MOSQUE_REWARD_KNOWN, mosqueRewardId(path, level))),
		def(mosquePointsId(path, level), 'mosque-steps', 'points', { path, level })
	];
}

export const PRINTED_VALUES: readonly PrintedDef[] = [
	...range(24).map((n) => def(siteTileId(n), 'site-tiles', 'site', { n }, { known: siteTileDefault(n) })),
	def(FAVOUR_LAST, 'tracks', 'space', { track: 'favour' }),
	def(INFLUENCE_LAST, 'tracks', 'space', { track: 'influence' }),
	def(FAVOUR_POINTS, 'tracks', 'track-points', { track: 'favour' }),
	def(INFLUENCE_POINTS, 'tracks', 'track-points', { track: 'influence' }),
	...([2, 3, 4] as const).map((types) => def(spiceThresholdId(types), 'tracks', 'space', { types })),
	def(MOSQUE_TOP, 'mosque', 'space'),
	...range(BONUS_TILES).map((n) => def(bonusTileId(n), 'mosque', 'action', { n })),
	...COURTS.map((court) => {
		const known = COURT_KNOWN[court];
		const candidates = known ? undefined : (['purple', 'turquoise'] as const).map((value) => ({ value, source: 'RU L693, L697' }));
		return def(courtColourId(court), 'courts', 'colour', { court }, known ? { known } : { candidates });
	}),
	...range(16).map((n) => def(wallId(n), 'walls', 'wall', { n })),
	...range(4).map((n) => def(gateId(n), 'walls', 'colour', { n, gate: 1 })),
	...MARKET_SIDES.flatMap((side) => CORNERS.map((corner) => def(marketCornerId(side, corner), 'market', 'reward', { side, corner }))),
	...range(CONTRACTS).map((n) => def(contractId(n), 'contracts', 'points', { n })),
	...range(CONTRACTS).map((n) => def(contractCardId(n), 'contract-cards', 'contract', { n, card: 1 })),
	...CITIES.map((city) => {
		const known = SILK_ROAD_KNOWN[city];
		return def(silkRoadId(city), 'silk-road', isNear(city) ? 'colour' : 'colour-pair', { city }, known ? { known } : {});
	}),
	// Every level a copy's top may reach: "Your copy of the game" lists those up to the copy's top.
	...range(MOSQUE_PATHS).flatMap((path) => range(SPACES_AT_MOST).flatMap((level) => mosqueStepDefs(path, level)))
];

/** A contract card's face: what it needs and gives (RU L405–L409). */
export interface ContractCard {
	points: number;
	influence: number;
	scrolls: number;
	common: number;
	rare: number;
	anyGood: number;
	bonus: 'favour' | 'soldier';
	cube?: CubeColour;
}

export interface SiteTile {
	action: Action;
	colour: CubeColour;
}
/** A wall piece: its colour and 1 or 2 cubes, a gate 3 (RU L867, L891). */
export interface WallCost {
	colour: CubeColour;
	cubes: 1 | 2;
}

const SCHEMAS: Record<MervPrintedKind, v.GenericSchema> = {
	site: v.strictObject({ action: v.picklist(ACTIONS), colour: v.picklist(CUBE_COLOURS) }),
	space: whole(SPACES_AT_MOST),
	action: v.picklist(ACTIONS),
	colour: v.picklist(CUBE_COLOURS),
	wall: v.strictObject({ colour: v.picklist(CUBE_COLOURS), cubes: v.picklist([1, 2]) }),
	reward: v.picklist(MARKET_REWARDS),
	points: whole(99),
	'track-points': v.pipe(v.array(v.strictObject({ space: whole(SPACES_AT_MOST), points: whole(99) })), v.maxLength(40)),
	'colour-pair': v.pipe(
		v.array(v.picklist(CUBE_COLOURS)),
		v.length(2),
		v.check((c) => c[0] !== c[1])
	),
	'mosque-cost': v.pipe(v.array(v.picklist(CUBE_COLOURS)), v.minLength(1), v.maxLength(2)),
	'mosque-reward': v.picklist(MOSQUE_REWARDS),
	contract: v.strictObject({
		points: whole(99),
		/** The influence-track space of the card's level (RU L405). */
		influence: whole(SPACES_AT_MOST),
		scrolls: whole(SCROLLS),
		common: whole(GOODS_OF_EACH_KIND),
		rare: whole(GOODS_OF_EACH_KIND),
		/** Goods of either kind (RU L407: "товаров нужного типа"; components §6: a common-or-rare choice). */
		anyGood: whole(GOODS_OF_EACH_KIND),
		bonus: v.picklist(['favour', 'soldier']),
		/** The fee's colour, should the card print one (rules notes 18); otherwise any cube. */
		cube: v.optional(v.picklist(CUBE_COLOURS))
	})
};

export const mervPrinted: PrintedCatalog = printedCatalog(PRINTED_VALUES, (kind) => SCHEMAS[kind as MervPrintedKind] ?? v.never());

/** A printed value as this game's copy holds it, or null while unknown. */
export const mervValue = <T>(copy: Copy, id: string): T | null => printedValue(mervPrinted, copy, id) as T | null;

/** The 24 site tiles as the copy describes them. */
export const siteTiles = (copy: Copy): SiteTile[] => range(24).map((n) => mervValue<SiteTile>(copy, siteTileId(n))!);

/**
 * The site tiles (by number) the copy does not hold: for them the app has only its inference (24 = 6 × 4),
 * which no table confirmed, so it tells no table where to lay a tile from them.
 */
export const siteTilesUnconfirmed = (copy: Copy): number[] => range(24).filter((n) => copy.values[siteTileId(n)] === undefined);

/** A contract card's face as the copy shows it, or null while unknown. */
export const contractFace = (copy: Copy, n: number) => mervValue<ContractCard>(copy, contractCardId(n));
