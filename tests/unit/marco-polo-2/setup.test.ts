import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/lib/engine/core/replay.ts';
import {
	CHARACTERS,
	draftCharacters,
	draftOrder,
	drawFirstPlayer,
	marcoPolo2Rules,
	nextToChoose,
	type CharacterId,
	type MarcoPolo2Entry,
	type PlayerColour
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { logOf, players, setupEntries, type Log } from './fixtures.ts';
import { acceptAll, expectAccepted, expectRefused } from './helpers.ts';

const created = (n = 4, seed = 'SEED1'): MarcoPolo2Entry => ({ type: 'game.created', players: players(n), seed });
const state = (log: Log) => replay(marcoPolo2Rules, log);

/** A log at the characters phase, with the drawn first player, mode not chosen yet. */
function atCharacters(n = 4, seed = 'SEED1'): Log {
	return logOf([created(n, seed), { type: 'firstPlayer.set', player: drawFirstPlayer(seed, n), drawn: true }]);
}

describe('game.created', () => {
	it('starts a game for 2, 3 or 4 players and goes to the first-player phase', () => {
		for (const n of [2, 3, 4]) {
			const { state: s } = expectAccepted([], created(n));
			expect(s.phase).toBe('first-player');
			expect(s.seed).toBe('SEED1');
			expect(s.players.map((p) => p.name)).toEqual(players(n).map((p) => p.name));
			expect(s.players.every((p) => p.character === null && !p.sheetConfirmed)).toBe(true);
		}
	});

	it('refuses fewer than 2 or more than 4 players', () => {
		const five = [...players(4), { name: 'Eve', colour: 'blue' as PlayerColour }];
		expectRefused([], { type: 'game.created', players: players(1), seed: 'S' }, 'refusal_player_count', { min: 2, max: 4 });
		expectRefused([], { type: 'game.created', players: [], seed: 'S' }, 'refusal_player_count');
		expectRefused([], { type: 'game.created', players: five, seed: 'S' }, 'refusal_player_count', { min: 2, max: 4 });
	});

	it('refuses a blank name', () => {
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: '', colour: 'blue' },
					{ name: 'B', colour: 'red' }
				],
				seed: 'S'
			},
			'refusal_player_name_missing'
		);
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'A', colour: 'blue' },
					{ name: '   ', colour: 'red' }
				],
				seed: 'S'
			},
			'refusal_player_name_missing'
		);
	});

	it('refuses the same name twice, ignoring case and spaces around it', () => {
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'Ada', colour: 'blue' },
					{ name: 'Ada', colour: 'red' }
				],
				seed: 'S'
			},
			'refusal_player_name_twice',
			{ name: 'Ada' }
		);
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'Ada', colour: 'blue' },
					{ name: ' ada ', colour: 'red' }
				],
				seed: 'S'
			},
			'refusal_player_name_twice',
			{ name: 'ada' }
		);
	});

	it('trims names', () => {
		const { state: s } = expectAccepted([], {
			type: 'game.created',
			players: [
				{ name: '  Ada ', colour: 'blue' },
				{ name: 'Bo', colour: 'red' }
			],
			seed: 'S'
		});
		expect(s.players[0]!.name).toBe('Ada');
	});

	it('refuses a name longer than 24 characters', () => {
		expectAccepted([], {
			type: 'game.created',
			players: [
				{ name: 'x'.repeat(24), colour: 'blue' },
				{ name: 'B', colour: 'red' }
			],
			seed: 'S'
		});
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'x'.repeat(25), colour: 'blue' },
					{ name: 'B', colour: 'red' }
				],
				seed: 'S'
			},
			'refusal_player_name_long',
			{ max: 24 }
		);
	});

	it('refuses the same colour twice and an unknown colour', () => {
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'A', colour: 'green' },
					{ name: 'B', colour: 'green' }
				],
				seed: 'S'
			},
			'refusal_colour_taken',
			{ colour: 'green' }
		);
		expectRefused(
			[],
			{
				type: 'game.created',
				players: [
					{ name: 'A', colour: 'purple' as PlayerColour },
					{ name: 'B', colour: 'green' }
				],
				seed: 'S'
			},
			'refusal_no_such_colour'
		);
	});

	it('refuses a bad seed', () => {
		for (const seed of ['', 'has space', 'ü', 'x'.repeat(33), 'a/b'])
			expectRefused([], { ...created(2), seed } as MarcoPolo2Entry, 'marco_polo_2_refusal_bad_seed');
		for (const seed of ['a', 'ABC-123', 'x'.repeat(32)]) expectAccepted([], { ...created(2), seed } as MarcoPolo2Entry);
	});

	it('refuses a second game.created (wrong phase)', () => {
		expectRefused(logOf([created(2)]), created(3), 'refusal_wrong_phase');
		expectRefused(logOf(setupEntries({ players: 2 })), created(3), 'refusal_wrong_phase');
	});
});

describe('firstPlayer.set', () => {
	it('refuses before the game is created', () => {
		expectRefused([], { type: 'firstPlayer.set', player: 0, drawn: false }, 'refusal_wrong_phase');
	});

	it('accepts the drawn first player and refuses another seat claimed as drawn', () => {
		for (const seed of ['SEED1', 'SEED2', 'SEED3', 'Q']) {
			const log = logOf([created(4, seed)]);
			const drawn = drawFirstPlayer(seed, 4);
			for (let seat = 0; seat < 4; seat++) {
				if (seat === drawn) {
					const { state: s } = expectAccepted(log, { type: 'firstPlayer.set', player: seat, drawn: true });
					expect(s.firstPlayer).toBe(seat);
					expect(s.firstPlayerDrawn).toBe(true);
					expect(s.phase).toBe('characters');
				} else expectRefused(log, { type: 'firstPlayer.set', player: seat, drawn: true }, 'marco_polo_2_refusal_first_player_not_drawn');
			}
		}
	});

	it('accepts any seat chosen by the players (not drawn)', () => {
		const log = logOf([created(3)]);
		for (let seat = 0; seat < 3; seat++) {
			const { state: s } = expectAccepted(log, { type: 'firstPlayer.set', player: seat, drawn: false });
			expect(s.firstPlayer).toBe(seat);
			expect(s.firstPlayerDrawn).toBe(false);
		}
	});

	it('refuses a seat that does not exist', () => {
		const log = logOf([created(3)]);
		for (const player of [-1, 3, 1.5, NaN]) expectRefused(log, { type: 'firstPlayer.set', player, drawn: false }, 'refusal_no_such_player');
	});

	it('refuses setting the first player twice', () => {
		expectRefused(atCharacters(), { type: 'firstPlayer.set', player: 0, drawn: false }, 'refusal_wrong_phase');
	});
});

describe('draft order', () => {
	it('is the last player first, then counter-clockwise, ending with the first player', () => {
		expect(draftOrder(0, 4)).toEqual([3, 2, 1, 0]);
		expect(draftOrder(2, 4)).toEqual([1, 0, 3, 2]);
		expect(draftOrder(0, 2)).toEqual([1, 0]);
		expect(draftOrder(1, 2)).toEqual([0, 1]);
		expect(draftOrder(2, 3)).toEqual([1, 0, 2]);
	});

	it('is set with the first player', () => {
		const log = logOf([created(4), { type: 'firstPlayer.set', player: 1, drawn: false }]);
		expect(state(log).choosingOrder).toEqual([0, 3, 2, 1]);
	});
});

describe('characters.mode', () => {
	it('refuses before the first player is set', () => {
		expectRefused(logOf([created(2)]), { type: 'characters.mode', mode: 'draft' }, 'refusal_wrong_phase');
	});

	it('a draft offers players+1 characters drawn from the seed', () => {
		for (const n of [2, 3, 4]) {
			const { state: s } = expectAccepted(atCharacters(n, 'DRAFT'), { type: 'characters.mode', mode: 'draft' });
			expect(s.characterMode).toBe('draft');
			expect(s.offered).toEqual(draftCharacters('DRAFT', n));
			expect(s.offered).toHaveLength(n + 1);
		}
	});

	it('free choice offers all 7 characters', () => {
		const { state: s } = expectAccepted(atCharacters(), { type: 'characters.mode', mode: 'free' });
		expect(s.characterMode).toBe('free');
		expect(s.offered).toEqual([...CHARACTERS]);
	});

	it('refuses choosing the mode twice', () => {
		const log = acceptAll(atCharacters(), { type: 'characters.mode', mode: 'draft' });
		expectRefused(log, { type: 'characters.mode', mode: 'free' }, 'refusal_wrong_phase');
	});
});

describe('character.chosen', () => {
	const draftLog = (n = 4, seed = 'SEED1') => acceptAll(atCharacters(n, seed), { type: 'characters.mode', mode: 'draft' });
	const freeLog = (n = 4) => acceptAll(atCharacters(n), { type: 'characters.mode', mode: 'free' });

	it('refuses before the mode is chosen and outside the characters phase', () => {
		expectRefused(atCharacters(), { type: 'character.chosen', player: 0, character: 'de-wu' }, 'refusal_wrong_phase');
		expectRefused(logOf([created(2)]), { type: 'character.chosen', player: 0, character: 'de-wu' }, 'refusal_wrong_phase');
		expectRefused(logOf(setupEntries({ players: 2 })), { type: 'character.chosen', player: 0, character: 'de-wu' }, 'refusal_wrong_phase');
	});

	it('in a draft, refuses a character that is not offered', () => {
		const log = draftLog();
		const s = state(log);
		const notOffered = CHARACTERS.filter((c) => !s.offered.includes(c));
		expect(notOffered).toHaveLength(2);
		for (const character of notOffered)
			expectRefused(log, { type: 'character.chosen', player: nextToChoose(s)!, character }, 'marco_polo_2_refusal_character_not_offered');
	});

	it('refuses an unknown character', () => {
		expectRefused(freeLog(), { type: 'character.chosen', player: 0, character: 'marco-polo' as CharacterId }, 'marco_polo_2_refusal_no_such_character');
	});

	it('refuses a seat that does not exist', () => {
		expectRefused(freeLog(2), { type: 'character.chosen', player: 2, character: 'de-wu' }, 'refusal_no_such_player');
	});

	it('in a draft, players choose in draft order: last player first, then counter-clockwise', () => {
		let log = draftLog(4, 'SEED1');
		const s0 = state(log);
		const order = draftOrder(s0.firstPlayer!, 4);
		expect(s0.choosingOrder).toEqual(order);
		const offered = [...s0.offered];
		for (const [turn, seat] of order.entries()) {
			const s = state(log);
			expect(nextToChoose(s)).toBe(seat);
			const character = offered[turn]!;
			// Anyone else choosing now is refused, naming whose turn it is.
			for (const other of [0, 1, 2, 3].filter((p) => p !== seat && s.players[p]!.character === null))
				expectRefused(log, { type: 'character.chosen', player: other, character }, 'marco_polo_2_refusal_not_your_turn_to_choose', {
					name: s.players[seat]!.name
				});
			log = expectAccepted(log, { type: 'character.chosen', player: seat, character }).log;
		}
		const s = state(log);
		expect(s.phase).toBe('setup');
		expect(nextToChoose(s)).toBeNull();
		expect(order.map((seat) => s.players[seat]!.character)).toEqual(offered.slice(0, 4));
	});

	it('refuses a character already taken, naming its holder', () => {
		const log0 = draftLog(3);
		const s = state(log0);
		const [first, second] = s.choosingOrder;
		const taken = s.offered[0]!;
		const log = acceptAll(log0, { type: 'character.chosen', player: first!, character: taken });
		expectRefused(log, { type: 'character.chosen', player: second!, character: taken }, 'marco_polo_2_refusal_character_taken', {
			name: s.players[first!]!.name
		});
	});

	it('when picking freely, any order and any of the 7 characters', () => {
		let log = freeLog(4);
		const picks: [number, CharacterId][] = [
			[2, 'isabella-donati'],
			[0, 'gantulga-od'],
			[3, 'de-wu'],
			[1, 'filippo-vitello']
		];
		for (const [player, character] of picks) log = expectAccepted(log, { type: 'character.chosen', player, character }).log;
		const s = state(log);
		expect(s.phase).toBe('setup');
		expect(s.players.map((p) => p.character)).toEqual(['gantulga-od', 'filippo-vitello', 'isabella-donati', 'de-wu']);
	});

	it('when picking freely, refuses a second character for the same player', () => {
		const log = acceptAll(freeLog(3), { type: 'character.chosen', player: 1, character: 'de-wu' });
		expectRefused(log, { type: 'character.chosen', player: 1, character: 'abha-basu' }, 'marco_polo_2_refusal_already_has_character');
	});

	it('stays in the characters phase until everybody has one', () => {
		const log = acceptAll(freeLog(2), { type: 'character.chosen', player: 1, character: 'de-wu' });
		expect(state(log).phase).toBe('characters');
		expectRefused(log, { type: 'setup.completed' }, 'refusal_wrong_phase');
	});
});

describe('setup.completed and scoring.started', () => {
	it('go setup → playing → scoring, each only in its phase', () => {
		const entries = setupEntries({ players: 3 });
		const beforeChecklist = logOf(entries.slice(0, -1));
		expect(state(beforeChecklist).phase).toBe('setup');
		expectRefused(beforeChecklist, { type: 'scoring.started' }, 'refusal_wrong_phase');
		const playing = expectAccepted(beforeChecklist, { type: 'setup.completed' });
		expect(playing.state.phase).toBe('playing');
		expectRefused(playing.log, { type: 'setup.completed' }, 'refusal_wrong_phase');
		expectRefused(playing.log, { type: 'game.finished' }, 'refusal_wrong_phase');
		const scoring = expectAccepted(playing.log, { type: 'scoring.started' });
		expect(scoring.state.phase).toBe('scoring');
		expectRefused(scoring.log, { type: 'scoring.started' }, 'refusal_wrong_phase');
		expectRefused([], { type: 'setup.completed' }, 'refusal_wrong_phase');
		expectRefused([], { type: 'scoring.started' }, 'refusal_wrong_phase');
	});

	it('refuses an entry type it does not know', () => {
		expectRefused(logOf(setupEntries({ players: 2 })), { type: 'no.such.entry' } as unknown as MarcoPolo2Entry, 'refusal_unknown_entry');
	});
});
