/** A round: its start and income, the dice rolled with their compensation, turns passing on (RU L182–198, L782–808). */
import { checkCompensation, compensationDue, nextWithDice } from '../../core/dice.ts';
import { isFace } from '../../core/guards.ts';
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { addAmounts, scaleAmounts } from '../../core/resources.ts';
import { checkSeat } from '../../core/players.ts';
import { ABHA_BASU_ROUND_COINS, BLACK_DICE, CHARACTER_RULES, COMPENSATION_THRESHOLD, GUILDS, ROUNDS, STARTING, type CharacterId } from '../catalog.ts';
import { guildImprovedBonusId } from '../printed.ts';
import type { Copy } from '../../core/printed.ts';
import { knownCityBonuses } from './board-travel.ts';
import type { TrackerEntryOf } from '../table/entries.ts';
import { addBundles, builtInBundle, gain } from '../table/stock.ts';
import { checkTurn, neutralSpaces, withTablePlayer, type Bundle, type Seats, type TablePlayer, type TableState } from '../table/state.ts';

/** Coins and/or camels due for these round-start faces: the difference to 15 (RU L784–790). */
export const compensationFor = (faces: readonly number[]): number => compensationDue(faces, COMPENSATION_THRESHOLD);

/** What a die's first roll in the round gives its player: Isabella Donati's bonus by face, nothing for the others (RU L1172–1174). */
export function dieBonus(character: CharacterId | null, face: number): Bundle {
	return character === 'isabella-donati' && isFace(face) ? CHARACTER_RULES['isabella-donati'].perDie[face as 1 | 2 | 3 | 4 | 5 | 6] : {};
}

/**
 * What a roll of these faces gives its player besides the compensation: Isabella Donati's bonus per die, except for the
 * pairs she takes as a double bonus each instead (1-1/6-6 jade, 2-2/5-5 silk, 3-3/4-4 gold; RU L1176–1182).
 */
export function rollBonus(character: CharacterId | null, faces: readonly number[], doubles: readonly number[] = []): Bundle {
	let out = faces.reduce<Bundle>((sum, face) => addBundles(sum, dieBonus(character, face)), {});
	for (const face of doubles) {
		const two = dieBonus(character, face);
		out = addBundles(addAmounts(out, scaleAmounts(two, -2)), CHARACTER_RULES['isabella-donati'].perDouble[face as 1 | 2 | 3 | 4 | 5 | 6]);
	}
	return out;
}

/** Why these doubles cannot be taken with this roll, or null: Isabella Donati's only, each a pair of the round-start dice (RU L1176). */
export function checkDoubles(character: CharacterId | null, faces: readonly number[], doubles: readonly number[]): Refusal | null {
	if (doubles.length === 0) return null;
	if (character !== 'isabella-donati') return refuse('marco_polo_2_refusal_doubles_isabella');
	for (const face of new Set(doubles)) {
		const pairs = Math.floor(faces.filter((f) => f === face).length / 2);
		if (!isFace(face) || doubles.filter((f) => f === face).length > pairs) return refuse('marco_polo_2_refusal_no_such_double', { face });
	}
	return null;
}

/**
 * Pairs a roll offers as Isabella Donati's double bonus: each face with two dice (twice with four), with what the pair
 * gives either way (RU L1176–1182); none for other characters.
 */
export function doublesOffered(character: CharacterId | null, faces: readonly number[]): { face: number; asDice: Bundle; asDouble: Bundle }[] {
	if (character !== 'isabella-donati') return [];
	return [1, 2, 3, 4, 5, 6].flatMap((face) => {
		const pairs = Math.floor(faces.filter((f) => f === face).length / 2);
		const offer = { face, asDice: scaleAmounts(dieBonus(character, face), 2), asDouble: { ...CHARACTER_RULES['isabella-donati'].perDouble[face as 1] } };
		return Array.from({ length: pairs }, () => offer);
	});
}

/**
 * Income every start of a round after the first gives without asking: Abha Basu's coins, the built-in improved-seal bonuses
 * (RU L664, L1128), the city bonus markers this game's copy knows in the player's trading-post cities (RU L445).
 */
export function automaticRoundIncome(table: TableState, seats: Seats, player: number, copy?: Copy): Bundle {
	let out: Bundle = {};
	if (table.round === 0) return out;
	const p = table.players[player]!;
	if (copy) out = addBundles(out, knownCityBonuses(p.tradingPosts, copy));
	if (seats[player]?.character === 'abha-basu') out = addBundles(out, { coins: ABHA_BASU_ROUND_COINS });
	for (const g of GUILDS) {
		const known = builtInBundle(guildImprovedBonusId(g));
		if (p.seals[g] === 'improved' && known) out = addBundles(out, known);
	}
	return out;
}

export function startRound(table: TableState, seats: Seats, e: TrackerEntryOf<'round.started'>, copy?: Copy): Outcome<TableState> {
	// After the 5th round the game is over (RU L808): checked before the stage, which is then 'game-over'.
	if (table.round >= ROUNDS) return refused('refusal_game_over', { rounds: ROUNDS });
	if (table.stage !== 'before-round' && table.stage !== 'round-over') return refused('refusal_round_not_over');
	for (const b of e.bonuses) {
		const bad = checkSeat(b.player, table.players.length);
		if (bad) return refusedWith(bad);
	}
	const first = table.round === 0 ? table.firstPlayer : table.nextFirstPlayer;
	const players = table.players.map((q, i): TablePlayer => {
		const character = seats[i]?.character ?? null;
		const cleared: TablePlayer = {
			...q,
			dice: [],
			rolled: false,
			blackDieBoughtThisTurn: false,
			contracts: q.contracts.map((c) => ({ ...c, takenThisTurn: false }))
		};
		// The income without asking, then what the entry brings (city bonuses and others).
		const income = [automaticRoundIncome(table, seats, i, copy), ...e.bonuses.filter((b) => b.player === i).map((b) => b.gain)];
		return income.reduce((p, g) => gain(p, g, character), cleared);
	});
	return accepted({
		...table,
		round: table.round + 1,
		stage: 'rolling',
		turn: null,
		mainActionTaken: false,
		turnStartDice: 0,
		turnPosts: [],
		spaces: neutralSpaces(table.players.length),
		blackDiceInSupply: BLACK_DICE[table.players.length] ?? 0,
		firstPlayer: first,
		nextFirstPlayer: first,
		highestTravelRank: -1,
		players
	});
}

export function rollDice(table: TableState, seats: Seats, e: TrackerEntryOf<'dice.rolled'>): Outcome<TableState> {
	const bad = checkSeat(e.player, table.players.length);
	if (bad) return refusedWith(bad);
	if (table.stage !== 'rolling') return refused('marco_polo_2_refusal_not_rolling');
	const p = table.players[e.player]!;
	if (p.rolled) return refused('refusal_already_rolled');
	if (e.faces.length !== STARTING.dice || !e.faces.every(isFace)) return refused('refusal_dice_faces', { count: STARTING.dice });
	const wrong = checkCompensation(e.faces, compensationFor(e.faces), e.compensation);
	if (wrong) return refusedWith(wrong);
	const character = seats[e.player]?.character ?? null;
	const doubles = e.doubles ?? [];
	const bad2 = checkDoubles(character, e.faces, doubles);
	if (bad2) return refusedWith(bad2);
	const rolled: TablePlayer = { ...p, dice: e.faces.map((face) => ({ face, black: false })), rolled: true };
	const got = addBundles({ coins: e.compensation.coins, camels: e.compensation.camels }, rollBonus(character, e.faces, doubles));
	const next = withTablePlayer(table, e.player, gain(rolled, got, character));
	if (!next.players.every((x) => x.rolled)) return accepted(next);
	return accepted({
		...next,
		stage: 'turns',
		turn: next.firstPlayer,
		mainActionTaken: false,
		turnStartDice: next.players[next.firstPlayer]!.dice.length,
		turnPosts: []
	});
}

export function endTurn(table: TableState, seats: Seats, e: TrackerEntryOf<'turn.ended'>): Outcome<TableState> {
	const bad = checkTurn(table, seats, e.player);
	if (bad) return refusedWith(bad);
	const p = table.players[e.player]!;
	// A player with dice left must take an action (RU L196).
	if (!table.mainActionTaken && p.dice.length > 0) return refused('refusal_action_required');
	const cleared = withTablePlayer(table, e.player, {
		...p,
		blackDieBoughtThisTurn: false,
		contracts: p.contracts.map((c) => ({ ...c, takenThisTurn: false }))
	});
	const next = nextWithDice(cleared.players, e.player);
	if (next === null)
		return accepted({
			...cleared,
			stage: cleared.round >= ROUNDS ? 'game-over' : 'round-over',
			turn: null,
			mainActionTaken: false,
			turnStartDice: 0,
			turnPosts: []
		});
	return accepted({ ...cleared, turn: next, mainActionTaken: false, turnStartDice: cleared.players[next]!.dice.length, turnPosts: [] });
}

/** A choice the table makes where the rulebooks differ (TABLE_OPTIONS); it holds from this entry on. */
export function setOption(table: TableState, _seats: Seats, e: TrackerEntryOf<'option.set'>): Outcome<TableState> {
	return accepted({ ...table, options: { ...table.options, [e.option]: e.value } });
}
