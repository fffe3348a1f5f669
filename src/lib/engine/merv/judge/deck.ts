/**
 * The solo judge's cards through the game (RU = shared/seeds/002…txt): the card of the round
 * discarded at its end (RU L1067), the discards shuffled back on top after each scoring (RU L1079),
 * and the cards put back in the box (RU L1134, L1152, L1230).
 */
import { createRandom } from '../../core/random.ts';
import type { Action } from '../catalog.ts';
import { MOSQUE_TOP, mervValue } from '../printed.ts';
import type { JudgeStep, MervState } from '../state.ts';
import { reshuffledDeck } from './turn.ts';
import { caravanDeckLeft } from '../holdings/caravan-row.ts';

/** The judge's place among the participants, or -1 without a judge. */
export const judgeWho = (state: MervState) => (state.judge === null ? -1 : state.participants.findIndex((p) => p.colour === state.judge));

/** Library: 8 scrolls or more collected, those on contracts counting as for discoveries (RU L1152, L709). */
const LIBRARY_OUT_AT = 8;

/** The judge's cards whose condition to leave the game now holds, and are still in it. */
function cardsToRetire(state: MervState): Action[] {
	const who = judgeWho(state);
	const t = state.participants[who]?.tally;
	if (!t) return [];
	const out: Action[] = [];
	// The caravan deck empty, known from the cards taken (caravanDeckLeft). Looked at on each of the judge's
	// turns, before its card and after its refill, so a deck emptied on the player's turn counts too (RU L1134).
	if (caravanDeckLeft(state) === 0) out.push('caravanserai');
	if (t.scrolls + t.scrollsOnContracts >= LIBRARY_OUT_AT) out.push('library');
	// The top of the mosque is a printed value: unknown, it is never assumed reached (RU L1230).
	const top = mervValue<number>(state.copy, MOSQUE_TOP);
	if (top !== null && top > 0 && t.mosqueLevel >= top) out.push('mosque');
	return out.filter((card) => !state.judgeOut.includes(card));
}

/** Puts back in the box the judge's cards whose condition holds (RU L1134, L1152, L1230), wherever they are; a step for each. */
export function retireJudgeCards(state: MervState): { state: MervState; steps: JudgeStep[] } {
	const cards = cardsToRetire(state);
	if (!cards.length) return { state, steps: [] };
	const keep = (list: readonly Action[]) => list.filter((c) => !cards.includes(c));
	return {
		state: {
			...state,
			judgeDeck: keep(state.judgeDeck),
			judgeDiscards: keep(state.judgeDiscards),
			judgeCard: state.judgeCard !== null && cards.includes(state.judgeCard) ? null : state.judgeCard,
			judgeOut: [...state.judgeOut, ...cards]
		},
		steps: cards.map((action) => ({ key: 'merv_judge_step_card_out', params: { action } }))
	};
}

/** The end of a round: the judge's current card goes to its discards (RU L1067). */
export function discardJudgeCard(state: MervState): MervState {
	if (state.judgeCard === null) return state;
	return { ...state, judgeCard: null, judgeDiscards: [...state.judgeDiscards, state.judgeCard] };
}

/**
 * The end of a scoring phase (RU L1079): the discards shuffled and put on top of the deck. The
 * shuffle is drawn from the game's seed and the year scored, so every phone and every replay
 * deals the same deck.
 */
export function reshuffleJudgeDeck(state: MervState, year: number): MervState {
	const ended = discardJudgeCard(state);
	if (!ended.judgeDiscards.length) return ended;
	const random = createRandom(`${state.seed}:judge-deck:${year}`);
	return { ...ended, judgeDeck: reshuffledDeck(ended.judgeDeck, ended.judgeDiscards, (cards) => random.shuffle(cards)), judgeDiscards: [] };
}
