/**
 * An attachment that passes an element's clientWidth or clientHeight to `set` each time its size changes. Read in a
 * ResizeObserver's callback, when the browser has just laid the page out: bind:clientWidth also reads it as the
 * element is mounted, which forces a layout of the half-drawn page inside the task that draws it (a tap's answer).
 */
export function sizeInto(dimension: 'clientWidth' | 'clientHeight', set: (px: number) => void): (element: HTMLElement) => () => void {
	return (element) => {
		const observer = new ResizeObserver(() => set(element[dimension]));
		observer.observe(element, { box: 'border-box' });
		return () => observer.disconnect();
	};
}
