/**
 * The Voyages of Marco Polo's rules as the rulebook states them, one rule at a time, refusals included:
 * posts moved once all are placed, "move 1" rewards, contracts from columns 5–6 and put away, free black dice
 * and contracts, the player's own turn, Niccolò & Marco Polo's shared steps, the score sheet's posts, the city
 * tiles' rewards in the copy of the game. PL:n = line n of the Polish rulebook; "EN supplement" = the English
 * supplement's symbols and characters (data §2, §6).
 *
 * Seeds (2 players, first game: seat 0 Raschid ad-Din Sinan, 7 coins; seat 1 Matteo Polo, 8 coins):
 * 'rules-2' puts the "move 1" tile on Alexandria, 'rules-5' the contract tile and seat 0's starting contract C40
 * (black die), 'rules-11' the black die tile, 'rules-12' gives seat 0 the starting contract C42 (move 1),
 * 'rules-8' seat 0 C39 (contract), 'rules-3' the city card CC13 (2 camels → move 1) in Alexandria.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	CONTRACTS,
	contractTerms,
	emptyVoyagesCopy,
	largeTileRewardId,
	roundIncome,
	smallTileRewardId,
	voyagesRules,
	type SetupOptions,
	type VoyagesEntry,
	type VoyagesEntryOf
} from '../../../src/lib/engine/voyages/index.ts';
import {
	voyagesBuild,
	voyagesCreated,
	voyagesExpectAccepted,
	voyagesExpectRefused,
	voyagesPlay,
	voyagesPlayingLog,
	voyagesRoundOver,
	voyagesTurnOf,
	type VoyagesLog
} from './fixtures.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });
const travel = (player: number, path: string[], more: Partial<VoyagesEntryOf<'travel'>> = {}): VoyagesEntryOf<'travel'> => ({
	type: 'travel',
	player,
	path,
	maxSteps: 6,
	...more
});
const action = (player: number, space: string, dice: number[], more: Partial<VoyagesEntryOf<'action'>> = {}): VoyagesEntryOf<'action'> =>
	({
		type: 'action',
		player,
		space,
		dice,
		...more
	}) as VoyagesEntryOf<'action'>;
const move = (player: number, reward: string, path: string[], more: Partial<VoyagesEntryOf<'move'>> = {}): VoyagesEntryOf<'move'> => ({
	type: 'move',
	player,
	reward,
	path,
	...more
});
const complete = (
	player: number,
	contract: string,
	pay: Record<string, number>,
	reward: Record<string, number>,
	more: Partial<VoyagesEntryOf<'contract.completed'>> = {}
): VoyagesEntryOf<'contract.completed'> => ({
	type: 'contract.completed',
	player,
	contract,
	pay,
	reward,
	...more
});
/** A game of `players` with this seed in play. */
const game = (seed: string, players = 2, options: Partial<Omit<SetupOptions, 'players'>> = {}): VoyagesLog =>
	voyagesBuild([], voyagesCreated(players, options, seed), { type: 'setup.completed' });
/** A drafted 2-player game where seat `seat` takes `tile` (the other seat the first other tile offered). */
function drafted(seed: string, seat: number, tile: string, players = 2): VoyagesLog {
	let log = voyagesBuild([], voyagesCreated(players, { characters: 'draft' }, seed));
	const draft = state(log).setup!.draft!;
	const rest = draft.offered.filter((t) => t !== tile);
	for (const s of draft.order) log = voyagesBuild(log, { type: 'character.chosen', player: s, tile: s === seat ? tile : rest.shift()! });
	return voyagesBuild(log, { type: 'setup.completed' });
}
/** Journeys of seat `p` building posts in these cities, one journey each (legs from where the figure stands). */
const LEGS = [
	['venezia', 'alexandria'],
	['alexandria', 'oasis-i', 'adana'],
	['adana', 'kochi'],
	['kochi', 'sumatra'],
	['sumatra', 'oasis-j', 'beijing'],
	['beijing', 'xian'],
	['xian', 'oasis-h', 'karachi'],
	['karachi', 'ormuz'],
	['ormuz', 'oasis-g', 'oasis-e', 'samarcanda']
];
const NINE_POSTS = ['alexandria', 'adana', 'kochi', 'sumatra', 'beijing', 'xian', 'karachi', 'ormuz', 'samarcanda'];
/** Seat `p` with all 9 posts placed and the figure in Samarcanda. */
const ninePosts = (log: VoyagesLog, p: number) => voyagesPlay(voyagesBuild(log, adjust(p, { coins: 300, camels: 100 })), ...LEGS.map((leg) => travel(p, leg)));

describe('13. all trading posts placed: a journey ending in a new city moves one there (PL:546)', () => {
	it('PL:546: with all 9 posts placed, a journey ending in a new city moves the post chosen there, with the city’s bonus, no milestone points', () => {
		// mp1-fixture with random tiles: Kashgar's tile is not known to this test, Lan-Zhou's large-city tile gives 2 camels.
		let log = ninePosts(voyagesBuild([], voyagesCreated(3, { smallCityTiles: 'random' }), { type: 'setup.completed' }), 2);
		expect(state(log).players[2]!.posts).toEqual(NINE_POSTS);
		// The 8th and 9th posts' 5 and 10 points (PL:522), Adana's tile 3 more.
		expect(state(log).players[2]!.points).toBe(15 + 3);
		log = voyagesTurnOf(log, 2);
		const toLanZhou = travel(2, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou']);
		voyagesExpectRefused(log, toLanZhou, 'voyages_refusal_post_to_move', { city: 'lan-zhou' });
		voyagesExpectRefused(log, { ...toLanZhou, movePosts: ['moscow'] }, 'voyages_refusal_post_not_yours');
		voyagesExpectRefused(log, { ...toLanZhou, movePosts: ['adana', 'kochi'] }, 'voyages_refusal_post_move_not_needed');
		const before = state(log).players[2]!;
		const s = voyagesExpectAccepted(log, { ...toLanZhou, movePosts: ['adana'] }).state;
		const p = s.players[2]!;
		expect(p.posts).toEqual(['alexandria', 'kochi', 'sumatra', 'beijing', 'xian', 'karachi', 'ormuz', 'samarcanda', 'lan-zhou']);
		// The first post in Lan-Zhou takes its tile (PL:536); moving a post scores no 8th/9th post points (PL:522).
		expect(s.largeCityTilesTaken['lan-zhou']).toBe(2);
		expect(p.stock.camels - before.stock.camels).toBe(-8 + 2);
		expect(p.points).toBe(before.points);
		// Adana no longer pays at the round start; the goal-card cities are the posts as they now stand.
		expect(roundIncome(s, 2).toEnter).not.toContain('adana');
		const sheet = state(voyagesBuild(voyagesExpectAccepted(log, { ...toLanZhou, movePosts: ['adana'] }).log, { type: 'scoring.started' })).players[2]!.sheet;
		expect(sheet.posts).toContain('lan-zhou');
		expect(sheet.posts).not.toContain('adana');
	});

	it('PL:546: the Beijing post may be the one moved: its space is free again; an oasis or a city with the player’s post moves nothing', () => {
		let log = voyagesTurnOf(ninePosts(voyagesPlayingLog(3), 2), 2);
		expect(state(log).players[2]!.beijingSpace).toBe(1);
		const s = voyagesExpectAccepted(log, travel(2, ['samarcanda', 'oasis-e', 'venezia', 'oasis-a', 'moscow'], { movePosts: ['beijing'] })).state;
		expect(s.players[2]!).toMatchObject({ beijingSpace: null, position: 'moscow' });
		expect(s.players[2]!.posts).not.toContain('beijing');
		voyagesExpectRefused(log, travel(2, ['samarcanda', 'oasis-e'], { movePosts: ['adana'] }), 'voyages_refusal_post_move_not_needed');
		log = voyagesBuild(log, travel(2, ['samarcanda', 'oasis-e', 'samarcanda']));
		expect(state(log).players[2]!.posts).toEqual(NINE_POSTS);
	});

	it('PL:546 for Wilhelm von Rubruk: with all 11 posts placed, every new city passed takes one of his posts, each chosen', () => {
		let log = drafted('rules-0', 0, 'wilhelm-von-rubruk');
		log = voyagesBuild(log, adjust(0, { coins: 300, camels: 100 }));
		// Venezia → Alexandria → oasis I → Adana → Kochi → Sumatra → oasis J → Beijing: 5 posts; and 6 more.
		log = voyagesPlay(
			log,
			travel(0, ['venezia', 'alexandria', 'oasis-i', 'adana', 'kochi', 'sumatra', 'oasis-j']),
			travel(0, ['oasis-j', 'beijing', 'xian', 'oasis-h', 'karachi', 'ormuz']),
			travel(0, ['ormuz', 'oasis-g', 'oasis-e', 'samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'])
		);
		expect(state(log).players[0]!.posts).toHaveLength(11);
		log = voyagesTurnOf(log, 0);
		const on = travel(0, ['lan-zhou', 'oasis-d', 'oasis-b', 'karakorum', 'anxi']);
		voyagesExpectRefused(log, { ...on, movePosts: ['adana'] }, 'voyages_refusal_post_to_move', { city: 'anxi' });
		voyagesExpectRefused(log, { ...on, movePosts: ['adana', 'adana'] }, 'voyages_refusal_post_not_yours');
		const p = voyagesExpectAccepted(log, { ...on, movePosts: ['adana', 'kochi'] }).state.players[0]!;
		expect(p.posts).toHaveLength(11);
		expect(p.posts).toEqual(expect.arrayContaining(['karakorum', 'anxi']));
		expect(p.posts).not.toContain('adana');
		expect(p.posts).not.toContain('kochi');
	});
});

describe('14. "move 1" rewards: route costs paid, not the travel action’s step cost (EN supplement; PL:456, PL:464)', () => {
	it('EN supplement "Move 1": contract C42’s move pays no step cost (PL:456 is the travel action’s), only the route; in the same turn only', () => {
		let log = voyagesTurnOf(game('rules-12'), 0, false);
		log = voyagesBuild(log, adjust(0, { camels: 5, pepper: 3 }));
		voyagesExpectRefused(log, move(0, 'contract:C42', ['venezia', 'alexandria']), 'voyages_refusal_no_move_granted');
		log = voyagesBuild(log, complete(0, 'C42', { camels: 1, pepper: 3 }, { points: 1 }));
		expect(state(log).moves).toEqual([{ player: 0, reward: 'contract:C42', steps: 1 }]);
		const coins = state(log).players[0]!.stock.coins;
		const camels = state(log).players[0]!.stock.camels;
		voyagesExpectRefused(log, move(0, 'contract:C42', ['venezia', 'oasis-a', 'moscow']), 'voyages_refusal_travel_too_far', { steps: 2, max: 1 });
		voyagesExpectRefused(log, move(0, 'bazaar-gold', ['venezia', 'alexandria']), 'voyages_refusal_no_move_granted');
		voyagesExpectRefused(log, move(1, 'contract:C42', ['venezia', 'alexandria']), 'refusal_not_your_turn', { name: 'Ada' });
		// Venezia → oasis E: no step cost, the route's 3 camels (PL:464).
		const s = voyagesExpectAccepted(log, move(0, 'contract:C42', ['venezia', 'oasis-e'])).state;
		expect(s.players[0]!.stock).toMatchObject({ coins, camels: camels - 3 });
		expect(s.moves).toEqual([]);
		// Lost when the turn ends (EN: "that movement is lost").
		const ended = voyagesBuild(voyagesBuild(log, action(0, 'take-5-coins', [0])), { type: 'turn.ended', player: 0 });
		expect(state(ended).moves).toEqual([]);
	});

	it('EN supplement "Move 1": gold column 5 of the bazaar and a large-city tile grant a move; the move builds a post where it ends (PL:494)', () => {
		// Gold column 5 (data §3.3): 3 dice of 5 or more.
		let log = voyagesBuild(game('rules-2'), { type: 'round.started' });
		log = voyagesBuild(
			log,
			{ type: 'dice.rolled', player: 0, faces: [5, 5, 5, 1, 1], compensation: { coins: 0, camels: 0 } },
			{ type: 'dice.rolled', player: 1, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } }
		);
		log = voyagesBuild(log, action(0, 'bazaar-gold', [0, 1, 2]));
		expect(state(log).moves).toEqual([{ player: 0, reward: 'bazaar-gold', steps: 1 }]);
		// The move to Alexandria builds a post there and takes its "move 1" tile: another move.
		const coins = state(log).players[0]!.stock.coins;
		log = voyagesBuild(log, move(0, 'bazaar-gold', ['venezia', 'alexandria']));
		let s = state(log);
		expect(s.players[0]).toMatchObject({ position: 'alexandria', posts: ['alexandria'], stock: { coins } });
		expect(s.moves).toEqual([{ player: 0, reward: 'large-city-tile:alexandria', steps: 1 }]);
		log = voyagesBuild(log, move(0, 'large-city-tile:alexandria', ['alexandria', 'venezia']));
		s = state(log);
		expect(s.players[0]).toMatchObject({ position: 'venezia', posts: ['alexandria'], stock: { coins } });
	});

	it('EN supplement "City Cards": a card’s moves up to the die are one movement, a post only where it ends (PL:588)', () => {
		// rules-3: CC13 (2 camels → move 1) in Alexandria.
		let log = voyagesBuild(game('rules-3'), adjust(0, { camels: 10 }));
		log = voyagesPlay(log, action(0, 'travel', [0, 1], { path: ['venezia', 'alexandria'] }));
		log = voyagesRoundOver(log);
		log = voyagesTurnOf(log, 0);
		const card = state(log).setup!.map.alexandria!.find((i) => i.kind === 'city-card')!;
		expect(card).toMatchObject({ card: 'CC13', space: 1 });
		const use = (moves: number) => action(0, 'city-card:alexandria:1', [0], { pay: { camels: 2 * moves }, gain: {}, moves });
		voyagesExpectRefused(log, use(4), 'voyages_refusal_city_card_moves', { max: 3 });
		log = voyagesBuild(log, use(2));
		expect(state(log).moves).toEqual([{ player: 0, reward: 'city-card:alexandria:1', steps: 2 }]);
		const coins = state(log).players[0]!.stock.coins;
		const s = voyagesExpectAccepted(log, move(0, 'city-card:alexandria:1', ['alexandria', 'oasis-i', 'adana'])).state;
		// Oasis I → Adana: 2 camels; Adana's post, nothing on the way.
		expect(s.players[0]).toMatchObject({ position: 'adana', posts: ['alexandria', 'adana'], stock: { coins } });
		voyagesExpectRefused(voyagesTurnOf(game('rules-3'), 0), action(0, 'take-5-coins', [0], { moves: 1 }), 'voyages_refusal_malformed');
	});
});

describe('15. contracts: columns 5 and 6, and room made on the 2 active spaces (PL:380, PL:406)', () => {
	const sixes = () =>
		voyagesBuild(
			voyagesBuild(game('rules-12'), { type: 'round.started' }),
			{ type: 'dice.rolled', player: 0, faces: [6, 6, 6, 6, 6], compensation: { coins: 0, camels: 0 } },
			{ type: 'dice.rolled', player: 1, faces: [6, 6, 6, 6, 6], compensation: { coins: 0, camels: 0 } }
		);

	it('PL:380: each contract from column 5 or 6 gives 1 or 2 coins or camels, all of one or the other', () => {
		const log = sixes();
		const starting = state(log).players[0]!.contracts[0]!;
		const take = (contracts: number[], gain: Record<string, number>, discard: string[] = []) =>
			action(0, 'contracts', [0], { contracts, gain, ...(discard.length ? { discard } : {}) });
		voyagesExpectRefused(log, take([6], { coins: 1, camels: 1 }), 'voyages_refusal_contract_bonus_split');
		voyagesExpectRefused(log, take([6], { coins: 1 }), 'voyages_refusal_contract_bonus', { bonus: 2 });
		expect(voyagesExpectAccepted(log, take([6], { coins: 2 })).state.players[0]!.stock).toMatchObject({ coins: 9, camels: 2 });
		expect(voyagesExpectAccepted(log, take([6], { camels: 2 })).state.players[0]!.stock).toMatchObject({ coins: 7, camels: 4 });
		// Columns 5 and 6: 1 coin and 2 camels, or the other way round (PL:394).
		expect(voyagesExpectAccepted(log, take([5, 6], { coins: 1, camels: 2 }, [starting])).state.players[0]!.stock).toMatchObject({ coins: 8, camels: 4 });
		expect(voyagesExpectAccepted(log, take([5, 6], { coins: 2, camels: 1 }, [starting])).state.players[0]!.stock).toMatchObject({ coins: 9, camels: 3 });
	});

	it('PL:406: with both active spaces full one (or both) goes under the special pile; with room, none', () => {
		const log = sixes();
		// Matteo Polo (seat 1) took the special pile's top contract at the round start: both spaces full.
		let s = state(voyagesTurnOf(log, 1));
		const [a, b] = s.players[1]!.contracts;
		const turn = voyagesTurnOf(log, 1);
		voyagesExpectRefused(turn, action(1, 'contracts', [0], { contracts: [1] }), 'voyages_refusal_contract_slots_full', { slots: 2 });
		s = voyagesExpectAccepted(turn, action(1, 'contracts', [0], { contracts: [1], discard: [b!] })).state;
		expect(s.players[1]!.contracts).toEqual([a, state(turn).contractSpaces[0]]);
		expect(s.specialPile.at(-1)).toBe(b);
		s = voyagesExpectAccepted(turn, action(1, 'contracts', [0], { contracts: [1], discard: [a!, b!] })).state;
		expect(s.players[1]!.contracts).toHaveLength(1);
		// Seat 0 has 1 contract: one more fits, nothing is put away (PL:406 "must have an empty space").
		const starting = state(log).players[0]!.contracts[0]!;
		voyagesExpectRefused(log, action(0, 'contracts', [0], { contracts: [1], discard: [starting] }), 'voyages_refusal_contract_discard_not_needed');
		// Not the one just taken (PL:416): only active contracts go.
		voyagesExpectRefused(turn, action(1, 'contracts', [0], { contracts: [1], discard: [state(turn).contractSpaces[0]!] }), 'refusal_no_such_contract');
	});
});

describe('16. free black die and contract rewards (PL:710 limits only the purchase)', () => {
	it('PL:710: contract C40’s black die is free and not the once-per-turn purchase; a black die may still be bought', () => {
		let log = voyagesTurnOf(game('rules-5'), 0, false);
		log = voyagesBuild(log, adjust(0, { camels: 10, pepper: 1, gold: 1 }));
		const c40 = complete(0, 'C40', { camels: 2, pepper: 1, gold: 1 }, { points: 4 });
		const left = state(log).blackDiceLeft;
		let s = voyagesExpectAccepted(log, { ...c40, extras: { blackDie: 5 } }).state;
		expect(s.players[0]!.dice.at(-1)).toEqual({ value: 5, kind: 'black' });
		expect(s).toMatchObject({ blackDiceLeft: left - 1, blackDieTakenThisTurn: false });
		log = voyagesBuild(log, { ...c40, extras: { blackDie: 5 } });
		s = voyagesExpectAccepted(log, { type: 'bonus.blackDie', player: 0, face: 2 }).state;
		expect(s.blackDiceLeft).toBe(left - 2);
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 2 });
		voyagesExpectRefused(log, { type: 'bonus.blackDie', player: 0, face: 2 }, 'voyages_refusal_black_die_once_per_turn');
	});

	it('PL:710: the contracts that show a black die (C10, C18–C20, C32, C34, C40; data §6) all give it free', () => {
		const copy = emptyVoyagesCopy();
		const withDie = CONTRACTS.filter((c) => contractTerms(copy, c.id)?.reward.extras.includes('black-die')).map((c) => c.id);
		expect(withDie.sort()).toEqual(['C10', 'C18', 'C19', 'C20', 'C32', 'C34', 'C40']);
	});

	it('PL:710: a free black die needs one on the board, and a reward that shows it', () => {
		let log = voyagesTurnOf(game('rules-5'), 0, false);
		log = voyagesBuild(log, adjust(0, { camels: 10, pepper: 1, gold: 1 }));
		const c40 = complete(0, 'C40', { camels: 2, pepper: 1, gold: 1 }, { points: 4 }, { extras: { blackDie: 5 } });
		voyagesExpectRefused(log, { ...c40, extras: { blackDie: 7 } }, 'refusal_dice_faces', { count: 1 });
		voyagesExpectRefused(log, { ...c40, extras: { contract: 'take' } }, 'voyages_refusal_extra_not_offered', { extra: 'contract' });
		const c42 = voyagesTurnOf(voyagesBuild(game('rules-12'), adjust(0, { pepper: 3 })), 0, false);
		voyagesExpectRefused(c42, complete(0, 'C42', { camels: 1, pepper: 3 }, { points: 1 }, { extras: { blackDie: 3 } }), 'voyages_refusal_extra_not_offered', {
			extra: 'black-die'
		});
		// 2 players: 3 black dice (PL:817), bought one per turn until none is left.
		log = voyagesBuild(log, { type: 'bonus.blackDie', player: 0, face: 1 });
		log = voyagesBuild(voyagesTurnOf(log, 1, false), adjust(1, { camels: 3 }), { type: 'bonus.blackDie', player: 1, face: 1 });
		log = voyagesBuild(voyagesTurnOf(log, 0, false), { type: 'bonus.blackDie', player: 0, face: 1 });
		expect(state(log).blackDiceLeft).toBe(0);
		voyagesExpectRefused(log, c40, 'voyages_refusal_no_black_dice_left');
		voyagesExpectAccepted(log, { ...c40, extras: {} });
	});

	it('EN supplement "Contract": C39 gives the special pile’s top contract, the completed one having left its space', () => {
		let log = voyagesTurnOf(game('rules-8'), 0, false);
		log = voyagesBuild(log, adjust(0, { camels: 10, pepper: 1, silk: 1 }));
		const top = state(log).specialPile[0]!;
		const c39 = complete(0, 'C39', { camels: 2, pepper: 1, silk: 1 }, { points: 5 });
		voyagesExpectRefused(log, { ...c39, extras: { contract: 'decline' } }, 'voyages_refusal_contract_reward_room');
		voyagesExpectRefused(log, { ...c39, extras: { contract: 'take', discard: 'C39' } }, 'refusal_no_such_contract');
		const s = voyagesExpectAccepted(log, { ...c39, extras: { contract: 'take' } }).state;
		expect(s.players[0]!.contracts).toEqual([top]);
		expect(s.specialPile[0]).not.toBe(top);
		// Without the extras (a game stored before the app took them): the pile stays as it was.
		expect(voyagesExpectAccepted(log, c39).state.specialPile[0]).toBe(top);
	});

	it('PL:536 with EN "Contract": the first post in Alexandria takes its contract tile; with both spaces full one goes or the new one is declined', () => {
		let log = voyagesBuild(game('rules-5'), adjust(0, { coins: 10 }));
		log = voyagesTurnOf(log, 0);
		const top = state(log).specialPile[0]!;
		const starting = state(log).players[0]!.contracts[0]!;
		const go = travel(0, ['venezia', 'alexandria']);
		let s = voyagesExpectAccepted(log, { ...go, extras: { contract: 'take' } }).state;
		expect(s.players[0]!.contracts).toEqual([starting, top]);
		voyagesExpectRefused(log, { ...go, extras: { contract: 'take', discard: starting } }, 'voyages_refusal_contract_discard_not_needed');
		voyagesExpectRefused(log, { ...go, extras: { blackDie: 3 } }, 'voyages_refusal_extra_not_offered', { extra: 'black-die' });
		// Seat 1 (Matteo Polo, 2 contracts after round 1's bonus) in the same spot: put one away, or decline.
		log = voyagesBuild(game('rules-5'), adjust(1, { coins: 10 }));
		log = voyagesTurnOf(log, 1);
		const [a, b] = state(log).players[1]!.contracts;
		const top1 = state(log).specialPile[0]!;
		const go1 = travel(1, ['venezia', 'alexandria']);
		voyagesExpectRefused(log, { ...go1, extras: { contract: 'take' } }, 'voyages_refusal_contract_slots_full', { slots: 2 });
		s = voyagesExpectAccepted(log, { ...go1, extras: { contract: 'take', discard: b! } }).state;
		expect(s.players[1]!.contracts).toEqual([a, top1]);
		expect(s.specialPile.at(-1)).toBe(b);
		s = voyagesExpectAccepted(log, { ...go1, extras: { contract: 'decline' } }).state;
		expect(s.players[1]!.contracts).toEqual([a, b]);
	});

	it('PL:710: the black die tile of a large city is free too (rules-11: Alexandria)', () => {
		const log = voyagesTurnOf(voyagesBuild(game('rules-11'), adjust(0, { coins: 10 })), 0);
		const s = voyagesExpectAccepted(log, travel(0, ['venezia', 'alexandria'], { extras: { blackDie: 6 } })).state;
		expect(s.players[0]!.dice.at(-1)).toEqual({ value: 6, kind: 'black' });
		expect(s.blackDieTakenThisTurn).toBe(false);
	});
});

describe('17. the player’s own turn; contracts paid with camels and goods (PL:600, PL:616, PL:715)', () => {
	it('PL:600, PL:715: a contract is completed only in the player’s own turn', () => {
		let log = voyagesBuild(game('rules-12'), adjust(0, { pepper: 3 }));
		const c42 = complete(0, 'C42', { camels: 1, pepper: 3 }, { points: 1 });
		voyagesExpectRefused(log, c42, 'voyages_refusal_round_not_started');
		log = voyagesBuild(log, { type: 'round.started' });
		voyagesExpectRefused(log, c42, 'refusal_not_during_turns');
		log = voyagesTurnOf(log, 1, false);
		voyagesExpectRefused(log, c42, 'refusal_not_your_turn', { name: 'Boris' });
		log = voyagesTurnOf(log, 0, false);
		voyagesExpectAccepted(log, c42);
		log = voyagesRoundOver(log);
		voyagesExpectRefused(log, c42, 'voyages_refusal_round_over');
	});

	it('PL:616, PL:622: a contract is paid with camels and goods, never coins', () => {
		const log = voyagesTurnOf(voyagesBuild(game('rules-12'), adjust(0, { pepper: 3 })), 0, false);
		voyagesExpectRefused(log, complete(0, 'C42', { camels: 1, pepper: 3, coins: 2 }, { points: 1 }), 'voyages_refusal_contract_no_coins');
		voyagesExpectRefused(log, { type: 'contract.completed', player: 0, pay: { coins: 3 }, reward: { points: 1 } }, 'voyages_refusal_contract_no_coins');
	});

	it('PL:600: a figure moves only in its player’s turn: the travel entry is that turn’s main action', () => {
		let log = voyagesBuild(game('rules-12'), adjust(1, { coins: 10 }));
		voyagesExpectRefused(log, travel(1, ['venezia', 'alexandria']), 'voyages_refusal_round_not_started');
		log = voyagesTurnOf(log, 0);
		voyagesExpectRefused(log, travel(1, ['venezia', 'alexandria']), 'refusal_not_your_turn', { name: 'Ada' });
		log = voyagesTurnOf(voyagesBuild(log, travel(0, ['venezia', 'alexandria'])), 1);
		expect(state(log).players[0]!.position).toBe('alexandria');
		voyagesExpectAccepted(log, travel(1, ['venezia', 'alexandria']));
	});
});

describe('18. Niccolò and Marco Polo share one journey’s steps, all costs paid once (EN supplement)', () => {
	it('EN supplement "Niccolo and Marco Polo": 3 steps split 1 + 2 cost the travel action’s 12 coins (PL:558) and both routes, with a post at each end', () => {
		let log = drafted('rules-3', 0, 'niccolo-marco-polo');
		log = voyagesBuild(log, adjust(0, { coins: 20, camels: 10 }), { type: 'round.started' });
		log = voyagesBuild(
			log,
			{ type: 'dice.rolled', player: 0, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } },
			{ type: 'dice.rolled', player: 1, faces: [3, 3, 3, 3, 3], compensation: { coins: 0, camels: 0 } }
		);
		log = voyagesTurnOf(log, 0);
		expect(state(log).players[0]!.figures).toEqual(['venezia', 'venezia']);
		const before = state(log).players[0]!.stock;
		const split = action(0, 'travel', [0, 1], { path: ['venezia', 'alexandria'], otherPath: ['venezia', 'oasis-e', 'samarcanda'] });
		const s = voyagesExpectAccepted(log, split).state;
		expect(s.players[0]!).toMatchObject({ figures: ['alexandria', 'samarcanda'], position: 'alexandria' });
		expect(s.players[0]!.posts).toEqual(['alexandria', 'samarcanda']);
		// 12 coins for the 3 steps, not 3 + 7; Venezia → oasis E: 3 camels. Samarcanda's tile: 2 gold; Alexandria's: a move.
		expect(s.players[0]!.stock).toMatchObject({ coins: before.coins - 12, camels: before.camels - 3, gold: before.gold + 2 });
		expect(s.moves).toEqual([{ player: 0, reward: 'large-city-tile:alexandria', steps: 1 }]);
		voyagesExpectRefused(log, { ...split, otherPath: ['venezia', 'oasis-e', 'samarcanda', 'oasis-f'] }, 'voyages_refusal_travel_too_far', { steps: 4, max: 3 });
		voyagesExpectRefused(log, { ...split, otherPath: ['alexandria', 'venezia'] }, 'voyages_refusal_travel_not_from_here', { location: 'venezia' });
		voyagesExpectRefused(log, { ...split, figure: 1, otherPath: ['oasis-e', 'samarcanda'] }, 'voyages_refusal_travel_not_from_here', { location: 'venezia' });
		// Another character has one figure: nothing to share.
		const other = voyagesTurnOf(voyagesBuild(game('rules-12'), adjust(0, { coins: 20, camels: 10 })), 0);
		voyagesExpectRefused(other, split, 'voyages_refusal_no_such_figure');
	});
});

describe('19. the score sheet’s trading posts (PL:133: 9 each)', () => {
	it('PL:133: a 10th post on the sheet is refused and the sheet keeps its 9', () => {
		let log = voyagesBuild(voyagesPlayingLog(2), { type: 'scoring.started' });
		log = voyagesBuild(log, { type: 'sheet.posts', player: 0, posts: NINE_POSTS, beijingSpace: 1 });
		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: [...NINE_POSTS, 'moscow'], beijingSpace: 1 }, 'voyages_refusal_too_many_posts', {
			max: 9
		});
		expect(state(log).players[0]!.sheet.posts).toEqual(NINE_POSTS);
	});
});

describe('20. the city tiles’ rewards are values of the copy of the game (PL:504, PL:536)', () => {
	it('PL:504, PL:536: a tile’s reward as the copy prints it is what a post there gives, and again every round for a small city', () => {
		const copy = {
			[smallTileRewardId('camels-3')]: { amounts: { camels: 2 }, extras: [] },
			[largeTileRewardId('gold-2')]: { amounts: { gold: 3 }, extras: [] }
		};
		// mp1-fixture with random tiles: Alexandria gold-2, Kashgar camels-3 (the small-city tile).
		const log = voyagesBuild([], { ...voyagesCreated(3, { smallCityTiles: 'random' }), copy } as VoyagesEntry, { type: 'setup.completed' });
		let s = state(voyagesPlay(voyagesBuild(log, adjust(0, { coins: 10 })), travel(0, ['venezia', 'alexandria'])));
		expect(s.players[0]!.stock.gold).toBe(3);
		// 4 steps: 12 coins; 3 + 2 + 4 camels of the routes; the tile's 2 camels.
		s = state(voyagesPlay(voyagesBuild(log, adjust(0, { coins: 10, camels: 10 })), travel(0, ['venezia', 'oasis-e', 'samarcanda', 'oasis-f', 'kashgar'])));
		expect(s.players[0]!.stock).toMatchObject({ coins: 7 + 10 - 12, camels: 2 + 10 - 9 + 2 });
		expect(roundIncome(s, 0).automatic).toEqual({ camels: 2 });
		// The game's own copy: the phone's defaults elsewhere.
		const plain = state(
			voyagesPlay(voyagesBuild(game('mp1-fixture', 3, { smallCityTiles: 'random' }), adjust(0, { coins: 10 })), travel(0, ['venezia', 'alexandria']))
		);
		expect(plain.players[0]!.stock.gold).toBe(2);
		// The tile of the rulebook's example (PL:510) is fixed; a reward gives something.
		voyagesExpectRefused(
			[],
			{ ...voyagesCreated(2), copy: { [smallTileRewardId('camel-and-coins')]: { amounts: { coins: 4 }, extras: [] } } },
			'refusal_printed_value_built_in'
		);
		voyagesExpectRefused([], { ...voyagesCreated(2), copy: { [largeTileRewardId('gold-2')]: { amounts: {}, extras: [] } } }, 'voyages_refusal_printed_shape');
	});
});
