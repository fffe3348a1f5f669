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
