/** The library's discovery tiles (RU L709–L762): four tiers, four tiles each, a tile taken is gone for everyone. */
import { CUBE_COLOURS } from './catalog.ts';

/** Tier 1: one cube less for one action each turn (RU L717–L723). */
export const DISCOUNTS = ['discount.caravanserai', 'discount.palace', 'discount.silk-road', 'discount.mosque'] as const;
/** Tier 2: one cube of the tile's colour as any other, once a turn and once per invasion phase at tribute (RU L725–L731); the colour is the tile's, chosen as it shows. */
export const CONVERTS = CUBE_COLOURS.map((c) => `convert.${c}` as const);
/** Tier 3, at once (RU L733–L742). */
export const THIRD = ['third.caravan-card', 'third.trading-post', 'third.mosque-step', 'third.wall-piece'] as const;
/** Tier 4, at once (RU L744–L762). */
export const FOURTH = ['fourth.points', 'fourth.favour-soldier', 'fourth.favours', 'fourth.soldiers'] as const;

export type Discovery = (typeof DISCOUNTS)[number] | (typeof CONVERTS)[number] | (typeof THIRD)[number] | (typeof FOURTH)[number];
export const DISCOVERIES: readonly Discovery[] = [...DISCOUNTS, ...CONVERTS, ...THIRD, ...FOURTH];

/** The tier of a tile, 1–4. */
export function tierOf(tile: Discovery): 1 | 2 | 3 | 4 {
	if ((DISCOUNTS as readonly string[]).includes(tile)) return 1;
	if ((CONVERTS as readonly string[]).includes(tile)) return 2;
	return (THIRD as readonly string[]).includes(tile) ? 3 : 4;
}

/** Discoveries are made on reaching 2, 4, 6 and 8 scrolls, those on contracts counting (RU L709). */
export const DISCOVERY_AT = [2, 4, 6, 8] as const;

/** The tiers newly reached when scrolls go from `before` to `after`. */
export const tiersReached = (before: number, after: number): (1 | 2 | 3 | 4)[] =>
	DISCOVERY_AT.flatMap((at, i) => (before < at && after >= at ? [(i + 1) as 1 | 2 | 3 | 4] : []));

/** The 4th discovery gives 8 points (RU L750–L751). */
export const FOURTH_POINTS = 8;
