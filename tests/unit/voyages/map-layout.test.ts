import { describe, expect, it } from 'vitest';
import { LOCATIONS, ROUTES } from '../../../src/lib/engine/voyages/index.ts';
import { MAP_HEIGHT, MAP_LAYOUT, MAP_WIDTH, mapPoint } from '../../../src/lib/ui/voyages/map/layout.ts';

describe('Voyages of Marco Polo map layout', () => {
	it('places every location inside the viewBox', () => {
		for (const l of LOCATIONS) {
			const p = mapPoint(l.id);
			expect(p, l.id).toBeDefined();
			expect(p!.x, l.id).toBeGreaterThanOrEqual(0);
			expect(p!.x, l.id).toBeLessThanOrEqual(MAP_WIDTH);
			expect(p!.y, l.id).toBeGreaterThanOrEqual(0);
			expect(p!.y, l.id).toBeLessThanOrEqual(MAP_HEIGHT);
		}
	});

	it('has no position for an unknown location', () => {
		const ids = new Set<string>(LOCATIONS.map((l) => l.id));
		for (const id of Object.keys(MAP_LAYOUT)) expect(ids.has(id), id).toBe(true);
	});

	it('keeps every two locations at least 40 units apart', () => {
		for (const [i, a] of LOCATIONS.entries()) {
			for (const b of LOCATIONS.slice(i + 1)) {
				const p = mapPoint(a.id)!;
				const q = mapPoint(b.id)!;
				expect(Math.hypot(p.x - q.x, p.y - q.y), `${a.id}–${b.id}`).toBeGreaterThanOrEqual(40);
			}
		}
	});

	it('can draw every route', () => {
		for (const r of ROUTES) {
			expect(mapPoint(r.a), r.id).toBeDefined();
			expect(mapPoint(r.b), r.id).toBeDefined();
		}
	});
});
