/**
 * Dice on the action spaces, one round at a time (PL:228–250, PL:718–760), and
 * what the actions give. Pure functions the turn handlers call: checkPlacement()
 * then place(), and the outcome helpers below.
 */
import { checkAdjust, checkCompensation, compensationDue } from '../../core/dice.ts';
import { isFace, isInt } from '../../core/guards.ts';
import { refuse, type Refusal } from '../../core/log.ts';
import type { Copy } from '../../core/printed.ts';
import { BAZAAR_SPACE, SPACE_BY_ID, cityOfSpace, type BazaarGood, type SpaceId } from './action-spaces.ts';
import { BONUS_ACTIONS, CONTRACT_BOARD, KHANS_FAVOR, NEUTRAL_DICE, TRADING_POST_MILESTONES, type Reward, type CharacterId } from '../catalog.ts';
import { BEIJING_SPACES } from '../map/places.ts';
import { bazaarId, bazaarReward } from '../printed.ts';

export type Result<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const no = <T>(refusal: Refusal): Result<T> => ({ ok: false, refusal });
const unknownPrinted = (id: string) => refuse('voyages_refusal_printed_unknown', { id });

/** player: a die of the player's colour; black and white dice are no colour (PL:745). */
export type DieKind = 'player' | 'black' | 'white';
export interface Die {
	value: number;
	kind: DieKind;
}
/** A die on the board; the neutral dice of 2 and 3 players belong to nobody, and one's value does not matter. */
export interface BoardDie {
	value: number | null;
	kind: DieKind | 'neutral';
}
export interface SpaceUse {
	/** null: a neutral die from the setup. */
	player: number | null;
	dice: readonly BoardDie[];
}
/** The dice on the board this round, per space in the order placed (Khan's Favor: left to right). */
export interface RoundBoard {
	uses: Partial<Record<SpaceId, readonly SpaceUse[]>>;
}
export interface Placement {
	player: number;
	space: SpaceId;
	dice: readonly Die[];
}
export interface PlacementContext {
	character: CharacterId | null;
	coins: number;
	/** Cities where the player has a trading post. */
	posts: readonly string[];
}

/** A round's board before anyone plays: only the neutral dice (PL:809, PL:817). */
export function roundBoard(players: number): RoundBoard {
	const uses: Partial<Record<SpaceId, SpaceUse[]>> = {};
	for (const d of NEUTRAL_DICE[players] ?? []) (uses[d.space] ??= []).push({ player: null, dice: [{ value: d.face, kind: 'neutral' }] });
	return { uses };
}

export const lowestDie = (dice: readonly Die[]) => Math.min(...dice.map((d) => d.value));
const isDieValue = isFace;

/**
 * Coins to pay for a blue space holding another player's dice: the lowest die placed (PL:724–726). The player's own dice
 * there cost nothing (black dice back on a space their colour used), a neutral die does (PL:817); Berke Khan and the
 * money bag pay nothing.
 */
export function occupiedCost(board: RoundBoard, placement: Placement, character: CharacterId | null): number {
	const space = SPACE_BY_ID.get(placement.space);
	const others = (board.uses[placement.space] ?? []).some((u) => u.player !== placement.player);
	if (!space || space.colour !== 'blue' || !others) return 0;
	if (character === 'berke-khan') return 0;
	return lowestDie(placement.dice);
}

/** The reason these dice may not go on this space now, or null. */
export function checkPlacement(board: RoundBoard, placement: Placement, ctx: PlacementContext): Refusal | null {
	const space = SPACE_BY_ID.get(placement.space);
	if (!space) return refuse('voyages_refusal_no_such_space', { space: String(placement.space) });
	for (const d of placement.dice) {
		if (!isDieValue(d.value)) return refuse('voyages_refusal_die_value', { value: String(d.value) });
		if (!['player', 'black', 'white'].includes(d.kind)) return refuse('voyages_refusal_die_kind');
		if (d.kind === 'white' && ctx.character !== 'matteo-polo') return refuse('voyages_refusal_white_die_not_yours');
	}
	if (placement.dice.length !== space.dice) return refuse('voyages_refusal_dice_count', { need: space.dice, got: placement.dice.length });
	const uses = board.uses[placement.space] ?? [];
	// Each colour once per space and round; black and white dice may come back (PL:236, PL:745–746).
	const ownColour = placement.dice.some((d) => d.kind === 'player');
	if (space.colour !== 'free' && ownColour && uses.some((u) => u.player === placement.player && u.dice.some((d) => d.kind === 'player')))
		return refuse('voyages_refusal_colour_used');
	const city = cityOfSpace(placement.space);
	if (city !== null) {
		if (!ctx.posts.includes(city)) return refuse('voyages_refusal_city_card_no_post', { city });
		if (uses.length > 0) return refuse('voyages_refusal_city_card_taken');
	}
	if (placement.space === 'khans-favor') {
		if (uses.length >= KHANS_FAVOR.spaces) return refuse('voyages_refusal_khans_favor_full');
		const left = uses[uses.length - 1]?.dice[0]?.value ?? null;
		if (left !== null && placement.dice[0]!.value < left) return refuse('voyages_refusal_khans_favor_low', { min: left });
	}
	const cost = occupiedCost(board, placement, ctx.character);
	if (cost > ctx.coins) return refuse('voyages_refusal_occupied_cannot_pay', { cost, coins: ctx.coins });
	return null;
}

/** The board after a placement checkPlacement accepted; never mutates `board`. */
export function place(board: RoundBoard, placement: Placement): RoundBoard {
	const use: SpaceUse = { player: placement.player, dice: placement.dice.map((d) => ({ value: d.value, kind: d.kind })) };
	return { uses: { ...board.uses, [placement.space]: [...(board.uses[placement.space] ?? []), use] } };
}

/** Next round's start player: the last to travel, whatever dice they used; else unchanged (PL:866–875). */
export function nextStartPlayer(board: RoundBoard, current: number): number {
	const travel = (board.uses.travel ?? []).filter((u) => u.player !== null);
	return travel[travel.length - 1]?.player ?? current;
}

// ---------------------------------------------------------------- what the actions give

/**
 * The bazaar: the lowest die gives the column; a lower column may be chosen
 * (PL:284, PL:302). Blue puts 4 and 5 on silk: column 4, 3 silk (PL:277–286).
 */
export function bazaarTake(copy: Copy, good: BazaarGood, dice: readonly Die[], column?: number): Result<Reward> {
	const need = SPACE_BY_ID.get(BAZAAR_SPACE[good])!.dice;
	if (dice.length !== need) return no(refuse('voyages_refusal_dice_count', { need, got: dice.length }));
	if (dice.some((d) => !isDieValue(d.value))) return no(refuse('voyages_refusal_die_value', { value: String(dice.find((d) => !isDieValue(d.value))?.value) }));
	const max = lowestDie(dice);
	const col = column ?? max;
	if (!isInt(col) || col < 1 || col > max) return no(refuse('voyages_refusal_bazaar_column', { column: String(col), max }));
	const reward = bazaarReward(copy, good, col);
	return reward ? { ok: true, value: reward } : no(unknownPrinted(bazaarId(good, col)));
}

/** Round-start compensation: 1 coin or camel per pip below 15 (PL:764); Raschid ad-Din Sinan gets none (EN supplement). */
export function compensation(dice: readonly number[], character: CharacterId | null = null): number {
	return character === 'raschid-ad-din-sinan' ? 0 : compensationDue(dice);
}

/** The compensation taken as coins and camels in any mix (PL:764). */
export function checkCompensationChoice(dice: readonly number[], character: CharacterId | null, choice: { coins: number; camels: number }): Refusal | null {
	return checkCompensation(dice, compensation(dice, character), choice);
}

/** Steps a travel action allows: the lower of its 2 dice (PL:443). */
export function travelSteps(dice: readonly Die[]): Result<number> {
	if (dice.length !== 2) return no(refuse('voyages_refusal_dice_count', { need: 2, got: dice.length }));
	if (dice.some((d) => !isDieValue(d.value))) return no(refuse('voyages_refusal_die_value', { value: String(dice.find((d) => !isDieValue(d.value))?.value) }));
	return { ok: true, value: lowestDie(dice) };
}

export interface TakeContracts {
	/** The die on the contracts space. */
	die: number;
	/** Columns taken, 1 = left-most. */
	columns: readonly number[];
	/** Contracts lying on the board. */
	onBoard: number;
	/** Contracts on the player's active spaces before taking. */
	active: number;
	/** Of those, how many go under the special pile to make room. */
	discard: number;
}

/** 1 or 2 contracts from columns up to the die; room on the 2 active spaces (PL:362–416). */
export function checkTakeContracts(t: TakeContracts): Refusal | null {
	if (!isDieValue(t.die)) return refuse('voyages_refusal_die_value', { value: String(t.die) });
	if (t.columns.length < 1 || t.columns.length > CONTRACT_BOARD.takeAtMost)
		return refuse('voyages_refusal_contracts_how_many', { max: CONTRACT_BOARD.takeAtMost });
	const max = Math.min(t.die, t.onBoard);
	for (const c of t.columns) if (!isInt(c) || c < 1 || c > max) return refuse('voyages_refusal_contract_column', { column: String(c), max });
	if (new Set(t.columns).size !== t.columns.length) return refuse('voyages_refusal_contract_column_twice');
	if (!isInt(t.discard) || t.discard < 0 || t.discard > t.active) return refuse('voyages_refusal_contract_discard', { active: t.active });
	// Contracts are put away only when the new ones would not fit (PL:406).
	if (t.discard > 0 && t.active + t.columns.length <= CONTRACT_BOARD.activeSlots) return refuse('voyages_refusal_contract_discard_not_needed');
	if (t.active - t.discard + t.columns.length > CONTRACT_BOARD.activeSlots)
		return refuse('voyages_refusal_contract_slots_full', { slots: CONTRACT_BOARD.activeSlots });
	return null;
}

/** Coins or camels (the player's choice) for a contract from column 5 (1) or 6 (2) (PL:380). */
export const contractColumnBonus = (column: number): number => CONTRACT_BOARD.columnBonus[column] ?? 0;

/**
 * The coins the bonus of these columns may come as, the rest as camels: each contract's bonus all as coins or
 * all as camels ("2 coins or 2 camels", PL:380), so column 6 alone gives 0 or 2 coins, never 1.
 */
export function contractBonusCoins(columns: readonly number[]): number[] {
	let sums = [0];
	for (const c of columns) {
		const b = contractColumnBonus(c);
		if (b > 0) sums = [...new Set([...sums, ...sums.map((s) => s + b)])];
	}
	return sums.sort((a, b) => a - b);
}

// ---------------------------------------------------------------- bonus actions

const camelsShort = (need: number, have: number) => (have < need ? refuse('voyages_refusal_camels_short', { need, have }) : null);

/** Reroll 1 die for 1 camel (PL:658). */
export const checkReroll = (camels: number): Refusal | null => camelsShort(BONUS_ACTIONS.rerollCamels, camels);

/** ±1 on a die for 2 camels; never 6 to 1 or 1 to 6 (PL:676). */
export function checkAdjustDie(value: number, delta: number, camels: number): Refusal | null {
	if (!isDieValue(value)) return refuse('voyages_refusal_die_value', { value: String(value) });
	return checkAdjust(value, delta) ?? camelsShort(BONUS_ACTIONS.adjustCamels, camels);
}

/** A black die for 3 camels, 1 per turn, while the board has one (PL:694–710). */
export function checkBlackDie(t: { camels: number; takenThisTurn: number; onBoard: number }): Refusal | null {
	if (t.takenThisTurn >= BONUS_ACTIONS.blackDicePerTurn) return refuse('voyages_refusal_black_die_once_per_turn');
	if (t.onBoard < 1) return refuse('voyages_refusal_no_black_dice_left');
	return camelsShort(BONUS_ACTIONS.blackDieCamels, t.camels);
}

/** VP scored at once for placing the nth trading post: 8th 5, 9th 10 (PL:522). */
export const postMilestonePoints = (nth: number): number => TRADING_POST_MILESTONES[nth] ?? 0;

/** The Beijing space a newly arriving player takes: the free one with the most points (PL:524). Spaces are 1–4 by arrival. */
export function beijingSpaceOnArrival(taken: readonly number[]): number | null {
	for (let space = 1; space <= BEIJING_SPACES.length; space++) if (!taken.includes(space)) return space;
	return null;
}
