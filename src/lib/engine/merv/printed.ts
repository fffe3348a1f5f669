/**
 * Merv's printed values: what the Russian rulebook shows only as pictures (its icons were lost).
 * Each is built in where the text states it, a researched default the player may correct, or
 * unknown until the player reads it off their own copy, once, when the app first needs it.
 */
import * as v from 'valibot';
import { printedCatalog, printedValue, type Copy, type PrintedCatalog, type PrintedDef } from '../core/printed.ts';
import { whole } from '../core/schema.ts';
import { ACTIONS, BONUS_TILES, CONTRACTS, COURTS, CUBE_COLOURS, type Action, type Court, type CubeColour } from './catalog.ts';

/** The rewards of the camel market's corners (RU L393–L399). */
export const MARKET_REWARDS = ['white-cube', 'scroll', 'caravan-card', 'favour', 'rare-good', 'mosque-step', 'soldier'] as const;
export const MARKET_SIDES = ['a', 'b'] as const;
export type MarketSide = (typeof MARKET_SIDES)[number];
export const CORNERS = ['nw', 'ne', 'se', 'sw'] as const;

export type MervPrintedKind = 'site' | 'space' | 'action' | 'colour' | 'wall' | 'reward' | 'points';

export const siteTileId = (n: number) => `merv.site-tile.${n}`;
export const FAVOUR_LAST = 'merv.favour-track.last';
export const INFLUENCE_LAST = 'merv.influence-track.last';
/** Where the influence track's 2×, 3×, 4× spice symbols are (RU L597–L601). */
export const spiceThresholdId = (types: 2 | 3 | 4) => `merv.influence-track.spices-${types}`;
export const MOSQUE_TOP = 'merv.mosque.top';
export const bonusTileId = (n: number) => `merv.bonus-tile.${n}`;
export const courtColourId = (court: Court) => `merv.court-colour.${court}`;
export const wallId = (n: number) => `merv.wall.${n}`;
export const gateId = (n: number) => `merv.gate.${n}`;
export const marketCornerId = (side: MarketSide, corner: (typeof CORNERS)[number]) => `merv.market.${side}.${corner}`;
export const contractId = (n: number) => `merv.contract.${n}`;

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

const def = (id: string, group: string, kind: MervPrintedKind, params: Record<string, string | number> = {}, more: Partial<PrintedDef> = {}): PrintedDef => ({
	id,
	group,
	kind,
	params,
	...more
});

export const PRINTED_VALUES: readonly PrintedDef[] = [
	...range(24).map((n) => def(siteTileId(n), 'site-tiles', 'site', { n }, { known: siteTileDefault(n) })),
	def(FAVOUR_LAST, 'tracks', 'space', { track: 'favour' }),
	def(INFLUENCE_LAST, 'tracks', 'space', { track: 'influence' }),
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
	...range(CONTRACTS).map((n) => def(contractId(n), 'contracts', 'points', { n }))
];

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
	space: whole(99),
	action: v.picklist(ACTIONS),
	colour: v.picklist(CUBE_COLOURS),
	wall: v.strictObject({ colour: v.picklist(CUBE_COLOURS), cubes: v.picklist([1, 2]) }),
	reward: v.picklist(MARKET_REWARDS),
	points: whole(99)
};

export const mervPrinted: PrintedCatalog = printedCatalog(PRINTED_VALUES, (kind) => SCHEMAS[kind as MervPrintedKind] ?? v.never());

/** A printed value as this game's copy holds it, or null while unknown. */
export const mervValue = <T>(copy: Copy, id: string): T | null => printedValue(mervPrinted, copy, id) as T | null;

/** The 24 site tiles as the copy describes them. */
export const siteTiles = (copy: Copy): SiteTile[] => range(24).map((n) => mervValue<SiteTile>(copy, siteTileId(n))!);
