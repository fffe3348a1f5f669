/**
 * A round's start (PL:857–935): the start player, the contracts of the round, the start-of-round
 * income of characters and small cities, the black dice back on the board; then every player's
 * roll with its compensation (PL:762–770).
 */
import { accepted, refuse, refused, refusedWith, type Outcome, type Refusal } from '../../core/log.ts';
import { checkSeat, withPlayer } from '../../core/players.ts';
import { isFace } from '../../core/guards.ts';
import { checkCompensationChoice, nextStartPlayer, roundBoard, type Die, type RoundBoard } from '../board/actions.ts';
import { CONTRACT_BOARD, ROUNDS, CHARACTER_TILE_BY_ID } from '../catalog.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { roundIncome } from '../map/trading-posts.ts';
import { underSpecialPile } from './extras.ts';
import { addStock, gainAll, ROUND_BONUS_MAX, type RoundBonus, type VoyagesPlayer, type VoyagesState } from '../state.ts';

/** Entered start-of-round bonuses: a seat at the table each, at most ROUND_BONUS_MAX of one kind (the schema saw to whole amounts). */
function checkRoundBonuses(state: VoyagesState, bonuses: readonly RoundBonus[]): Refusal | null {
	for (const b of bonuses) {
		const bad = checkSeat(b.player, state.players.length);
		if (bad) return bad;
		if (Object.values(b.gain).some((n) => n > ROUND_BONUS_MAX)) return refuse('voyages_refusal_round_bonus_max', { max: ROUND_BONUS_MAX });
	}
	return null;
}

/**
 * Step 2 of the round sequence (PL:861, PL:880–884): every player's automatic income (roundIncome),
 * the entered bonuses, and Matteo Polo's top contract of the special pile. Read before the round's
 * other changes, on the posts as they stand.
 */
function roundBonuses(before: VoyagesState, next: VoyagesState, entered: readonly RoundBonus[], discard: string | undefined): VoyagesState {
	let specialPile = next.specialPile;
	const players = next.players.map((p, i) => {
		let q = gainAll(p, roundIncome(before, i).automatic);
		for (const b of entered) if (b.player === i) q = gainAll(q, b.gain);
		// Matteo Polo takes the top contract of the special pile (EN supplement); with both active spaces full he
		// puts one of them under the special pile first (starting contracts leave the game, PL:406), or declines.
		if (takesRoundContract(p) && specialPile.length > 0) {
			const kept = q.contracts.filter((c) => c !== discard);
			if (kept.length < CONTRACT_BOARD.activeSlots) {
				q = { ...q, contracts: [...kept, specialPile[0]!] };
				specialPile = underSpecialPile(specialPile.slice(1), discard === undefined ? [] : [discard]);
			}
		}
		return q;
	});
	return { ...next, players, specialPile };
}

const takesRoundContract = (p: VoyagesPlayer) => !!CHARACTER_TILE_BY_ID.get(p.tile ?? '')?.roundBonus?.contractFromSpecialPile;

/** The reason Matteo Polo may not put this contract away for the special pile's top one: only his own, with both his spaces full and a contract on the pile. */
function checkRoundDiscard(state: VoyagesState, discard: string | undefined): Refusal | null {
	if (discard === undefined) return null;
	const matteo = state.players.find(takesRoundContract);
	if (!matteo || !matteo.contracts.includes(discard)) return refuse('refusal_no_such_contract');
	if (matteo.contracts.length < CONTRACT_BOARD.activeSlots) return refuse('voyages_refusal_contract_discard_not_needed');
	return state.specialPile.length + (state.round === 0 ? 0 : state.contractSpaces.length) > 0 ? null : refuse('voyages_refusal_special_pile_empty');
}

/** Whether any player placed a die this round (the neutral dice do not count). */
const diceActionsThisRound = (board: RoundBoard) => Object.values(board.uses).some((uses) => uses?.some((u) => u.player !== null));

function roundStarted(state: VoyagesState, e: VoyagesEntryOf<'round.started'>): Outcome<VoyagesState> {
	if (state.round >= ROUNDS) return refused('refusal_game_over', { rounds: ROUNDS });
	// Once a round's dice go on the board, it is played out: every die placed (PL:206).
	if (state.round >= 1 && state.turn !== null && diceActionsThisRound(state.spaces)) return refused('refusal_round_not_over');
	const bad = checkRoundBonuses(state, e.bonuses ?? []) ?? checkRoundDiscard(state, e.discard);
	if (bad) return refusedWith(bad);
	const setup = state.setup!;
	// The last to travel with dice starts (PL:866–875); leftover contracts go under the special pile, the next pile comes out (PL:921–935).
	const first = state.round === 0;
	const startPlayer = first ? state.startPlayer : nextStartPlayer(state.spaces, state.startPlayer);
	const next: VoyagesState = {
		...state,
		round: state.round + 1,
		rolled: state.players.map(() => false),
		players: state.players.map((p) => ({ ...p, dice: [] })),
		startPlayer,
		turn: startPlayer,
		mainActionTaken: false,
		blackDieTakenThisTurn: false,
		moves: [],
		spaces: roundBoard(state.players.length),
		blackDiceLeft: setup.board.blackDice,
		contractSpaces: first ? state.contractSpaces : [...(setup.board.contractPiles[state.round - 1] ?? [])],
		specialPile: first ? state.specialPile : [...state.specialPile, ...state.contractSpaces]
	};
	return accepted(roundBonuses(state, next, e.bonuses ?? [], e.discard));
}

/** The reason these dice cannot stand as this player's roll: the count, a face, Matteo Polo's white die. */
function checkRoll(state: VoyagesState, e: VoyagesEntryOf<'dice.rolled'>): Refusal | null {
	const count = state.setup!.players[e.player]!.dice;
	if (e.faces.length !== count || !e.faces.every(isFace)) return refuse('refusal_dice_faces', { count });
	const character = state.players[e.player]!.character;
	if (e.white !== undefined) {
		if (character !== 'matteo-polo') return refuse('voyages_refusal_white_die_not_yours');
		if (!isFace(e.white)) return refuse('refusal_dice_faces', { count: 1 });
	}
	return checkCompensationChoice(e.faces, character, e.compensation);
}

function diceRolled(state: VoyagesState, e: VoyagesEntryOf<'dice.rolled'>): Outcome<VoyagesState> {
	const bad =
		checkSeat(e.player, state.players.length) ??
		(state.round < 1 ? refuse('voyages_refusal_round_not_started') : null) ??
		(state.rolled[e.player] ? refuse('refusal_already_rolled') : null) ??
		checkRoll(state, e);
	if (bad) return refusedWith(bad);
	const white: Die[] = e.white !== undefined ? [{ value: e.white, kind: 'white' }] : [];
	const next = withPlayer(state, e.player, (p) => ({
		...p,
		dice: [...e.faces.map((value): Die => ({ value, kind: 'player' })), ...white],
		stock: addStock(p.stock, e.compensation)
	}));
	return accepted({ ...next, rolled: state.rolled.map((r, i) => r || i === e.player), tracked: true });
}

export const roundHandlers = {
	'round.started': roundStarted,
	'dice.rolled': diceRolled
};
