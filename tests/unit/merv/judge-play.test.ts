/** The solo judge's turn played through `judge.played`, and its choices for the chamberlain (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { migrateEntry } from '../../../src/lib/engine/core/game.ts';
import merv from '../../../src/lib/engine/merv/module.ts';
import { reshuffledDeck } from '../../../src/lib/engine/merv/judge/index.ts';
import { caravanDeckLeft } from '../../../src/lib/engine/merv/holdings/caravan-row.ts';
import { judgeDeck } from '../../../src/lib/engine/merv/setup.ts';
import { turnStep } from '../../../src/lib/engine/merv/view/turn.ts';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { drawnCity, every, J, MOSQUE_COPY, playRounds, seedWhere, soloGame, stateOf, untilJudge } from './judge-play-fixtures.ts';
import { run, set } from './turn-fixtures.ts';

const keys = (s: MervState) => s.judgeLast!.steps.map((step) => step.key);
const step = (s: MervState, key: string) => s.judgeLast!.steps.find((x) => x.key === key);

describe('the judge’s turn (RU L975–L1057)', () => {
	/** The rulebook's example (L1019): round 1 on the north, Silk Road wanted, the 3rd action space taken. */
	const EXAMPLE = ['Sp Sj S. Sc Sj', 'P. Pc P. Pc Pj', 'P. Pc ## P. P.', 'P. P. P. P. P.', 'P. P. P. P. P.'];
	// A deck where Silk Road comes before Palace, the one other card this city lets the judge play.
	const seed = seedWhere((deck) => deck.indexOf('silk-road') < deck.indexOf('palace') && deck[0] !== 'silk-road');
	const { layout, built } = drawnCity(EXAMPLE);
	// The player plays first and takes the 3rd action space, building on the empty palace in its column.
	const example: MervEntry[] = [
		...soloGame(layout, seed),
		...built,
		{ type: 'order.set', order: [0, J, 'chamberlain'] },
		{ type: 'turn.master', line: 2 },
		{ type: 'turn.site', cell: 7 },
		{ type: 'turn.favour' },
		{ type: 'turn.ended' }
	];

	it('L1019: with no empty Silk Road site on a free line, algorithm B — the 2nd space, where its and the chamberlain’s buildings are most', () => {
		const before = stateOf(example);
		expect(turnStep(before)).toEqual({ step: 'judge', who: J });
		const s = stateOf([{ type: 'judge.played', contracts: [] }], before);
		const deck = judgeDeck(seed);
		const cut = deck.indexOf('silk-road');
		expect(s.judgeLast!.card).toBe('silk-road');
		// L981: the cards before it cannot be played on this city (no such sites): discarded, in the order turned over.
		expect(s.judgeLast!.discarded).toEqual(deck.slice(0, cut));
		expect(s.judgeDiscards).toEqual(deck.slice(0, cut));
		expect(s.judgeDeck).toEqual(deck.slice(cut + 1));
		expect(s.judgeCard).toBe('silk-road');
		expect(s.spaces[1]).toBe(J);
		// L1027: no building by algorithm B.
		expect(s.city.filter((site) => site?.building === 'red')).toHaveLength(3);
		expect(keys(s)).toContain('merv_judge_step_no_build');
		expect(step(s, 'merv_judge_step_master')!.params).toEqual({ side: 'north', row: 1, column: 2 });
		// L1031: once per judge's and chamberlain's building on column 2 (Sj, Pc, Pc); L1202: still 1 trading post.
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'silk-road', count: 3 });
		expect(s.participants[J]!.posts).toEqual(['samarkand']);
		// The turn passes: the chamberlain's. The player plays before the judge this round, so she places its master (RU L937, L967).
		expect(turnStep(s)).toMatchObject({ step: 'master', seat: 'chamberlain', by: 0 });
	});

	it('is refused on anyone else’s turn, and then changes nothing', () => {
		const r = run([...example.slice(0, -4), { type: 'judge.played' }]);
		expect(r.refusal?.key).toBe('merv_refusal_not_judge_turn');
		expect(r.state).toEqual(stateOf(example.slice(0, -4)));
		expect(run([...example, { type: 'judge.chamberlain' }]).refusal?.key).toBe('merv_refusal_not_judge_chamberlain');
		// The player cannot place the judge's master either.
		expect(run([...example, { type: 'turn.master', line: 0 }]).refusal?.key).toBe('merv_refusal_judge_plays');
	});

	it('L1023, L1025, L1031: by algorithm A it builds on the empty site of the line farthest from the space, and counts it', () => {
		// Every site a library; seed TURNS puts Library last: the five cards before it are discarded (L981).
		const s = stateOf([...soloGame(), { type: 'judge.played' }]);
		expect(s.judgeLast!.discarded).toEqual(['caravanserai', 'palace', 'silk-road', 'mosque', 'wall']);
		// Round 1: all lines alike, the space farthest from the north-west track (L997), the site farthest from it (L1025).
		expect(s.city[24]!.building).toBe('red');
		expect(step(s, 'merv_judge_step_build')!.params).toEqual({ row: 5, column: 5 });
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'library', count: 1 });
		expect(s.participants[J]!.tally.scrolls).toBe(1);
		expect(keys(s).at(-1)).toBe('merv_judge_step_tracks');
	});

	it('L1013: with all its buildings in the city it follows algorithm B and builds nothing', () => {
		const nine = [0, 1, 2, 3, 5, 6, 7, 8, 9].map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' }));
		const s = stateOf([...soloGame(), ...nine, { type: 'judge.played' }]);
		expect(s.city.filter((site) => site?.building === 'red')).toHaveLength(9);
		expect(keys(s)).toContain('merv_judge_step_no_build');
		// Columns 0–3 hold 2 of its buildings each; the tie goes to the space farthest from the track (L1011): column 3.
		expect(s.spaces[3]).toBe(J);
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'library', count: 2 });
	});

	it('L1067: the card stays the current one until the round ends, then it is discarded', () => {
		const first = stateOf([...soloGame(), { type: 'judge.played' }]);
		expect(first.judgeCard).toBe('library');
		const round = playRounds(first, undefined, 6).state;
		expect(round.round).toBe(2);
		expect(round.judgeCard).toBeNull();
		expect(round.judgeDiscards.at(-1)).toBe('library');
	});

	it('with no card left it can play, the rulebook is silent: read as its turn passed, its master not placed', () => {
		const first = stateOf([...soloGame(), { type: 'judge.played' }]);
		// Round 1 discarded the rest of the deck: in round 2 the deck is empty.
		const s = untilJudge(first);
		expect(s.round).toBe(2);
		expect(s.judgeDeck).toEqual([]);
		const after = stateOf([{ type: 'judge.played' }], s);
		expect(keys(after)).toEqual(['merv_judge_step_no_card', 'merv_judge_step_tracks']);
		expect(after.spaces).not.toContain(J);
		expect(after.judgeLast!.card).toBeNull();
	});
});

describe('the chamberlain in a solo game: the two-player split, the judge one of the two (RU L937, L941, L967–L971)', () => {
	const { layout, built } = drawnCity(['L. L. L. Lp L.', 'L. Lp L. L. L.', 'L. L. ## Lp L.', 'Lp L. L. L. Lp', 'L. L. L. L. L.']);
	const city: MervEntry[] = [...soloGame(layout), ...built];
	/** The player before the judge this round: she places the chamberlain's master, the judge picks its site. */
	const playerFirst: MervEntry[] = [...city, { type: 'order.set', order: ['chamberlain', 0, J] }];
	/** The judge before the player: it places the master, she picks the site. */
	const judgeFirst: MervEntry[] = [...city, { type: 'order.set', order: ['chamberlain', J, 0] }];

	it('L937, L967: the player before the judge places the master; L971: the judge picks the empty site with most of her buildings across it', () => {
		const before = stateOf(playerFirst);
		expect(turnStep(before)).toMatchObject({ step: 'master', seat: 'chamberlain', by: 0 });
		expect(run([...playerFirst, { type: 'judge.chamberlain' }]).refusal?.key).toBe('merv_refusal_not_judge_chamberlain');
		// She puts it on column 4, which holds 2 of her buildings; the site is the judge's to pick, not hers.
		const placed = stateOf([{ type: 'turn.master', line: 3 }], before);
		expect(turnStep(placed)).toEqual({ step: 'judge-chamberlain', duty: 'site' });
		expect(run([...playerFirst, { type: 'turn.master', line: 3 }, { type: 'turn.site', cell: 23 }]).refusal?.key).toBe(
			'merv_refusal_judge_picks_chamberlain_site'
		);
		const s = stateOf([{ type: 'judge.chamberlain' }], placed);
		// Of column 4's empty sites (rows 2, 4, 5), row 4 has 2 of her buildings across it.
		expect(s.city[18]!.building).toBe('green');
		expect(s.judgeLast).toEqual({
			seat: 'chamberlain',
			year: 1,
			round: 1,
			card: null,
			discarded: [],
			steps: [{ key: 'merv_judge_step_chamberlain_build', params: { row: 4, column: 4 } }]
		});
		// It neither produces nor acts (RU L943): the turn passes to the player.
		expect(turnStep(s)).toMatchObject({ step: 'master', seat: 0 });
		expect(s.participants.every((p) => p.tally['cubes.purple'] + p.tally['cubes.sand'] === 0)).toBe(true);
	});

	it('L937, L969: the judge before the player chooses the space with most of her buildings on its line; L941: she picks an empty site', () => {
		const before = stateOf(judgeFirst);
		expect(turnStep(before)).toEqual({ step: 'judge-chamberlain', duty: 'space' });
		expect(run([...judgeFirst, { type: 'turn.master', line: 0 }]).refusal?.key).toBe('merv_refusal_judge_places_chamberlain');
		const s = stateOf([{ type: 'judge.chamberlain' }], before);
		expect(s.spaces[3]).toBe('chamberlain');
		expect(s.city.filter((site) => site?.building === 'green')).toHaveLength(0);
		expect(s.judgeLast!.steps).toEqual([{ key: 'merv_judge_step_chamberlain_master', params: { side: 'north', row: 1, column: 4 } }]);
		expect(turnStep(s)).toEqual({ step: 'site', seat: 'chamberlain', by: 0, line: 3, cells: [8, 18, 23], mayPass: false });
		expect(run([...judgeFirst, { type: 'judge.chamberlain' }, { type: 'judge.chamberlain' }]).refusal?.key).toBe('merv_refusal_not_judge_chamberlain');
		const picked = stateOf([{ type: 'turn.site', cell: 23 }], s);
		expect(picked.city[23]!.building).toBe('green');
		expect(turnStep(picked)).toEqual({ step: 'judge', who: J });
	});

	it('RU L941: with no empty site on its line the chamberlain activates none, the judge picking', () => {
		const full = [3, 8, 13, 18, 23].filter((c) => !built.some((e) => e.type === 'site.built' && e.cell === c));
		const fill = full.map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' }));
		const s = stateOf([...playerFirst, ...fill, { type: 'turn.master', line: 3 }, { type: 'judge.chamberlain' }]);
		expect(s.spaces[3]).toBe('chamberlain');
		expect(s.judgeLast!.steps).toEqual([{ key: 'merv_judge_step_chamberlain_no_build' }]);
		expect(turnStep(s)).toMatchObject({ step: 'master', seat: 0 });
	});

	it('an entry written before the split (version 1) is carried over as spaceAndSite and still has the judge choose both', () => {
		const old = migrateEntry(merv, { type: 'judge.chamberlain' }, 1);
		expect(old).toEqual({ type: 'judge.chamberlain', spaceAndSite: true });
		expect(migrateEntry(merv, { type: 'turn.master', line: 3 }, 1)).toEqual({ type: 'turn.master', line: 3 });
		// Whoever plays earlier, as the judge chose before: column 4, then row 4 on it.
		for (const game of [playerFirst, judgeFirst]) {
			const s = stateOf([old as MervEntry], stateOf(game));
			expect(s.spaces[3]).toBe('chamberlain');
			expect(s.city[18]!.building).toBe('green');
			expect(s.judgeLast!.steps.map((x) => x.key)).toEqual(['merv_judge_step_chamberlain_master', 'merv_judge_step_chamberlain_build']);
			// The chamberlain's turn is over: the next seat plays.
			expect(s.turnAt).toBe(1);
			expect(s.turn).toBeNull();
		}
	});
});

describe('the judge’s deck through the year (RU L1067, L1079, L1134)', () => {
	// A city of all actions but the wall (whose printed costs this test does not give).
	const layout = every('library', {
		0: { action: 'palace', colour: 'sand' },
		7: { action: 'caravanserai', colour: 'orange' },
		14: { action: 'mosque', colour: 'sand' },
		20: { action: 'silk-road', colour: 'turquoise' },
		16: { action: 'palace', colour: 'purple' }
	});
	const row = [
		{ spice: 'ginger' as const, camel: true },
		{ spice: 'pepper' as const, camel: false }
	];

	it('L1079: after the scoring the discards, shuffled by the seed and the year, go on top of the deck', () => {
		const year = playRounds(stateOf([...soloGame(layout, 'MIX'), MOSQUE_COPY]), row).state;
		expect(turnStep(year)).toEqual({ step: 'rounds-done' });
		expect(year.judgeCard).toBeNull();
		expect(year.judgeDiscards.length + year.judgeDeck.length).toBe(6);
		const scored = stateOf([{ type: 'year.scored', year: 1 }], year);
		const random = createRandom('MIX:judge-deck:1');
		expect(scored.judgeDeck).toEqual(reshuffledDeck(year.judgeDeck, year.judgeDiscards, (cards) => random.shuffle(cards)));
		expect(scored.judgeDiscards).toEqual([]);
		expect([...scored.judgeDeck].sort()).toEqual(['caravanserai', 'library', 'mosque', 'palace', 'silk-road', 'wall']);
	});

	it('L1230: once its marker stands on the mosque’s top, its Mosque card goes back in the box; while the copy does not show the top, it stays', () => {
		const top: MervEntry[] = [set(J, 'mosquePath', 1), set(J, 'mosqueLevel', 5)];
		const unknown = stateOf([...soloGame(), ...top, { type: 'judge.played' }]);
		expect(unknown.judgeOut).toEqual([]);
		const s = stateOf([...soloGame(), { type: 'printed.recorded', values: { 'merv.mosque.top': 5 } }, ...top, { type: 'judge.played' }]);
		expect(s.judgeOut).toEqual(['mosque']);
		expect(s.judgeLast!.steps[0]).toEqual({ key: 'merv_judge_step_card_out', params: { action: 'mosque' } });
		expect(s.judgeLast!.discarded).not.toContain('mosque');
	});

	describe('L1134: the Caravanserai card goes back in the box once the caravan deck is empty', () => {
		// The deck: 24 cards (L96–L98) less the 8 of the row (L289); a card taken is never given up (L603).
		const first = seedWhere((deck) => deck[0] === 'caravanserai');
		const game = soloGame(every('caravanserai'), first);
		const ROW = [
			{ spice: 'pepper' as const, camel: false },
			{ spice: 'juniper' as const, camel: false }
		];
		/** n cards taken: the judge's cinnamon, then the player's ginger and juniper, each within the box's cards of its spice (L96). */
		const taken = (n: number): MervEntry[] => [
			set(J, 'spice.cinnamon', Math.min(n, 8)),
			set(0, 'spice.ginger', Math.min(Math.max(0, n - 8), 6)),
			set(0, 'spice.juniper', Math.max(0, n - 14))
		];

		it('counts the deck from the cards taken: 16 at the start, none once 16 are taken, never below none', () => {
			expect(caravanDeckLeft(stateOf(game))).toBe(16);
			expect(caravanDeckLeft(stateOf([...game, ...taken(15)]))).toBe(1);
			expect(caravanDeckLeft(stateOf([...game, ...taken(16)]))).toBe(0);
			expect(caravanDeckLeft(stateOf([...game, ...taken(16), set(J, 'spice.pepper', 3)]))).toBe(0);
		});

		it('with one card left in the deck, the judge still turns over and plays its Caravanserai card', () => {
			const s = stateOf([...game, ...taken(15), { type: 'judge.played', row: ROW }]);
			expect(s.judgeLast!.card).toBe('caravanserai');
			expect(keys(s)[0]).toBe('merv_judge_step_card');
		});

		it('emptied on the player’s turn: the card leaves before the judge turns over a card', () => {
			const s = stateOf([...game, ...taken(16), { type: 'judge.played' }]);
			expect(s.judgeOut).toEqual(['caravanserai']);
			expect(s.judgeLast!.steps[0]).toEqual({ key: 'merv_judge_step_card_out', params: { action: 'caravanserai' } });
			expect(s.judgeLast!.card).not.toBe('caravanserai');
			expect(s.judgeLast!.discarded).not.toContain('caravanserai');
			expect(s.judgeDeck).not.toContain('caravanserai');
		});

		it('emptied by the judge’s own caravan cards: the card it played leaves at the end of that turn', () => {
			const s = stateOf([...game, ...taken(15), { type: 'judge.played', row: ROW }]);
			expect(caravanDeckLeft(s)).toBe(0);
			expect(s.judgeOut).toEqual(['caravanserai']);
			expect(s.judgeCard).toBeNull();
			expect(keys(s)).toContain('merv_judge_step_card_out');
			expect(keys(s).indexOf('merv_judge_step_card_out')).toBeGreaterThan(keys(s).indexOf('merv_judge_step_caravan'));
		});
	});

	it('a counts-only game has no judge’s turn to play', () => {
		const r = run([
			{ type: 'game.created', players: [{ name: 'Ana', colour: 'blue' }], seed: 'C', chamberlain: 'green', judge: 'red' },
			{ type: 'setup.city', mode: 'counts' },
			{ type: 'setup.completed' },
			set(J, 'points', 3),
			{ type: 'judge.played' }
		]);
		expect(r.refusal?.key).toBe('merv_refusal_no_city');
	});
});
