/** The table log names a place the player added as they gave it, from the game's own copy of the board. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type MarcoPolo2Entry, type MarcoPolo2State, placeId } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { describeEntry } from '../../../src/lib/ui/marco-polo-2/table/describe.ts';
import { loadMessages } from '../../../src/lib/ui/messages.ts';

const state = { players: [{ name: 'Ana' }], copy: { values: { [placeId('samarkand')]: { name: 'Samarkand', oasis: false } } } } as unknown as MarcoPolo2State;
const line = (entry: MarcoPolo2Entry) => describeEntry({ seq: 1, at: 0, entry }, state);

describe('the table log', () => {
	beforeAll(() => loadMessages(['core', 'marco_polo_2'], 'en'));

	it('names a trading post in a place the player added by the name given, a rulebook city by its own', () => {
		expect(line({ type: 'table.tradingPost', player: 0, city: 'samarkand', gain: {} })).toContain('Samarkand');
		expect(line({ type: 'table.tradingPost', player: 0, city: 'samarkand', gain: {} })).not.toContain('samarkand');
		expect(line({ type: 'table.tradingPost', player: 0, city: 'kashgar', gain: {} })).toContain('Kashgar');
	});

	it('says what a correction of the board is about: a route by its places, a coat or a bonus by its city, a travel space', () => {
		const values = {
			'marco-polo-2.route.beijing~samarkand': { coins: 2 },
			'marco-polo-2.coat.kashgar': 'c1',
			'marco-polo-2.city-bonus.samarkand': {},
			'marco-polo-2.travel-max-steps.upper': 5
		};
		expect(line({ type: 'board.corrected', values })).toBe('The board corrected: Beijing – Samarkand, Kashgar, Samarkand, upper travel space');
	});
});
