/**
 * The entries before play: the players and the seeded deal (PL:19–175), the character draft
 * (PL:837–839), the goal cards kept (PL:843–845), and the checklist done.
 */
import { accepted, refused, refusedWith, type Outcome } from '../../core/log.ts';
import { checkPlayers, checkSeat, withPlayer } from '../../core/players.ts';
import { checkCopyValues } from '../../core/printed.ts';
import type { VoyagesEntryOf } from '../entries.ts';
import { START_LOCATION } from '../map/places.ts';
import { voyagesMeta } from '../meta.ts';
import { voyagesPrinted, type VoyagesCopy } from '../printed.ts';
import { emptyScoreSheet, seatPlayer, voyagesInitialState, type VoyagesPlayer, type VoyagesState } from '../state.ts';
import type { SetupOptions } from '../created.ts';
import { checkCharacterPick, createSetup, withCharacters, type VoyagesSetup } from '../setup.ts';

/** After the draft, the goal cards to keep; then the checklist. */
function afterCharacters(state: VoyagesState): VoyagesState {
	if (state.players.some((p) => p.tile === null)) return state;
	if (state.players.some((p) => p.goalCards.length === 0)) return { ...state, phase: 'goal-cards' };
	return { ...state, phase: 'setup' };
}

/** A player as the deal seats them: starting coins and camels, the starting contract, the goal cards dealt to keep all. */
function dealtPlayer(p: { name: string; colour: VoyagesPlayer['colour'] }, seat: number, setup: VoyagesSetup): VoyagesPlayer {
	const s = setup.players[seat]!;
	const blank: VoyagesPlayer = {
		name: p.name,
		colour: p.colour,
		character: null,
		tile: null,
		goalCards: setup.options.goalCards === 'deal-2' ? [...s.goalCardsDealt] : [],
		position: START_LOCATION,
		figures: [START_LOCATION],
		stock: { coins: s.coins, camels: s.camels, pepper: 0, silk: 0, gold: 0 },
		points: 0,
		posts: [],
		beijingSpace: null,
		completedContracts: 0,
		sheet: emptyScoreSheet(),
		sheetConfirmed: false,
		dice: [],
		contracts: [s.startingContract]
	};
	return seatPlayer(blank, s.character);
}

function gameCreated(state: VoyagesState, e: VoyagesEntryOf<'game.created'>): Outcome<VoyagesState> {
	const bad = checkPlayers(e.players, voyagesMeta) ?? (e.copy ? checkCopyValues(voyagesPrinted, e.copy) : null);
	if (bad) return refusedWith(bad);
	const copy = { values: { ...(e.copy ?? {}) } } as VoyagesCopy;
	// createSetup refuses options that are not the game's (checkSetupOptions), by name.
	const r = createSetup(e.seed, { ...(e.options as Omit<SetupOptions, 'players'>), players: e.players.length }, copy);
	if (!r.ok) return refusedWith(r.refusal);
	const setup = r.setup;
	const players = e.players.map((p, seat) => dealtPlayer(p, seat, setup));
	return accepted(
		afterCharacters({
			...voyagesInitialState(),
			seed: e.seed,
			setup,
			copy,
			players,
			rolled: players.map(() => false),
			phase: 'characters',
			startPlayer: setup.options.firstPlayer,
			contractSpaces: [...setup.board.contractSpaces],
			specialPile: [...setup.board.specialPile]
		})
	);
}

function characterChosen(state: VoyagesState, e: VoyagesEntryOf<'character.chosen'>): Outcome<VoyagesState> {
	const picks = state.players.map((p) => p.tile);
	const bad = checkSeat(e.player, state.players.length) ?? checkCharacterPick(state.setup!, picks, e.player, e.tile);
	if (bad) return refusedWith(bad);
	const next = withPlayer(state, e.player, (p) => seatPlayer(p, e.tile));
	const setup = withCharacters(
		state.setup!,
		next.players.map((p) => p.tile)
	);
	return accepted(afterCharacters({ ...next, setup }));
}

function goalCardsKept(state: VoyagesState, e: VoyagesEntryOf<'goalCards.kept'>): Outcome<VoyagesState> {
	const bad = checkSeat(e.player, state.players.length);
	if (bad) return refusedWith(bad);
	const { goalCardsKept: keep, goalCardsDealt: dealt } = state.setup!.players[e.player]!;
	if (state.players[e.player]!.goalCards.length > 0) return refused('voyages_refusal_goal_cards_already_kept');
	if (e.cards.length !== keep) return refused('voyages_refusal_goal_cards_count', { max: keep });
	if (new Set(e.cards).size !== e.cards.length) return refused('voyages_refusal_goal_card_twice');
	if (e.cards.some((c) => !dealt.includes(c))) return refused('voyages_refusal_goal_card_not_dealt');
	const next = withPlayer(state, e.player, (p) => ({ ...p, goalCards: [...e.cards] }));
	return accepted(next.players.every((p) => p.goalCards.length > 0) ? { ...next, phase: 'setup' } : next);
}

/** Setup is reached once every player has a character and goal cards (afterCharacters, goalCardsKept). */
const setupCompleted = (state: VoyagesState): Outcome<VoyagesState> => accepted({ ...state, phase: 'playing' });

export const setupHandlers = {
	'game.created': gameCreated,
	'character.chosen': characterChosen,
	'goalCards.kept': goalCardsKept,
	'setup.completed': setupCompleted
};
