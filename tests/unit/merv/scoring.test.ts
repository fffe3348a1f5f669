/** Merv's scoring rules with the rulebook's worked examples (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import { stateAfter } from '../play.ts';
import {
	bestSpiceSplit,
	finalScores,
	mervRules,
	MOSQUE_TOP,
	bonusTileId,
	yearScore,
	type MervEntry,
	type MervState
} from '../../../src/lib/engine/merv/index.ts';
import { play, startedGame, THREE } from './fixtures.ts';

const set = (who: number, field: Extract<MervEntry, { type: 'tally.set' }>['field'], value: number): MervEntry => ({ type: 'tally.set', who, field, value });
const after = (state: MervState, ...entries: MervEntry[]) => entries.reduce((s, e) => stateAfter(mervRules, s, e), state);
const started = () => play(startedGame()).state;

describe('the palace (RU L471–L495, example L515–L523)', () => {
	it('two courtiers in one court each score it: yellow, 2 in Spices with 2 caravan cards, scores 2 + 2 and pays 2 favour (L521)', () => {
		const s = after(started(), set(2, 'court.spices', 2), set(2, 'favour', 2), set(2, 'spice.ginger', 2));
		const score = yearScore(s, 2);
		expect(score.palace).toBe(4);
		expect(score.favourPaid).toBe(2);
	});

	it('a courtier is paid for even when it scores nothing: red, 1 in Learning with no scrolls (L517)', () => {
		const s = after(started(), set(0, 'court.learning', 1), set(0, 'favour', 1));
		expect(yearScore(s, 0)).toMatchObject({ palace: 0, favourPaid: 1 });
	});

	it('short of favour, pay what you can and choose who scores: blue, 1 favour for 2 courtiers, picks Commerce (L493, L519)', () => {
		let s = after(started(), set(1, 'court.learning', 1), set(1, 'court.commerce', 1), set(1, 'favour', 1), set(1, 'scrolls', 5), set(1, 'common', 2));
		// The app's default is the courtier worth most; the table may choose otherwise.
		expect(yearScore(s, 1)).toMatchObject({ palace: 5, favourPaid: 1 });
		s = after(s, { type: 'palace.chosen', who: 1, scoring: { learning: 0, spices: 0, commerce: 1, faith: 0 } });
		expect(yearScore(s, 1)).toMatchObject({ palace: 2, favourPaid: 1 });
		expect(mervRules.play(s, { type: 'palace.chosen', who: 1, scoring: { learning: 1, spices: 0, commerce: 1, faith: 0 } })).toMatchObject({
			ok: false,
			refusal: { key: 'merv_refusal_courtiers_to_score', params: { count: 1 } }
		});
	});

	it('scrolls and goods on contracts count in the Courts of Learning and Commerce (L1380, L1384); faith counts mosque levels (L489)', () => {
		const s = after(
			started(),
			set(0, 'court.learning', 1),
			set(0, 'court.commerce', 1),
			set(0, 'court.faith', 1),
			set(0, 'favour', 3),
			set(0, 'scrolls', 1),
			set(0, 'scrollsOnContracts', 2),
			set(0, 'rare', 1),
			set(0, 'commonOnContracts', 1),
			set(0, 'rareOnContracts', 1),
			set(0, 'mosquePath', 2),
			set(0, 'mosqueLevel', 3)
		);
		expect(yearScore(s, 0).palace).toBe(3 + 3 + 3);
	});
});

describe('presence in the city (RU L497–L511)', () => {
	const withBuildings = () => {
		const s = started();
		const mosque = s.city.findIndex((site) => site?.action === 'mosque');
		const palace = s.city.findIndex((site) => site?.action === 'palace');
		return { s: after(s, { type: 'site.built', cell: mosque, owner: 'red' }, { type: 'site.built', cell: palace, owner: 'red' }), mosque };
	};

	it('1 point per building of one’s colour (L503)', () => {
		expect(yearScore(withBuildings().s, 0).buildings).toBe(2);
	});

	it('a bonus tile: +3 per building on sites of its action (L507), its action asked from the copy once', () => {
		let s = after(withBuildings().s, { type: 'bonus.tile', who: 0, tile: 2, held: true });
		expect(mervRules.play(s, { type: 'year.scored', year: 1 })).toMatchObject({ ok: false, refusal: { key: 'merv_refusal_printed_needed' } });
		s = after(s, { type: 'printed.recorded', values: { [bonusTileId(2)]: 'palace' } });
		expect(yearScore(s, 0).bonusTiles).toBe(3);
	});

	it('the top of the mosque: +4 per building on Mosque sites (L511)', () => {
		const s = after(withBuildings().s, set(0, 'mosquePath', 1), set(0, 'mosqueLevel', 7), { type: 'printed.recorded', values: { [MOSQUE_TOP]: 7 } });
		expect(yearScore(s, 0).mosqueTop).toBe(4);
		const below = after(s, set(0, 'mosqueLevel', 6));
		expect(yearScore(below, 0).mosqueTop).toBe(0);
	});

	it('a group that tracks nothing enters counts: buildings by the action of their sites', () => {
		const s = play([
			{ type: 'game.created', players: THREE, seed: 'C', chamberlain: null, judge: null },
			{ type: 'setup.city', mode: 'counts' },
			{ type: 'setup.completed' }
		]).state;
		const counted = after(s, set(1, 'built.mosque', 2), set(1, 'built.wall', 1));
		expect(yearScore(counted, 1).buildings).toBe(3);
		expect(after(counted, { type: 'year.scored', year: 1 }).participants[1]!.tally.points).toBe(3);
	});
});

describe('the end of the game', () => {
	it('spice sets: 5 ginger + 2 pepper + 1 juniper = 6 + 3 + 3 × 1 = 12 (L913)', () => {
		expect(bestSpiceSplit([0, 5, 1, 2])).toEqual({ points: 12, sets: [3, 2, 1, 1, 1] });
	});

	it('sets of 1, 2, 3, 4 different spices score 1, 3, 6, 10 (L905–L911)', () => {
		expect([[1], [1, 1], [1, 1, 1], [1, 1, 1, 1]].map((c) => bestSpiceSplit(c).points)).toEqual([1, 3, 6, 10]);
	});

	const tied = (favour: number[], influence: number[], order: number[]) => {
		let s = after(started(), { type: 'order.set', order });
		for (const who of [0, 1, 2]) s = after(s, set(who, 'points', 20), set(who, 'favour', favour[who]!), set(who, 'influence', influence[who]!));
		return finalScores(s);
	};

	it('a tie on points goes to the most favour (L919)', () => {
		expect(tied([1, 4, 2], [9, 0, 0], [0, 1, 2])).toMatchObject({ winners: [1], decidedBy: 'favour' });
	});

	it('then to the most influence (L921)', () => {
		expect(tied([3, 3, 1], [2, 5, 9], [0, 1, 2])).toMatchObject({ winners: [1], decidedBy: 'influence' });
	});

	it('then to whoever is earlier in turn order (L923)', () => {
		expect(tied([3, 3, 3], [5, 5, 5], [2, 0, 1])).toMatchObject({ winners: [2], decidedBy: 'turn-order' });
	});
});
