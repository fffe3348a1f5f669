/** The learned board: places, coats of arms, routes and what a move costs on it. */
import { describe, expect, it } from 'vitest';
import { checkPrintedValue, type Copy } from '../../../src/lib/engine/core/printed.ts';
import {
	BUILT_IN_PLACES,
	cheapestPaths,
	coatId,
	coatsOfPosts,
	coatLabelId,
	goalCoatsReached,
	learnedBoard,
	nextCoatGroup,
	outpostId,
	placeId,
	placeSlug,
	pricePath,
	routeId,
	type Traveller
} from '../../../src/lib/engine/marco-polo-2/index.ts';
import { marcoPolo2Printed } from '../../../src/lib/engine/marco-polo-2/printed.ts';

const noSeals = { farmers: 'none', spicers: 'none', tailors: 'none', jewelers: 'none' } as const;
const anyone: Traveller = { seals: noSeals, character: null };
const copyOf = (values: Record<string, unknown>): Copy => ({ values });

describe('places', () => {
	it('every place the rulebooks name is built in, Beijing first', () => {
		expect(BUILT_IN_PLACES[0]).toBe('beijing');
		for (const p of ['kashgar', 'baghdad', 'balkh', 'hormuz', 'shangdu', 'kabul', 'jaipur', 'kunming', 'yangzhou', 'fuzhou', 'pagan', 'xian'])
			expect(BUILT_IN_PLACES).toContain(p);
	});
	it('a place the player adds gets an id from its name, in any script', () => {
		expect(placeSlug(' Samarkand Oasis ')).toBe('samarkand-oasis');
		expect(placeSlug('Ürümqi')).toBe('urumqi');
		expect(placeSlug('Самарканд')).toMatch(/^p-[a-z0-9]+$/);
		expect(placeSlug('Самарканд')).not.toBe(placeSlug('Бухара'));
		expect(placeSlug('  ')).toBe('');
	});
	it('added places and oases are read from the copy; built-in names are not added twice', () => {
		const board = learnedBoard(copyOf({ [placeId('oasis-1')]: { name: 'Oasis by Fuzhou', oasis: true }, [placeId('kabul')]: { name: 'K', oasis: false } }));
		expect(board.places).toEqual([...BUILT_IN_PLACES, 'oasis-1']);
		expect(board.oases.has('oasis-1')).toBe(true);
	});
});

describe('facts in a copy', () => {
	it('are checked by their shape and id', () => {
		expect(checkPrintedValue(marcoPolo2Printed, routeId('fuzhou', 'pagan'), { coins: 2, water: 'spicers' })).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, routeId('fuzhou', 'pagan'), { coins: -1 })).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, routeId('fuzhou', 'pagan'), { water: 'pirates' })).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, 'marco-polo-2.route.Fuzhou~Pagan', { coins: 1 })).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, coatId('kabul'), 'c9')).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, coatId('kabul'), 'c10')).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, coatLabelId('c1'), 'Lion')).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, coatLabelId('c1'), '   ')).not.toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, outpostId('kashgar'), { gold: 2 })).toBeNull();
		expect(checkPrintedValue(marcoPolo2Printed, placeId('oasis-1'), { name: 'Oasis', oasis: 'yes' })).not.toBeNull();
	});
});

describe('coats of arms', () => {
	const board = learnedBoard(copyOf({ [coatId('kabul')]: 'c1', [coatId('pagan')]: 'c1', [coatId('fuzhou')]: 'c2', [coatId('xian')]: 'c3' }));
	// The "+1" icons added to them are the score sheet's (scoring.test.ts).
	it('RU L1069–1082: different coats among the trading posts, each once', () => {
		expect(coatsOfPosts(board, ['kabul', 'pagan']).coats.size).toBe(1);
		expect(coatsOfPosts(board, ['kabul', 'pagan', 'fuzhou']).coats.size).toBe(2);
		// A city whose coat is not known yet adds nothing, and is named.
		expect(coatsOfPosts(board, ['jaipur'])).toEqual({ coats: new Set(), unknown: ['jaipur'] });
	});
	it('RU L1096–1100: a goal card coat counts when a trading post shows it', () => {
		expect(goalCoatsReached(board, ['kabul', 'fuzhou'], ['c1', 'c3'])).toBe(1);
		expect(goalCoatsReached(board, ['kabul', 'xian'], ['c1', 'c3'])).toBe(2);
	});
	it('the next new coat is the first group not in use; none past nine', () => {
		expect(nextCoatGroup(board)).toBe('c4');
		const full = learnedBoard(copyOf(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [coatId(`city-${i}`), `c${i + 1}`]))));
		expect(nextCoatGroup(full)).toBeNull();
	});
});

describe('routes', () => {
	// The rulebook's example: Yangzhou → Fuzhou → oasis → Pagan, 5 coins and 5 camels in all (RU L483); the split is made up.
	const copy = copyOf({
		[placeId('oasis-a')]: { name: 'Oasis A', oasis: true },
		[routeId('yangzhou', 'fuzhou')]: { coins: 2, camels: 1 },
		[routeId('fuzhou', 'oasis-a')]: { coins: 3 },
		[routeId('oasis-a', 'pagan')]: { camels: 4 },
		[routeId('yangzhou', 'pagan')]: { jade: 1, water: 'spicers' }
	});
	const board = learnedBoard(copy);
	it('RU L405: a known path is charged exactly its routes', () => {
		const r = pricePath(board, ['yangzhou', 'fuzhou', 'oasis-a', 'pagan'], anyone);
		expect(r.ok && r.priced).toEqual({
			path: ['yangzhou', 'fuzhou', 'oasis-a', 'pagan'],
			cost: { coins: 5, camels: 5, jade: 0 },
			steps: 3,
			oases: ['oasis-a']
		});
	});
	it('a route not known yet is named, to be asked once', () => {
		const r = pricePath(board, ['pagan', 'kabul'], anyone);
		expect(r.ok).toBe(false);
		expect(!r.ok && r.unknown).toEqual([['pagan', 'kabul']]);
		expect(!r.ok && r.refusal.key).toBe('marco_polo_2_refusal_route_unknown');
	});
	it('RU L410: a water route needs any seal of its guild', () => {
		const r = pricePath(board, ['yangzhou', 'pagan'], anyone);
		expect(!r.ok && r.refusal).toEqual({ key: 'marco_polo_2_refusal_route_needs_seal', params: { guild: 'spicers' } });
		const basic = pricePath(board, ['yangzhou', 'pagan'], { seals: { ...noSeals, spicers: 'basic' }, character: null });
		expect(basic.ok && basic.priced.cost).toEqual({ coins: 0, camels: 0, jade: 1 });
	});
	it('RU L1162: Gantulga Od pays only the jade of routes', () => {
		const r = pricePath(board, ['yangzhou', 'fuzhou', 'oasis-a'], { seals: noSeals, character: 'gantulga-od' });
		expect(r.ok && r.priced.cost).toEqual({ coins: 0, camels: 0, jade: 0 });
	});
	it('RU L1120: Möngke Khan takes no step for an oasis', () => {
		const r = pricePath(board, ['yangzhou', 'fuzhou', 'oasis-a', 'pagan'], { seals: noSeals, character: 'mongke-khan' });
		expect(r.ok && r.priced.steps).toBe(2);
		const plan = cheapestPaths(board, 'yangzhou', 2, { seals: noSeals, character: 'mongke-khan' });
		expect(plan.get('pagan')?.[0]?.path).toEqual(['yangzhou', 'fuzhou', 'oasis-a', 'pagan']);
		expect(cheapestPaths(board, 'yangzhou', 2, anyone).get('pagan')).toBeUndefined();
	});
	it('the cheapest known paths within the steps, water routes only with the seal', () => {
		const plan = cheapestPaths(board, 'yangzhou', 3, { seals: { ...noSeals, spicers: 'improved' }, character: null });
		const costs = plan.get('pagan')!.map((p) => p.cost);
		expect(costs).toContainEqual({ coins: 0, camels: 0, jade: 1 });
		expect(
			cheapestPaths(board, 'yangzhou', 3, anyone)
				.get('pagan')!
				.map((p) => p.cost)
		).toEqual([{ coins: 5, camels: 5, jade: 0 }]);
	});
});
