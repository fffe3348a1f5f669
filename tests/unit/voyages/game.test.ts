import { check, refusalOf, stateAfter } from '../play.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { append, parseEntry, replay, replayLog, replayStates } from '../../../src/lib/engine/core/replay.ts';
import {
	GOAL_CARDS,
	LOCATIONS,
	SCORE_SHEET_NUMBER_FIELDS,
	STANDARD_SETUP,
	createSetup,
	emptyVoyagesCopy,
	emptyScoreSheet,
	playerScores,
	voyagesRules,
	scoreGame,
	type VoyagesEntry,
	type VoyagesEntryOf
} from '../../../src/lib/engine/voyages/index.ts';
import { PLAYER_COLOURS } from '../../../src/lib/engine/voyages/meta.ts';
import {
	voyagesBuild,
	voyagesCreated,
	voyagesExpectAccepted,
	voyagesExpectRefused,
	voyagesFinishedGameLog,
	voyagesPlay,
	voyagesPlayingLog,
	voyagesTurnOf,
	type VoyagesLog
} from './fixtures.ts';
import { propose, type Chooser } from './table-play.ts';

const state = (log: VoyagesLog) => replay(voyagesRules, log);
const adjust = (player: number, delta: Record<string, number>): VoyagesEntry => ({ type: 'table.adjust', player, delta });
const travel = (player: number, path: string[], maxSteps = 6): VoyagesEntryOf<'travel'> => ({ type: 'travel', player, path, maxSteps });
const scoring = (log: VoyagesLog) => voyagesBuild(log, { type: 'scoring.started' });

describe('mp1 game.created', () => {
	it('sets up seats, stock, characters from the first-game assignment, figures in Venezia', () => {
		const s = state(voyagesBuild([], voyagesCreated(4)));
		expect(s.phase).toBe('setup');
		expect(s.setup).toEqual((createSetup('mp1-fixture', { ...STANDARD_SETUP, players: 4 }) as { ok: true; setup: unknown }).setup);
		expect(s.players.map((p) => p.stock.coins)).toEqual([7, 8, 9, 10]);
		expect(s.players.map((p) => p.stock.camels)).toEqual([2, 2, 2, 2]);
		expect(s.players.map((p) => p.character)).toEqual(['raschid-ad-din-sinan', 'matteo-polo', 'berke-khan', 'mercator-ex-tabriz']);
		expect(s.players[3]!.tile).toBe('mercator-ex-tabriz-4');
		expect(s.players.every((p) => p.position === 'venezia' && p.goalCards.length === 2)).toBe(true);
		expect(s.players[0]!.goalCards).toEqual(s.setup!.players[0]!.goalCardsDealt);
		expect(s.rolled).toEqual([false, false, false, false]);
		expect(s.tracked).toBe(false);
	});

	it('coins follow the seat from the first player', () => {
		const s = state(voyagesBuild([], voyagesCreated(3, { firstPlayer: 1 })));
		expect(s.players.map((p) => p.stock.coins)).toEqual([9, 7, 8]);
		expect(s.players[1]!.character).toBe('raschid-ad-din-sinan');
	});

	it('phase after creation: characters with a draft, goal cards with 4 dealt, else setup', () => {
		expect(state(voyagesBuild([], voyagesCreated(3, { characters: 'draft' }))).phase).toBe('characters');
		expect(state(voyagesBuild([], voyagesCreated(3, { goalCards: 'deal-4-keep-2' }))).phase).toBe('goal-cards');
		expect(state(voyagesBuild([], voyagesCreated(2))).phase).toBe('setup');
	});

	it('refuses bad players, seeds and options', () => {
		const base = voyagesCreated(3) as Extract<VoyagesEntry, { type: 'game.created' }>;
		const withPlayers = (players: unknown) => ({ ...base, players });
		voyagesExpectRefused([], withPlayers(base.players.slice(0, 1)), 'refusal_player_count', { min: 2, max: 4 });
		voyagesExpectRefused([], withPlayers([...base.players, { name: 'E', colour: 'red' }, { name: 'F', colour: 'red' }]), 'refusal_player_count');
		voyagesExpectRefused([], withPlayers([{ name: '  ', colour: 'blue' }, base.players[1]]), 'refusal_player_name_missing');
		voyagesExpectRefused([], withPlayers([{ name: 'x'.repeat(25), colour: 'blue' }, base.players[1]]), 'refusal_player_name_long', { max: 24 });
		voyagesExpectRefused(
			[],
			withPlayers([
				{ name: 'Ada', colour: 'blue' },
				{ name: 'ada ', colour: 'red' }
			]),
			'refusal_player_name_twice',
			{ name: 'ada' }
		);
		voyagesExpectRefused([], withPlayers([{ name: 'Ada', colour: 'purple' }, base.players[1]]), 'refusal_no_such_colour');
		voyagesExpectRefused(
			[],
			withPlayers([
				{ name: 'Ada', colour: 'blue' },
				{ name: 'Bo', colour: 'blue' }
			]),
			'refusal_colour_taken',
			{ colour: 'blue' }
		);
		voyagesExpectRefused([], { ...base, seed: 'bad seed!' }, 'voyages_refusal_bad_seed');
		voyagesExpectRefused([], { ...base, options: { ...base.options, firstPlayer: 3 } }, 'voyages_refusal_no_such_player');
		voyagesExpectRefused([], { ...base, options: { ...base.options, goalCards: 'deal-9' } }, 'voyages_refusal_setup_option', { option: 'goalCards' });
		voyagesExpectRefused([], { ...base, players: 'Ada' }, 'voyages_refusal_malformed');
		voyagesExpectRefused([], { ...base, seed: 12345 }, 'voyages_refusal_malformed');
		voyagesExpectRefused([], { ...base, options: null }, 'voyages_refusal_malformed');
		// Not an entry at all: refused by its shape before the rules see it.
		for (const junk of [null, 7, 'game.created', [], { type: 5 }]) expect(check(voyagesRules, [], junk)).toEqual({ key: 'refusal_unknown_entry' });
		voyagesExpectRefused([], { type: 'no.such' }, 'refusal_unknown_entry');
		voyagesExpectRefused(voyagesBuild([], base), base, 'refusal_wrong_phase');
	});
});

describe('mp1 character draft', () => {
	it('follows setup.draft.order through checkCharacterPick, then goes on to the checklist', () => {
		let log = voyagesBuild([], voyagesCreated(3, { characters: 'draft', firstPlayer: 0 }));
		const s = state(log);
		const { offered, order } = s.setup!.draft!;
		expect(order).toEqual([2, 1, 0]);
		expect(s.players.every((p) => p.tile === null && p.character === null)).toBe(true);
		voyagesExpectRefused(log, { type: 'character.chosen', player: 0, tile: offered[0] }, 'voyages_refusal_not_your_turn_to_choose', { seat: 2 });
		voyagesExpectRefused(log, { type: 'character.chosen', player: 2, tile: 'no-such-tile' }, 'voyages_refusal_character_not_offered');
		voyagesExpectRefused(log, { type: 'character.chosen', player: 7, tile: offered[0] }, 'refusal_no_such_player');
		voyagesExpectRefused(log, { type: 'character.chosen', player: 2, tile: 5 }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, { type: 'setup.completed' }, 'refusal_wrong_phase');
		log = voyagesBuild(log, { type: 'character.chosen', player: 2, tile: offered[0]! });
		voyagesExpectRefused(log, { type: 'character.chosen', player: 1, tile: offered[0] }, 'voyages_refusal_character_taken');
		log = voyagesBuild(log, { type: 'character.chosen', player: 1, tile: offered[1]! }, { type: 'character.chosen', player: 0, tile: offered[2]! });
		const after = state(log);
		expect(after.phase).toBe('setup');
		expect(after.players.map((p) => p.tile)).toEqual([offered[2], offered[1], offered[0]]);
		expect(after.setup!.players.map((p) => p.character)).toEqual([offered[2], offered[1], offered[0]]);
		expect(after.setup!.boxed.characters).toContain(offered[3]);
	});

	it('is refused without a draft', () => {
		voyagesExpectRefused(voyagesBuild([], voyagesCreated(3)), { type: 'character.chosen', player: 0, tile: 'matteo-polo' }, 'refusal_wrong_phase');
	});

	it('Kubilai Khan starts in Beijing on the first space; the next to arrive takes the second', () => {
		let seed = '';
		for (let i = 0; !seed; i++) {
			const r = createSetup(`kubilai-${i}`, { ...STANDARD_SETUP, characters: 'draft', players: 2 });
			if (r.ok && r.setup.draft!.offered.includes('kubilai-khan') && r.setup.draft!.offered[0] !== 'niccolo-marco-polo') seed = `kubilai-${i}`;
		}
		const setup = (createSetup(seed, { ...STANDARD_SETUP, characters: 'draft', players: 2 }) as { ok: true; setup: { draft: { offered: string[] } } }).setup;
		const other = setup.draft.offered.find((t) => !['kubilai-khan', 'niccolo-marco-polo', 'johannes-carpini', 'wilhelm-von-rubruk'].includes(t))!;
		let log = voyagesBuild(
			[],
			voyagesCreated(2, { characters: 'draft' }, seed),
			{ type: 'character.chosen', player: 1, tile: 'kubilai-khan' },
			{ type: 'character.chosen', player: 0, tile: other },
			{ type: 'setup.completed' }
		);
		let s = state(log);
		expect(s.players[1]).toMatchObject({ character: 'kubilai-khan', position: 'beijing', posts: ['beijing'], beijingSpace: 1 });
		log = voyagesPlay(
			log,
			adjust(0, { coins: 30, camels: 10 }),
			travel(0, ['venezia', 'oasis-a', 'moscow', 'anxi', 'karakorum', 'oasis-b']),
			travel(0, ['oasis-b', 'oasis-d', 'beijing'])
		);
		s = state(log);
		expect(s.players[0]).toMatchObject({ position: 'beijing', posts: ['beijing'], beijingSpace: 2 });
	});
});

describe('mp1 goal cards kept', () => {
	const keepLog = () => voyagesBuild([], voyagesCreated(3, { goalCards: 'deal-4-keep-2' }));

	it('keeps exactly 2 distinct dealt cards, once per player, then the checklist', () => {
		let log = keepLog();
		const dealt = state(log).setup!.players.map((p) => p.goalCardsDealt);
		expect(dealt[0]).toHaveLength(4);
		expect(state(log).players[0]!.goalCards).toEqual([]);
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: [dealt[0]![0]] }, 'voyages_refusal_goal_cards_count', { max: 2 });
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: [dealt[0]![0], dealt[0]![0]] }, 'voyages_refusal_goal_card_twice');
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: [dealt[0]![0], dealt[1]![0]] }, 'voyages_refusal_goal_card_not_dealt');
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 3, cards: dealt[0]!.slice(0, 2) }, 'refusal_no_such_player');
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: 'both' }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, { type: 'setup.completed' }, 'refusal_wrong_phase');
		log = voyagesBuild(log, { type: 'goalCards.kept', player: 1, cards: [dealt[1]![3]!, dealt[1]![0]!] });
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 1, cards: dealt[1]!.slice(0, 2) }, 'voyages_refusal_goal_cards_already_kept');
		expect(state(log).phase).toBe('goal-cards');
		log = voyagesBuild(
			log,
			{ type: 'goalCards.kept', player: 0, cards: dealt[0]!.slice(1, 3) },
			{ type: 'goalCards.kept', player: 2, cards: dealt[2]!.slice(0, 2) }
		);
		const s = state(log);
		expect(s.phase).toBe('setup');
		expect(s.players[1]!.goalCards).toEqual([dealt[1]![3], dealt[1]![0]]);
		log = scoring(voyagesBuild(log, { type: 'setup.completed' }));
		expect(state(log).players[1]!.sheet).toEqual({ ...emptyScoreSheet(), goalCards: [dealt[1]![3], dealt[1]![0]] });
	});

	it('is refused with 2 dealt', () => {
		const log = voyagesBuild([], voyagesCreated(3));
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: state(log).players[0]!.goalCards }, 'refusal_wrong_phase');
	});

	it('a draft comes first, then the goal cards', () => {
		let log = voyagesBuild([], voyagesCreated(2, { characters: 'draft', goalCards: 'deal-4-keep-2' }));
		const s = state(log);
		voyagesExpectRefused(log, { type: 'goalCards.kept', player: 0, cards: s.setup!.players[0]!.goalCardsDealt.slice(0, 2) }, 'refusal_wrong_phase');
		const [a, b] = s.setup!.draft!.order;
		log = voyagesBuild(
			log,
			{ type: 'character.chosen', player: a!, tile: s.setup!.draft!.offered[0]! },
			{ type: 'character.chosen', player: b!, tile: s.setup!.draft!.offered[1]! }
		);
		expect(state(log).phase).toBe('goal-cards');
	});
});

describe('mp1 rounds and dice', () => {
	it('setup.completed starts play; 5 rounds, not 6', () => {
		let log = voyagesBuild([], voyagesCreated(3));
		voyagesExpectRefused(log, { type: 'round.started' }, 'refusal_wrong_phase');
		log = voyagesExpectAccepted(log, { type: 'setup.completed' }).log;
		expect(state(log).phase).toBe('playing');
		voyagesExpectRefused(log, { type: 'setup.completed' }, 'refusal_wrong_phase');
		for (let r = 1; r <= 5; r++) {
			log = voyagesExpectAccepted(log, { type: 'round.started' }).log;
			expect(state(log).round).toBe(r);
		}
		voyagesExpectRefused(log, { type: 'round.started' }, 'refusal_game_over', { rounds: 5 });
	});

	it('rolls once per round, faces 1–6, compensation below 15 as coins and camels', () => {
		let log = voyagesPlayingLog(3);
		const roll = (player: number, faces: unknown, coins = 0, camels = 0) => ({ type: 'dice.rolled', player, faces, compensation: { coins, camels } });
		voyagesExpectRefused(log, roll(1, [3, 3, 3, 3, 3]), 'voyages_refusal_round_not_started');
		log = voyagesBuild(log, { type: 'round.started' });
		voyagesExpectRefused(log, roll(1, [3, 3, 3, 3]), 'refusal_dice_faces', { count: 5 });
		voyagesExpectRefused(log, roll(1, [3, 3, 3, 3, 7]), 'refusal_dice_faces', { count: 5 });
		voyagesExpectRefused(log, roll(1, [3, 3, 3, 3, 2.5]), 'refusal_dice_faces', { count: 5 });
		voyagesExpectRefused(log, roll(1, [1, 1, 1, 1, 1], 4, 5), 'refusal_compensation', { due: 10, sum: 5 });
		voyagesExpectRefused(log, roll(1, [1, 1, 1, 1, 1], 11, -1), 'refusal_compensation', { due: 10, sum: 5 });
		voyagesExpectRefused(log, { type: 'dice.rolled', player: 1, faces: [1, 1, 1, 1, 1] }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, roll(5, [3, 3, 3, 3, 3]), 'refusal_no_such_player');
		// Seat 0 is Raschid ad-Din Sinan in the first game: no compensation.
		voyagesExpectRefused(log, roll(0, [1, 1, 1, 1, 1], 10, 0), 'refusal_compensation', { due: 0, sum: 5 });
		log = voyagesExpectAccepted(log, roll(1, [1, 1, 1, 1, 1], 4, 6) as VoyagesEntry).log;
		let s = state(log);
		expect(s.players[1]).toMatchObject({ dice: [1, 1, 1, 1, 1].map((value) => ({ value, kind: 'player' })), stock: { coins: 12, camels: 8 } });
		expect(s.rolled).toEqual([false, true, false]);
		expect(s.tracked).toBe(true);
		voyagesExpectRefused(log, roll(1, [3, 3, 3, 3, 3]), 'refusal_already_rolled');
		log = voyagesBuild(log, roll(0, [1, 1, 1, 1, 1]) as VoyagesEntry, { type: 'round.started' }, roll(1, [6, 6, 6, 6, 6]) as VoyagesEntry);
		s = state(log);
		expect(s.rolled).toEqual([false, true, false]);
		expect(s.players[0]!.dice).toEqual([]);
	});
});

describe('mp1 travel', () => {
	it('3 steps cost 12 coins (PL:558), paid only when the player has them', () => {
		// Seat 0 has 7 coins; the travel entry without its dice is the main action of the player's turn.
		let log = voyagesTurnOf(voyagesPlayingLog(3), 0);
		voyagesExpectRefused(log, travel(0, ['venezia', 'alexandria', 'venezia', 'alexandria'], 3), 'voyages_refusal_travel_cannot_pay', {
			coins: 12,
			camels: 0,
			haveCoins: 7,
			haveCamels: 2
		});
		log = voyagesBuild(log, adjust(0, { coins: 5 }));
		log = voyagesExpectAccepted(log, travel(0, ['venezia', 'alexandria', 'venezia', 'alexandria'], 3)).log;
		const p = state(log).players[0]!;
		expect(p).toMatchObject({ position: 'alexandria', posts: ['alexandria'], stock: { coins: 0, camels: 2 }, points: 0 });
	});

	it('Samarcanda → oasis → Kashgar → Lan-Zhou: 12 coins and 8 more camels (PL:562)', () => {
		let log = voyagesPlay(voyagesPlayingLog(2), adjust(1, { coins: 20, camels: 20 }), travel(1, ['venezia', 'oasis-e', 'samarcanda'], 2));
		let p = state(log).players[1]!;
		expect(p).toMatchObject({ position: 'samarcanda', posts: ['samarcanda'], stock: { coins: 28 - 7, camels: 22 - 3 } });
		log = voyagesTurnOf(voyagesBuild(log, adjust(1, { coins: 12 - 21, camels: 8 - 19 })), 1);
		voyagesExpectRefused(log, travel(1, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'], 2), 'voyages_refusal_travel_too_far', { steps: 3, max: 2 });
		const spent = voyagesBuild(log, adjust(1, { camels: -1 }));
		voyagesExpectRefused(spent, travel(1, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'], 3), 'voyages_refusal_travel_cannot_pay', {
			coins: 12,
			camels: 8,
			haveCoins: 12,
			haveCamels: 7
		});
		log = voyagesExpectAccepted(log, travel(1, ['samarcanda', 'oasis-f', 'kashgar', 'lan-zhou'], 3)).log;
		p = state(log).players[1]!;
		// The journey takes all 12 coins and 8 camels; the first post in Lan-Zhou then takes its large-city tile (2 camels with this seed, PL:536).
		expect(p).toMatchObject({ position: 'lan-zhou', posts: ['samarcanda', 'lan-zhou'], stock: { coins: 0, camels: 0 + 2 } });
	});

	it('refuses journeys that are not from the figure, not along routes, or too long', () => {
		const log = voyagesTurnOf(voyagesBuild(voyagesPlayingLog(3), adjust(2, { coins: 50, camels: 20 })), 2);
		voyagesExpectRefused(log, travel(2, ['alexandria', 'venezia']), 'voyages_refusal_travel_not_from_here', { location: 'venezia' });
		voyagesExpectRefused(log, travel(2, ['venezia', 'moscow']), 'voyages_refusal_no_route', { from: 'venezia', to: 'moscow' });
		voyagesExpectRefused(log, travel(2, ['venezia', 'atlantis']), 'voyages_refusal_no_such_location', { location: 'atlantis' });
		voyagesExpectRefused(log, travel(2, ['venezia']), 'voyages_refusal_travel_no_step');
		voyagesExpectRefused(log, travel(2, ['venezia', 'oasis-a', 'moscow'], 1), 'voyages_refusal_travel_too_far', { steps: 2, max: 1 });
		voyagesExpectRefused(log, travel(2, ['venezia', 'alexandria'], 7), 'voyages_refusal_die_value', { value: '7' });
		voyagesExpectRefused(log, travel(2, ['venezia', 'alexandria'], 0), 'voyages_refusal_die_value', { value: '0' });
		voyagesExpectRefused(log, { ...travel(2, ['venezia', 'alexandria']), figure: 1 }, 'voyages_refusal_no_such_figure');
		voyagesExpectRefused(log, { type: 'travel', player: 2, path: 'venezia', maxSteps: 2 }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, travel(3, ['venezia', 'alexandria']), 'refusal_no_such_player');
		voyagesExpectRefused(voyagesBuild([], voyagesCreated(3)), travel(0, ['venezia', 'alexandria']), 'refusal_wrong_phase');
		// Only in the player's own turn, as its main action (PL:600, PL:715).
		voyagesExpectRefused(log, travel(1, ['venezia', 'alexandria']), 'refusal_not_your_turn', { name: 'Chen' });
		voyagesExpectRefused(voyagesPlayingLog(3), travel(0, ['venezia', 'alexandria']), 'voyages_refusal_round_not_started');
		const done = voyagesBuild(log, travel(2, ['venezia', 'alexandria']));
		voyagesExpectRefused(done, travel(2, ['alexandria', 'venezia']), 'refusal_one_action_per_turn');
	});

	it('no post in an oasis nor twice in one city', () => {
		let log = voyagesPlay(voyagesPlayingLog(3), adjust(2, { coins: 50 }), travel(2, ['venezia', 'oasis-a']));
		expect(state(log).players[2]!.posts).toEqual([]);
		log = voyagesPlay(log, travel(2, ['oasis-a', 'moscow']), travel(2, ['moscow', 'oasis-a', 'moscow']));
		expect(state(log).players[2]!.posts).toEqual(['moscow']);
	});

	it('Beijing spaces go by arrival order across players', () => {
		let log = voyagesPlayingLog(3);
		const toBeijing = (p: number) => [
			adjust(p, { coins: 40, camels: 10 }),
			travel(p, ['venezia', 'oasis-a', 'moscow', 'anxi', 'karakorum', 'oasis-b']),
			travel(p, ['oasis-b', 'oasis-c', 'beijing'])
		];
		log = voyagesPlay(log, ...toBeijing(2), ...toBeijing(0));
		let s = state(log);
		expect([s.players[2]!.beijingSpace, s.players[0]!.beijingSpace, s.players[1]!.beijingSpace]).toEqual([1, 2, null]);
		log = voyagesPlay(log, ...toBeijing(1));
		s = state(log);
		expect(s.players[1]!.beijingSpace).toBe(3);
		expect(s.players[1]!.posts).toEqual(['beijing']);
	});

	it('the 8th post scores 5 VP and the 9th 10 VP at once (PL:522); a 10th journey moves a post (PL:546)', () => {
		let log = voyagesBuild(voyagesPlayingLog(3), adjust(2, { coins: 300, camels: 100 }));
		const legs = [
			['venezia', 'alexandria'],
			['alexandria', 'oasis-i', 'adana'],
			['adana', 'kochi'],
			['kochi', 'sumatra'],
			['sumatra', 'oasis-j', 'beijing'],
			['beijing', 'xian'],
			['xian', 'oasis-h', 'karachi']
		];
		for (const leg of legs) log = voyagesPlay(log, travel(2, leg));
		expect(state(log).players[2]!).toMatchObject({ points: 0 });
		expect(state(log).players[2]!.posts).toHaveLength(7);
		log = voyagesPlay(log, travel(2, ['karachi', 'ormuz']));
		expect(state(log).players[2]!).toMatchObject({ points: 5 });
		log = voyagesPlay(log, travel(2, ['ormuz', 'oasis-g', 'oasis-e', 'samarcanda']));
		expect(state(log).players[2]!).toMatchObject({ points: 15 });
		log = voyagesPlay(log, { ...travel(2, ['samarcanda', 'oasis-f', 'kashgar']), movePosts: ['adana'] });
		const p = state(log).players[2]!;
		expect(p).toMatchObject({ points: 15, position: 'kashgar' });
		expect(p.posts).toEqual(['alexandria', 'kochi', 'sumatra', 'beijing', 'xian', 'karachi', 'ormuz', 'samarcanda', 'kashgar']);
	});
});

describe('mp1 table.adjust and contract.completed', () => {
	it('adjusts by whole numbers, nothing below zero', () => {
		const log = voyagesPlayingLog(2);
		const s = voyagesExpectAccepted(log, adjust(0, { coins: -7, pepper: 2, points: 4 })).state;
		expect(s.players[0]).toMatchObject({ stock: { coins: 0, camels: 2, pepper: 2, silk: 0, gold: 0 }, points: 4 });
		expect(s.tracked).toBe(true);
		voyagesExpectRefused(log, adjust(0, { coins: -8 }), 'refusal_below_zero', { resource: 'coins' });
		voyagesExpectRefused(log, adjust(0, { points: -1 }), 'refusal_below_zero', { resource: 'points' });
		voyagesExpectRefused(log, adjust(0, { silk: 1.5 }), 'voyages_refusal_whole_change', { resource: 'silk' });
		voyagesExpectRefused(log, adjust(0, { jade: 1 }), 'refusal_no_such_resource');
		voyagesExpectRefused(log, adjust(0, {}), 'voyages_refusal_malformed');
		voyagesExpectRefused(log, { type: 'table.adjust', player: 0, delta: 3 }, 'voyages_refusal_malformed');
		voyagesExpectRefused(log, adjust(2, { coins: 1 }), 'refusal_no_such_player');
		voyagesExpectRefused(voyagesBuild([], voyagesCreated(2)), adjust(0, { coins: 1 }), 'refusal_wrong_phase');
	});

	it('completes a contract in the player’s own turn: pays camels and goods, gains, counts (PL:600, PL:616–626)', () => {
		let log = voyagesTurnOf(voyagesPlayingLog(2), 1, false);
		const contract: VoyagesEntry = { type: 'contract.completed', player: 1, pay: { camels: 2, pepper: 1 }, reward: { points: 3, gold: 1, coins: 2 } };
		voyagesExpectRefused(log, contract, 'voyages_refusal_contract_cannot_pay', { camels: 0, pepper: 1, silk: 0, gold: 0 });
		voyagesExpectRefused(log, { ...contract, pay: { coins: 9 } }, 'voyages_refusal_contract_no_coins');
		voyagesExpectRefused(log, { ...contract, reward: { points: -1 } }, 'refusal_not_whole_number', { field: 'points' });
		voyagesExpectRefused(log, { ...contract, pay: { points: 1 } }, 'refusal_no_such_resource');
		voyagesExpectRefused(log, { ...contract, reward: null }, 'voyages_refusal_malformed');
		log = voyagesBuild(log, adjust(1, { pepper: 1 }));
		const coins = state(log).players[1]!.stock.coins;
		const s = voyagesExpectAccepted(log, contract).state;
		expect(s.players[1]).toMatchObject({ stock: { coins: coins + 2, camels: 0, pepper: 0, silk: 0, gold: 1 }, points: 3, completedContracts: 1 });
	});
});

describe('mp1 scoring', () => {
	it('opens prefilled from the tracked table', () => {
		let log = voyagesPlay(
			voyagesPlayingLog(3),
			adjust(0, { coins: 40, camels: 10, silk: 3, points: 50 }),
			travel(0, ['venezia', 'oasis-a', 'moscow', 'anxi', 'karakorum', 'oasis-b']),
			travel(0, ['oasis-b', 'oasis-c', 'beijing']),
			{ type: 'contract.completed', player: 1, pay: {}, reward: { points: 17 } }
		);
		voyagesExpectRefused(log, { type: 'sheet.confirmed', player: 0, confirmed: true }, 'refusal_wrong_phase');
		log = scoring(log);
		const s = state(log);
		expect(s.phase).toBe('scoring');
		expect(s.players[0]!.sheet).toEqual({
			goalCards: s.players[0]!.goalCards,
			posts: ['beijing'],
			beijingSpace: 1,
			pepper: 0,
			silk: 3,
			gold: 0,
			camels: 2 + 10 - 5,
			coins: 7 + 40 - 18 - 12,
			completedContracts: 0,
			trackSpace: 50,
			trackLaps: 1
		});
		// Seats 1 and 2 took 5 coins with a die while seat 0 travelled (the fixture's turns); Berke Khan pays nothing for the occupied space.
		expect(s.players[1]!.sheet).toMatchObject({ completedContracts: 1, trackSpace: 17, trackLaps: 0, coins: 8 + 5, camels: 2, posts: [] });
		expect(s.players[2]!.sheet).toMatchObject({ trackSpace: 50, trackLaps: 0, coins: 9 + 5 });
		voyagesExpectRefused(log, { type: 'scoring.started' }, 'refusal_wrong_phase');
	});

	it('without tracking only the goal cards are filled in', () => {
		const s = state(scoring(voyagesPlayingLog(2)));
		expect(s.players.map((p) => p.sheet)).toEqual(s.players.map((p) => ({ ...emptyScoreSheet(), goalCards: p.goalCards })));
	});

	it('sheet entries are checked with checkScoreSheet and re-open the sheet', () => {
		let log = scoring(voyagesPlayingLog(2));
		log = voyagesBuild(log, { type: 'sheet.confirmed', player: 0, confirmed: true });
		expect(state(log).players[0]!.sheetConfirmed).toBe(true);
		voyagesExpectRefused(log, { type: 'sheet.number', player: 0, field: 'jade', value: 1 }, 'refusal_no_such_field');
		voyagesExpectRefused(log, { type: 'sheet.number', player: 0, field: 'coins', value: -1 }, 'refusal_not_whole_number', { field: 'coins' });
		voyagesExpectRefused(log, { type: 'sheet.number', player: 0, field: 'coins', value: '5' }, 'refusal_not_whole_number');
		voyagesExpectRefused(log, { type: 'sheet.number', player: 0, field: 'trackSpace', value: 51 }, 'voyages_refusal_track_space', { min: 1, max: 50 });
		voyagesExpectRefused(log, { type: 'sheet.number', player: 2, field: 'coins', value: 1 }, 'refusal_no_such_player');
		for (const field of SCORE_SHEET_NUMBER_FIELDS) voyagesExpectAccepted(log, { type: 'sheet.number', player: 0, field, value: 7 });
		let s = voyagesExpectAccepted(log, { type: 'sheet.number', player: 0, field: 'coins', value: 23 }).state;
		expect(s.players[0]).toMatchObject({ sheet: { coins: 23 }, sheetConfirmed: false });

		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: ['venezia'], beijingSpace: null }, 'voyages_refusal_no_post_here', {
			location: 'venezia'
		});
		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: ['moscow', 'moscow'], beijingSpace: null }, 'voyages_refusal_post_twice', {
			location: 'moscow'
		});
		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: ['beijing'], beijingSpace: null }, 'voyages_refusal_beijing_space_missing');
		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: ['moscow'], beijingSpace: 1 }, 'voyages_refusal_beijing_space_without_post');
		voyagesExpectRefused(log, { type: 'sheet.posts', player: 0, posts: 'moscow', beijingSpace: null }, 'voyages_refusal_malformed');
		s = voyagesExpectAccepted(log, { type: 'sheet.posts', player: 0, posts: ['moscow', 'beijing'], beijingSpace: 1 }).state;
		expect(s.players[0]).toMatchObject({ sheet: { posts: ['moscow', 'beijing'], beijingSpace: 1 }, sheetConfirmed: false });

		// One city ticked at a time (two screens ticking different cities both count); Beijing keeps its first space.
		const one = voyagesBuild(log, { type: 'sheet.post', player: 0, city: 'moscow', ticked: true });
		s = voyagesExpectAccepted(one, { type: 'sheet.post', player: 0, city: 'beijing', ticked: true }).state;
		expect(s.players[0]!.sheet).toMatchObject({ posts: ['moscow', 'beijing'], beijingSpace: 1 });
		s = voyagesExpectAccepted(one, { type: 'sheet.post', player: 0, city: 'moscow', ticked: false }).state;
		expect(s.players[0]!.sheet.posts).toEqual([]);
		voyagesExpectRefused(log, { type: 'sheet.post', player: 0, city: 'venezia', ticked: true }, 'voyages_refusal_no_post_here', { location: 'venezia' });
		voyagesExpectRefused(log, { type: 'sheet.post', player: 3, city: 'moscow', ticked: true }, 'refusal_no_such_player');

		voyagesExpectRefused(log, { type: 'sheet.confirmed', player: 0, confirmed: 'yes' }, 'refusal_unknown_entry');
		voyagesExpectRefused(log, { type: 'sheet.confirmed', player: -1, confirmed: true }, 'refusal_no_such_player');
	});

	it('finishes when every sheet is confirmed and the sheets agree', () => {
		let log = scoring(voyagesPlayingLog(2));
		voyagesExpectRefused(log, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Ada' });
		log = voyagesBuild(
			log,
			{ type: 'sheet.posts', player: 0, posts: ['beijing'], beijingSpace: 1 },
			{ type: 'sheet.posts', player: 1, posts: ['beijing'], beijingSpace: 1 },
			{ type: 'sheet.confirmed', player: 0, confirmed: true }
		);
		voyagesExpectRefused(log, { type: 'game.finished' }, 'refusal_sheet_not_confirmed', { name: 'Boris' });
		log = voyagesBuild(log, { type: 'sheet.confirmed', player: 1, confirmed: true });
		voyagesExpectRefused(log, { type: 'game.finished' }, 'voyages_refusal_beijing_space_shared', { space: 1 });
		log = voyagesBuild(log, { type: 'sheet.posts', player: 1, posts: ['beijing'], beijingSpace: 2 }, { type: 'sheet.confirmed', player: 1, confirmed: true });
		const s = voyagesExpectAccepted(log, { type: 'game.finished' }).state;
		expect(s.phase).toBe('finished');
		voyagesExpectRefused([...log, { seq: 99, at: 0, entry: { type: 'game.finished' } }], { type: 'game.finished' }, 'refusal_wrong_phase');
	});

	it('scores the finished fixture game with scoreGame from the state', () => {
		for (const n of [2, 3, 4]) {
			const log = voyagesFinishedGameLog(n);
			const s = state(log);
			expect(s.phase).toBe('finished');
			const outcome = playerScores(s);
			expect(outcome).toEqual(
				scoreGame(
					s.players.map((p) => ({ sheet: p.sheet, character: p.character })),
					emptyVoyagesCopy()
				)
			);
			if (!outcome.complete) throw new Error('incomplete');
			const byPlayer = [...outcome.result.ranking].sort((a, b) => a.player - b.player);
			expect(byPlayer).toHaveLength(n);
			// Seat 0 scored 3 on the track and completed the only contract: 7 VP for the majority.
			expect(byPlayer[0]!.breakdown).toMatchObject({ scoreTrack: 3, contracts: 7 });
			expect(byPlayer[1]!.breakdown.contracts).toBe(0);
			expect(s.players[0]!.sheet.posts).toEqual(['alexandria']);
			expect(s.players[1]!.sheet.posts).toEqual(['moscow']);
			for (const p of byPlayer) expect(p.total).toBe((Object.values(p.breakdown) as number[]).reduce((a, b) => a + b, 0));
		}
	});
});

// ---------------------------------------------------------------- properties

const deepFreeze = <T>(o: T): T => {
	if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
		Object.freeze(o);
		for (const v of Object.values(o)) deepFreeze(v);
	}
	return o;
};

const LOCATION_IDS = LOCATIONS.map((l) => l.id);
const GOAL_IDS = GOAL_CARDS.map((g) => g.id);
const small = fc.integer({ min: -3, max: 12 });
const player = fc.integer({ min: -1, max: 4 });
const amounts = fc.dictionary(fc.constantFrom('coins', 'camels', 'pepper', 'silk', 'gold', 'points', 'jade'), small, { maxKeys: 3 });

/** Entries of every kind, mostly well-formed, some not. */
const entryArb: fc.Arbitrary<unknown> = fc.oneof(
	fc.record({
		type: fc.constant('game.created'),
		players: fc.array(fc.record({ name: fc.constantFrom('Ada', 'Boris', 'Chen', '', 'ada'), colour: fc.constantFrom(...PLAYER_COLOURS, 'pink') }), {
			minLength: 1,
			maxLength: 5
		}),
		seed: fc.constantFrom('s1', 's2', 'bad seed'),
		options: fc.record({
			firstPlayer: fc.integer({ min: 0, max: 3 }),
			smallCityTiles: fc.constantFrom('by-letter', 'random'),
			characters: fc.constantFrom('first-game', 'draft'),
			goalCards: fc.constantFrom('deal-2', 'deal-4-keep-2')
		})
	}),
	fc.record({
		type: fc.constant('character.chosen'),
		player,
		tile: fc.constantFrom('kubilai-khan', 'matteo-polo', 'berke-khan', 'johannes-carpini', 'niccolo-marco-polo', 'x')
	}),
	fc.record({ type: fc.constant('goalCards.kept'), player, cards: fc.array(fc.constantFrom(...GOAL_IDS), { maxLength: 3 }) }),
	fc.constantFrom({ type: 'setup.completed' }, { type: 'round.started' }, { type: 'scoring.started' }, { type: 'game.finished' }, { type: 'undo' }),
	fc.record({
		type: fc.constant('dice.rolled'),
		player,
		faces: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 4, maxLength: 6 }),
		compensation: fc.record({ coins: small, camels: small })
	}),
	fc.record({
		type: fc.constant('travel'),
		player,
		path: fc.array(fc.constantFrom(...LOCATION_IDS), { minLength: 0, maxLength: 4 }),
		maxSteps: fc.integer({ min: 0, max: 7 })
	}),
	fc.record({ type: fc.constant('table.adjust'), player, delta: amounts }),
	fc.record({ type: fc.constant('contract.completed'), player, pay: amounts, reward: amounts }),
	fc.record({ type: fc.constant('sheet.number'), player, field: fc.constantFrom(...SCORE_SHEET_NUMBER_FIELDS, 'jade'), value: small }),
	fc.record({
		type: fc.constant('sheet.posts'),
		player,
		posts: fc.subarray(LOCATION_IDS, { maxLength: 4 }),
		beijingSpace: fc.option(fc.integer({ min: 0, max: 5 }))
	}),
	fc.record({ type: fc.constant('sheet.confirmed'), player, confirmed: fc.boolean() }),
	fc.constantFrom(null, 7, {}, { type: 'travel' }, { type: 'sheet.posts', player: 0 }, { type: 'dice.rolled', player: 0, faces: null })
);

/** Starting logs from every phase, so random entries meet each of them. */
const starts: VoyagesLog[] = [
	[],
	voyagesBuild([], voyagesCreated(3, { characters: 'draft' })),
	voyagesBuild([], voyagesCreated(2, { goalCards: 'deal-4-keep-2' })),
	voyagesPlayingLog(3),
	voyagesBuild(voyagesPlayingLog(2), { type: 'round.started' }, adjust(0, { coins: 30, camels: 10 })),
	scoring(voyagesPlayingLog(3))
];

describe('mp1 game properties', () => {
	it('refused entries never change the log or the state; validate and apply never mutate or throw', () => {
		fc.assert(
			fc.property(fc.constantFrom(...starts.keys()), fc.array(entryArb, { maxLength: 25 }), (start, entries) => {
				let log = starts[start]!;
				for (const e of entries) {
					const before = deepFreeze(replay(voyagesRules, log));
					const snapshot = structuredClone(before);
					// The rules see an entry as its schema read it; frozen, any mutation throws.
					const parsed = parseEntry(voyagesRules, e);
					if (!parsed.ok) expect(parsed.refusal.key).toMatch(/(^|_)refusal_/);
					else if (parsed.entry.type !== 'undo') {
						const refusal = refusalOf(voyagesRules, before, parsed.entry);
						if (refusal === null) stateAfter(voyagesRules, before, parsed.entry);
						else expect(refusal.key).toMatch(/(^|_)refusal_/);
					}
					if (typeof e !== 'object' || e === null) continue;
					const r = append(voyagesRules, log, e as VoyagesEntry, 1);
					if (r.ok) log = r.log;
					else expect(replay(voyagesRules, log)).toEqual(snapshot);
					expect(before).toEqual(snapshot);
				}
			}),
			{ numRuns: 80 }
		);
	});

	it('replay is deterministic and equals the states the rules gave while appending (what the screen showed and the summary stored)', () => {
		let tried = 0;
		let accepted = 0;
		let undone = 0;
		fc.assert(
			fc.property(fc.constantFrom(...starts.keys()), fc.gen(), fc.array(entryArb, { maxLength: 25 }), (start, g, blind) => {
				const r: Chooser = { int: (n) => (n <= 1 ? 0 : g(fc.integer, { min: 0, max: n - 1 })) };
				let log = starts[start]!;
				// What the open game holds: its replay, played on entry by entry, and the state append gave for the last entry.
				let held = replayLog(voyagesRules, log);
				let shown = replay(voyagesRules, log);
				for (let i = 0; i < 25; i++) {
					// Mostly what the table would enter now (so that entries are accepted), now and then a blind one.
					const e = i < blind.length && r.int(4) === 0 ? blind[i] : propose(shown, r);
					if (typeof e !== 'object' || e === null) continue;
					tried++;
					const out = append(voyagesRules, log, e, 1, held);
					if (!out.ok) continue;
					if (out.stored.entry.type === 'undo') undone++;
					else accepted++;
					log = out.log;
					held = out.replayed;
					shown = out.state;
					expect(held.states[held.states.length - 1]).toEqual(shown);
				}
				// The stored log, read back as a copy, replays to the states the table saw.
				const stored = JSON.parse(JSON.stringify(log)) as VoyagesLog;
				expect(replay(voyagesRules, stored)).toEqual(shown);
				expect(replayStates(voyagesRules, stored)).toEqual(held.states);
				expect(replay(voyagesRules, structuredClone(log))).toEqual(replay(voyagesRules, log));
			}),
			{ numRuns: 60 }
		);
		// Not vacuous: most entries were accepted, undos among them.
		expect(accepted / tried).toBeGreaterThan(0.5);
		expect(undone).toBeGreaterThanOrEqual(20);
	});
});
