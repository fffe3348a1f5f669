/** Production (RU L360–L369): what an activated site and its line give, and to whom. */
import { GRID, MARKET_CELL, SIDES, type Cube, type Side } from '../catalog.ts';
import type { PlayerColour } from '../meta.ts';
import type { Site } from '../state.ts';

/** The side the masters stand along in round 1–4: north, east, south, west (RU L334). */
export const sideOfRound = (round: number): Side => SIDES[Math.min(3, Math.max(0, round - 1))]!;
/** Rounds 1 and 3 activate a column, 2 and 4 a row (RU L352). */
export const activatesColumn = (round: number) => round % 2 === 1;

/** The cells of an active line: a column or a row, the camel market left out (it is not a site, RU L350); none for no line. */
export function lineCells(round: number, line: number): number[] {
	if (!Number.isInteger(line) || line < 0 || line >= GRID) return [];
	const cells = Array.from({ length: GRID }, (_, i) => (activatesColumn(round) ? i * GRID + line : line * GRID + i));
	return cells.filter((c) => c !== MARKET_CELL);
}
/** Whether the camel market lies on the active line (RU L385). */
export const marketOnLine = (line: number) => line === 2;

/**
 * What one site gives: its colour, white instead with a white upgrade (RU L164, L1402), and one more cube
 * of an extra-cube upgrade's colour (RU L364).
 */
export function siteYield(site: Site): Cube[] {
	if (site.upgrade === 'white') return ['white'];
	return site.upgrade ? [site.colour, site.upgrade] : [site.colour];
}

/**
 * What an upgrade alone gives the owner of another building in the line (RU L369): an extra cube's colour;
 * a white upgrade gives white (it makes the site's cube white; the rulebook leaves this open).
 */
const upgradeYield = (site: Site): Cube[] => (site.upgrade === null ? [] : [site.upgrade === 'white' ? 'white' : site.upgrade]);

/**
 * The cubes an activation gives: the activated site and every site on the line with a building of the
 * same colour to the one who activates; when the building is another's, its owner takes the activated
 * site's cubes and one per upgrade on their other buildings of the line (RU L362–L369).
 * `city` already holds the building just built. Production needs a building on the site.
 */
export function production(
	city: readonly (Site | null)[],
	round: number,
	line: number,
	cell: number,
	activator: PlayerColour
): { activator: Cube[]; owner: Cube[] } {
	const site = city[cell];
	if (!site?.building) return { activator: [], owner: [] };
	const owner = site.building;
	const same = lineCells(round, line).filter((c) => city[c]?.building === owner);
	const toActivator = same.flatMap((c) => siteYield(city[c]!));
	if (owner === activator) return { activator: toActivator, owner: [] };
	const others = same.filter((c) => c !== cell).flatMap((c) => upgradeYield(city[c]!));
	return { activator: toActivator, owner: [...siteYield(site), ...others] };
}
