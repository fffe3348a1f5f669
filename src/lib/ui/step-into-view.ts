/**
 * A step of a form that has just begun, brought where the player can use it without scrolling: its top scrolled to
 * just under the sticky header (the page's scroll-padding-top), smoothly unless the phone asks for less motion. A step
 * whose form grows as it is filled (`grows`) always starts there; another stays where it is if it is all on screen
 * already (between the header and the thumb bar, the page's scroll-padding-bottom).
 */
export function stepIntoView(el: Element, grows = false): void {
	const root = getComputedStyle(document.documentElement);
	const top = parseFloat(root.scrollPaddingTop) || 0;
	const bottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
	const r = el.getBoundingClientRect();
	if (grows ? Math.abs(r.top - top) < 2 : r.top >= top && r.bottom <= bottom) return;
	const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
	el.scrollIntoView({ block: 'start', behavior: still ? 'instant' : 'smooth' });
}
