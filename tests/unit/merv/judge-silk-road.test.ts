/** The solo judge's Silk Road, its third discovery's post and its contracts, played by the app (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { judgeNeeds } from '../../../src/lib/engine/merv/judge/index.ts';
import { judgeContract } from '../../../src/lib/engine/merv/judge/contracts.ts';
import { contractCardId } from '../../../src/lib/engine/merv/printed.ts';
import { mervRules, type MervEntry, type MervState } from '../../../src/lib/engine/merv/index.ts';
import { frozen } from './judge-fixtures.ts';
import { copyOf, every, J, seedWhere, soloGame, stateOf, untilJudge } from './judge-play-fixtures.ts';
import { cityGame, run, set } from './turn-fixtures.ts';

const judge = (s: MervState) => s.participants[J]!.tally;
const keys = (s: MervState) => s.judgeLast!.steps.map((x) => x.key);
const step = (s: MervState, key: string) => s.judgeLast!.steps.find((x) => x.key === key);
const played = (contracts?: number[]): MervEntry => (contracts ? { type: 'judge.played', contracts } : { type: 'judge.played' });

/** Three open cards as a copy shows them: 12 needs a rare good and 2 scrolls; 9 and 5 are worth as much and need as much influence. */
const FACES = {
	[contractCardId(12)]: { points: 9, influence: 2, scrolls: 2, common: 0, rare: 1, anyGood: 0, bonus: 'favour' },
	[contractCardId(9)]: { points: 6, influence: 5, scrolls: 0, common: 1, rare: 0, anyGood: 0, bonus: 'favour' },
	[contractCardId(5)]: { points: 6, influence: 5, scrolls: 1, common: 0, rare: 0, anyGood: 1, bonus: 'soldier' }
};

describe('the judge’s Silk Road with its posts, goods and contracts (RU L1180–L1208)', () => {
	// The judge's Library card comes before its Silk Road card: round 1 its library, round 2 its Silk Road.
	const seed = seedWhere((deck) => deck.indexOf('library') < deck.indexOf('silk-road'));
	const layout = every('silk-road', { 4: { action: 'library', colour: 'sand' }, 9: { action: 'library', colour: 'purple' } });
	// Its 6th scroll this turn; its influence nowhere near the cards' levels (L1115: it is not looked at).
	const start: MervEntry[] = [...soloGame(layout, seed), set(J, 'scrolls', 5), set(J, 'common', 1)];

	it('round 1, L1180–L1182: the third discovery founds a post in a far city, NW first, with a rare good; one contract the new good makes possible', () => {
		const before = stateOf(start);
		// The judge may fulfil a contract this turn: the screen asks the open cards, then their faces.
		expect(judgeNeeds(before)).toEqual({ printed: [], row: false, contracts: true });
		expect(judgeNeeds(before, [12, 9, 5]).printed).toEqual([contractCardId(12), contractCardId(9), contractCardId(5)]);
		const s = stateOf([copyOf(FACES), played([12, 9, 5])], before);
		expect(s.participants[J]!.discoveries).toEqual(['third.trading-post']);
		// The token founds a post in any city (L740): Baghdad, the north-west's far city; its first post gives a favour (L786).
		expect(s.participants[J]!.posts).toEqual(['baghdad']);
		// L1182: only card 12 needed the new rare good; 9 and 5 it could have fulfilled without it. One good, one card (L407).
		expect(s.participants[J]!.contractCards).toEqual([12]);
		const t = judge(s);
		expect([t.rare, t.rareOnContracts, t.scrolls, t.scrollsOnContracts, t.common]).toEqual([0, 1, 4, 2, 1]);
		// L409: its points and its favour; and the far post's favour. No cube paid (L1206 names goods and scrolls only).
		expect([t.points, t.favour, t.contracts]).toEqual([9, 2, 1]);
		expect(step(s, 'merv_judge_step_contract')!.params).toEqual({ card: 12, points: 9, scrolls: 2, common: 0, rare: 1 });
		expect(keys(s)).toEqual(expect.arrayContaining(['merv_judge_step_discovery_post', 'merv_judge_step_post_favour', 'merv_judge_step_contract_favour']));
	});

	it('round 2, L1202–L1208: a new post (a near city: no near post of its own leads to a far one), its goods, then contracts while it can', () => {
		const round1 = stateOf([copyOf(FACES), played([12, 9, 5])], stateOf(start));
		const before = untilJudge(round1);
		expect(before.round).toBe(2);
		expect(judgeNeeds(before, [9, 5])).toEqual({ printed: [], row: false, contracts: true });
		const s = stateOf([played([9, 5])], before);
		expect(s.judgeLast!.card).toBe('silk-road');
		// L1202: NE first, and Samarkand has no post yet: its camel is the judge's (L786).
		expect(s.participants[J]!.posts).toEqual(['baghdad', 'samarkand']);
		expect(s.roadCamels).not.toContain('samarkand');
		expect(keys(s)).toContain('merv_judge_step_post_camel');
		// L1204: 1 common good for the near post, 1 rare for the far one.
		expect(step(s, 'merv_judge_step_goods')!.params).toEqual({ common: 1, rare: 1 });
		// L1206: 9 and 5 alike in points and influence: 5 first, it gives a soldier; its good of either kind a common one.
		expect(s.participants[J]!.contractCards).toEqual([12, 5, 9]);
		const t = judge(s);
		expect([t.common, t.commonOnContracts, t.rare, t.scrolls, t.scrollsOnContracts]).toEqual([0, 2, 1, 3, 3]);
		expect(t.points).toBe(9 + 6 + 6);
		// The soldier: on the chamberlain's building, unprotected, for 2 influence (L1107).
		const soldier = s.city.findIndex((site) => site?.soldier === 'red');
		expect(s.city[soldier]!.building).toBe('green');
		expect(t.influence).toBe(2);
		const contractKeys = keys(s).filter((k) => k.startsWith('merv_judge_step_contract') || k === 'merv_judge_step_soldier');
		expect(contractKeys).toEqual([
			'merv_judge_step_contract',
			'merv_judge_step_contract_soldier',
			'merv_judge_step_soldier',
			'merv_judge_step_contract',
			'merv_judge_step_contract_favour'
		]);
	});

	it('L1208: with no open card it can fulfil, its turn goes on to the end', () => {
		const round1 = stateOf([copyOf(FACES), played([12, 9, 5])], stateOf(start));
		const s = stateOf([played([])], untilJudge(round1));
		expect(s.participants[J]!.contractCards).toEqual([12]);
		expect(keys(s)).toContain('merv_judge_step_no_contract');
	});
});

describe('what the judge weighs (RU L1206)', () => {
	const face = (points: number, influence: number, bonus: 'favour' | 'soldier', common = 1) => ({
		points,
		influence,
		scrolls: 0,
		common,
		rare: 0,
		anyGood: 0,
		bonus
	});
	const tally = { scrolls: 0, common: 1, rare: 0 };

	it('most points; then most influence; then a soldier; then the first the table listed; never one it cannot fill', () => {
		const open = [
			{ card: 1, face: face(5, 9, 'favour') },
			{ card: 2, face: face(7, 1, 'favour') },
			{ card: 3, face: face(9, 0, 'favour', 2) }
		];
		expect(judgeContract(open, tally)!.card).toBe(2);
		expect(judgeContract([{ card: 4, face: face(7, 2, 'favour') }, ...open], tally)!.card).toBe(4);
		expect(
			judgeContract(
				[
					{ card: 4, face: face(7, 1, 'favour') },
					{ card: 5, face: face(7, 1, 'soldier') }
				],
				tally
			)!.card
		).toBe(5);
		expect(
			judgeContract(
				[
					{ card: 6, face: face(7, 1, 'favour') },
					{ card: 4, face: face(7, 1, 'favour') }
				],
				tally
			)!.card
		).toBe(6);
		expect(judgeContract([open[2]!], tally)).toBeNull();
	});
});

describe('the table’s order of the judge’s cities (merv-rules-notes item 6)', () => {
	const game = soloGame(every('silk-road'));

	it('as printed by default: the Silk Road action NE first (L1202) — Samarkand', () => {
		const s = stateOf([...game, played([])]);
		expect(s.judgeCityOrder).toBe('as-printed');
		expect(s.participants[J]!.posts).toEqual(['samarkand']);
	});

	it('switched to the third discovery’s order, the action goes NW first (L1182) — Rey; switched back, NE again', () => {
		const s = stateOf([...game, { type: 'judge.cityOrder', order: 'discovery-order' }, played([])]);
		expect(s.judgeCityOrder).toBe('discovery-order');
		expect(s.participants[J]!.posts).toEqual(['rey']);
		const back = stateOf([...game, { type: 'judge.cityOrder', order: 'discovery-order' }, { type: 'judge.cityOrder', order: 'as-printed' }, played([])]);
		expect(back.participants[J]!.posts).toEqual(['samarkand']);
	});

	it('the Silk Road’s order for both: the third discovery goes NE first — Kashgar', () => {
		const s = stateOf([...soloGame(), set(J, 'scrolls', 5), { type: 'judge.cityOrder', order: 'silk-road-order' }, played([])]);
		expect(s.participants[J]!.posts).toEqual(['kashgar']);
	});

	it('only a solo game has the judge: refused otherwise, and changes nothing', () => {
		const r = run([...cityGame(), { type: 'judge.cityOrder', order: 'silk-road-order' }]);
		expect(r.refusal?.key).toBe('merv_refusal_no_neutral');
		expect(r.state).toEqual(stateOf(cityGame()));
		expect(run([...game, { type: 'judge.cityOrder', order: 'sideways' } as unknown as MervEntry]).refusal?.key).toBe('refusal_unknown_entry');
	});
});

describe('refusals change nothing (the judge’s Silk Road)', () => {
	const game = [...soloGame(every('silk-road')), set(J, 'common', 1)];

	it('without the open cards while one may be fulfilled; a card twice; more than the 6 stacks (L271)', () => {
		for (const [entry, key] of [
			[played(), 'merv_refusal_judge_contracts'],
			[played([3, 3]), 'merv_refusal_judge_contracts'],
			[played([1, 2, 3, 4, 5, 6, 7]), 'merv_refusal_judge_contracts'],
			[played([0]), 'merv_refusal_no_such_contract']
		] as const) {
			const r = run([...game, entry]);
			expect(r.refusal?.key, JSON.stringify(entry)).toBe(key);
			expect(r.state).toEqual(stateOf(game));
		}
	});

	it('an open card whose face the copy does not show yet: asked first', () => {
		const r = run([...game, played([3, 4])]);
		expect(r.refusal).toEqual({ key: 'merv_refusal_printed_needed', params: { count: 2 } });
		expect(r.state).toEqual(stateOf(game));
	});

	it('a card fulfilled already cannot be open', () => {
		const seed = seedWhere((deck) => deck.indexOf('library') < deck.indexOf('silk-road'));
		const layout = every('silk-road', { 4: { action: 'library', colour: 'sand' }, 9: { action: 'library', colour: 'purple' } });
		const round1 = stateOf([...soloGame(layout, seed), set(J, 'scrolls', 5), copyOf(FACES), played([12])]);
		expect(round1.participants[J]!.contractCards).toEqual([12]);
		// The state is frozen: a refusal that wrote to it would throw.
		const out = mervRules.play(frozen(untilJudge(round1)), played([12, 9]));
		expect(out.ok ? null : out.refusal).toEqual({ key: 'merv_refusal_contract_taken' });
	});
});
