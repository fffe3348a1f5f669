/**
 * Marco Polo II live table tracker: rounds, dice, action spaces, bonus actions and
 * each player's resources. Values printed on components the app does not know
 * (offers, route costs, contract rewards, city cards, bonus markers) come with the
 * entry; everything the rules say is checked and paid or collected here.
 * Rule references: Russian rulebook (RU L…).
 */
import type { Refusal } from '../core/log.ts';
import {
	ABHA_BASU_ROUND_COINS,
	BLACK_DICE,
	BLOCKING_DICE,
	BONUS_ACTION_COSTS,
	CHARACTER_RULES,
	COMPENSATION_THRESHOLD,
	GUILDS,
	GUILD_SEAL_TAKE,
	KHANS_FAVOR,
	MAILIN_TIAN_CHIN_EXTRA_COINS,
	ROUNDS,
	STARTING,
	TRADING_POST_MILESTONES,
	type CharacterId,
	type Guild,
	type SealState
} from './catalog.ts';
import { PRINTED_BY_ID, guildImprovedBonusId, guildUpgradeCostId, type Resources } from './printed.ts';

/** What a player holds; points are those on the score track (0 = the start space). */
export const STOCK = ['coins', 'camels', 'pepper', 'silk', 'gold', 'jade'] as const;
export type Stock = (typeof STOCK)[number];
export type Bundle = Partial<Record<Stock | 'points', number>>;

export interface Die {
	face: number;
	black: boolean;
}

/** Where a trading post stands: a special city, a city with city-card space N, or another city by name. */
export type SpecialCity = 'baghdad' | 'balkh' | 'hormuz';
export const SPECIAL_CITIES: readonly SpecialCity[] = ['baghdad', 'balkh', 'hormuz'];
/** City-card spaces on the board: 6 spaces (RU L105, EN setup 7); two more in the action area. */
export const CITY_CARD_CITY_SPACES = 6;

export interface ActiveContract {
	/** Starting contracts go back to the box when discarded, others under the pile (RU L531). */
	starting: boolean;
	/** Taken during this turn: may not be discarded in the same turn (RU L542). */
	takenThisTurn: boolean;
}

export interface TablePlayer {
	stock: Record<Stock, number>;
	points: number;
	dice: Die[];
	rolled: boolean;
	tradingPosts: string[];
	seals: Record<Guild, SealState>;
	contracts: ActiveContract[];
	completedContracts: number;
	/** "+1" coat-of-arms icons gained (contract rewards and others). */
	plusOnes: number;
	blackDieBoughtThisTurn: boolean;
}

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

/** Lower travel space: 2 coins, exactly 1 step (RU L398). */
export const LOWER_TRAVEL_COINS = 2;
/** Contracts action: 3 coins when at least one contract is taken (RU L508–512). */
export const CONTRACTS_ACTION_COINS = 3;
export const ACTIVE_CONTRACT_SLOTS = 2;
const TRAVEL_RANK: Partial<Record<BlueSpace, number>> = { 'travel-lower': 0, 'travel-middle': 1, 'travel-upper': 2 };

export type BrownSpace = `khans-favor-${1 | 2 | 3 | 4}` | `${SpecialCity}-${1 | 2}` | `city-card-${number}` | `city-card-area-${1 | 2}`;

export interface Placement {
	/** The seat, or null for a neutral blocking die. */
	player: number | null;
	dice: Die[];
}

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
}

export type TrackerEntry =
	| { type: 'round.started'; bonuses: { player: number; gain: Bundle }[] }
	| { type: 'dice.rolled'; player: number; faces: number[]; compensation: { coins: number; camels: number } }
	| ({ type: 'action'; player: number; dice: number[] } & ActionDetail)
	| { type: 'bonus.moneyBag'; player: number; die: number; take: 'coins' | 'camels' | 'jade' }
	| { type: 'bonus.reroll'; player: number; die: number; face: number }
	| { type: 'bonus.adjustDie'; player: number; die: number; delta: 1 | -1 }
	| { type: 'bonus.blackDie'; player: number; face: number }
	| { type: 'bonus.fulfilContract'; player: number; contract: number; pay: Bundle; reward: Bundle; reward2?: ContractExtras }
	| { type: 'bonus.improveSeal'; player: number; guild: Guild; cost: Bundle; bonus: Bundle }
	| { type: 'turn.ended'; player: number }
	| { type: 'table.adjust'; player: number; delta: Bundle }
	| { type: 'table.tradingPost'; player: number; city: string; gain: Bundle; movedFrom?: string }
	| { type: 'table.seal'; player: number; guild: Guild; seal: SealState };

/** Reward icons of a contract besides goods and points (RU L975–1001). */
export interface ContractExtras {
	plusOnes?: number;
	blackDieFace?: number;
}

export type ActionDetail =
	| { space: 'book-1' | 'book-2' | 'book-3-upper' | 'book-3-lower'; pay: Bundle; gain: Bundle }
	| { space: 'khans-favor' }
	| { space: 'guild-seal'; guild: Guild }
	| {
			space: 'travel-lower' | 'travel-middle' | 'travel-upper';
			steps: number;
			routeCost: Bundle;
			tradingPosts: string[];
			/** With all 11 trading posts out, the one that moves to the first city (RU L502). */
			movedFrom?: string;
			gain: Bundle;
	  }
	| { space: 'contracts'; take: number; discard: number[] }
	| { space: SpecialCity; slot: 1 | 2; gain: Bundle }
	| { space: 'city-card'; card: number | 'area-1' | 'area-2'; pay: Bundle; gain: Bundle };

const refuse = (key: string, params?: Record<string, string | number>): Refusal => (params ? { key, params } : { key });

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
		blackDieBoughtThisTurn: false
	};
}

/** Neutral dice placed for the whole game with 2 and 3 players (RU L828–842). */
function neutralSpaces(playerCount: number): Record<string, Placement[]> {
	const spaces: Record<string, Placement[]> = {};
	for (const b of BLOCKING_DICE[playerCount] ?? []) {
		const id = b.space === 'book-3-lower' ? 'book-3-lower' : b.space;
		(spaces[id] ??= []).push({ player: null, dice: [{ face: b.face, black: false }] });
	}
	return spaces;
}

export function newTable(characters: readonly (CharacterId | null)[], firstPlayer: number): TableState {
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
		tracked: false
	};
}

// ——— resources ———

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function checkBundle(b: Bundle | undefined, signed = false): Refusal | null {
	// Every bundle of an entry is required: a missing one would crash apply.
	if (typeof b !== 'object' || b === null || Array.isArray(b)) return refuse('refusal_not_whole_number', { field: 'value' });
	for (const [k, v] of Object.entries(b)) {
		if (![...STOCK, 'points'].includes(k)) return refuse('refusal_no_such_resource');
		if (!(typeof v === 'number' && Number.isInteger(v) && (signed || v >= 0) && Math.abs(v) <= 999)) return refuse('refusal_not_whole_number', { field: k });
	}
	return null;
}

/**
 * Pays a bundle: goods as they are; coins and camels from stock first, then jade
 * for what is missing (jade may replace any coin or camel, RU L794).
 * Returns the new player or the refusal.
 */
export function pay(p: TablePlayer, cost: Bundle, allowNegativePoints = false): TablePlayer | Refusal {
	const stock = { ...p.stock };
	let jadeNeeded = 0;
	for (const k of STOCK) {
		const need = cost[k] ?? 0;
		if (k === 'coins' || k === 'camels') {
			const fromStock = Math.min(stock[k], need);
			stock[k] -= fromStock;
			jadeNeeded += need - fromStock;
		} else stock[k] -= need;
	}
	for (const k of STOCK) if (stock[k] < 0) return refuse('marco_polo_2_refusal_cannot_pay', { resource: k });
	if (stock.jade < jadeNeeded)
		return refuse('marco_polo_2_refusal_cannot_pay', { resource: jadeNeeded > 0 && (cost.coins ?? 0) > p.stock.coins ? 'coins' : 'camels' });
	stock.jade -= jadeNeeded;
	const points = p.points - (cost.points ?? 0);
	// Only paying points can take the score below zero (a score already below zero blocks nothing else).
	if (points < 0 && (cost.points ?? 0) > 0 && !allowNegativePoints) return refuse('marco_polo_2_refusal_cannot_pay', { resource: 'points' });
	return { ...p, stock, points };
}

/** Gains a bundle; Abha Basu scores 1 VP per jade gained (RU L1132). */
export function gain(p: TablePlayer, g: Bundle, character: CharacterId | null): TablePlayer {
	const stock = { ...p.stock };
	for (const k of STOCK) stock[k] += g[k] ?? 0;
	const jadePoints = character === 'abha-basu' ? (g.jade ?? 0) * CHARACTER_RULES['abha-basu'].pointsPerJadeGained : 0;
	return { ...p, stock, points: p.points + (g.points ?? 0) + jadePoints };
}

const isRefusal = (x: TablePlayer | Refusal): x is Refusal => 'key' in x;

export function addBundles(a: Bundle, b: Bundle): Bundle {
	const out: Bundle = { ...a };
	for (const [k, v] of Object.entries(b) as [keyof Bundle, number][]) out[k] = (out[k] ?? 0) + v;
	return out;
}

function scaleBundle(b: Bundle, times: number): Bundle {
	const out: Bundle = {};
	for (const [k, v] of Object.entries(b) as [keyof Bundle, number][]) out[k] = v * times;
	return out;
}

/** A printed value that is built in (from the rulebook text), as a bundle, or null. */
function builtInBundle(id: string): Bundle | null {
	const known = PRINTED_BY_ID.get(id)?.known?.value;
	return known && typeof known === 'object' ? (known as Resources) : null;
}

const sameBundle = (a: Bundle, b: Bundle) => {
	const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Bundle>;
	return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
};

// ——— rules ———

export interface TrackerContext {
	characters: readonly (CharacterId | null)[];
	names: readonly string[];
}

/** Which spaces a colour used this round: once per space or linked row (RU L236). */
function rowOf(spaceId: string): string {
	if (spaceId.startsWith('khans-favor-')) return 'khans-favor';
	for (const c of SPECIAL_CITIES) if (spaceId.startsWith(`${c}-`)) return c;
	return spaceId;
}

function colourUsedRow(table: TableState, player: number, row: string): boolean {
	return Object.entries(table.spaces).some(
		([id, placements]) => rowOf(id) === row && placements.some((pl) => pl.player === player && pl.dice.some((d) => !d.black))
	);
}

function takeDice(p: TablePlayer, indices: readonly number[]): { dice: Die[]; rest: Die[] } | Refusal {
	if (new Set(indices).size !== indices.length || indices.some((i) => !Number.isInteger(i) || i < 0 || i >= p.dice.length))
		return refuse('refusal_no_such_die');
	return { dice: indices.map((i) => p.dice[i]!), rest: p.dice.filter((_, i) => !indices.includes(i)) };
}

const withTablePlayer = (t: TableState, i: number, p: TablePlayer): TableState => ({ ...t, players: t.players.map((q, j) => (j === i ? p : q)) });

/** Milestone points for the n-th trading post built (RU L468). */
export function tradingPostMilestone(n: number): number {
	return TRADING_POST_MILESTONES[n] ?? 0;
}

/** Builds a trading post; with all 11 out, an existing one moves (RU L502). */
function buildTradingPost(p: TablePlayer, city: string, movedFrom: string | undefined): TablePlayer | Refusal {
	if (typeof city !== 'string') return refuse('marco_polo_2_refusal_trading_post_city_missing');
	const name = city.trim();
	if (!name) return refuse('marco_polo_2_refusal_trading_post_city_missing');
	if (name.toLowerCase() === 'beijing') return refuse('marco_polo_2_refusal_trading_post_beijing');
	if (p.tradingPosts.includes(name)) return refuse('marco_polo_2_refusal_trading_post_twice', { city: name });
	if (p.tradingPosts.length >= STARTING.tradingPosts) {
		if (!movedFrom || !p.tradingPosts.includes(movedFrom)) return refuse('marco_polo_2_refusal_trading_posts_all_out', { max: STARTING.tradingPosts });
		return { ...p, tradingPosts: [...p.tradingPosts.filter((c) => c !== movedFrom), name] };
	}
	const count = p.tradingPosts.length + 1;
	return { ...p, tradingPosts: [...p.tradingPosts, name], points: p.points + tradingPostMilestone(count) };
}

/** The trading-post name of the city next to city-card space n (1–6). */
export const cityCardCity = (n: number) => `city-card-${n}`;

export function validateTracker(table: TableState | null, ctx: TrackerContext, entry: TrackerEntry): Refusal | null {
	if (!table) return refuse('refusal_wrong_phase');
	const count = table.players.length;
	if (entry.type !== 'round.started' && !('player' in entry && Number.isInteger(entry.player) && entry.player >= 0 && entry.player < count))
		return refuse('refusal_no_such_player');
	const character = 'player' in entry ? (ctx.characters[entry.player] ?? null) : null;
	const p = 'player' in entry ? table.players[entry.player]! : null;
	const turnCheck = (player: number) => {
		if (table.stage !== 'turns') return refuse('refusal_not_during_turns');
		if (table.turn !== player) return refuse('refusal_not_your_turn', { name: ctx.names[table.turn ?? 0] ?? '' });
		return null;
	};
	switch (entry.type) {
		case 'round.started': {
			if (!Array.isArray(entry.bonuses)) return refuse('refusal_unknown_entry');
			// After the 5th round the game is over (RU L808): checked before the stage, which is then 'game-over'.
			if (table.round >= ROUNDS) return refuse('refusal_game_over', { rounds: ROUNDS });
			if (table.stage !== 'before-round' && table.stage !== 'round-over') return refuse('refusal_round_not_over');
			for (const b of entry.bonuses) {
				if (typeof b !== 'object' || b === null) return refuse('refusal_no_such_player');
				if (!(Number.isInteger(b.player) && b.player >= 0 && b.player < count)) return refuse('refusal_no_such_player');
				const bad = checkBundle(b.gain);
				if (bad) return bad;
			}
			return null;
		}
		case 'dice.rolled': {
			if (table.stage !== 'rolling') return refuse('marco_polo_2_refusal_not_rolling');
			if (p!.rolled) return refuse('refusal_already_rolled');
			if (!Array.isArray(entry.faces) || typeof entry.compensation !== 'object' || entry.compensation === null)
				return refuse('refusal_dice_faces', { count: STARTING.dice });
			if (entry.faces.length !== STARTING.dice || entry.faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6))
				return refuse('refusal_dice_faces', { count: STARTING.dice });
			const sum = entry.faces.reduce((a, b) => a + b, 0);
			const due = Math.max(0, COMPENSATION_THRESHOLD - sum);
			const c = entry.compensation;
			if (!isCount(c.coins) || !isCount(c.camels) || c.coins + c.camels !== due) return refuse('marco_polo_2_refusal_compensation', { due, sum });
			return null;
		}
		case 'action':
			return turnCheck(entry.player) ?? validateAction(table, entry.player, p!, character, entry);
		case 'bonus.moneyBag': {
			const bad = turnCheck(entry.player);
			if (bad) return bad;
			const taken = takeDice(p!, [entry.die]);
			if ('key' in taken) return taken;
			if (!['coins', 'camels', 'jade'].includes(entry.take)) return refuse('marco_polo_2_refusal_money_bag_choice');
			// Before the main action, dice left after the money bag must still go to an action (RU L679);
			// only a player whose one die was all they had at the start of the turn may bag it and stop (RU L681).
			if (!table.mainActionTaken && taken.rest.length === 0 && table.turnStartDice !== 1) return refuse('marco_polo_2_refusal_money_bag_last_die');
			return null;
		}
		case 'bonus.reroll':
		case 'bonus.adjustDie': {
			const bad = turnCheck(entry.player);
			if (bad) return bad;
			const die = p!.dice[entry.die];
			if (!die || !Number.isInteger(entry.die)) return refuse('refusal_no_such_die');
			if (entry.type === 'bonus.reroll') {
				if (!Number.isInteger(entry.face) || entry.face < 1 || entry.face > 6) return refuse('refusal_dice_faces', { count: 1 });
				const paid = pay(p!, { camels: BONUS_ACTION_COSTS.reroll });
				return isRefusal(paid) ? paid : null;
			}
			if (entry.delta !== 1 && entry.delta !== -1) return refuse('marco_polo_2_refusal_adjust_die');
			const face = die.face + entry.delta;
			if (face < 1 || face > 6) return refuse('marco_polo_2_refusal_adjust_die_wrap');
			const paid = pay(p!, { camels: BONUS_ACTION_COSTS.plusMinusOne });
			return isRefusal(paid) ? paid : null;
		}
		case 'bonus.blackDie': {
			const bad = turnCheck(entry.player);
			if (bad) return bad;
			if (p!.blackDieBoughtThisTurn) return refuse('marco_polo_2_refusal_black_die_once_per_turn');
			if (table.blackDiceInSupply <= 0) return refuse('marco_polo_2_refusal_no_black_dice');
			if (!Number.isInteger(entry.face) || entry.face < 1 || entry.face > 6) return refuse('refusal_dice_faces', { count: 1 });
			const paid = pay(p!, { camels: BONUS_ACTION_COSTS.blackDie });
			return isRefusal(paid) ? paid : null;
		}
		case 'bonus.fulfilContract': {
			const bad = turnCheck(entry.player) ?? checkBundle(entry.pay) ?? checkBundle(entry.reward);
			if (bad) return bad;
			if (!Number.isInteger(entry.contract) || !p!.contracts[entry.contract]) return refuse('refusal_no_such_contract');
			if ((entry.pay.points ?? 0) > 0 || (entry.pay.coins ?? 0) > 0) return refuse('marco_polo_2_refusal_contract_cost');
			const extras = entry.reward2;
			if (extras?.blackDieFace !== undefined) {
				if (table.blackDiceInSupply <= 0) return refuse('marco_polo_2_refusal_no_black_dice');
				if (!Number.isInteger(extras.blackDieFace) || extras.blackDieFace < 1 || extras.blackDieFace > 6) return refuse('refusal_dice_faces', { count: 1 });
			}
			if (extras?.plusOnes !== undefined && !isCount(extras.plusOnes)) return refuse('refusal_not_whole_number', { field: 'value' });
			// Contracts are paid in goods and camels; jade only replaces camels here.
			const paid = pay(p!, entry.pay);
			return isRefusal(paid) ? paid : null;
		}
		case 'bonus.improveSeal': {
			const bad = turnCheck(entry.player) ?? checkBundle(entry.cost) ?? checkBundle(entry.bonus);
			if (bad) return bad;
			if (!GUILDS.includes(entry.guild)) return refuse('marco_polo_2_refusal_no_such_guild');
			const seal = p!.seals[entry.guild];
			if (seal === 'none') return refuse('marco_polo_2_refusal_improve_seal_not_held');
			if (seal === 'improved') return refuse('marco_polo_2_refusal_seal_already_improved');
			const knownCost = builtInBundle(guildUpgradeCostId(entry.guild));
			if (knownCost && !sameBundle(knownCost, entry.cost)) return refuse('refusal_printed_mismatch');
			const knownBonus = builtInBundle(guildImprovedBonusId(entry.guild));
			if (knownBonus && !sameBundle(knownBonus, entry.bonus)) return refuse('refusal_printed_mismatch');
			const paid = pay(p!, entry.cost);
			return isRefusal(paid) ? paid : null;
		}
		case 'turn.ended': {
			const bad = turnCheck(entry.player);
			if (bad) return bad;
			// A player with dice left must take an action (RU L196).
			if (!table.mainActionTaken && p!.dice.length > 0) return refuse('refusal_action_required');
			return null;
		}
		case 'table.adjust': {
			const bad = checkBundle(entry.delta, true);
			if (bad) return bad;
			for (const k of STOCK) if (p!.stock[k] + (entry.delta[k] ?? 0) < 0) return refuse('refusal_below_zero', { resource: k });
			// Points may already be below zero (city card, RU L1051): only a change that lowers them is checked.
			if ((entry.delta.points ?? 0) < 0 && p!.points + entry.delta.points! < 0) return refuse('refusal_below_zero', { resource: 'points' });
			return null;
		}
		case 'table.tradingPost': {
			const bad = checkBundle(entry.gain);
			if (bad) return bad;
			const built = buildTradingPost(p!, entry.city, entry.movedFrom);
			return isRefusal(built) ? built : null;
		}
		case 'table.seal':
			if (!GUILDS.includes(entry.guild)) return refuse('marco_polo_2_refusal_no_such_guild');
			return ['none', 'basic', 'improved'].includes(entry.seal) ? null : refuse('marco_polo_2_refusal_no_such_seal_state');
	}
}

function validateAction(
	table: TableState,
	player: number,
	p: TablePlayer,
	character: CharacterId | null,
	entry: Extract<TrackerEntry, { type: 'action' }>
): Refusal | null {
	if (table.mainActionTaken) return refuse('refusal_one_action_per_turn');
	if (!Array.isArray(entry.dice)) return refuse('refusal_no_such_die');
	const taken = takeDice(p, entry.dice);
	if ('key' in taken) return taken;
	const dice = taken.dice;
	if (dice.length === 0) return refuse('marco_polo_2_refusal_dice_count', { count: 1 });
	const lowest = Math.min(...dice.map((d) => d.face));
	const usesColour = dice.some((d) => !d.black);
	const placement = resolvePlacement(table, player, p, character, entry, dice, lowest);
	if ('key' in placement) return placement;
	if (usesColour && colourUsedRow(table, player, rowOf(placement.spaceId))) return refuse('marco_polo_2_refusal_colour_used_space');
	const result = performAction(table, player, character, entry, dice, lowest, placement);
	return 'key' in result ? result : null;
}

interface ResolvedPlacement {
	spaceId: string;
	/** Coins for an occupied blue space: the lowest die placed (RU L757). */
	occupiedCost: number;
}

function resolvePlacement(
	table: TableState,
	player: number,
	p: TablePlayer,
	character: CharacterId | null,
	entry: Extract<TrackerEntry, { type: 'action' }>,
	dice: Die[],
	lowest: number
): ResolvedPlacement | Refusal {
	const space = entry.space;
	if ((BLUE_SPACES as readonly string[]).includes(space)) {
		const blue = space as BlueSpace;
		const rule = BLUE_SPACE_RULES[blue];
		const needed = blue === 'guild-seal' && character === 'de-wu' ? CHARACTER_RULES['de-wu'].guildSealDice : rule.dice;
		if (dice.length !== needed) return refuse('marco_polo_2_refusal_dice_count', { count: needed });
		if (lowest < rule.minDie) return refuse('marco_polo_2_refusal_die_too_low', { min: rule.minDie });
		if (character === 'gantulga-od' && (blue === 'travel-middle' || blue === 'travel-upper')) return refuse('marco_polo_2_refusal_gantulga_lower_travel_only');
		const occupied = (table.spaces[blue] ?? []).length > 0;
		return { spaceId: blue, occupiedCost: occupied ? lowest : 0 };
	}
	if (dice.length !== 1) return refuse('marco_polo_2_refusal_dice_count', { count: 1 });
	if (space === 'khans-favor') {
		// Filled left to right; each die at least the previous one (RU L318).
		for (let slot = 1; slot <= KHANS_FAVOR.spaces; slot++) {
			const here = table.spaces[`khans-favor-${slot}`] ?? [];
			if (here.length > 0) continue;
			const prev = slot > 1 ? table.spaces[`khans-favor-${slot - 1}`]?.[0]?.dice[0]?.face : undefined;
			if (prev !== undefined && lowest < prev) return refuse('marco_polo_2_refusal_khans_favor_lower', { min: prev });
			return { spaceId: `khans-favor-${slot}`, occupiedCost: 0 };
		}
		return refuse('marco_polo_2_refusal_khans_favor_full');
	}
	if ((SPECIAL_CITIES as readonly string[]).includes(space)) {
		const e = entry as Extract<ActionDetail, { space: SpecialCity }>;
		if (!p.tradingPosts.includes(space)) return refuse('marco_polo_2_refusal_needs_trading_post');
		if (e.slot !== 1 && e.slot !== 2) return refuse('marco_polo_2_refusal_no_such_space');
		const id = `${space}-${e.slot}`;
		if ((table.spaces[id] ?? []).length > 0) return refuse('marco_polo_2_refusal_brown_space_taken');
		return { spaceId: id, occupiedCost: 0 };
	}
	if (space === 'city-card') {
		const e = entry as Extract<ActionDetail, { space: 'city-card' }>;
		let id: string;
		if (e.card === 'area-1' || e.card === 'area-2') id = `city-card-${e.card}`;
		else {
			if (!Number.isInteger(e.card) || e.card < 1 || e.card > CITY_CARD_CITY_SPACES) return refuse('marco_polo_2_refusal_no_such_space');
			if (!p.tradingPosts.includes(cityCardCity(e.card))) return refuse('marco_polo_2_refusal_needs_trading_post');
			id = `city-card-${e.card}`;
		}
		// A city card runs once per round, whoever placed there (RU L587).
		if ((table.spaces[id] ?? []).length > 0) return refuse('marco_polo_2_refusal_brown_space_taken');
		return { spaceId: id, occupiedCost: 0 };
	}
	return refuse('marco_polo_2_refusal_no_such_space');
}

/** Applies an action to a copy of the table, or returns why it can't be done. */
function performAction(
	table: TableState,
	player: number,
	character: CharacterId | null,
	entry: Extract<TrackerEntry, { type: 'action' }>,
	dice: Die[],
	lowest: number,
	placement: ResolvedPlacement
): TableState | Refusal {
	let p = table.players[player]!;
	const taken = takeDice(p, entry.dice);
	if ('key' in taken) return taken;
	p = { ...p, dice: taken.rest };
	const payOrRefuse = (cost: Bundle, negative = false) => {
		const paid = pay(p, cost, negative);
		if (isRefusal(paid)) return paid;
		p = paid;
		return null;
	};
	if (placement.occupiedCost > 0) {
		const bad = payOrRefuse({ coins: placement.occupiedCost });
		if (bad) return bad;
	}
	let next: TableState = table;
	switch (entry.space) {
		case 'book-1':
		case 'book-2':
		case 'book-3-upper':
		case 'book-3-lower': {
			const bad = checkBundle(entry.pay) ?? checkBundle(entry.gain);
			if (bad) return bad;
			// The tile offers cost 1 or 2 jade; the free ones nothing (RU L287).
			if (Object.keys(entry.pay).some((k) => k !== 'jade') || (entry.pay.jade ?? 0) > 2) return refuse('marco_polo_2_refusal_offer_cost');
			const paid = payOrRefuse(entry.pay);
			if (paid) return paid;
			p = gain(p, entry.gain, character);
			break;
		}
		case 'khans-favor':
			p = gain(p, { coins: KHANS_FAVOR.coins, camels: KHANS_FAVOR.camels }, character);
			break;
		case 'guild-seal': {
			const guild = entry.guild;
			if (!GUILDS.includes(guild)) return refuse('marco_polo_2_refusal_no_such_guild');
			if (p.seals[guild] !== 'none') return refuse('marco_polo_2_refusal_seal_held', { guild });
			if (lowest < GUILD_SEAL_TAKE[guild].minDie) return refuse('marco_polo_2_refusal_die_too_low', { min: GUILD_SEAL_TAKE[guild].minDie });
			p = gain({ ...p, seals: { ...p.seals, [guild]: 'basic' } }, { jade: GUILD_SEAL_TAKE[guild].jade }, character);
			break;
		}
		case 'travel-lower':
		case 'travel-middle':
		case 'travel-upper': {
			const bad = checkBundle(entry.routeCost) ?? checkBundle(entry.gain);
			if (bad) return bad;
			if (!Number.isInteger(entry.steps) || entry.steps < 1)
				return refuse('marco_polo_2_refusal_travel_steps', { max: entry.space === 'travel-lower' ? 1 : lowest });
			if (entry.space === 'travel-lower' ? entry.steps !== 1 : entry.steps > lowest)
				return refuse('marco_polo_2_refusal_travel_steps', { max: entry.space === 'travel-lower' ? 1 : lowest });
			const maxPosts = entry.space === 'travel-upper' ? 2 : 1;
			if (!Array.isArray(entry.tradingPosts) || entry.tradingPosts.some((c) => typeof c !== 'string'))
				return refuse('marco_polo_2_refusal_trading_post_city_missing');
			if (entry.tradingPosts.length > maxPosts) return refuse('marco_polo_2_refusal_travel_trading_posts', { max: maxPosts });
			// Gantulga Od pays no coins or camels for routes, jade still (RU L1162).
			const route = character === 'gantulga-od' ? { ...entry.routeCost, coins: 0, camels: 0 } : entry.routeCost;
			const cost = entry.space === 'travel-lower' ? addBundles(route, { coins: LOWER_TRAVEL_COINS }) : route;
			const paid = payOrRefuse(cost);
			if (paid) return paid;
			for (const [i, city] of entry.tradingPosts.entries()) {
				const built = buildTradingPost(p, city, i === 0 ? entry.movedFrom : undefined);
				if (isRefusal(built)) return built;
				p = built;
			}
			p = gain(p, entry.gain, character);
			const rank = TRAVEL_RANK[entry.space]!;
			if (rank >= table.highestTravelRank) next = { ...next, highestTravelRank: rank, nextFirstPlayer: player };
			break;
		}
		case 'contracts': {
			if (!Number.isInteger(entry.take) || entry.take < 0 || entry.take > 2) return refuse('marco_polo_2_refusal_contracts_take');
			if (!Array.isArray(entry.discard)) return refuse('refusal_no_such_contract');
			const discard = [...new Set(entry.discard)];
			if (discard.length !== entry.discard.length || discard.some((i) => !Number.isInteger(i) || !p.contracts[i])) return refuse('refusal_no_such_contract');
			if (discard.some((i) => p.contracts[i]!.takenThisTurn)) return refuse('marco_polo_2_refusal_discard_new_contract');
			const kept = p.contracts.filter((_, i) => !discard.includes(i));
			if (kept.length + entry.take > ACTIVE_CONTRACT_SLOTS) return refuse('marco_polo_2_refusal_contract_slots', { max: ACTIVE_CONTRACT_SLOTS });
			if (discard.length > 0 && entry.take === 0) return refuse('marco_polo_2_refusal_contracts_take');
			p = { ...p, contracts: [...kept, ...Array.from({ length: entry.take }, () => ({ starting: false, takenThisTurn: true }))] };
			if (entry.take > 0) p = gain(p, { coins: CONTRACTS_ACTION_COINS }, character);
			break;
		}
		case 'baghdad':
		case 'balkh':
		case 'hormuz': {
			const bad = checkBundle(entry.gain);
			if (bad) return bad;
			p = gain(p, entry.gain, character);
			break;
		}
		case 'city-card': {
			const bad = checkBundle(entry.pay) ?? checkBundle(entry.gain);
			if (bad) return bad;
			// Only the card trading points for coins may take the score below zero (RU L1050).
			const paid = payOrRefuse(entry.pay, (entry.pay.points ?? 0) > 0);
			if (paid) return paid;
			p = gain(p, entry.gain, character);
			break;
		}
		default:
			return refuse('marco_polo_2_refusal_no_such_space');
	}
	const spaces = { ...next.spaces, [placement.spaceId]: [...(next.spaces[placement.spaceId] ?? []), { player, dice }] };
	return withTablePlayer({ ...next, spaces, mainActionTaken: true }, player, p);
}

/** The next seat clockwise that still has dice, or null when the round is over. */
function nextWithDice(table: TableState, from: number): number | null {
	const n = table.players.length;
	for (let i = 1; i <= n; i++) {
		const seat = (from + i) % n;
		if (table.players[seat]!.dice.length > 0) return seat;
	}
	return null;
}

export function applyTracker(table: TableState, ctx: TrackerContext, entry: TrackerEntry): TableState {
	const character = 'player' in entry ? (ctx.characters[entry.player] ?? null) : null;
	const set = (p: TablePlayer) => withTablePlayer(table, (entry as { player: number }).player, p);
	const p = 'player' in entry ? table.players[entry.player]! : null;
	const must = (x: TablePlayer | Refusal) => {
		if (isRefusal(x)) throw new Error(`applied a refused entry: ${x.key}`);
		return x;
	};
	switch (entry.type) {
		case 'round.started': {
			const first = table.round === 0 ? table.firstPlayer : table.nextFirstPlayer;
			// Start-of-round income: Abha Basu's coins and the built-in improved seal bonuses; the rest comes with the entry.
			const players = table.players.map((q, i) => {
				const ch = ctx.characters[i] ?? null;
				let next: TablePlayer = {
					...q,
					dice: [],
					rolled: false,
					blackDieBoughtThisTurn: false,
					contracts: q.contracts.map((c) => ({ ...c, takenThisTurn: false }))
				};
				if (table.round > 0) {
					if (ch === 'abha-basu') next = gain(next, { coins: ABHA_BASU_ROUND_COINS }, ch);
					for (const g of GUILDS) {
						const known = builtInBundle(guildImprovedBonusId(g));
						if (q.seals[g] === 'improved' && known) next = gain(next, known, ch);
					}
				}
				for (const b of entry.bonuses) if (b.player === i) next = gain(next, b.gain, ch);
				return next;
			});
			return {
				...table,
				round: table.round + 1,
				stage: 'rolling',
				turn: null,
				mainActionTaken: false,
				turnStartDice: 0,
				spaces: neutralSpaces(table.players.length),
				blackDiceInSupply: BLACK_DICE[table.players.length] ?? 0,
				firstPlayer: first,
				nextFirstPlayer: first,
				highestTravelRank: -1,
				players
			};
		}
		case 'dice.rolled': {
			let q: TablePlayer = { ...p!, dice: entry.faces.map((face) => ({ face, black: false })), rolled: true };
			q = gain(q, { coins: entry.compensation.coins, camels: entry.compensation.camels }, character);
			if (character === 'isabella-donati') {
				const per = CHARACTER_RULES['isabella-donati'].perDie;
				for (const f of entry.faces) q = gain(q, per[f as 1 | 2 | 3 | 4 | 5 | 6], character);
			}
			const next = set(q);
			if (!next.players.every((x) => x.rolled)) return next;
			return { ...next, stage: 'turns', turn: next.firstPlayer, mainActionTaken: false, turnStartDice: next.players[next.firstPlayer]!.dice.length };
		}
		case 'action': {
			const lowest = Math.min(...entry.dice.map((i) => p!.dice[i]!.face));
			const dice = entry.dice.map((i) => p!.dice[i]!);
			const placement = resolvePlacement(table, entry.player, p!, character, entry, dice, lowest) as ResolvedPlacement;
			return performAction(table, entry.player, character, entry, dice, lowest, placement) as TableState;
		}
		case 'bonus.moneyBag': {
			const rest = p!.dice.filter((_, i) => i !== entry.die);
			const got = entry.take === 'coins' ? { coins: 3 } : entry.take === 'camels' ? { camels: 2 } : { jade: 1 };
			return set(gain({ ...p!, dice: rest }, got, character));
		}
		case 'bonus.reroll': {
			const paid = must(pay(p!, { camels: BONUS_ACTION_COSTS.reroll }));
			return set({ ...paid, dice: paid.dice.map((d, i) => (i === entry.die ? { ...d, face: entry.face } : d)) });
		}
		case 'bonus.adjustDie': {
			const paid = must(pay(p!, { camels: BONUS_ACTION_COSTS.plusMinusOne }));
			return set({ ...paid, dice: paid.dice.map((d, i) => (i === entry.die ? { ...d, face: d.face + entry.delta } : d)) });
		}
		case 'bonus.blackDie': {
			const paid = must(pay(p!, { camels: BONUS_ACTION_COSTS.blackDie }));
			const withDie = { ...paid, dice: [...paid.dice, { face: entry.face, black: true }], blackDieBoughtThisTurn: true };
			const q = character === 'isabella-donati' ? gain(withDie, CHARACTER_RULES['isabella-donati'].perDie[entry.face as 1], character) : withDie;
			return { ...set(q), blackDiceInSupply: table.blackDiceInSupply - 1, turnStartDice: table.turnStartDice + 1 };
		}
		case 'bonus.fulfilContract': {
			let q = must(pay(p!, entry.pay));
			q = { ...q, contracts: q.contracts.filter((_, i) => i !== entry.contract), completedContracts: q.completedContracts + 1 };
			// Abha Basu: 1 jade per completed contract (and its VP through gain) (RU L1130).
			const reward = character === 'abha-basu' ? addBundles(entry.reward, { jade: CHARACTER_RULES['abha-basu'].jadePerContract }) : entry.reward;
			q = gain(q, reward, character);
			q = { ...q, plusOnes: q.plusOnes + (entry.reward2?.plusOnes ?? 0) };
			let supply = table.blackDiceInSupply;
			let turnStartDice = table.turnStartDice;
			if (entry.reward2?.blackDieFace !== undefined) {
				q = { ...q, dice: [...q.dice, { face: entry.reward2.blackDieFace, black: true }] };
				// Isabella Donati: a bonus for every die's first roll in the round, black ones too (RU L1172).
				if (character === 'isabella-donati') q = gain(q, CHARACTER_RULES['isabella-donati'].perDie[entry.reward2.blackDieFace as 1], character);
				supply -= 1;
				turnStartDice += 1;
			}
			return { ...set(q), blackDiceInSupply: supply, turnStartDice };
		}
		case 'bonus.improveSeal': {
			let q = must(pay(p!, entry.cost));
			q = { ...q, seals: { ...q.seals, [entry.guild]: 'improved' } };
			// The bonus now, then every round; De Wu takes 1 jade per improvement (RU L664, L1140).
			q = gain(q, entry.bonus, character);
			if (character === 'de-wu') q = gain(q, { jade: CHARACTER_RULES['de-wu'].jadePerImprovedSeal }, character);
			return set(q);
		}
		case 'turn.ended': {
			const cleared = withTablePlayer(table, entry.player, {
				...p!,
				blackDieBoughtThisTurn: false,
				contracts: p!.contracts.map((c) => ({ ...c, takenThisTurn: false }))
			});
			const next = nextWithDice(cleared, entry.player);
			if (next === null)
				return { ...cleared, stage: cleared.round >= ROUNDS ? 'game-over' : 'round-over', turn: null, mainActionTaken: false, turnStartDice: 0 };
			return { ...cleared, turn: next, mainActionTaken: false, turnStartDice: cleared.players[next]!.dice.length };
		}
		case 'table.adjust': {
			const stock = { ...p!.stock };
			for (const k of STOCK) stock[k] += entry.delta[k] ?? 0;
			return set({ ...p!, stock, points: p!.points + (entry.delta.points ?? 0) });
		}
		case 'table.tradingPost':
			return set(gain(must(buildTradingPost(p!, entry.city, entry.movedFrom)), entry.gain, character));
		case 'table.seal':
			return set({ ...p!, seals: { ...p!.seals, [entry.guild]: entry.seal } });
	}
}

/** Income every start of round gives without asking: for the screen that asks for the rest. */
export function automaticRoundIncome(table: TableState, ctx: TrackerContext, player: number): Bundle {
	let out: Bundle = {};
	if (table.round === 0) return out;
	const q = table.players[player]!;
	if (ctx.characters[player] === 'abha-basu') out = addBundles(out, { coins: ABHA_BASU_ROUND_COINS });
	for (const g of GUILDS) {
		const known = builtInBundle(guildImprovedBonusId(g));
		if (q.seals[g] === 'improved' && known) out = addBundles(out, known);
	}
	return out;
}

export { scaleBundle };

export const TRACKER_ENTRY_TYPES = [
	'round.started',
	'dice.rolled',
	'action',
	'bonus.moneyBag',
	'bonus.reroll',
	'bonus.adjustDie',
	'bonus.blackDie',
	'bonus.fulfilContract',
	'bonus.improveSeal',
	'turn.ended',
	'table.adjust',
	'table.tradingPost',
	'table.seal'
] as const satisfies readonly TrackerEntry['type'][];

export function isTrackerEntry(entry: { type: string }): entry is TrackerEntry {
	return (TRACKER_ENTRY_TYPES as readonly string[]).includes(entry.type);
}
