/** The solo judge's mosque, played by the app: its rewards instead of the printed ones (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/lib/engine/core/random.ts';
import { judgeNeeds } from '../../../src/lib/engine/merv/judge/index.ts';
import { bonusTileId, marketCornerId, MOSQUE_TOP, mosqueCostId, mosquePointsId, mosqueRewardId } from '../../../src/lib/engine/merv/printed.ts';
import type { MervEntry, MervState } from '../../../src/lib/engine/merv/index.ts';
import { copyOf, every, J, MOSQUE_COPY, soloGame, stateOf } from './judge-play-fixtures.ts';
import { run, set } from './turn-fixtures.ts';

const judge = (s: MervState) => s.participants[J]!.tally;
const keys = (s: MervState) => s.judgeLast!.steps.map((x) => x.key);
const played: MervEntry = { type: 'judge.played' };
const built = (...cells: number[]) => cells.map((cell): MervEntry => ({ type: 'site.built', cell, owner: 'red' }));

describe('the judge’s Mosque (RU L1212–L1230)', () => {
	// Ana plays first: she takes the left path's camel (its first step costs sand here, as her site gives).
	const ana: MervEntry[] = [
		...soloGame(every('mosque')),
		copyOf({ [MOSQUE_TOP]: 6, [mosqueCostId(1, 1)]: ['sand'], [mosqueRewardId(1, 1)]: 'camel', [mosquePointsId(1, 1)]: 0 }),
		{ type: 'order.set', order: [0, J, 'chamberlain'] },
		{ type: 'turn.master', line: 1 },
		{ type: 'turn.site', cell: 1 },
		{ type: 'turn.mosque', path: 1, steps: 1, paid: { sand: 1 } },
		{ type: 'turn.ended' }
	];
	// Three of the judge's buildings in the last column draw it there (L991); with the one it builds, 4 actions (L1031).
	const before = [...ana, ...built(4, 9, 14)];
	const path2 = copyOf({
		...Object.fromEntries([1, 2, 3, 4].map((level) => [mosquePointsId(2, level), level - 1])),
		[mosqueRewardId(2, 4)]: 'soldier'
	});

	it('L1214: each space’s reward and points are asked first, never a step’s cost: the judge pays none', () => {
		const needs = judgeNeeds(stateOf(before));
		// Path 2's rewards up to level 3 are the rulebook's example (L853–L857); its points and the 4th space are the copy's.
		expect(needs).toEqual({
			printed: [mosquePointsId(2, 1), mosquePointsId(2, 2), mosquePointsId(2, 3), mosqueRewardId(2, 4), mosquePointsId(2, 4)],
			row: false,
			contracts: false
		});
		const r = run([...before, played]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 5 } });
		expect(r.state).toEqual(stateOf(before));
	});

	it('L1214–L1228: the leftmost path with a camel; the camel, 3 points for the upgrade, a favour, a soldier, and the points printed', () => {
		const s = stateOf([path2, played], stateOf(before));
		expect(s.judgeLast!.card).toBe('mosque');
		const t = judge(s);
		// Path 1's camel is Ana's: the judge enters path 2 and takes its camel (L824, L1218).
		expect([t.mosquePath, t.mosqueLevel, t.camels]).toEqual([2, 4, 1]);
		expect(s.mosqueCamels).toEqual([false, false, true, true]);
		// L1219: 3 points instead of the white-cube upgrade; L1228: 0 + 1 + 2 + 3 printed; L1223: a favour.
		expect([t.points, t.favour]).toEqual([3 + 6, 1]);
		// L1222: a soldier, by its rule (L1107–L1111): no chamberlain's building yet, so its own northernmost, for 1 influence.
		expect(s.city[4]!.soldier).toBe('red');
		expect(t.influence).toBe(1);
		expect(s.city.filter((site) => site?.upgrade).length).toBe(0);
		expect(keys(s).filter((k) => k.startsWith('merv_judge_step_mosque') || k === 'merv_judge_step_soldier')).toEqual([
			'merv_judge_step_mosque_path',
			'merv_judge_step_mosque_up',
			'merv_judge_step_mosque_camel',
			'merv_judge_step_mosque_up_points',
			'merv_judge_step_mosque_upgrade',
			'merv_judge_step_mosque_up_points',
			'merv_judge_step_mosque_favour',
			'merv_judge_step_mosque_up_points',
			'merv_judge_step_soldier'
		]);
		expect(s.judgeLast!.steps.find((x) => x.key === 'merv_judge_step_mosque_path')!.params).toEqual({ path: 2 });
	});

	// The judge on path 3, level 2; its buildings at cells 4 and 9 and the one it builds: 3 actions.
	const high: MervEntry[] = [...soloGame(every('mosque')), set(J, 'mosquePath', 3), set(J, 'mosqueLevel', 2), ...built(4, 9)];
	const steps = copyOf({
		[MOSQUE_TOP]: 5,
		[mosqueRewardId(3, 3)]: 'courtier',
		[mosquePointsId(3, 3)]: 0,
		[mosqueRewardId(3, 4)]: 'bonus-tile',
		[mosquePointsId(3, 4)]: 0,
		[mosqueRewardId(3, 5)]: 'top',
		[mosquePointsId(3, 5)]: 2
	});
	const tiles = copyOf({ [bonusTileId(1)]: 'mosque', [bonusTileId(2)]: 'palace', [bonusTileId(3)]: 'mosque', [bonusTileId(4)]: 'wall' });

	it('what a reward needs is asked once the reward is known: the bonus tiles’ faces', () => {
		const s = stateOf(high);
		expect(judgeNeeds(s).printed).toEqual([
			MOSQUE_TOP,
			mosqueRewardId(3, 3),
			mosquePointsId(3, 3),
			mosqueRewardId(3, 4),
			mosquePointsId(3, 4),
			mosqueRewardId(3, 5),
			mosquePointsId(3, 5)
		]);
		expect(judgeNeeds(stateOf([steps], s)).printed).toEqual([1, 2, 3, 4].map(bonusTileId));
		expect(judgeNeeds(stateOf([steps, tiles], s)).printed).toEqual([]);
	});

	it('L1224: a Palace action for the free courtier; L1221: the bonus tile worth most, drawn among equals; L1226, L1230: the top, its card out', () => {
		const s = stateOf([steps, tiles, played], stateOf(high));
		const t = judge(s);
		expect([t.mosquePath, t.mosqueLevel]).toEqual([3, 5]);
		// The court that scores it most: faith, its 3 mosque steps (L1140); the first there, a favour (L679).
		expect(t['court.faith']).toBe(1);
		expect(t.favour).toBe(1);
		// Tiles 1 and 3 both score 3 points per its 3 Mosque buildings: one drawn by the seed, the turn and the tiles it holds.
		const drawn = [1, 3][createRandom('TURNS:judge-bonus-tile:1:1:0').int(2)];
		expect(s.participants[J]!.bonusTiles).toEqual([drawn]);
		expect(s.judgeLast!.steps.find((x) => x.key === 'merv_judge_step_mosque_bonus_drawn')!.params).toEqual({ tile: drawn, action: 'mosque', points: 9 });
		// The top's 2 printed points; its 4 points a Mosque building come at each scoring.
		expect(t.points).toBe(2);
		expect(keys(s)).toContain('merv_judge_step_mosque_top');
		expect(s.judgeOut).toEqual(['mosque']);
		expect(keys(s)).toContain('merv_judge_step_card_out');
	});
});

describe('the judge’s other mosque steps (RU L1055, L1186)', () => {
	it('L1055: a camel-market corner’s mosque step is one Mosque action by the judge’s rules', () => {
		// All libraries; its building in the middle column draws it to the market (L991); 1 camel of its own.
		const game = [...soloGame(), ...built(7), set(J, 'camels', 1), MOSQUE_COPY];
		const before = stateOf(game);
		const corner = marketCornerId(before.marketSide, 'nw');
		expect(judgeNeeds(before).printed).toEqual([corner]);
		const s = stateOf([{ type: 'printed.recorded', values: { [corner]: 'mosque-step' } }, played], before);
		expect(s.judgeLast!.steps.find((x) => x.key === 'merv_judge_step_actions' && x.params!.action === 'mosque')!.params).toEqual({
			action: 'mosque',
			count: 1
		});
		// Path 1, its camel: the one it put on the corner comes back from the mosque.
		expect([judge(s).mosquePath, judge(s).mosqueLevel, judge(s).camels]).toEqual([1, 1, 1]);
	});

	it('L1230: with its disc on the top, a corner’s step takes it no higher', () => {
		const game = [...soloGame(), ...built(7), set(J, 'camels', 1), MOSQUE_COPY, set(J, 'mosquePath', 1), set(J, 'mosqueLevel', 5)];
		const corner = marketCornerId(stateOf(game).marketSide, 'nw');
		const s = stateOf([...game, { type: 'printed.recorded', values: { [corner]: 'mosque-step' } }, played]);
		expect(judge(s).mosqueLevel).toBe(5);
		expect(keys(s)).toContain('merv_judge_step_mosque_at_top');
	});

	it('L1186: with the Silk Road token gone, the third discovery is the Mosque token and one Mosque action', () => {
		// Ana plays first and her third discovery takes the trading-post token (RU L740), her post in Rey.
		const game: MervEntry[] = [
			...soloGame(),
			MOSQUE_COPY,
			set(0, 'scrolls', 5),
			set(J, 'scrolls', 5),
			{ type: 'order.set', order: [0, J, 'chamberlain'] },
			{ type: 'turn.master', line: 0 },
			{ type: 'turn.site', cell: 0 },
			{ type: 'turn.library', paid: { purple: 1 } },
			{ type: 'owed.discovery', tile: 'third.trading-post', city: 'rey' },
			{ type: 'turn.ended' }
		];
		const before = stateOf(game);
		expect(judgeNeeds(before).contracts).toBe(false);
		const s = stateOf([played], before);
		expect(s.participants[J]!.discoveries).toEqual(['third.mosque-step']);
		expect([judge(s).mosquePath, judge(s).mosqueLevel]).toEqual([1, 1]);
		expect(keys(s)).toEqual(expect.arrayContaining(['merv_judge_step_discovery_mosque', 'merv_judge_step_mosque_up']));
	});
});
