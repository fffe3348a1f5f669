/** What the judge's actions do to the game when the app plays its turn (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { CONVERTS } from '../../../src/lib/engine/merv/catalog.ts';
import { judgeNeeds } from '../../../src/lib/engine/merv/judge/index.ts';
import { marketCornerId, wallId } from '../../../src/lib/engine/merv/printed.ts';
import { lineCells } from '../../../src/lib/engine/merv/city/production.ts';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { every, J, seedWhere, soloGame, stateOf, untilJudge, type Row } from './judge-play-fixtures.ts';
import { run, set } from './turn-fixtures.ts';

const step = (s: MervState, key: string) => s.judgeLast!.steps.find((x) => x.key === key);
const keys = (s: MervState) => s.judgeLast!.steps.map((x) => x.key);
const judge = (s: MervState) => s.participants[J]!.tally;
const played = (row?: Row): MervEntry => (row ? { type: 'judge.played', row } : { type: 'judge.played' });

describe('Caravanserai (RU L1119–L1134)', () => {
	const game = soloGame(every('caravanserai'));
	const row: Row = [
		{ spice: 'juniper', camel: false },
		{ spice: 'ginger', camel: true },
		{ spice: 'pepper', camel: false }
	];

	it('the row is the table’s to tell: without it the entry is refused and changes nothing', () => {
		const r = run([...game, played()]);
		expect(r.refusal?.key).toBe('merv_refusal_judge_row');
		expect(r.state).toEqual(stateOf(game));
		expect(judgeNeeds(stateOf(game))).toEqual({ printed: [], row: true, contracts: false });
		// The caravanserai holds 8 cards at most (RU L583).
		const nine = Array.from({ length: 9 }, () => row[0]!);
		expect(run([...game, played(nine)]).refusal?.key).toBe('merv_refusal_judge_row');
	});

	it('L1121: the card that adds most to its sets, the first in the row on a tie; the camel on it too', () => {
		const s = stateOf([...game, set(J, 'spice.juniper', 1), played(row)]);
		// Holding a juniper, a ginger makes a set of 2 (3 points, +2); another juniper a 2nd set of 1 (+1).
		expect(judge(s)['spice.ginger']).toBe(1);
		expect(judge(s).camels).toBe(1);
		expect(step(s, 'merv_judge_step_caravan_camel')!.params).toEqual({ place: 2, spice: 'ginger' });
		expect(keys(s)).toContain('merv_judge_step_refill');
	});

	it('L47: the box holds 12 camels; a camel the row shows past them is not there, so the judge takes the card alone', () => {
		// At the start 8 camels lie on the near cities and the mosque paths (L267, L283), 2 on the caravan cards (L292), and
		// the other 2 go back to the box for good (L294): the judge's 1 and the player's 1 leave none on the cards.
		const full = stateOf([...game, set(J, 'spice.juniper', 1), set(J, 'camels', 1), set(0, 'camels', 1), played(row)]);
		expect(judge(full)['spice.ginger']).toBe(1);
		expect(judge(full).camels).toBe(1);
		expect(step(full, 'merv_judge_step_caravan')!.params).toEqual({ place: 2, spice: 'ginger' });
		expect(keys(full)).not.toContain('merv_judge_step_caravan_camel');
		// One camel fewer held: the one left on the cards is the one the card shows.
		const one = stateOf([...game, set(J, 'spice.juniper', 1), set(J, 'camels', 1), played(row)]);
		expect(judge(one).camels).toBe(2);
	});

	it('L1131–L1132: a new pair of cinnamon or pepper scores 3 points; L1130: of juniper, a favour', () => {
		const pepper = stateOf([...game, set(J, 'spice.pepper', 1), played([{ spice: 'pepper', camel: false }])]);
		expect(judge(pepper).points).toBe(3);
		expect(step(pepper, 'merv_judge_step_pair_points')!.params).toEqual({ spice: 'pepper', points: 3 });
		const juniper = stateOf([...game, set(J, 'spice.juniper', 1), played([{ spice: 'juniper', camel: false }])]);
		expect(judge(juniper).favour).toBe(1);
	});

	it('L1129, L1107: a new pair of ginger puts a soldier on the northernmost unprotected chamberlain’s building, for 2 influence', () => {
		const s = stateOf([...game, { type: 'site.built', cell: 13, owner: 'green' }, set(J, 'spice.ginger', 1), played([{ spice: 'ginger', camel: false }])]);
		expect(s.city[13]!.soldier).toBe('red');
		expect(judge(s).influence).toBe(2);
		expect(step(s, 'merv_judge_step_soldier')!.params).toEqual({ row: 3, column: 4, influence: 2 });
	});

	it('L1111: with no chamberlain’s building unprotected, on its own, for 1', () => {
		const s = stateOf([...game, set(J, 'spice.ginger', 1), played([{ spice: 'ginger', camel: false }])]);
		// Its only building: the one just built, farthest from the north in the last column (L1025).
		expect(s.city[24]!.soldier).toBe('red');
		expect(judge(s).influence).toBe(1);
	});

	it('L1031: once per its and the chamberlain’s building on the line; an empty row gives nothing', () => {
		const s = stateOf([...game, { type: 'site.built', cell: 4, owner: 'green' }, played(row)]);
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'caravanserai', count: 2 });
		expect(s.participants[J]!.tally['spice.juniper'] + judge(s)['spice.ginger'] + judge(s)['spice.pepper']).toBe(2);
		const empty = stateOf([...game, played([])]);
		expect(keys(empty)).toContain('merv_judge_step_no_caravan_card');
	});
});

describe('Palace (RU L1138–L1142)', () => {
	const game = soloGame(every('palace'));

	it('L1140: 1–3 actions, 1 courtier in the court that scores it most; the first in a court gains its favour (RU L679, L1095)', () => {
		const s = stateOf([...game, set(J, 'scrolls', 1), played()]);
		expect(judge(s)['court.learning']).toBe(1);
		expect(judge(s).favour).toBe(1);
		expect(step(s, 'merv_judge_step_courtier_favour')!.params).toEqual({ court: 'learning' });
	});

	it('L1142: 4–5 actions, 2 courtiers; only the first in the court takes the favour', () => {
		const mine = [4, 9, 14].map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' }));
		const s = stateOf([...game, ...mine, { type: 'site.built', cell: 19, owner: 'green' }, set(J, 'scrolls', 1), played()]);
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'palace', count: 5 });
		expect(judge(s)['court.learning']).toBe(2);
		expect(judge(s).favour).toBe(1);
		expect(keys(s).filter((k) => k.startsWith('merv_judge_step_courtier'))).toEqual(['merv_judge_step_courtier_favour', 'merv_judge_step_courtier']);
	});
});

describe('Library (RU L1148–L1198)', () => {
	const game = soloGame();

	it('L1150: a scroll an action; L1162–L1166: the first discovery is the Caravanserai token unless it climbed more mosque steps', () => {
		const s = stateOf([...game, set(J, 'scrolls', 1), played()]);
		expect(judge(s).scrolls).toBe(2);
		expect(s.participants[J]!.discoveries).toEqual(['discount.caravanserai']);
		expect(step(s, 'merv_judge_step_discovery_first')!.params).toEqual({ action: 'caravanserai' });
		const mosque = stateOf([...game, set(J, 'scrolls', 1), set(J, 'mosquePath', 1), set(J, 'mosqueLevel', 1), played()]);
		expect(mosque.participants[J]!.discoveries).toEqual(['discount.mosque']);
	});

	it('L1174: the second, 3 points and a tile drawn by the game’s seed and the judge’s turn, its effect ignored', () => {
		const s = stateOf([...game, set(J, 'scrolls', 3), played()]);
		expect(judge(s).points).toBe(3);
		const expected = CONVERTS[createRandom('TURNS:judge-discovery:1:1').int(CONVERTS.length)]!;
		expect(s.participants[J]!.discoveries).toEqual([expected]);
		expect(step(s, 'merv_judge_step_discovery_second')!.params).toEqual({ points: 3, colour: expected.slice('convert.'.length) });
		// The same turn played again draws the same tile.
		expect(stateOf([...game, set(J, 'scrolls', 3), played()])).toEqual(s);
	});

	it('L1180–L1182: the third, the Silk Road token: a post in a far city (the token’s any city, RU L740) by NW first, and a rare good', () => {
		const before = stateOf([...game, set(J, 'scrolls', 5)]);
		// It may fulfil a contract with the new good: the open cards are asked, and refused without them.
		expect(judgeNeeds(before).contracts).toBe(true);
		expect(run([...game, set(J, 'scrolls', 5), played()]).refusal?.key).toBe('merv_refusal_judge_contracts');
		const s = stateOf([{ type: 'judge.played', contracts: [] }], before);
		expect(s.participants[J]!.discoveries).toEqual(['third.trading-post']);
		expect(s.participants[J]!.posts).toEqual(['baghdad']);
		expect([judge(s).rare, judge(s).common, judge(s).camels]).toEqual([1, 0, 0]);
		// The first post in a far city: a favour, as anyone's (RU L786; rules notes item 5).
		expect(judge(s).favour).toBe(1);
		expect(keys(s)).toEqual(expect.arrayContaining(['merv_judge_step_discovery_post', 'merv_judge_step_post_favour', 'merv_judge_step_discovery_rare']));
	});

	it('L1192: the fourth, 8 points; L1152: at 8 scrolls its Library card goes back in the box', () => {
		const s = stateOf([...game, set(J, 'scrolls', 7), played()]);
		expect(judge(s).points).toBe(8);
		expect(s.participants[J]!.discoveries).toEqual(['fourth.points']);
		expect(s.judgeOut).toEqual(['library']);
		expect(s.judgeCard).toBeNull();
		expect([...s.judgeDeck, ...s.judgeDiscards]).not.toContain('library');
		expect(step(s, 'merv_judge_step_card_out')!.params).toEqual({ action: 'library' });
	});

	it('L1170: with the Caravanserai token, a turn it takes caravan cards it takes one more', () => {
		const seed = seedWhere((deck) => deck[0] === 'library' && deck[1] === 'caravanserai');
		const first = stateOf([...soloGame(every('caravanserai', { 4: { action: 'library', colour: 'sand' } }), seed), set(J, 'scrolls', 1), played()]);
		expect(first.participants[J]!.discoveries).toEqual(['discount.caravanserai']);
		const row: Row = Array.from({ length: 8 }, () => ({ spice: 'cinnamon' as const, camel: false }));
		const s = stateOf([played(row)], untilJudge(first));
		const line = s.spaces.indexOf(J);
		const ours = lineCells(s.round, line).filter((c) => s.city[c]?.building === 'red' || s.city[c]?.building === 'green').length;
		expect(step(s, 'merv_judge_step_actions')!.params).toEqual({ action: 'caravanserai', count: ours + 1 });
		expect(step(s, 'merv_judge_step_first_bonus')!.params).toEqual({ action: 'caravanserai' });
		expect(judge(s)['spice.cinnamon']).toBe(ours + 1);
	});
});

describe('Wall (RU L1236–L1258)', () => {
	const game = soloGame(every('wall'));
	const costs = Object.fromEntries(
		Array.from({ length: 16 }, (_, i) => [wallId(i + 1), { colour: i === 8 ? 'purple' : i === 6 ? 'sand' : 'orange', cubes: i === 8 || i === 6 ? 1 : 2 }])
	);

	it('the printed costs of the pieces left are asked first: refused until then, and judgeNeeds lists them', () => {
		const r = run([...game, played()]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 16 } });
		expect(judgeNeeds(stateOf(game))).toEqual({ printed: Array.from({ length: 16 }, (_, i) => wallId(i + 1)), row: false, contracts: false });
	});

	it('L1238: the cheapest piece, purple before sand; L1248, L1254: the slot closing off its own building, first clockwise from the north-west', () => {
		const s = stateOf([...game, { type: 'printed.recorded', values: costs }, played()]);
		expect(s.piecesBuilt).toEqual([wallId(9)]);
		// Its building at row 5, column 5: the east slot in front of it comes before the south one, clockwise.
		expect(s.walls.east[4]).toBe(true);
		expect(judge(s).influence).toBe(1);
		expect(step(s, 'merv_judge_step_wall')!.params).toEqual({ side: 'east', colour: 'purple', influence: 1, row: 5, column: 5 });
	});
});

describe('the camel market on its line (RU L1037–L1057)', () => {
	// Its building in the middle column draws it to the market's line (L991).
	const game = [...soloGame(), { type: 'site.built', cell: 7, owner: 'red' } as MervEntry];

	it('L1039: with no camel it takes the market’s camels (none here)', () => {
		const s = stateOf([...game, played()]);
		expect(s.spaces[2]).toBe(J);
		expect(keys(s)).toContain('merv_judge_step_market_empty');
	});

	it('L1041: with a camel and fewer than 2 there, it puts one on the upper-left corner; its reward is asked first', () => {
		const before = stateOf([...game, set(J, 'camels', 1)]);
		const corner = marketCornerId(before.marketSide, 'nw');
		expect(run([...game, set(J, 'camels', 1), played()]).refusal?.key).toBe('merv_refusal_printed_needed');
		expect(judgeNeeds(before)).toEqual({ printed: [corner], row: false, contracts: false });
		// L1045: a scroll is one more Library action.
		const s = stateOf([{ type: 'printed.recorded', values: { [corner]: 'scroll' } }, played()], before);
		expect(s.market.corners).toEqual([true, false, false, false]);
		expect(judge(s).camels).toBe(0);
		expect(judge(s).scrolls).toBe(3);
		expect(step(s, 'merv_judge_step_market_place')!.params).toEqual({ corner: 'nw', reward: 'scroll' });
	});

	it('L1049: a caravan card is one Caravanserai action, from the row the table gives', () => {
		const before = stateOf([...game, set(J, 'camels', 1)]);
		const corner = marketCornerId(before.marketSide, 'nw');
		const withReward = stateOf([{ type: 'printed.recorded', values: { [corner]: 'caravan-card' } }], before);
		expect(judgeNeeds(withReward)).toEqual({ printed: [], row: true, contracts: false });
		const s = stateOf([played([{ spice: 'pepper', camel: false }])], withReward);
		expect(judge(s)['spice.pepper']).toBe(1);
	});
});
