/**
 * Runs `then` once the browser has painted the current frame (a frame, then a task after it), so work
 * that is not part of what the player is waiting to see comes after it. Returns a cancel for unmounting.
 */
export function afterPaint(then: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
	return () => {
		cancelAnimationFrame(frame);
		clearTimeout(timer);
	};
}

/** Runs `then` when the phone has nothing else to do (soon after, where the browser cannot tell). */
export function whenIdle(then: () => void): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then());
	else setTimeout(then, 500);
}

/**
 * Runs `then` once the page's first content is on the screen (the browser's first contentful paint, which
 * can come a frame or two after the page's code drew it); at once after a paint when it already is.
 */
export function afterFirstPaint(then: () => void): () => void {
	const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
	if (typeof PerformanceObserver === 'undefined' || painted()) return afterPaint(then);
	let done = false;
	const run = () => {
		if (done) return;
		done = true;
		observer.disconnect();
		clearTimeout(fallback);
		then();
	};
	const observer = new PerformanceObserver(() => painted() && run());
	observer.observe({ type: 'paint', buffered: true });
	// A browser that does not report paints: a second is more than a first screen takes.
	const fallback = setTimeout(run, 1000);
	return () => {
		done = true;
		observer.disconnect();
		clearTimeout(fallback);
	};
}
