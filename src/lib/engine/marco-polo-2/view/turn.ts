/**
 * What the turn screens of Marco Polo II ask the rules before anything is sent: what an action will cost and what the
 * player will give for it (jade chosen or not), where a contract may come from, what a travel space prints, which
 * outpost bonus tiles Filippo Vitello holds. Worked out with the rules' own functions, so no screen computes a rule.
 */
import type { Copy } from '../../core/printed.ts';
import { isRefusal } from '../../core/log.ts';
import { printedValue, TRAVEL_UPPER_COST_ID, travelMaxStepsId, type PrintedTravelSpace } from '../printed.ts';
import type { MarcoPolo2State } from '../state.ts';
import type { ActionEntry, ContractSource } from '../table/entries.ts';
import { spaceCost } from '../handlers/spaces.ts';
import { pay, type JadeFor } from '../table/stock.ts';
import { ACTIVE_CONTRACT_SLOTS, BLUE_SPACES, STOCK, type Bundle, type TablePlayer } from '../table/state.ts';

/**
 * What a main action will cost before its dice are placed: the coins for joining dice already on a blue space (the
 * lowest die selected, RU L757) and what the space itself costs; `space` null when a travel space's printed cost is
 * not known yet. Nothing without a table or a die selected.
 */
export function actionCost(state: MarcoPolo2State, entry: ActionEntry): { occupied: number; space: Bundle | null } | null {
	const t = state.table;
	const p = t?.players[entry.player];
	if (!t || !p) return null;
	const faces = entry.dice.flatMap((i) => (p.dice[i] ? [p.dice[i].face] : []));
	if (faces.length === 0) return null;
	const blue = (BLUE_SPACES as readonly string[]).includes(entry.space);
	const occupied = blue && (t.spaces[entry.space] ?? []).length > 0 ? Math.min(...faces) : 0;
	return { occupied, space: spaceCost(entry, state.players[entry.player]?.character ?? null, state.copy, p.seals) };
}

/** An action's whole cost: the occupied space's coins with the space's own cost. */
export const totalCost = (cost: { occupied: number; space: Bundle | null }): Bundle => {
	const out: Bundle = { ...(cost.space ?? {}) };
	if (cost.occupied) out.coins = (out.coins ?? 0) + cost.occupied;
	return out;
};

/**
 * What the player gives for a cost as the rules take it: coins and camels first and jade for what is missing, or as
 * much jade as chosen (RU L794); points too. Null when they cannot pay it so.
 */
export function paymentOf(p: TablePlayer, cost: Bundle, jadeFor?: JadeFor): Bundle | null {
	const after = pay(p, cost, (cost.points ?? 0) > 0, jadeFor);
	if (isRefusal(after)) return null;
	const out: Bundle = {};
	for (const k of STOCK) if (p.stock[k] !== after.stock[k]) out[k] = p.stock[k] - after.stock[k];
	if (p.points !== after.points) out.points = p.points - after.points;
	return out;
}

/** Whether a cost has coins or camels jade could stand in for. */
export const jadeCanReplace = (cost: Bundle): boolean => (cost.coins ?? 0) > 0 || (cost.camels ?? 0) > 0;

/**
 * Where a contract taken outside the Contracts action may come from now: on arriving, once per trading post built this
 * turn (PT L453, HU L434); from a city with the player's trading post (RU L977); the top of the pile (RU L975).
 */
export function contractSources(state: MarcoPolo2State, player: number): ContractSource[] {
	const t = state.table;
	const p = t?.players[player];
	if (!t || !p) return [];
	const arrival = t.turnPosts.some((tp) => tp.player === player && !tp.contract);
	return [...(arrival ? (['arrival'] as const) : []), ...(p.tradingPosts.length ? (['city'] as const) : []), 'pile'];
}

/**
 * What may be discarded to make room for a new contract: nothing while there is room; else an active contract (not one
 * taken this turn when it comes on arriving, RU L542), or from the top of the pile the new one itself (RU L975).
 */
export function contractDiscards(p: TablePlayer | undefined, from: ContractSource): { room: boolean; choices: (number | 'taken')[] } {
	if (!p || p.contracts.length < ACTIVE_CONTRACT_SLOTS) return { room: true, choices: [] };
	const old = p.contracts.flatMap((c, i) => (from === 'arrival' && c.takenThisTurn ? [] : [i]));
	return { room: false, choices: from === 'pile' ? [...old, 'taken'] : old };
}

/** What a travel space prints as far as the game's copy, else the phone's, knows it; and what the game must record first. */
export function travelSpaceValues(
	game: Copy,
	phone: Copy,
	space: PrintedTravelSpace
): { maxSteps: number | null; cost: Bundle | null; toRecord: Record<string, unknown> } {
	const ids = [travelMaxStepsId(space), ...(space === 'upper' ? [TRAVEL_UPPER_COST_ID] : [])];
	const toRecord: Record<string, unknown> = {};
	const read = (id: string) => {
		const inGame = printedValue(game, id);
		if (inGame !== null) return inGame;
		const onPhone = printedValue(phone, id);
		if (onPhone !== null) toRecord[id] = structuredClone(onPhone);
		return onPhone;
	};
	const [steps, cost] = ids.map(read);
	return {
		maxSteps: typeof steps === 'number' ? steps : null,
		cost: space === 'middle' ? {} : cost && typeof cost === 'object' ? cost : null,
		toRecord
	};
}

/** The printed travel space an action space is, if it is one whose values are read off the board. */
export const printedTravelSpace = (space: string): PrintedTravelSpace | null =>
	space === 'travel-middle' ? 'middle' : space === 'travel-upper' ? 'upper' : null;

/** Whether Filippo Vitello plays: outpost bonus tiles are then entered apart from other bonuses (RU L1154). */
export const filippoPlays = (state: MarcoPolo2State): boolean => state.players.some((p) => p.character === 'filippo-vitello');

/** The black dice left in the supply: a contract's black die is received only while one is left (RU L1001). */
export const blackDiceLeft = (state: MarcoPolo2State): number => state.table?.blackDiceInSupply ?? 0;
