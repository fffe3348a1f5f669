import { describe, expect, it } from 'vitest';
import {
	BLACK_DICE,
	BLOCKING_DICE,
	BONUS_ACTION_COSTS,
	CHARACTERS,
	CHARACTER_RULES,
	COMPENSATION_THRESHOLD,
	GUILD_SEAL_TAKE,
	KHANS_FAVOR,
	MONEY_BAG_CHOICES,
	STARTING,
	TRADING_POST_MILESTONES
} from '../../../src/lib/engine/marco-polo-2/catalog.ts';
import { emptyCopy } from '../../../src/lib/engine/core/printed.ts';
import { PRINTED_VALUES, coatTrackPoints, guildImprovedBonusId, guildUpgradeCostId, printedValue } from '../../../src/lib/engine/marco-polo-2/printed.ts';

// Each expectation quotes the rulebook (Russian, with appendix) it was read from.
describe('Marco Polo II rule constants', () => {
	it('guild seals: the lower die needed and the jade taken with the seal (RU L340)', () => {
		expect(GUILD_SEAL_TAKE).toEqual({
			farmers: { minDie: 1, jade: 0 },
			spicers: { minDie: 2, jade: 1 },
			tailors: { minDie: 3, jade: 2 },
			jewelers: { minDie: 4, jade: 3 }
		});
	});

	it('black dice by player count: 6 / 5 / 4 (RU L830–836)', () => {
		expect([BLACK_DICE[4], BLACK_DICE[3], BLACK_DICE[2]]).toEqual([6, 5, 4]);
	});

	it('neutral blocking dice: none with 4, Khan’s Favor 1 with 3, six with 2 (RU L832, L838–840)', () => {
		expect(BLOCKING_DICE[4]).toEqual([]);
		expect(BLOCKING_DICE[3]).toEqual([{ space: 'khans-favor-1', face: 1 }]);
		expect(BLOCKING_DICE[2]).toHaveLength(6);
		expect(BLOCKING_DICE[2]).toContainEqual({ space: 'book-3-lower', face: 5 });
		expect(BLOCKING_DICE[2]!.filter((d) => d.face === 1).map((d) => d.space)).toEqual(['khans-favor-1', 'khans-favor-2', 'baghdad-1', 'balkh-1', 'hormuz-1']);
	});

	it('starting resources and trading posts (RU L140–168)', () => {
		expect(STARTING).toMatchObject({ coins: 8, camels: 3, dice: 5, tradingPosts: 11, startingContracts: 1, goalCardsDrawn: 3, goalCardsKept: 1 });
	});

	it('trading-post milestones: 9th and 10th +5, 11th +10 (RU L468)', () => {
		expect(TRADING_POST_MILESTONES).toEqual({ 9: 5, 10: 5, 11: 10 });
	});

	it('actions and bonus actions', () => {
		expect(KHANS_FAVOR).toEqual({ coins: 4, camels: 2, spaces: 4 });
		expect(MONEY_BAG_CHOICES).toEqual([{ coins: 3 }, { camels: 2 }, { jade: 1 }]);
		expect(BONUS_ACTION_COSTS).toEqual({ reroll: 1, plusMinusOne: 2, blackDie: 3 });
		expect(COMPENSATION_THRESHOLD).toBe(15);
	});

	it('every character has its rules; the numbers from the appendix', () => {
		expect(Object.keys(CHARACTER_RULES).sort()).toEqual([...CHARACTERS].sort());
		expect(CHARACTER_RULES['abha-basu']).toEqual({ roundStartCoins: 2, jadePerContract: 1, pointsPerJadeGained: 1 });
		expect(CHARACTER_RULES['de-wu'].finalCoatPlusOnes).toBe(1);
		expect(CHARACTER_RULES['mailin-tian-chin'].extraStartingCoins).toBe(3);
		expect(CHARACTER_RULES['mongke-khan'].perOasis.points).toBe(3);
		// RU L1174: 1 or 6 -> 2 coins, 2 or 5 -> 1 VP, 3 or 4 -> 1 camel.
		const isabella = CHARACTER_RULES['isabella-donati'];
		expect([1, 6].map((f) => isabella.perDie[f as 1 | 6])).toEqual([{ coins: 2 }, { coins: 2 }]);
		expect([2, 5].map((f) => isabella.perDie[f as 2 | 5])).toEqual([{ points: 1 }, { points: 1 }]);
		expect([3, 4].map((f) => isabella.perDie[f as 3 | 4])).toEqual([{ camels: 1 }, { camels: 1 }]);
	});
});

describe('printed values', () => {
	it('only the values the rulebook text gives are built in', () => {
		const known = PRINTED_VALUES.filter((d) => d.known).map((d) => d.id);
		expect(known.sort()).toEqual(
			['marco-polo-2.coat-track.13', 'marco-polo-2.coat-track.9', guildImprovedBonusId('jewelers'), guildUpgradeCostId('jewelers')].sort()
		);
		expect(printedValue(emptyCopy(), guildUpgradeCostId('jewelers'))).toEqual({ coins: 9, gold: 2 });
		expect(printedValue(emptyCopy(), guildImprovedBonusId('jewelers'))).toEqual({ camels: 2 });
	});

	it('a built-in value is not overridden by a value in the copy', () => {
		const copy = { ...emptyCopy(), values: { 'marco-polo-2.coat-track.9': 99 } };
		expect(coatTrackPoints(copy, 9)).toBe(17);
	});

	it('every other coat-of-arms track value is unknown until the player gives it', () => {
		const copy = emptyCopy();
		for (const index of [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12]) expect(coatTrackPoints(copy, index)).toBeNull();
		expect(coatTrackPoints({ ...copy, values: { 'marco-polo-2.coat-track.7': 12 } }, 7)).toBe(12);
	});
});
