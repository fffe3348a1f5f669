import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampScale, scrollFor, stepScale, type Zoom } from '../../../src/lib/ui/zoom.ts';

const zoom: Zoom = { fit: 0.27, readable: 0.56, max: 1.4 };

describe('map zoom', () => {
	it('keeps the scale between the whole drawing and the largest', () => {
		expect(clampScale(0.1, zoom)).toBe(0.27);
		expect(clampScale(3, zoom)).toBe(1.4);
		expect(clampScale(0.8, zoom)).toBe(0.8);
		// A box wider than the drawing at max: the whole drawing wins.
		expect(clampScale(1, { fit: 2, readable: 0.56, max: 1.4 })).toBe(2);
	});

	it('stops on the readable scale when a step would pass it', () => {
		expect(stepScale(0.27, 1, zoom)).toBeCloseTo(0.405);
		expect(stepScale(0.405, 1, zoom)).toBe(0.56);
		expect(stepScale(0.56, 1, zoom)).toBeCloseTo(0.84);
		expect(stepScale(0.84, -1, zoom)).toBeCloseTo(0.56);
		expect(stepScale(1.2, -1, zoom)).toBeCloseTo(0.8);
		expect(stepScale(0.3, -1, zoom)).toBe(0.27);
		expect(stepScale(1.3, 1, zoom)).toBe(1.4);
	});

	it('+ then − comes back to the scale it started from, within the limits', () => {
		fc.assert(
			fc.property(fc.double({ min: 0.27, max: 1.4, noNaN: true }), (s) => {
				const up = stepScale(s, 1, zoom);
				expect(up).toBeGreaterThanOrEqual(s);
				expect(stepScale(up, -1, zoom)).toBeLessThanOrEqual(up);
				expect(stepScale(up, -1, zoom)).toBeGreaterThanOrEqual(zoom.fit);
			})
		);
	});

	it('scrolls so the point sits at the spot, never beyond the drawing', () => {
		const box = { width: 320, height: 400 };
		const drawing = { width: 1180, height: 745 };
		expect(scrollFor({ x: 500, y: 300 }, { x: 160, y: 200 }, 0.56, box, drawing)).toEqual({ left: 120, top: 0 });
		expect(scrollFor({ x: 1100, y: 700 }, { x: 160, y: 200 }, 0.56, box, drawing)).toEqual({
			left: Math.round(1180 * 0.56 - 320),
			top: Math.round(745 * 0.56 - 400)
		});
		expect(scrollFor({ x: 10, y: 10 }, { x: 160, y: 200 }, 0.56, box, drawing)).toEqual({ left: 0, top: 0 });
	});
});
