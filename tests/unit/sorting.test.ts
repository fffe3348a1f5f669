import { describe, expect, it, vi } from 'vitest';

// The collator is built when the screen has settled: the test says when that is.
const settled = vi.hoisted(() => ({ then: [] as (() => void)[] }));
vi.mock('../../src/lib/ui/after-paint.ts', () => ({ whenSettled: (then: () => void) => (settled.then.push(then), () => {}) }));

const { prepareSorting, sortedByText } = await import('../../src/lib/ui/sorting.svelte.ts');

describe('texts sorted as the page’s language sorts them', () => {
	const places = ['Sumatra', 'Alexandria', 'Route 10', 'Route 2', 'Ormus'].map((name) => ({ name }));

	it('keeps the order given until the collator is built after the first paint, then sorts (numbers by value)', () => {
		prepareSorting();
		expect(sortedByText(places, (p) => p.name).map((p) => p.name)).toEqual(['Sumatra', 'Alexandria', 'Route 10', 'Route 2', 'Ormus']);
		expect(settled.then).toHaveLength(1);
		settled.then[0]!();
		expect(sortedByText(places, (p) => p.name).map((p) => p.name)).toEqual(['Alexandria', 'Ormus', 'Route 2', 'Route 10', 'Sumatra']);
		// The list given is left as it was.
		expect(places[0]!.name).toBe('Sumatra');
	});
});
