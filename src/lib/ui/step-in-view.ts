/**
 * A turn's step on the screen without the player scrolling: the room is the screen between the sticky header and
 * the thumb bar (the page's scroll padding says how tall each is). Smoothly, unless the player asked for reduced motion.
 */
import type { Attachment } from 'svelte/attachments';

/** The room between the sticky header and the thumb bar, in the viewport's coordinates. */
function room() {
	const root = getComputedStyle(document.documentElement);
	return { top: parseFloat(root.scrollPaddingTop) || 0, bottom: window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0) };
}

const motion = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/**
 * When the step appears, and again when it grows (a box ticked shows the next controls, a place tapped its ways
 * there), the page moves the least that shows it, so what was done before it (the dice, the space chosen) stays in
 * sight while there is room; a step taller than the room shows from its top, where its confirm button is.
 * `end`: the step's last part that must be on the screen (a map, whose legend and list may lie below); else all of it.
 */
export function stepInView(end?: string): Attachment<HTMLElement> {
	return (node) => {
		const show = () => {
			const { top, bottom } = room();
			const first = node.getBoundingClientRect().top;
			const last = ((end && node.querySelector(end)) || node).getBoundingClientRect().bottom;
			let by = Math.max(0, last - bottom);
			if (first - by < top) by = first - top;
			if (Math.abs(by) < 1) return;
			window.scrollTo({ top: window.scrollY + by, behavior: motion() });
		};
		// Called once at once, then at each change of the step's size.
		const observer = new ResizeObserver(show);
		observer.observe(node);
		return () => observer.disconnect();
	};
}

/**
 * A step that has just begun, its top brought to just under the sticky header. A step whose form grows as it is
 * filled (`grows`) always starts there; another stays where it is if it is all in the room already.
 */
export function stepIntoView(el: Element, grows = false): void {
	const { top, bottom } = room();
	const r = el.getBoundingClientRect();
	if (grows ? Math.abs(r.top - top) < 2 : r.top >= top && r.bottom <= bottom) return;
	el.scrollIntoView({ block: 'start', behavior: motion() });
}

/**
 * A screen whose task is one tall form (a score sheet): while it is shown the app's header scrolls away with the page
 * instead of staying on top, so the whole form fits between the top of the screen and the thumb bar.
 */
export const headerScrollsAway: Attachment<HTMLElement> = () => {
	const root = document.documentElement;
	root.classList.add('header-scrolls');
	return () => root.classList.remove('header-scrolls');
};
