/**
 * Zoom of a drawing shown in a scrolling box (ZoomBox): the scale is CSS pixels per drawing unit.
 * Pure arithmetic, so the limits and the point kept under the finger can be tested without a browser.
 */

export interface Zoom {
	/** The scale that fits the whole drawing's width in the box. */
	fit: number;
	/** The scale to read and tap at: labels and targets at their intended size. */
	readable: number;
	/** The largest scale. */
	max: number;
}

/** One press of + or − multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.5;

/** A scale kept within the drawing's limits: never smaller than the whole drawing, never larger than max. */
export const clampScale = (scale: number, zoom: Zoom): number => Math.min(Math.max(scale, zoom.fit), Math.max(zoom.max, zoom.fit));

/** The scale after pressing + (1) or − (−1); a step that would pass the readable scale stops on it. */
export function stepScale(scale: number, direction: 1 | -1, zoom: Zoom): number {
	const next = direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP;
	const passes = (scale < zoom.readable && next > zoom.readable) || (scale > zoom.readable && next < zoom.readable);
	return clampScale(passes ? zoom.readable : next, zoom);
}

/** Where to scroll so the drawing point (x, y) sits at (atX, atY) in the box, at this scale; never beyond the drawing's edges. */
export function scrollFor(
	point: { x: number; y: number },
	at: { x: number; y: number },
	scale: number,
	box: { width: number; height: number },
	drawing: { width: number; height: number }
): { left: number; top: number } {
	const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), Math.max(max, 0)));
	return {
		left: clamp(point.x * scale - at.x, drawing.width * scale - box.width),
		top: clamp(point.y * scale - at.y, drawing.height * scale - box.height)
	};
}
