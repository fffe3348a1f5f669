/**
 * Refusals name places by their name, never by their id: each game's screens pass the names of their own ids to the
 * one text function, which never asks which game a refusal came from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '../../../src/lib/engine/core/log.ts';
import { learnedBoard, placeId, pricePath, routeId, type Traveller } from '../../../src/lib/engine/marco-polo-2/index.ts';
import { checkPathMove, pricedMove } from '../../../src/lib/engine/marco-polo-2/handlers/board-travel.ts';
import type { TablePlayer } from '../../../src/lib/engine/marco-polo-2/table/state.ts';
import { pathCost, standardBoard } from '../../../src/lib/engine/voyages/index.ts';
import { copyUiOf } from '../../../src/lib/ui/copy/load.ts';
import { refusalText } from '../../../src/lib/ui/i18n.ts';
import { loadMessages } from '../../../src/lib/ui/messages.ts';
import { placeRefusalNames } from '../../../src/lib/ui/marco-polo-2/words.ts';
import { refusalNames } from '../../../src/lib/ui/voyages/words.ts';

const board = learnedBoard({ values: { [placeId('oasis-of-palms')]: { name: 'Oasis of Palms', oasis: true }, [routeId('beijing', 'kashgar')]: { coins: 1 } } });
const names = placeRefusalNames(() => board);
const traveller: Traveller = { seals: { farmers: 'none', spicers: 'none', tailors: 'none', jewelers: 'none' }, character: null };

/** The refusal the rules give for a move that does not start where the figure stands (in Kashgar). */
function startRefusal(): Refusal {
	const entry = { path: ['beijing', 'kashgar'], routeCost: {}, steps: 1, tradingPosts: [] } as unknown as Parameters<typeof checkPathMove>[0];
	const player = { figure: 'kashgar', seals: traveller.seals } as TablePlayer;
	const copy = { values: { [routeId('beijing', 'kashgar')]: { coins: 1 } } };
	const move = pricedMove(entry, player, null, copy);
	if (!move || isRefusal(move)) throw new Error('the made-up route is known');
	const refusal = checkPathMove(entry, player, move, copy, null);
	if (!refusal) throw new Error('expected a refusal');
	return refusal;
}

/** The refusal the rules give for a route whose cost the copy does not know yet (Kashgar – the player's oasis). */
function unknownRouteRefusal(): Refusal {
	const r = pricePath(board, ['kashgar', 'oasis-of-palms'], traveller);
	if (r.ok) throw new Error('expected a refusal');
	return r.refusal;
}

describe('Marco Polo II refusals name places', () => {
	// One language's words are loaded at a time (as on a phone): English here, Russian below.
	beforeAll(() => loadMessages(['core', 'marco_polo_2', 'voyages'], 'en'));

	it('the figure’s place, never its id', () => {
		expect(startRefusal().params).toEqual({ place: 'kashgar' });
		expect(refusalText(startRefusal(), names)).toBe('The figure stands in Kashgar: the move starts there.');
		// Without the game's names the id would show: the names are what makes the difference.
		expect(refusalText(startRefusal())).toContain('kashgar');
	});

	it('an unknown route by its two places, a place the player added by the name they gave it', () => {
		expect(unknownRouteRefusal().key).toBe('marco_polo_2_refusal_route_unknown');
		expect(refusalText(unknownRouteRefusal(), names)).toBe('What the route Kashgar – Oasis of Palms costs is not known yet: read it off the board.');
		const noPlace = pricePath(board, ['kashgar', 'kabul', 'nowhere'], traveller);
		expect(!noPlace.ok && refusalText(noPlace.refusal, names)).toBe('The board has no place “nowhere” yet: add it first.');
		expect(refusalText({ key: 'marco_polo_2_refusal_trading_post_twice', params: { city: 'kabul' } }, names)).toBe('You already have a trading post in Kabul.');
	});

	it('a guild by its name: the game names it, the text function shared by every game does not know it', () => {
		const held = { key: 'marco_polo_2_refusal_seal_held', params: { guild: 'farmers' } };
		expect(refusalText(held, names)).toBe("You already have the Farmers' seal: one seal per guild.");
		expect(refusalText(held)).toContain('farmers');
	});

	it('screens shared by every game (the log) get each game’s names from its own words, by its kind', async () => {
		const mp2 = await copyUiOf('marco-polo-2');
		const copy = { values: { [placeId('oasis-of-palms')]: { name: 'Oasis of Palms', oasis: true } } };
		expect(refusalText(unknownRouteRefusal(), mp2!.refusalNames!(copy))).toBe(
			'What the route Kashgar – Oasis of Palms costs is not known yet: read it off the board.'
		);
		const voyages = await copyUiOf('voyages');
		expect(refusalText({ key: 'voyages_refusal_no_route', params: { from: 'venezia', to: 'oasis-a' } }, voyages!.refusalNames!({ values: {} }))).toBe(
			'No route leads from Venezia to Oasis A.'
		);
	});

	it('the names follow the board as the game knows it when the reason is shown', () => {
		let known = learnedBoard({ values: {} });
		const later = placeRefusalNames(() => known);
		expect(refusalText(unknownRouteRefusal(), later)).toContain('oasis-of-palms');
		known = board;
		expect(refusalText(unknownRouteRefusal(), later)).toContain('Oasis of Palms');
	});
});

describe('in Russian, and the Voyages by their own names with the same function', () => {
	beforeAll(() => loadMessages(['core', 'marco_polo_2', 'voyages'], 'ru'));

	it('the figure’s place in Russian', () => {
		expect(refusalText(startRefusal(), names)).toBe('Фишка стоит в пункте Кашгар: путешествие начинается оттуда.');
	});

	it('a Voyages route that does not exist, in Russian', () => {
		const r = pathCost(standardBoard(), ['venezia', 'moscow'], 6);
		expect(!r.ok && r.refusal.params).toEqual({ from: 'venezia', to: 'moscow' });
		expect(!r.ok && refusalText(r.refusal, refusalNames)).toBe('Нет маршрута: Венеция → Москва.');
		const oasis = pathCost(standardBoard(), ['oasis-a', 'karakorum'], 6);
		expect(!oasis.ok && refusalText(oasis.refusal, refusalNames)).toBe('Нет маршрута: Оазис A → Каракорум.');
	});
});
