/**
 * Runs `then` once the browser has painted the current frame (a frame, or `frames`, then a task after it), so work
 * that is not part of what the player is waiting to see comes after it. Returns a cancel for unmounting.
 */
export function afterPaint(then: () => void, frames = 1): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	// No frames where nothing is drawn (the storage tests run the screens' sessions without a page).
	if (typeof requestAnimationFrame !== 'function') {
		timer = setTimeout(then);
		return () => clearTimeout(timer);
	}
	let frame = 0;
	const next = (left: number) => (frame = requestAnimationFrame(() => (left > 1 ? next(left - 1) : (timer = setTimeout(then)))));
	next(frames);
	return () => {
		cancelAnimationFrame(frame);
		clearTimeout(timer);
	};
}

/**
 * Runs `then` when the phone has nothing else to do (soon after, where the browser cannot tell), or 2 s later at most:
 * a browser may find no idle time for as long as it is busy, and what waits here (a backup while playing) must come.
 */
export function whenIdle(then: () => void): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout: 2000 });
	else setTimeout(then, 500);
}

/**
 * Runs `then` once what the screen just drew is on the screen: the browser's next largest contentful paint after the
 * call (the page's skeleton painted before it does not count), so what `then` fetches does not hold the screen back.
 * Where the browser does not report it, or the drawing is no larger than what was there (no new entry), soon after a
 * painted frame instead.
 */
export function afterContentShown(then: () => void): () => void {
	const since = performance.now();
	if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterPaint(then, 2);
	let done = false;
	const run = () => {
		if (done) return;
		done = true;
		observer.disconnect();
		clearTimeout(fallback);
		then();
	};
	const observer = new PerformanceObserver((list) => list.getEntries().some((e) => e.startTime >= since) && run());
	observer.observe({ type: 'largest-contentful-paint', buffered: true });
	// No larger content, or input (which ends the reports): a third of a second is more than a frame takes on a slow phone.
	const fallback = setTimeout(run, 300);
	return () => {
		done = true;
		observer.disconnect();
		clearTimeout(fallback);
	};
}

/**
 * Runs `then` once what the screen just drew is on the screen (afterContentShown), two frames more have been drawn,
 * and the phone is next idle, so a part drawn a frame or two later (a map, what is below the fold) is not held back
 * by what `then` fetches. Returns a cancel.
 */
export function whenSettled(then: () => void): () => void {
	let cancelled = false;
	let cancelFrames = () => {};
	// Two frames more: what is drawn after the rest (below the fold, BelowTheFold.svelte) comes in the second.
	const cancel = afterContentShown(() => (cancelFrames = afterPaint(() => whenIdle(() => cancelled || then()), 2)));
	return () => {
		cancelled = true;
		cancel();
		cancelFrames();
	};
}
