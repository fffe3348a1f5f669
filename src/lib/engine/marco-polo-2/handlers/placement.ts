/** Where an action's dice go: which space, what it costs to join dice already there (RU L236, L753–780). */
import { refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { learnedBoard } from '../board/learned.ts';
import { CHARACTER_RULES, KHANS_FAVOR, type CharacterId } from '../catalog.ts';
import type { ActionEntry } from '../table/entries.ts';
import { builtThisTurn } from '../table/posts.ts';
import { BLUE_SPACE_RULES, BLUE_SPACES, cityCardCity, SPECIAL_CITIES, type BlueSpace, type Die, type TablePlayer, type TableState } from '../table/state.ts';

export interface ResolvedPlacement {
	spaceId: string;
	/** Coins for an occupied blue space: the lowest die placed (RU L757). */
	occupiedCost: number;
}

/** The dice an action needs, said as "exactly 1 die" where it is one. */
const diceCount = (count: number): Refusal => (count === 1 ? refuse('marco_polo_2_refusal_one_die') : refuse('marco_polo_2_refusal_dice_count', { count }));

/** The row a space belongs to: a colour is used once per space or linked row per round (RU L236). */
export function rowOf(spaceId: string): string {
	if (spaceId.startsWith('khans-favor-')) return 'khans-favor';
	for (const c of SPECIAL_CITIES) if (spaceId.startsWith(`${c}-`)) return c;
	return spaceId;
}

/** Whether the player's colour dice already used this row this round (black dice do not count, RU L772–780). */
export function colourUsedRow(table: TableState, player: number, row: string): boolean {
	return Object.entries(table.spaces).some(
		([id, placements]) => rowOf(id) === row && placements.some((pl) => pl.player === player && pl.dice.some((d) => !d.black))
	);
}

const isBlue = (space: string): space is BlueSpace => (BLUE_SPACES as readonly string[]).includes(space);
const taken = (table: TableState, id: string) => (table.spaces[id] ?? []).length > 0;

/** A blue space: its dice and lowest face; any number of players, paying to join (RU L263–281, L753). */
function blueSpace(table: TableState, space: BlueSpace, character: CharacterId | null, dice: readonly Die[], lowest: number): ResolvedPlacement | Refusal {
	const rule = BLUE_SPACE_RULES[space];
	const needed = space === 'guild-seal' && character === 'de-wu' ? CHARACTER_RULES['de-wu'].guildSealDice : rule.dice;
	if (dice.length !== needed) return diceCount(needed);
	if (lowest < rule.minDie) return refuse('marco_polo_2_refusal_die_too_low', { min: rule.minDie });
	if (character === 'gantulga-od' && (space === 'travel-middle' || space === 'travel-upper')) return refuse('marco_polo_2_refusal_gantulga_lower_travel_only');
	// Any dice make a blue space occupied, the player's own too (a black die back on it): RU L757, like HU L743 and PT L765,
	// names no owner; only The Voyages says another player's dice (PL:726).
	return { spaceId: space, occupiedCost: taken(table, space) ? lowest : 0 };
}

/** Khan's Favor: filled left to right, each die at least the previous one (RU L318). */
function khansFavor(table: TableState, lowest: number): ResolvedPlacement | Refusal {
	for (let slot = 1; slot <= KHANS_FAVOR.spaces; slot++) {
		if (taken(table, `khans-favor-${slot}`)) continue;
		const prev = slot > 1 ? table.spaces[`khans-favor-${slot - 1}`]?.[0]?.dice[0]?.face : undefined;
		if (prev !== undefined && lowest < prev) return refuse('marco_polo_2_refusal_khans_favor_lower', { min: prev });
		return { spaceId: `khans-favor-${slot}`, occupiedCost: 0 };
	}
	return refuse('marco_polo_2_refusal_khans_favor_full');
}

/**
 * The cities a city-card space's card may be used from: the one this game's board knows it lies by, and the name a
 * trading post entered by the space's number has (RU L575, HU L554, PT L574: a trading post in that city).
 */
function cardCities(n: number, copy: Copy): string[] {
	const city = learnedBoard(copy).cityCards.get(n);
	return city ? [cityCardCity(n), city] : [cityCardCity(n)];
}

/** A city card: one by a city needs the player's trading post there, built before this turn; the action area's two none (RU L598). */
function cityCard(table: TableState, p: TablePlayer, entry: Extract<ActionEntry, { space: 'city-card' }>, copy: Copy): ResolvedPlacement | Refusal {
	const id = typeof entry.card === 'number' ? cityCardCity(entry.card) : `city-card-${entry.card}`;
	if (typeof entry.card === 'number') {
		const cities = cardCities(entry.card, copy);
		const posts = cities.filter((c) => p.tradingPosts.includes(c));
		if (!posts.length) return refuse('marco_polo_2_refusal_needs_trading_post');
		if (posts.every((c) => builtThisTurn(table, entry.player, c))) return refuse('marco_polo_2_refusal_post_built_this_turn');
	}
	// A city card runs once per round, whoever placed there (RU L587).
	return taken(table, id) ? refuse('marco_polo_2_refusal_brown_space_taken') : { spaceId: id, occupiedCost: 0 };
}

/**
 * The space an action's dice go to, or why they cannot go there. A city card or special city of a city is the
 * player's from the turn after they built their trading post there (RU L428, L434, L445; PT L445, L462; HU L414, L446).
 */
export function resolvePlacement(
	table: TableState,
	p: TablePlayer,
	character: CharacterId | null,
	entry: ActionEntry,
	dice: readonly Die[],
	lowest: number,
	copy: Copy
): ResolvedPlacement | Refusal {
	if (isBlue(entry.space)) return blueSpace(table, entry.space, character, dice, lowest);
	if (dice.length !== 1) return diceCount(1);
	if (entry.space === 'khans-favor') return khansFavor(table, lowest);
	if (entry.space === 'city-card') return cityCard(table, p, entry, copy);
	if (entry.space === 'baghdad' || entry.space === 'balkh' || entry.space === 'hormuz') {
		if (!p.tradingPosts.includes(entry.space)) return refuse('marco_polo_2_refusal_needs_trading_post');
		if (builtThisTurn(table, entry.player, entry.space)) return refuse('marco_polo_2_refusal_post_built_this_turn');
		const id = `${entry.space}-${entry.slot}`;
		return taken(table, id) ? refuse('marco_polo_2_refusal_brown_space_taken') : { spaceId: id, occupiedCost: 0 };
	}
	return refuse('marco_polo_2_refusal_no_such_space');
}
