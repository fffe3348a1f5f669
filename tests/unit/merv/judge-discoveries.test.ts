/** The judge's discoveries and trading posts (RU = shared/seeds/002…txt, by line). */
import { describe, expect, it } from 'vitest';
import {
	DISCOVERY_PRIORITY,
	judgeCityPriority,
	judgeFirstDiscovery,
	judgeFourthDiscovery,
	judgeSilkRoadCity,
	judgeThirdDiscovery,
	SILK_ROAD_PRIORITY
} from '../../../src/lib/engine/merv/judge/index.ts';

describe('the judge’s trading posts (RU L1200–L1208, L1176–L1186)', () => {
	it('L1202 and L1182: two printed orders of cities; the table may use either for both (notes item 6)', () => {
		expect(SILK_ROAD_PRIORITY).toEqual(['ne', 'se', 'sw', 'nw']);
		expect(DISCOVERY_PRIORITY).toEqual(['nw', 'ne', 'sw', 'se']);
		expect(judgeCityPriority('as-printed', 'silk-road')).toBe(SILK_ROAD_PRIORITY);
		expect(judgeCityPriority('as-printed', 'discovery')).toBe(DISCOVERY_PRIORITY);
		expect(judgeCityPriority('silk-road-order', 'discovery')).toBe(SILK_ROAD_PRIORITY);
		expect(judgeCityPriority('discovery-order', 'silk-road')).toBe(DISCOVERY_PRIORITY);
	});

	it('L1202, L784: a far city when it can — through the near city of its corner where the judge has a post', () => {
		expect(judgeSilkRoadCity({ judge: ['rey'], others: [] }, SILK_ROAD_PRIORITY)).toEqual({ city: 'baghdad', corner: 'nw', far: true, firstPost: true });
		expect(judgeSilkRoadCity({ judge: ['rey', 'balkh'], others: [] }, SILK_ROAD_PRIORITY)).toMatchObject({ city: 'peshawar' });
	});

	it('L1202: else a near city — its first post is always near, by the Silk Road order NE, SE, SW, NW', () => {
		expect(judgeSilkRoadCity({ judge: [], others: [] }, SILK_ROAD_PRIORITY)).toEqual({ city: 'samarkand', corner: 'ne', far: false, firstPost: true });
		expect(judgeSilkRoadCity({ judge: ['rey', 'baghdad'], others: [] }, SILK_ROAD_PRIORITY)).toMatchObject({ city: 'samarkand', far: false });
	});

	it('L1202: a city with no post yet first; several — the order', () => {
		const others = ['samarkand', 'balkh'] as const;
		expect(judgeSilkRoadCity({ judge: [], others }, SILK_ROAD_PRIORITY)).toMatchObject({ city: 'nishapur', firstPost: true });
		expect(judgeSilkRoadCity({ judge: [], others: ['samarkand', 'balkh', 'nishapur', 'rey'] }, SILK_ROAD_PRIORITY)).toMatchObject({
			city: 'samarkand',
			firstPost: false
		});
	});

	it('L1180–L1182: the third discovery’s post by NW, NE, SW, SE', () => {
		expect(judgeSilkRoadCity({ judge: [], others: [] }, DISCOVERY_PRIORITY)).toMatchObject({ city: 'rey' });
		expect(judgeSilkRoadCity({ judge: ['samarkand', 'balkh'], others: [] }, DISCOVERY_PRIORITY)).toMatchObject({ city: 'kashgar', far: true });
	});

	it('a post in every city — none', () => {
		const all = ['rey', 'samarkand', 'nishapur', 'balkh', 'baghdad', 'kashgar', 'basra', 'peshawar'] as const;
		expect(judgeSilkRoadCity({ judge: all, others: [] }, SILK_ROAD_PRIORITY)).toBeNull();
	});
});

describe('the judge’s discoveries (RU L1154–L1196)', () => {
	const all = ['caravanserai', 'palace', 'silk-road', 'mosque'] as const;

	it('L1162: more mosque steps than caravan cards — the Mosque token', () => {
		expect(judgeFirstDiscovery(3, 2, all)).toBe('mosque');
	});

	it('L1166: otherwise the Caravanserai token', () => {
		expect(judgeFirstDiscovery(2, 2, all)).toBe('caravanserai');
		expect(judgeFirstDiscovery(0, 0, all)).toBe('caravanserai');
	});

	it('L1168: the one it wants is gone — the other; both gone — none', () => {
		expect(judgeFirstDiscovery(3, 2, ['caravanserai', 'palace'])).toBe('caravanserai');
		expect(judgeFirstDiscovery(0, 2, ['mosque', 'silk-road'])).toBe('mosque');
		expect(judgeFirstDiscovery(0, 2, ['palace', 'silk-road'])).toBeNull();
	});

	it('L1180, L1186: third — the Silk Road token if it is there, else Mosque', () => {
		expect(judgeThirdDiscovery(['caravan-card', 'silk-road', 'mosque', 'wall'])).toBe('silk-road');
		expect(judgeThirdDiscovery(['caravan-card', 'mosque', 'wall'])).toBe('mosque');
		expect(judgeThirdDiscovery(['caravan-card', 'wall'])).toBeNull();
	});

	it('L1192, L1196: fourth — the points token if it is there, else the one with favour symbols', () => {
		expect(judgeFourthDiscovery(['8-points', 'favour-and-soldier', '2-favour', '2-soldiers'])).toBe('8-points');
		expect(judgeFourthDiscovery(['favour-and-soldier', '2-favour', '2-soldiers'])).toBe('2-favour');
		expect(judgeFourthDiscovery(['favour-and-soldier', '2-soldiers'])).toBeNull();
	});
});
