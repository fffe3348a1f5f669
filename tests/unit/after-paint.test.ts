/** What waits for the phone to be idle comes all the same when the browser finds no idle time (a busy page). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/lib/ui/after-paint.ts';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('whenIdle', () => {
	it('runs once the browser is idle, or 2 s later at most where it never is', () => {
		vi.useFakeTimers();
		// A browser that is never idle: only the deadline it is given runs the callback, as requestIdleCallback does.
		vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
			options?.timeout === undefined ? 0 : setTimeout(callback, options.timeout)
		);
		const then = vi.fn();
		whenIdle(then);
		vi.advanceTimersByTime(1999);
		expect(then).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(then).toHaveBeenCalledOnce();
	});

	it('where the browser cannot tell, soon after', () => {
		vi.useFakeTimers();
		vi.stubGlobal('requestIdleCallback', undefined);
		const then = vi.fn();
		whenIdle(then);
		vi.advanceTimersByTime(500);
		expect(then).toHaveBeenCalledOnce();
	});
});
