import { whenSettled } from './after-paint.ts';
import { collator } from './format.ts';

/** Whether the first collator is built: building it takes tens of milliseconds (60 at 4× CPU), too long before a screen's first paint. */
let ready = $state(false);

/**
 * Builds the language's collator once the screen is shown and the phone is idle, too long for the tap that first sorts
 * and too long to come before a screen's content.
 */
export function prepareSorting(): void {
	if (ready) return;
	whenSettled(() => {
		collator();
		ready = true;
	});
}

/**
 * The items by their texts as the page's language sorts them (numbers by value). Until the collator is built after the
 * first paint, in the order given: a derived that sorts reads `ready`, and sorts again once it is (a closed list shows
 * only its choice, so nothing on screen moves).
 */
export function sortedByText<T>(items: readonly T[], text: (item: T) => string): T[] {
	if (!ready) return [...items];
	const compare = collator();
	return [...items].sort((a, b) => compare.compare(text(a), text(b)));
}
